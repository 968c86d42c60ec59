using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Threading;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Rules.Locking;

/// <summary>
/// The code that can touch a private field: its type (every partial declaration) and the types nested in it.
/// Roslyn runs the operation actions a type's symbol-start action registers only for that type's own members, not
/// for its nested types, and gives no order between their symbol-end actions. So every class, struct and interface
/// registers actions for the candidate fields of itself and of its containing types, and a type's candidates are
/// judged when the last of those types has ended: a per-declaring-type count of types still being analyzed.
/// </summary>
/// <typeparam name="TState">What the rule collects about one declaring type's candidate fields.</typeparam>
internal sealed class PrivateFieldScopes<TState>
    where TState : class
{
    private readonly ConcurrentDictionary<INamedTypeSymbol, Entry> _entries = new(SymbolEqualityComparer.Default);
    private readonly Func<INamedTypeSymbol, TState?> _create;

    /// <param name="create">The state for a declaring type, or null when the type has no candidate field (cheap filter first).</param>
    public PrivateFieldScopes(Func<INamedTypeSymbol, TState?> create) => _create = create;

    /// <summary>True for the kinds of types that hold code and whose symbol-start actions run.</summary>
    public static bool HoldsCode(INamedTypeSymbol type) =>
        type.TypeKind is TypeKind.Class or TypeKind.Struct or TypeKind.Interface;

    /// <summary>
    /// Called from a type's symbol-start action: the entries of the type and of its containing types that have
    /// candidates, innermost first; null when there is nothing to track. Pass them to <see cref="Exit"/> at symbol end.
    /// </summary>
    public List<Entry>? Enter(INamedTypeSymbol type)
    {
        List<Entry>? entries = null;
        for (var current = type; current is not null; current = current.ContainingType)
        {
            var entry = _entries.GetOrAdd(current.OriginalDefinition, t => new Entry(_create(t), CountTypesHoldingCode(t)));
            if (entry.State is null)
            {
                // Nothing to judge in this type; its count is never read.
                continue;
            }

            entries ??= new List<Entry>();
            entries.Add(entry);
        }

        return entries;
    }

    /// <summary>Called from a type's symbol-end action: <paramref name="complete"/> runs for each state no type is still analyzing.</summary>
    public static void Exit(List<Entry> entries, Action<TState> complete)
    {
        foreach (var entry in entries)
        {
            if (entry.Leave() && entry.State is not null)
            {
                complete(entry.State);
            }
        }
    }

    private static int CountTypesHoldingCode(INamedTypeSymbol type)
    {
        var count = HoldsCode(type) ? 1 : 0;
        foreach (var nested in type.GetTypeMembers())
        {
            count += CountTypesHoldingCode(nested);
        }

        return count;
    }

    public sealed class Entry
    {
        private int _pending;

        public Entry(TState? state, int pending)
        {
            State = state;
            _pending = pending;
        }

        public TState? State { get; }

        /// <summary>True for the call that ends the last type.</summary>
        public bool Leave() => Interlocked.Decrement(ref _pending) == 0;
    }
}
