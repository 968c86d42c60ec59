using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The only place a <see cref="DiagnosticDescriptor"/> is constructed. A rule's analyzer declares the rule once, in its
/// <c>Rule</c> field, through <see cref="Create"/>: ID, title, message, description, default level and generated-code
/// setting (the family is the analyzer's folder and namespace). Everything else follows from that declaration: the
/// analyzer's own setup (<see cref="Configure"/>), and what the docs generator writes (tools/PerfAnalyzers.DocsGenerator):
/// the <c>RuleIdentifiers</c> constants, the hosts the compiler loads (<c>Rules/RuleHosts.cs</c>), the release-tracking
/// rows, the presets, the rule page's header and the README's row.
/// </summary>
internal static class RuleDescriptors
{
    public const string Category = "Performance";

    /// <summary>
    /// The custom tag of a rule that analyzes generated code (<see cref="GeneratedCodeAnalysisFlags.Analyze"/>, with
    /// <see cref="GeneratedCodeAnalysisFlags.ReportDiagnostics"/>).
    /// </summary>
    public const string AnalyzesGeneratedCodeTag = "PerfAnalyzers.AnalyzesGeneratedCode";

    /// <summary>
    /// The custom tag of a rule that does not analyze generated code but lets the driver keep its diagnostics without
    /// checking whether they are in generated code (<see cref="GeneratedCodeAnalysisFlags.ReportDiagnostics"/>): the
    /// rule reports only where it looked.
    /// </summary>
    public const string ReportsWithoutCheckTag = "PerfAnalyzers.ReportsWithoutGeneratedCodeCheck";

    /// <summary>
    /// The prefix of a custom tag naming another analyzer's diagnostic ID that reports the same finding as the rule
    /// (<c>PerfAnalyzers.SameFinding:CA1852</c>): where the rule reports, <see cref="SameFindingSuppressor"/> hides
    /// that diagnostic, so the user sees one finding with the fix our harness proved.
    /// </summary>
    public const string SameFindingTagPrefix = "PerfAnalyzers.SameFinding:";

    /// <summary>
    /// Where the rule pages of this version live (its release tag, so a user of an older version reads the page that
    /// describes the rule they have); the help link of a rule is <c>{HelpLinkBase}/{ID}.md</c>.
    /// </summary>
    public const string HelpLinkBase = RepositoryInfo.Url + "/blob/" + RepositoryInfo.Tag + "/docs/rules";

    public static string GetHelpLink(string id) => HelpLinkBase + "/" + id + ".md";

    public static DiagnosticDescriptor Create(
        string id,
        string title,
        string messageFormat,
        string description,
        RuleLevel level,
        bool compilationEnd = false,
        GeneratedCodeAnalysisFlags generatedCode = GeneratedCodeAnalysisFlags.None,
        string[]? sameFinding = null)
    {
        var severity = level switch
        {
            RuleLevel.Warning => DiagnosticSeverity.Warning,
            _ => DiagnosticSeverity.Info,
        };

        var tags = new System.Collections.Generic.List<string>(2 + (sameFinding?.Length ?? 0));
        if (compilationEnd)
        {
            tags.Add(WellKnownDiagnosticTags.CompilationEnd);
        }

        if ((generatedCode & GeneratedCodeAnalysisFlags.Analyze) != 0)
        {
            tags.Add(AnalyzesGeneratedCodeTag);
        }
        else if ((generatedCode & GeneratedCodeAnalysisFlags.ReportDiagnostics) != 0)
        {
            tags.Add(ReportsWithoutCheckTag);
        }

        if (sameFinding is not null)
        {
            foreach (var other in sameFinding)
            {
                tags.Add(SameFindingTagPrefix + other);
            }
        }

        return new DiagnosticDescriptor(
            id,
            title,
            messageFormat,
            Category,
            severity,
            isEnabledByDefault: level != RuleLevel.Disabled,
            description: description,
            helpLinkUri: GetHelpLink(id),
            customTags: tags.ToArray());
    }

    /// <summary>The generated-code setting the rule's declaration asks for (its custom tags).</summary>
    public static GeneratedCodeAnalysisFlags GeneratedCode(DiagnosticDescriptor rule)
    {
        foreach (var tag in rule.CustomTags)
        {
            switch (tag)
            {
                case AnalyzesGeneratedCodeTag:
                    return GeneratedCodeAnalysisFlags.Analyze | GeneratedCodeAnalysisFlags.ReportDiagnostics;
                case ReportsWithoutCheckTag:
                    return GeneratedCodeAnalysisFlags.ReportDiagnostics;
            }
        }

        return GeneratedCodeAnalysisFlags.None;
    }

    /// <summary>
    /// The other analyzers' diagnostic IDs the rule's declaration names as reporting the same finding
    /// (<c>sameFinding:</c> of <see cref="Create"/>), in declaration order.
    /// </summary>
    public static System.Collections.Generic.IEnumerable<string> SameFinding(DiagnosticDescriptor rule)
    {
        foreach (var tag in rule.CustomTags)
        {
            if (tag.StartsWith(SameFindingTagPrefix, System.StringComparison.Ordinal))
            {
                yield return tag.Substring(SameFindingTagPrefix.Length);
            }
        }
    }
}
