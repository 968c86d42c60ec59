using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0905: <c>int length = 0; while (p[length] != 0) length++;</c>, the length of a native string found one element
/// per iteration over a <c>byte*</c> or <c>char*</c>. From .NET 6
/// <c>MemoryMarshal.CreateReadOnlySpanFromNullTerminated(p).Length</c> finds the same terminator with a vectorized search.
/// </summary>
/// <remarks>
/// The shapes: a <c>while</c> loop whose body only counts (<c>length++</c>, <c>++length</c>, <c>length += 1</c>), or a
/// <c>for</c> loop that only counts (<c>for (; p[length] != 0; length++) ;</c>), right after the declaration
/// <c>int length = 0;</c> (its last declarator), or a <c>for (length = 0; ...)</c> loop over an <c>int</c> local or
/// parameter. The pointer is a local or parameter (read once instead of per element: the same value, as the loop doesn't
/// write it), the count an <c>int</c> (a longer count would differ on strings of 2 GB and more, which the span method
/// rejects). The loop's own directives would be lost with it: a loop holding any is left alone.
/// </remarks>
public sealed class UseNullTerminatedSpanAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0905",
        title: "Find a native string's length with CreateReadOnlySpanFromNullTerminated",
        messageFormat: "Use 'MemoryMarshal.CreateReadOnlySpanFromNullTerminated(...).Length' instead of a loop to the terminator: {0}",
        description: "A loop that counts the elements of a byte* or char* up to the null terminator reads one element per iteration. MemoryMarshal.CreateReadOnlySpanFromNullTerminated (.NET 6) finds the same terminator with a vectorized search; its Length is the count the loop computed.",
        // Suggestion: precise (a counting loop over a byte* or char* to the terminator, nothing else in it), but what
        // the vectorized search buys depends on the strings, which the code doesn't show: paths and environment entries
        // about twice as fast, names under 8 characters slower by a nanosecond or two each (see the docs page).
        RuleLevel.Suggestion);

    internal static readonly Payoff NullTerminatedSpanPayoff = new(
        "a vectorized search for the terminator instead of one element per iteration, on strings of 8 characters or more (slower on shorter ones)",
        "PERF0905/StringTable");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var memoryMarshal = WellKnownTypes.Get(start.Compilation).Get("System.Runtime.InteropServices.MemoryMarshal");
            if (memoryMarshal is null || memoryMarshal.GetMembers("CreateReadOnlySpanFromNullTerminated").Length == 0)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterSyntaxNodeAction(context => AnalyzeLoop(context, targets), SyntaxKind.WhileStatement, SyntaxKind.ForStatement);
        });
    }

    private static void AnalyzeLoop(SyntaxNodeAnalysisContext context, ProjectTargets targets)
    {
        if (Match(context.Node) is not { } match || match.Loop.ContainsDirectives)
        {
            return;
        }

        var model = context.SemanticModel;
        var cancellationToken = context.CancellationToken;
        if (model.GetSymbolInfo(match.Pointer, cancellationToken).Symbol is not { } pointer
            || PointerType(pointer) is not { } pointerType
            || model.GetSymbolInfo(match.Advanced, cancellationToken).Symbol is not { } advanced
            || !IsZero(model.GetConstantValue(match.Zero, cancellationToken)))
        {
            return;
        }

        if (match.IsWalk)
        {
            // byte* end = start; while (*end != 0) end++;  The walk has the start's type.
            if (!SymbolEqualityComparer.Default.Equals(PointerType(advanced), pointerType))
            {
                return;
            }
        }
        else if (!IsInt32Variable(advanced)
            || (match.Declarator is null && !IsZero(model.GetConstantValue(match.Initial, cancellationToken))))
        {
            return;
        }

        if ((match.Declarator is { } declarator && !SymbolEqualityComparer.Default.Equals(model.GetDeclaredSymbol(declarator, cancellationToken), advanced))
            || (match.Declarator is { Initializer.Value: var initial } && !match.IsWalk && !IsZero(model.GetConstantValue(initial, cancellationToken))))
        {
            return;
        }

        if (!targets.Allow(ProjectTargets.Net6, match.Loop))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(Rule, match.Loop.GetLocation(), NullTerminatedSpanPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// The loop's parts, matched on syntax: the loop, the pointer searched, the variable it advances (a count, or a
    /// walking pointer), the literal it compares with, and either the declarator before it (<c>int count = 0</c>,
    /// <c>byte* end = start</c>) or its own initial value (<c>for (count = 0; ...)</c>, <c>for (end = start; ...)</c>).
    /// Null when the loop is not one.
    /// </summary>
    internal static LoopMatch? Match(SyntaxNode node)
    {
        StatementSyntax loop;
        ExpressionSyntax? condition;
        ExpressionSyntax step;
        switch (node)
        {
            case WhileStatementSyntax whileLoop:
                var body = whileLoop.Statement is BlockSyntax { Statements.Count: 1 } block ? block.Statements[0] : whileLoop.Statement;
                if (body is not ExpressionStatementSyntax { Expression: var expression })
                {
                    return null;
                }

                (loop, condition, step) = (whileLoop, whileLoop.Condition, expression);
                break;

            case ForStatementSyntax { Declaration: null, Incrementors.Count: 1, Statement: EmptyStatementSyntax or BlockSyntax { Statements.Count: 0 } } forLoop:
                (loop, condition, step) = (forLoop, forLoop.Condition, forLoop.Incrementors[0]);
                break;

            default:
                return null;
        }

        if (condition is null
            || Compared(condition) is not var (indexed, advanced, zero)
            || AdvancedName(step) is not { } stepped
            || stepped.Identifier.ValueText != advanced.Identifier.ValueText)
        {
            return null;
        }

        if (loop is ForStatementSyntax { Initializers.Count: > 0 } withInitializer)
        {
            // for (count = 0; ...) or for (end = start; ...)
            if (withInitializer.Initializers.Count != 1
                || withInitializer.Initializers[0] is not AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.SimpleAssignmentExpression, Left: IdentifierNameSyntax assigned, Right: var value }
                || assigned.Identifier.ValueText != advanced.Identifier.ValueText)
            {
                return null;
            }

            return Initialized(loop, indexed, advanced, zero, null, value);
        }

        // The declaration right before the loop, of the advanced variable (its last declarator).
        if (loop.Parent is not BlockSyntax parent)
        {
            return null;
        }

        var index = parent.Statements.IndexOf(loop);
        if (index < 1
            || parent.Statements[index - 1] is not LocalDeclarationStatementSyntax { IsConst: false, UsingKeyword.RawKind: 0, Declaration.Variables: var declarators }
            || declarators[declarators.Count - 1] is not { Initializer.Value: var initial } declarator
            || declarator.Identifier.ValueText != advanced.Identifier.ValueText)
        {
            return null;
        }

        return Initialized(loop, indexed, advanced, zero, declarator, initial);
    }

    /// <summary>A count starts at a literal (<c>0</c>); a walk starts at the pointer it searches (a name).</summary>
    private static LoopMatch? Initialized(StatementSyntax loop, IdentifierNameSyntax? indexed, IdentifierNameSyntax advanced, LiteralExpressionSyntax zero, VariableDeclaratorSyntax? declarator, ExpressionSyntax initial) => indexed switch
    {
        null when initial is IdentifierNameSyntax start && start.Identifier.ValueText != advanced.Identifier.ValueText =>
            new LoopMatch(loop, start, advanced, zero, declarator, start, isWalk: true),
        not null when initial is LiteralExpressionSyntax =>
            new LoopMatch(loop, indexed, advanced, zero, declarator, initial, isWalk: false),
        _ => null,
    };

    /// <summary>
    /// <c>p[count] != 0</c> (the pointer indexed, and the count) or <c>*end != 0</c> (no pointer indexed, and the walk),
    /// either way round, with the literal <c>0</c> or <c>'\0'</c>.
    /// </summary>
    private static (IdentifierNameSyntax? Indexed, IdentifierNameSyntax Advanced, LiteralExpressionSyntax Zero)? Compared(ExpressionSyntax condition)
    {
        if (condition is not BinaryExpressionSyntax { RawKind: (int)SyntaxKind.NotEqualsExpression } comparison)
        {
            return null;
        }

        var (read, zero) = comparison.Left is LiteralExpressionSyntax left
            ? (comparison.Right, left)
            : (comparison.Left, comparison.Right as LiteralExpressionSyntax);
        if (zero is null)
        {
            return null;
        }

        switch (read)
        {
            case ElementAccessExpressionSyntax { Expression: IdentifierNameSyntax pointer, ArgumentList.Arguments: { Count: 1 } arguments }
                when arguments[0] is { NameColon: null, RefKindKeyword.RawKind: 0, Expression: IdentifierNameSyntax count }:
                return (pointer, count, zero);
            case PrefixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PointerIndirectionExpression, Operand: IdentifierNameSyntax walk }:
                return (null, walk, zero);
            default:
                return null;
        }
    }

    /// <summary>The name <c>count++</c>, <c>++count</c> or <c>count += 1</c> adds one to.</summary>
    private static IdentifierNameSyntax? AdvancedName(ExpressionSyntax step) => step switch
    {
        PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PostIncrementExpression, Operand: IdentifierNameSyntax name } => name,
        PrefixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PreIncrementExpression, Operand: IdentifierNameSyntax name } => name,
        AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.AddAssignmentExpression, Left: IdentifierNameSyntax name, Right: LiteralExpressionSyntax { Token.ValueText: "1" } } => name,
        _ => null,
    };

    /// <summary>The <c>byte*</c> or <c>char*</c> type of a local or parameter, else null.</summary>
    private static ITypeSymbol? PointerType(ISymbol symbol)
    {
        var type = symbol switch
        {
            ILocalSymbol { IsRef: false } local => local.Type,
            IParameterSymbol { RefKind: RefKind.None } parameter => parameter.Type,
            _ => null,
        };
        return type is IPointerTypeSymbol { PointedAtType.SpecialType: SpecialType.System_Byte or SpecialType.System_Char } ? type : null;
    }

    private static bool IsInt32Variable(ISymbol symbol) => symbol switch
    {
        ILocalSymbol { IsRef: false, IsConst: false } local => local.Type.SpecialType == SpecialType.System_Int32,
        IParameterSymbol { RefKind: RefKind.None } parameter => parameter.Type.SpecialType == SpecialType.System_Int32,
        _ => false,
    };

    private static bool IsZero(Optional<object?> constant) => constant.HasValue && constant.Value switch
    {
        int value => value == 0,
        char value => value == '\0',
        _ => false,
    };

    internal sealed class LoopMatch
    {
        public LoopMatch(StatementSyntax loop, IdentifierNameSyntax pointer, IdentifierNameSyntax advanced, LiteralExpressionSyntax zero, VariableDeclaratorSyntax? declarator, ExpressionSyntax initial, bool isWalk)
        {
            Loop = loop;
            Pointer = pointer;
            Advanced = advanced;
            Zero = zero;
            Declarator = declarator;
            Initial = initial;
            IsWalk = isWalk;
        }

        public StatementSyntax Loop { get; }

        /// <summary>The pointer searched: <c>p</c> of <c>p[count]</c>, or the start a walk begins at.</summary>
        public IdentifierNameSyntax Pointer { get; }

        /// <summary>The variable the loop adds one to: the count, or the walking pointer.</summary>
        public IdentifierNameSyntax Advanced { get; }

        public LiteralExpressionSyntax Zero { get; }

        /// <summary><c>int count = 0</c> or <c>byte* end = start</c> right before the loop, or null for a <c>for</c> loop that sets it.</summary>
        public VariableDeclaratorSyntax? Declarator { get; }

        /// <summary>The value the variable starts at: the literal <c>0</c>, or the start pointer.</summary>
        public ExpressionSyntax Initial { get; }

        /// <summary>A pointer walked to the terminator (<c>*end != 0</c>), not a count.</summary>
        public bool IsWalk { get; }
    }
}
