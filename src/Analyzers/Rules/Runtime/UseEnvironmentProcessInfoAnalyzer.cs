using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0902: <c>Process.GetCurrentProcess().Id</c> and <c>Process.GetCurrentProcess().MainModule.FileName</c>, in
/// place or through a local (a plain one, a <c>using</c> declaration or a <c>using</c> statement) that is used for
/// nothing else. <c>GetCurrentProcess</c> allocates a <c>Process</c> and opens a handle on the process; reading
/// <c>MainModule</c> enumerates every module loaded in it. From .NET 5 <c>Environment.ProcessId</c>, and from .NET 6
/// <c>Environment.ProcessPath</c>, give the same answers from values the runtime keeps.
/// </summary>
/// <remarks>
/// The file name is reached directly, through <c>MainModule!</c>, or through <c>MainModule?</c> (the null a missing
/// module gave is what <c>ProcessPath</c> gives when the path is not known). A local is reported only when its every use
/// is one of those reads: the <c>Process</c> is then not needed at all. The diagnostic of a local is on its
/// <c>GetCurrentProcess()</c> call, its additional locations are the reads.
/// </remarks>
public sealed class UseEnvironmentProcessInfoAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0902",
        title: "Use Environment.ProcessId and ProcessPath instead of the current Process",
        messageFormat: "Use {0} instead of reading it from Process.GetCurrentProcess(): {1}",
        description: "Process.GetCurrentProcess() allocates a Process object and opens a handle on the process that is rarely disposed, and its MainModule enumerates every module loaded in the process to find the first. Environment.ProcessId (.NET 5) and Environment.ProcessPath (.NET 6) return the same values without either. The rule also finds the Process kept in a local, a using declaration or a using statement, when the local is used for nothing else.",
        // Warning: precise (only a Process used for its id and path, nothing else), and the Process is all the code
        // allocates for them: the id several times faster, the path (a list of every loaded module per read) thousands
        // of times faster (see the docs page).
        RuleLevel.Warning,
        sameFinding: new[] { "CA1837", "CA1839" });

    internal static readonly Payoff ProcessPathPayoff = new(
        "no Process object, handle and list of the process's modules per read",
        "PERF0902/MainModulePath");

    internal static readonly Payoff ProcessIdPayoff = new(
        "no Process object and handle per read",
        "PERF0902/InPlaceId");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (UseEnvironmentProcessInfoApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, UseEnvironmentProcessInfoApis symbols, ProjectTargets targets)
    {
        var invocation = (IInvocationOperation)context.Operation;
        if (!SymbolEqualityComparer.Default.Equals(invocation.TargetMethod, symbols.GetCurrentProcess))
        {
            return;
        }

        if (invocation.Parent is IVariableInitializerOperation { Parent: IVariableDeclaratorOperation declarator })
        {
            AnalyzeLocal(context, invocation, declarator, symbols, targets);
            return;
        }

        var read = ReadOf(invocation, symbols);
        if (read.Operation is null || !IsAvailable(read.Member, invocation.Syntax, symbols, targets))
        {
            return;
        }

        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(Rule, read.Operation.Syntax.GetLocation(), NameOf(read.Member), PayoffOf(read.Member, context.Compilation))));
    }

    private static void AnalyzeLocal(OperationAnalysisContext context, IInvocationOperation invocation, IVariableDeclaratorOperation declarator, UseEnvironmentProcessInfoApis symbols, ProjectTargets targets)
    {
        if (LocalScope.Of(declarator) is not { } scope)
        {
            return;
        }

        var local = declarator.Symbol;
        List<Location>? reads = null;
        var members = Member.None;
        foreach (var operation in scope.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, local))
            {
                continue;
            }

            var read = ReadOf(reference, symbols);
            if (read.Operation is null)
            {
                return;
            }

            (reads ??= new List<Location>()).Add(read.Operation.Syntax.GetLocation());
            members |= read.Member;
        }

        if (reads is null || !IsAvailable(members, invocation.Syntax, symbols, targets))
        {
            return;
        }

        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(Rule, invocation.Syntax.GetLocation(), reads, NameOf(members), PayoffOf(members, context.Compilation))));
    }

    /// <summary>
    /// The read of the process's id or main module's file name that <paramref name="process"/> is the receiver of: the
    /// <c>Id</c> property, <c>MainModule.FileName</c> (or <c>MainModule!.FileName</c>, whose operations are the same),
    /// or the whole <c>MainModule?.FileName</c>.
    /// </summary>
    private static (IOperation? Operation, Member Member) ReadOf(IOperation process, UseEnvironmentProcessInfoApis symbols)
    {
        if (process.Parent is not IPropertyReferenceOperation property || property.Instance != process)
        {
            return default;
        }

        if (SymbolEqualityComparer.Default.Equals(property.Property, symbols.Id))
        {
            return (property, Member.Id);
        }

        if (!SymbolEqualityComparer.Default.Equals(property.Property, symbols.MainModule))
        {
            return default;
        }

        switch (property.Parent)
        {
            case IPropertyReferenceOperation fileName when fileName.Instance == property && SymbolEqualityComparer.Default.Equals(fileName.Property, symbols.FileName):
                return (fileName, Member.Path);
            case IConditionalAccessOperation conditional when conditional.Operation == property
                && conditional.WhenNotNull is IPropertyReferenceOperation { Instance: IConditionalAccessInstanceOperation } fileName
                && SymbolEqualityComparer.Default.Equals(fileName.Property, symbols.FileName):
                return (conditional, Member.Path);
            default:
                return default;
        }
    }

    private static bool IsAvailable(Member members, SyntaxNode node, UseEnvironmentProcessInfoApis symbols, ProjectTargets targets) =>
        ((members & Member.Id) == 0 || (symbols.HasProcessId && targets.Allow(ProjectTargets.Net5, node)))
        && ((members & Member.Path) == 0 || (symbols.HasProcessPath && targets.Allow(ProjectTargets.Net6, node)));

    private static string NameOf(Member members) => members switch
    {
        Member.Id => "'Environment.ProcessId'",
        Member.Path => "'Environment.ProcessPath'",
        _ => "'Environment.ProcessId' and 'Environment.ProcessPath'",
    };

    private static string PayoffOf(Member members, Compilation compilation) =>
        (members & Member.Path) != 0 ? ProcessPathPayoff.For(compilation) : ProcessIdPayoff.For(compilation);

    [System.Flags]
    private enum Member
    {
        None = 0,
        Id = 1,
        Path = 2,
    }

    private sealed class UseEnvironmentProcessInfoApis
    {
        private UseEnvironmentProcessInfoApis(IMethodSymbol getCurrentProcess, IPropertySymbol id, IPropertySymbol? mainModule, IPropertySymbol? fileName, bool hasProcessId, bool hasProcessPath)
        {
            GetCurrentProcess = getCurrentProcess;
            Id = id;
            MainModule = mainModule;
            FileName = fileName;
            HasProcessId = hasProcessId;
            HasProcessPath = hasProcessPath;
        }

        public IMethodSymbol GetCurrentProcess { get; }

        public IPropertySymbol Id { get; }

        public IPropertySymbol? MainModule { get; }

        public IPropertySymbol? FileName { get; }

        public bool HasProcessId { get; }

        public bool HasProcessPath { get; }

        public static UseEnvironmentProcessInfoApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Diagnostics.Process") is not { } process
                || types.Get("System.Environment") is not { } environment
                || Member<IMethodSymbol>(process, "GetCurrentProcess") is not { IsStatic: true, Parameters.Length: 0 } getCurrentProcess
                || Member<IPropertySymbol>(process, "Id") is not { } id)
            {
                return null;
            }

            var hasProcessId = Member<IPropertySymbol>(environment, "ProcessId") is { IsStatic: true };
            var hasProcessPath = Member<IPropertySymbol>(environment, "ProcessPath") is { IsStatic: true };
            if (!hasProcessId && !hasProcessPath)
            {
                return null;
            }

            var mainModule = Member<IPropertySymbol>(process, "MainModule");
            var fileName = types.Get("System.Diagnostics.ProcessModule") is { } module ? Member<IPropertySymbol>(module, "FileName") : null;
            return new UseEnvironmentProcessInfoApis(getCurrentProcess, id, mainModule, fileName, hasProcessId, hasProcessPath);
        }

        private static T? Member<T>(INamedTypeSymbol type, string name)
            where T : class, ISymbol
        {
            foreach (var member in type.GetMembers(name))
            {
                if (member is T found)
                {
                    return found;
                }
            }

            return null;
        }
    }
}
