using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0910: a <c>Stream</c> that overrides <c>Read(byte[], int, int)</c> or <c>Write(byte[], int, int)</c> but not
/// <c>Read(Span&lt;byte&gt;)</c> / <c>Write(ReadOnlySpan&lt;byte&gt;)</c> (.NET Core 2.1) leaves every span call to the
/// base, which rents an array from the shared pool, calls the array overload and copies between the two.
/// </summary>
/// <remarks>
/// A symbol action on classes. Reported on the class's name (in the declaration that holds the array override) when it
/// is not abstract, declares the array override itself, and neither it nor a base class below <c>Stream</c> overrides
/// the span overload (MemoryStream's, FileStream's and UnmanagedMemoryStream's don't count: they hand a derived type's
/// span calls to Stream's). An array override that only throws (<c>NotSupportedException</c> for a read-only stream's
/// <c>Write</c>) needs no span twin: the base's span call throws the same. Properties: <see cref="ReadKey"/> and
/// <see cref="WriteKey"/> say which overloads are missing; the fixer writes those whose array body it can turn into
/// a span body (<c>UseStreamSpanOverridesCodeFixProvider</c>).
/// </remarks>
public sealed class OverrideStreamSpanMethodsAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Present when <c>Read(Span&lt;byte&gt;)</c> is missing.</summary>
    public const string ReadKey = "Read";

    /// <summary>Present when <c>Write(ReadOnlySpan&lt;byte&gt;)</c> is missing.</summary>
    public const string WriteKey = "Write";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0910",
        title: "Override the span overloads of a custom Stream",
        messageFormat: "Override {0} in '{1}': {2}",
        description: "A Stream that overrides only the array overloads of Read and Write inherits Stream's span overloads (.NET Core 2.1), which rent an array from the shared ArrayPool, call the array overload and copy between the array and the span on every call. BinaryReader, BinaryWriter, StreamWriter, ReadExactly and most of the runtime call the span overloads. Overriding them with the stream's own span logic removes the rental and the copy.",
        RuleLevel.Suggestion);

    internal static readonly Payoff SpanPayoff = new(
        "no pooled array rented and copied on every span call",
        "PERF0910");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (StreamApis.Find(start.Compilation) is not { } apis)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterSymbolAction(context => Analyze(context, apis, targets), SymbolKind.NamedType);
        });
    }

    private static void Analyze(SymbolAnalysisContext context, StreamApis apis, ProjectTargets targets)
    {
        var type = (INamedTypeSymbol)context.Symbol;
        if (type.TypeKind != TypeKind.Class || type.IsAbstract || !type.BaseType.IsOrDerivesFrom(apis.Stream))
        {
            return;
        }

        var readOverride = apis.DeclaredOverride(type, apis.ReadArray);
        var writeOverride = apis.DeclaredOverride(type, apis.WriteArray);
        var missesRead = readOverride is not null && !OnlyThrows(readOverride, context.CancellationToken) && !apis.OverridesBelowStream(type, apis.ReadSpan);
        var missesWrite = writeOverride is not null && !OnlyThrows(writeOverride, context.CancellationToken) && !apis.OverridesBelowStream(type, apis.WriteSpan);
        if (!missesRead && !missesWrite
            || (missesRead ? readOverride! : writeOverride!).DeclaringSyntaxReferences is not { Length: 1 } references
            || references[0].GetSyntax(context.CancellationToken).Parent is not ClassDeclarationSyntax declaration
            || !targets.Allow(ProjectTargets.NetCore21, declaration))
        {
            return;
        }

        var properties = ImmutableDictionary<string, string?>.Empty;
        if (missesRead)
        {
            properties = properties.Add(ReadKey, ReadKey);
        }

        if (missesWrite)
        {
            properties = properties.Add(WriteKey, WriteKey);
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            declaration.Identifier.GetLocation(),
            properties,
            missesRead && missesWrite ? "Read(Span<byte>) and Write(ReadOnlySpan<byte>)" : missesRead ? "Read(Span<byte>)" : "Write(ReadOnlySpan<byte>)",
            type.Name,
            SpanPayoff.For(context.Compilation)));
    }

    /// <summary>An override whose body is only a <c>throw</c>: <c>=&gt; throw ...;</c> or <c>{ throw ...; }</c>.</summary>
    private static bool OnlyThrows(IMethodSymbol method, CancellationToken cancellationToken) =>
        method.DeclaringSyntaxReferences is { Length: 1 } references
        && references[0].GetSyntax(cancellationToken) is MethodDeclarationSyntax declaration
        && (declaration.ExpressionBody?.Expression is ThrowExpressionSyntax
            || declaration.Body is { Statements: { Count: 1 } statements } && statements[0] is ThrowStatementSyntax);

    /// <summary>Stream and its four overloads, when the span ones exist (.NET Core 2.1, .NET Standard 2.1).</summary>
    internal sealed class StreamApis
    {
        private StreamApis(INamedTypeSymbol stream, IMethodSymbol readArray, IMethodSymbol writeArray, IMethodSymbol readSpan, IMethodSymbol writeSpan)
        {
            Stream = stream;
            ReadArray = readArray;
            WriteArray = writeArray;
            ReadSpan = readSpan;
            WriteSpan = writeSpan;
        }

        public INamedTypeSymbol Stream { get; }

        public IMethodSymbol ReadArray { get; }

        public IMethodSymbol WriteArray { get; }

        public IMethodSymbol ReadSpan { get; }

        public IMethodSymbol WriteSpan { get; }

        public static StreamApis? Find(Compilation compilation)
        {
            if (compilation.GetTypeByMetadataName("System.IO.Stream") is not { } stream)
            {
                return null;
            }

            IMethodSymbol? readArray = null, writeArray = null, readSpan = null, writeSpan = null;
            foreach (var member in stream.GetMembers())
            {
                if (member is not IMethodSymbol { Name: "Read" or "Write", IsStatic: false } method || !(method.IsVirtual || method.IsAbstract))
                {
                    continue;
                }

                var read = method.Name == "Read";
                if (method.Parameters.Length == 3 && method.Parameters[0].Type is IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_Byte })
                {
                    _ = read ? readArray = method : writeArray = method;
                }
                else if (method.Parameters.Length == 1
                    && method.Parameters[0].Type is INamedTypeSymbol { Name: "Span" or "ReadOnlySpan", TypeArguments.Length: 1 } span
                    && span.TypeArguments[0].SpecialType == SpecialType.System_Byte)
                {
                    _ = read ? readSpan = method : writeSpan = method;
                }
            }

            return readArray is null || writeArray is null || readSpan is null || writeSpan is null
                ? null
                : new StreamApis(stream, readArray, writeArray, readSpan, writeSpan);
        }

        /// <summary>The type's own override of <paramref name="method"/>, if it declares one.</summary>
        public IMethodSymbol? DeclaredOverride(INamedTypeSymbol type, IMethodSymbol method)
        {
            foreach (var member in type.GetMembers(method.Name))
            {
                if (member is IMethodSymbol { IsOverride: true } candidate && Overrides(candidate, method))
                {
                    return candidate;
                }
            }

            return null;
        }

        /// <summary>
        /// True when the type or a base class between it and Stream overrides <paramref name="method"/> for the type.
        /// MemoryStream, FileStream and UnmanagedMemoryStream override it only for themselves: for a derived type they
        /// call Stream's, which goes through the derived array overload (checked on .NET 10.0.12), so theirs don't count.
        /// </summary>
        public bool OverridesBelowStream(INamedTypeSymbol type, IMethodSymbol method)
        {
            for (var current = type; current is not null && !SymbolEqualityComparer.Default.Equals(current, Stream); current = current.BaseType)
            {
                if (DeclaredOverride(current, method) is not null && !IsForItselfOnly(current))
                {
                    return true;
                }
            }

            return false;
        }

        private static bool IsForItselfOnly(INamedTypeSymbol type) =>
            type.Name is "MemoryStream" or "FileStream" or "UnmanagedMemoryStream"
            && type.ContainingNamespace is { Name: "IO", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } };

        /// <summary>True when <paramref name="candidate"/> overrides <paramref name="method"/>, directly or through a base's override.</summary>
        public static bool Overrides(IMethodSymbol candidate, IMethodSymbol method)
        {
            for (var overridden = candidate.OverriddenMethod; overridden is not null; overridden = overridden.OverriddenMethod)
            {
                if (SymbolEqualityComparer.Default.Equals(overridden.OriginalDefinition, method))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
