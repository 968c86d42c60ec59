using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0909: an <c>RNGCryptoServiceProvider</c> made for one <c>GetBytes</c> call. The provider (obsolete since .NET 6)
/// is an object that only forwards to the shared <c>RandomNumberGenerator</c>; from .NET Core 2.1 the static
/// <c>RandomNumberGenerator.Fill(span)</c> fills the same buffer from the same source without it.
/// </summary>
/// <remarks>
/// <para>Reported when the provider is used in place (<c>new RNGCryptoServiceProvider().GetBytes(buffer)</c>) or is a
/// local (plain, a <c>using</c> declaration or a <c>using</c> statement) whose only use is one <c>GetBytes</c> statement
/// in its scope, not in a loop, lambda or local function (one provider for many calls costs nothing per call). <c>GetBytes(byte[])</c> only when the array can't be null (a
/// null array throws <c>ArgumentNullException</c> there, and would be an empty span for <c>Fill</c>): a new array, a
/// local made by <c>new byte[n]</c> and never assigned again, or what nullable analysis says is not null.
/// <c>GetBytes(Span&lt;byte&gt;)</c> always. Not reported: <c>GetBytes(array, offset, count)</c> (its exceptions for a
/// bad range differ from a slice's), <c>GetNonZeroBytes</c> (no one-shot form), a provider stored, passed or used for
/// more than one call. The diagnostic is on the creation; its additional location is the <c>GetBytes</c> call.</para>
/// <para><c>RandomNumberGenerator.Create()</c> used the same way is not reported: on .NET 8, 9 and 10 it returns a shared
/// instance, allocates nothing, and the harness measured no difference in time (docs/not-shipped.md).</para>
/// </remarks>
public sealed class UseRandomNumberGeneratorFillAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0909",
        title: "Fill random bytes with the one-shot RandomNumberGenerator API",
        messageFormat: "Use 'RandomNumberGenerator.Fill' instead of an RNGCryptoServiceProvider made for one GetBytes call: {0}",
        description: "RNGCryptoServiceProvider, obsolete since .NET 6, is an object that forwards every call to the shared cryptographic RandomNumberGenerator; a provider made to fill one buffer and then disposed is an allocation for nothing. The static RandomNumberGenerator.Fill (.NET Core 2.1) fills the same buffer from the same source without it. Reported only for a provider used for one GetBytes call whose buffer can't be null.",
        // Suggestion: half to 60% of the bytes, 1.05x-1.08x (the operating system's random source is the cost); SYSLIB0023
        // already marks the same lines. See the docs page.
        RuleLevel.Suggestion);

    internal static readonly Payoff FillPayoff = new(
        "no provider object to create and dispose",
        "PERF0909");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (RandomNumberGeneratorApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeCreate(context, symbols, targets), OperationKind.ObjectCreation);
        });
    }

    private static void AnalyzeCreate(OperationAnalysisContext context, RandomNumberGeneratorApis symbols, ProjectTargets targets)
    {
        if (Match(context.Operation, symbols, context.CancellationToken) is not { } match || !targets.Allow(ProjectTargets.NetCore21, context.Operation.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            context.Operation.Syntax.GetLocation(),
            new[] { match.GetBytes.Syntax.GetLocation() },
            FillPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// The provider <paramref name="created"/> makes and the one <c>GetBytes</c> call it is made for, with the statement
    /// that declares it when it is a local; null when it is anything else.
    /// </summary>
    internal static FillMatch? Match(IOperation created, RandomNumberGeneratorApis symbols, System.Threading.CancellationToken cancellationToken)
    {
        if (created is not IObjectCreationOperation { Constructor.Parameters.Length: 0, Initializer: null } creation
            || !SymbolEqualityComparer.Default.Equals(creation.Type, symbols.Provider))
        {
            return null;
        }

        var used = created.WithImplicitConversions();
        IOperation? declaration = null;
        IInvocationOperation? getBytes;
        if (used.Parent is IVariableInitializerOperation { Parent: IVariableDeclaratorOperation declarator })
        {
            if (LocalScope.Of(declarator) is not { } scope
                || scope.SingleUseOf(declarator.Symbol) is not { } reference
                || (declaration = LocalScope.Statement(declarator)) is null
                || (getBytes = GetBytesOn(reference, symbols, cancellationToken)) is null
                || !reference.IsOutsideLoopsWithin(scope))
            {
                return null;
            }
        }
        else if ((getBytes = GetBytesOn(used, symbols, cancellationToken)) is null)
        {
            return null;
        }

        return getBytes.Parent is IExpressionStatementOperation ? new FillMatch(created, getBytes, declaration?.Syntax) : null;
    }

    /// <summary>The <c>GetBytes(buffer)</c> call <paramref name="instance"/> is the receiver of, with a buffer that can't be null.</summary>
    private static IInvocationOperation? GetBytesOn(IOperation instance, RandomNumberGeneratorApis symbols, System.Threading.CancellationToken cancellationToken)
    {
        if (instance.Parent is not IInvocationOperation { TargetMethod: { Name: "GetBytes", IsStatic: false, Parameters.Length: 1 } method, Arguments.Length: 1 } invocation
            || invocation.Instance != instance
            || !symbols.IsGenerator(method.ContainingType))
        {
            return null;
        }

        var buffer = invocation.Arguments[0].Value;
        var parameter = method.Parameters[0].Type;
        if (SymbolEqualityComparer.Default.Equals(parameter, symbols.SpanOfByte))
        {
            return invocation;
        }

        return parameter is IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte } && buffer.IsKnownNotNullArray(cancellationToken) ? invocation : null;
    }

    internal sealed class FillMatch
    {
        public FillMatch(IOperation created, IInvocationOperation getBytes, SyntaxNode? declaration)
        {
            Created = created;
            GetBytes = getBytes;
            Declaration = declaration;
        }

        public IOperation Created { get; }

        public IInvocationOperation GetBytes { get; }

        /// <summary>The statement that declares the generator's local, or null when it is used in place.</summary>
        public SyntaxNode? Declaration { get; }
    }

    internal sealed class RandomNumberGeneratorApis
    {
        private RandomNumberGeneratorApis(INamedTypeSymbol generator, INamedTypeSymbol provider, INamedTypeSymbol spanOfByte)
        {
            Generator = generator;
            Provider = provider;
            SpanOfByte = spanOfByte;
        }

        public INamedTypeSymbol Generator { get; }

        public INamedTypeSymbol Provider { get; }

        public INamedTypeSymbol SpanOfByte { get; }

        /// <summary>The provider, or the generator it derives from: where the <c>GetBytes</c> overloads it calls are declared.</summary>
        public bool IsGenerator(INamedTypeSymbol? type) =>
            SymbolEqualityComparer.Default.Equals(type, Generator) || SymbolEqualityComparer.Default.Equals(type, Provider);

        public static RandomNumberGeneratorApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Security.Cryptography.RandomNumberGenerator") is not { } generator
                || types.Get("System.Span`1") is not { } span)
            {
                return null;
            }

            var hasFill = false;
            foreach (var member in generator.GetMembers("Fill"))
            {
                hasFill |= member is IMethodSymbol { IsStatic: true, Parameters.Length: 1 };
            }

            return !hasFill || types.Get("System.Security.Cryptography.RNGCryptoServiceProvider") is not { } provider
                ? null
                : new RandomNumberGeneratorApis(
                    generator,
                    provider,
                    span.Construct(compilation.GetSpecialType(SpecialType.System_Byte)));
        }
    }
}
