using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0708: the <c>System.Type</c> overloads of <c>Enum</c> given <c>typeof(E)</c> of a known enum: <c>(E)Enum.Parse(typeof(E), s)</c>
/// boxes the value it parsed, <c>Enum.IsDefined(typeof(E), e)</c> and <c>Enum.GetName(typeof(E), e)</c> box the value
/// passed in, and a <c>foreach (E e in Enum.GetValues(typeof(E)))</c> unboxes every element through the non-generic
/// enumerator of an <c>Array</c>. The generic methods (<c>Enum.Parse&lt;E&gt;(s)</c>, <c>Enum.IsDefined(e)</c>,
/// <c>Enum.GetName(e)</c>, <c>Enum.GetValues&lt;E&gt;()</c>) return the same results without boxing. Reported only where
/// the result is used as <c>E</c> (the cast, the typed loop variable), so the rewrite changes no type, and from .NET 6
/// (the proxy: <c>System.DateOnly</c>), where the generic forms stopped boxing.
/// </summary>
/// <remarks>
/// Property <see cref="FormKey"/>: <see cref="Forms.TypeArgument"/> (the call becomes <c>Enum.M&lt;E&gt;(rest)</c>) or
/// <see cref="Forms.Inferred"/> (the <c>typeof</c> argument goes: <c>Enum.M(value)</c>). Additional locations: the
/// expression the fix replaces (the cast around the call, or the call), then the type inside <c>typeof</c>.
/// </remarks>
public sealed class UseGenericEnumMethodsAnalyzer : DiagnosticAnalyzer
{
    internal const string FormKey = "Form";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0708",
        title: "Use the generic Enum methods",
        messageFormat: "Use '{0}' instead of passing typeof({1}): {2}",
        description: "The System.Type overloads of Enum box: Enum.Parse(typeof(E), s) returns the parsed value as an object, Enum.IsDefined(typeof(E), e) and Enum.GetName(typeof(E), e) box the value passed in, and a foreach over Enum.GetValues(typeof(E)) unboxes every element through an Array's non-generic enumerator. The generic methods of .NET 6 and later (Enum.Parse<E>, Enum.IsDefined<E>, Enum.GetName<E>, Enum.GetValues<E>) give the same results without boxing and without checking the type at run time.",
        // Suggestion: precise, several times faster for IsDefined/GetName and the loop over GetValues, but under 2x for
        // Parse; the SDK's CA2263 says the same at Info (see the docs page).
        RuleLevel.Suggestion,
        sameFinding: new[] { "CA2263" });

    internal static readonly Payoff GenericEnumParsePayoff = new(
        "the parsed value is not boxed",
        "PERF0708/ParseCast");

    internal static readonly Payoff GenericEnumValuePayoff = new(
        "the value is not boxed",
        "PERF0708/IsDefinedGetName");

    internal static readonly Payoff GenericEnumValuesLoopPayoff = new(
        "the loop walks an array of the enum instead of unboxing every element",
        "PERF0708/GetValuesForeach");

    internal static readonly Payoff GenericEnumValuesCastPayoff = new(
        "no type checks at run time",
        "PERF0708/GetValuesCast");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var enumType = start.Compilation.GetSpecialType(SpecialType.System_Enum);
            if (enumType.TypeKind == TypeKind.Error || !Runtimes.IsNet6OrLater(start.Compilation))
            {
                return;
            }

            var generics = GenericMethods.Find(enumType);
            if (!generics.Any)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, generics, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, GenericMethods generics, ProjectTargets targets)
    {
        var invocation = (IInvocationOperation)context.Operation;
        var method = invocation.TargetMethod;
        if (method.ContainingType?.SpecialType != SpecialType.System_Enum
            || method.IsGenericMethod
            || invocation.Arguments.Length != method.Parameters.Length
            || invocation.Arguments.Length == 0
            || invocation.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax, ArgumentList: var arguments } syntax
            || arguments.Arguments.Count == 0
            || arguments.Arguments[0].NameColon is not null
            || invocation.Arguments[0].Value is not ITypeOfOperation { TypeOperand: INamedTypeSymbol { TypeKind: TypeKind.Enum } enumType, Syntax: TypeOfExpressionSyntax typeOf })
        {
            return;
        }

        SyntaxNode replaced;
        string form;
        string payoff;
        switch (method.Name)
        {
            case "Parse" when generics.HasParse(method):
                // (E)Enum.Parse(typeof(E), s): the cast unboxes what Parse<E> returns unboxed.
                if (invocation.Parent is not IConversionOperation { IsImplicit: false } cast
                    || !SymbolEqualityComparer.Default.Equals(cast.Type, enumType))
                {
                    return;
                }

                replaced = cast.Syntax;
                form = Forms.TypeArgument;
                payoff = GenericEnumParsePayoff.For(context.Compilation);
                break;
            case "IsDefined" when generics.IsDefined && method.Parameters.Length == 2:
            case "GetName" when generics.GetName && method.Parameters.Length == 2:
                // The value passed is an E, boxed on the way in: IsDefined<E>(E) and GetName<E>(E) infer E from it.
                if (invocation.Arguments[1].Value is not IConversionOperation { IsImplicit: true, Operand: { } value }
                    || !SymbolEqualityComparer.Default.Equals(value.Type, enumType))
                {
                    return;
                }

                replaced = syntax;
                form = Forms.Inferred;
                payoff = GenericEnumValuePayoff.For(context.Compilation);
                break;
            case "GetValues" when generics.GetValues && method.Parameters.Length == 1:
                if (!TryGetValuesUse(invocation, enumType, out replaced))
                {
                    return;
                }

                form = Forms.TypeArgument;
                payoff = replaced == syntax ? GenericEnumValuesLoopPayoff.For(context.Compilation) : GenericEnumValuesCastPayoff.For(context.Compilation);
                break;
            default:
                return;
        }

        if (!targets.Allow(ProjectTargets.Net6, syntax))
        {
            return;
        }

        var typeName = enumType.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat);
        var written = form == Forms.Inferred
            ? "Enum." + method.Name + "(value)"
            : "Enum." + method.Name + "<" + typeName + ">(" + (method.Name == "GetValues" ? ")" : "...)");
        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
            Rule,
            syntax.GetLocation(),
            new[] { replaced.GetLocation(), typeOf.Type.GetLocation() },
            ImmutableDictionary<string, string?>.Empty.Add(FormKey, form),
            written,
            typeName,
            payoff)));
    }

    /// <summary>
    /// <c>(E[])Enum.GetValues(typeof(E))</c> (the cast is replaced) or <c>foreach (E e in Enum.GetValues(typeof(E)))</c>
    /// with the loop variable written as <c>E</c> (the call is replaced): where an <c>E[]</c> serves as well.
    /// </summary>
    private static bool TryGetValuesUse(IInvocationOperation invocation, INamedTypeSymbol enumType, out SyntaxNode replaced)
    {
        replaced = invocation.Syntax;
        var parent = invocation.Parent;
        if (parent is IConversionOperation { IsImplicit: false, Type: IArrayTypeSymbol { Rank: 1 } array } cast)
        {
            replaced = cast.Syntax;
            return SymbolEqualityComparer.Default.Equals(array.ElementType, enumType);
        }

        if (parent is IConversionOperation { IsImplicit: true } conversion)
        {
            parent = conversion.Parent;
        }

        return parent is IForEachLoopOperation { IsAsynchronous: false, Locals.Length: 1 } loop
            && loop.Syntax is ForEachStatementSyntax { Type.IsVar: false }
            && SymbolEqualityComparer.Default.Equals(loop.Locals[0].Type, enumType);
    }

    internal static class Forms
    {
        public const string TypeArgument = "TypeArgument";
        public const string Inferred = "Inferred";
    }

    /// <summary>Which generic <c>Enum</c> methods the compilation's core library has, found once.</summary>
    private sealed class GenericMethods
    {
        private bool _parseString;
        private bool _parseStringIgnoreCase;
        private bool _parseSpan;
        private bool _parseSpanIgnoreCase;

        public bool GetValues { get; private set; }

        public bool IsDefined { get; private set; }

        public bool GetName { get; private set; }

        public bool Any => GetValues || IsDefined || GetName || _parseString || _parseSpan;

        public static GenericMethods Find(INamedTypeSymbol enumType)
        {
            var found = new GenericMethods();
            foreach (var member in enumType.GetMembers())
            {
                if (member is not IMethodSymbol { IsStatic: true, Arity: 1, DeclaredAccessibility: Accessibility.Public } method)
                {
                    continue;
                }

                var parameters = method.Parameters;
                var typeParameter = method.TypeParameters[0];
                switch (method.Name)
                {
                    case "GetValues" when parameters.Length == 0:
                        found.GetValues = true;
                        break;
                    case "IsDefined" when parameters.Length == 1 && SymbolEqualityComparer.Default.Equals(parameters[0].Type, typeParameter):
                        found.IsDefined = true;
                        break;
                    case "GetName" when parameters.Length == 1 && SymbolEqualityComparer.Default.Equals(parameters[0].Type, typeParameter):
                        found.GetName = true;
                        break;
                    case "Parse" when parameters.Length == 1 || (parameters.Length == 2 && parameters[1].Type.SpecialType == SpecialType.System_Boolean):
                        var ignoreCase = parameters.Length == 2;
                        if (parameters[0].Type.SpecialType == SpecialType.System_String)
                        {
                            found._parseString |= !ignoreCase;
                            found._parseStringIgnoreCase |= ignoreCase;
                        }
                        else if (IsCharSpan(parameters[0].Type))
                        {
                            found._parseSpan |= !ignoreCase;
                            found._parseSpanIgnoreCase |= ignoreCase;
                        }

                        break;
                }
            }

            return found;
        }

        /// <summary>True when <c>Parse&lt;E&gt;</c> has the overload of <paramref name="method"/> without its <c>Type</c>.</summary>
        public bool HasParse(IMethodSymbol method)
        {
            var parameters = method.Parameters;
            if (parameters.Length is < 2 or > 3 || (parameters.Length == 3 && parameters[2].Type.SpecialType != SpecialType.System_Boolean))
            {
                return false;
            }

            var ignoreCase = parameters.Length == 3;
            return parameters[1].Type.SpecialType == SpecialType.System_String
                ? (ignoreCase ? _parseStringIgnoreCase : _parseString)
                : IsCharSpan(parameters[1].Type) && (ignoreCase ? _parseSpanIgnoreCase : _parseSpan);
        }

        private static bool IsCharSpan(ITypeSymbol type) =>
            type is INamedTypeSymbol { Name: "ReadOnlySpan", Arity: 1, ContainingNamespace.Name: "System" } span
            && span.TypeArguments[0].SpecialType == SpecialType.System_Char;
    }
}
