using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0705: <c>Convert.FromHexString(s)</c> whose array is only copied into a buffer, in a statement:
/// <c>Convert.FromHexString(s).CopyTo(buffer);</c>, the same through <c>.AsSpan()</c>, or <c>.CopyTo(array, 0)</c>.
/// The array is allocated to be copied once and dropped; from .NET 9 <c>Convert.FromHexString(s, buffer, out _, out
/// _)</c> decodes straight into the buffer.
/// </summary>
/// <remarks>
/// <para>What makes the two the same. On success both write the same bytes. On failure the overload returns a status
/// where the array form threw (a <c>FormatException</c> for input that is not hex or of odd length, an
/// <c>ArgumentException</c> for a buffer too short, the former first): the fix runs the original statement again when
/// the status is not <c>Done</c>, and it throws what it threw, message included (it always throws then: the overload
/// fails only where the array form fails). The source is read twice for that, so it must be free of side effects (a
/// local, parameter, field or constant). A null string throws <c>ArgumentNullException</c> in both.</para>
/// <para>What differs is the buffer after a failure: the overload may have written the bytes before the bad char, the
/// array form wrote nothing. The rule reports only where no code can see the buffer after the exception: a local of the
/// statement's block, made by its declaration (<c>stackalloc byte[n]</c>, <c>new byte[n]</c>, or a conditional
/// between them), not named between its declaration and the copy, never assigned again or passed by reference, and not
/// named by a lambda or local function in the block (so nothing else holds the buffer, and the exception leaves the
/// only scope that names it). The destination is the local itself or its <c>AsSpan()</c>, which can't throw.</para>
/// <para>A buffer others can see (a caller's <c>Span&lt;byte&gt;</c>, a <c>byte[]</c> parameter or read-only field known
/// not to be null): the fix decodes into a scratch of the buffer's length on the stack (an array beyond 256 bytes),
/// runs the original statement where the status is not <c>Done</c>, and copies the bytes into the buffer only once
/// they all decoded, so the buffer after a failure is what it was. Where a <c>stackalloc</c> may go before the
/// statement: not in a loop, a <c>catch</c> or <c>finally</c>, an async method or an iterator; C# 8.</para>
/// <para>Additional locations: the statement the fix wraps, and the destination as written (the local, or its
/// <c>AsSpan()</c>), which the fix passes to the overload; for a buffer others can see, also the variable.</para>
/// </remarks>
public sealed class UseFromHexStringIntoSpanAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0705",
        title: "Decode hex straight into the buffer",
        messageFormat: "Decode with 'Convert.FromHexString(source, destination, out _, out _)' instead of copying a new array: {0}",
        description: "Convert.FromHexString(string) allocates an array of the decoded bytes. When that array is only copied into a buffer, the overload new in .NET 9 that takes the destination decodes straight into it and allocates nothing.",
        // Warning: precise (only an array copied once into a buffer no code sees after a failure, the exceptions kept),
        // and the array is all the copy allocated: every decoded array goes (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff FromHexStringIntoSpanPayoff = new(
        "no array to allocate and copy",
        "PERF0705/Keys");

    internal static readonly Payoff FromHexStringIntoScratchPayoff = new(
        "the bytes decoded on the stack instead of into a new array",
        "PERF0705/CallerBuffers");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (UseFromHexStringIntoSpanApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, UseFromHexStringIntoSpanApis symbols, ProjectTargets targets)
    {
        var fromHex = (IInvocationOperation)context.Operation;
        var method = fromHex.TargetMethod;
        if (method is not { Name: "FromHexString", Parameters.Length: 1 }
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.Convert)
            || fromHex.Arguments.Length != 1
            || fromHex.Arguments[0].IsNamed()
            || fromHex.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax or IdentifierNameSyntax }
            || !fromHex.Arguments[0].Value.IsFreeOfSideEffects())
        {
            return;
        }

        if (Copy(fromHex, symbols) is not var (copy, destination)
            || copy.Parent is not IExpressionStatementOperation { Syntax: ExpressionStatementSyntax { Parent: BlockSyntax block } statement }
            || ((CSharpParseOptions)fromHex.Syntax.SyntaxTree.Options).LanguageVersion < LanguageVersion.CSharp7
            || !targets.Allow(ProjectTargets.Net9, fromHex.Syntax))
        {
            return;
        }

        if (IsUnseenAfterFailure(destination, statement, block))
        {
            context.ReportDiagnostic(Diagnostic.Create(
                Rule,
                fromHex.Syntax.GetLocation(),
                ImmutableArray.Create(statement.GetLocation(), destination.Syntax.GetLocation()),
                FromHexStringIntoSpanPayoff.For(context.Compilation)));
            return;
        }

        // A buffer someone else can see (a caller's span, a field): decoded into a scratch on the stack first, copied
        // only once every byte decoded, so a failure leaves it as the array form left it.
        if (SeenDestination(destination) is { } variable
            && !IsFallbackOfTheFix(block)
            && ((CSharpParseOptions)fromHex.Syntax.SyntaxTree.Options).LanguageVersion >= LanguageVersion.CSharp8
            && StackallocPlacement.IsAllowedBefore(statement, out var loop)
            && loop is null)
        {
            context.ReportDiagnostic(Diagnostic.Create(
                Rule,
                fromHex.Syntax.GetLocation(),
                ImmutableArray.Create(statement.GetLocation(), destination.Syntax.GetLocation(), variable.Syntax.GetLocation()),
                FromHexStringIntoScratchPayoff.For(context.Compilation)));
        }
    }

    /// <summary>
    /// The block of an <c>if</c> whose condition decodes with the <c>OperationStatus</c> overload: the original statement
    /// the fix keeps there to throw what it threw, not a copy to rewrite again.
    /// </summary>
    private static bool IsFallbackOfTheFix(BlockSyntax block)
    {
        if (block.Parent is not IfStatementSyntax { Condition: var condition } || condition is null)
        {
            return false;
        }

        foreach (var node in condition.DescendantNodesAndSelf())
        {
            if (node is InvocationExpressionSyntax { ArgumentList.Arguments.Count: 4 } invocation
                && LinqSyntax.GetMethodName(invocation) is { Identifier.ValueText: "FromHexString" })
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// A destination that can be read three times with the same result and is never null: a <c>Span&lt;byte&gt;</c>
    /// parameter (the caller's buffer), or a <c>byte[]</c> parameter or read-only field (of this instance, or static)
    /// known not to be null, or its <c>AsSpan()</c>. The variable, whose <c>Length</c> sizes the scratch; null otherwise.
    /// </summary>
    private static IOperation? SeenDestination(IOperation destination)
    {
        destination = WithoutAsSpan(destination);

        switch (destination)
        {
            case IParameterReferenceOperation { Parameter: { RefKind: RefKind.None } parameter }
                when parameter.Type is INamedTypeSymbol { Name: "Span" } && IsByteBuffer(parameter.Type):
                return destination;
            case IParameterReferenceOperation { Parameter: { RefKind: RefKind.None, Type: IArrayTypeSymbol } parameter }
                when IsByteBuffer(parameter.Type) && destination.IsKnownNotNull():
                return destination;
            case IFieldReferenceOperation { Field: { IsReadOnly: true, Type: IArrayTypeSymbol } field, Instance: null or IInstanceReferenceOperation }
                when IsByteBuffer(field.Type) && destination.IsKnownNotNull():
                return destination;
            default:
                return null;
        }
    }

    /// <summary>The variable a destination names: <paramref name="destination"/> without implicit conversions and <c>AsSpan()</c>.</summary>
    private static IOperation WithoutAsSpan(IOperation destination)
    {
        destination = destination.WithoutImplicitConversions();
        return destination is IInvocationOperation { TargetMethod: { Name: "AsSpan", IsStatic: true, Parameters.Length: 1 }, Arguments.Length: 1 } asSpan
            && asSpan.TargetMethod.ContainingType is { Name: "MemoryExtensions", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } }
            ? asSpan.Arguments[0].Value.WithoutImplicitConversions()
            : destination;
    }

    /// <summary>
    /// The copy that reads the array and the destination it writes: <c>.CopyTo(span)</c> (MemoryExtensions),
    /// <c>.AsSpan().CopyTo(span)</c>, or <c>.CopyTo(array, 0)</c> into a <c>byte[]</c>.
    /// </summary>
    private static (IInvocationOperation Copy, IOperation Destination)? Copy(IInvocationOperation fromHex, UseFromHexStringIntoSpanApis symbols)
    {
        if (fromHex.Parent is IInvocationOperation { Instance: { } instance, Arguments.Length: 2 } arrayCopy
            && instance == fromHex
            && arrayCopy.TargetMethod is { Name: "CopyTo", Parameters.Length: 2 } arrayCopyTo
            && arrayCopyTo.ContainingType.SpecialType == SpecialType.System_Array
            && arrayCopy.Arguments[1].Value.ConstantValue is { HasValue: true, Value: 0 }
            && arrayCopy.Arguments[0].Value.WithoutImplicitConversions() is { Type: IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte } } array)
        {
            return (arrayCopy, array);
        }

        if (fromHex.Parent is not IArgumentOperation { Parent: IInvocationOperation extension }
            || extension.Arguments.Length == 0
            || extension.Arguments[0].Value.WithoutImplicitConversions() != fromHex
            || !SymbolEqualityComparer.Default.Equals(extension.TargetMethod.ContainingType, symbols.MemoryExtensions))
        {
            return null;
        }

        // MemoryExtensions.CopyTo<T>(this T[] source, Span<T> destination)
        if (extension.TargetMethod is { Name: "CopyTo", Parameters.Length: 2 } && extension.Arguments.Length == 2)
        {
            return (extension, extension.Arguments[1].Value);
        }

        // .AsSpan().CopyTo(destination): Span<byte>.CopyTo.
        if (extension.TargetMethod is { Name: "AsSpan", Parameters.Length: 1 }
            && extension.Parent is IInvocationOperation { Instance: { } span, TargetMethod.Name: "CopyTo", Arguments.Length: 1 } spanCopy
            && span == extension
            && SymbolEqualityComparer.Default.Equals(spanCopy.TargetMethod.ContainingType, symbols.SpanOfByte))
        {
            return (spanCopy, spanCopy.Arguments[0].Value);
        }

        return null;
    }

    /// <summary>
    /// The destination is a buffer no code can read after the copy throws: see the remarks. <paramref name="destination"/>:
    /// the local, or its <c>AsSpan()</c>, possibly converted to a span.
    /// </summary>
    private static bool IsUnseenAfterFailure(IOperation destination, ExpressionStatementSyntax statement, BlockSyntax block)
    {
        destination = WithoutAsSpan(destination);

        if (destination is not ILocalReferenceOperation { Local: { IsRef: false } local }
            || !IsByteBuffer(local.Type)
            || local.DeclaringSyntaxReferences.Length != 1
            || local.DeclaringSyntaxReferences[0].GetSyntax() is not VariableDeclaratorSyntax { Initializer.Value: { } initializer } declarator
            || declarator.Parent is not VariableDeclarationSyntax { Variables.Count: 1, Parent: LocalDeclarationStatementSyntax { UsingKeyword.RawKind: 0 } declaration }
            || declaration.Parent != block
            || !IsFreshBuffer(initializer))
        {
            return false;
        }

        // Not named between its declaration and the copy: nothing was given the buffer before it was filled.
        var name = local.Name;
        var statements = block.Statements;
        var first = statements.IndexOf(declaration);
        var copyAt = statements.IndexOf(statement);
        if (first < 0 || copyAt <= first)
        {
            return false;
        }

        for (var i = first + 1; i < copyAt; i++)
        {
            if (statements[i].Mentions(name))
            {
                return false;
            }
        }

        // Never assigned again or passed by reference, and not named by a lambda or local function of the block (a local
        // function declared after the copy can still be called before it).
        foreach (var node in block.DescendantNodes())
        {
            switch (node)
            {
                case AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax when node.Mentions(name):
                    return false;
                case AssignmentExpressionSyntax { Left: IdentifierNameSyntax { Identifier.ValueText: var assigned } } when assigned == name:
                    return false;
                case ArgumentSyntax { RefKindKeyword.RawKind: not 0, Expression: IdentifierNameSyntax { Identifier.ValueText: var passed } } when passed == name:
                    return false;
                case RefExpressionSyntax { Expression: IdentifierNameSyntax { Identifier.ValueText: var referenced } } when referenced == name:
                    return false;
            }
        }

        return true;
    }

    private static bool IsByteBuffer(ITypeSymbol type) =>
        type is IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte }
        || type is INamedTypeSymbol { Name: "Span", TypeArguments.Length: 1, ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } } span
            && span.TypeArguments[0].SpecialType == SpecialType.System_Byte;

    /// <summary><c>stackalloc byte[n]</c>, <c>new byte[n]</c> (with or without an initializer), or a conditional between them.</summary>
    private static bool IsFreshBuffer(ExpressionSyntax initializer)
    {
        switch (initializer)
        {
            case ParenthesizedExpressionSyntax parenthesized:
                return IsFreshBuffer(parenthesized.Expression);
            case ConditionalExpressionSyntax conditional:
                return IsFreshBuffer(conditional.WhenTrue) && IsFreshBuffer(conditional.WhenFalse);
            case StackAllocArrayCreationExpressionSyntax:
            case ImplicitStackAllocArrayCreationExpressionSyntax:
            case ArrayCreationExpressionSyntax:
            case ImplicitArrayCreationExpressionSyntax:
                return true;
            default:
                return false;
        }
    }

    private sealed class UseFromHexStringIntoSpanApis
    {
        private UseFromHexStringIntoSpanApis(INamedTypeSymbol convert, INamedTypeSymbol memoryExtensions, INamedTypeSymbol spanOfByte)
        {
            Convert = convert;
            MemoryExtensions = memoryExtensions;
            SpanOfByte = spanOfByte;
        }

        public INamedTypeSymbol Convert { get; }

        public INamedTypeSymbol MemoryExtensions { get; }

        public INamedTypeSymbol SpanOfByte { get; }

        public static UseFromHexStringIntoSpanApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Convert") is not { } convert
                || types.Get("System.MemoryExtensions") is not { } memoryExtensions
                || types.Get("System.Span`1") is not { } span
                || types.Get("System.Buffers.OperationStatus") is null
                || !HasOperationStatusOverload(convert))
            {
                return null;
            }

            return new UseFromHexStringIntoSpanApis(convert, memoryExtensions, span.Construct(compilation.GetSpecialType(SpecialType.System_Byte)));
        }

        /// <summary><c>Convert.FromHexString(string, Span&lt;byte&gt;, out int, out int)</c>, new in .NET 9.</summary>
        private static bool HasOperationStatusOverload(INamedTypeSymbol convert)
        {
            foreach (var member in convert.GetMembers("FromHexString"))
            {
                if (member is IMethodSymbol { Parameters.Length: 4 } method
                    && method.Parameters[0].Type.SpecialType == SpecialType.System_String
                    && method.Parameters[3].RefKind == RefKind.Out)
                {
                    return true;
                }
            }

            return false;
        }
    }
}
