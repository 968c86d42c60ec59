using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1002: a reflection-based <c>JsonSerializer</c> serialization (<c>Serialize(value)</c>, to bytes, a writer, a
/// stream, a document, an element, a node, async) for a <c>T</c> whose metadata a <c>JsonSerializerContext</c> of the
/// project already generates. The call looks <c>T</c> up in the options' cache and serializes through metadata built by
/// reflection; the <c>JsonTypeInfo&lt;T&gt;</c> overload with the context's <c>Default.T</c> takes the generated
/// metadata and the generated code that writes the properties directly. Deserialization is not reported: reading
/// through the generated metadata measured slower than the reflection path's on .NET 10 (see the docs page).
/// </summary>
/// <remarks>
/// <para>The fix keeps what the call means. A call with no options (none, <c>null</c>, <c>default</c>,
/// <c>JsonSerializerOptions.Default</c>) uses the default options: it is reported only when the context's options are
/// the defaults too (no <c>[JsonSourceGenerationOptions]</c>, or one that sets only <c>GenerationMode</c>), and
/// <c>T</c> has no member of type <c>object</c> anywhere in its graph (the reflection resolver serializes whatever
/// such a member holds; a context only the types it lists). A call with <c>ctx.Options</c> (<c>Ctx.Default.Options</c>,
/// a context instance's) already resolves through that context: <c>ctx.T</c> is the same metadata. Any other options
/// are not the context's: silent.</para>
/// <para>Silent too: a <c>T</c> no context of the compilation has a <c>JsonTypeInfo&lt;T&gt;</c> property for (the
/// generator's output is part of the compilation the analyzer sees), a context the code can't reach, a <c>T</c> the
/// compiler considers maybe-null, the overloads taking a <c>Type</c>, and projects with a target before .NET 6 (where
/// the context may not exist).</para>
/// </remarks>
public sealed class UseGeneratedJsonMetadataAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF1002",
        title: "Serialize with the source-generated JSON metadata you already have",
        messageFormat: "Pass '{0}' to '{1}' instead of serializing through reflection: {2}",
        description: "JsonSerializer's Serialize overloads without a JsonTypeInfo look the type up in the options' cache and serialize through metadata built by reflection. When a JsonSerializerContext of the project already lists that type, the JsonTypeInfo<T> overload with the context's property serializes through the code generated with the project, which writes the properties directly. Reported only where the output is the same: no options and a context with the default options (and no member of type object in the type's graph), or the context's own options.",
        // Suggestion: precise (only calls whose output the fix keeps), but the payoff is under a warning's bar:
        // under 2x faster, and about half the bytes depending on the measurement (see the docs page).
        RuleLevel.Suggestion);

    internal static readonly Payoff JsonPayoff = new(
        "the code generated with the project writes the properties directly, no metadata cache lookup",
        "PERF1002/Serialize");

    /// <summary>A graph bigger than this many types is not walked: the call is left (no diagnostic).</summary>
    internal const int GraphLimit = 256;

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (UseGeneratedJsonMetadataApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, UseGeneratedJsonMetadataApis symbols, ProjectTargets targets)
    {
        var invocation = (IInvocationOperation)context.Operation;
        if (!SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, symbols.JsonSerializer)
            || Match(invocation, symbols, context.CancellationToken) is not { } match
            || !targets.Allow(ProjectTargets.Net6, invocation.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            invocation.Syntax.GetLocation(),
            match.Replacement,
            "JsonSerializer." + invocation.TargetMethod.Name,
            JsonPayoff.For(context.Compilation)));
    }

    /// <summary>What the fix needs for a reported call, or null when the call is not reported.</summary>
    internal static JsonMatch? Match(IInvocationOperation invocation, UseGeneratedJsonMetadataApis symbols, CancellationToken cancellationToken)
    {
        // Serialization only: reading through the generated metadata measured slower than through the reflection
        // path's (see the docs page).
        var method = invocation.TargetMethod;
        if (!method.Name.StartsWith("Serialize", System.StringComparison.Ordinal)
            || !method.IsGenericMethod
            || method.TypeArguments.Length != 1
            || symbols.Counterpart(method.OriginalDefinition) is not { } counterpart
            || method.TypeArguments[0] is not { TypeKind: not TypeKind.TypeParameter and not TypeKind.Error } type
            || invocation.SemanticModel is not { } model)
        {
            return null;
        }

        // The options argument: none, null, JsonSerializerOptions.Default, or a context's Options.
        IArgumentOperation? options = null;
        foreach (var argument in invocation.Arguments)
        {
            if (SymbolEqualityComparer.Default.Equals(argument.Parameter?.Type, symbols.Options))
            {
                options = argument;
            }
        }

        if (options is null)
        {
            return null;
        }

        var value = options.Value.WithoutImplicitConversions();
        IOperation? contextInstance = null;
        if (options.ArgumentKind != ArgumentKind.DefaultValue && !IsDefaultOptions(value, symbols))
        {
            if (value is not IPropertyReferenceOperation { Property.Name: "Options", Instance: { } instance }
                || instance.Type is not INamedTypeSymbol instanceType
                || !IsContext(instanceType, symbols))
            {
                return null;
            }

            contextInstance = instance;
        }

        // A value the compiler thinks may be null (T inferred or given as Order?) doesn't go to the generated
        // JsonTypeInfo<Order> without a warning (CS8620) or a '!': left.
        if (type is { IsReferenceType: true, NullableAnnotation: NullableAnnotation.Annotated })
        {
            return null;
        }

        var index = symbols.Index(cancellationToken);
        IPropertySymbol? property = null;
        INamedTypeSymbol? context = null;
        if (contextInstance is not null)
        {
            context = (INamedTypeSymbol)contextInstance.Type!;
            if (!index.TryGetValue(context, out var entry))
            {
                return null;
            }

            property = entry.PropertyFor(type);
        }
        else
        {
            // The first context (in declaration order) with the default options that lists the type and can be named here.
            ISymbol? within = null;
            foreach (var entry in index.Contexts)
            {
                if (entry.DefaultOptions
                    && entry.PropertyFor(type) is { } candidate
                    && model.Compilation.IsSymbolAccessibleWithin(entry.Context, within ??= model.GetEnclosingSymbol(invocation.Syntax.SpanStart, cancellationToken)?.ContainingType ?? (ISymbol)model.Compilation.Assembly))
                {
                    context = entry.Context;
                    property = candidate;
                    break;
                }
            }

            if (property is not null && !symbols.IsClosed(type))
            {
                return null;
            }
        }

        return property is null || context is null ? null : new JsonMatch(invocation, counterpart, options, context, property, contextInstance);
    }

    private static bool IsDefaultOptions(IOperation value, UseGeneratedJsonMetadataApis symbols) =>
        value.ConstantValue is { HasValue: true, Value: null }
        || value is IDefaultValueOperation
        || (value is IPropertyReferenceOperation { Instance: null, Property.Name: "Default" } property
            && SymbolEqualityComparer.Default.Equals(property.Property.ContainingType, symbols.Options));

    /// <summary>A class derived from <c>JsonSerializerContext</c> (not the base itself).</summary>
    private static bool IsContext(INamedTypeSymbol type, UseGeneratedJsonMetadataApis symbols) => type.BaseType.IsOrDerivesFrom(symbols.Context);

    /// <summary>A reported call and the context property that replaces its options.</summary>
    internal sealed class JsonMatch
    {
        public JsonMatch(IInvocationOperation invocation, IMethodSymbol counterpart, IArgumentOperation options, INamedTypeSymbol context, IPropertySymbol property, IOperation? contextInstance)
        {
            Invocation = invocation;
            Counterpart = counterpart;
            Options = options;
            Context = context;
            Property = property;
            ContextInstance = contextInstance;
            Replacement = (contextInstance is null ? context.Name + ".Default" : contextInstance.Syntax.ToString()) + "." + property.Name;
        }

        /// <summary>What the options become, as the message and the fix's title show it.</summary>
        public string Replacement { get; }

        public IInvocationOperation Invocation { get; }

        /// <summary>The overload that takes a <c>JsonTypeInfo&lt;T&gt;</c> where the call's takes the options.</summary>
        public IMethodSymbol Counterpart { get; }

        /// <summary>The options argument (implicit when the call leaves it out).</summary>
        public IArgumentOperation Options { get; }

        public INamedTypeSymbol Context { get; }

        /// <summary>The context's generated <c>JsonTypeInfo&lt;T&gt;</c> property.</summary>
        public IPropertySymbol Property { get; }

        /// <summary>The context whose <c>Options</c> the call passes, or null for the default options (<c>Context.Default</c>).</summary>
        public IOperation? ContextInstance { get; }
    }

    /// <summary>A context of the compilation: its generated properties and what its options are.</summary>
    internal sealed class ContextEntry
    {
        private readonly ImmutableArray<IPropertySymbol> _properties;

        public ContextEntry(INamedTypeSymbol context, ImmutableArray<IPropertySymbol> properties, bool defaultOptions)
        {
            Context = context;
            _properties = properties;
            DefaultOptions = defaultOptions;
        }

        public INamedTypeSymbol Context { get; }

        /// <summary>No <c>[JsonSourceGenerationOptions]</c>, or one that sets nothing but <c>GenerationMode</c>.</summary>
        public bool DefaultOptions { get; }

        /// <summary>The generated <c>JsonTypeInfo&lt;T&gt;</c> property for <paramref name="type"/>, or null.</summary>
        public IPropertySymbol? PropertyFor(ITypeSymbol type)
        {
            foreach (var property in _properties)
            {
                if (SymbolEqualityComparer.Default.Equals(((INamedTypeSymbol)property.Type).TypeArguments[0], type))
                {
                    return property;
                }
            }

            return null;
        }
    }

    internal sealed class ContextIndex
    {
        private readonly Dictionary<INamedTypeSymbol, ContextEntry> _byType;

        public ContextIndex(ImmutableArray<ContextEntry> contexts)
        {
            Contexts = contexts;
            _byType = new Dictionary<INamedTypeSymbol, ContextEntry>(SymbolEqualityComparer.Default);
            foreach (var entry in contexts)
            {
                _byType[entry.Context] = entry;
            }
        }

        public ImmutableArray<ContextEntry> Contexts { get; }

        public bool TryGetValue(INamedTypeSymbol context, out ContextEntry entry) => _byType.TryGetValue(context, out entry!);
    }

    internal sealed class UseGeneratedJsonMetadataApis
    {
        private readonly Compilation _compilation;
        private readonly ConcurrentDictionary<IMethodSymbol, IMethodSymbol?> _counterparts = new(SymbolEqualityComparer.Default);
        private readonly ConcurrentDictionary<ITypeSymbol, bool> _closed = new(SymbolEqualityComparer.Default);
        private readonly System.Func<IMethodSymbol, IMethodSymbol?> _findCounterpart;
        private ContextIndex? _index;

        private UseGeneratedJsonMetadataApis(Compilation compilation, INamedTypeSymbol jsonSerializer, INamedTypeSymbol options, INamedTypeSymbol context, INamedTypeSymbol typeInfo, INamedTypeSymbol serializable, INamedTypeSymbol generationOptions)
        {
            _compilation = compilation;
            _findCounterpart = FindCounterpart;
            JsonSerializer = jsonSerializer;
            Options = options;
            Context = context;
            TypeInfo = typeInfo;
            Serializable = serializable;
            GenerationOptions = generationOptions;
        }

        public INamedTypeSymbol JsonSerializer { get; }

        public INamedTypeSymbol Options { get; }

        public INamedTypeSymbol Context { get; }

        /// <summary><c>JsonTypeInfo&lt;T&gt;</c>, unbound.</summary>
        public INamedTypeSymbol TypeInfo { get; }

        public INamedTypeSymbol Serializable { get; }

        public INamedTypeSymbol GenerationOptions { get; }

        /// <summary>The serializer and source generation types, or null when any is missing (before .NET 6).</summary>
        public static UseGeneratedJsonMetadataApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Text.Json.JsonSerializer") is not { } serializer
                || types.Get("System.Text.Json.JsonSerializerOptions") is not { } options
                || types.Get("System.Text.Json.Serialization.JsonSerializerContext") is not { } context
                || types.Get("System.Text.Json.Serialization.Metadata.JsonTypeInfo`1") is not { } typeInfo
                || types.Get("System.Text.Json.Serialization.JsonSerializableAttribute") is not { } serializable
                || types.Get("System.Text.Json.Serialization.JsonSourceGenerationOptionsAttribute") is not { } generationOptions)
            {
                return null;
            }

            return new UseGeneratedJsonMetadataApis(compilation, serializer, options, context, typeInfo, serializable, generationOptions);
        }

        /// <summary>
        /// The <c>JsonSerializer</c> method with the same name and parameters as <paramref name="method"/> (a generic
        /// definition), but a <c>JsonTypeInfo&lt;T&gt;</c> where it takes the options; null when there is none.
        /// </summary>
        public IMethodSymbol? Counterpart(IMethodSymbol method) => _counterparts.GetOrAdd(method, _findCounterpart);

        private IMethodSymbol? FindCounterpart(IMethodSymbol method)
        {
            var typeParameter = method.TypeParameters[0];
            var expected = TypeInfo.Construct(typeParameter);
            foreach (var member in JsonSerializer.GetMembers(method.Name))
            {
                if (member is not IMethodSymbol { IsGenericMethod: true, TypeParameters.Length: 1 } candidate
                    || candidate.Parameters.Length != method.Parameters.Length
                    || SymbolEqualityComparer.Default.Equals(candidate, method))
                {
                    continue;
                }

                // Compared on the call's own type parameter.
                var constructed = candidate.Construct(typeParameter);
                var same = true;
                var replaced = false;
                for (var i = 0; i < method.Parameters.Length && same; i++)
                {
                    var original = method.Parameters[i];
                    var other = constructed.Parameters[i];
                    if (original.RefKind != other.RefKind)
                    {
                        same = false;
                    }
                    else if (SymbolEqualityComparer.Default.Equals(original.Type, Options))
                    {
                        same = SymbolEqualityComparer.Default.Equals(other.Type, expected);
                        replaced = true;
                    }
                    else
                    {
                        same = SymbolEqualityComparer.Default.Equals(original.Type, other.Type);
                    }
                }

                if (same && replaced && SymbolEqualityComparer.Default.Equals(constructed.ReturnType, method.ReturnType))
                {
                    return candidate;
                }
            }

            return null;
        }

        /// <summary>The contexts of the compilation's own source, found the first time a call needs them.</summary>
        public ContextIndex Index(CancellationToken cancellationToken)
        {
            if (Volatile.Read(ref _index) is { } index)
            {
                return index;
            }

            // Namespaces and types only (GetTypeMembers doesn't make the symbols of every method and property); the
            // members of the contexts alone.
            var contexts = ImmutableArray.CreateBuilder<ContextEntry>();
            var namespaces = new Stack<INamespaceSymbol>();
            var types = new Stack<INamedTypeSymbol>();
            namespaces.Push(_compilation.Assembly.GlobalNamespace);
            while (namespaces.Count > 0 || types.Count > 0)
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (types.Count > 0)
                {
                    var type = types.Pop();
                    foreach (var nested in type.GetTypeMembers())
                    {
                        types.Push(nested);
                    }

                    if (type.TypeKind == TypeKind.Class && !type.IsAbstract && !type.IsGenericType && IsContext(type, this) && Entry(type) is { } entry)
                    {
                        contexts.Add(entry);
                    }

                    continue;
                }

                var ns = namespaces.Pop();
                foreach (var child in ns.GetNamespaceMembers())
                {
                    namespaces.Push(child);
                }

                foreach (var type in ns.GetTypeMembers())
                {
                    types.Push(type);
                }
            }

            index = new ContextIndex(contexts.ToImmutable());
            return Interlocked.CompareExchange(ref _index, index, null) ?? index;
        }

        private ContextEntry? Entry(INamedTypeSymbol context)
        {
            // What the context lists ([JsonSerializable(typeof(T))]) and how its options are set.
            var listed = new HashSet<ITypeSymbol>(SymbolEqualityComparer.Default);
            var defaultOptions = true;
            foreach (var attribute in context.GetAttributes())
            {
                if (SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, GenerationOptions))
                {
                    defaultOptions &= attribute.ConstructorArguments.Length == 0;
                    foreach (var named in attribute.NamedArguments)
                    {
                        // Which code is generated changes nothing the options decide.
                        defaultOptions &= named.Key == "GenerationMode";
                    }
                }
                else if (SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, Serializable))
                {
                    if (attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value is ITypeSymbol type)
                    {
                        listed.Add(type);
                    }
                }
            }

            // The generated properties of the listed types (the ones for the types they hold are the generator's business).
            var properties = ImmutableArray.CreateBuilder<IPropertySymbol>();
            var hasDefault = false;
            foreach (var member in listed.Count == 0 ? ImmutableArray<ISymbol>.Empty : context.GetMembers())
            {
                if (member is not IPropertySymbol { Parameters.Length: 0, GetMethod: not null } property
                    || property.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Internal))
                {
                    continue;
                }

                if (property.IsStatic)
                {
                    hasDefault |= property.Name == "Default" && SymbolEqualityComparer.Default.Equals(property.Type, context);
                }
                else if (property.Type is INamedTypeSymbol { TypeArguments.Length: 1 } propertyType
                    && SymbolEqualityComparer.Default.Equals(propertyType.OriginalDefinition, TypeInfo)
                    && listed.Contains(propertyType.TypeArguments[0]))
                {
                    properties.Add(property);
                }
            }

            return hasDefault && properties.Count > 0 ? new ContextEntry(context, properties.ToImmutable(), defaultOptions) : null;
        }

        /// <summary>
        /// True when nothing in <paramref name="type"/>'s graph (its public members' types, their type arguments and
        /// element types, their members in turn, the project's types and the libraries' alike) is <c>object</c> or a
        /// non-generic collection: what the default options serialize by the value's run-time type, which a context
        /// resolves only for the types it lists. A graph of more than <see cref="GraphLimit"/> types counts as not closed.
        /// </summary>
        public bool IsClosed(ITypeSymbol type) => _closed.GetOrAdd(type, s_walkClosed);

        private static readonly System.Func<ITypeSymbol, bool> s_walkClosed = WalkClosed;

        private static bool WalkClosed(ITypeSymbol root)
        {
            var seen = new HashSet<ITypeSymbol>(SymbolEqualityComparer.Default);
            var pending = new Stack<ITypeSymbol>();
            pending.Push(root);
            while (pending.Count > 0)
            {
                var type = pending.Pop();
                if (!seen.Add(type))
                {
                    continue;
                }

                if (seen.Count > GraphLimit || type.SpecialType == SpecialType.System_Object || type.TypeKind is TypeKind.Dynamic or TypeKind.Error or TypeKind.TypeParameter)
                {
                    return false;
                }

                switch (type)
                {
                    case IArrayTypeSymbol array:
                        pending.Push(array.ElementType);
                        continue;
                    case INamedTypeSymbol named:
                        // A non-generic collection's elements are objects (ArrayList, IList, IEnumerable).
                        if (IsNonGenericCollection(named))
                        {
                            return false;
                        }

                        foreach (var argument in named.TypeArguments)
                        {
                            pending.Push(argument);
                        }

                        // Primitives, string, DateTime and the like hold nothing else.
                        if (named.SpecialType != SpecialType.None)
                        {
                            continue;
                        }

                        break;
                    default:
                        continue;
                }

                // The members the serializer reads, of the project's types and of the libraries' (a ProblemDetails'
                // IDictionary<string, object?> counts), with their bases'.
                for (var current = (INamedTypeSymbol?)type; current is not null && current.SpecialType != SpecialType.System_Object; current = current.BaseType)
                {
                    var inSource = current.Locations.Length > 0 && current.Locations[0].IsInSource;
                    foreach (var member in current.GetMembers())
                    {
                        // Public members, and in the project's own types others it is told to read ([JsonInclude]).
                        if (member.IsStatic || (member.DeclaredAccessibility != Accessibility.Public && !(inSource && member.GetAttributes().Length > 0)))
                        {
                            continue;
                        }

                        if (member is IPropertySymbol { Parameters.Length: 0 } property)
                        {
                            pending.Push(property.Type);
                        }
                        else if (member is IFieldSymbol { IsImplicitlyDeclared: false } field)
                        {
                            pending.Push(field.Type);
                        }
                    }
                }
            }

            return true;
        }

        /// <summary><c>IEnumerable</c> without <c>IEnumerable&lt;T&gt;</c> (string aside): elements the serializer reads as objects.</summary>
        private static bool IsNonGenericCollection(INamedTypeSymbol type)
        {
            if (type.SpecialType == SpecialType.System_String)
            {
                return false;
            }

            var nonGeneric = type.SpecialType == SpecialType.System_Collections_IEnumerable;
            foreach (var implemented in type.AllInterfaces)
            {
                if (implemented.OriginalDefinition.SpecialType == SpecialType.System_Collections_Generic_IEnumerable_T)
                {
                    return false;
                }

                nonGeneric |= implemented.SpecialType == SpecialType.System_Collections_IEnumerable;
            }

            return nonGeneric;
        }
    }
}
