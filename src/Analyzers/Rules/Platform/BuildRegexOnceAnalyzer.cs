using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1003: a regex built from a constant pattern where the code runs, again and again. <c>new Regex(pattern)</c>
/// parses the pattern and builds its interpreter's program each time (tens of microseconds and kilobytes, much more
/// with <c>RegexOptions.Compiled</c>); the static <c>Regex.IsMatch(input, pattern)</c> family finds the pattern in
/// the runtime's cache of 15 regexes each call, then interprets it. From .NET 7 a <c>[GeneratedRegex]</c> partial
/// method gets the matcher as C# compiled with the project: no parsing, no cache lookup, no interpreter.
/// </summary>
/// <remarks>
/// <para>Static calls are reported only where <c>[GeneratedRegex]</c> is the fix (.NET 7 and C# 11 on every target
/// that compiles the call): before that the alternative is a <c>static readonly Regex</c>, which the harness measured
/// no faster than the static call's cache. <c>new Regex(...)</c> per call is reported everywhere; before .NET 7 the fix
/// keeps it in a <c>static readonly</c> field with the same options.</para>
/// <para>Silent: a pattern or options that are not constants; a match timeout (the generated regex takes it in
/// milliseconds only); <c>RegexOptions.IgnoreCase</c> (or an inline <c>(?i)</c>) without <c>CultureInvariant</c> on a
/// pattern whose matches can depend on the culture (<see cref="RegexCulture"/>: it names <c>i</c>, <c>I</c>,
/// <c>İ</c> or <c>ı</c>, or has a backreference; the code's regex follows the culture current where it is built, a
/// generated or shared one doesn't); <c>NonBacktracking</c>; a pattern this host
/// can't parse (the generator would fail the build); code that runs once (static field and property initializers,
/// static constructors, the value assigned to a static field or property, a <c>Lazy&lt;T&gt;</c>'s factory); code
/// outside a class, struct or record (top-level statements, interfaces).</para>
/// </remarks>
public sealed class BuildRegexOnceAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: <see cref="GeneratedKind"/> or <see cref="FieldKind"/>, the fix the diagnostic is for.</summary>
    internal const string KindKey = "Kind";

    /// <summary>A <c>[GeneratedRegex]</c> partial method.</summary>
    internal const string GeneratedKind = "Generated";

    /// <summary>A <c>static readonly Regex</c> field (a <c>new Regex(...)</c> where the generator is missing).</summary>
    internal const string FieldKind = "Field";

    /// <summary>Property: the pattern.</summary>
    internal const string PatternKey = "Pattern";

    /// <summary>Property: the options, as the number of their <c>RegexOptions</c> value.</summary>
    internal const string OptionsKey = "Options";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF1003",
        title: "Don't rebuild a Regex from a constant pattern on every call",
        messageFormat: "Use {0} instead of {1}: {2}",
        description: "new Regex(pattern) parses the pattern and builds its matcher every time it runs; the static Regex methods look the pattern up in a cache of 15 regexes on every call and interpret it. From .NET 7, a [GeneratedRegex] partial method gets the matcher as source compiled with the project; before .NET 7, a Regex built once and kept in a static readonly field. Static calls are reported only where [GeneratedRegex] is available on every target: a static readonly field measured no faster than their cache. Silent for patterns or options that are not constants, match timeouts, IgnoreCase without CultureInvariant on a pattern whose matches can depend on the culture (one naming i, I, İ or ı, or with a backreference), NonBacktracking, and code that runs once.",
        // Warning for a Regex built per call: precise (constant patterns, code that runs more than once, culture- and
        // timeout-dependent shapes left) and the payoff is large, several to hundreds of times faster and over 90%
        // fewer bytes. The static methods' diagnostics are reported as suggestions (RegexStaticSeverity): their cache
        // works, and what the generated regex saves in a realistic mix of calls is under 2x (see the docs page).
        RuleLevel.Warning,
        sameFinding: new[] { "SYSLIB1045", "MA0110" });

    internal static readonly Payoff RegexStaticPayoff = new(
        "the matcher compiled with the project, no cache lookup and no interpreter per call",
        "PERF1003/StaticCalls");

    internal static readonly Payoff RegexCreationPayoff = new(
        "no pattern parsed and no matcher built per call",
        "PERF1003/PerCallRegexLibrary", "PERF1003/PerCallRegex");

    private const int IgnoreCase = 1;
    private const int CultureInvariant = 512;
    private const int NonBacktracking = 1024;

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (BuildRegexOnceApis.Find(start.Compilation, ProjectTargets.Read(start.Options)) is not { } symbols)
            {
                return;
            }

            // The static calls only where the generator is the fix (see the remarks).
            if (symbols.CanGenerate)
            {
                start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols), OperationKind.Invocation);
            }

            start.RegisterOperationAction(context => AnalyzeCreation(context, symbols), OperationKind.ObjectCreation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, BuildRegexOnceApis symbols)
    {
        var invocation = (IInvocationOperation)context.Operation;
        var method = invocation.TargetMethod;
        if (!method.IsStatic
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.Regex)
            || !IsMatcher(method.Name)
            || ReadPattern(invocation.Arguments) is not { } found
            || !symbols.Targets.Allow(ProjectTargets.Net7, invocation.Syntax)
            || RunsOnce(invocation, context.ContainingSymbol, symbols)
            || !IsInFixableType(invocation.Syntax)
            || !Parses(found.Pattern, found.Options))
        {
            return;
        }

        // A suggestion, not the rule's warning: the cache leaves less to gain (see PlatformMessages.RegexStaticLevel).
        Report(context, invocation.Syntax, found, GeneratedKind, "'Regex." + method.Name + "' with a constant pattern", RegexStaticPayoff.For(context.Compilation), DiagnosticSeverity.Info);
    }

    private static void AnalyzeCreation(OperationAnalysisContext context, BuildRegexOnceApis symbols)
    {
        var creation = (IObjectCreationOperation)context.Operation;
        if (creation.Initializer is not null
            || !SymbolEqualityComparer.Default.Equals(creation.Type, symbols.Regex)
            || ReadPattern(creation.Arguments) is not { } found
            || RunsOnce(creation, context.ContainingSymbol, symbols)
            || !IsInFixableType(creation.Syntax)
            || !Parses(found.Pattern, found.Options))
        {
            return;
        }

        var generated = symbols.CanGenerate && symbols.Targets.Allow(ProjectTargets.Net7, creation.Syntax);

        // Before .NET 7 case-insensitive matching maps every character through the culture: only a [GeneratedRegex]
        // target (.NET 7 and later, whose table differs by culture for i, I, İ and ı alone) takes a case-insensitive
        // pattern without CultureInvariant.
        if (!generated && IsCaseInsensitiveByCulture(found.Pattern, found.Options))
        {
            return;
        }

        Report(
            context,
            creation.Syntax,
            found,
            generated ? GeneratedKind : FieldKind,
            "a new Regex per call",
            RegexCreationPayoff.For(context.Compilation),
            Rule.DefaultSeverity);
    }

    private static void Report(OperationAnalysisContext context, SyntaxNode syntax, Found found, string kind, string what, string payoff, DiagnosticSeverity severity)
    {
        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(KindKey, kind);
        properties.Add(PatternKey, found.Pattern);
        properties.Add(OptionsKey, found.Options.ToString(System.Globalization.CultureInfo.InvariantCulture));
        var instead = kind == GeneratedKind ? "a [GeneratedRegex] method" : "a Regex kept in a static readonly field";
        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(Rule, syntax.GetLocation(), severity, additionalLocations: null, properties.ToImmutable(), instead, what, payoff)));
    }

    /// <summary>Case-insensitive (by option or inline) in the current culture: no <c>CultureInvariant</c>.</summary>
    private static bool IsCaseInsensitiveByCulture(string pattern, int options) =>
        (options & CultureInvariant) == 0 && ((options & IgnoreCase) != 0 || RegexCulture.HasInlineIgnoreCase(pattern));

    private static bool IsMatcher(string name) =>
        name is "IsMatch" or "Match" or "Matches" or "Replace" or "Split" or "Count" or "EnumerateMatches";

    /// <summary>
    /// The constant pattern and options of a call or constructor, or null when one isn't constant, there is a match
    /// timeout, or the options are ones the rule leaves (see the remarks).
    /// </summary>
    private static Found? ReadPattern(ImmutableArray<IArgumentOperation> arguments)
    {
        if (ReadConstants(arguments) is not { } constants
            || (IsCaseInsensitiveByCulture(constants.Pattern, constants.Options) && !RegexCulture.IsCultureFree(constants.Pattern))
            || (constants.Options & NonBacktracking) != 0)
        {
            return null;
        }

        return new Found(constants.Pattern, constants.Options);
    }

    /// <summary>
    /// The pattern and options of a static Regex call or a Regex constructor when both are constants (options absent:
    /// 0) and there is no match timeout, else null. The input, replacement and evaluator arguments may be anything.
    /// </summary>
    internal static (string Pattern, int Options)? ReadConstants(ImmutableArray<IArgumentOperation> arguments)
    {
        string? pattern = null;
        var options = 0;
        foreach (var argument in arguments)
        {
            switch (argument.Parameter?.Name)
            {
                case null:
                case "matchTimeout":
                    return null;
                case "pattern":
                    if (argument.Value.ConstantValue is not { HasValue: true, Value: string text })
                    {
                        return null;
                    }

                    pattern = text;
                    break;
                case "options":
                    if (argument.Value.ConstantValue is not { HasValue: true, Value: int value })
                    {
                        return null;
                    }

                    options = value;
                    break;
            }
        }

        return pattern is null ? null : (pattern, options);
    }

    /// <summary>
    /// Whether the pattern parses with these options here: the generator fails the build on a pattern it can't parse,
    /// and code with such a pattern throws before it is slow. The last check, so it runs once per reported site.
    /// </summary>
    private static bool Parses(string pattern, int options)
    {
        try
        {
            _ = new System.Text.RegularExpressions.Regex(pattern, (System.Text.RegularExpressions.RegexOptions)options);
            return true;
        }
        catch (System.ArgumentException)
        {
            return false;
        }
    }

    /// <summary>
    /// Code that runs once per type, not per call: a static field's or property's initializer, a static constructor,
    /// the value assigned to a static field or property (lazy initialization), a <c>Lazy&lt;T&gt;</c>'s factory.
    /// </summary>
    private static bool RunsOnce(IOperation operation, ISymbol containing, BuildRegexOnceApis symbols)
    {
        if (containing is IFieldSymbol { IsStatic: true } or IPropertySymbol { IsStatic: true } or IMethodSymbol { MethodKind: MethodKind.StaticConstructor })
        {
            return true;
        }

        var value = operation;
        while (value.Parent is IConversionOperation or IParenthesizedOperation)
        {
            value = value.Parent;
        }

        if (value.Parent is IAssignmentOperation assignment
            && assignment.Value == value
            && assignment.Target is IFieldReferenceOperation { Field.IsStatic: true } or IPropertyReferenceOperation { Property.IsStatic: true })
        {
            return true;
        }

        // () => new Regex(...) given to new Lazy<Regex>(...) or LazyInitializer.EnsureInitialized(...).
        for (var parent = operation.Parent; parent is not null; parent = parent.Parent)
        {
            if (parent is not IAnonymousFunctionOperation function)
            {
                continue;
            }

            var use = function.Parent is IDelegateCreationOperation delegateCreation ? delegateCreation.Parent : function.Parent;
            return use is IArgumentOperation { Parent: var call }
                && ((call is IObjectCreationOperation { Type: INamedTypeSymbol created } && SymbolEqualityComparer.Default.Equals(created.OriginalDefinition, symbols.Lazy))
                    || (call is IInvocationOperation lazyCall && SymbolEqualityComparer.Default.Equals(lazyCall.TargetMethod.ContainingType, symbols.LazyInitializer)));
        }

        return false;
    }

    /// <summary>The code is in a class, struct or record (each one around it too), where the fix can add a member.</summary>
    private static bool IsInFixableType(SyntaxNode syntax)
    {
        var found = false;
        for (var node = syntax.Parent; node is not null; node = node.Parent)
        {
            if (node is TypeDeclarationSyntax type)
            {
                if (type is InterfaceDeclarationSyntax)
                {
                    return false;
                }

                found = true;
            }
        }

        return found;
    }

    private sealed class Found
    {
        public Found(string pattern, int options)
        {
            Pattern = pattern;
            Options = options;
        }

        public string Pattern { get; }

        public int Options { get; }
    }

    private sealed class BuildRegexOnceApis
    {
        private BuildRegexOnceApis(INamedTypeSymbol regex, INamedTypeSymbol? lazy, INamedTypeSymbol? lazyInitializer, bool canGenerate, ProjectTargets targets)
        {
            Regex = regex;
            Lazy = lazy;
            LazyInitializer = lazyInitializer;
            CanGenerate = canGenerate;
            Targets = targets;
        }

        public INamedTypeSymbol Regex { get; }

        public INamedTypeSymbol? Lazy { get; }

        public INamedTypeSymbol? LazyInitializer { get; }

        /// <summary>[GeneratedRegex] exists (.NET 7) and the language has what its generated code needs (C# 11).</summary>
        public bool CanGenerate { get; }

        public ProjectTargets Targets { get; }

        public static BuildRegexOnceApis? Find(Compilation compilation, ProjectTargets targets)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Text.RegularExpressions.Regex") is not { } regex)
            {
                return null;
            }

            var canGenerate = types.Get("System.Text.RegularExpressions.GeneratedRegexAttribute") is not null
                && compilation is CSharpCompilation { LanguageVersion: >= LanguageVersion.CSharp11 };
            return new BuildRegexOnceApis(regex, types.Get("System.Lazy`1"), types.Get("System.Threading.LazyInitializer"), canGenerate, targets);
        }
    }
}
