using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace PerfAnalyzers.Internals;

/// <summary>
/// Fix All that works whichever diagnostic of the rule comes first. <c>dotnet format analyzers</c> asks the fixer for
/// an action on the rule's first diagnostic in the project and runs Fix All with that action's equivalence key, or with
/// no key when the fixer offers none there (a shape reported without a fix). The batch fixer keeps only actions whose key
/// equals the context's, so a missing key fixed nothing and dotnet format skipped the rule for the whole project
/// ("didn't return a Fix All action"). Every fixer here offers one kind of action, so no key means that one.
/// </summary>
internal static class FixAll
{
    /// <summary><paramref name="inner"/> (by default the batch fixer), run with <paramref name="equivalenceKey"/> when the context has no key.</summary>
    public static FixAllProvider WhateverComesFirst(string equivalenceKey, FixAllProvider? inner = null) =>
        new KeyedFixAllProvider(inner ?? WellKnownFixAllProviders.BatchFixer, equivalenceKey);

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
