using System;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Editing;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>One change a fix makes at the use site: the node to replace and how, given the field's name.</summary>
internal sealed class UseEdit
{
    public UseEdit(SyntaxNode node, Func<SyntaxNode, SyntaxGenerator, SyntaxNode> replace)
    {
        Node = node;
        Replace = replace;
    }

    public SyntaxNode Node { get; }

    public Func<SyntaxNode, SyntaxGenerator, SyntaxNode> Replace { get; }
}
