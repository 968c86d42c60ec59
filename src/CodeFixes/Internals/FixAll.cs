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
/// The Fix All providers of the fixers. <see cref="WhateverComesFirst"/>: Fix All that works whichever diagnostic of the rule comes first. <c>dotnet format analyzers</c> asks the fixer for
/// an action on the rule's first diagnostic in the project and runs Fix All with that action's equivalence key, or with
/// no key when the fixer offers none there (a shape reported without a fix). The batch fixer keeps only actions whose key
/// equals the context's, so a missing key fixed nothing and dotnet format skipped the rule for the whole project
/// ("didn't return a Fix All action"). Every fixer here offers one kind of action, so no key means that one.
/// <see cref="InOrder"/>: fixes applied one after the other, for fixes that can't be merged. <see cref="PerDocument"/>:
/// each document edited once with all of its diagnostics, for fixes nested in one another's span.
/// </summary>
internal static class FixAll
{
    /// <summary><paramref name="inner"/> (by default the batch fixer), run with <paramref name="equivalenceKey"/> when the context has no key.</summary>
    public static FixAllProvider WhateverComesFirst(string equivalenceKey, FixAllProvider? inner = null) =>
        new KeyedFixAllProvider(inner ?? WellKnownFixAllProviders.BatchFixer, equivalenceKey);

    /// <summary>
    /// Fix All that hands each document's diagnostics to <paramref name="fixDocument"/> at once (the fix applies them
    /// one after the other on its own changing tree), for fixes that add shared members or nest; runs whichever
    /// diagnostic comes first, as <see cref="WhateverComesFirst"/>.
    /// </summary>
    public static FixAllProvider DocumentAtOnce(
        string equivalenceKey,
        Func<Document, ImmutableArray<Diagnostic>, CancellationToken, Task<Document>> fixDocument) =>
        WhateverComesFirst(equivalenceKey, FixAllProvider.Create(async (context, document, diagnostics) => await fixDocument(document, diagnostics, context.CancellationToken).ConfigureAwait(false)));

    /// <summary>
    /// Fix All that applies the fixes one after the other, document by document in source order, where the batch fixer
    /// would merge fixes made against the same original (two of them declaring the same new local, say).
    /// <paramref name="fixOne"/> gets how far the diagnostic's locations have moved by the fixes before it, and must
    /// edit only between the first and the last of its locations (and the whitespace before them); diagnostics that
    /// overlap one already fixed are left. <paramref name="finish"/> runs once per document (imports, formatting).
    /// </summary>
    public static FixAllProvider InOrder(
        string title,
        Func<Document, Diagnostic, int, CancellationToken, Task<Document?>> fixOne,
        Func<Document, CancellationToken, Task<Document>> finish) => new InOrderFixAllProvider(title, fixOne, finish);

    /// <summary>
    /// Fix All that edits each document once, with all of its diagnostics, where the batch fixer would keep only one of
    /// two fixes made against the same original (a fix nested in another's span): <paramref name="fixDocument"/> gets the
    /// document's root and semantic model, and returns the fixed document. Runs whichever diagnostic comes first, as
    /// <see cref="WhateverComesFirst"/>.
    /// </summary>
    public static FixAllProvider PerDocument(
        string equivalenceKey,
        Func<Document, SyntaxNode, SemanticModel, ImmutableArray<Diagnostic>, CancellationToken, Task<Document>> fixDocument) =>
        WhateverComesFirst(equivalenceKey, new PerDocumentFixAllProvider(fixDocument));

    /// <summary>
    /// Fix All whose fix edits the whole solution at once with every diagnostic of the scope (a type sealed or a member
    /// made non-virtual in each document that declares it): <paramref name="fix"/> gets the solution and the scope's
    /// in-source diagnostics of <paramref name="diagnosticId"/>. Runs whichever diagnostic comes first, as
    /// <see cref="WhateverComesFirst"/>.
    /// </summary>
    public static FixAllProvider SolutionWide(
        string equivalenceKey,
        string diagnosticId,
        string title,
        Func<Solution, IReadOnlyList<Diagnostic>, CancellationToken, Task<Solution>> fix) =>
        WhateverComesFirst(equivalenceKey, new SolutionWideFixAllProvider(diagnosticId, title, fix));

    /// <summary>
    /// The diagnostics a Fix All context covers: its document's, its project's, or every project's of the solution
    /// (the scopes the package's own Fix All providers support).
    /// </summary>
    public static async Task<List<Diagnostic>> DiagnosticsInScopeAsync(FixAllContext fixAllContext)
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

    private sealed class InOrderFixAllProvider : FixAllProvider
    {
        private readonly string _title;
        private readonly Func<Document, Diagnostic, int, CancellationToken, Task<Document?>> _fixOne;
        private readonly Func<Document, CancellationToken, Task<Document>> _finish;

        public InOrderFixAllProvider(string title, Func<Document, Diagnostic, int, CancellationToken, Task<Document?>> fixOne, Func<Document, CancellationToken, Task<Document>> finish)
        {
            _title = title;
            _fixOne = fixOne;
            _finish = finish;
        }

        public override IEnumerable<FixAllScope> GetSupportedFixAllScopes() =>
            new[] { FixAllScope.Document, FixAllScope.Project, FixAllScope.Solution };

        public override async Task<CodeAction?> GetFixAsync(FixAllContext fixAllContext)
        {
            var diagnostics = new Dictionary<DocumentId, List<Diagnostic>>();
            foreach (var diagnostic in await DiagnosticsInScopeAsync(fixAllContext).ConfigureAwait(false))
            {
                if (diagnostic.Location.SourceTree is { } tree && fixAllContext.Solution.GetDocument(tree) is { } document)
                {
                    if (!diagnostics.TryGetValue(document.Id, out var list))
                    {
                        diagnostics.Add(document.Id, list = new List<Diagnostic>());
                    }

                    list.Add(diagnostic);
                }
            }

            if (diagnostics.Count == 0)
            {
                return null;
            }

            var solution = fixAllContext.Solution;
            return CodeAction.Create(_title, ct => FixAsync(solution, diagnostics, ct), equivalenceKey: fixAllContext.CodeActionEquivalenceKey);
        }

        private async Task<Solution> FixAsync(Solution solution, Dictionary<DocumentId, List<Diagnostic>> diagnostics, CancellationToken cancellationToken)
        {
            foreach (var pair in diagnostics)
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
                    if (await _fixOne(document, diagnostic, shift, cancellationToken).ConfigureAwait(false) is not { } fixedDocument)
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
                    solution = (await _finish(document, cancellationToken).ConfigureAwait(false)).Project.Solution;
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
    }

    private sealed class SolutionWideFixAllProvider : FixAllProvider
    {
        private readonly string _diagnosticId;
        private readonly string _title;
        private readonly Func<Solution, IReadOnlyList<Diagnostic>, CancellationToken, Task<Solution>> _fix;

        public SolutionWideFixAllProvider(string diagnosticId, string title, Func<Solution, IReadOnlyList<Diagnostic>, CancellationToken, Task<Solution>> fix)
        {
            _diagnosticId = diagnosticId;
            _title = title;
            _fix = fix;
        }

        public override IEnumerable<FixAllScope> GetSupportedFixAllScopes() =>
            new[] { FixAllScope.Document, FixAllScope.Project, FixAllScope.Solution };

        public override async Task<CodeAction?> GetFixAsync(FixAllContext fixAllContext)
        {
            var diagnostics = await DiagnosticsInScopeAsync(fixAllContext).ConfigureAwait(false);
            diagnostics.RemoveAll(d => d.Id != _diagnosticId || !d.Location.IsInSource);
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
        private readonly Func<Document, SyntaxNode, SemanticModel, ImmutableArray<Diagnostic>, CancellationToken, Task<Document>> _fixDocument;

        public PerDocumentFixAllProvider(Func<Document, SyntaxNode, SemanticModel, ImmutableArray<Diagnostic>, CancellationToken, Task<Document>> fixDocument) =>
            _fixDocument = fixDocument;

        protected override async Task<Document?> FixAllAsync(FixAllContext fixAllContext, Document document, ImmutableArray<Diagnostic> diagnostics)
        {
            var cancellationToken = fixAllContext.CancellationToken;
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            return root is null || model is null
                ? document
                : await _fixDocument(document, root, model, diagnostics, cancellationToken).ConfigureAwait(false);
        }
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
