using System;
using System.Collections.Immutable;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Rules.Hex;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;

namespace PerfAnalyzers.Tests.Robustness;

/// <summary>
/// The test infrastructure itself: an analyzer or fixer that throws must fail the test, never be swallowed (Roslyn's
/// own drivers catch exceptions and turn them into AD0001 diagnostics or silently drop a code action).
/// </summary>
public sealed class FailureSurfacingTests
{
    private const string Source = """
        using System;

        class C
        {
            string M(byte[] data) => [|BitConverter.ToString(data).Replace("-", "")|];
            string N(byte[] data) => [|BitConverter.ToString(data).Replace("-", "")|];
        }
        """;

    private const string Fixed = """
        using System;

        class C
        {
            string M(byte[] data) => Convert.ToHexString(data);
            string N(byte[] data) => Convert.ToHexString(data);
        }
        """;

    [Fact]
    public async Task Verifier_Passes_WithTheRealFixer()
    {
        await CSharpCodeFixVerifier<UseConvertToHexStringAnalyzer, UseConvertToHexStringCodeFixProvider>.VerifyCodeFixAsync(Source, Fixed);
    }

    [Fact]
    public async Task Verifier_Fails_WhenTheFixerThrowsWhileRegistering()
    {
        var exception = await Assert.ThrowsAnyAsync<Exception>(() =>
            CSharpCodeFixVerifier<UseConvertToHexStringAnalyzer, ThrowsWhileRegisteringCodeFixProvider>.VerifyCodeFixAsync(Source, Fixed));
        Assert.Contains(ThrowingFixes.Message, exception.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Verifier_Fails_WhenTheCodeActionThrows()
    {
        var exception = await Assert.ThrowsAnyAsync<Exception>(() =>
            CSharpCodeFixVerifier<UseConvertToHexStringAnalyzer, ThrowsInCodeActionCodeFixProvider>.VerifyCodeFixAsync(Source, Fixed));
        Assert.Contains(ThrowingFixes.Message, exception.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Verifier_Fails_WhenOnlyFixAllThrows()
    {
        var exception = await Assert.ThrowsAnyAsync<Exception>(() =>
            CSharpCodeFixVerifier<UseConvertToHexStringAnalyzer, ThrowsInFixAllCodeFixProvider>.VerifyCodeFixAsync(Source, Fixed));
        Assert.Contains(ThrowingFixes.Message, exception.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(FixAllScope.Document)]
    [InlineData(FixAllScope.Project)]
    public async Task BatchFixAll_Fails_WhenTheCodeActionThrows(FixAllScope scope)
    {
        // The batch fixer runs each diagnostic's action itself: an exception there must reach the test, not be dropped.
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", Markup.Parse(Source).Text) });
        var exception = await Assert.ThrowsAnyAsync<Exception>(() =>
            RoslynHost.FixAllAsync(project, new UseConvertToHexStringAnalyzer(), new ThrowsInCodeActionCodeFixProvider(), scope));
        Assert.Contains(ThrowingFixes.Message, exception.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task AnalyzerDiagnostics_Fail_WhenAnAnalyzerThrows()
    {
        var project = RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", "class C { void M() { } }") });
        var exception = await Assert.ThrowsAnyAsync<Exception>(() =>
            RoslynHost.GetAnalyzerDiagnosticsAsync(project, ImmutableArray.Create<DiagnosticAnalyzer>(new UseConvertToHexStringAnalyzer(), new ThrowingAnalyzer())));
        Assert.Contains(ThrowingFixes.Message, exception.ToString(), StringComparison.Ordinal);
    }
}

internal static class ThrowingFixes
{
    public const string Message = "Deliberate failure of a test-only fixer";
}

/// <summary>Throws from RegisterCodeFixesAsync.</summary>
public sealed class ThrowsWhileRegisteringCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseConvertToHexString);

    public override FixAllProvider GetFixAllProvider() => WellKnownFixAllProviders.BatchFixer;

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => throw new InvalidOperationException(ThrowingFixes.Message);
}

/// <summary>Registers a code action that throws when its change is computed.</summary>
public sealed class ThrowsInCodeActionCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseConvertToHexString);

    public override FixAllProvider GetFixAllProvider() => WellKnownFixAllProviders.BatchFixer;

    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        context.RegisterCodeFix(
            CodeAction.Create("Throw", _ => Task.FromException<Document>(new InvalidOperationException(ThrowingFixes.Message)), nameof(ThrowsInCodeActionCodeFixProvider)),
            context.Diagnostics);
        return Task.CompletedTask;
    }
}

/// <summary>The real fix one by one, but a Fix All provider that throws.</summary>
public sealed class ThrowsInFixAllCodeFixProvider : CodeFixProvider
{
    private readonly UseConvertToHexStringCodeFixProvider _real = new();

    public override ImmutableArray<string> FixableDiagnosticIds => _real.FixableDiagnosticIds;

    public override FixAllProvider GetFixAllProvider() => new ThrowingFixAllProvider();

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => _real.RegisterCodeFixesAsync(context);

    private sealed class ThrowingFixAllProvider : FixAllProvider
    {
        public override Task<CodeAction?> GetFixAsync(FixAllContext fixAllContext) =>
            Task.FromResult<CodeAction?>(CodeAction.Create("Throw all", _ => Task.FromException<Solution>(new InvalidOperationException(ThrowingFixes.Message))));
    }
}

// A test double, never loaded by a compiler: the rules for shipped analyzers (release tracking, no Workspaces) do not apply.
#pragma warning disable RS1001, RS1036, RS1038, RS1041, RS2008

/// <summary>Throws from a syntax-node action.</summary>
public sealed class ThrowingAnalyzer : DiagnosticAnalyzer
{
    private static readonly DiagnosticDescriptor s_rule = new("TEST0001", "Throws", "Throws", "Test", DiagnosticSeverity.Warning, isEnabledByDefault: true);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(s_rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterSyntaxNodeAction(_ => throw new InvalidOperationException(ThrowingFixes.Message), Microsoft.CodeAnalysis.CSharp.SyntaxKind.MethodDeclaration);
    }
}

#pragma warning restore RS1001, RS1036, RS1038, RS1041, RS2008
