using System;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0801: an entry of a <c>Dictionary&lt;TKey, TValue&gt;</c> with a value-type <c>TValue</c> read (or tested) and
/// then stored under the same key, two hash lookups where <c>CollectionsMarshal.GetValueRefOrAddDefault</c> does one:
/// <list type="bullet">
/// <item><c>d[k] = d.TryGetValue(k, out var v) ? f(v) : init;</c> (or <c>d.ContainsKey(k) ? f(d[k]) : init</c>),</item>
/// <item><c>if (d.TryGetValue(k, out var v)) d[k] = f(v); else d[k] = init;</c> (or <c>ContainsKey</c>, negated,
/// <c>d.Add(k, init)</c>, <c>d[k]++</c>, <c>d[k] += e</c>),</item>
/// <item><c>if (!d.TryAdd(k, init)) d[k] += e;</c>,</item>
/// <item><c>if (!d.ContainsKey(k)) d[k] = init; d[k] += e;</c>.</item>
/// </list>
/// The dictionary and the key are locals, parameters, fields or constants (read twice before, once after); the
/// update reads only locals, fields, constants, the entry and built-in operators (nothing that could touch the
/// dictionary while the fix holds a reference into it); the initial value is a constant or a variable (it is computed
/// after the fix has added the key, so it must not throw).
/// </summary>
/// <remarks>
/// Reported on the <c>TryGetValue</c>/<c>ContainsKey</c>/<c>TryAdd</c> call. Additional locations: the first and the
/// last statement rewritten (the same one but for the guard-then-update shape), the dictionary, the key, then for
/// <see cref="Forms.Compound"/> the operand and for the <c>TryAdd</c> shape of <see cref="Forms.Slot"/> the initial
/// value. <see cref="FormKey"/>, <see cref="OperatorKey"/> and <see cref="ValueNameKey"/> carry the rest.
/// </remarks>
public sealed class UpdateDictionaryInPlaceAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The property naming the rewrite (<see cref="Forms"/>).</summary>
    public const string FormKey = "Form";

    /// <summary>For the one-line forms, the operator applied to the entry (<c>++</c>, <c>+=</c>, ...).</summary>
    public const string OperatorKey = "Operator";

    /// <summary>For <c>TryGetValue</c>, the out variable's name: the fix gives the reference that name.</summary>
    public const string ValueNameKey = "ValueName";

    /// <summary>Present for <c>if (!d.TryAdd(k, init)) ...</c>.</summary>
    public const string TryAddKey = "TryAdd";

    private const int CSharp13 = 1300;

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0801",
        title: "Update a dictionary entry in place",
        messageFormat: "Update the entry through 'CollectionsMarshal.GetValueRefOrAddDefault': {0}",
        description: "Reading or testing a dictionary entry and then storing under the same key hashes the key and searches the buckets twice. CollectionsMarshal.GetValueRefOrAddDefault finds the entry, or adds it with the default value, in one lookup and returns a reference to its value, through which the update is made.",
        // Suggestion: under 2x except where a string key is hashed two or three times (see the docs page).
        RuleLevel.Suggestion);

    internal static readonly Payoff UpdateInPlacePayoff = new(
        "one hash lookup instead of two or three",
        "PERF0801");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            var dictionary = types.Get("System.Collections.Generic.Dictionary`2");
            var marshal = types.Get("System.Runtime.InteropServices.CollectionsMarshal");
            if (dictionary is null || marshal is null || marshal.GetMembers("GetValueRefOrAddDefault").IsEmpty)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            var math = types.Get("System.Math");
            start.RegisterOperationAction(context => Analyze(context, dictionary, math, targets), OperationKind.Conditional);
        });
    }

    private static void Analyze(OperationAnalysisContext context, INamedTypeSymbol dictionary, INamedTypeSymbol? math, ProjectTargets targets)
    {
        var conditional = (IConditionalOperation)context.Operation;
        var condition = conditional.Condition;
        var negated = false;
        if (condition is IUnaryOperation { OperatorKind: UnaryOperatorKind.Not, OperatorMethod: null } not)
        {
            condition = not.Operand;
            negated = true;
        }

        if (condition is not IInvocationOperation { Instance: { } instance, Arguments.Length: >= 1 } call
            || call.TargetMethod.Name is not ("TryGetValue" or "ContainsKey" or "TryAdd")
            || !SymbolEqualityComparer.Default.Equals(call.TargetMethod.ContainingType.OriginalDefinition, dictionary)
            || instance.Type is not INamedTypeSymbol { TypeArguments.Length: 2 } dictionaryType
            || !SymbolEqualityComparer.Default.Equals(dictionaryType.OriginalDefinition, dictionary)
            || !dictionaryType.TypeArguments[1].IsValueType
            || CountingLoop.Sequence(instance) is not { } target
            || GetArgument(call, 0) is not { } key
            || !IsKey(key))
        {
            return;
        }

        var entry = new Entry(dictionary, dictionaryType, math, target, key);
        ILocalSymbol? value = null;
        IOperation? tryAddInit = null;
        switch (call.TargetMethod.Name)
        {
            case "TryGetValue":
                if (GetArgument(call, 1) is not IDeclarationExpressionOperation { Expression: ILocalReferenceOperation declared })
                {
                    return;
                }

                value = declared.Local;
                break;
            case "TryAdd":
                if (!negated || conditional.WhenFalse is not null || conditional.Syntax is not IfStatementSyntax || GetArgument(call, 1) is not { } init)
                {
                    return;
                }

                tryAddInit = init;
                break;
        }

        var match = conditional.Syntax is ConditionalExpressionSyntax
            ? MatchExpression(conditional, negated, entry, value)
            : MatchStatement(conditional, negated, entry, value, tryAddInit, context.CancellationToken);
        if (match is not { } found
            || !IsInit(found.Init, entry, value)
            || (value is not null && IsUsedOutside(value, found.First, found.Last))
            || !AllowsRefLocal(conditional.Syntax)
            || !targets.Allow(ProjectTargets.Net6, conditional.Syntax))
        {
            return;
        }

        var form = OneLineForm(found, entry);
        if (form == Forms.Slot && !CanDeclareBefore(found.First))
        {
            return;
        }

        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(FormKey, form);
        if (form != Forms.Slot)
        {
            properties.Add(OperatorKey, found.Operator);
        }
        else if (value is not null)
        {
            properties.Add(ValueNameKey, value.Name);
        }

        if (form == Forms.Slot && tryAddInit is not null)
        {
            properties.Add(TryAddKey, "true");
        }

        var extra = form == Forms.Slot ? tryAddInit : form == Forms.Compound ? found.Operand : null;
        var additional = extra is null
            ? new[] { found.First.GetLocation(), found.Last.GetLocation(), instance.Syntax.GetLocation(), key.Syntax.GetLocation() }
            : new[] { found.First.GetLocation(), found.Last.GetLocation(), instance.Syntax.GetLocation(), key.Syntax.GetLocation(), extra.Syntax.GetLocation() };
        context.ReportDiagnostic(Diagnostic.Create(Rule, call.Syntax.GetLocation(), additional, properties.ToImmutable(), UpdateInPlacePayoff.For(context.Compilation)));
    }

    /// <summary><c>d[k] = cond ? whenExists : init;</c> as a statement.</summary>
    private static Match? MatchExpression(IConditionalOperation conditional, bool negated, Entry entry, ILocalSymbol? value)
    {
        if (conditional.Parent is not ISimpleAssignmentOperation { Parent: IExpressionStatementOperation statement } assignment
            || assignment.Value != conditional
            || !entry.Is(assignment.Target)
            || conditional.WhenFalse is not { } whenFalse)
        {
            return null;
        }

        var whenExists = negated ? whenFalse : conditional.WhenTrue;
        var init = negated ? conditional.WhenTrue : whenFalse;
        if (!IsUpdate(whenExists, entry, value))
        {
            return null;
        }

        var (op, operand) = AsOperator(whenExists, entry, value);
        var syntax = (StatementSyntax)statement.Syntax;
        return new Match(syntax, syntax, init, op, operand, guardFirst: false);
    }

    /// <summary>The <c>if</c> shapes: both branches, <c>TryAdd</c> with one, or the guard then the update.</summary>
    private static Match? MatchStatement(IConditionalOperation conditional, bool negated, Entry entry, ILocalSymbol? value, IOperation? tryAddInit, System.Threading.CancellationToken cancellationToken)
    {
        var syntax = (StatementSyntax)conditional.Syntax;
        if (tryAddInit is not null)
        {
            return Store(CountingLoop.SingleStatement(conditional.WhenTrue), entry, value) is var (op, operand)
                ? new Match(syntax, syntax, tryAddInit, op, operand, guardFirst: false)
                : null;
        }

        if (conditional.WhenFalse is null)
        {
            // if (!d.ContainsKey(k)) d[k] = init; d[k] += e;
            if (!negated
                || value is not null
                || InitialStore(CountingLoop.SingleStatement(conditional.WhenTrue), entry) is not { } guardInit
                || syntax.Parent is not BlockSyntax block
                || block.Statements.IndexOf(syntax) is var position && position + 1 >= block.Statements.Count
                || conditional.SemanticModel?.GetOperation(block.Statements[position + 1], cancellationToken) is not { } next
                || Store(next, entry, null) is not var (nextOp, nextOperand))
            {
                return null;
            }

            return new Match(syntax, block.Statements[position + 1], guardInit, nextOp, nextOperand, guardFirst: true);
        }

        var whenExists = negated ? conditional.WhenFalse : conditional.WhenTrue;
        var whenNew = negated ? conditional.WhenTrue : conditional.WhenFalse;
        return Store(CountingLoop.SingleStatement(whenExists), entry, value) is var (existsOp, existsOperand)
            && InitialStore(CountingLoop.SingleStatement(whenNew), entry) is { } init
            ? new Match(syntax, syntax, init, existsOp, existsOperand, guardFirst: false)
            : null;
    }

    /// <summary>
    /// <c>d[k] = f(current);</c>, <c>d[k] op= e;</c> or <c>d[k]++;</c> (<c>--</c>, prefix or postfix) as a statement:
    /// the operator a one-line form would apply and its operand (null operator when there is none).
    /// </summary>
    private static (string? Operator, IOperation? Operand)? Store(IOperation? statement, Entry entry, ILocalSymbol? value)
    {
        switch ((statement as IExpressionStatementOperation)?.Operation)
        {
            case ISimpleAssignmentOperation assignment when entry.Is(assignment.Target) && IsUpdate(assignment.Value, entry, value):
                return AsOperator(assignment.Value, entry, value);
            case ICompoundAssignmentOperation { OperatorMethod: null } compound when entry.Is(compound.Target) && IsUpdate(compound.Value, entry, value):
                return References(compound.Value, entry, value) ? (null, null)
                    : compound.OperatorKind == BinaryOperatorKind.Add && IsConstant(compound.Value, 1) ? ("++", null)
                    : (CompoundText(compound.OperatorKind), compound.Value);
            case IIncrementOrDecrementOperation { OperatorMethod: null } step when entry.Is(step.Target):
                return (step.Kind == OperationKind.Increment ? "++" : "--", null);
            default:
                return null;
        }
    }

    /// <summary><c>d[k] = init;</c> or <c>d.Add(k, init);</c>: the initial value.</summary>
    private static IOperation? InitialStore(IOperation? statement, Entry entry) => (statement as IExpressionStatementOperation)?.Operation switch
    {
        ISimpleAssignmentOperation assignment when entry.Is(assignment.Target) => assignment.Value,
        IInvocationOperation { TargetMethod.Name: "Add", Instance: { } instance, Arguments.Length: 2 } add
            when SymbolEqualityComparer.Default.Equals(add.TargetMethod.ContainingType.OriginalDefinition, entry.Dictionary)
            && entry.IsTarget(instance)
            && GetArgument(add, 0) is { } key
            && entry.IsKey(key) => GetArgument(add, 1),
        _ => null,
    };

    /// <summary>
    /// <c>current + e</c> (or <c>e + current</c>) as the operator of a one-line form: <c>++</c> when <c>e</c> is the
    /// constant 1, <c>+=</c> otherwise.
    /// </summary>
    private static (string? Operator, IOperation? Operand) AsOperator(IOperation update, Entry entry, ILocalSymbol? value)
    {
        if (update is IBinaryOperation { OperatorKind: BinaryOperatorKind.Add, OperatorMethod: null } add)
        {
            var operand = IsCurrent(add.LeftOperand, entry, value) ? add.RightOperand : IsCurrent(add.RightOperand, entry, value) ? add.LeftOperand : null;
            if (operand is not null && !References(operand, entry, value))
            {
                return IsConstant(operand, 1) ? ("++", null) : ("+=", operand);
            }
        }

        return (null, null);
    }

    /// <summary>
    /// The form the fix writes: one line (<c>GetValueRefOrAddDefault(d, k, out _) += e;</c>) when applying the operator
    /// to the default value gives the initial value, for an integral value type; a reference otherwise.
    /// </summary>
    private static string OneLineForm(Match match, Entry entry)
    {
        if (match.Operator is null || !IsIntegral(entry.ValueType))
        {
            return Forms.Slot;
        }

        if (match.GuardFirst)
        {
            // The guard stored init, then the update applied the operator to it: the same as applying it to the default.
            return CollectionsApis.IsDefaultBitForBit(match.Init) ? Forms.ForOperator(match.Operator) : Forms.Slot;
        }

        return match.Operator switch
        {
            "++" => IsConstant(match.Init, 1) ? Forms.Increment : Forms.Slot,
            "+=" => match.Operand is { } operand && SameLeaf(operand, match.Init) ? Forms.Compound : Forms.Slot,
            _ => Forms.Slot,
        };
    }

    private static bool IsIntegral(ITypeSymbol type) => type.SpecialType is SpecialType.System_SByte or SpecialType.System_Byte
        or SpecialType.System_Int16 or SpecialType.System_UInt16 or SpecialType.System_Int32 or SpecialType.System_UInt32
        or SpecialType.System_Int64 or SpecialType.System_UInt64;

    private static bool IsConstant(IOperation operation, int expected) =>
        operation.ConstantValue is { HasValue: true, Value: sbyte or byte or short or ushort or int or uint or long or ulong } constant
        && Convert.ToDecimal(constant.Value, System.Globalization.CultureInfo.InvariantCulture) == expected;

    private static string? CompoundText(BinaryOperatorKind kind) => kind switch
    {
        BinaryOperatorKind.Add => "+=",
        BinaryOperatorKind.Subtract => "-=",
        BinaryOperatorKind.Multiply => "*=",
        BinaryOperatorKind.Or => "|=",
        BinaryOperatorKind.And => "&=",
        BinaryOperatorKind.ExclusiveOr => "^=",
        _ => null,
    };

    /// <summary>
    /// The new value stored when the entry exists: built from the current value (<c>v</c> or <c>d[k]</c>), locals,
    /// parameters, fields, constants, built-in operators, <c>Math</c>'s methods and the length of a string or an
    /// array; nothing that can reach the dictionary while the fix holds a reference into it.
    /// </summary>
    private static bool IsUpdate(IOperation operation, Entry entry, ILocalSymbol? value)
    {
        switch (operation)
        {
            case ILiteralOperation or IDefaultValueOperation or IParameterReferenceOperation or IInstanceReferenceOperation:
                return true;
            case ILocalReferenceOperation:
                return true;
            case IFieldReferenceOperation field:
                return !entry.IsTarget(field) && (field.Instance is null || IsUpdate(field.Instance, entry, value));
            case IPropertyReferenceOperation property:
                // The entry, or the length of a string or an array (which can't reach the dictionary).
                return entry.Is(property)
                    || (property is { Property.Name: "Length", Instance: { } instance, Arguments.Length: 0 }
                        && instance.Type is { SpecialType: SpecialType.System_String } or IArrayTypeSymbol
                        && IsUpdate(instance, entry, value));
            case IBinaryOperation { OperatorMethod: null } binary:
                return IsUpdate(binary.LeftOperand, entry, value) && IsUpdate(binary.RightOperand, entry, value);
            case IUnaryOperation { OperatorMethod: null } unary:
                return IsUpdate(unary.Operand, entry, value);
            case IConversionOperation { OperatorMethod: null } conversion:
                return IsUpdate(conversion.Operand, entry, value);
            case IConditionalOperation { WhenFalse: { } whenFalse } conditional when conditional.Syntax is ConditionalExpressionSyntax:
                return IsUpdate(conditional.Condition, entry, value) && IsUpdate(conditional.WhenTrue, entry, value) && IsUpdate(whenFalse, entry, value);
            case IInvocationOperation { Instance: null } invocation when SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, entry.Math):
                foreach (var argument in invocation.Arguments)
                {
                    if (argument.ArgumentKind != ArgumentKind.Explicit || argument.Parameter?.RefKind != RefKind.None || !IsUpdate(argument.Value, entry, value))
                    {
                        return false;
                    }
                }

                return true;
            default:
                return false;
        }
    }

    /// <summary>
    /// The value stored for a new key, computed after the fix has already added the key: a constant or a variable that
    /// reading can't throw on or change (a local, a parameter, a field of <c>this</c> or a static one).
    /// </summary>
    private static bool IsInit(IOperation operation, Entry entry, ILocalSymbol? value)
    {
        while (operation is IConversionOperation { OperatorMethod: null, IsTryCast: false, IsChecked: false } conversion && (conversion.IsImplicit || operation.ConstantValue.HasValue))
        {
            operation = conversion.Operand;
        }

        if (operation.ConstantValue.HasValue || operation is IDefaultValueOperation)
        {
            return true;
        }

        return CountingLoop.Sequence(operation) is { } symbol
            && !SymbolEqualityComparer.Default.Equals(symbol, entry.Target)
            && !SymbolEqualityComparer.Default.Equals(symbol, value);
    }

    /// <summary>The key: a constant, a local, a parameter, a field of <c>this</c> or a static one.</summary>
    private static bool IsKey(IOperation key) => key.ConstantValue.HasValue || CountingLoop.Sequence(key.WithoutImplicitConversions()) is not null;

    private static bool IsCurrent(IOperation operation, Entry entry, ILocalSymbol? value) =>
        (value is not null && operation is ILocalReferenceOperation local && SymbolEqualityComparer.Default.Equals(local.Local, value))
        || entry.Is(operation);

    /// <summary>True when the operation reads the out variable or the entry anywhere.</summary>
    private static bool References(IOperation operation, Entry entry, ILocalSymbol? value)
    {
        if (IsCurrent(operation, entry, value))
        {
            return true;
        }

        foreach (var child in operation.ChildOperations)
        {
            if (References(child, entry, value))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The same constant, or the same local, parameter or field.</summary>
    private static bool SameLeaf(IOperation a, IOperation b)
    {
        a = a.WithoutImplicitConversions();
        b = b.WithoutImplicitConversions();
        if (a.ConstantValue.HasValue || b.ConstantValue.HasValue)
        {
            return a.ConstantValue.HasValue && b.ConstantValue.HasValue && Equals(a.ConstantValue.Value, b.ConstantValue.Value);
        }

        return CountingLoop.Sequence(a) is { } symbol && SymbolEqualityComparer.Default.Equals(symbol, CountingLoop.Sequence(b));
    }

    /// <summary>
    /// The out variable's scope is the enclosing block: the fix turns it into a reference into the dictionary, which a
    /// read after the rewritten statements would see updated.
    /// </summary>
    private static bool IsUsedOutside(ILocalSymbol value, StatementSyntax first, StatementSyntax last)
    {
        var scope = first.Parent switch
        {
            BlockSyntax block => block,
            SwitchSectionSyntax section => section.Parent,
            _ => null,
        };
        if (scope is null)
        {
            return false;
        }

        foreach (var token in scope.DescendantTokens())
        {
            if (token.IsKind(SyntaxKind.IdentifierToken)
                && token.ValueText == value.Name
                && (token.SpanStart < first.SpanStart || token.SpanStart >= last.Span.End))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>A <c>ref</c> local is allowed in async methods and iterators only from C# 13 on.</summary>
    private static bool AllowsRefLocal(SyntaxNode node)
    {
        if ((int)((CSharpParseOptions)node.SyntaxTree.Options).LanguageVersion >= CSharp13)
        {
            return true;
        }

        for (var current = node.Parent; current is not null; current = current.Parent)
        {
            switch (current)
            {
                case AnonymousFunctionExpressionSyntax lambda:
                    return !lambda.AsyncKeyword.IsKind(SyntaxKind.AsyncKeyword);
                case LocalFunctionStatementSyntax local:
                    return !local.Modifiers.Any(SyntaxKind.AsyncKeyword) && !Contains(local, SyntaxKind.YieldKeyword);
                case BaseMethodDeclarationSyntax method:
                    return !method.Modifiers.Any(SyntaxKind.AsyncKeyword) && !Contains(method, SyntaxKind.YieldKeyword);
                case AccessorDeclarationSyntax accessor:
                    return !Contains(accessor, SyntaxKind.YieldKeyword);
                case CompilationUnitSyntax unit:
                    // Top-level statements: an await anywhere makes the generated Main async.
                    return !Contains(unit, SyntaxKind.AwaitKeyword);
            }
        }

        return false;
    }

    /// <summary>True when the function has the keyword outside the lambdas and local functions nested in it.</summary>
    private static bool Contains(SyntaxNode function, SyntaxKind keyword)
    {
        foreach (var token in function.DescendantTokens(node => node == function || node is not (AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax)))
        {
            if (token.IsKind(keyword))
            {
                return true;
            }
        }

        return false;
    }

    private static IOperation? GetArgument(IInvocationOperation invocation, int ordinal)
    {
        foreach (var argument in invocation.Arguments)
        {
            if (argument.Parameter?.Ordinal == ordinal)
            {
                return argument.Value;
            }
        }

        return null;
    }

    /// <summary>
    /// Where the fix can put the <c>ref</c> local before the statement: in a block or a switch section, or as the body
    /// of an <c>if</c>, <c>else</c> or loop that it wraps in a block.
    /// </summary>
    private static bool CanDeclareBefore(StatementSyntax statement) => statement.Parent is BlockSyntax or SwitchSectionSyntax or ElseClauseSyntax
        or IfStatementSyntax or ForStatementSyntax or ForEachStatementSyntax or WhileStatementSyntax or DoStatementSyntax
        or UsingStatementSyntax or LockStatementSyntax or FixedStatementSyntax;

    /// <summary>What a shape matched: the statements, the initial value, and the update as an operator when it is one.</summary>
    private readonly struct Match
    {
        public Match(StatementSyntax first, StatementSyntax last, IOperation init, string? op, IOperation? operand, bool guardFirst)
        {
            First = first;
            Last = last;
            Init = init;
            Operator = op;
            Operand = operand;
            GuardFirst = guardFirst;
        }

        public StatementSyntax First { get; }

        public StatementSyntax Last { get; }

        public IOperation Init { get; }

        public string? Operator { get; }

        public IOperation? Operand { get; }

        /// <summary>The guard-then-update shape: the update applies to the initial value too.</summary>
        public bool GuardFirst { get; }
    }

    /// <summary><c>d[k]</c> for the dictionary and the key of the lookup.</summary>
    private readonly struct Entry
    {
        public Entry(INamedTypeSymbol dictionary, INamedTypeSymbol dictionaryType, INamedTypeSymbol? math, ISymbol target, IOperation key)
        {
            Dictionary = dictionary;
            Target = target;
            Key = key;
            ValueType = dictionaryType.TypeArguments[1];
            Math = math;
        }

        public INamedTypeSymbol Dictionary { get; }

        public ISymbol Target { get; }

        public IOperation Key { get; }

        public ITypeSymbol ValueType { get; }

        /// <summary><c>System.Math</c>, whose methods an update may call.</summary>
        public INamedTypeSymbol? Math { get; }

        public bool IsTarget(IOperation operation) =>
            CountingLoop.Sequence(operation.WithoutImplicitConversions()) is { } symbol && SymbolEqualityComparer.Default.Equals(symbol, Target);

        public bool IsKey(IOperation operation) => SameLeaf(operation, Key);

        public bool Is(IOperation operation) =>
            operation is IPropertyReferenceOperation { Property.IsIndexer: true, Instance: { } instance, Arguments.Length: 1 } indexer
            && SymbolEqualityComparer.Default.Equals(indexer.Property.ContainingType.OriginalDefinition, Dictionary)
            && IsTarget(instance)
            && IsKey(indexer.Arguments[0].Value);
    }

    /// <summary>The code the fix writes.</summary>
    public static class Forms
    {
        /// <summary><c>CollectionsMarshal.GetValueRefOrAddDefault(d, k, out _)++;</c> (or <c>--</c>).</summary>
        public const string Increment = "Increment";

        /// <summary><c>CollectionsMarshal.GetValueRefOrAddDefault(d, k, out _) += e;</c> (or another compound operator).</summary>
        public const string Compound = "Compound";

        /// <summary>A <c>ref</c> local to the value and <c>exists</c>, the original statements rewritten through them.</summary>
        public const string Slot = "Slot";

        public static string ForOperator(string op) => op is "++" or "--" ? Increment : Compound;
    }
}
