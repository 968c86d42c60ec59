using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way a fix that edits several places of a document keeps hold of them: each place is marked on the tree the
/// analysis saw (one annotation per node, however many times it is marked), the marks are put on in one pass
/// (<see cref="Apply"/>), and each place is found again (<see cref="Find{TNode}"/>) in the tree as the edits before it
/// left it.
/// </summary>
internal sealed class NodeMarks
{
    private readonly Dictionary<SyntaxNode, SyntaxAnnotation> _marks = new();

    public bool Contains(SyntaxNode node) => _marks.ContainsKey(node);

    /// <summary>The node's mark (a new one the first time).</summary>
    public SyntaxAnnotation Mark(SyntaxNode node)
    {
        if (!_marks.TryGetValue(node, out var mark))
        {
            _marks.Add(node, mark = new SyntaxAnnotation());
        }

        return mark;
    }

    /// <summary>Marks the node with an annotation of the caller's (one that carries data), replacing its mark.</summary>
    public void Mark(SyntaxNode node, SyntaxAnnotation mark) => _marks[node] = mark;

    /// <summary>The tree with every mark on its node.</summary>
    public SyntaxNode Apply(SyntaxNode root) =>
        _marks.Count == 0 ? root : root.ReplaceNodes(_marks.Keys, (original, rewritten) => rewritten.WithAdditionalAnnotations(_marks[original]));

    /// <summary>The node that carries <paramref name="mark"/> in <paramref name="root"/>, when it is still a <typeparamref name="TNode"/>.</summary>
    public static TNode? Find<TNode>(SyntaxNode root, SyntaxAnnotation mark)
        where TNode : SyntaxNode =>
        root.GetAnnotatedNodes(mark).FirstOrDefault() as TNode;

    /// <summary>
    /// Rewrites each node in turn on the changing tree: every node is marked first, then <paramref name="rewrite"/> gets
    /// the tree as the rewrites before it left it and the node found again there, and returns the new tree (null to
    /// leave that node). Nodes named twice are rewritten once.
    /// </summary>
    public static SyntaxNode RewriteEach<TNode>(SyntaxNode root, IEnumerable<TNode> nodes, Func<SyntaxNode, TNode, SyntaxNode?> rewrite)
        where TNode : SyntaxNode
    {
        var marks = new NodeMarks();
        var order = new List<SyntaxAnnotation>();
        foreach (var node in nodes)
        {
            if (!marks.Contains(node))
            {
                order.Add(marks.Mark(node));
            }
        }

        root = marks.Apply(root);
        foreach (var mark in order)
        {
            if (Find<TNode>(root, mark) is { } node && rewrite(root, node) is { } rewritten)
            {
                root = rewritten;
            }
        }

        return root;
    }
}
