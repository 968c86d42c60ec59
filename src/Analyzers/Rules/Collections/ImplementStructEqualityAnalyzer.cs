using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Sealing;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0810: a struct without equality of its own, used as the key of a <c>Dictionary</c>, <c>HashSet</c> or
/// <c>ConcurrentDictionary</c>, of a LINQ operator that hashes keys, searched for in a list or compared with
/// <c>Equals</c>. Each comparison then goes through <c>ValueType.Equals(object)</c>: both values boxed, and for a
/// struct with a reference field or padding, every field read through reflection; <c>ValueType.GetHashCode</c> hashes
/// only the first field of such a struct. Implementing <c>IEquatable&lt;T&gt;</c>, <c>Equals(object)</c> and
/// <c>GetHashCode()</c> compares the fields directly.
/// </summary>
/// <remarks>
/// A compilation-end rule, reported once on the struct's declaration: the compilation's start collects the candidate
/// structs from the assembly's declared types (cheap checks of their symbols; without a candidate nothing else is
/// registered), operation actions on object creations and invocations note the candidates used as keys, and the end
/// action reports them. A keyed struct's struct fields are
/// compared through their own <c>Equals</c>, so a candidate that is a field of a keyed candidate is reported too.
/// Candidates: a non-generic, non-record, non-ref struct with at least one instance field, no <c>Equals</c>,
/// <c>GetHashCode</c> or <c>==</c> member of its own, no <c>IEquatable&lt;T&gt;</c> of itself, no explicit layout, fixed
/// buffer, inline array, pointer field, field-like event or primary constructor, not nested in a generic type, and not public in a library
/// (its equality is the library's API). A use that passes a comparer is not a use of the struct's equality.
/// </remarks>
public sealed class ImplementStructEqualityAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0810",
        title: "Give struct keys equality of their own",
        messageFormat: "Give '{0}' equality of its own: {1}",
        description: "A struct that neither implements IEquatable<T> nor overrides Equals and GetHashCode is compared by ValueType.Equals(object): both values are boxed, and a struct with a reference field or padding between fields has every field read through reflection. ValueType.GetHashCode then hashes only its first field. Used as a dictionary or set key, searched for in a list or compared with Equals, each comparison pays that. The fix implements IEquatable<T>, Equals(object) and GetHashCode() comparing the same fields the same way (floating-point fields with Equals: NaN equals NaN and -0.0 equals 0.0, as ValueType.Equals compares them).",
        RuleLevel.Warning,
        compilationEnd: true);

    internal static readonly Payoff EqualityPayoff = new(
        "keys compared and hashed without boxing or reflection",
        "PERF0810");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            var targets = ProjectTargets.Read(start.Options);

            // The fix's GetHashCode needs System.HashCode (.NET Core 2.1), and every target of the project must have it.
            if (types.Get("System.HashCode") is null
                || types.Get("System.IEquatable`1") is not { } equatable
                || !targets.AllAtLeast(ProjectTargets.NetCore21))
            {
                return;
            }

            // The candidates first, from the assembly's declared types (no syntax is read): without one, nothing
            // is registered, and the creations and invocations of the compilation are never looked at.
            var state = new EqualityState(start.Compilation, equatable, types);
            if (!state.FindCandidates(start.Compilation.Assembly.GlobalNamespace, start.CancellationToken))
            {
                return;
            }

            start.RegisterOperationAction(state.AnalyzeCreation, OperationKind.ObjectCreation);
            start.RegisterOperationAction(state.AnalyzeInvocation, OperationKind.Invocation);
            start.RegisterCompilationEndAction(state.Report);
        });
    }

    /// <summary>What one compilation's analysis collects: the candidate structs and the structs used as keys.</summary>
    private sealed class EqualityState
    {
        private readonly bool _isApplication;
        private readonly INamedTypeSymbol _equatable;
        private readonly INamedTypeSymbol? _dictionary;
        private readonly INamedTypeSymbol? _hashSet;
        private readonly INamedTypeSymbol? _concurrentDictionary;
        private readonly INamedTypeSymbol? _list;
        private readonly INamedTypeSymbol? _enumerable;
        private readonly INamedTypeSymbol? _array;
        private readonly INamedTypeSymbol? _equalityComparer;
        private readonly INamedTypeSymbol? _structLayout;
        private readonly INamedTypeSymbol? _inlineArray;

        // Filled at the compilation's start, read only after.
        private readonly HashSet<INamedTypeSymbol> _candidates = new(SymbolEqualityComparer.Default);
        private readonly ConcurrentDictionary<INamedTypeSymbol, byte> _keyed = new(SymbolEqualityComparer.Default);

        public EqualityState(Compilation compilation, INamedTypeSymbol equatable, WellKnownTypes types)
        {
            _isApplication = compilation.Options.OutputKind is OutputKind.ConsoleApplication or OutputKind.WindowsApplication or OutputKind.WindowsRuntimeApplication;
            _equatable = equatable;
            _dictionary = types.Get("System.Collections.Generic.Dictionary`2");
            _hashSet = types.Get("System.Collections.Generic.HashSet`1");
            _concurrentDictionary = types.Get("System.Collections.Concurrent.ConcurrentDictionary`2");
            _list = types.Get("System.Collections.Generic.List`1");
            _enumerable = types.Get("System.Linq.Enumerable");
            _array = compilation.GetSpecialType(SpecialType.System_Array);
            _equalityComparer = types.Get("System.Collections.Generic.IEqualityComparer`1");
            _structLayout = types.Get("System.Runtime.InteropServices.StructLayoutAttribute");
            _inlineArray = types.Get("System.Runtime.CompilerServices.InlineArrayAttribute");
        }

        /// <summary>Collects the candidate structs of <paramref name="root"/> and its nested namespaces and types; true when there is one.</summary>
        public bool FindCandidates(INamespaceSymbol root, System.Threading.CancellationToken cancellationToken)
        {
            var namespaces = new Stack<INamespaceSymbol>();
            var types = new Stack<INamedTypeSymbol>();
            namespaces.Push(root);
            while (namespaces.Count > 0)
            {
                cancellationToken.ThrowIfCancellationRequested();
                var current = namespaces.Pop();
                foreach (var nested in current.GetNamespaceMembers())
                {
                    namespaces.Push(nested);
                }

                foreach (var type in current.GetTypeMembers())
                {
                    types.Push(type);
                }

                while (types.Count > 0)
                {
                    var type = types.Pop();
                    if (type.TypeKind == TypeKind.Struct && IsCandidate(type))
                    {
                        _candidates.Add(type);
                    }

                    // Nested types; a generic type's are never candidates (their fields may be of its type parameters).
                    if (!type.IsGenericType)
                    {
                        foreach (var nested in type.GetTypeMembers())
                        {
                            types.Push(nested);
                        }
                    }
                }
            }

            return _candidates.Count > 0;
        }

        /// <summary><c>new Dictionary&lt;S, V&gt;()</c>, <c>new HashSet&lt;S&gt;(items)</c>: no comparer argument.</summary>
        public void AnalyzeCreation(OperationAnalysisContext context)
        {
            var creation = (IObjectCreationOperation)context.Operation;
            if (creation.Type is not INamedTypeSymbol { IsGenericType: true } created)
            {
                return;
            }

            var definition = created.OriginalDefinition;
            if ((SymbolEqualityComparer.Default.Equals(definition, _dictionary)
                    || SymbolEqualityComparer.Default.Equals(definition, _hashSet)
                    || SymbolEqualityComparer.Default.Equals(definition, _concurrentDictionary))
                && !TakesComparer(creation.Constructor))
            {
                NoteKey(created.TypeArguments[0], 0);
            }
        }

        /// <summary>
        /// The LINQ operators that hash or compare keys, a list's search, <c>Array.IndexOf</c>, and
        /// <c>s.Equals(other)</c> on the struct itself (<c>ValueType.Equals</c>); the overloads without a comparer.
        /// </summary>
        public void AnalyzeInvocation(OperationAnalysisContext context)
        {
            var invocation = (IInvocationOperation)context.Operation;
            var method = invocation.TargetMethod;
            var containing = method.ContainingType;
            if (containing is null)
            {
                return;
            }

            // The containing type first (a reference compare), the name only for the few types that matter: most
            // invocations are of none of them, and a switch on the name would hash it for each.
            if (containing.SpecialType == SpecialType.System_ValueType)
            {
                // s.Equals(other) on a struct without an Equals of its own.
                if (method.Name == "Equals" && invocation.Instance is { Type: { TypeKind: TypeKind.Struct } receiver })
                {
                    NoteKey(receiver, 0);
                }
            }
            else if (SymbolEqualityComparer.Default.Equals(containing, _enumerable))
            {
                // The name before the parameters: most LINQ calls are Select, Where, ToList...
                var key = method.Name switch
                {
                    "GroupBy" or "ToDictionary" or "ToLookup" or "DistinctBy" or "CountBy" or "AggregateBy" => 1,
                    "ToHashSet" or "Distinct" or "Contains" => 0,
                    _ => -1,
                };
                if (key >= 0 && method.TypeArguments.Length > key && !TakesComparer(method))
                {
                    NoteKey(method.TypeArguments[key], 0);
                }
            }
            else if (SymbolEqualityComparer.Default.Equals(containing, _array))
            {
                // Array.IndexOf<T>(array, value), Array.LastIndexOf<T>(array, value).
                if (method.TypeArguments.Length == 1 && method.Name is "IndexOf" or "LastIndexOf" && !TakesComparer(method))
                {
                    NoteKey(method.TypeArguments[0], 0);
                }
            }
            else if (containing.IsGenericType
                && method.Name is "Contains" or "IndexOf" or "LastIndexOf" or "Remove"
                && SymbolEqualityComparer.Default.Equals(containing.OriginalDefinition, _list))
            {
                NoteKey(containing.TypeArguments[0], 0);
            }
        }

        private bool TakesComparer(IMethodSymbol? method)
        {
            if (method is null)
            {
                return true;
            }

            foreach (var parameter in method.Parameters)
            {
                if (_equalityComparer is not null && parameter.Type.IsOrDerivesFromDefinition(_equalityComparer))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>
        /// Notes a struct of this assembly compared by its own equality: the key itself, the value of a nullable key,
        /// and the elements of a tuple key (a tuple compares its elements with their default comparers).
        /// </summary>
        private void NoteKey(ITypeSymbol key, int depth)
        {
            if (key is not INamedTypeSymbol { TypeKind: TypeKind.Struct } named || depth > 4)
            {
                return;
            }

            if (named.IsTupleType || named.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T)
            {
                foreach (var element in named.TypeArguments)
                {
                    NoteKey(element, depth + 1);
                }

                return;
            }

            if (_candidates.Contains(named))
            {
                _keyed.TryAdd(named, 0);
            }
        }

        public void Report(CompilationAnalysisContext context)
        {
            var candidates = _candidates;
            if (_keyed.IsEmpty)
            {
                return;
            }

            // The keyed candidates, and the candidates their fields hold (compared through their own Equals).
            var reported = new HashSet<INamedTypeSymbol>(SymbolEqualityComparer.Default);
            var pending = new Stack<INamedTypeSymbol>();
            foreach (var keyed in _keyed.Keys)
            {
                if (candidates.Contains(keyed) && reported.Add(keyed))
                {
                    pending.Push(keyed);
                }
            }

            while (pending.Count > 0)
            {
                foreach (var member in pending.Pop().GetMembers())
                {
                    if (member is IFieldSymbol { IsStatic: false, Type: INamedTypeSymbol fieldType }
                        && candidates.Contains(fieldType)
                        && reported.Add(fieldType))
                    {
                        pending.Push(fieldType);
                    }
                }
            }

            var payoff = EqualityPayoff.For(context.Compilation);
            foreach (var type in reported)
            {
                context.CancellationToken.ThrowIfCancellationRequested();
                if (FirstDeclaration(type, context.CancellationToken) is { } declaration)
                {
                    context.ReportDiagnostic(Diagnostic.Create(Rule, declaration.Identifier.GetLocation(), type.Name, payoff));
                }
            }
        }

        /// <summary>The declaration the fix writes into: the first one, when it is a plain struct declaration.</summary>
        private static StructDeclarationSyntax? FirstDeclaration(INamedTypeSymbol type, System.Threading.CancellationToken cancellationToken)
        {
            var references = type.DeclaringSyntaxReferences;
            return references.IsEmpty ? null : references[0].GetSyntax(cancellationToken) as StructDeclarationSyntax;
        }

        private bool IsCandidate(INamedTypeSymbol type)
        {
            if (type.IsRecord
                || type.IsRefLikeType
                || type.IsGenericType
                || type.IsImplicitlyDeclared
                || type.Name.Length == 0
                || (!_isApplication && AssemblyBoundary.GetVisibility(type) == TypeVisibility.Public))
            {
                return false;
            }

            for (var outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
            {
                if (outer.IsGenericType)
                {
                    return false;
                }
            }

            foreach (var implemented in type.AllInterfaces)
            {
                if (SymbolEqualityComparer.Default.Equals(implemented.OriginalDefinition, _equatable))
                {
                    return false;
                }
            }

            foreach (var attribute in type.GetAttributes())
            {
                var attributeClass = attribute.AttributeClass;
                if (SymbolEqualityComparer.Default.Equals(attributeClass, _inlineArray)
                    || (SymbolEqualityComparer.Default.Equals(attributeClass, _structLayout) && !IsSequentialOrAuto(attribute)))
                {
                    return false;
                }
            }

            // A primary constructor: a captured parameter is a field ValueType.Equals compares and the fix can't name.
            foreach (var constructor in type.InstanceConstructors)
            {
                foreach (var reference in constructor.DeclaringSyntaxReferences)
                {
                    if (reference.GetSyntax() is TypeDeclarationSyntax)
                    {
                        return false;
                    }
                }
            }

            var fields = 0;
            foreach (var member in type.GetMembers())
            {
                switch (member)
                {
                    case IMethodSymbol { Name: "Equals" or "GetHashCode" or "op_Equality" or "op_Inequality" }:
                    case IPropertySymbol { Name: "Equals" or "GetHashCode" }:
                    case IFieldSymbol { Name: "Equals" or "GetHashCode" }:
                        return false;

                    case IEventSymbol { IsStatic: false }:
                        // A field-like event's delegate field is compared too, and has no name the fix could write.
                        return false;

                    case IFieldSymbol { IsStatic: false } field:
                        if (field.IsFixedSizeBuffer
                            || field.Type is IPointerTypeSymbol or IFunctionPointerTypeSymbol or IErrorTypeSymbol
                            || field.Type.IsRefLikeType)
                        {
                            return false;
                        }

                        fields++;
                        break;
                }
            }

            return fields > 0;
        }

        /// <summary><c>[StructLayout(LayoutKind.Sequential)]</c> or <c>Auto</c>: fields don't overlap.</summary>
        private static bool IsSequentialOrAuto(AttributeData attribute) =>
            attribute.ConstructorArguments.Length == 1
            && attribute.ConstructorArguments[0].Value is int kind
            && kind != 2;
    }
}
