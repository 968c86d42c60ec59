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
/// <c>.AsSpan()</c>; or appended to a <c>StringBuilder</c> in a statement of a block. The string is allocated to
/// be copied once and dropped; from .NET 9 <c>Convert.TryToHexString(x, destination, out _)</c> writes the same chars
/// into the destination, or into a <c>stackalloc</c>'ed scratch span that the builder appends.
/// </summary>
/// <remarks>
/// <para>What makes the two the same: <c>TryToHexString</c> writes nothing and returns false when the destination is
/// too short, as <c>TryCopyTo</c> does; <c>CopyTo</c> throws an <see cref="System.ArgumentException"/> then, which the
/// fix throws too. A null <c>byte[]</c> makes <c>ToHexString</c> throw, but converts to an empty span: the array must be
/// one that can't be null (a new array, the result of a method whose return type is annotated not null, or what the
/// compiler's nullable analysis says is not null). The fix evaluates the destination before the hex digits are
/// written, not after the string is made: the destination must be free of side effects (a local, parameter or field,
/// or <c>AsSpan</c>/<c>Slice</c> of one with such arguments).</para>
/// <para>Appends: the scratch is declared before the statement, so the bytes are made before the appends ahead of them
/// in the chain run: those must append plain values to a local or parameter, and the bytes' expression must not name
/// the builder, assign or pass by reference (a builder captured by a lambda or local function: silent). The bytes are
/// a hash whose size is a constant (<c>SHA256.HashData(...)</c>, any type with a <c>HashSizeInBytes</c> constant), or a
/// plain value that can't be null (read twice: its length sizes the scratch). In a loop, the stackalloc goes before the
/// outermost loop of the function (in the loop the stack would grow on every iteration), which must be a statement of
/// a block. Not in a <c>catch</c>/<c>finally</c> block, an async method or an iterator.</para>
/// <para>Properties: <see cref="FormKey"/> (<see cref="Forms"/>), <see cref="SizeKey"/> for appends
/// (<see cref="Sizes"/>). Additional locations: the call the fix replaces (<c>TryCopyTo</c>/<c>CopyTo</c>) and the
/// destination; for an append, the statement, and the outermost loop around it when there is one.</para>
/// </remarks>
public sealed class UseTryToHexStringAnalyzer : DiagnosticAnalyzer
{
    internal const string FormKey = "Form";
    internal const string SizeKey = "Size";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0706",
        title: "Write hex digits straight into the destination",
        messageFormat: "Use 'Convert.{0}' to write the hex digits into the destination instead of copying a new string: {1}",
        description: "Convert.ToHexString allocates a string of two chars per byte. When that string is only copied into a span or a char array, Convert.TryToHexString (and TryToHexStringLower), new in .NET 9, writes the same chars straight into the destination and allocates nothing.",
        // Warning: precise (only a string that is copied or appended and dropped, the null and too-short cases kept);
        // the copies allocate nothing, the appends more than half less (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff TryToHexStringPayoff = new(
        "no string to allocate and copy",
        "PERF0706/CopyTo", "PERF0706/TryCopyTo");

    internal static readonly Payoff TryToHexStringAppendPayoff = new(
        "no string to allocate",
        "PERF0706/Append");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (UseTryToHexStringApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, UseTryToHexStringApis symbols, ProjectTargets targets)
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

        foreach (var argument in toHex.Arguments)
        {
            if (argument.IsNamed())
            {
                return;
            }
        }

        if (toHex.Parent is IArgumentOperation { Parent: IInvocationOperation append }
            && IsAppendOfString(append, symbols))
        {
            AnalyzeAppend(context, toHex, append, symbols, targets);
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
            TryToHexStringPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// <c>sb.Append(Convert.ToHexString(x))</c>, alone or in a chain of appends, as a statement of a block: the fix writes
    /// the digits into a <c>stackalloc</c>'ed scratch span declared before the statement (before the outermost loop when
    /// the statement is in a loop) and appends the span.
    /// </summary>
    private static void AnalyzeAppend(OperationAnalysisContext context, IInvocationOperation toHex, IInvocationOperation append, UseTryToHexStringApis symbols, ProjectTargets targets)
    {
        if (toHex.Arguments.Length != 1
            || ((CSharpParseOptions)toHex.Syntax.SyntaxTree.Options).LanguageVersion < LanguageVersion.CSharp8)
        {
            return;
        }

        // The chain after this append: more StringBuilder calls on its result, up to the statement.
        IOperation top = append;
        while (top.Parent is IInvocationOperation { Instance: { } instance } next
            && instance == top
            && SymbolEqualityComparer.Default.Equals(next.TargetMethod.ContainingType, symbols.StringBuilder))
        {
            top = next;
        }

        if (top.Parent is not IExpressionStatementOperation { Syntax: ExpressionStatementSyntax statement }
            || statement.Parent is not (BlockSyntax or SwitchSectionSyntax)
            || !StackallocPlacement.IsAllowedBefore(statement, out var loop)
            || loop?.Parent is not (null or BlockSyntax or SwitchSectionSyntax))
        {
            // In a loop, the scratch is declared before the outermost loop (a stackalloc in a loop takes more stack on
            // every iteration), so that loop must be a statement of a block too.
            return;
        }

        // The chain before this append runs after the bytes are made, once the fix is in: appends of plain values only,
        // on a local or parameter when there are any.
        var receiver = append.Instance;
        var appendsBefore = false;
        while (receiver is IInvocationOperation { Instance: { } earlier } call
            && SymbolEqualityComparer.Default.Equals(call.TargetMethod.ContainingType, symbols.StringBuilder))
        {
            foreach (var argument in call.Arguments)
            {
                if (!IsPlainValue(argument.Value))
                {
                    return;
                }
            }

            appendsBefore = true;
            receiver = earlier;
        }

        if (receiver is null
            || !(appendsBefore ? receiver is ILocalReferenceOperation or IParameterReferenceOperation : receiver.IsFreeOfSideEffects()))
        {
            return;
        }

        // The bytes: of a hash whose size is a constant (SHA256.HashData(...): evaluated once, into a scratch of that
        // size), or a plain value that can't be null (read twice: for its length and for the digits).
        var source = toHex.Arguments[0].Value.WithoutImplicitConversions();
        string size;
        if (HashSize(source) is not null && toHex.Arguments[0].Syntax is ArgumentSyntax { Expression: InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax } })
        {
            if (appendsBefore && !CanRunEarlier(source, receiver))
            {
                return;
            }

            size = Sizes.HashSize;
        }
        else if (IsPlainValue(source) && IsNotNullSource(toHex, symbols))
        {
            size = Sizes.Length;
        }
        else
        {
            return;
        }

        if (!targets.Allow(ProjectTargets.Net9, toHex.Syntax))
        {
            return;
        }

        var properties = ImmutableDictionary<string, string?>.Empty.Add(FormKey, Forms.Append).Add(SizeKey, size);
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            toHex.Syntax.GetLocation(),
            loop is null ? ImmutableArray.Create(statement.GetLocation()) : ImmutableArray.Create(statement.GetLocation(), loop.GetLocation()),
            properties,
            toHex.TargetMethod.Name == "ToHexString" ? "TryToHexString" : "TryToHexStringLower",
            TryToHexStringAppendPayoff.For(context.Compilation)));
    }

    private static bool IsAppendOfString(IInvocationOperation append, UseTryToHexStringApis symbols) =>
        append.TargetMethod is { Name: "Append", IsStatic: false, Parameters.Length: 1 } method
        && method.Parameters[0].Type.SpecialType == SpecialType.System_String
        && append.Instance is not null
        && SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.StringBuilder);

    /// <summary>
    /// <c>T.HashData(...)</c> returning a <c>byte[]</c>, where <c>T</c> is a type of System.Security.Cryptography with a
    /// constant <c>HashSizeInBytes</c> (SHA256, MD5, HMACSHA256, ...): the size of the array it returns. (A type of
    /// another namespace is not trusted to return arrays of that size: a scratch too short would append no digits.)
    /// </summary>
    private static IFieldSymbol? HashSize(IOperation source)
    {
        if (source is not IInvocationOperation { TargetMethod: { Name: "HashData", IsStatic: true, ReturnType: IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_Byte } } hashData }
            || hashData.ContainingType.ContainingNamespace is not { Name: "Cryptography", ContainingNamespace: { Name: "Security", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } } })
        {
            return null;
        }

        foreach (var member in hashData.ContainingType.GetMembers("HashSizeInBytes"))
        {
            if (member is IFieldSymbol { IsConst: true, Type.SpecialType: SpecialType.System_Int32, DeclaredAccessibility: Accessibility.Public } field)
            {
                return field;
            }
        }

        return null;
    }

    /// <summary>
    /// True when the bytes' expression can run before the appends ahead of it in the chain: it assigns nothing and
    /// passes nothing by reference (the appended values are locals it could change), and doesn't name the builder (which
    /// would see the appends missing). The builder is a local or parameter: what the expression calls can't reach it
    /// unless a lambda or local function captured it, and then the rule is silent.
    /// </summary>
    private static bool CanRunEarlier(IOperation source, IOperation builder)
    {
        var name = builder is ILocalReferenceOperation local ? local.Local.Name : ((IParameterReferenceOperation)builder).Parameter.Name;
        foreach (var operation in source.DescendantsAndSelf())
        {
            switch (operation)
            {
                case IAssignmentOperation:
                case IIncrementOrDecrementOperation:
                case IArgumentOperation { Parameter.RefKind: not RefKind.None }:
                case IAnonymousFunctionOperation:
                    return false;
                case ILocalReferenceOperation reference when reference.Local.Name == name:
                case IParameterReferenceOperation parameter when parameter.Parameter.Name == name:
                    return false;
            }
        }

        // Captured by a lambda or local function anywhere in the method: its calls could read the builder.
        var function = EnclosingFunction(builder.Syntax);
        if (function is null)
        {
            return false;
        }

        foreach (var node in function.DescendantNodes())
        {
            if (node is AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax)
            {
                foreach (var identifier in node.DescendantNodes())
                {
                    if (identifier is IdentifierNameSyntax { Identifier.ValueText: var text } && text == name)
                    {
                        return false;
                    }
                }
            }
        }

        return true;
    }

    private static SyntaxNode? EnclosingFunction(SyntaxNode node)
    {
        for (SyntaxNode? current = node; current is not null; current = current.Parent)
        {
            if (current is BaseMethodDeclarationSyntax or AccessorDeclarationSyntax or LocalFunctionStatementSyntax or AnonymousFunctionExpressionSyntax)
            {
                return current;
            }
        }

        return null;
    }

    private static bool IsAsSpanOfString(IInvocationOperation invocation, UseTryToHexStringApis symbols) =>
        invocation.TargetMethod is { Name: "AsSpan", IsStatic: true, Parameters.Length: 1 } asSpan
        && SymbolEqualityComparer.Default.Equals(asSpan.ContainingType, symbols.MemoryExtensions)
        && asSpan.Parameters[0].Type.SpecialType == SpecialType.System_String;

    /// <summary>The bytes can't be a null array: a span, or an array known not to be null.</summary>
    private static bool IsNotNullSource(IInvocationOperation toHex, UseTryToHexStringApis symbols) =>
        SymbolEqualityComparer.Default.Equals(toHex.TargetMethod.Parameters[0].Type, symbols.ReadOnlySpanOfByte)
        || toHex.Arguments[0].Value.IsKnownNotNull();

    /// <summary>
    /// A destination whose evaluation can move before the hex digits are made: a local, parameter or field (of such),
    /// or <c>AsSpan</c>/<c>Slice</c> of one with arguments of that kind, arithmetic on them, or the <c>Length</c> of a
    /// string, array or span.
    /// </summary>
    private static bool IsSimpleDestination(IOperation destination)
    {
        if (destination.WithoutImplicitConversions() is not IInvocationOperation { TargetMethod.Name: "AsSpan" or "Slice" } call)
        {
            return IsPlainValue(destination);
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

        /// <summary><c>sb.Append(...)</c>: the digits into a <c>stackalloc</c>'ed span before the statement, which appends it.</summary>
        public const string Append = "Append";
    }

    internal static class Sizes
    {
        /// <summary>The bytes are <c>T.HashData(...)</c>: a scratch of <c>T.HashSizeInBytes * 2</c> chars.</summary>
        public const string HashSize = "HashSize";

        /// <summary>The bytes are a plain value: 256 chars on the stack up to 128 bytes, an array beyond.</summary>
        public const string Length = "Length";
    }

    private sealed class UseTryToHexStringApis
    {
        private UseTryToHexStringApis(INamedTypeSymbol convert, INamedTypeSymbol memoryExtensions, INamedTypeSymbol spanOfChar, INamedTypeSymbol readOnlySpanOfByte, INamedTypeSymbol? stringBuilder)
        {
            StringBuilder = stringBuilder;
            Convert = convert;
            MemoryExtensions = memoryExtensions;
            SpanOfChar = spanOfChar;
            ReadOnlySpanOfByte = readOnlySpanOfByte;
        }

        public INamedTypeSymbol Convert { get; }

        public INamedTypeSymbol MemoryExtensions { get; }

        public INamedTypeSymbol SpanOfChar { get; }

        public INamedTypeSymbol ReadOnlySpanOfByte { get; }

        public INamedTypeSymbol? StringBuilder { get; }

        public static UseTryToHexStringApis? Find(Compilation compilation)
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

            return new UseTryToHexStringApis(
                convert,
                memoryExtensions,
                span.Construct(compilation.GetSpecialType(SpecialType.System_Char)),
                readOnlySpan.Construct(compilation.GetSpecialType(SpecialType.System_Byte)),
                types.Get("System.Text.StringBuilder"));
        }
    }
}
