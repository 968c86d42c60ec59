using System;
using System.Collections.Concurrent;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Sealing;

/// <summary>
/// What the sealing rules (PERF0201, PERF0202) know about who can see a type from outside the compilation: its
/// effective visibility, the assembly's friend assemblies ([InternalsVisibleTo], read once per compilation), the
/// option that ignores them, and which trees are generated (cached: the rules analyze generated code).
/// </summary>
internal sealed class AssemblyBoundary
{
    /// <summary>The friend assembly of Castle DynamicProxy (Moq, NSubstitute, FakeItEasy): it derives from classes and overrides their virtual members at run time.</summary>
    public const string DynamicProxyAssemblyName = "DynamicProxyGenAssembly2";

    private readonly AnalyzerOptions _options;
    private readonly string _ignoreInternalsVisibleToOption;
    private readonly bool _hasFriendAssembly;
    private readonly bool _hasProxyFriendAssembly;
    private readonly INamedTypeSymbol? _comImportAttribute;
    private readonly INamedTypeSymbol? _benchmarkAttribute;
    private readonly INamedTypeSymbol? _autofacInterceptAttribute;
    private readonly INamedTypeSymbol? _windsorInterceptorAttribute;
    private readonly INamedTypeSymbol? _generatedCodeAttribute;
    private readonly ConcurrentDictionary<SyntaxTree, bool> _generatedTrees = new();

    public AssemblyBoundary(Compilation compilation, AnalyzerOptions options, string ignoreInternalsVisibleToOption)
    {
        _options = options;
        _ignoreInternalsVisibleToOption = ignoreInternalsVisibleToOption;
        Assembly = compilation.Assembly;
        var types = WellKnownTypes.Get(compilation);
        _comImportAttribute = types.Get("System.Runtime.InteropServices.ComImportAttribute");

        // BenchmarkDotNet derives from the benchmark class at run time (its validator rejects a sealed one).
        _benchmarkAttribute = types.Get("BenchmarkDotNet.Attributes.BenchmarkAttribute");

        // Containers that put class interceptors on a type by attribute derive a proxy class from it at run time:
        // Autofac's [Intercept] (with EnableClassInterceptors) and Castle Windsor's [Interceptor].
        _autofacInterceptAttribute = types.Get("Autofac.Extras.DynamicProxy.InterceptAttribute");
        _windsorInterceptorAttribute = types.Get("Castle.Core.InterceptorAttribute");
        _generatedCodeAttribute = types.Get("System.CodeDom.Compiler.GeneratedCodeAttribute");
        var internalsVisibleTo = types.Get("System.Runtime.CompilerServices.InternalsVisibleToAttribute");
        if (internalsVisibleTo is null)
        {
            return;
        }

        foreach (var attribute in Assembly.GetAttributes())
        {
            if (!SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, internalsVisibleTo))
            {
                continue;
            }

            _hasFriendAssembly = true;
            if (attribute.ConstructorArguments.Length == 1
                && attribute.ConstructorArguments[0].Value is string friend
                && friend.StartsWith(DynamicProxyAssemblyName, StringComparison.Ordinal)
                && (friend.Length == DynamicProxyAssemblyName.Length || friend[DynamicProxyAssemblyName.Length] == ','))
            {
                _hasProxyFriendAssembly = true;
            }
        }
    }

    public IAssemblySymbol Assembly { get; }

    /// <summary>
    /// True when the assembly has a friend that can subclass at run time (DynamicProxyGenAssembly2): then no
    /// internal type is hidden, whatever the option says.
    /// </summary>
    public bool HasProxyFriendAssembly => _hasProxyFriendAssembly;

    public bool IsDeclaredHere(ISymbol symbol) => SymbolEqualityComparer.Default.Equals(symbol.ContainingAssembly, Assembly);

    /// <summary>
    /// True when no friend assembly can derive from the type: it is private (or file-local, or nested in such a
    /// type), or the assembly has no [InternalsVisibleTo], or the option says to ignore it. A friend assembly named
    /// DynamicProxyGenAssembly2 (mocking) is never ignored: proxies derive from classes at run time.
    /// </summary>
    public bool IsHiddenFromFriends(INamedTypeSymbol type, SyntaxTree tree)
    {
        if (!_hasFriendAssembly || GetVisibility(type) == TypeVisibility.Private)
        {
            return true;
        }

        if (_hasProxyFriendAssembly)
        {
            return false;
        }

        return ReadIgnoreInternalsVisibleTo(tree);
    }

    private bool ReadIgnoreInternalsVisibleTo(SyntaxTree tree)
    {
        var provider = _options.AnalyzerConfigOptionsProvider;
        if (!provider.GetOptions(tree).TryGetValue(_ignoreInternalsVisibleToOption, out var value)
            && !provider.GlobalOptions.TryGetValue(_ignoreInternalsVisibleToOption, out value))
        {
            return false;
        }

        // An unknown value is ignored: the default (respect [InternalsVisibleTo]).
        return bool.TryParse(value?.Trim(), out var ignore) && ignore;
    }

    public bool IsGenerated(SyntaxTree tree, CancellationToken cancellationToken)
    {
        if (_generatedTrees.TryGetValue(tree, out var generated))
        {
            return generated;
        }

        generated = GeneratedCode.IsGenerated(tree, _options, cancellationToken);
        _generatedTrees.TryAdd(tree, generated);
        return generated;
    }

    /// <summary>
    /// True when the symbol, a type containing it, its module or its assembly has [GeneratedCode]: code the compiler
    /// treats as generated wherever its file is. The sealing rules ask for their diagnostics in generated code too
    /// (<see cref="GeneratedCodeAnalysisFlags.ReportDiagnostics"/>, so that the driver doesn't look for generated code
    /// around each one, a pass over the file's declarations) and leave such code out themselves, here and with
    /// <see cref="IsGenerated"/>.
    /// </summary>
    public bool HasGeneratedCodeAttribute(ISymbol symbol)
    {
        if (_generatedCodeAttribute is null)
        {
            return false;
        }

        for (var current = symbol; current is not null; current = current.ContainingSymbol)
        {
            if (current.Kind != SymbolKind.Namespace && HasAttribute(current, _generatedCodeAttribute))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>True when some declaration of the symbol is in generated code (which a fix can't edit).</summary>
    public bool HasGeneratedDeclaration(ISymbol symbol, CancellationToken cancellationToken)
    {
        foreach (var reference in symbol.DeclaringSyntaxReferences)
        {
            if (IsGenerated(reference.SyntaxTree, cancellationToken))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// Types whose subclasses or members something outside the compiler's view relies on: COM imports, the class of
    /// top-level statements, BenchmarkDotNet benchmark classes and classes given interceptors by attribute (derived
    /// from at run time).
    /// </summary>
    public bool IsSpecial(INamedTypeSymbol type) =>
        IsTopLevelProgram(type)
        || HasAttribute(type, _comImportAttribute)
        || HasAttribute(type, _autofacInterceptAttribute)
        || HasAttribute(type, _windsorInterceptorAttribute)
        || HasBenchmarks(type);

    /// <summary>The class of top-level statements (it holds <c>&lt;Main&gt;$</c>).</summary>
    private static bool IsTopLevelProgram(INamedTypeSymbol type) =>
        type.ContainingType is null
        && type.Name == "Program"
        && !type.GetMembers(WellKnownMemberNames.TopLevelStatementsEntryPointMethodName).IsEmpty;

    /// <summary>A BenchmarkDotNet benchmark class: a method with [Benchmark] (only looked for when BenchmarkDotNet is referenced).</summary>
    private bool HasBenchmarks(INamedTypeSymbol type)
    {
        if (_benchmarkAttribute is null)
        {
            return false;
        }

        foreach (var member in type.GetMembers())
        {
            if (member is IMethodSymbol { MethodKind: MethodKind.Ordinary } method && HasAttribute(method, _benchmarkAttribute))
            {
                return true;
            }
        }

        return false;
    }

    private static bool HasAttribute(ISymbol type, INamedTypeSymbol? attributeType)
    {
        if (attributeType is null)
        {
            return false;
        }

        foreach (var attribute in type.GetAttributes())
        {
            if (SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, attributeType))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>Effective accessibility: a public class nested in an internal one is internal.</summary>
    public static TypeVisibility GetVisibility(INamedTypeSymbol type)
    {
        var visibility = TypeVisibility.Public;
        for (var current = type; current is not null; current = current.ContainingType)
        {
            if (current.IsFileLocal)
            {
                return TypeVisibility.Private;
            }

            switch (current.DeclaredAccessibility)
            {
                case Accessibility.Private:
                    return TypeVisibility.Private;
                case Accessibility.Internal:
                case Accessibility.ProtectedAndInternal:
                case Accessibility.NotApplicable:
                    visibility = TypeVisibility.Internal;
                    break;
            }
        }

        return visibility;
    }
}

/// <summary>Who can see a type: everyone, the assembly (and its friends), or only its containing type or file.</summary>
internal enum TypeVisibility
{
    Public,
    Internal,
    Private,
}
