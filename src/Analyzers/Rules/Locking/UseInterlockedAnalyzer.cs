using System.Collections.Generic;
using System.Collections.Immutable;
using System.Text;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Locking;

/// <summary>
/// PERF0302: a private lock object whose every lock guards one arithmetic update of an <c>int</c>/<c>long</c> field
/// (<c>lock (g) { f++; }</c>, <c>f--</c>, <c>f += e</c>, <c>f -= e</c>), or returns one such field, is a hand-made
/// <c>Interlocked</c>. Reported once per lock object, when the whole picture is safe:
/// <list type="bullet">
/// <item>the lock object is a private field created with <c>new object()</c>/<c>new Lock()</c>, used only as the
/// object of those lock statements (so no other code can hold it while reading the fields twice);</item>
/// <item>every write of each updated field, in the whole type and its nested types, is such an update under that lock
/// (the field initializer aside), and the field is otherwise only read as a whole value;</item>
/// <item>the update is unchecked, its operand is free of side effects and doesn't read the field.</item>
/// </list>
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class UseInterlockedAnalyzer : DiagnosticAnalyzer
{
    // The diagnostic is on the lock field's name. Additional location 0 is its declarator; each further location i is a
    // lock statement to replace, and property "i" says with what (one of the Kind values below).
    internal const string KindIncrement = "Increment";
    internal const string KindDecrement = "Decrement";
    internal const string KindAdd = "Add";
    internal const string KindSubtract = "Subtract";

    /// <summary><c>long -= int</c>: the fix negates after widening, <c>-(long)e</c>, so that int.MinValue can't overflow.</summary>
    internal const string KindSubtractWiden = "SubtractWiden";
    internal const string KindReadInt32 = "ReadInt32";
    internal const string KindReadInt64 = "ReadInt64";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        RuleIdentifiers.UseInterlocked,
        title: "Use Interlocked for a lock that guards a single arithmetic update",
        messageFormat: "'{0}' only guards single updates of {1}: use Interlocked instead of the lock ({2})",
        description: "A lock whose body is one increment, decrement or addition of an int or long field, when every write of that field is such a lock on the same private object, does what Interlocked.Increment/Decrement/Add does in one atomic instruction. The fix replaces each lock with the Interlocked call, reads under the lock with Volatile.Read (int) or Interlocked.Read (long), and removes the lock object.",
        RuleLevel.Warning);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (types.Get("System.Threading.Interlocked") is not { } interlocked
                || types.Get("System.Threading.Volatile") is not { } volatileType
                || interlocked.GetMembers("Add").IsEmpty
                || interlocked.GetMembers("Read").IsEmpty)
            {
                return;
            }

            var lockType = types.Get("System.Threading.Lock");
            var scopes = new PrivateFieldScopes<CounterFields>(type => CreateCounterFields(type, lockType));
            start.RegisterSymbolStartAction(
                symbolStart =>
                {
                    var type = (INamedTypeSymbol)symbolStart.Symbol;
                    if (!PrivateFieldScopes<CounterFields>.HoldsCode(type) || scopes.Enter(type) is not { } entries)
                    {
                        return;
                    }

                    var analysis = new TypeAnalysis(entries, interlocked, volatileType);
                    symbolStart.RegisterOperationAction(analysis.AnalyzeFieldReference, OperationKind.FieldReference);
                    symbolStart.RegisterOperationAction(analysis.AnalyzeFieldInitializer, OperationKind.FieldInitializer);
                    symbolStart.RegisterSymbolEndAction(analysis.End);
                },
                SymbolKind.NamedType);
        });
    }

    private static CounterFields? CreateCounterFields(INamedTypeSymbol type, INamedTypeSymbol? lockType)
    {
        // Classes only: in a struct, 'ref this.f' is not allowed in readonly members and copies would split the count.
        if (type.TypeKind != TypeKind.Class)
        {
            return null;
        }

        Dictionary<IFieldSymbol, GateState>? gates = null;
        Dictionary<IFieldSymbol, CounterState>? counters = null;
        foreach (var member in type.GetMembers())
        {
            if (member is not IFieldSymbol { IsConst: false, IsImplicitlyDeclared: false, DeclaredAccessibility: Accessibility.Private } field)
            {
                continue;
            }

            if ((field.Type.SpecialType == SpecialType.System_Object || SymbolEqualityComparer.Default.Equals(field.Type, lockType))
                && UseLockTypeAnalyzer.IsSingleDeclarator(field))
            {
                gates ??= new Dictionary<IFieldSymbol, GateState>(SymbolEqualityComparer.Default);
                gates.Add(field, new GateState(field));
            }
            else if (field.Type.SpecialType is SpecialType.System_Int32 or SpecialType.System_Int64
                && !field.IsReadOnly
                && !field.IsVolatile
                && field.Type.TypeKind != TypeKind.Enum)
            {
                counters ??= new Dictionary<IFieldSymbol, CounterState>(SymbolEqualityComparer.Default);
                counters.Add(field, new CounterState());
            }
        }

        return gates is null || counters is null ? null : new CounterFields(gates, counters);
    }

    /// <summary>The candidate lock objects and counters of one class.</summary>
    private sealed class CounterFields
    {
        public CounterFields(Dictionary<IFieldSymbol, GateState> gates, Dictionary<IFieldSymbol, CounterState> counters)
        {
            Gates = gates;
            Counters = counters;
        }

        /// <summary>Read-only after construction.</summary>
        public Dictionary<IFieldSymbol, GateState> Gates { get; }

        /// <summary>Read-only after construction.</summary>
        public Dictionary<IFieldSymbol, CounterState> Counters { get; }
    }

    /// <summary>A lock statement on a gate, with the update or read it guards.</summary>
    private readonly struct GuardedOperation
    {
        public GuardedOperation(Location location, string kind, IFieldSymbol counter)
        {
            Location = location;
            Kind = kind;
            Counter = counter;
        }

        public Location Location { get; }

        public string Kind { get; }

        public IFieldSymbol Counter { get; }
    }

    private sealed class GateState
    {
        private int _rejected;
        private int _initialized;

        public GateState(IFieldSymbol field) => Field = field;

        public IFieldSymbol Field { get; }

        public List<GuardedOperation> Operations { get; } = new();

        public bool IsRejected => Volatile.Read(ref _rejected) != 0;

        public bool IsInitialized => Volatile.Read(ref _initialized) != 0;

        public void Reject() => Interlocked.Exchange(ref _rejected, 1);

        public void MarkInitialized() => Interlocked.Exchange(ref _initialized, 1);

        public void Add(GuardedOperation operation)
        {
            lock (Operations)
            {
                Operations.Add(operation);
            }
        }
    }

    private sealed class CounterState
    {
        private int _rejected;
        private IFieldSymbol? _gate;

        public bool IsRejected => Volatile.Read(ref _rejected) != 0;

        /// <summary>The one lock object every write is guarded by.</summary>
        public IFieldSymbol? Gate => Volatile.Read(ref _gate);

        public void Reject() => Interlocked.Exchange(ref _rejected, 1);

        public void WrittenUnder(IFieldSymbol gate)
        {
            var previous = Interlocked.CompareExchange(ref _gate, gate, null);
            if (previous is not null && !SymbolEqualityComparer.Default.Equals(previous, gate))
            {
                Reject();
            }
        }
    }

    private sealed class TypeAnalysis
    {
        private readonly List<PrivateFieldScopes<CounterFields>.Entry> _entries;
        private readonly INamedTypeSymbol _interlocked;
        private readonly INamedTypeSymbol _volatile;

        public TypeAnalysis(List<PrivateFieldScopes<CounterFields>.Entry> entries, INamedTypeSymbol interlocked, INamedTypeSymbol volatileType)
        {
            _entries = entries;
            _interlocked = interlocked;
            _volatile = volatileType;
        }

        public void AnalyzeFieldInitializer(OperationAnalysisContext context)
        {
            var initializer = (IFieldInitializerOperation)context.Operation;
            foreach (var field in initializer.InitializedFields)
            {
                if (!TryGetGate(field, out var gate, out _))
                {
                    continue;
                }

                // new object(), new(), new Lock(): removing it when the locks are gone has no observable effect.
                if (initializer.InitializedFields.Length == 1
                    && initializer.Value.WithoutImplicitConversions() is IObjectCreationOperation { Arguments.Length: 0, Initializer: null } creation
                    && SymbolEqualityComparer.Default.Equals(creation.Type, field.Type))
                {
                    gate.MarkInitialized();
                }
                else
                {
                    gate.Reject();
                }
            }
        }

        public void AnalyzeFieldReference(OperationAnalysisContext context)
        {
            var reference = (IFieldReferenceOperation)context.Operation;
            if (TryGetGate(reference.Field, out var gate, out var fields))
            {
                AnalyzeGateReference(reference, gate, fields);
            }
            else if (TryGetCounter(reference.Field, out var counter, out fields))
            {
                AnalyzeCounterReference(reference, counter, fields);
            }
        }

        public void End(SymbolAnalysisContext context) =>
            PrivateFieldScopes<CounterFields>.Exit(_entries, fields => Report(context, fields));

        private static void AnalyzeGateReference(IFieldReferenceOperation reference, GateState gate, CounterFields fields)
        {
            if (gate.IsRejected)
            {
                return;
            }

            // The only use of the lock object: lock (g) or lock (this.g), on this instance.
            if (reference.Parent is not ILockOperation lockOperation
                || lockOperation.LockedValue != reference
                || !IsThisOrStatic(reference)
                || lockOperation.Syntax is not LockStatementSyntax
                || !TryClassifyBody(lockOperation.Body, fields, out var kind, out var counter))
            {
                gate.Reject();
                return;
            }

            gate.Add(new GuardedOperation(lockOperation.Syntax.GetLocation(), kind, counter));
        }

        private void AnalyzeCounterReference(IFieldReferenceOperation reference, CounterState counter, CounterFields fields)
        {
            if (counter.IsRejected)
            {
                return;
            }

            var parent = reference.Parent;
            switch (parent)
            {
                case IIncrementOrDecrementOperation:
                case ICompoundAssignmentOperation compound when compound.Target == reference:
                    // A write: fine only as the single update of a lock on a candidate lock object.
                    if (parent.Parent is IExpressionStatementOperation statement
                        && GetEnclosingLock(statement) is { LockedValue: IFieldReferenceOperation locked }
                        && fields.Gates.ContainsKey(locked.Field.OriginalDefinition))
                    {
                        counter.WrittenUnder(locked.Field.OriginalDefinition);
                    }
                    else
                    {
                        counter.Reject();
                    }

                    return;

                case IArgumentOperation { Parent: IInvocationOperation { TargetMethod.Name: "Read" } read }
                    when SymbolEqualityComparer.Default.Equals(read.TargetMethod.ContainingType, _interlocked)
                        || SymbolEqualityComparer.Default.Equals(read.TargetMethod.ContainingType, _volatile):
                    // Interlocked.Read(ref f), Volatile.Read(ref f): a read of the whole value.
                    return;

                case IAssignmentOperation assignment when assignment.Target == reference:
                case IArgumentOperation { Parameter.RefKind: not RefKind.None }:
                case IAddressOfOperation:
                case ITupleOperation:
                    // Assigned, passed by reference, or possibly deconstructed into.
                    counter.Reject();
                    return;

                default:
                    if (reference.Syntax.Parent is RefExpressionSyntax)
                    {
                        counter.Reject();
                    }

                    // Otherwise a read of the whole value.
                    return;
            }
        }

        /// <summary>The lock whose body is exactly this statement (directly or as the one statement of its block).</summary>
        private static ILockOperation? GetEnclosingLock(IOperation statement) =>
            statement.Parent switch
            {
                ILockOperation direct => direct,
                IBlockOperation { Operations.Length: 1, Parent: ILockOperation inBlock } => inBlock,
                _ => null,
            };

        private static bool TryClassifyBody(IOperation? body, CounterFields fields, out string kind, out IFieldSymbol counter)
        {
            kind = string.Empty;
            counter = null!;
            if (body is IBlockOperation block)
            {
                if (block.Operations.Length != 1 || block.Syntax is not BlockSyntax { Statements.Count: 1 })
                {
                    return false;
                }

                body = block.Operations[0];
            }

            switch (body)
            {
                case IExpressionStatementOperation { Operation: IIncrementOrDecrementOperation { IsChecked: false, OperatorMethod: null, IsLifted: false } update }
                    when IsCounter(update.Target, fields, out counter):
                    kind = update.Kind == OperationKind.Increment ? KindIncrement : KindDecrement;
                    return true;

                case IExpressionStatementOperation { Operation: ICompoundAssignmentOperation { IsChecked: false, OperatorMethod: null, IsLifted: false } compound }
                    when compound.OperatorKind is BinaryOperatorKind.Add or BinaryOperatorKind.Subtract
                        && IsCounter(compound.Target, fields, out counter):
                    return TryClassifyAddition(compound, counter, fields, out kind);

                case IReturnOperation { ReturnedValue: { } value } when IsCounter(value.WithoutImplicitConversions(), fields, out counter):
                    kind = counter.Type.SpecialType == SpecialType.System_Int64 ? KindReadInt64 : KindReadInt32;
                    return true;

                default:
                    return false;
            }
        }

        private static bool TryClassifyAddition(ICompoundAssignmentOperation compound, IFieldSymbol counter, CounterFields fields, out string kind)
        {
            kind = string.Empty;
            var add = compound.OperatorKind == BinaryOperatorKind.Add;
            var value = compound.Value.WithoutImplicitConversions();

            // The operand is evaluated outside the lock after the fix: it must not have side effects, nor read a field
            // the lock may be guarding (_a += _b with _b++ under the same lock: read then add would no longer be one step).
            if (!value.IsFreeOfSideEffects() || ReadsCounter(value, fields))
            {
                return false;
            }

            var isLong = counter.Type.SpecialType == SpecialType.System_Int64;
            if (value.ConstantValue is { HasValue: true, Value: { } constant })
            {
                var number = constant switch
                {
                    int i => (long?)i,
                    long l => l,
                    short s => s,
                    sbyte b => b,
                    byte b => b,
                    ushort u => u,
                    char c => c,
                    uint u => u,
                    _ => null,
                };
                if (number is null || number == (isLong ? long.MinValue : int.MinValue))
                {
                    return false;
                }

                if (number == 1)
                {
                    kind = add ? KindIncrement : KindDecrement;
                    return true;
                }
            }

            kind = add
                ? KindAdd
                : isLong && value.Type?.SpecialType == SpecialType.System_Int32 && !value.ConstantValue.HasValue ? KindSubtractWiden : KindSubtract;
            return true;
        }

        private static bool ReadsCounter(IOperation operation, CounterFields fields)
        {
            while (operation is IFieldReferenceOperation reference)
            {
                if (fields.Counters.ContainsKey(reference.Field.OriginalDefinition))
                {
                    return true;
                }

                if (reference.Instance is null)
                {
                    return false;
                }

                operation = reference.Instance.WithoutImplicitConversions();
            }

            return false;
        }

        private static bool IsCounter(IOperation operation, CounterFields fields, out IFieldSymbol counter)
        {
            if (operation is IFieldReferenceOperation reference
                && IsThisOrStatic(reference)
                && fields.Counters.ContainsKey(reference.Field.OriginalDefinition))
            {
                counter = reference.Field.OriginalDefinition;
                return true;
            }

            counter = null!;
            return false;
        }

        private static bool IsThisOrStatic(IFieldReferenceOperation reference) =>
            reference.Field.IsStatic
                ? reference.Instance is null
                : reference.Instance is IInstanceReferenceOperation { ReferenceKind: InstanceReferenceKind.ContainingTypeInstance };

        private bool TryGetGate(IFieldSymbol field, out GateState gate, out CounterFields fields)
        {
            var definition = field.OriginalDefinition;
            foreach (var entry in _entries)
            {
                if (entry.State!.Gates.TryGetValue(definition, out gate!))
                {
                    fields = entry.State;
                    return true;
                }
            }

            gate = null!;
            fields = null!;
            return false;
        }

        private bool TryGetCounter(IFieldSymbol field, out CounterState counter, out CounterFields fields)
        {
            var definition = field.OriginalDefinition;
            foreach (var entry in _entries)
            {
                if (entry.State!.Counters.TryGetValue(definition, out counter!))
                {
                    fields = entry.State;
                    return true;
                }
            }

            counter = null!;
            fields = null!;
            return false;
        }

        private static void Report(SymbolAnalysisContext context, CounterFields fields)
        {
            foreach (var gate in fields.Gates.Values)
            {
                if (gate.IsRejected || !gate.IsInitialized || gate.Operations.Count == 0)
                {
                    continue;
                }

                var operations = gate.Operations.ToArray();
                System.Array.Sort(operations, static (a, b) =>
                {
                    var byPath = string.CompareOrdinal(a.Location.SourceTree?.FilePath, b.Location.SourceTree?.FilePath);
                    return byPath != 0 ? byPath : a.Location.SourceSpan.Start.CompareTo(b.Location.SourceSpan.Start);
                });

                var hasUpdate = false;
                var safe = true;
                var names = new List<string>();
                foreach (var operation in operations)
                {
                    var counter = fields.Counters[operation.Counter];
                    if (counter.IsRejected || !SymbolEqualityComparer.Default.Equals(counter.Gate ?? gate.Field, gate.Field))
                    {
                        safe = false;
                        break;
                    }

                    hasUpdate |= operation.Kind is not (KindReadInt32 or KindReadInt64);
                    var name = "'" + operation.Counter.Name + "'";
                    if (!names.Contains(name))
                    {
                        names.Add(name);
                    }
                }

                if (!safe || !hasUpdate)
                {
                    continue;
                }

                var declarator = gate.Field.DeclaringSyntaxReferences[0];
                var locations = new List<Location>(operations.Length + 1) { Location.Create(declarator.SyntaxTree, declarator.Span) };
                var properties = ImmutableDictionary.CreateBuilder<string, string?>();
                for (var i = 0; i < operations.Length; i++)
                {
                    locations.Add(operations[i].Location);
                    properties.Add((i + 1).ToString(System.Globalization.CultureInfo.InvariantCulture), operations[i].Kind);
                }

                names.Sort(System.StringComparer.Ordinal);
                context.ReportDiagnostic(Diagnostic.Create(
                    Rule,
                    gate.Field.Locations[0],
                    locations,
                    properties.ToImmutable(),
                    gate.Field.Name,
                    string.Join(", ", names),
                    LockingMessages.UseInterlockedPayoff));
            }
        }
    }
}
