using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Hex;

/// <summary>
/// PERF0102: <c>Convert.ToHexString(x).ToLower()</c> (or <c>ToLowerInvariant()</c>, or with a culture)
/// builds the string twice; <c>Convert.ToHexStringLower(x)</c> (.NET 9+) builds it once.
/// </summary>
public sealed class UseConvertToHexStringLowerAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0102",
        title: "Use Convert.ToHexStringLower instead of ToHexString().ToLower()",
        messageFormat: "Use 'Convert.ToHexStringLower(...)' instead of lower-casing 'Convert.ToHexString(...)': {0}",
        description: "Convert.ToHexString writes upper-case digits and ToLower/ToLowerInvariant then copies the string into a second one. Convert.ToHexStringLower (.NET 9+) writes lower-case digits directly.",
        RuleLevel.Warning);

    internal static readonly Payoff UseConvertToHexStringLowerPayoff = new(
        "one string instead of two",
        "PERF0102/ToHexStringToLower");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = HexApis.Create(start.Compilation);
            if (apis is null || !apis.HasToHexStringLower)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, HexApis apis, ProjectTargets targets)
    {
        var invocation = (IInvocationOperation)context.Operation;
        var name = invocation.TargetMethod.Name;
        if ((name != "ToLower" && name != "ToLowerInvariant")
            || !UseConvertToHexStringAnalyzer.TryGetCaseCall(invocation, out var kind)
            || kind != HexCase.Lower
            || invocation.Instance is not IInvocationOperation toHex
            || !apis.IsToHexString(toHex.TargetMethod)
            || apis.FindLowerCounterpart(toHex.TargetMethod) is null
            || !targets.Allow(ProjectTargets.Net9, invocation.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            invocation.Syntax.GetLocation(),
            additionalLocations: new[] { toHex.Syntax.GetLocation() },
            UseConvertToHexStringLowerPayoff.For(context.Compilation)));
    }
}
