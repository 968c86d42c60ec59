using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The one way fixes add a <c>using</c> directive, placed as the IDE places it: beside the file's other usings (at the
/// top of the file or inside its namespace, wherever they are), sorted (<c>System</c> first unless
/// <c>dotnet_sort_system_directives_first = false</c>, or, where .editorconfig doesn't say, the file already puts a
/// <c>System</c> using after another), none where a <c>global using</c> of the project imports the namespace
/// (implicit usings), inside the namespace when the file has no usings and
/// <c>csharp_using_directive_placement = inside_namespace</c>, below the file header, with the document's indentation
/// and line break.
/// </summary>
/// <remarks>
/// Why not <see cref="Microsoft.CodeAnalysis.Simplification.Simplifier.AddImportsAnnotation"/>: the annotation is acted
/// on by the code action's own cleanup, after <see cref="FixCleanup"/>, with the host's options rather than the
/// document's. Tried on Roslyn 4.14 in a plain workspace (a name written with the annotation, the fix's document run
/// through <c>CodeAction.GetOperationsAsync</c>): the cleanup added no using at all, and the name stayed qualified.
/// Called ourselves (<c>ImportAdder.AddImportsAsync</c>), in a CRLF file indented with tabs whose usings are inside its
/// namespace, it indented the new <c>using System.Text;</c> with spaces, ended it with LF, and changed the line break
/// of the using before it to LF. The fixes must write the document's line break and indentation (every test runs again
/// on CRLF sources), so usings are added here, by syntax, and the shortening of names is left to the simplifier.
/// </remarks>
internal static class Imports
{
    /// <summary>
    /// Adds <c>using <paramref name="namespaceName"/>;</c> unless the file already has it or the project imports it
    /// globally (<c>global using</c>, as the SDK's implicit usings do).
    /// </summary>
    public static async Task<Document> AddUsingAsync(Document document, string namespaceName, CancellationToken cancellationToken)
    {
        if (await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false) is not CompilationUnitSyntax root
            || HasUsing(root, namespaceName)
            || await IsImportedGloballyAsync(document, namespaceName, cancellationToken).ConfigureAwait(false))
        {
            return document;
        }

        var text = await document.GetTextAsync(cancellationToken).ConfigureAwait(false);
        var options = LineBreaks.Options(document);
        var inside = options is not null
            && options.TryGetValue("csharp_using_directive_placement", out var placement)
            && placement.Trim().StartsWith("inside_namespace", StringComparison.OrdinalIgnoreCase);

        var newLine = LineBreaks.Of(document, text);
        var container = ChooseContainer(root, inside);

        // .editorconfig's order, else the file's own: System namespaces first unless a System using follows another.
        var systemFirst = options is not null && options.TryGetValue("dotnet_sort_system_directives_first", out var sort)
            ? !string.Equals(sort.Trim(), "false", StringComparison.OrdinalIgnoreCase)
            : SortsSystemFirst(container is BaseNamespaceDeclarationSyntax usingsOf ? usingsOf.Usings : root.Usings);
        var rewritten = container is BaseNamespaceDeclarationSyntax ns
            ? root.ReplaceNode(ns, Insert(ns, namespaceName, systemFirst, newLine))
            : Insert(root, namespaceName, systemFirst, newLine);
        return document.WithSyntaxRoot(rewritten);
    }

    /// <summary>
    /// Adds <c>using <paramref name="namespaceName"/>;</c> for the names a fix wrote with <paramref name="annotation"/>,
    /// unless <paramref name="probeType"/>'s simple name already means something at the first of them (in scope, or
    /// another type of that name): the name then stays qualified.
    /// </summary>
    public static async Task<Document> AddUsingWhereNeededAsync(Document document, SyntaxAnnotation annotation, string namespaceName, string probeType, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        var annotated = root?.GetAnnotatedNodes(annotation).FirstOrDefault();
        if (root is not CompilationUnitSyntax || annotated is null)
        {
            return document;
        }

        var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
        var probe = model?.Compilation.GetTypeByMetadataName(probeType);
        if (model is null || probe is null || model.LookupNamespacesAndTypes(annotated.SpanStart, name: probe.Name).Length > 0)
        {
            return document;
        }

        return await AddUsingAsync(document, namespaceName, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>
    /// True when the namespace is imported at the file's first member: by a <c>global using</c> of the project (the SDK's
    /// implicit usings among them) or the file's own top-level usings. One semantic query: the import scopes the
    /// compiler already built, not a walk over every file of the project.
    /// </summary>
    private static async Task<bool> IsImportedGloballyAsync(Document document, string namespaceName, CancellationToken cancellationToken)
    {
        if (await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false) is not { } model
            || await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false) is not CompilationUnitSyntax root)
        {
            return false;
        }

        // Past the file's usings: inside a using directive only extern aliases are in scope, and no import scope is given.
        var position = root.Members.Count > 0 ? root.Members[0].SpanStart : root.EndOfFileToken.SpanStart;
        foreach (var scope in model.GetImportScopes(position, cancellationToken))
        {
            foreach (var import in scope.Imports)
            {
                if (import.NamespaceOrType is INamespaceSymbol imported && imported.ToDisplayString() == namespaceName)
                {
                    return true;
                }
            }
        }

        return false;
    }

    /// <summary>
    /// Whether the file's own order puts <c>System</c> first: not when its usings are sorted alphabetically but not
    /// System-first (a <c>System</c> using after another); otherwise, sorted or not, the IDE's default.
    /// </summary>
    private static bool SortsSystemFirst(SyntaxList<UsingDirectiveSyntax> usings)
    {
        string? previous = null;
        var systemFirst = true;
        foreach (var directive in usings)
        {
            if (!IsPlainImport(directive))
            {
                continue;
            }

            var name = WithoutGlobalAlias(directive.Name!.ToString());
            if (previous is not null)
            {
                if (Compare(previous, name, systemFirst: false) > 0)
                {
                    return true; // not alphabetical: keep the default
                }

                systemFirst &= Compare(previous, name, systemFirst: true) <= 0;
            }

            previous = name;
        }

        return systemFirst;
    }

    /// <summary>A <c>using</c> of a namespace: not global, not an alias, not static.</summary>
    private static bool IsPlainImport(UsingDirectiveSyntax directive) =>
        directive.GlobalKeyword.IsKind(SyntaxKind.None)
        && directive.Alias is null
        && directive.StaticKeyword.IsKind(SyntaxKind.None)
        && directive.Name is not null;

    private static string WithoutGlobalAlias(string name) =>
        name.StartsWith("global::", StringComparison.Ordinal) ? name.Substring("global::".Length) : name;

    private static bool IsSystem(string name) => name == "System" || name.StartsWith("System.", StringComparison.Ordinal);

    private static bool HasUsing(CompilationUnitSyntax root, string namespaceName)
    {
        foreach (var node in root.DescendantNodes(static n => n is CompilationUnitSyntax or BaseNamespaceDeclarationSyntax))
        {
            if (node is UsingDirectiveSyntax { Alias: null, Name: { } name } directive
                && directive.StaticKeyword.IsKind(SyntaxKind.None)
                && name.ToString() == namespaceName)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>Where the file's usings are; with none, the single namespace when the user places usings inside.</summary>
    private static SyntaxNode ChooseContainer(CompilationUnitSyntax root, bool inside)
    {
        if (root.Usings.Count > 0)
        {
            return root;
        }

        BaseNamespaceDeclarationSyntax? only = null;
        var namespaces = 0;
        foreach (var member in root.Members)
        {
            if (member is BaseNamespaceDeclarationSyntax ns)
            {
                if (ns.Usings.Count > 0)
                {
                    return ns;
                }

                only = ns;
                namespaces++;
            }
        }

        return inside && namespaces == 1 && root.Members.Count == 1 ? only! : root;
    }

    private static CompilationUnitSyntax Insert(CompilationUnitSyntax unit, string name, bool systemFirst, string newLine)
    {
        if (unit.Usings.Count > 0)
        {
            return unit.WithUsings(InsertSorted(unit.Usings, name, systemFirst, newLine));
        }

        var (directive, next) = FirstDirective(NextToken(unit), name, newLine);
        return unit.ReplaceToken(NextToken(unit), next).WithUsings(SyntaxFactory.SingletonList(directive));
    }

    private static BaseNamespaceDeclarationSyntax Insert(BaseNamespaceDeclarationSyntax ns, string name, bool systemFirst, string newLine)
    {
        if (ns.Usings.Count > 0)
        {
            return ns.WithUsings(InsertSorted(ns.Usings, name, systemFirst, newLine));
        }

        var first = ns.Externs.Count > 0 ? ns.Externs[0].GetFirstToken()
            : ns.Members.Count > 0 ? ns.Members[0].GetFirstToken()
            : ns is NamespaceDeclarationSyntax block ? block.CloseBraceToken
            : default;
        if (first.IsKind(SyntaxKind.None))
        {
            return ns.WithUsings(SyntaxFactory.SingletonList(Directive(name, SyntaxFactory.TriviaList(), newLine)));
        }

        var (directive, next) = FirstDirective(first, name, newLine);
        return ns.ReplaceToken(first, next).WithUsings(SyntaxFactory.SingletonList(directive));
    }

    /// <summary>The token the first using goes before, in a file without usings.</summary>
    private static SyntaxToken NextToken(CompilationUnitSyntax unit) =>
        unit.AttributeLists.Count > 0 ? unit.AttributeLists[0].GetFirstToken()
        : unit.Members.Count > 0 ? unit.Members[0].GetFirstToken()
        : unit.EndOfFileToken;

    /// <summary>
    /// The first using of a list, before <paramref name="next"/>: it takes the header of <paramref name="next"/>'s leading
    /// trivia (comments and blank lines up to the last blank line, such as a license header) and is followed by a blank
    /// line; documentation comments and directives stay with the declaration they belong to.
    /// </summary>
    private static (UsingDirectiveSyntax Directive, SyntaxToken Next) FirstDirective(SyntaxToken next, string name, string newLine)
    {
        var leading = next.LeadingTrivia;
        var headerEnd = 0;
        var lineHasContent = false;
        for (var i = 0; i < leading.Count; i++)
        {
            var trivia = leading[i];
            if (trivia.IsKind(SyntaxKind.EndOfLineTrivia))
            {
                if (!lineHasContent)
                {
                    headerEnd = i + 1;
                }

                lineHasContent = false;
            }
            else if (trivia.IsKind(SyntaxKind.SingleLineCommentTrivia) || trivia.IsKind(SyntaxKind.MultiLineCommentTrivia))
            {
                lineHasContent = true;
            }
            else if (!trivia.IsKind(SyntaxKind.WhitespaceTrivia))
            {
                break;
            }
        }

        var header = SyntaxFactory.TriviaList(leading.Take(headerEnd));
        var rest = SyntaxFactory.TriviaList(leading.Skip(headerEnd));
        var indentation = Indentation.Of(rest);
        // The blank line after the new block leads the next token, where the parser puts it.
        var directive = Directive(name, header.AddRange(indentation), newLine);
        return (directive, next.WithLeadingTrivia(rest.Insert(0, SyntaxFactory.EndOfLine(newLine))));
    }

    private static SyntaxList<UsingDirectiveSyntax> InsertSorted(SyntaxList<UsingDirectiveSyntax> usings, string name, bool systemFirst, string newLine)
    {
        var index = 0;
        var lastPlain = -1;
        for (var i = 0; i < usings.Count; i++)
        {
            var existing = usings[i];
            if (!existing.GlobalKeyword.IsKind(SyntaxKind.None))
            {
                index = i + 1;
                continue;
            }

            if (existing.Alias is not null || !existing.StaticKeyword.IsKind(SyntaxKind.None) || existing.Name is null)
            {
                continue;
            }

            if (Compare(name, existing.Name.ToString(), systemFirst) < 0)
            {
                index = i;
                break;
            }

            lastPlain = i;
            index = i + 1;
        }

        if (lastPlain < 0 && index < usings.Count && index == 0)
        {
            // Before every using: the new one takes over the first one's leading trivia (a file header stays on top).
            var first = usings[0];
            var indentation = Indentation.Of(first);
            var directive = Directive(name, first.GetLeadingTrivia(), newLine).WithTrailingTrivia(SyntaxFactory.EndOfLine(newLine));
            return usings.Replace(first, first.WithLeadingTrivia(indentation)).Insert(0, directive);
        }

        var neighbor = usings[Math.Max(0, Math.Min(index, usings.Count) - 1)];
        var added = Directive(name, Indentation.Of(neighbor), newLine);
        return usings.Insert(index, added);
    }

    /// <summary>
    /// The directive with every piece of its trivia written out, none elastic: an elastic marker (what
    /// <c>SyntaxFactory.Token(kind)</c> gives) would have the code action's cleanup lay out the line after the directive
    /// again with the host's default options, indenting it with spaces in a tab-indented file.
    /// </summary>
    private static UsingDirectiveSyntax Directive(string name, SyntaxTriviaList leading, string newLine) =>
        SyntaxFactory.UsingDirective(
            SyntaxFactory.Token(leading, SyntaxKind.UsingKeyword, SyntaxFactory.TriviaList(SyntaxFactory.Space)),
            default,
            null,
            SyntaxFactory.ParseName(name),
            SyntaxFactory.Token(SyntaxFactory.TriviaList(), SyntaxKind.SemicolonToken, SyntaxFactory.TriviaList(SyntaxFactory.EndOfLine(newLine))));

    /// <summary>The IDE's order: <c>System</c> namespaces first (when asked), then alphabetical, case-insensitive.</summary>
    private static int Compare(string a, string b, bool systemFirst)
    {
        if (systemFirst)
        {
            var aSystem = IsSystem(a);
            var bSystem = IsSystem(b);
            if (aSystem != bSystem)
            {
                return aSystem ? -1 : 1;
            }
        }

        var ignoringCase = string.Compare(a, b, StringComparison.OrdinalIgnoreCase);
        return ignoringCase != 0 ? ignoringCase : string.CompareOrdinal(a, b);
    }
}
