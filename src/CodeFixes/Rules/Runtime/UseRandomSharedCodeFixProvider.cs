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

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0901: <c>new Random()</c> to <c>Random.Shared</c>, in place (<c>Random.Shared.Next(6)</c>) or as the local's
/// initializer (the local and its calls stay as written). The type is kept as written; a target-typed <c>new()</c> gets
/// the type's name.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseRandomSharedCodeFixProvider)), Shared]
public sealed class UseRandomSharedCodeFixProvider : CodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseRandomShared);

    public override FixAllProvider GetFixAllProvider() => FixAll.Batch(nameof(UseRandomSharedCodeFixProvider));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var creation = LinqSyntax.FindExact<BaseObjectCreationExpressionSyntax>(root, diagnostic.Location);
        if (creation is null || CreatedTypeMember.Replace(document, root, model, creation, "Shared", cancellationToken) is not { } fix)
        {
            return null;
        }

        return CodeAction.Create("Use Random.Shared", fix, equivalenceKey: nameof(UseRandomSharedCodeFixProvider));
    }
}
