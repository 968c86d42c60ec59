using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// Fix All for the SearchValues fixes. The batch fixer merges independent text changes, so two fixes of one set would
/// each add the field (and clash); this provider plans every diagnostic of the scope at once, across documents, with
/// one field per set and type.
/// </summary>
internal sealed class SearchValuesFixAllProvider : FixAllProvider
{
    private readonly ISearchValuesRewriter _rewriter;
    private readonly string _title;

    public SearchValuesFixAllProvider(ISearchValuesRewriter rewriter, string title)
    {
        _rewriter = rewriter;
        _title = title;
    }

    public override IEnumerable<FixAllScope> GetSupportedFixAllScopes() =>
        new[] { FixAllScope.Document, FixAllScope.Project, FixAllScope.Solution };

    public override async Task<CodeAction?> GetFixAsync(FixAllContext fixAllContext)
    {
        var items = new List<(DocumentId Document, Diagnostic Diagnostic)>();
        foreach (var diagnostic in await FixAll.DiagnosticsInScopeAsync(fixAllContext).ConfigureAwait(false))
        {
            if (diagnostic.Location.SourceTree is { } tree && fixAllContext.Solution.GetDocument(tree) is { } document)
            {
                items.Add((document.Id, diagnostic));
            }
        }

        if (items.Count == 0)
        {
            return null;
        }

        var solution = fixAllContext.Solution;
        return CodeAction.Create(
            _title,
            ct => SearchValuesFields.FixAsync(solution, items, _rewriter, ct),
            equivalenceKey: fixAllContext.CodeActionEquivalenceKey);
    }
}
