using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Sealing;

/// <summary>
/// PERF0201: adds <c>sealed</c> to the first user declaration of the type, and in every declaration of it removes
/// <c>virtual</c> from the members it introduces (CS0549) and turns <c>protected</c> members into <c>private</c>
/// (<c>protected internal</c> into <c>internal</c>, CS0628), so that the fixed code builds with no new warning.
/// The edits of one type can span several files (partial types), so Fix All is our own provider: it gathers every
/// diagnostic of the scope and edits each document once.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(SealInternalTypesCodeFixProvider)), Shared]
public sealed class SealInternalTypesCodeFixProvider : CodeFixProvider
{
    internal const string FixAllTitle = "Seal types nothing derives from";

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.SealInternalTypes);

    public override FixAllProvider GetFixAllProvider() =>
        FixAll.WholeScope(
            nameof(SealInternalTypesCodeFixProvider),
            FixAllTitle,
            static (_, diagnostic) => diagnostic.Id == RuleIdentifiers.SealInternalTypes && diagnostic.Location.IsInSource,
            TypeSealer.SealAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    /// <summary>
    /// The fix edits every declaration of the type, in whichever documents they are, so the action runs the shared
    /// <see cref="TypeSealer"/> (which finds the declarations itself, as for Fix All); the plan only checks the
    /// location and names the type.
    /// </summary>
    private static CodeAction? Plan(Document document, SyntaxNode root, Diagnostic diagnostic)
    {
        if (!diagnostic.Location.IsInSource)
        {
            return null;
        }

        var name = root.FindToken(diagnostic.Location.SourceSpan.Start).ValueText;
        var solution = document.Project.Solution;
        return CodeAction.Create(
            $"Seal '{name}'",
            ct => TypeSealer.SealAsync(solution, new[] { diagnostic }, ct),
            equivalenceKey: nameof(SealInternalTypesCodeFixProvider));
    }
}
