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
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class UseNullTerminatedSpanAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        RuleIdentifiers.UseNullTerminatedSpan,
        title: "Find a native string's length with CreateReadOnlySpanFromNullTerminated",
        messageFormat: "Use 'MemoryMarshal.CreateReadOnlySpanFromNullTerminated(...).Length' instead of a loop to the terminator: {0}",
        description: "A loop that counts the elements of a byte* or char* up to the null terminator reads one element per iteration. MemoryMarshal.CreateReadOnlySpanFromNullTerminated (.NET 6) finds the same terminator with a vectorized search; its Length is the count the loop computed.",
        RuntimeMessages.NullTerminatedSpanLevel);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterCompilationStartAction(static start =>
        {
            var memoryMarshal = start.Compilation.GetTypeByMetadataName("System.Runtime.InteropServices.MemoryMarshal");
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
            || !IsCharOrBytePointer(pointer)
            || model.GetSymbolInfo(match.Count, cancellationToken).Symbol is not { } count
            || !IsInt32Variable(count)
            || !IsZero(model.GetConstantValue(match.Zero, cancellationToken)))
        {
            return;
        }

        if (match.Declarator is { } declarator)
        {
            if (!SymbolEqualityComparer.Default.Equals(model.GetDeclaredSymbol(declarator, cancellationToken), count)
                || !IsZero(model.GetConstantValue(declarator.Initializer!.Value, cancellationToken)))
            {
                return;
            }
        }
        else if (!IsZero(model.GetConstantValue(match.Initial!, cancellationToken)))
        {
            return;
        }

        if (!targets.Allow(ProjectTargets.Net6, match.Loop))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(Rule, match.Loop.GetLocation(), RuntimeMessages.NullTerminatedSpanPayoff));
    }

    /// <summary>
    /// The counting loop's parts, matched on syntax: the loop, the pointer and count names it reads, the literal it
    /// compares with, and either the declarator before it (<c>int count = 0</c>) or its own initial value
    /// (<c>for (count = 0; ...)</c>). Null when the loop is not one.
    /// </summary>
    internal static LoopMatch? Match(SyntaxNode node)
    {
        ExpressionSyntax? condition;
        switch (node)
        {
            case WhileStatementSyntax loop:
                condition = loop.Condition;
                var body = loop.Statement is BlockSyntax { Statements.Count: 1 } block ? block.Statements[0] : loop.Statement;
                if (body is not ExpressionStatementSyntax { Expression: var step } || CountedName(step) is not { } stepped
                    || Compared(condition) is not var (pointer, count, zero))
                {
                    return null;
                }

                return stepped.Identifier.ValueText == count.Identifier.ValueText ? Preceded(loop, pointer, count, zero) : null;

            case ForStatementSyntax loop:
                condition = loop.Condition;
                if (loop.Declaration is not null
                    || loop.Incrementors.Count != 1
                    || loop.Statement is not (EmptyStatementSyntax or BlockSyntax { Statements.Count: 0 })
                    || CountedName(loop.Incrementors[0]) is not { } incremented
                    || condition is null
                    || Compared(condition) is not var (forPointer, forCount, forZero)
                    || incremented.Identifier.ValueText != forCount.Identifier.ValueText)
                {
                    return null;
                }

                switch (loop.Initializers.Count)
                {
                    case 0:
                        return Preceded(loop, forPointer, forCount, forZero);
                    case 1 when loop.Initializers[0] is AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.SimpleAssignmentExpression, Left: IdentifierNameSyntax assigned, Right: LiteralExpressionSyntax value }
                        && assigned.Identifier.ValueText == forCount.Identifier.ValueText:
                        return new LoopMatch(loop, forPointer, forCount, forZero, null, value);
                    default:
                        return null;
                }

            default:
                return null;
        }
    }

    /// <summary>The loop with the declaration <c>int count = 0;</c> right before it (the count's last declarator).</summary>
    private static LoopMatch? Preceded(StatementSyntax loop, IdentifierNameSyntax pointer, IdentifierNameSyntax count, LiteralExpressionSyntax zero)
    {
        if (loop.Parent is not BlockSyntax block)
        {
            return null;
        }

        var index = block.Statements.IndexOf(loop);
        if (index < 1
            || block.Statements[index - 1] is not LocalDeclarationStatementSyntax { IsConst: false, UsingKeyword.RawKind: 0, Declaration.Variables: var declarators }
            || declarators[declarators.Count - 1] is not { Initializer.Value: LiteralExpressionSyntax } declarator
            || declarator.Identifier.ValueText != count.Identifier.ValueText)
        {
            return null;
        }

        return new LoopMatch(loop, pointer, count, zero, declarator, null);
    }

    /// <summary><c>p[count] != 0</c> or <c>0 != p[count]</c> (the literal <c>0</c> or <c>'\0'</c>).</summary>
    private static (IdentifierNameSyntax Pointer, IdentifierNameSyntax Count, LiteralExpressionSyntax Zero)? Compared(ExpressionSyntax condition)
    {
        if (condition is not BinaryExpressionSyntax { RawKind: (int)SyntaxKind.NotEqualsExpression } comparison)
        {
            return null;
        }

        var (access, zero) = comparison.Left is LiteralExpressionSyntax left
            ? (comparison.Right as ElementAccessExpressionSyntax, left)
            : (comparison.Left as ElementAccessExpressionSyntax, comparison.Right as LiteralExpressionSyntax);
        if (access is not { Expression: IdentifierNameSyntax pointer, ArgumentList.Arguments: { Count: 1 } arguments }
            || zero is null
            || arguments[0] is not { NameColon: null, RefKindKeyword.RawKind: 0, Expression: IdentifierNameSyntax count })
        {
            return null;
        }

        return (pointer, count, zero);
    }

    /// <summary>The name <c>count++</c>, <c>++count</c> or <c>count += 1</c> adds one to.</summary>
    private static IdentifierNameSyntax? CountedName(ExpressionSyntax step) => step switch
    {
        PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PostIncrementExpression, Operand: IdentifierNameSyntax name } => name,
        PrefixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PreIncrementExpression, Operand: IdentifierNameSyntax name } => name,
        AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.AddAssignmentExpression, Left: IdentifierNameSyntax name, Right: LiteralExpressionSyntax { Token.ValueText: "1" } } => name,
        _ => null,
    };

    private static bool IsCharOrBytePointer(ISymbol symbol)
    {
        var type = symbol switch
        {
            ILocalSymbol { IsRef: false } local => local.Type,
            IParameterSymbol { RefKind: RefKind.None } parameter => parameter.Type,
            _ => null,
        };
        return type is IPointerTypeSymbol { PointedAtType.SpecialType: SpecialType.System_Byte or SpecialType.System_Char };
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
        public LoopMatch(StatementSyntax loop, IdentifierNameSyntax pointer, IdentifierNameSyntax count, LiteralExpressionSyntax zero, VariableDeclaratorSyntax? declarator, LiteralExpressionSyntax? initial)
        {
            Loop = loop;
            Pointer = pointer;
            Count = count;
            Zero = zero;
            Declarator = declarator;
            Initial = initial;
        }

        public StatementSyntax Loop { get; }

        public IdentifierNameSyntax Pointer { get; }

        public IdentifierNameSyntax Count { get; }

        public LiteralExpressionSyntax Zero { get; }

        /// <summary><c>int count = 0</c> right before the loop, or null for <c>for (count = 0; ...)</c>.</summary>
        public VariableDeclaratorSyntax? Declarator { get; }

        /// <summary>The <c>0</c> of <c>for (count = 0; ...)</c>, or null.</summary>
        public LiteralExpressionSyntax? Initial { get; }
    }
}
