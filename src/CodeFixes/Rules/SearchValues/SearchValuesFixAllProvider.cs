using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

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
        switch (fixAllContext.Scope)
        {
            case FixAllScope.Document when fixAllContext.Document is not null:
                foreach (var diagnostic in await fixAllContext.GetDocumentDiagnosticsAsync(fixAllContext.Document).ConfigureAwait(false))
                {
                    items.Add((fixAllContext.Document.Id, diagnostic));
                }

                break;
            case FixAllScope.Project:
                await AddProjectAsync(fixAllContext, fixAllContext.Project, items).ConfigureAwait(false);
                break;
            case FixAllScope.Solution:
                foreach (var project in fixAllContext.Solution.Projects)
                {
                    await AddProjectAsync(fixAllContext, project, items).ConfigureAwait(false);
                }

                break;
            default:
                return null;
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

    private static async Task AddProjectAsync(FixAllContext context, Project project, List<(DocumentId Document, Diagnostic Diagnostic)> items)
    {
        foreach (var diagnostic in await context.GetAllDiagnosticsAsync(project).ConfigureAwait(false))
        {
            if (diagnostic.Location.SourceTree is { } tree && project.GetDocument(tree) is { } document)
            {
                items.Add((document.Id, diagnostic));
            }
        }
    }
}
