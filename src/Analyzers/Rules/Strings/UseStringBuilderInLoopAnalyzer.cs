using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0709: <c>s += piece</c> (or <c>s = s + a + b</c>) on a local string in a loop the data sizes copies everything
/// appended so far on every iteration; a <c>StringBuilder</c> declared where the string was, appended to in the loop and
/// turned into the string after it, copies each piece about once.
/// </summary>
/// <remarks>
/// The local is declared alone in a block with a value known not to be null, not mentioned between its
/// declaration and the loop (the fix moves the declaration after the loop), never captured by a lambda or local
/// function, and inside the loop mentioned only by the appends, each a statement of its own. The loop is a statement of
/// that block (the outermost loop around the appends), a <c>foreach</c>, <c>while</c>, <c>do</c> or a <c>for</c> whose
/// condition is not a comparison with a constant, with no <c>goto</c>. Each appended piece is of a type whose
/// <c>StringBuilder.Append</c> overload writes the text the concatenation writes (see <see cref="IsSafePiece"/>).
/// Reported once per local and loop, on the first append. Shared with the fixer through <see cref="Match"/>.
/// </remarks>
public sealed class UseStringBuilderInLoopAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0709",
        title: "Build a string in a loop with StringBuilder",
        messageFormat: "Build '{0}' with a StringBuilder: {1}",
        description: "Each s += piece in a loop allocates a new string and copies everything appended so far into it, so the work grows with the square of the result's length. A StringBuilder appends each piece into a growing buffer and makes the string once, after the loop.",
        RuleLevel.Suggestion);

    internal static readonly Payoff LoopPayoff = new(
        "each piece copied once instead of the whole string on every append",
        "PERF0709");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (start.Compilation.GetTypeByMetadataName("System.Text.StringBuilder") is null)
            {
                return;
            }

            start.RegisterOperationAction(Analyze, OperationKind.CompoundAssignment, OperationKind.SimpleAssignment);
        });
    }

    private static void Analyze(OperationAnalysisContext context)
    {
        // Only the loop's first mention of the string can be the first append the diagnostic goes on: the others return
        // after a look at the tokens before them, and the loop's uses are walked once, not once per append.
        if (AppendedLocal(context.Operation) is not { } local
            || LoopOf(context.Operation, local, context.CancellationToken) is not { } found
            || MentionedBefore(found.Loop.Syntax, context.Operation.Syntax.SpanStart, local.Name)
            || Match(local, found) is not { } match
            || match.Appends[0].Assignment.Syntax != context.Operation.Syntax)
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            context.Operation.Syntax.GetLocation(),
            match.Local.Name,
            LoopPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// The append <paramref name="assignment"/> is, with the local it appends to and the loop that holds it, when the
    /// whole shape can be rewritten; null otherwise.
    /// </summary>
    internal static StringBuilderMatch? Match(IOperation assignment, CancellationToken cancellationToken) =>
        AppendedLocal(assignment) is { } local && LoopOf(assignment, local, cancellationToken) is { } found
            ? Match(local, found)
            : null;

    /// <summary><see cref="Match(IOperation, CancellationToken)"/> once the string and its loop are found.</summary>
    private static StringBuilderMatch? Match(ILocalSymbol local, (IBlockOperation Block, ILoopOperation Loop, LocalDeclarationStatementSyntax Declaration) found)
    {
        var (block, loop, declarationStatement) = (found.Block, found.Loop, found.Declaration);
        if (!IsDataSized(loop))
        {
            return null;
        }

        var declarationIndex = -1;
        var loopIndex = -1;
        for (var i = 0; i < block.Operations.Length; i++)
        {
            if (block.Operations[i].Syntax == declarationStatement)
            {
                declarationIndex = i;
            }
            else if (block.Operations[i] == loop)
            {
                loopIndex = i;
            }
        }

        if (declarationIndex < 0
            || loopIndex <= declarationIndex
            || block.Operations[declarationIndex] is not IVariableDeclarationGroupOperation { Declarations: { Length: 1 } declarations }
            || declarations[0].Declarators is not { Length: 1 } declarators
            || !IsKnownNotNullString(declarators[0].Initializer?.Value))
        {
            return null;
        }

        // Nothing between the declaration and the loop mentions the local (the declaration moves after the loop).
        for (var i = declarationIndex + 1; i < loopIndex; i++)
        {
            if (block.Operations[i].Syntax.Mentions(local.Name))
            {
                return null;
            }
        }

        if (IsCaptured(block.Syntax, local.Name))
        {
            return null;
        }

        var appends = new List<StringAppend>();
        foreach (var operation in loop.Descendants())
        {
            if (operation is IBranchOperation { BranchKind: BranchKind.GoTo })
            {
                return null;
            }

            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, local))
            {
                continue;
            }

            // A reference is the target of an append statement, or the leftmost operand of s = s + ...
            var append = reference.Parent is IAssignmentOperation { Target: var target } direct && target == reference
                ? direct
                : LeftmostOf(reference);
            // A statement of its own: an append in a for loop's increment (s += "," after i++) has no statement for the
            // builder's call to replace.
            if (append is null || append.Parent?.Syntax is not ExpressionStatementSyntax || Pieces(append, local) is not { } pieces)
            {
                return null;
            }

            if (append.Target == reference)
            {
                // The s = s + ... form reaches here twice (target and leftmost operand): count it once.
                appends.Add(new StringAppend(append, pieces));
            }
        }

        if (appends.Count == 0)
        {
            return null;
        }

        // In the order they are written (a for loop's increment comes before its body): the diagnostic goes on the first.
        appends.Sort(static (a, b) => a.Assignment.Syntax.SpanStart.CompareTo(b.Assignment.Syntax.SpanStart));
        return new StringBuilderMatch(local, declarators[0], declarationStatement, loop, appends);
    }

    /// <summary>
    /// The loop that is a statement of the block declaring <paramref name="local"/> (declared alone, with a value) and
    /// holds <paramref name="assignment"/> outside any lambda or local function, with that block and the declaration;
    /// null otherwise.
    /// </summary>
    private static (IBlockOperation Block, ILoopOperation Loop, LocalDeclarationStatementSyntax Declaration)? LoopOf(IOperation assignment, ILocalSymbol local, CancellationToken cancellationToken)
    {
        if (local.DeclaringSyntaxReferences.Length != 1
            || local.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken) is not VariableDeclaratorSyntax { Initializer: not null } declaratorSyntax
            || declaratorSyntax.Parent?.Parent is not LocalDeclarationStatementSyntax { UsingKeyword.RawKind: 0, AwaitKeyword.RawKind: 0, Declaration.Variables.Count: 1, Parent: BlockSyntax blockSyntax } declarationStatement)
        {
            return null;
        }

        IOperation? statement = assignment;
        while (statement is not null && !(statement.Parent is IBlockOperation parent && parent.Syntax == blockSyntax))
        {
            if (statement is IAnonymousFunctionOperation or ILocalFunctionOperation)
            {
                return null;
            }

            statement = statement.Parent;
        }

        return statement is ILoopOperation loop && statement.Parent is IBlockOperation block ? (block, loop, declarationStatement) : null;
    }

    /// <summary>True when an identifier <paramref name="name"/> appears in <paramref name="loop"/> before <paramref name="position"/>.</summary>
    private static bool MentionedBefore(SyntaxNode loop, int position, string name)
    {
        foreach (var token in loop.DescendantTokens(new Microsoft.CodeAnalysis.Text.TextSpan(loop.SpanStart, position - loop.SpanStart)))
        {
            if (token.SpanStart >= position)
            {
                break;
            }

            if (token.IsKind(Microsoft.CodeAnalysis.CSharp.SyntaxKind.IdentifierToken) && token.ValueText == name)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The string local an append statement (<c>s += e;</c> or <c>s = s + e;</c>) writes; null otherwise.</summary>
    private static ILocalSymbol? AppendedLocal(IOperation operation) => operation switch
    {
        ICompoundAssignmentOperation { OperatorKind: BinaryOperatorKind.Add, OperatorMethod: null, Target: ILocalReferenceOperation { Local: { Type.SpecialType: SpecialType.System_String, RefKind: RefKind.None, IsConst: false } local }, Parent: IExpressionStatementOperation } => local,
        ISimpleAssignmentOperation { Target: ILocalReferenceOperation { Local: { Type.SpecialType: SpecialType.System_String, RefKind: RefKind.None, IsConst: false } local }, Value: IBinaryOperation { OperatorKind: BinaryOperatorKind.Add }, Parent: IExpressionStatementOperation } => local,
        _ => null,
    };

    /// <summary>The assignment <c>s = s + ...</c> whose value's leftmost operand is <paramref name="reference"/>; null otherwise.</summary>
    private static IAssignmentOperation? LeftmostOf(ILocalReferenceOperation reference)
    {
        IOperation current = reference;
        while (current.Parent is IBinaryOperation { OperatorKind: BinaryOperatorKind.Add, OperatorMethod: null, Type.SpecialType: SpecialType.System_String } concatenation
            && concatenation.LeftOperand == current)
        {
            current = concatenation;
        }

        return current != reference && current.Parent is ISimpleAssignmentOperation assignment && assignment.Value == current ? assignment : null;
    }

    /// <summary>
    /// What the append adds, in order: the operands of the string concatenation it appends (<c>a + b</c> is two pieces,
    /// <c>1 + 2</c> one), without the local itself for <c>s = s + ...</c>; null when the append is not of the shape or a
    /// piece is not safe to pass to <c>Append</c>.
    /// </summary>
    private static ImmutableArray<IOperation>? Pieces(IAssignmentOperation append, ILocalSymbol local)
    {
        if (append.Parent is not IExpressionStatementOperation || AppendedLocal(append) is null)
        {
            return null;
        }

        var pieces = ImmutableArray.CreateBuilder<IOperation>();
        if (append is ICompoundAssignmentOperation compound)
        {
            Flatten(compound.Value, pieces);
        }
        else
        {
            Flatten(append.Value, pieces);
            if (pieces.Count < 2 || pieces[0] is not ILocalReferenceOperation first || !SymbolEqualityComparer.Default.Equals(first.Local, local))
            {
                return null;
            }

            pieces.RemoveAt(0);
        }

        foreach (var piece in pieces)
        {
            if (!IsSafePiece(piece, local))
            {
                return null;
            }
        }

        return pieces.ToImmutable();
    }

    private static void Flatten(IOperation value, ImmutableArray<IOperation>.Builder pieces)
    {
        // A constant concatenation ("a" + "b") stays one piece, as written.
        if (value is IBinaryOperation { OperatorKind: BinaryOperatorKind.Add, OperatorMethod: null, Type.SpecialType: SpecialType.System_String, ConstantValue.HasValue: false } concatenation)
        {
            Flatten(concatenation.LeftOperand, pieces);
            Flatten(concatenation.RightOperand, pieces);
            return;
        }

        pieces.Add(value);
    }

    /// <summary>
    /// True when <c>Append(piece)</c> writes what the concatenation writes for the piece: its value's text. The piece,
    /// without the conversion the concatenation put around it, is a string, <c>char</c>, <c>bool</c>, a numeric
    /// primitive (<c>Append</c> formats it with the current culture, as its <c>ToString()</c> does), an enum, or a
    /// class, struct or interface that declares no conversion operator (<c>Append(object)</c> calls its
    /// <c>ToString()</c>, as the concatenation does). Not an array (<c>Append(char[])</c> writes the characters, the
    /// concatenation the type's name), not a type that converts to a span or memory, not <c>dynamic</c>, not a user
    /// conversion, never the local itself.
    /// </summary>
    private static bool IsSafePiece(IOperation piece, ILocalSymbol local)
    {
        if (piece is IConversionOperation { IsImplicit: true } conversion)
        {
            if (conversion.Conversion.IsUserDefined)
            {
                return false;
            }

            piece = conversion.Operand;
        }

        if (piece is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, local))
        {
            return false;
        }

        switch (piece.Type)
        {
            case null:
                return false;
            case { SpecialType: SpecialType.System_String or SpecialType.System_Char or SpecialType.System_Boolean or SpecialType.System_Object
                or SpecialType.System_SByte or SpecialType.System_Byte or SpecialType.System_Int16 or SpecialType.System_UInt16
                or SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Int64 or SpecialType.System_UInt64
                or SpecialType.System_Single or SpecialType.System_Double or SpecialType.System_Decimal }:
                return true;
            case INamedTypeSymbol { TypeKind: TypeKind.Enum }:
                return true;
            case INamedTypeSymbol { TypeKind: TypeKind.Class or TypeKind.Struct or TypeKind.Interface } named:
                return !DeclaresConversion(named);
            default:
                return false;
        }
    }

    private static bool DeclaresConversion(INamedTypeSymbol type)
    {
        for (var current = type; current is not null; current = current.BaseType)
        {
            foreach (var member in current.GetMembers())
            {
                if (member is IMethodSymbol { MethodKind: MethodKind.Conversion })
                {
                    return true;
                }
            }
        }

        return false;
    }

    /// <summary>
    /// A string that can't be null, for the builder to start from: a non-null constant, <c>string.Empty</c>, or what
    /// <see cref="OperationExtensions.IsKnownNotNull"/> accepts (a call annotated not null, such as <c>Trim()</c>; what
    /// nullable analysis says is not null). A null start would differ: a loop that never runs leaves null, where the
    /// builder gives "".
    /// </summary>
    private static bool IsKnownNotNullString(IOperation? value)
    {
        value = value?.WithoutImplicitConversions();
        return value is not null
            && value.Type?.SpecialType == SpecialType.System_String
            && (IsEmptyString(value) || value.IsKnownNotNull());
    }

    /// <summary><c>""</c> or <c>string.Empty</c>: the builder starts empty.</summary>
    internal static bool IsEmptyString(IOperation value) =>
        value.ConstantValue is { HasValue: true, Value: "" }
        || value is IFieldReferenceOperation { Field: { Name: "Empty", IsStatic: true, ContainingType.SpecialType: SpecialType.System_String } };

    /// <summary>
    /// A loop whose number of iterations the data decides: a <c>foreach</c>, a <c>while</c> or <c>do</c>, or a
    /// <c>for</c> without a condition or whose condition is not a comparison with a constant.
    /// </summary>
    private static bool IsDataSized(ILoopOperation loop) => loop switch
    {
        IForEachLoopOperation => true,
        IWhileLoopOperation { Condition: var condition } => condition?.ConstantValue.HasValue != true,
        IForLoopOperation { Condition: null } => true,
        IForLoopOperation { Condition: IBinaryOperation comparison } => !comparison.LeftOperand.ConstantValue.HasValue && !comparison.RightOperand.ConstantValue.HasValue,
        IForLoopOperation { Condition: var condition } => !condition.ConstantValue.HasValue,
        _ => false,
    };

    /// <summary>True when a lambda, anonymous method or local function in the block mentions the name.</summary>
    private static bool IsCaptured(SyntaxNode block, string name)
    {
        foreach (var node in block.DescendantNodes())
        {
            if (node is AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax && node.Mentions(name))
            {
                return true;
            }
        }

        return false;
    }
}

/// <summary>One append statement of the loop and what it appends, in order.</summary>
internal sealed class StringAppend
{
    public StringAppend(IAssignmentOperation assignment, ImmutableArray<IOperation> pieces)
    {
        Assignment = assignment;
        Pieces = pieces;
    }

    public IAssignmentOperation Assignment { get; }

    public ImmutableArray<IOperation> Pieces { get; }
}

/// <summary>The local built in the loop, its declaration, the loop and every append of it there, in order.</summary>
internal sealed class StringBuilderMatch
{
    public StringBuilderMatch(ILocalSymbol local, IVariableDeclaratorOperation declarator, LocalDeclarationStatementSyntax declaration, ILoopOperation loop, List<StringAppend> appends)
    {
        Local = local;
        Declarator = declarator;
        Declaration = declaration;
        Loop = loop;
        Appends = appends;
    }

    public ILocalSymbol Local { get; }

    public IVariableDeclaratorOperation Declarator { get; }

    public LocalDeclarationStatementSyntax Declaration { get; }

    public ILoopOperation Loop { get; }

    public List<StringAppend> Appends { get; }
}
