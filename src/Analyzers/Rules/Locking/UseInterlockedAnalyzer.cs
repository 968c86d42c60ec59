using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
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
        "PERF0302",
        title: "Use Interlocked for a lock that guards a single arithmetic update",
        messageFormat: "'{0}' only guards single updates of {1}: use Interlocked instead of the lock ({2})",
        description: "A lock whose body is one increment, decrement or addition of an int or long field, when every write of that field is such a lock on the same private object, does what Interlocked.Increment/Decrement/Add does in one atomic instruction. The fix replaces each lock with the Interlocked call, reads under the lock with Volatile.Read (int) or Interlocked.Read (long), and removes the lock object.",
        RuleLevel.Warning,
        generatedCode: GeneratedCodeAnalysisFlags.ReportDiagnostics,
        sameFinding: new[] { "IDE0330", "MA0158" });

    internal static readonly Payoff UseInterlockedPayoff = new(
        "one atomic instruction instead of taking and releasing the lock",
        "PERF0302");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        // Generated code is not analyzed (the driver doesn't call the field action for a field in a generated file or
        // under [GeneratedCode]), and the diagnostic is on that field: the driver's own check of each diagnostic for
        // generated code (a pass over the file's declarations) would find nothing. See docs/performance.md.
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
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

            var analysis = new CompilationAnalysis(interlocked, volatileType, types.Get("System.Threading.Lock"));
            start.RegisterSymbolAction(analysis.AnalyzeField, SymbolKind.Field);
        });
    }

    private static CounterFields? CreateCounterFields(INamedTypeSymbol type, INamedTypeSymbol? lockType)
    {
        // Classes only: in a struct, 'ref this.f' is not allowed in readonly members and copies would split the count.
        if (type.TypeKind != TypeKind.Class)
        {
            return null;
        }

        HashSet<IFieldSymbol>? gates = null;
        HashSet<IFieldSymbol>? counters = null;
        foreach (var member in type.GetMembers())
        {
            if (member is not IFieldSymbol { IsConst: false, IsImplicitlyDeclared: false, DeclaredAccessibility: Accessibility.Private } field)
            {
                continue;
            }

            if ((field.Type.SpecialType == SpecialType.System_Object || SymbolEqualityComparer.Default.Equals(field.Type, lockType))
                && UseLockTypeAnalyzer.IsSingleDeclarator(field))
            {
                gates ??= new HashSet<IFieldSymbol>(SymbolEqualityComparer.Default);
                gates.Add(field);
            }
            else if (field.Type.SpecialType is SpecialType.System_Int32 or SpecialType.System_Int64
                && !field.IsReadOnly
                && !field.IsVolatile
                && field.Type.TypeKind != TypeKind.Enum)
            {
                counters ??= new HashSet<IFieldSymbol>(SymbolEqualityComparer.Default);
                counters.Add(field);
            }
        }

        return gates is null || counters is null ? null : new CounterFields(gates, counters);
    }

    /// <summary>The candidate lock objects and counters of one class; read-only after construction.</summary>
    private sealed class CounterFields
    {
        public CounterFields(HashSet<IFieldSymbol> gates, HashSet<IFieldSymbol> counters)
        {
            Gates = gates;
            Counters = counters;
        }

        public HashSet<IFieldSymbol> Gates { get; }

        public HashSet<IFieldSymbol> Counters { get; }
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

    /// <summary>
    /// One compilation's analysis: a symbol action on each field. A candidate lock object (a private object/Lock field of
    /// a class that also has a candidate counter) is judged by every use of it and of the counters its locks touch (see
    /// <see cref="PrivateFieldUses"/>); the first use that isn't such a lock ends the search.
    /// </summary>
    private sealed class CompilationAnalysis
    {
        private static readonly CounterFields NoFields = new(new HashSet<IFieldSymbol>(SymbolEqualityComparer.Default), new HashSet<IFieldSymbol>(SymbolEqualityComparer.Default));

        private readonly ConcurrentDictionary<INamedTypeSymbol, CounterFields> _fields = new(SymbolEqualityComparer.Default);
        private readonly INamedTypeSymbol _interlocked;
        private readonly INamedTypeSymbol _volatile;
        private readonly INamedTypeSymbol? _lockType;

        public CompilationAnalysis(INamedTypeSymbol interlocked, INamedTypeSymbol volatileType, INamedTypeSymbol? lockType)
        {
            _interlocked = interlocked;
            _volatile = volatileType;
            _lockType = lockType;
        }

        public void AnalyzeField(SymbolAnalysisContext context)
        {
            var gate = (IFieldSymbol)context.Symbol;
            if (gate is not { DeclaredAccessibility: Accessibility.Private, IsConst: false, IsImplicitlyDeclared: false }
                || (gate.Type.SpecialType != SpecialType.System_Object && !SymbolEqualityComparer.Default.Equals(gate.Type, _lockType)))
            {
                return;
            }

            var type = gate.ContainingType;
            if (!_fields.TryGetValue(type, out var fields))
            {
                fields = _fields.GetOrAdd(type, CreateCounterFields(type, _lockType) ?? NoFields);
            }

            if (fields.Gates.Contains(gate) && Judge(gate, fields, context.Compilation, context.CancellationToken) is { } diagnostic)
            {
                context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, diagnostic));
            }
        }

        private Diagnostic? Judge(IFieldSymbol gate, CounterFields fields, Compilation compilation, CancellationToken cancellationToken)
        {
            var initialized = false;
            var operations = new List<GuardedOperation>();
            var safe = PrivateFieldUses.ForEach(
                gate,
                compilation,
                use =>
                {
                    switch (use)
                    {
                        case IFieldInitializerOperation initializer:
                            // Removing a fresh object when the locks are gone has no observable effect.
                            initialized = UseLockTypeAnalyzer.IsFreshLockObject(initializer, gate);
                            return initialized;

                        case IFieldReferenceOperation reference:
                            // The only use of the lock object: lock (g) or lock (this.g), on this instance.
                            if (reference.Parent is not ILockOperation lockOperation
                                || lockOperation.LockedValue != reference
                                || !IsThisOrStatic(reference)
                                || lockOperation.Syntax is not LockStatementSyntax
                                || !TryClassifyBody(lockOperation.Body, fields, out var kind, out var counter))
                            {
                                return false;
                            }

                            operations.Add(new GuardedOperation(lockOperation.Syntax.GetLocation(), kind, counter));
                            return true;

                        default:
                            return false;
                    }
                },
                cancellationToken);
            if (!safe || !initialized || operations.Count == 0)
            {
                return null;
            }

            operations.Sort(static (a, b) =>
            {
                var byPath = string.CompareOrdinal(a.Location.SourceTree?.FilePath, b.Location.SourceTree?.FilePath);
                return byPath != 0 ? byPath : a.Location.SourceSpan.Start.CompareTo(b.Location.SourceSpan.Start);
            });

            // Every write of each counter the locks touch is such a lock on this lock object.
            var hasUpdate = false;
            var names = new List<string>();
            var judged = new HashSet<IFieldSymbol>(SymbolEqualityComparer.Default);
            foreach (var operation in operations)
            {
                hasUpdate |= operation.Kind is not (KindReadInt32 or KindReadInt64);
                if (!judged.Add(operation.Counter))
                {
                    continue;
                }

                if (!PrivateFieldUses.ForEach(operation.Counter, compilation, use => IsSafeCounterUse(use, gate), cancellationToken))
                {
                    return null;
                }

                names.Add("'" + operation.Counter.Name + "'");
            }

            if (!hasUpdate)
            {
                return null;
            }

            var declarator = gate.DeclaringSyntaxReferences[0];
            var locations = new List<Location>(operations.Count + 1) { Location.Create(declarator.SyntaxTree, declarator.Span) };
            var properties = ImmutableDictionary.CreateBuilder<string, string?>();
            for (var i = 0; i < operations.Count; i++)
            {
                locations.Add(operations[i].Location);
                properties.Add((i + 1).ToString(System.Globalization.CultureInfo.InvariantCulture), operations[i].Kind);
            }

            names.Sort(System.StringComparer.Ordinal);
            return Diagnostic.Create(
                Rule,
                gate.Locations[0],
                locations,
                properties.ToImmutable(),
                gate.Name,
                string.Join(", ", names),
                UseInterlockedPayoff.For(compilation));
        }

        /// <summary>A use of a counter: a read of the whole value, or an update that is the single statement of a lock on <paramref name="gate"/>.</summary>
        private bool IsSafeCounterUse(IOperation? use, IFieldSymbol gate)
        {
            if (use is IFieldInitializerOperation)
            {
                // The initial value is set before any lock can be taken.
                return true;
            }

            if (use is not IFieldReferenceOperation reference)
            {
                return false;
            }

            var parent = reference.Parent;
            switch (parent)
            {
                case IIncrementOrDecrementOperation:
                case ICompoundAssignmentOperation compound when compound.Target == reference:
                    // A write: fine only as the single update of a lock on the same lock object.
                    return parent.Parent is IExpressionStatementOperation statement
                        && GetEnclosingLock(statement) is { LockedValue: IFieldReferenceOperation locked }
                        && SymbolEqualityComparer.Default.Equals(locked.Field.OriginalDefinition, gate);

                case IArgumentOperation { Parent: IInvocationOperation { TargetMethod.Name: "Read" } read }
                    when SymbolEqualityComparer.Default.Equals(read.TargetMethod.ContainingType, _interlocked)
                        || SymbolEqualityComparer.Default.Equals(read.TargetMethod.ContainingType, _volatile):
                    // Interlocked.Read(ref f), Volatile.Read(ref f): a read of the whole value.
                    return true;

                case IAssignmentOperation assignment when assignment.Target == reference:
                case IArgumentOperation { Parameter.RefKind: not RefKind.None }:
                case IAddressOfOperation:
                case ITupleOperation:
                    // Assigned, passed by reference, or possibly deconstructed into.
                    return false;

                default:
                    // Otherwise a read of the whole value.
                    return reference.Syntax.Parent is not RefExpressionSyntax;
            }
        }

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
                if (fields.Counters.Contains(reference.Field.OriginalDefinition))
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
                && fields.Counters.Contains(reference.Field.OriginalDefinition))
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

    }
}
