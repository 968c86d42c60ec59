using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Collections;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0908: <c>for (int i = 0; i &lt; dest.Length; i++) dest[i] = choices[rng.Next(choices.Length)];</c>, one random
/// number per item, becomes <c>rng.GetItems&lt;T&gt;(choices, dest)</c> (.NET 8), which from .NET 9 draws one random
/// byte per item in bulk when the number of choices is a power of two up to 256.
/// </summary>
/// <remarks>
/// The generator is <c>Random.Shared</c>, a <c>Random</c> made by <c>new Random()</c> (a local, or a field written
/// nowhere else), or the static <c>RandomNumberGenerator.GetInt32</c>; never a seeded <c>Random</c> (the sequence it
/// gives is what its user relies on) nor one of unknown origin (a subclass overrides the calls GetItems makes
/// differently). The choices must be known not to be empty: GetItems throws <c>ArgumentException</c> for empty choices
/// even when there is nothing to fill. Reported on the <c>for</c> keyword. Properties: <see cref="GeneratorKey"/>
/// (<see cref="Generators"/>). Gates follow the measurements: a loop over a power-of-two set of up to 256 choices from
/// .NET 8, over any other set from .NET 10 (<see cref="OldestRuntimeFor"/>); the LINQ form
/// (<see cref="MatchRepeatSelect"/>), reported on its <c>new string(...)</c>, where every target is .NET 8 or 9.
/// </remarks>
public sealed class UseGetItemsAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The property naming the generator the fix calls GetItems on.</summary>
    public const string GeneratorKey = "Generator";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0908",
        title: "Pick random items with GetItems",
        messageFormat: "Fill the buffer with '{0}': {1}",
        description: "A loop that stores choices[rng.Next(choices.Length)] into every element of a buffer asks the generator for one random number per element. Random.GetItems and RandomNumberGenerator.GetItems (.NET 8) fill the whole buffer in one call, and from .NET 9, when the number of choices is a power of two up to 256, take one random byte per element from a single bulk request.",
        RuleLevel.Suggestion);

    internal static readonly Payoff RandomPayoff = new(
        "random bytes in bulk instead of a random number per item",
        "PERF0908/HexTokens", "PERF0908/AlphanumericIds");

    internal static readonly Payoff RepeatSelectPayoff = new(
        "no iterators, delegate and per-item calls",
        "PERF0908/RepeatSelect");

    internal static readonly Payoff CryptographicPayoff = new(
        "one request to the operating system's random source instead of one per item",
        "PERF0908/CryptoHex", "PERF0908/CryptoCodes");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (GetItemsApis.Find(start.Compilation) is not { } apis)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeLoop(context, apis, targets), OperationKind.Loop);
            if (apis.Enumerable is not null)
            {
                start.RegisterOperationAction(context => AnalyzeStringCreation(context, apis, targets), OperationKind.ObjectCreation);
            }
        });
    }

    private static void AnalyzeLoop(OperationAnalysisContext context, GetItemsApis apis, ProjectTargets targets)
    {
        if (context.Operation is not IForLoopOperation loop
            || Match(loop, apis, context.CancellationToken) is not { } match
            || OldestRuntimeFor(match.ChoiceCount) is var oldest && oldest == ProjectTargets.Net10 && !Runtimes.IsNet10OrLater(context.Compilation)
            || !targets.Allow(oldest, loop.Syntax))
        {
            return;
        }

        var syntax = (ForStatementSyntax)loop.Syntax;
        var cryptographic = match.Generator == Generators.RandomNumberGenerator;
        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            syntax.ForKeyword.GetLocation(),
            ImmutableDictionary<string, string?>.Empty.Add(GeneratorKey, match.Generator),
            cryptographic ? "RandomNumberGenerator.GetItems" : "Random.GetItems",
            cryptographic ? CryptographicPayoff.For(context.Compilation) : RandomPayoff.For(context.Compilation)));
    }

    private static void AnalyzeStringCreation(OperationAnalysisContext context, GetItemsApis apis, ProjectTargets targets)
    {
        var creation = (IObjectCreationOperation)context.Operation;
        if (creation.Type?.SpecialType != SpecialType.System_String
            || MatchRepeatSelect(creation, apis, context.CancellationToken) is not { } match
            || !targets.Allow(ProjectTargets.Net8, creation.Syntax)
            || Runtimes.IsNet10OrLater(context.Compilation)
            || targets.AnyAtLeast(ProjectTargets.Net10))
        {
            // Measured faster on .NET 8 and 9 only: on .NET 10 the LINQ form itself got faster and GetItems over a set
            // that is not a power of two measured slower than it (docs/not-shipped.md).
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            creation.Syntax.GetLocation(),
            ImmutableDictionary<string, string?>.Empty.Add(GeneratorKey, match.Generator),
            "Random.GetItems",
            RepeatSelectPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// <c>new string(Enumerable.Repeat(chars, n).Select(s =&gt; s[random.Next(s.Length)]).ToArray())</c> (the lambda may
    /// index <c>chars</c> itself), with an unseeded <c>Random</c> and non-empty constant choices; null otherwise. The
    /// match's destination is the count <c>n</c>. Shared with the fixer.
    /// </summary>
    internal static GetItemsMatch? MatchRepeatSelect(IObjectCreationOperation creation, GetItemsApis apis, CancellationToken cancellationToken)
    {
        if (creation.Arguments.Length != 1
            || creation.Arguments[0].Value.WithoutImplicitConversions() is not IInvocationOperation { TargetMethod.Name: "ToArray", Arguments.Length: 1 } toArray
            || !IsEnumerableMethod(toArray, apis)
            || toArray.Arguments[0].Value.WithoutImplicitConversions() is not IInvocationOperation { TargetMethod: { Name: "Select", TypeArguments.Length: 2 }, Arguments.Length: 2 } select
            || !IsEnumerableMethod(select, apis)
            || select.TargetMethod.TypeArguments[1].SpecialType != SpecialType.System_Char
            || select.Arguments[0].Value.WithoutImplicitConversions() is not IInvocationOperation { TargetMethod.Name: "Repeat", Arguments.Length: 2 } repeat
            || !IsEnumerableMethod(repeat, apis)
            || repeat.Arguments[0].Value.WithoutImplicitConversions() is not { Type.SpecialType: SpecialType.System_String } choices
            || CountingLoop.Sequence(choices) is null && !choices.ConstantValue.HasValue
            || ChoiceCount(choices, cancellationToken) is not (> 0 and var count)
            || select.Arguments[1].Value is not IDelegateCreationOperation { Target: IAnonymousFunctionOperation { Symbol.Parameters.Length: 1 } lambda }
            || lambda.Body.Operations.Length != 1
            || lambda.Body.Operations[0] is not IReturnOperation { ReturnedValue: IPropertyReferenceOperation { Property.IsIndexer: true, Arguments.Length: 1, Instance: { } indexed } pick }
            || pick.Arguments[0].Value is not IInvocationOperation draw
            || !(indexed is IParameterReferenceOperation parameter
                ? SymbolEqualityComparer.Default.Equals(parameter.Parameter, lambda.Symbol.Parameters[0])
                : indexed.IsSameVariable(choices) || (indexed.ConstantValue.HasValue && Equals(indexed.ConstantValue.Value, choices.ConstantValue.Value)))
            || Generator(draw, indexed, apis, cancellationToken) is not Generators.Random)
        {
            return null;
        }

        return new GetItemsMatch(repeat.Arguments[1].Value, choices, draw, select.TargetMethod.TypeArguments[1], Generators.Random, count);
    }

    private static bool IsEnumerableMethod(IInvocationOperation invocation, GetItemsApis apis) =>
        invocation.TargetMethod.IsStatic && SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, apis.Enumerable);

    /// <summary>
    /// The loop's destination, choices and generator when the loop fills every element of the destination with one
    /// random choice and nothing else; null otherwise. Shared with the fixer.
    /// </summary>
    internal static GetItemsMatch? Match(IForLoopOperation loop, GetItemsApis apis, CancellationToken cancellationToken)
    {
        if (loop.Syntax is not ForStatementSyntax syntax
            || !CountingLoop.Match(loop, syntax, out var index, out var limit)
            || CountingLoop.SingleStatement(loop.Body) is not IExpressionStatementOperation { Operation: ISimpleAssignmentOperation store }
            || !CountingLoop.IsElementAt(store.Target, index, apis.Span, null, out var stored, out var storedInstance, out var elementType, out var isArray)
            || WholeDestination(limit, stored, storedInstance, isArray, cancellationToken) is not { } lengthOf
            || CountingLoop.Sequence(lengthOf) is not { } destination
            || (isArray && !elementType.IsValueType && (!elementType.IsSealed || elementType.TypeKind == TypeKind.TypeParameter))
            || ChoiceRead(store.Value, elementType) is not var (choices, draw)
            || CountingLoop.Sequence(choices) is not { } choicesSymbol
            || SymbolEqualityComparer.Default.Equals(choicesSymbol, destination)
            || ChoiceCount(choices, cancellationToken) is not (> 0 and var count)
            || Generator(draw, choices, apis, cancellationToken) is not { } generator)
        {
            return null;
        }

        return new GetItemsMatch(lengthOf, choices, draw, elementType, generator, count);
    }

    /// <summary>
    /// The destination the loop fills whole, as the fix names it: <c>dest</c> of a bound <c>dest.Length</c> (the array
    /// or span stored into), or an array stored into that only ever holds <c>new T[n]</c> (<see cref="OperationExtensions.OnlyValue"/>)
    /// with the bound the same <c>n</c>: the same constant, or the same local or parameter written nowhere in the
    /// method. Null when the loop may fill part of it.
    /// </summary>
    private static IOperation? WholeDestination(IOperation limit, ISymbol stored, IOperation storedInstance, bool isArray, CancellationToken cancellationToken)
    {
        if (limit is IPropertyReferenceOperation { Property.Name: "Length", Instance: { } lengthOf })
        {
            return SymbolEqualityComparer.Default.Equals(CountingLoop.Sequence(lengthOf), stored) ? lengthOf : null;
        }

        var root = limit.Root();

        return isArray
            && storedInstance.OnlyValue(cancellationToken) is ArrayCreationExpressionSyntax { Initializer: null, Type.RankSpecifiers: { Count: 1 } ranks }
            && ranks[0].Sizes is { Count: 1 } sizes
            && sizes[0] is var size
            && storedInstance.SemanticModel is { } model
            && size.SyntaxTree == model.SyntaxTree
            && (limit.ConstantValue is { HasValue: true, Value: int bound }
                ? model.GetConstantValue(size, cancellationToken) is { HasValue: true, Value: int length } && length == bound
                : CountingLoop.Sequence(limit) is ILocalSymbol or IParameterSymbol
                    && SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(size, cancellationToken).Symbol, CountingLoop.Sequence(limit))
                    && !limit.IsWrittenIn(root))
                ? storedInstance
                : null;
    }

    /// <summary>
    /// <c>choices[draw]</c> of the destination's element type itself (no conversion on the way): an element of an array
    /// of it, or a <c>char</c> of a string.
    /// </summary>
    private static (IOperation Choices, IInvocationOperation Draw)? ChoiceRead(IOperation value, ITypeSymbol elementType)
    {
        switch (value)
        {
            case IArrayElementReferenceOperation { Indices.Length: 1, ArrayReference: { Type: IArrayTypeSymbol { IsSZArray: true } array } reference } element
                when SymbolEqualityComparer.Default.Equals(array.ElementType, elementType)
                && element.Indices[0] is IInvocationOperation draw:
                return (reference, draw);
            case IPropertyReferenceOperation { Property.IsIndexer: true, Arguments.Length: 1, Instance: { Type.SpecialType: SpecialType.System_String } text } indexer
                when elementType.SpecialType == SpecialType.System_Char
                && indexer.Arguments[0].Value is IInvocationOperation draw:
                return (text, draw);
            default:
                return null;
        }
    }

    /// <summary>
    /// Which generator <paramref name="draw"/> asks for an index below <c>choices.Length</c>: <c>rng.Next(n)</c>,
    /// <c>rng.Next(0, n)</c>, <c>RandomNumberGenerator.GetInt32(n)</c> or <c>GetInt32(0, n)</c>, with <c>n</c> the
    /// length of the same choices. Null for any other call or a generator that may be seeded or derived.
    /// </summary>
    private static string? Generator(IInvocationOperation draw, IOperation choices, GetItemsApis apis, CancellationToken cancellationToken)
    {
        var method = draw.TargetMethod;
        var bound = draw.Arguments.Length switch
        {
            1 => draw.Arguments[0].Value,
            2 when draw.Arguments[0].Value.ConstantValue is { HasValue: true, Value: 0 } => draw.Arguments[1].Value,
            _ => null,
        };
        if (bound is not IPropertyReferenceOperation { Property.Name: "Length", Instance: { } measured }
            || !measured.IsSameVariable(choices))
        {
            return null;
        }

        if (method.Name == "GetInt32" && method.IsStatic && SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.RandomNumberGenerator))
        {
            return Generators.RandomNumberGenerator;
        }

        return method.Name == "Next" && !method.IsStatic && SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.Random)
            && draw.Instance is { } instance && IsUnseeded(instance, apis, cancellationToken)
                ? Generators.Random
                : null;
    }

    /// <summary>
    /// <c>Random.Shared</c>, or a variable whose <see cref="OperationExtensions.OnlyValue"/> is <c>new Random()</c> with
    /// no arguments (checked by name, and by type where the declaration is in the same file).
    /// </summary>
    private static bool IsUnseeded(IOperation instance, GetItemsApis apis, CancellationToken cancellationToken)
    {
        if (instance is IPropertyReferenceOperation { Property: { Name: "Shared", IsStatic: true } shared })
        {
            return SymbolEqualityComparer.Default.Equals(shared.ContainingType, apis.Random);
        }

        return SymbolEqualityComparer.Default.Equals(instance.Type, apis.Random)
            && instance.OnlyValue(cancellationToken) is { } value
            && value switch
            {
                ObjectCreationExpressionSyntax { ArgumentList.Arguments.Count: 0, Initializer: null, Type: var type } => type is IdentifierNameSyntax { Identifier.ValueText: "Random" } or QualifiedNameSyntax { Right.Identifier.ValueText: "Random" } or AliasQualifiedNameSyntax { Name.Identifier.ValueText: "Random" },
                ImplicitObjectCreationExpressionSyntax { ArgumentList.Arguments.Count: 0, Initializer: null } => true,
                _ => false,
            }
            && (instance.SemanticModel is not { } model
                || value.SyntaxTree != model.SyntaxTree
                || SymbolEqualityComparer.Default.Equals(model.GetTypeInfo(value, cancellationToken).Type, apis.Random));
    }

    /// <summary>
    /// How many choices there are, when they are known and not empty (GetItems throws for empty choices, where the loop
    /// did nothing for an empty destination); 0 otherwise. Known: a non-empty constant string, or a variable whose
    /// <see cref="OperationExtensions.OnlyValue"/> is a non-empty string literal, <c>"...".ToCharArray()</c> of one, or
    /// an array made with a non-empty initializer.
    /// </summary>
    private static int ChoiceCount(IOperation choices, CancellationToken cancellationToken) =>
        choices.ConstantValue is { HasValue: true, Value: string { Length: > 0 } constant }
            ? constant.Length
            : choices.OnlyValue(cancellationToken) is { } value ? CountOf(value) : 0;

    /// <summary>
    /// The number of choices an expression always makes: a string literal's characters, an array creation's or
    /// initializer's elements, the characters of <c>"text".ToCharArray()</c>; 0 for anything else.
    /// </summary>
    private static int CountOf(SyntaxNode value) => value switch
    {
        LiteralExpressionSyntax { RawKind: (int)SyntaxKind.StringLiteralExpression } literal => literal.Token.ValueText.Length,
        ArrayCreationExpressionSyntax { Initializer: { } initializer } => initializer.Expressions.Count,
        ImplicitArrayCreationExpressionSyntax { Initializer: var initializer } => initializer.Expressions.Count,
        InitializerExpressionSyntax { RawKind: (int)SyntaxKind.ArrayInitializerExpression } initializer => initializer.Expressions.Count,
        InvocationExpressionSyntax
        {
            ArgumentList.Arguments.Count: 0,
            Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "ToCharArray", Expression: LiteralExpressionSyntax { RawKind: (int)SyntaxKind.StringLiteralExpression } text },
        } => text.Token.ValueText.Length,
        _ => 0,
    };

    /// <summary>
    /// The oldest runtime the loop form is offered for: measured faster from .NET 8 for a power-of-two set of up to
    /// 256 choices (bulk random bytes, masked), only from .NET 10 for other sets (docs/not-shipped.md has .NET 8 and 9).
    /// </summary>
    internal static int OldestRuntimeFor(int choiceCount) =>
        choiceCount <= 256 && (choiceCount & (choiceCount - 1)) == 0 ? ProjectTargets.Net8 : ProjectTargets.Net10;

    /// <summary>The generators the fix calls GetItems on.</summary>
    public static class Generators
    {
        /// <summary>An unseeded <c>System.Random</c> (<c>Random.Shared</c> or <c>new Random()</c>).</summary>
        public const string Random = "Random";

        /// <summary>The static <c>RandomNumberGenerator.GetItems</c>.</summary>
        public const string RandomNumberGenerator = "RandomNumberGenerator";
    }
}

/// <summary>A loop PERF0908 rewrites: the destination and choices as the loop reads them, the draw, the element type.</summary>
internal sealed class GetItemsMatch
{
    public GetItemsMatch(IOperation destination, IOperation choices, IInvocationOperation draw, ITypeSymbol elementType, string generator, int choiceCount)
    {
        ChoiceCount = choiceCount;
        Destination = destination;
        Choices = choices;
        Draw = draw;
        ElementType = elementType;
        Generator = generator;
    }

    /// <summary>The destination as the loop's bound reads it (<c>dest</c> of <c>dest.Length</c>).</summary>
    public IOperation Destination { get; }

    /// <summary>The choices as the loop indexes them.</summary>
    public IOperation Choices { get; }

    /// <summary>The call that draws the index (<c>rng.Next(n)</c>, <c>RandomNumberGenerator.GetInt32(n)</c>).</summary>
    public IInvocationOperation Draw { get; }

    public ITypeSymbol ElementType { get; }

    /// <summary>One of <see cref="UseGetItemsAnalyzer.Generators"/>.</summary>
    public string Generator { get; }

    /// <summary>How many choices there are (known, never 0).</summary>
    public int ChoiceCount { get; }
}

/// <summary>The types PERF0908 needs, resolved once per compilation; null where GetItems does not exist (before .NET 8).</summary>
internal sealed class GetItemsApis
{
    private GetItemsApis(INamedTypeSymbol random, INamedTypeSymbol? randomNumberGenerator, INamedTypeSymbol span, INamedTypeSymbol? enumerable)
    {
        Enumerable = enumerable;
        Random = random;
        RandomNumberGenerator = randomNumberGenerator;
        Span = span;
    }

    public INamedTypeSymbol Random { get; }

    /// <summary>Null where the compilation has no <c>RandomNumberGenerator</c> with <c>GetItems</c>.</summary>
    public INamedTypeSymbol? RandomNumberGenerator { get; }

    public INamedTypeSymbol Span { get; }

    /// <summary><c>System.Linq.Enumerable</c>, null where the compilation has no LINQ.</summary>
    public INamedTypeSymbol? Enumerable { get; }

    public static GetItemsApis? Find(Compilation compilation)
    {
        var types = WellKnownTypes.Get(compilation);
        if (types.Get("System.Random") is not { } random
            || types.Get("System.Span`1") is not { } span
            || random.GetMembers("GetItems").IsEmpty)
        {
            return null;
        }

        var cryptographic = types.Get("System.Security.Cryptography.RandomNumberGenerator");
        return new GetItemsApis(random, cryptographic is not null && !cryptographic.GetMembers("GetItems").IsEmpty ? cryptographic : null, span, types.Get("System.Linq.Enumerable"));
    }
}
