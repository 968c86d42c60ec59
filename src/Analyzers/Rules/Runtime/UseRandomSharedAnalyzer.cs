using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0901: <c>new Random()</c> without a seed, made for a call or a few and dropped. An unseeded <c>Random</c> seeds
/// itself from the operating system's random source and allocates its generator's state; from .NET 6
/// <c>Random.Shared</c> is one thread-safe instance with the same methods, seeded once.
/// </summary>
/// <remarks>
/// Reported: the new instance as the receiver of one <c>Random</c> method call (<c>new Random().Next(6)</c>), or a
/// local initialized with it whose every use is such a call, none of them in a loop or a lambda the declaration is not
/// in. Silent: a seeded <c>Random</c> (its sequence is reproducible), a subclass, an instance stored, passed on,
/// returned or captured, and a local used in a loop: a kept instance called many times can be faster than
/// <c>Random.Shared</c>, whose every call finds its thread's generator. Calls declared on <c>object</c> are not
/// counted as uses (<c>Random.Shared</c> is a subclass: its <c>GetType()</c> differs).
/// </remarks>
public sealed class UseRandomSharedAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0901",
        title: "Use Random.Shared instead of a new Random per call",
        messageFormat: "Use 'Random.Shared' instead of a new unseeded Random used once: {0}",
        description: "An unseeded Random seeds itself from the operating system's random source and allocates its generator's state, which costs far more than the few numbers usually drawn from it before it is dropped. From .NET 6, Random.Shared is one thread-safe instance with the same methods. The rule is silent for a seeded Random, an instance that is stored, passed on or returned, and a local used in a loop (a kept instance can be faster than Random.Shared).",
        // Warning: precise (an unseeded Random used in place, or a local with a few calls outside loops), and the new
        // generator is all the code allocates for it: every byte goes, several to hundreds of times faster (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff RandomSharedPayoff = new(
        "no generator to seed from the operating system and allocate per call",
        "PERF0901");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (start.Compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly is not { } core
                || types.Get("System.Random") is not { } random
                || !SymbolEqualityComparer.Default.Equals(random.ContainingAssembly, core)
                || random.GetMembers("Shared").Length == 0)
            {
                return;
            }

            var expressionOfT = types.Get("System.Linq.Expressions.Expression`1");
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeCreation(context, random, expressionOfT, targets), OperationKind.ObjectCreation);
        });
    }

    private static void AnalyzeCreation(OperationAnalysisContext context, INamedTypeSymbol random, INamedTypeSymbol? expressionOfT, ProjectTargets targets)
    {
        var creation = (IObjectCreationOperation)context.Operation;
        if (creation.Arguments.Length != 0
            || creation.Initializer is { Initializers.Length: > 0 }
            || !SymbolEqualityComparer.Default.Equals(creation.Type, random))
        {
            return;
        }

        // A target-typed new() sits under an implicit conversion to its own type.
        IOperation used = creation;
        if (used.Parent is IConversionOperation { IsImplicit: true } conversion && SymbolEqualityComparer.Default.Equals(conversion.Type, random))
        {
            used = conversion;
        }

        var reported = used.Parent is IVariableInitializerOperation { Parent: IVariableDeclaratorOperation { Symbol: var local } declarator }
            ? IsLocalUsedForFewCalls(declarator, local, random)
            : IsRandomCallReceiver(used, random);
        if (!reported || creation.IsInExpressionTree(expressionOfT) || !targets.Allow(ProjectTargets.Net6, creation.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(Rule, creation.Syntax.GetLocation(), RandomSharedPayoff.For(context.Compilation)));
    }

    /// <summary>The instance is the receiver of a method <c>Random</c> declares (or overrides).</summary>
    private static bool IsRandomCallReceiver(IOperation instance, INamedTypeSymbol random) =>
        instance.Parent is IInvocationOperation invocation
        && invocation.Instance == instance
        && SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, random);

    /// <summary>
    /// True when every use of the local is a <c>Random</c> call on it (at least one), and none is in a loop or a
    /// lambda or local function that the declaration is not in: such a use may draw many numbers from one instance.
    /// </summary>
    private static bool IsLocalUsedForFewCalls(IVariableDeclaratorOperation declarator, ILocalSymbol local, INamedTypeSymbol random)
    {
        if (LocalScope.Of(declarator) is not { } scope)
        {
            return false;
        }

        var uses = 0;
        foreach (var operation in scope.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, local))
            {
                continue;
            }

            if (!IsRandomCallReceiver(reference, random) || !reference.IsOutsideLoopsWithin(scope))
            {
                return false;
            }

            uses++;
        }

        return uses > 0;
    }
}
