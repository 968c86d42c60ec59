using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// The registration the flow-based ArrayPool rules share: at compilation start, resolve <see cref="ArrayPoolApis"/>
/// (nothing is registered without <c>ArrayPool&lt;T&gt;</c>); then for each method, constructor or accessor body that
/// calls <c>Rent</c>, build its control-flow graph and run <see cref="RentedArrayFlow"/>.
/// </summary>
internal static class RentedArrayActions
{
    /// <summary>
    /// The flow result of each body, shared by the four rules that read it: the compiler hands every analyzer the same
    /// operation tree, so the first rule to see a body computes its graph and the others reuse it. The results are
    /// immutable (<see cref="RentedArray"/>), so the rules can read them on any thread.
    /// </summary>
    private static readonly ConditionalWeakTable<IOperation, BodyResults> s_results = new();

    private static readonly BodyResults s_none = new(ImmutableArray<RentedArray>.Empty);

    /// <summary>Whether a syntax tree's text contains "Rent" anywhere; read once per tree, then shared by every body in it.</summary>
    private static readonly ConditionalWeakTable<SyntaxTree, StrongBox<bool>> s_treeMentionsRent = new();

    /// <param name="context">The analyzer's context.</param>
    /// <param name="report">Reads the flow results of a body that rents.</param>
    /// <param name="applies">When set, the rule registers nothing in a compilation it rejects (PERF0508: .NET 6 and later).</param>
    public static void Register(
        AnalysisContext context,
        Action<OperationAnalysisContext, ImmutableArray<RentedArray>, ArrayPoolApis> report,
        Func<ArrayPoolApis, bool>? applies = null)
    {
        context.RegisterCompilationStartAction(start =>
        {
            var apis = ArrayPoolApis.Create(start.Compilation);
            if (apis is null || (applies is not null && !applies(apis)))
            {
                return;
            }

            start.RegisterOperationAction(
                body =>
                {
                    if (body.Operation.Parent is not null)
                    {
                        return;
                    }

                    // Cheap filters first, before the shared table: no "Rent" in the file's text (most files: one
                    // scan per file, no syntax walked), or no identifier "Rent" in the body's tokens: no rented array.
                    // A body that fails them gets no entry in the table (an entry per body of every file cost more
                    // than the filters themselves: docs/performance.md).
                    var syntax = body.Operation.Syntax;
                    if (!TreeMentionsRent(syntax.SyntaxTree, body.CancellationToken))
                    {
                        return;
                    }

                    if (!s_results.TryGetValue(body.Operation, out var rented))
                    {
                        if (!syntax.Mentions("Rent"))
                        {
                            return;
                        }

                        var computed = RentedArrayFlow.ContainsRent(body.Operation, apis)
                            ? new BodyResults(RentedArrayFlow.Analyze(body.Operation, body.GetControlFlowGraph(), apis, body.CancellationToken))
                            : s_none;
                        rented = s_results.GetValue(body.Operation, _ => computed);
                    }

                    if (!rented.Arrays.IsEmpty)
                    {
                        report(body, rented.Arrays, apis);
                    }
                },
                OperationKind.MethodBody,
                OperationKind.ConstructorBody);
        });
    }

    private static bool TreeMentionsRent(SyntaxTree tree, System.Threading.CancellationToken cancellationToken)
    {
        if (!s_treeMentionsRent.TryGetValue(tree, out var box))
        {
            var found = TextContainsRent(tree.GetText(cancellationToken));
            box = s_treeMentionsRent.GetValue(tree, _ => new StrongBox<bool>(found));
        }

        return box.Value;
    }

    /// <summary>"Rent" anywhere in the text, read in chunks (no string of the whole file).</summary>
    internal static bool TextContainsRent(Microsoft.CodeAnalysis.Text.SourceText text)
    {
        const int Chunk = 8192;
        var buffer = new char[Chunk + 3];
        var carried = 0;
        for (var start = 0; start < text.Length; start += Chunk)
        {
            var count = Math.Min(Chunk, text.Length - start);
            text.CopyTo(start, buffer, carried, count);
            var end = carried + count;
            for (var i = 0; i + 3 < end; i++)
            {
                if (buffer[i] == 'R' && buffer[i + 1] == 'e' && buffer[i + 2] == 'n' && buffer[i + 3] == 't')
                {
                    return true;
                }
            }

            // Keep the last three characters: "Rent" may straddle two chunks.
            carried = Math.Min(3, end);
            Array.Copy(buffer, end - carried, buffer, 0, carried);
        }

        return false;
    }

    /// <summary>
    /// The statement a node is in, as a message quotes it: on one line, at most 60 characters. Messages name the
    /// statements of a path rather than line numbers, which change with every unrelated edit.
    /// </summary>
    public static string Statement(SyntaxNode node)
    {
        var statement = node;
        for (var current = node; current is not null; current = current.Parent)
        {
            if (current is Microsoft.CodeAnalysis.CSharp.Syntax.StatementSyntax)
            {
                statement = current;
                break;
            }

            if (current is Microsoft.CodeAnalysis.CSharp.Syntax.MemberDeclarationSyntax or Microsoft.CodeAnalysis.CSharp.Syntax.ArrowExpressionClauseSyntax)
            {
                break;
            }
        }

        var text = statement.ToString();
        var builder = new System.Text.StringBuilder(System.Math.Min(text.Length, 64));
        var space = false;
        foreach (var c in text)
        {
            if (char.IsWhiteSpace(c))
            {
                space = builder.Length > 0;
                continue;
            }

            if (space)
            {
                builder.Append(' ');
                space = false;
            }

            builder.Append(c);
            if (builder.Length > 60)
            {
                builder.Length = 59;
                builder.Append('…');
                break;
            }
        }

        return builder.ToString();
    }

    /// <summary>One body's results, as the table keeps them (its values must be objects); immutable.</summary>
    private sealed class BodyResults
    {
        public BodyResults(ImmutableArray<RentedArray> arrays) => Arrays = arrays;

        public ImmutableArray<RentedArray> Arrays { get; }
    }
}
