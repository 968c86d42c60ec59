using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0707: <c>new StreamWriter(Stream.Null, ...)</c> to <c>StreamWriter.Null</c>. The type is kept as written
/// (<c>StreamWriter</c>, <c>System.IO.StreamWriter</c>, an alias); a target-typed <c>new(Stream.Null)</c> gets the
/// type's name, with <c>using System.IO;</c> added when the file lacks it and the name is free.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseStreamWriterNullCodeFixProvider)), Shared]
public sealed class UseStreamWriterNullCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseStreamWriterNull);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseStreamWriterNullCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var creation = LinqSyntax.FindExact<BaseObjectCreationExpressionSyntax>(root, diagnostic.Location);
        if (creation is null || CreatedTypeMember.Replace(document, root, model, creation, "Null", cancellationToken) is not { } fix)
        {
            return null;
        }

        return CodeAction.Create("Use StreamWriter.Null", fix, equivalenceKey: nameof(UseStreamWriterNullCodeFixProvider));
    }
}
