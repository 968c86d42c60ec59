using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Infrastructure;

/// <summary>
/// Fixed code that looks like the user wrote it (issue 19, section 3): every fixable rule's typical case
/// (<see cref="TargetFrameworkTests.Cases"/>) laid out as a user with another style writes it (tab indentation, a
/// licence header, the usings inside the namespace, LF or CRLF) and fixed by Fix All as <c>dotnet format</c> runs it,
/// with no <c>indent_style</c> in .editorconfig (the fix reads the document's indentation, as the IDE does). The fixed
/// document keeps the layout: it compiles with no new diagnostic, indents with tabs only, keeps the header first and
/// the usings inside the namespace, and writes the document's line break.
/// </summary>
public sealed class DocumentLayoutTests
{
    private const string Header = "// Copyright (c) Contoso. Licensed under the MIT License.";

    /// <summary>
    /// Every rule on, and the placement this user's usings have, for a case that has none to read it from (a fix adds
    /// its using beside the file's usings wherever they are). No <c>indent_style</c>: the tabs are read from the document.
    /// </summary>
    private const string EditorConfig = TargetFrameworkTests.EnableAll + "csharp_using_directive_placement = inside_namespace:silent\n";

    public static TheoryData<string, string> FixableRulesAndLineBreaks()
    {
        var data = new TheoryData<string, string>();
        foreach (var (id, (_, fixer, _, _, _)) in TargetFrameworkTests.Cases)
        {
            if (fixer().FixableDiagnosticIds.Contains(id))
            {
                data.Add(id, "LF");
                data.Add(id, "CRLF");
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(FixableRulesAndLineBreaks))]
    public async Task FixAll_InATabIndentedDocumentWithHeaderAndUsingsInsideTheNamespace_KeepsItsLayout(string id, string lineBreak)
    {
        var (analyzer, fixer, source, reports, _) = TargetFrameworkTests.Cases[id];
        var runtime = Array.IndexOf(reports, TargetRuntime.Net10) >= 0 ? TargetRuntime.Net10 : reports[0];
        var options = new ProjectOptions { EditorConfig = EditorConfig, Runtime = runtime, SourceGenerators = true }; // PERF1003's fix writes [GeneratedRegex]
        var plain = source.Replace("[|", string.Empty).Replace("|]", string.Empty);
        var newLine = lineBreak == "CRLF" ? "\r\n" : "\n";

        // Wrapping the code in a namespace must not change what it means: where it would, only the namespace part is left out.
        var original = LayOut(plain, newLine, wrapInNamespace: true);
        var project = Project(original, options);
        if (original.Namespaced && !await CompilesAsWellAsync(project, Project(plain, options)))
        {
            original = LayOut(plain, newLine, wrapInNamespace: false);
            project = Project(original, options);
        }

        var reported = (await RoslynHost.GetAnalyzerDiagnosticsAsync(project, analyzer())).Where(d => d.Id == id).ToList();
        Assert.NotEmpty(reported);
        var fixable = false;
        foreach (var diagnostic in reported)
        {
            fixable |= (await RoslynHost.GetCodeActionsAsync(project.GetDocument(diagnostic.Location.SourceTree)!, diagnostic, fixer())).Length > 0;
        }

        if (!fixable)
        {
            // This rule's typical case is one it reports without a fix (PERF0403: First on reference-type elements):
            // nothing is written, so there is no layout to check. The layout must not be why: the plain source is declined too.
            var plainProject = Project(plain, options);
            foreach (var diagnostic in (await RoslynHost.GetAnalyzerDiagnosticsAsync(plainProject, analyzer())).Where(d => d.Id == id))
            {
                Assert.Empty(await RoslynHost.GetCodeActionsAsync(plainProject.GetDocument(diagnostic.Location.SourceTree)!, diagnostic, fixer()));
            }

            return;
        }

        var fixedProject = await RoslynHost.FixAllAsDotnetFormatAsync(project, analyzer(), fixer(), id);

        Assert.NotNull(fixedProject);
        var text = await RoslynHost.GetTextAsync(fixedProject!.Documents.Single());
        Assert.NotEqual(original.Text, text);
        var shown = $"{id} ({lineBreak}) fixed:{Environment.NewLine}{Show(text)}";

        // (a) It compiles, with no error or warning the original didn't have.
        var before = (await RoslynHost.GetCompilerDiagnosticsAsync(project)).Select(d => d.Id).ToList();
        foreach (var diagnostic in await RoslynHost.GetCompilerDiagnosticsAsync(fixedProject))
        {
            Assert.True(before.Remove(diagnostic.Id), $"New {RoslynHost.Format(diagnostic)}{Environment.NewLine}{shown}");
        }

        // (b) Indented with tabs only (a block comment's " *" lines aside): the original has no line indented with spaces.
        var lines = text.Split('\n').Select(l => l.TrimEnd('\r')).ToArray();
        foreach (var line in lines)
        {
            var indentation = line.Substring(0, line.Length - line.TrimStart(' ', '\t').Length);
            var commentAlignment = indentation.EndsWith("\t ", StringComparison.Ordinal) && line.TrimStart().StartsWith('*');
            Assert.True(
                !indentation.Contains(' ') || (commentAlignment && indentation.IndexOf(' ') == indentation.Length - 1),
                $"Line indented with spaces: '{Show(line)}'{Environment.NewLine}{shown}");
        }

        // (c) The licence header stays the first line, followed by its blank line.
        Assert.True(lines.Length > 2 && lines[0] == Header && lines[1].Length == 0, $"The header is not first.{Environment.NewLine}{shown}");

        // (d) Every using directive stays inside the namespace.
        if (original.Namespaced)
        {
            var root = (CompilationUnitSyntax)(await fixedProject.Documents.Single().GetSyntaxRootAsync())!;
            Assert.True(root.Usings.Count == 0, $"A using directive outside the namespace.{Environment.NewLine}{shown}");
            var ns = Assert.Single(root.Members.OfType<BaseNamespaceDeclarationSyntax>());
            Assert.True(ns.Usings.Count >= original.Usings, $"A using directive left the namespace.{Environment.NewLine}{shown}");
        }

        // (e) The document's line break, and only it.
        for (var i = 0; i < text.Length; i++)
        {
            Assert.True(
                newLine == "\r\n" ? text[i] != '\n' || (i > 0 && text[i - 1] == '\r') : text[i] != '\r',
                $"A line break other than {lineBreak} at {i}.{Environment.NewLine}{shown}");
        }
    }

    /// <summary>
    /// <paramref name="source"/> as a user with another style writes it: the licence header, the usings inside the
    /// namespace (after a file-scoped one; in a block namespace wrapped around the code where it has none and
    /// <paramref name="wrapInNamespace"/>; left on top where it has top-level statements), tabs for each four spaces of
    /// indentation, and <paramref name="newLine"/> for every line break.
    /// </summary>
    private static LaidOut LayOut(string source, string newLine, bool wrapInNamespace)
    {
        var root = CSharpSyntaxTree.ParseText(source).GetCompilationUnitRoot();
        var usings = root.Usings.Select(u => u.ToString()).ToList();
        var body = (root.Usings.Count > 0 ? source.Substring(root.Usings.Last().FullSpan.End) : source).ReplaceLineEndings("\n").Trim('\n');
        var lines = body.Split('\n').ToList();
        var ns = CSharpSyntaxTree.ParseText(body).GetCompilationUnitRoot().Members.OfType<BaseNamespaceDeclarationSyntax>().FirstOrDefault();

        var namespaced = ns is not null || (wrapInNamespace && !root.Members.OfType<GlobalStatementSyntax>().Any());
        if (ns is not null)
        {
            // Right after the namespace's line (file-scoped) or its opening brace (block), indented as its members.
            var fileScoped = ns is FileScopedNamespaceDeclarationSyntax;
            var opening = ns is FileScopedNamespaceDeclarationSyntax f ? f.SemicolonToken : ((NamespaceDeclarationSyntax)ns).OpenBraceToken;
            var at = opening.GetLocation().GetLineSpan().EndLinePosition.Line + 1;
            var moved = usings.Select(u => (fileScoped ? string.Empty : "    ") + u).ToList();
            if (fileScoped && moved.Count > 0)
            {
                moved.Insert(0, string.Empty);
            }

            lines.InsertRange(at, moved);
            if (moved.Count > 0 && at + moved.Count < lines.Count && lines[at + moved.Count].Trim().Length > 0)
            {
                lines.Insert(at + moved.Count, string.Empty);
            }
        }
        else if (namespaced)
        {
            lines = lines.Select(l => l.Length == 0 ? l : "    " + l).ToList();
            lines.InsertRange(0, new[] { "namespace Contoso.Orders", "{" }.Concat(usings.Select(u => "    " + u)).Concat(usings.Count > 0 ? new[] { string.Empty } : Array.Empty<string>()));
            lines.Add("}");
        }
        else if (usings.Count > 0)
        {
            // Top-level statements can't be wrapped (nor, where wrapping changes what the code means, other code): the usings stay on top.
            lines.InsertRange(0, usings.Append(string.Empty));
        }

        var text = new StringBuilder(Header).Append(newLine).Append(newLine);
        foreach (var line in lines)
        {
            var spaces = 0;
            while (spaces + 4 <= line.Length && line.AsSpan(spaces, 4).SequenceEqual("    "))
            {
                spaces += 4;
            }

            text.Append('\t', spaces / 4).Append(line, spaces, line.Length - spaces).Append(newLine);
        }

        return new LaidOut(text.ToString(), namespaced, namespaced ? usings.Count : 0);
    }

    private static Project Project(LaidOut source, ProjectOptions options) => Project(source.Text, options);

    private static Project Project(string source, ProjectOptions options) =>
        RoslynHost.CreateProject(new[] { new SourceFile("/0/Test0.cs", source) }, options);

    /// <summary>Whether <paramref name="project"/> has no compiler diagnostic that <paramref name="reference"/> hasn't.</summary>
    private static async Task<bool> CompilesAsWellAsync(Project project, Project reference)
    {
        var expected = (await RoslynHost.GetCompilerDiagnosticsAsync(reference)).Select(d => d.Id).ToList();
        return (await RoslynHost.GetCompilerDiagnosticsAsync(project)).All(d => expected.Remove(d.Id));
    }

    private static string Show(string text) => text.Replace("\t", "\\t").Replace("\r", "\\r");

    private sealed record LaidOut(string Text, bool Namespaced, int Usings);
}
