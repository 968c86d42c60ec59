using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0702: <c>string.Format(format, args...)</c> and <c>string.Format(provider, format, args...)</c> with a constant
/// format parse the format on every call, box every value-type argument and, past three arguments, allocate the array
/// of them. An interpolated string (<c>$"..."</c>, or <c>string.Create(provider, $"...")</c>) is parsed by the compiler
/// and formats each value into a pooled buffer without boxing (C# 10 and .NET 6).
/// </summary>
/// <remarks>
/// <para>Reported only when the interpolated string computes the same string. string.Format evaluates every argument
/// and then formats them in the order of the format items; the interpolated string evaluates and formats each hole in
/// turn. So: every argument has a format item (an unused one would no longer be evaluated); an argument used twice, or
/// arguments used out of order, are locals, parameters, fields or constants (evaluated twice or in another order
/// without anyone noticing); and an argument that may have side effects (a call, a property) comes only after arguments
/// whose text can't change once they are evaluated (strings, numbers, enums and the runtime's other non-generic
/// structs), since the interpolated string formats those before it evaluates that argument.</para>
/// <para>Not reported: a format that is not a constant string or that string.Format would reject; a format held in a
/// constant read elsewhere too, or visible outside its type (the fix would copy it; see <see cref="IsOwnFormat"/>); an array or span
/// passed as the arguments; a <c>null</c> argument (string.Format throws); a call whose enclosing call would bind to
/// another overload given an interpolated string (<c>Debug.Assert</c>, <c>StringBuilder.Append</c> take an interpolated
/// string handler, which changes when the holes are evaluated); arguments with <c>await</c>; expression trees; C# 9 and
/// earlier (an interpolated string compiles back to string.Format there).</para>
/// <para>Properties: <see cref="FormatKey"/>, the format's text as the interpolated string writes it (the literal's
/// source between its quotes, or a constant written out as a literal), <see cref="VerbatimKey"/> when that text is
/// verbatim, <see cref="ProviderKey"/> when the call has a format provider. Additional location: the declarator of the
/// constant holding the format, when it has one (the fix removes it).</para>
/// </remarks>
public sealed class UseInterpolatedStringAnalyzer : DiagnosticAnalyzer
{
    internal const string ProviderKey = "Provider";
    internal const string FormatKey = "Format";
    internal const string VerbatimKey = "Verbatim";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0702",
        title: "Use an interpolated string instead of string.Format with a constant format",
        messageFormat: "Use {0} instead of string.Format with a constant format: {1}",
        description: "string.Format parses its format on every call, boxes every value-type argument and, past three arguments, allocates an array for them. With a constant format, an interpolated string says the same: the compiler parses it once, and the values are formatted straight into a pooled buffer without boxing. With a format provider, string.Create(provider, $\"...\") formats with that provider.",
        // Suggestion: under 2x faster, and half the bytes only where numbers were boxed (the strings built are most of
        // what both forms allocate); the SDK leaves literal formats alone (see the docs page).
        RuleLevel.Suggestion,
        generatedCode: GeneratedCodeAnalysisFlags.ReportDiagnostics);

    internal static readonly Payoff InterpolatedStringPayoff = new(
        "the format is parsed at compile time and no argument is boxed",
        "PERF0702");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();

        // Generated code is not analyzed (no Analyze flag: generated files and [GeneratedCode] members are skipped),
        // and every diagnostic is on the call being analyzed, so none can be in generated code: ReportDiagnostics tells
        // the driver not to look for generated code around each one, a pass over each reported file's tokens and
        // declarations that cost more than the rule's own work where it reports (docs/performance.md).
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (!Runtimes.IsNet6OrLater(start.Compilation)
                || types.Get("System.Runtime.CompilerServices.DefaultInterpolatedStringHandler") is null
                || types.Get("System.IFormatProvider") is not { } formatProvider)
            {
                return;
            }

            var symbols = new UseInterpolatedStringApis(
                formatProvider,
                start.Compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly,
                types.Get("System.Runtime.CompilerServices.InterpolatedStringHandlerAttribute"),
                types.Get("System.Linq.Expressions.Expression`1"));
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, UseInterpolatedStringApis symbols, ProjectTargets targets)
    {
        var invocation = (IInvocationOperation)context.Operation;
        var method = invocation.TargetMethod;
        if (method is not { Name: "Format", IsStatic: true, ContainingType.SpecialType: SpecialType.System_String }
            || method.Parameters.Length < 2
            || invocation.Syntax is not InvocationExpressionSyntax syntax
            || syntax.SyntaxTree.Options is not CSharpParseOptions { LanguageVersion: >= LanguageVersion.CSharp10 } options)
        {
            return;
        }

        var hasProvider = SymbolEqualityComparer.Default.Equals(method.Parameters[0].Type, symbols.FormatProvider);
        var formatIndex = hasProvider ? 1 : 0;
        var arguments = syntax.ArgumentList.Arguments;
        if (method.Parameters[formatIndex].Type.SpecialType != SpecialType.System_String
            || arguments.Count < formatIndex + 2)
        {
            return;
        }

        foreach (var argument in arguments)
        {
            if (argument.NameColon is not null || !argument.RefKindKeyword.IsKind(SyntaxKind.None))
            {
                return;
            }
        }

        if (syntax.ArgumentList.ContainsDirectives || syntax.ArgumentList.ContainsComment())
        {
            return; // the fix would drop it
        }

        if (invocation.GetArgument(formatIndex) is not { } formatArgument
            || CompositeFormatText.ReadFormat(arguments[formatIndex].Expression, formatArgument.Value.ConstantValue.Value) is not { } format)
        {
            return;
        }

        var items = new List<CompositeFormatText.FormatItem>();
        var values = new ExpressionSyntax[arguments.Count - formatIndex - 1];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = arguments[formatIndex + 1 + i].Expression;
        }

        if (!CompositeFormatText.TryParse(format.Text, items)
            || !SameResult(invocation, values, items, symbols.CoreLibrary)
            || invocation.IsInExpressionTree(symbols.ExpressionOfT)
            || !CompositeFormatText.CanWriteHoles(format.Verbatim, items, values, options.LanguageVersion)
            || (!hasProvider && !InterpolatedStringBinding.EnclosingCallBindsTheSame(invocation, syntax, symbols.HandlerAttribute, () => CompositeFormatText.Build(format.Text, format.Verbatim, items, values, options, spliceStrings: true), context.CancellationToken))
            || !targets.Allow(ProjectTargets.Net6, syntax)
            || !IsOwnFormat(formatArgument.Value, context.Compilation, context.CancellationToken, out var constant))
        {
            return;
        }

        var properties = ImmutableDictionary<string, string?>.Empty.Add(FormatKey, format.Text);
        if (hasProvider)
        {
            properties = properties.Add(ProviderKey, "true");
        }

        if (format.Verbatim)
        {
            properties = properties.Add(VerbatimKey, "true");
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            syntax.GetLocation(),
            constant is null ? null : new[] { constant },
            properties,
            hasProvider ? "string.Create with an interpolated string" : "an interpolated string",
            InterpolatedStringPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// True when the interpolated string can hold the format as its only copy: a literal (or literals joined by
    /// <c>+</c>), or a private constant of the type this call is the only reader of, declared alone in this file
    /// (<paramref name="constant"/>: its declarator, which the fix removes). Any other constant (a local one, one read
    /// elsewhere, one visible outside its type) stays silent: the fix would write the format a second time, or leave
    /// the constant unused.
    /// </summary>
    private static bool IsOwnFormat(IOperation format, Compilation compilation, System.Threading.CancellationToken cancellationToken, out Location? constant)
    {
        constant = null;
        switch (format.WithoutImplicitConversions())
        {
            case IFieldReferenceOperation { Field: { IsConst: true, DeclaredAccessibility: Accessibility.Private } field }:
                if (field.DeclaringSyntaxReferences.Length != 1
                    || field.DeclaringSyntaxReferences[0].SyntaxTree != format.Syntax.SyntaxTree
                    || field.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is not VariableDeclaratorSyntax fieldDeclarator
                    || fieldDeclarator.Parent is not VariableDeclarationSyntax { Variables.Count: 1, Parent: FieldDeclarationSyntax { ContainsDirectives: false } })
                {
                    return false;
                }

                var reads = 0;
                if (!PrivateFieldUses.ForEach(field, compilation, use => use is IFieldInitializerOperation || (use is IFieldReferenceOperation && ++reads == 1), cancellationToken)
                    || NamedInDocumentation(field, cancellationToken))
                {
                    return false;
                }

                constant = fieldDeclarator.GetLocation();
                return true;

            case var value:
                foreach (var operation in value.DescendantsAndSelf())
                {
                    if (operation is IFieldReferenceOperation or ILocalReferenceOperation)
                    {
                        return false;
                    }
                }

                return true;
        }
    }

    /// <summary>
    /// True when a documentation comment of the field's type names it (<c>&lt;see cref="Row"/&gt;</c>): the reference would
    /// break (CS1574) if the field went.
    /// </summary>
    private static bool NamedInDocumentation(IFieldSymbol field, System.Threading.CancellationToken cancellationToken)
    {
        foreach (var reference in field.ContainingType.DeclaringSyntaxReferences)
        {
            foreach (var token in PrivateFieldUses.Named(reference.GetSyntax(cancellationToken), field.Name, cancellationToken, findInsideTrivia: true))
            {
                if (token.Parent?.FirstAncestorOrSelf<CrefSyntax>() is not null)
                {
                    return true;
                }
            }
        }

        return false;
    }

    /// <summary>
    /// True when evaluating and formatting the holes one after the other gives the string string.Format gives after
    /// evaluating every argument first (see the remarks on the class).
    /// </summary>
    private static bool SameResult(IInvocationOperation invocation, ExpressionSyntax[] values, List<CompositeFormatText.FormatItem> items, IAssemblySymbol coreLibrary)
    {
        var uses = new int[values.Length];
        var inOrder = true;
        var next = 0;
        foreach (var item in items)
        {
            if (item.Index >= values.Length)
            {
                return false; // string.Format throws
            }

            if (uses[item.Index]++ == 0)
            {
                inOrder &= item.Index == next++;
            }
        }

        var formattedSoFarAreFixed = true;
        for (var i = 0; i < values.Length; i++)
        {
            if (uses[i] == 0
                || FindOperation(invocation, values[i]) is not { Type: { } type } operation
                || operation.ConstantValue is { HasValue: true, Value: null }
                || type.IsRefLikeType
                || (values.Length == 1 && type.TypeKind == TypeKind.Array)
                || values[i].ContainsAwait())
            {
                return false;
            }

            if (!operation.IsFreeOfSideEffects() && (uses[i] > 1 || !inOrder || !formattedSoFarAreFixed))
            {
                return false;
            }

            formattedSoFarAreFixed &= FormatsTheSameLater(type, coreLibrary);
        }

        return true;
    }

    /// <summary>
    /// A type whose value, once evaluated, formats to the same text whatever code runs in between: strings, numbers,
    /// enums, and the runtime's non-generic structs (<c>DateTime</c>, <c>Guid</c>, <c>TimeSpan</c>, ...), and nullables
    /// of those.
    /// </summary>
    private static bool FormatsTheSameLater(ITypeSymbol type, IAssemblySymbol coreLibrary)
    {
        if (type.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T && type is INamedTypeSymbol { TypeArguments.Length: 1 } nullable)
        {
            type = nullable.TypeArguments[0];
        }

        if (type.SpecialType == SpecialType.System_String || type.TypeKind == TypeKind.Enum)
        {
            return true;
        }

        return type is INamedTypeSymbol { IsValueType: true, IsGenericType: false } named
            && SymbolEqualityComparer.Default.Equals(named.ContainingAssembly, coreLibrary);
    }

    /// <summary>
    /// The operation of an argument's expression, found in the call's tree (the semantic model would look it up again),
    /// without the conversion to <c>object</c>. The operations of a parenthesized argument (an implicit argument among
    /// them) are on the expression inside the parentheses.
    /// </summary>
    private static IOperation? FindOperation(IInvocationOperation invocation, ExpressionSyntax expression)
    {
        var inner = expression.WithoutParentheses();
        foreach (var descendant in invocation.Descendants())
        {
            if (descendant is not IArgumentOperation && (descendant.Syntax == expression || descendant.Syntax == inner))
            {
                return descendant.WithoutImplicitConversions();
            }
        }

        return null;
    }

    private sealed class UseInterpolatedStringApis
    {
        public UseInterpolatedStringApis(INamedTypeSymbol formatProvider, IAssemblySymbol coreLibrary, INamedTypeSymbol? handlerAttribute, INamedTypeSymbol? expressionOfT)
        {
            FormatProvider = formatProvider;
            CoreLibrary = coreLibrary;
            HandlerAttribute = handlerAttribute;
            ExpressionOfT = expressionOfT;
        }

        public INamedTypeSymbol FormatProvider { get; }

        public IAssemblySymbol CoreLibrary { get; }

        /// <summary>Null when the compilation has no handler types: then nothing can bind differently.</summary>
        public INamedTypeSymbol? HandlerAttribute { get; }

        public INamedTypeSymbol? ExpressionOfT { get; }
    }
}
