using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The three Fix All shapes of the fixers, named for what they do:
/// <list type="bullet">
/// <item><see cref="Batch"/>: each diagnostic fixed on its own by the fixer's action, the changes merged (the batch fixer).</item>
/// <item><see cref="PerDocument"/>: each document edited once, with all of its diagnostics, where the batch fixer would
/// keep only one of two fixes made against the same original (fixes that nest, or add a shared member).</item>
/// <item><see cref="WholeScope"/>: one edit of the solution with every diagnostic of the scope, for fixes that span
/// documents (a partial type's declarations, a field shared across files) or must run one after the other
/// (<see cref="InSourceOrderAsync"/>).</item>
/// </list>
/// Each runs whichever diagnostic of the rule comes first. <c>dotnet format analyzers</c> asks the fixer for an action
/// on the rule's first diagnostic in the project and runs Fix All with that action's equivalence key, or with no key
/// when the fixer offers none there (a shape reported without a fix). The batch fixer keeps only actions whose key
/// equals the context's, so a missing key fixed nothing and dotnet format skipped the rule for the whole project
/// ("didn't return a Fix All action"). Every fixer here offers one kind of action, so no key means that one.
/// </summary>
internal static class FixAll
{
    /// <summary>The batch fixer: every diagnostic fixed by the fixer's own action, the text changes merged.</summary>
    public static FixAllProvider Batch(string equivalenceKey) =>
        new KeyedFixAllProvider(WellKnownFixAllProviders.BatchFixer, equivalenceKey);

    /// <summary>
    /// Fix All that hands each document's diagnostics to <paramref name="fixDocument"/> at once (the fix applies them
    /// one after the other on its own changing tree), for fixes that add shared members or nest in one another's span.
    /// </summary>
    public static FixAllProvider PerDocument(
        string equivalenceKey,
        Func<Document, ImmutableArray<Diagnostic>, CancellationToken, Task<Document>> fixDocument) =>
        new KeyedFixAllProvider(new PerDocumentFixAllProvider(fixDocument), equivalenceKey);

    /// <summary>
    /// <see cref="PerDocument(string, Func{Document, ImmutableArray{Diagnostic}, CancellationToken, Task{Document}})"/>
    /// for a fix that reads the document's root and semantic model.
    /// </summary>
    public static FixAllProvider PerDocument(
        string equivalenceKey,
        Func<Document, SyntaxNode, SemanticModel, ImmutableArray<Diagnostic>, CancellationToken, Task<Document>> fixDocument) =>
        PerDocument(
            equivalenceKey,
            async (document, diagnostics, cancellationToken) =>
            {
                var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
                var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
                return root is null || model is null
                    ? document
                    : await fixDocument(document, root, model, diagnostics, cancellationToken).ConfigureAwait(false);
            });

    /// <summary>
    /// <see cref="PerDocument(string, Func{Document, SyntaxNode, SemanticModel, ImmutableArray{Diagnostic}, CancellationToken, Task{Document}})"/>
    /// for a fix decided one diagnostic at a time on the original tree and written all at once: <paramref name="editFor"/>
    /// gives a diagnostic's edit (null where the fixer declines it), <paramref name="apply"/> writes the document's edits
    /// together (the document is left as it is when there are none). The single fix calls <paramref name="apply"/> with
    /// its one edit, so both write the same code.
    /// </summary>
    public static FixAllProvider PerDocument<TEdit>(
        string equivalenceKey,
        Func<SyntaxNode, SemanticModel, Diagnostic, CancellationToken, TEdit?> editFor,
        Func<Document, SyntaxNode, SemanticModel, IReadOnlyList<TEdit>, CancellationToken, Task<Document>> apply)
        where TEdit : class =>
        PerDocument(
            equivalenceKey,
            async (document, root, model, diagnostics, cancellationToken) =>
            {
                var edits = new List<TEdit>(diagnostics.Length);
                foreach (var diagnostic in diagnostics)
                {
                    if (editFor(root, model, diagnostic, cancellationToken) is { } edit)
                    {
                        edits.Add(edit);
                    }
                }

                return edits.Count == 0 ? document : await apply(document, root, model, edits, cancellationToken).ConfigureAwait(false);
            });

    /// <summary>
    /// Fix All whose fix edits the whole solution at once with every diagnostic of the scope that
    /// <paramref name="fixable"/> keeps (a type sealed in each document that declares it, a lock's uses across a partial
    /// type's files, one SearchValues field per set and type): <paramref name="fix"/> gets the solution and those
    /// diagnostics, in the order the scope lists them. No action when none is kept.
    /// </summary>
    public static FixAllProvider WholeScope(
        string equivalenceKey,
        string title,
        Func<FixAllContext, Diagnostic, bool> fixable,
        Func<Solution, IReadOnlyList<Diagnostic>, CancellationToken, Task<Solution>> fix) =>
        new KeyedFixAllProvider(new WholeScopeFixAllProvider(title, fixable, fix), equivalenceKey);

    /// <summary>True when the diagnostic is in a document of the solution the Fix All runs on.</summary>
    public static bool InDocument(FixAllContext fixAllContext, Diagnostic diagnostic) =>
        diagnostic.Location.SourceTree is { } tree && fixAllContext.Solution.GetDocument(tree) is not null;

    /// <summary>
    /// A <see cref="WholeScope"/> fix that applies the fixes one after the other, document by document in source order,
    /// where the batch fixer would merge fixes made against the same original (two of them declaring the same new local,
    /// say). <paramref name="fixOne"/> gets how far the diagnostic's locations have moved by the fixes before it, and
    /// must edit only between the first and the last of its locations (and the whitespace before them); diagnostics
    /// that overlap one already fixed are left. <paramref name="finish"/> runs once per document (imports, formatting).
    /// </summary>
    public static async Task<Solution> InSourceOrderAsync(
        Solution solution,
        IReadOnlyList<Diagnostic> diagnostics,
        Func<Document, Diagnostic, int, CancellationToken, Task<Document?>> fixOne,
        Func<Document, CancellationToken, Task<Document>> finish,
        CancellationToken cancellationToken)
    {
        var byDocument = new Dictionary<DocumentId, List<Diagnostic>>();
        foreach (var diagnostic in diagnostics)
        {
            if (diagnostic.Location.SourceTree is { } tree && solution.GetDocument(tree) is { } document)
            {
                if (!byDocument.TryGetValue(document.Id, out var list))
                {
                    byDocument.Add(document.Id, list = new List<Diagnostic>());
                }

                list.Add(diagnostic);
            }
        }

        foreach (var pair in byDocument)
        {
            if (solution.GetDocument(pair.Key) is not { } document)
            {
                continue;
            }

            var ordered = pair.Value;
            ordered.Sort(static (a, b) => Extent(a).Start.CompareTo(Extent(b).Start));
            var shift = 0;
            var fixedEnd = -1;
            var changed = false;
            foreach (var diagnostic in ordered)
            {
                var extent = Extent(diagnostic);
                if (extent.Start < fixedEnd)
                {
                    continue;
                }

                var before = (await document.GetTextAsync(cancellationToken).ConfigureAwait(false)).Length;
                if (await fixOne(document, diagnostic, shift, cancellationToken).ConfigureAwait(false) is not { } fixedDocument)
                {
                    continue;
                }

                shift += (await fixedDocument.GetTextAsync(cancellationToken).ConfigureAwait(false)).Length - before;
                fixedEnd = extent.End;
                document = fixedDocument;
                changed = true;
            }

            if (changed)
            {
                solution = (await finish(document, cancellationToken).ConfigureAwait(false)).Project.Solution;
            }
        }

        return solution;
    }

    /// <summary>From the first to the last character of the diagnostic's locations.</summary>
    private static TextSpan Extent(Diagnostic diagnostic)
    {
        var start = diagnostic.Location.SourceSpan.Start;
        var end = diagnostic.Location.SourceSpan.End;
        foreach (var location in diagnostic.AdditionalLocations)
        {
            start = Math.Min(start, location.SourceSpan.Start);
            end = Math.Max(end, location.SourceSpan.End);
        }

        return TextSpan.FromBounds(start, end);
    }

    /// <summary>
    /// The diagnostics a Fix All context covers: its document's, its project's, or every project's of the solution
    /// (the scopes the package's own Fix All providers support).
    /// </summary>
    private static async Task<List<Diagnostic>> DiagnosticsInScopeAsync(FixAllContext fixAllContext)
    {
        var diagnostics = new List<Diagnostic>();
        switch (fixAllContext.Scope)
        {
            case FixAllScope.Project:
                diagnostics.AddRange(await fixAllContext.GetAllDiagnosticsAsync(fixAllContext.Project).ConfigureAwait(false));
                break;
            case FixAllScope.Solution:
                foreach (var project in fixAllContext.Solution.Projects)
                {
                    diagnostics.AddRange(await fixAllContext.GetAllDiagnosticsAsync(project).ConfigureAwait(false));
                }

                break;
            default:
                if (fixAllContext.Document is not null)
                {
                    diagnostics.AddRange(await fixAllContext.GetDocumentDiagnosticsAsync(fixAllContext.Document).ConfigureAwait(false));
                }

                break;
        }

        return diagnostics;
    }

    private sealed class WholeScopeFixAllProvider : FixAllProvider
    {
        private readonly string _title;
        private readonly Func<FixAllContext, Diagnostic, bool> _fixable;
        private readonly Func<Solution, IReadOnlyList<Diagnostic>, CancellationToken, Task<Solution>> _fix;

        public WholeScopeFixAllProvider(string title, Func<FixAllContext, Diagnostic, bool> fixable, Func<Solution, IReadOnlyList<Diagnostic>, CancellationToken, Task<Solution>> fix)
        {
            _title = title;
            _fixable = fixable;
            _fix = fix;
        }

        public override IEnumerable<FixAllScope> GetSupportedFixAllScopes() =>
            new[] { FixAllScope.Document, FixAllScope.Project, FixAllScope.Solution };

        public override async Task<CodeAction?> GetFixAsync(FixAllContext fixAllContext)
        {
            var diagnostics = await DiagnosticsInScopeAsync(fixAllContext).ConfigureAwait(false);
            diagnostics.RemoveAll(d => !_fixable(fixAllContext, d));
            if (diagnostics.Count == 0)
            {
                return null;
            }

            var solution = fixAllContext.Solution;
            return CodeAction.Create(_title, ct => _fix(solution, diagnostics, ct), equivalenceKey: fixAllContext.CodeActionEquivalenceKey);
        }
    }

    private sealed class PerDocumentFixAllProvider : DocumentBasedFixAllProvider
    {
        private readonly Func<Document, ImmutableArray<Diagnostic>, CancellationToken, Task<Document>> _fixDocument;

        public PerDocumentFixAllProvider(Func<Document, ImmutableArray<Diagnostic>, CancellationToken, Task<Document>> fixDocument) =>
            _fixDocument = fixDocument;

        protected override async Task<Document?> FixAllAsync(FixAllContext fixAllContext, Document document, ImmutableArray<Diagnostic> diagnostics) =>
            await _fixDocument(document, diagnostics, fixAllContext.CancellationToken).ConfigureAwait(false);
    }

    private sealed class KeyedFixAllProvider : FixAllProvider
    {
        private readonly FixAllProvider _inner;
        private readonly string _equivalenceKey;

        public KeyedFixAllProvider(FixAllProvider inner, string equivalenceKey)
        {
            _inner = inner;
            _equivalenceKey = equivalenceKey;
        }

        public override IEnumerable<FixAllScope> GetSupportedFixAllScopes() => _inner.GetSupportedFixAllScopes();

        public override Task<CodeAction?> GetFixAsync(FixAllContext fixAllContext)
        {
            if (fixAllContext.CodeActionEquivalenceKey is not null)
            {
                return _inner.GetFixAsync(fixAllContext);
            }

            var provider = new DiagnosticsOf(fixAllContext);
            var keyed = fixAllContext.Document is { } document
                ? new FixAllContext(document, fixAllContext.CodeFixProvider, fixAllContext.Scope, _equivalenceKey, fixAllContext.DiagnosticIds, provider, fixAllContext.CancellationToken)
                : new FixAllContext(fixAllContext.Project, fixAllContext.CodeFixProvider, fixAllContext.Scope, _equivalenceKey, fixAllContext.DiagnosticIds, provider, fixAllContext.CancellationToken);
            return _inner.GetFixAsync(keyed);
        }
    }

    /// <summary>The diagnostics of the original context (its provider is not public; its queries are).</summary>
    private sealed class DiagnosticsOf : FixAllContext.DiagnosticProvider
    {
        private readonly FixAllContext _context;

        public DiagnosticsOf(FixAllContext context) => _context = context;

        public override async Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken) =>
            await _context.WithCancellationToken(cancellationToken).GetDocumentDiagnosticsAsync(document).ConfigureAwait(false);

        public override async Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            await _context.WithCancellationToken(cancellationToken).GetProjectDiagnosticsAsync(project).ConfigureAwait(false);

        public override async Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            await _context.WithCancellationToken(cancellationToken).GetAllDiagnosticsAsync(project).ConfigureAwait(false);
    }
}
