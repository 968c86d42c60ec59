using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Runtime.CompilerServices;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace PerfAnalyzers.Internals;

/// <summary>
/// One finding, one diagnostic: hides another analyzer's diagnostic (the SDK's, Meziantou.Analyzer's, Roslynator's)
/// where one of our rules reports the same finding, so the user sees ours, with the fix our harness proved on their
/// runtime. A rule names the other IDs in its declaration (<c>sameFinding:</c> of <see cref="RuleDescriptors.Create"/>);
/// the generated <c>PerfAnalyzersSameFindingSuppressor</c> (Rules/RuleHosts.cs) passes every such rule here.
/// </summary>
/// <remarks>
/// <para>
/// What our rules reported is read from <see cref="ReportedFindings"/>, which the rules fill as they report: the
/// compiler hands a suppressor the diagnostics of each analyzer separately in the IDE, so ours are not among the ones
/// it is given there. Their diagnostic is hidden when, in the same file, a diagnostic of a rule that names its ID
/// overlaps it within the same member or lambda, and that rule is shown there (its effective severity in the file is
/// Error, Warning or Info). So a user who switches our rule off (<c>none</c> or <c>silent</c>) gets theirs back, and
/// one who removes our package never had theirs touched.
/// </para>
/// <para>
/// A diagnostic that fails the build stays: theirs is kept where it is an error and ours would show below Error.
/// Where our rule's diagnostic is suppressed in source (<c>#pragma warning disable</c>, <c>[SuppressMessage]</c>),
/// theirs is hidden too: the compiler gives analyzers no view of those, and it is the same finding.
/// </para>
/// </remarks>
public abstract class SameFindingSuppressor : DiagnosticSuppressor
{
    /// <summary>For each of their IDs, our rules that report the same finding and the suppression each reports.</summary>
    private readonly Dictionary<string, (string RuleId, DiagnosticDescriptor Rule, SuppressionDescriptor Suppression)[]> _byTheirId;

    protected SameFindingSuppressor(params DiagnosticDescriptor[] rules)
    {
        var byTheirId = new Dictionary<string, List<(string, DiagnosticDescriptor, SuppressionDescriptor)>>(StringComparer.Ordinal);
        var suppressions = ImmutableArray.CreateBuilder<SuppressionDescriptor>();
        foreach (var rule in rules)
        {
            foreach (var theirs in RuleDescriptors.SameFinding(rule))
            {
                var suppression = new SuppressionDescriptor(
                    SuppressionId(rule.Id, theirs),
                    theirs,
                    $"{rule.Id} reports the same finding here, with a fix measured on this runtime: {rule.Title}");
                suppressions.Add(suppression);
                if (!byTheirId.TryGetValue(theirs, out var list))
                {
                    list = new List<(string, DiagnosticDescriptor, SuppressionDescriptor)>(1);
                    byTheirId.Add(theirs, list);
                }

                list.Add((rule.Id, rule, suppression));
            }
        }

        _byTheirId = new Dictionary<string, (string, DiagnosticDescriptor, SuppressionDescriptor)[]>(StringComparer.Ordinal);
        foreach (var pair in byTheirId)
        {
            _byTheirId.Add(pair.Key, pair.Value.ToArray());
        }

        SupportedSuppressions = suppressions.ToImmutable();
    }

    /// <summary>The ID of the suppression of <paramref name="theirs"/> by <paramref name="ours"/>: <c>PERF0201.CA1852</c>.</summary>
    public static string SuppressionId(string ours, string theirs) => ours + "." + theirs;

    public sealed override ImmutableArray<SuppressionDescriptor> SupportedSuppressions { get; }

    public sealed override void ReportSuppressions(SuppressionAnalysisContext context)
    {
        var findings = ReportedFindings.Of(context.Compilation);
        if (findings is null)
        {
            return;
        }

        Dictionary<(SyntaxTree, string), bool>? shown = null;
        Dictionary<SyntaxTree, Diagnostic[]?>? byTree = null;
        foreach (var diagnostic in context.ReportedDiagnostics)
        {
            context.CancellationToken.ThrowIfCancellationRequested();
            if (!_byTheirId.TryGetValue(diagnostic.Id, out var rules) || diagnostic.Location.SourceTree is not { } tree)
            {
                continue;
            }

            // One copy of a file's findings per call, however many of theirs the file has.
            byTree ??= new Dictionary<SyntaxTree, Diagnostic[]?>();
            if (!byTree.TryGetValue(tree, out var ours))
            {
                ours = findings.In(tree);
                byTree.Add(tree, ours);
            }

            if (ours is null)
            {
                continue;
            }

            var span = diagnostic.Location.SourceSpan;
            foreach (var finding in ours)
            {
                var rule = Find(rules, finding.Id);
                if (rule is null || !Overlaps(finding.Location.SourceSpan, span))
                {
                    continue;
                }

                shown ??= new Dictionary<(SyntaxTree, string), bool>();
                if (!shown.TryGetValue((tree, finding.Id), out var isShown))
                {
                    isShown = IsShown(context.Compilation, context.Options, tree, rule.Value.Rule, diagnostic.Severity, context.CancellationToken);
                    shown.Add((tree, finding.Id), isShown);
                }

                if (isShown && SameBody(tree, finding.Location.SourceSpan, span, context.CancellationToken))
                {
                    context.ReportSuppression(Suppression.Create(rule.Value.Suppression, diagnostic));
                    break;
                }
            }
        }
    }

    private static (string RuleId, DiagnosticDescriptor Rule, SuppressionDescriptor Suppression)? Find(
        (string RuleId, DiagnosticDescriptor Rule, SuppressionDescriptor Suppression)[] rules,
        string id)
    {
        foreach (var rule in rules)
        {
            if (rule.RuleId == id)
            {
                return rule;
            }
        }

        return null;
    }

    private static bool Overlaps(Microsoft.CodeAnalysis.Text.TextSpan ours, Microsoft.CodeAnalysis.Text.TextSpan theirs) =>
        ours.OverlapsWith(theirs) || (theirs.IsEmpty && ours.IntersectsWith(theirs.Start));

    /// <summary>
    /// Whether the two spans are in the same member, lambda or local function: an inner query inside a lambda of ours
    /// is another finding, which theirs may report alone.
    /// </summary>
    private static bool SameBody(SyntaxTree tree, Microsoft.CodeAnalysis.Text.TextSpan ours, Microsoft.CodeAnalysis.Text.TextSpan theirs, CancellationToken cancellationToken)
    {
        var root = tree.GetRoot(cancellationToken);
        return Body(root, ours) == Body(root, theirs);

        static SyntaxNode? Body(SyntaxNode root, Microsoft.CodeAnalysis.Text.TextSpan span)
        {
            if (!root.FullSpan.Contains(span))
            {
                return null;
            }

            for (var node = root.FindNode(span, getInnermostNodeForTie: true); node is not null; node = node.Parent)
            {
                if (node is AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax or MemberDeclarationSyntax)
                {
                    return node;
                }
            }

            return root;
        }
    }

    /// <summary>
    /// Whether our rule shows in the file: its effective severity there is Error, Warning or Info, and not below Error
    /// when theirs is an error.
    /// </summary>
    private static bool IsShown(Compilation compilation, AnalyzerOptions options, SyntaxTree tree, DiagnosticDescriptor rule, DiagnosticSeverity theirs, CancellationToken cancellationToken)
    {
        var severity = EffectiveSeverity(compilation, options, tree, rule, cancellationToken);
        return severity switch
        {
            ReportDiagnostic.Error => true,
            ReportDiagnostic.Warn or ReportDiagnostic.Info => theirs != DiagnosticSeverity.Error,
            _ => false,
        };
    }

    /// <summary>
    /// The severity a rule's diagnostics get in a file, in the compiler's order: the project's options for the ID
    /// (<c>NoWarn</c>, <c>WarningsAsErrors</c>, rule sets), the file's <c>.editorconfig</c> and global configs (our
    /// presets among them), the bulk <c>dotnet_analyzer_diagnostic</c> options for a rule enabled by default, then
    /// the rule's default; <c>TreatWarningsAsErrors</c> raises a warning to an error.
    /// </summary>
    internal static ReportDiagnostic EffectiveSeverity(Compilation compilation, AnalyzerOptions options, SyntaxTree tree, DiagnosticDescriptor rule, CancellationToken cancellationToken)
    {
        var compilationOptions = compilation.Options;
        ReportDiagnostic severity;
        if (compilationOptions.SpecificDiagnosticOptions.TryGetValue(rule.Id, out var specific) && specific != ReportDiagnostic.Default)
        {
            // The command line's own options (NoWarn, WarningsAsErrors, rule sets) come first.
            return specific;
        }

        if (compilationOptions.SyntaxTreeOptionsProvider is { } provider
            && (provider.TryGetDiagnosticValue(tree, rule.Id, cancellationToken, out var configured)
                || provider.TryGetGlobalDiagnosticValue(rule.Id, cancellationToken, out configured)))
        {
            severity = configured;
        }
        else if (!rule.IsEnabledByDefault)
        {
            return ReportDiagnostic.Suppress;
        }
        else if (Bulk(options.AnalyzerConfigOptionsProvider.GetOptions(tree), rule.Category) is { } bulk)
        {
            severity = bulk;
        }
        else
        {
            severity = rule.DefaultSeverity switch
            {
                DiagnosticSeverity.Error => ReportDiagnostic.Error,
                DiagnosticSeverity.Warning => ReportDiagnostic.Warn,
                DiagnosticSeverity.Info => ReportDiagnostic.Info,
                _ => ReportDiagnostic.Hidden,
            };
        }

        return severity == ReportDiagnostic.Warn && compilationOptions.GeneralDiagnosticOption == ReportDiagnostic.Error
            ? ReportDiagnostic.Error
            : severity;

        static ReportDiagnostic? Bulk(AnalyzerConfigOptions options, string category)
        {
            if (options.TryGetValue("dotnet_analyzer_diagnostic.category-" + category + ".severity", out var value)
                || options.TryGetValue("dotnet_analyzer_diagnostic.severity", out value))
            {
                // An unknown value is ignored, as the compiler ignores it.
                return value.Trim().ToLowerInvariant() switch
                {
                    "error" => ReportDiagnostic.Error,
                    "warning" => ReportDiagnostic.Warn,
                    "suggestion" => ReportDiagnostic.Info,
                    "silent" or "refactoring" => ReportDiagnostic.Hidden,
                    "none" => ReportDiagnostic.Suppress,
                    _ => null,
                };
            }

            return null;
        }
    }
}

/// <summary>
/// What our rules that name a same finding (<see cref="RuleDescriptors.SameFinding"/>) reported in a compilation, by
/// file, for <see cref="SameFindingSuppressor"/>. The compiler runs suppressors after the analyzers of the same
/// analysis, on the same compilation object, so the table is complete when it is read; it is dropped with the
/// compilation.
/// </summary>
internal sealed class ReportedFindings
{
    private static readonly ConditionalWeakTable<Compilation, ReportedFindings> s_table = new();

    private readonly Dictionary<SyntaxTree, List<Diagnostic>> _byTree = new();

    /// <summary>
    /// Notes a diagnostic of a rule with same-finding IDs and returns it: <c>context.ReportDiagnostic(
    /// ReportedFindings.Record(context.Compilation, diagnostic))</c>.
    /// </summary>
    public static Diagnostic Record(Compilation compilation, Diagnostic diagnostic)
    {
        if (diagnostic.Location.SourceTree is not { } tree)
        {
            return diagnostic;
        }

        var findings = s_table.GetValue(compilation, static _ => new ReportedFindings());
        lock (findings._byTree)
        {
            if (!findings._byTree.TryGetValue(tree, out var list))
            {
                list = new List<Diagnostic>(1);
                findings._byTree.Add(tree, list);
            }

            list.Add(diagnostic);
        }

        return diagnostic;
    }

    public static ReportedFindings? Of(Compilation compilation) =>
        s_table.TryGetValue(compilation, out var findings) ? findings : null;

    /// <summary>A copy of what was reported in <paramref name="tree"/>, or null.</summary>
    public Diagnostic[]? In(SyntaxTree tree)
    {
        lock (_byTree)
        {
            return _byTree.TryGetValue(tree, out var list) ? list.ToArray() : null;
        }
    }
}
