using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0706: <c>Convert.ToHexString(x)</c> (or <c>ToHexStringLower</c>) whose string is only copied into a span or a
/// char array: <c>.TryCopyTo(destination)</c>, or <c>.CopyTo(destination);</c> as a statement, directly or through
/// <c>.AsSpan()</c>. The string is allocated to be copied once and dropped; from .NET 9
/// <c>Convert.TryToHexString(x, destination, out _)</c> writes the same chars into the destination.
/// </summary>
/// <remarks>
/// <para>What makes the two the same: <c>TryToHexString</c> writes nothing and returns false when the destination is
/// too short, as <c>TryCopyTo</c> does; <c>CopyTo</c> throws an <see cref="System.ArgumentException"/> then, which the
/// fix throws too. A null <c>byte[]</c> makes <c>ToHexString</c> throw, but converts to an empty span: the array must be
/// one that can't be null (a new array, the result of a method whose return type is annotated not null, or what the
/// compiler's nullable analysis says is not null). The fix evaluates the destination before the hex digits are
/// written, not after the string is made: the destination must be free of side effects (a local, parameter or field,
/// or <c>AsSpan</c>/<c>Slice</c> of one with such arguments).</para>
/// <para>Properties: <see cref="FormKey"/> (<see cref="Forms"/>). Additional locations: the call the fix replaces
/// (<c>TryCopyTo</c>/<c>CopyTo</c>), and the destination.</para>
/// </remarks>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class UseTryToHexStringAnalyzer : DiagnosticAnalyzer
{
    internal const string FormKey = "Form";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        RuleIdentifiers.UseTryToHexString,
        title: "Write hex digits straight into the destination",
        messageFormat: "Use 'Convert.{0}' to write the hex digits into the destination instead of copying a new string: {1}",
        description: "Convert.ToHexString allocates a string of two chars per byte. When that string is only copied into a span or a char array, Convert.TryToHexString (and TryToHexStringLower), new in .NET 9, writes the same chars straight into the destination and allocates nothing.",
        StringsMessages.TryToHexStringLevel);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterCompilationStartAction(static start =>
        {
            if (RequiredSymbols.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, RequiredSymbols symbols, ProjectTargets targets)
    {
        var toHex = (IInvocationOperation)context.Operation;
        var method = toHex.TargetMethod;
        if (!SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.Convert)
            || method.Name is not ("ToHexString" or "ToHexStringLower")
            || method.Parameters.Length is not (1 or 3)
            || toHex.Arguments.Length != method.Parameters.Length
            || toHex.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax or IdentifierNameSyntax })
        {
            return;
        }

        // What reads the string: string.TryCopyTo/CopyTo, or the same on its AsSpan().
        IOperation text = toHex;
        if (text.Parent is IArgumentOperation { Parent: IInvocationOperation asSpan } && IsAsSpanOfString(asSpan, symbols))
        {
            text = asSpan;
        }

        if (text.Parent is not IInvocationOperation { Instance: { } instance, Arguments.Length: 1 } copy
            || instance != text
            || copy.TargetMethod.Name is not ("TryCopyTo" or "CopyTo")
            || !SymbolEqualityComparer.Default.Equals(copy.Arguments[0].Parameter?.Type, symbols.SpanOfChar))
        {
            return;
        }

        var destination = copy.Arguments[0];
        var form = copy.TargetMethod.Name == "TryCopyTo" ? Forms.Try : Forms.Copy;
        if (form == Forms.Copy
            && (copy.Parent is not IExpressionStatementOperation { Syntax: ExpressionStatementSyntax statement }
                || statement.Parent is not (BlockSyntax or SwitchSectionSyntax or GlobalStatementSyntax)))
        {
            return;
        }

        foreach (var argument in toHex.Arguments)
        {
            if (argument.IsNamed())
            {
                return;
            }
        }

        if (!IsNotNullSource(toHex, symbols)
            || !IsSimpleDestination(destination.Value)
            || ((CSharpParseOptions)toHex.Syntax.SyntaxTree.Options).LanguageVersion < LanguageVersion.CSharp7
            || !targets.Allow(ProjectTargets.Net9, toHex.Syntax))
        {
            return;
        }

        var properties = ImmutableDictionary<string, string?>.Empty.Add(FormKey, form);
        var locations = ImmutableArray.Create(copy.Syntax.GetLocation(), destination.Value.Syntax.GetLocation());
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            toHex.Syntax.GetLocation(),
            locations,
            properties,
            method.Name == "ToHexString" ? "TryToHexString" : "TryToHexStringLower",
            StringsMessages.TryToHexStringPayoff));
    }

    private static bool IsAsSpanOfString(IInvocationOperation invocation, RequiredSymbols symbols) =>
        invocation.TargetMethod is { Name: "AsSpan", IsStatic: true, Parameters.Length: 1 } asSpan
        && SymbolEqualityComparer.Default.Equals(asSpan.ContainingType, symbols.MemoryExtensions)
        && asSpan.Parameters[0].Type.SpecialType == SpecialType.System_String;

    /// <summary>
    /// The bytes can't be a null array: a span, a new array, what a method annotated to return a non-null value
    /// returned, or what nullable analysis says is not null.
    /// </summary>
    private static bool IsNotNullSource(IInvocationOperation toHex, RequiredSymbols symbols)
    {
        var source = toHex.Arguments[0].Value;
        if (SymbolEqualityComparer.Default.Equals(toHex.TargetMethod.Parameters[0].Type, symbols.ReadOnlySpanOfByte))
        {
            return true;
        }

        switch (source.WithoutImplicitConversions())
        {
            case IArrayCreationOperation:
                return true;
            case IInvocationOperation { TargetMethod.ReturnNullableAnnotation: NullableAnnotation.NotAnnotated }:
                return true;
        }

        return source.SemanticModel is { } model
            && source.Syntax is ExpressionSyntax expression
            && model.GetTypeInfo(expression).Nullability.FlowState == NullableFlowState.NotNull;
    }

    /// <summary>
    /// A destination whose evaluation can move before the hex digits are made: a local, parameter or field (of such),
    /// or <c>AsSpan</c>/<c>Slice</c> of one with arguments of that kind, arithmetic on them, or the <c>Length</c> of a
    /// string, array or span.
    /// </summary>
    private static bool IsSimpleDestination(IOperation destination)
    {
        if (destination is not IInvocationOperation { TargetMethod.Name: "AsSpan" or "Slice" } call)
        {
            destination = destination.WithoutImplicitConversions();
            if (destination is not IInvocationOperation { TargetMethod.Name: "AsSpan" or "Slice" } converted)
            {
                return IsPlainValue(destination);
            }

            call = converted;
        }

        if (call.Instance is { } instance && !IsPlainValue(instance))
        {
            return false;
        }

        foreach (var argument in call.Arguments)
        {
            if (!IsPlainValue(argument.Value))
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>A value computed without side effects: see <see cref="IsSimpleDestination"/>.</summary>
    private static bool IsPlainValue(IOperation value)
    {
        value = value.WithoutImplicitConversions();
        switch (value)
        {
            case IBinaryOperation { OperatorMethod: null } binary:
                return IsPlainValue(binary.LeftOperand) && IsPlainValue(binary.RightOperand);
            case IUnaryOperation { OperatorMethod: null } unary:
                return IsPlainValue(unary.Operand);
            case IPropertyReferenceOperation { Property: { Name: "Length", IsStatic: false } property, Instance: { } instance }
                when property.ContainingType.SpecialType is SpecialType.System_String or SpecialType.System_Array
                    || property.ContainingType.OriginalDefinition is { Name: "Span" or "ReadOnlySpan", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } }:
                return IsPlainValue(instance);
            default:
                return value.IsFreeOfSideEffects();
        }
    }

    internal static class Forms
    {
        /// <summary><c>TryCopyTo(destination)</c>: the call becomes <c>Convert.TryToHexString(x, destination, out _)</c>.</summary>
        public const string Try = "Try";

        /// <summary><c>CopyTo(destination);</c>: an <c>if</c> that throws the <c>ArgumentException</c> CopyTo threw.</summary>
        public const string Copy = "Copy";
    }

    private sealed class RequiredSymbols
    {
        private RequiredSymbols(INamedTypeSymbol convert, INamedTypeSymbol memoryExtensions, INamedTypeSymbol spanOfChar, INamedTypeSymbol readOnlySpanOfByte)
        {
            Convert = convert;
            MemoryExtensions = memoryExtensions;
            SpanOfChar = spanOfChar;
            ReadOnlySpanOfByte = readOnlySpanOfByte;
        }

        public INamedTypeSymbol Convert { get; }

        public INamedTypeSymbol MemoryExtensions { get; }

        public INamedTypeSymbol SpanOfChar { get; }

        public INamedTypeSymbol ReadOnlySpanOfByte { get; }

        public static RequiredSymbols? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Convert") is not { } convert
                || types.Get("System.MemoryExtensions") is not { } memoryExtensions
                || types.Get("System.Span`1") is not { } span
                || types.Get("System.ReadOnlySpan`1") is not { } readOnlySpan
                || convert.GetMembers("TryToHexString").IsEmpty
                || convert.GetMembers("TryToHexStringLower").IsEmpty)
            {
                return null;
            }

            return new RequiredSymbols(
                convert,
                memoryExtensions,
                span.Construct(compilation.GetSpecialType(SpecialType.System_Char)),
                readOnlySpan.Construct(compilation.GetSpecialType(SpecialType.System_Byte)));
        }
    }
}
