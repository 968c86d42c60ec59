using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Collections;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// PERF0404: <c>source.Count(c =&gt; c == x)</c> over a string, an array or a <c>List&lt;T&gt;</c> of an integral type,
/// <c>char</c> or <c>bool</c> calls the predicate once per element; <c>MemoryExtensions.Count</c> (.NET 8) compares
/// them a vector at a time: <c>source.AsSpan().Count(x)</c>, <c>CollectionsMarshal.AsSpan(list).Count(x)</c>.
/// </summary>
/// <remarks>
/// Only where the rewrite computes the same count: the source is known not to be null (<c>Enumerable.Count</c>
/// throws for null, a span of null is empty), the predicate is one <c>==</c> between its parameter and a value the
/// predicate can't change (a constant, a local, a parameter, a field of <c>this</c> or a static field), of the
/// element type or a constant that fits it. Floating-point elements are left alone (<c>NaN == NaN</c> is false,
/// <c>NaN.Equals(NaN)</c> true), and so are enums (<c>MemoryExtensions.Count</c> needs <c>IEquatable&lt;T&gt;</c>).
/// </remarks>
public sealed class UseSpanCountAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: "String", "Array" or "List": how the fix makes the span.</summary>
    internal const string SourceKey = "Source";

    /// <summary>Property: the element type's keyword when the value is a constant of another type ("byte").</summary>
    internal const string CastKey = "Cast";

    /// <summary>Property, on a loop's diagnostic: the counter's name (<c>n</c> in <c>if (c == x) n++;</c>).</summary>
    internal const string CounterKey = "Counter";

    internal const string StringSource = "String";
    internal const string ArraySource = "Array";
    internal const string ListSource = "List";
    internal const string SpanSource = "Span";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0404",
        title: "Count a value with MemoryExtensions.Count",
        messageFormat: "Use '{0}' instead of {1}: {2}",
        description: "Enumerable.Count with a predicate that compares each element with one value calls the delegate once per element, through the enumerator of an IEnumerable<T>. Over a string, an array or a List<T> of an integral type, char or bool, MemoryExtensions.Count (.NET 8 and later) compares the elements as a span, a vector at a time.",
        // Warning: precise (one equality with a value the predicate can't change, a source known not null, the
        // element types whose == is Equals), and the vectorized count is many times faster (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff UseSpanCountPayoff = new(
        "a vectorized comparison instead of a delegate call per element",
        "PERF0404/StringChar",
        "PERF0404/ByteArrayZero",
        "PERF0404/ListValue");

    internal static readonly Payoff CountingLoopPayoff = new(
        "a vectorized comparison instead of one element at a time",
        "PERF0404/StringLoop",
        "PERF0404/ArrayForLoop");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = LinqApis.Create(start.Compilation);
            var types = WellKnownTypes.Get(start.Compilation);
            var memoryExtensions = types.Get("System.MemoryExtensions");
            var collectionsMarshal = types.Get("System.Runtime.InteropServices.CollectionsMarshal");
            if (apis is null || memoryExtensions is null || !HasValueCount(memoryExtensions))
            {
                return;
            }

            var listAsSpan = collectionsMarshal is not null && !collectionsMarshal.GetMembers("AsSpan").IsEmpty;
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, listAsSpan, targets), OperationKind.Invocation);
            start.RegisterOperationAction(context => AnalyzeLoop(context, apis, listAsSpan, targets), OperationKind.Loop);
        });
    }

    /// <summary><c>MemoryExtensions.Count&lt;T&gt;(ReadOnlySpan&lt;T&gt;, T)</c>, added in .NET 8.</summary>
    private static bool HasValueCount(INamedTypeSymbol memoryExtensions)
    {
        foreach (var member in memoryExtensions.GetMembers("Count"))
        {
            if (member is IMethodSymbol { Parameters.Length: 2, TypeParameters.Length: 1 } method
                && SymbolEqualityComparer.Default.Equals(method.Parameters[1].Type, method.TypeParameters[0]))
            {
                return true;
            }
        }

        return false;
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, LinqApis apis, bool listAsSpan, ProjectTargets targets)
    {
        var count = (IInvocationOperation)context.Operation;
        var method = count.TargetMethod;
        if (method.Name != "Count"
            || method.Parameters.Length != 2
            || count.Arguments.Length != 2
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.Enumerable)
            || method.TypeArguments.Length != 1
            || !IsComparableElement(method.TypeArguments[0]))
        {
            return;
        }

        if (IsComparedWithZeroOrOne(count))
        {
            // PERF0402's: Any(predicate) stops at the first match. One call, one diagnostic.
            return;
        }

        var element = method.TypeArguments[0];
        var source = count.Arguments[0].Value.WithoutImplicitConversions();
        var kind = SourceKind(source.Type, element, apis, listAsSpan);
        // The semantic model's nullable state last: it is the one check that asks the compiler for more.
        if (kind is null
            || !TryGetComparedValue(count.Arguments[1].Value, element, context.Compilation, out var value, out var cast)
            || !targets.Allow(ProjectTargets.Net8, count.Syntax)
            || !source.IsKnownNotNull())
        {
            return;
        }

        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(SourceKey, kind);
        if (cast is not null)
        {
            properties.Add(CastKey, cast);
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            count.Syntax.GetLocation(),
            new[] { source.Syntax.GetLocation(), value.Syntax.GetLocation() },
            properties.ToImmutable(),
            Written(kind),
            "counting with a predicate",
            UseSpanCountPayoff.For(context.Compilation)));
    }

    private static string Written(string kind) => kind switch
    {
        ListSource => "CollectionsMarshal.AsSpan(list).Count(value)",
        SpanSource => "span.Count(value)",
        _ => "source.AsSpan().Count(value)",
    };

    /// <summary>
    /// <c>foreach (var c in source) if (c == x) n++;</c>, or <c>for (int i = 0; i &lt; source.Length; i++) if
    /// (source[i] == x) n++;</c> over an array or a span: a loop whose only effect is counting one value.
    /// </summary>
    private static void AnalyzeLoop(OperationAnalysisContext context, LinqApis apis, bool listAsSpan, ProjectTargets targets)
    {
        var loop = (ILoopOperation)context.Operation;
        if (CountingLoop.SingleStatement(loop.Body) is not IConditionalOperation { WhenFalse: null, Condition: IBinaryOperation { OperatorKind: BinaryOperatorKind.Equals, OperatorMethod: null, IsLifted: false } comparison } test
            || CountingLoop.SingleStatement(test.WhenTrue) is not IExpressionStatementOperation { Operation: { } step }
            || Counter(step) is not { } counter)
        {
            return;
        }

        IOperation source;
        ITypeSymbol element;
        ILocalSymbol loopVariable;
        ISymbol? indexed = null;
        switch (loop)
        {
            case IForEachLoopOperation { IsAsynchronous: false, LoopControlVariable: IVariableDeclaratorOperation { Symbol: { } variable } } forEach:
                source = forEach.Collection.WithoutImplicitConversions();
                element = variable.Type;
                loopVariable = variable;
                if (ElementType(source.Type, apis, context.Compilation) is not { } declared || !SymbolEqualityComparer.Default.Equals(declared, element))
                {
                    return;
                }

                break;
            case IForLoopOperation forLoop when forLoop.Syntax is ForStatementSyntax syntax
                && CountingLoop.Match(forLoop, syntax, out var index, out var limit)
                && limit is IPropertyReferenceOperation { Property.Name: "Length", Instance: { } instance }
                && CountingLoop.Sequence(instance) is { } sequence
                && ElementType(instance.Type, apis, context.Compilation) is { } elementType:
                source = instance;
                element = elementType;
                loopVariable = index;
                indexed = sequence;
                break;
            default:
                return;
        }

        var left = comparison.LeftOperand.WithoutImplicitConversions();
        var right = comparison.RightOperand.WithoutImplicitConversions();
        IOperation other;
        if (IsElement(left, loopVariable, indexed))
        {
            other = right;
        }
        else if (IsElement(right, loopVariable, indexed))
        {
            other = left;
        }
        else
        {
            return;
        }

        var kind = apis.IsSpan(source.Type) ? SpanSource : SourceKind(source.Type, element, apis, listAsSpan);
        if (kind is null
            || !IsComparableElement(element)
            || !IsInvariant(other, loopVariable, counter)
            || !TryConvertValue(other, element, context.Compilation, out var cast)
            || CountingLoop.Sequence(source) is null
            || !targets.Allow(ProjectTargets.Net8, loop.Syntax)
            || (kind != SpanSource && !source.IsKnownNotNull()))
        {
            return;
        }

        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(SourceKey, kind);
        properties.Add(CounterKey, counter.Name);
        if (cast is not null)
        {
            properties.Add(CastKey, cast);
        }

        var keyword = loop.Syntax switch
        {
            ForEachStatementSyntax forEachSyntax => forEachSyntax.ForEachKeyword.GetLocation(),
            ForStatementSyntax forSyntax => forSyntax.ForKeyword.GetLocation(),
            _ => loop.Syntax.GetLocation(),
        };
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            keyword,
            new[] { source.Syntax.GetLocation(), other.Syntax.GetLocation(), loop.Syntax.GetLocation() },
            properties.ToImmutable(),
            Written(kind),
            "a counting loop",
            CountingLoopPayoff.For(context.Compilation)));
    }

    /// <summary><c>n++</c>, <c>++n</c> or <c>n += 1</c> on an <c>int</c> or <c>long</c> local.</summary>
    private static ILocalSymbol? Counter(IOperation step)
    {
        var target = step switch
        {
            IIncrementOrDecrementOperation { Kind: OperationKind.Increment, IsChecked: false, OperatorMethod: null, Target: ILocalReferenceOperation local } => local,
            ICompoundAssignmentOperation { OperatorKind: BinaryOperatorKind.Add, IsChecked: false, OperatorMethod: null, Target: ILocalReferenceOperation local, Value.ConstantValue: { HasValue: true, Value: 1 } } => local,
            _ => null,
        };
        return target is { Local: { RefKind: RefKind.None, Type.SpecialType: SpecialType.System_Int32 or SpecialType.System_Int64 } local2 } ? local2 : null;
    }

    /// <summary>The element type of a string, a one-dimensional array, a <c>List&lt;T&gt;</c> or a span; null otherwise.</summary>
    private static ITypeSymbol? ElementType(ITypeSymbol? type, LinqApis apis, Compilation compilation) => type switch
    {
        { SpecialType: SpecialType.System_String } => compilation.GetSpecialType(SpecialType.System_Char),
        IArrayTypeSymbol { IsSZArray: true } array => array.ElementType,
        INamedTypeSymbol { TypeArguments.Length: 1 } named when apis.IsSpan(named) || SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, apis.ListOfT) => named.TypeArguments[0],
        _ => null,
    };

    /// <summary>
    /// The loop's current element: the <c>foreach</c> variable, or <c>sequence[index]</c> when the loop indexes
    /// <paramref name="sequence"/> (an array element, a string's or a span's indexer at the loop's index).
    /// </summary>
    private static bool IsElement(IOperation operation, ILocalSymbol loopVariable, ISymbol? sequence)
    {
        if (sequence is null)
        {
            return operation is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, loopVariable);
        }

        var index = loopVariable;
        IOperation? target;
        IOperation? at;
        switch (operation)
        {
            case IArrayElementReferenceOperation { Indices.Length: 1 } element:
                (target, at) = (element.ArrayReference, element.Indices[0]);
                break;
            case IPropertyReferenceOperation { Property.IsIndexer: true, Arguments.Length: 1, Instance: { } instance } indexer:
                (target, at) = (instance, indexer.Arguments[0].Value);
                break;
            default:
                return false;
        }

        return SymbolEqualityComparer.Default.Equals(CountingLoop.Sequence(target), sequence)
            && at.WithoutImplicitConversions() is ILocalReferenceOperation local
            && SymbolEqualityComparer.Default.Equals(local.Local, index);
    }

    /// <summary>The count is compared with 0 or 1 (<c>&gt; 0</c>, <c>== 0</c>, <c>is 0</c>, <c>&gt;= 1</c>, ...).</summary>
    private static bool IsComparedWithZeroOrOne(IInvocationOperation count)
    {
        var used = count.WithImplicitConversions().Parent;
        switch (used)
        {
            case IBinaryOperation { OperatorKind: BinaryOperatorKind.Equals or BinaryOperatorKind.NotEquals or BinaryOperatorKind.GreaterThan or BinaryOperatorKind.GreaterThanOrEqual or BinaryOperatorKind.LessThan or BinaryOperatorKind.LessThanOrEqual } binary:
                var other = ReferenceEquals(binary.LeftOperand.WithoutImplicitConversions(), count) ? binary.RightOperand : binary.LeftOperand;
                return other.ConstantValue is { HasValue: true, Value: 0 or 1 or 0L or 1L };
            case IIsPatternOperation:
                return true;
            default:
                return false;
        }
    }

    /// <summary>Element types whose <c>==</c> is their <c>IEquatable&lt;T&gt;.Equals</c>: integral types, <c>char</c>, <c>bool</c>.</summary>
    private static bool IsComparableElement(ITypeSymbol type) => type.SpecialType is
        SpecialType.System_Byte or SpecialType.System_SByte
        or SpecialType.System_Int16 or SpecialType.System_UInt16
        or SpecialType.System_Int32 or SpecialType.System_UInt32
        or SpecialType.System_Int64 or SpecialType.System_UInt64
        or SpecialType.System_Char or SpecialType.System_Boolean;

    private static string? SourceKind(ITypeSymbol? type, ITypeSymbol element, LinqApis apis, bool listAsSpan)
    {
        switch (type)
        {
            case { SpecialType: SpecialType.System_String }:
                return element.SpecialType == SpecialType.System_Char ? StringSource : null;
            case IArrayTypeSymbol { IsSZArray: true } array:
                return SymbolEqualityComparer.Default.Equals(array.ElementType, element) ? ArraySource : null;
            case INamedTypeSymbol named when listAsSpan
                && apis.ListOfT is not null
                && SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, apis.ListOfT)
                && SymbolEqualityComparer.Default.Equals(named.TypeArguments[0], element):
                return ListSource;
            default:
                return null;
        }
    }

    /// <summary>
    /// The predicate is <c>p =&gt; p == value</c> (or <c>value == p</c>), a lambda of one expression or one return,
    /// and <paramref name="value"/> is something the calls of the predicate can't change and that reads the same once
    /// as once per element. <paramref name="cast"/>: the element type's keyword where the value is a constant of
    /// another type that fits it and does not convert to it implicitly (<c>b =&gt; b == 0</c> over bytes counts
    /// <c>(byte)0</c>).
    /// </summary>
    private static bool TryGetComparedValue(IOperation predicate, ITypeSymbol element, Compilation compilation, out IOperation value, out string? cast)
    {
        value = predicate;
        cast = null;
        if (predicate.WithoutImplicitConversions() is not IDelegateCreationOperation { Target: IAnonymousFunctionOperation lambda }
            || lambda.Symbol.Parameters.Length != 1
            || lambda.Body.Operations.Length != 1
            || lambda.Body.Operations[0] is not IReturnOperation { ReturnedValue: IBinaryOperation binary }
            || binary.OperatorKind != BinaryOperatorKind.Equals
            || binary.OperatorMethod is not null
            || binary.IsLifted)
        {
            return false;
        }

        var parameter = lambda.Symbol.Parameters[0];
        var left = binary.LeftOperand.WithoutImplicitConversions();
        var right = binary.RightOperand.WithoutImplicitConversions();
        IOperation other;
        if (IsParameter(left, parameter))
        {
            other = right;
        }
        else if (IsParameter(right, parameter))
        {
            other = left;
        }
        else
        {
            return false;
        }

        if (!IsInvariant(other, parameter) || !TryConvertValue(other, element, compilation, out cast))
        {
            return false;
        }

        value = other;
        return true;
    }

    /// <summary>
    /// The compared value works as <c>Count</c>'s argument: of the element type, or a constant of another type that
    /// fits it; <paramref name="cast"/> is the element type's keyword where the call needs it to infer the element
    /// type (<c>b == 0</c> over bytes counts <c>(byte)0</c>).
    /// </summary>
    private static bool TryConvertValue(IOperation other, ITypeSymbol element, Compilation compilation, out string? cast)
    {
        cast = null;
        if (!SymbolEqualityComparer.Default.Equals(other.Type, element))
        {
            if (!other.ConstantValue.HasValue || !FitsIn(other.ConstantValue.Value, element) || other.Type?.SpecialType is SpecialType.System_Char or SpecialType.System_Boolean)
            {
                return false;
            }

            // Where the constant's type converts to the element type implicitly (an int constant counted in longs),
            // the call infers the element type without help; otherwise (an int constant counted in bytes) it needs
            // the cast.
            if (other.Type is null || !compilation.ClassifyCommonConversion(other.Type, element).IsImplicit)
            {
                cast = Keyword(element);
            }
        }

        return true;
    }

    private static bool IsParameter(IOperation operation, IParameterSymbol parameter) =>
        operation is IParameterReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Parameter, parameter);

    /// <summary>
    /// A value that reads the same once as once per element: a constant, a local or a parameter other than the ones
    /// that change per element (<paramref name="changing"/>: the predicate's parameter, or the loop's variable and
    /// <paramref name="alsoChanging"/>, its counter), a field of <c>this</c> or a static field (a predicate or a loop
    /// that only compares and counts writes none of them).
    /// </summary>
    private static bool IsInvariant(IOperation operation, ISymbol changing, ISymbol? alsoChanging = null) => operation switch
    {
        _ when operation.ConstantValue.HasValue => true,
        ILocalReferenceOperation reference => !IsEither(reference.Local, changing, alsoChanging),
        IParameterReferenceOperation reference => !IsEither(reference.Parameter, changing, alsoChanging),
        IFieldReferenceOperation { Field.IsStatic: true } => true,
        IFieldReferenceOperation { Instance: IInstanceReferenceOperation } => true,
        _ => false,
    };

    private static bool IsEither(ISymbol symbol, ISymbol first, ISymbol? second) =>
        SymbolEqualityComparer.Default.Equals(symbol, first) || SymbolEqualityComparer.Default.Equals(symbol, second);

    private static bool FitsIn(object? constant, ITypeSymbol element)
    {
        long number;
        switch (constant)
        {
            case int i:
                number = i;
                break;
            case long l:
                number = l;
                break;
            case uint u:
                number = u;
                break;
            case short s:
                number = s;
                break;
            case ushort us:
                number = us;
                break;
            case byte b:
                number = b;
                break;
            case sbyte sb:
                number = sb;
                break;
            default:
                return false;
        }

        return element.SpecialType switch
        {
            SpecialType.System_Byte => number is >= byte.MinValue and <= byte.MaxValue,
            SpecialType.System_SByte => number is >= sbyte.MinValue and <= sbyte.MaxValue,
            SpecialType.System_Int16 => number is >= short.MinValue and <= short.MaxValue,
            SpecialType.System_UInt16 => number is >= ushort.MinValue and <= ushort.MaxValue,
            SpecialType.System_Int32 => number is >= int.MinValue and <= int.MaxValue,
            SpecialType.System_UInt32 => number is >= uint.MinValue and <= uint.MaxValue,
            SpecialType.System_Int64 => true,
            SpecialType.System_UInt64 => number >= 0,
            _ => false,
        };
    }

    private static string? Keyword(ITypeSymbol element) => element.SpecialType switch
    {
        SpecialType.System_Byte => "byte",
        SpecialType.System_SByte => "sbyte",
        SpecialType.System_Int16 => "short",
        SpecialType.System_UInt16 => "ushort",
        SpecialType.System_Int32 => "int",
        SpecialType.System_UInt32 => "uint",
        SpecialType.System_Int64 => "long",
        SpecialType.System_UInt64 => "ulong",
        _ => null,
    };
}
