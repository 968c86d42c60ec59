using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0903: <c>foreach (var d in handler.GetInvocationList())</c>, a loop over a new array of the delegates that
/// <c>handler</c> calls, which nothing else sees. From .NET 9 <c>Delegate.EnumerateInvocationList(handler)</c> walks
/// the same delegates, in the same order, without the array.
/// </summary>
/// <remarks>
/// <c>GetInvocationList()</c> throws on a null delegate where <c>EnumerateInvocationList</c> yields nothing, so the
/// receiver must be known not null (the compiler's nullable analysis says so), or the code must already read null as
/// empty: <c>handler?.GetInvocationList() ?? Array.Empty&lt;Delegate&gt;()</c> (or <c>new Delegate[0]</c>).
/// </remarks>
public sealed class UseEnumerateInvocationListAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0903",
        title: "Enumerate a delegate's invocation list without an array",
        messageFormat: "Use 'Delegate.EnumerateInvocationList' instead of looping over GetInvocationList(): {0}",
        description: "GetInvocationList() allocates a new array of the delegates a multicast delegate calls. A foreach over it can use Delegate.EnumerateInvocationList (.NET 9), which walks the same delegates in the same order without the array. The rule reports only a delegate known not to be null, or code that already reads null as an empty list (?. and ?? an empty array): EnumerateInvocationList yields nothing for null where GetInvocationList throws.",
        // Warning: precise (a loop over the array only, the delegate known not null or null already read as empty), and
        // the arrays are all the loops allocate: most of the bytes gone with the handlers' own, and faster (see the docs
        // page).
        RuleLevel.Warning);

    internal static readonly Payoff EnumerateInvocationListPayoff = new(
        "no array of the delegates per loop",
        "PERF0903/Handlers");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var @delegate = start.Compilation.GetSpecialType(SpecialType.System_Delegate);
            var multicast = start.Compilation.GetSpecialType(SpecialType.System_MulticastDelegate);
            if (@delegate.TypeKind == TypeKind.Error || @delegate.GetMembers("EnumerateInvocationList").Length == 0)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeLoop(context, @delegate, multicast, targets), OperationKind.Loop);
        });
    }

    private static void AnalyzeLoop(OperationAnalysisContext context, INamedTypeSymbol @delegate, INamedTypeSymbol multicast, ProjectTargets targets)
    {
        if (context.Operation is not IForEachLoopOperation { IsAsynchronous: false } loop)
        {
            return;
        }

        var collection = loop.Collection.WithoutImplicitConversions();
        IInvocationOperation? call;
        if (collection is IInvocationOperation direct)
        {
            // handler.GetInvocationList(): throws on null, where the enumeration is empty.
            call = direct;
            if (call.Instance is not { } instance || !instance.IsKnownNotNull())
            {
                return;
            }
        }
        else if (collection is ICoalesceOperation { Value: IConditionalAccessOperation { WhenNotNull: IInvocationOperation whenNotNull }, WhenNull: var whenNull }
            && whenNotNull.Instance is IConditionalAccessInstanceOperation
            && IsEmptyDelegateArray(whenNull.WithoutImplicitConversions(), @delegate))
        {
            // handler?.GetInvocationList() ?? Array.Empty<Delegate>(): null is already an empty list.
            call = whenNotNull;
        }
        else
        {
            return;
        }

        var method = call.TargetMethod;
        if (method.Name != "GetInvocationList"
            || method.Parameters.Length != 0
            || !(SymbolEqualityComparer.Default.Equals(method.ContainingType, @delegate) || SymbolEqualityComparer.Default.Equals(method.ContainingType, multicast))
            || !targets.Allow(ProjectTargets.Net9, loop.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(Rule, collection.Syntax.GetLocation(), EnumerateInvocationListPayoff.For(context.Compilation)));
    }

    /// <summary><c>Array.Empty&lt;Delegate&gt;()</c>, <c>new Delegate[0]</c> or <c>new Delegate[] { }</c>.</summary>
    private static bool IsEmptyDelegateArray(IOperation operation, INamedTypeSymbol @delegate)
    {
        switch (operation)
        {
            case IInvocationOperation { Instance: null, TargetMethod: { Name: "Empty", TypeArguments.Length: 1, ContainingType.SpecialType: SpecialType.System_Array } empty }:
                return SymbolEqualityComparer.Default.Equals(empty.TypeArguments[0], @delegate);
            case IArrayCreationOperation { Type: IArrayTypeSymbol { ElementType: var element }, DimensionSizes: { Length: 1 } sizes }:
                return sizes[0].ConstantValue is { HasValue: true, Value: 0 } && SymbolEqualityComparer.Default.Equals(element, @delegate);
            default:
                return false;
        }
    }
}
