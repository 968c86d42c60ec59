using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using System.Collections.Immutable;
using System.Globalization;
using System.Text.RegularExpressions;
using System.Xml.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.AnalyzerCost;

/// <summary>
/// <c>--study</c>: every diagnostic of our rules on a code base, project by project, each compiled the way its build
/// compiles it as far as the project files say: its own .cs files (not those of projects in folders below it), the
/// reference assemblies of its newest target framework, its other targets made visible to the analyzers as our
/// package's build file makes them (<c>build_property.PerfAnalyzersTargetFrameworks</c>: a rule whose fix would not
/// compile, or is not measured, on another target stays silent), its <c>LangVersion</c>, <c>Nullable</c>,
/// <c>ImplicitUsings</c> and unconditional <c>DefineConstants</c>, read from the project file and the
/// Directory.Build.props files above it. Types from NuGet packages are missing (no restore): the rules return quietly
/// on them, so a shape that needs a package's type is not counted. Every rule is on.
/// </summary>
internal static class RealCode
{
    /// <summary>
    /// The study's lines: every diagnostic, or with <paramref name="fixAll"/> one line per project that has any, what
    /// <see cref="FixAllAsync"/> found; <paramref name="fixedTo"/>: a folder the fixed files are written to, at their
    /// paths below <paramref name="root"/>, to read the fixes with <c>diff -ru</c>.
    /// </summary>
    public static async Task<IReadOnlyList<string>> StudyAsync(string root, IReadOnlyCollection<string> extraDefines, bool fixAll, string? fixedTo = null)
    {
        var lines = new List<string>();
        var projects = Directory.GetFiles(root, "*.csproj", SearchOption.AllDirectories)
            .Where(p => !IsBuildOutput(p))
            .OrderBy(p => p, StringComparer.Ordinal)
            .ToList();
        var projectFolders = projects.Select(p => Path.GetDirectoryName(p)!).ToHashSet(StringComparer.Ordinal);
        foreach (var project in projects)
        {
            var folder = Path.GetDirectoryName(project)!;
            var files = Directory.GetFiles(folder, "*.cs", SearchOption.AllDirectories)
                .Where(f => !IsBuildOutput(f) && OwningProjectFolder(f, projectFolders) == folder)
                .ToList();
            if (files.Count == 0)
            {
                continue;
            }

            var targets = TargetFrameworks(project);
            var runtime = ReferencesFor(targets);
            var langVersion = Property(project, "LangVersion");
            var defines = (Property(project, "DefineConstants") ?? string.Empty)
                .Split(';', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
                .Where(d => !d.Contains('$'))
                .Concat(extraDefines)
                .ToArray();
            var parse = CSharpParseOptions.Default
                .WithLanguageVersion(ParseLanguageVersion(langVersion))
                .WithPreprocessorSymbols(defines);
            var nullable = string.Equals(Property(project, "Nullable"), "enable", StringComparison.OrdinalIgnoreCase)
                ? NullableContextOptions.Enable
                : NullableContextOptions.Disable;
            var trees = files.Select(f => CSharpSyntaxTree.ParseText(File.ReadAllText(f), parse, path: f)).ToList();
            if (string.Equals(Property(project, "ImplicitUsings"), "enable", StringComparison.OrdinalIgnoreCase))
            {
                trees.Add(CSharpSyntaxTree.ParseText(InProcessCost.SdkGlobalUsings, parse, path: Path.Combine(folder, "GlobalUsings.g.cs")));
            }

            // <InternalsVisibleTo Include="..." /> items: the SDK writes them as assembly attributes.
            var friends = InternalsVisibleTo(project);
            if (friends.Count > 0)
            {
                trees.Add(CSharpSyntaxTree.ParseText(
                    string.Concat(friends.Select(f => $"[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(\"{f}\")]\n")),
                    parse,
                    path: Path.Combine(folder, "AssemblyInfo.g.cs")));
            }

            var config = new GlobalOptionsProvider(new Dictionary<string, string>(StringComparer.Ordinal)
            {
                ["build_property.PerfAnalyzersTargetFrameworks"] = string.Join(",", targets),
            });
            var analyzerOptions = new AnalyzerOptions(ImmutableArray<AdditionalText>.Empty, config);
            var found = await InProcessCost.ListDiagnosticsAsync(root, Path.GetFileNameWithoutExtension(project), trees, runtime, nullable, analyzerOptions).ConfigureAwait(false);
            Console.Error.WriteLine($"{Path.GetRelativePath(root, project)}: {files.Count} files, {string.Join(",", targets)} ({runtime}), C# {langVersion ?? "default"}: {found.Count} diagnostics");
            if (!fixAll)
            {
                lines.AddRange(found);
            }
            else if (found.Count > 0)
            {
                lines.Add(await FixAllAsync(root, project, trees, runtime, nullable, targets, fixedTo).ConfigureAwait(false));
            }
        }

        lines.Sort(StringComparer.Ordinal);
        return lines;
    }

    /// <summary>
    /// <c>--study --fix-all</c>: every fix of every rule applied to the project as the study compiles it, the way
    /// <c>dotnet format analyzers</c> applies them (rule by rule, Fix All with the action offered on the rule's first
    /// diagnostic), in memory, with the package's "All" preset and the project's targets as its build file passes them.
    /// The code base's .editorconfig files apply, as in its build. Then the compiler's errors and warnings of the
    /// original and of the fixed code, counted per file, code and message: a count that grew is a fix that broke the
    /// build or added a warning. The types of the project's packages are
    /// missing here (no restore), so both compilations have the same errors where the code uses them. One line: the
    /// reports, those left after the fixes by rule, the files changed, and every count that grew.
    /// </summary>
    private static async Task<string> FixAllAsync(
        string root, string project, IReadOnlyList<SyntaxTree> trees, TargetRuntime runtime, NullableContextOptions nullable, IReadOnlyList<string> targets, string? fixedTo)
    {
        var parse = (CSharpParseOptions)trees[0].Options;
        var options = new ProjectOptions
        {
            Runtime = runtime,
            LanguageVersion = parse.SpecifiedLanguageVersion,
            PreprocessorSymbols = parse.PreprocessorSymbolNames.ToArray(),
            Nullable = nullable,
            SourceGenerators = true,
            AssemblyName = Path.GetFileNameWithoutExtension(project),
            GlobalConfig = DocsGenerator.Presets()["PerfAnalyzers.All.globalconfig"]
                + "build_property.PerfAnalyzersTargetFrameworks = " + string.Join(",", targets) + "\n",
            AnalyzerConfigFiles = EditorConfigs(Path.GetDirectoryName(Path.GetFullPath(project))!),
        };
        var original = RoslynHost.CreateProject(trees.Select(t => new SourceFile(t.FilePath, t.GetText().ToString())), options);
        var analyzers = DocsGenerator.Analyzers.ToImmutableArray();
        var reports = await RoslynHost.GetAnalyzerDiagnosticsAsync(original, analyzers).ConfigureAwait(false);

        var fixedProject = original;
        foreach (var id in reports.Select(d => d.Id).Distinct().Order(StringComparer.Ordinal))
        {
            var analyzer = analyzers.First(a => a.SupportedDiagnostics.Any(d => d.Id == id));
            foreach (var fixer in DocsGenerator.Fixers.Where(f => f.FixableDiagnosticIds.Contains(id)))
            {
                fixedProject = await RoslynHost.FixAllAsDotnetFormatAsync(fixedProject, analyzer, fixer, id).ConfigureAwait(false) ?? fixedProject;
            }
        }

        var left = await RoslynHost.GetAnalyzerDiagnosticsAsync(fixedProject, analyzers).ConfigureAwait(false);
        var changed = 0;
        foreach (var document in original.Documents)
        {
            var text = await fixedProject.GetDocument(document.Id)!.GetTextAsync().ConfigureAwait(false);
            if (!text.ContentEquals(await document.GetTextAsync().ConfigureAwait(false)))
            {
                changed++;
                if (fixedTo is not null)
                {
                    var path = Path.Combine(fixedTo, Path.GetRelativePath(root, document.FilePath!));
                    Directory.CreateDirectory(Path.GetDirectoryName(path)!);
                    // With the original's byte order mark, if it had one: the copy differs from it only where fixed.
                    var bom = File.ReadAllBytes(document.FilePath!).AsSpan().StartsWith(Encoding.UTF8.Preamble);
                    await File.WriteAllTextAsync(path, text.ToString(), new UTF8Encoding(bom)).ConfigureAwait(false);
                }
            }
        }

        var before = Counts(root, await RoslynHost.GetCompilerDiagnosticsAsync(original).ConfigureAwait(false));
        var after = Counts(root, await RoslynHost.GetCompilerDiagnosticsAsync(fixedProject).ConfigureAwait(false));
        var grown = after
            .Where(a => a.Value > before.GetValueOrDefault(a.Key))
            .Select(a => $"{a.Key} {before.GetValueOrDefault(a.Key)} -> {a.Value}")
            .Order(StringComparer.Ordinal)
            .ToList();
        var leftByRule = left.GroupBy(d => d.Id).OrderBy(g => g.Key, StringComparer.Ordinal).Select(g => $"{g.Key} x{g.Count()}");
        return $"{Path.GetRelativePath(root, project)}: {reports.Length} reports, {left.Length} left ({string.Join(", ", leftByRule)}), "
            + $"{changed} files changed, compiler errors/warnings {before.Values.Sum()} -> {after.Values.Sum()}; "
            + (grown.Count == 0 ? "no count grew" : "grew: " + string.Join("; ", grown));

        // Per message, not per code: a fix that removed one CS0103 and added another in the same file shows.
        static Dictionary<string, int> Counts(string root, IEnumerable<Diagnostic> diagnostics) =>
            diagnostics
                .GroupBy(d => $"{(d.Location.SourceTree is { } tree ? Path.GetRelativePath(root, tree.FilePath) : "(project)")} {d.Severity.ToString().ToLowerInvariant()} {d.Id}: {d.GetMessage(CultureInfo.InvariantCulture)}")
                .ToDictionary(g => g.Key, g => g.Count(), StringComparer.Ordinal);
    }

    /// <summary>
    /// The .editorconfig files that apply to a project's files: those in its folder and the folders below it (not in
    /// build output), and those above it up to the first that says <c>root = true</c> in its preamble. Their naming,
    /// using placement and sorting are what the fixes must follow, as they would in the code base's build.
    /// </summary>
    private static List<SourceFile> EditorConfigs(string folder)
    {
        var configs = new List<SourceFile>();
        foreach (var path in Directory.EnumerateFiles(folder, ".editorconfig", SearchOption.AllDirectories))
        {
            if (!IsBuildOutput(path))
            {
                configs.Add(new SourceFile(path, File.ReadAllText(path)));
            }
        }

        var own = Path.Combine(folder, ".editorconfig");
        if (File.Exists(own) && IsRoot(File.ReadAllText(own)))
        {
            return configs;
        }

        for (var directory = new DirectoryInfo(folder).Parent; directory is not null; directory = directory.Parent)
        {
            var path = Path.Combine(directory.FullName, ".editorconfig");
            if (File.Exists(path))
            {
                var text = File.ReadAllText(path);
                configs.Add(new SourceFile(path, text));
                if (IsRoot(text))
                {
                    break;
                }
            }
        }

        return configs;

        // root = true counts only before the first section.
        static bool IsRoot(string text)
        {
            foreach (var line in text.Split('\n'))
            {
                var trimmed = line.Trim();
                if (trimmed.StartsWith('['))
                {
                    return false;
                }

                if (Regex.IsMatch(trimmed, @"^root\s*=\s*true$", RegexOptions.IgnoreCase))
                {
                    return true;
                }
            }

            return false;
        }
    }

    private static bool IsBuildOutput(string path) =>
        path.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal)
        || path.Contains($"{Path.DirectorySeparatorChar}bin{Path.DirectorySeparatorChar}", StringComparison.Ordinal);

    /// <summary>The nearest folder above <paramref name="file"/> that holds a project: the project that compiles it.</summary>
    private static string? OwningProjectFolder(string file, HashSet<string> projectFolders)
    {
        for (var directory = Path.GetDirectoryName(file); directory is not null; directory = Path.GetDirectoryName(directory))
        {
            if (projectFolders.Contains(directory))
            {
                return directory;
            }
        }

        return null;
    }

    /// <summary>The project file's InternalsVisibleTo items, and those of the Directory.Build.props files above it.</summary>
    private static IReadOnlyList<string> InternalsVisibleTo(string project) =>
        PropertySources(project)
            .SelectMany(file =>
            {
                try
                {
                    return XDocument.Load(file).Descendants().Where(e => e.Name.LocalName == "InternalsVisibleTo")
                        .Select(e => e.Attribute("Include")?.Value)
                        .OfType<string>()
                        .Where(v => !v.Contains('$'));
                }
                catch (System.Xml.XmlException)
                {
                    return Enumerable.Empty<string>();
                }
            })
            .Distinct(StringComparer.Ordinal)
            .ToList();

    /// <summary>TargetFrameworks (or TargetFramework), with <c>$(Name)</c> references resolved the same way.</summary>
    private static IReadOnlyList<string> TargetFrameworks(string project)
    {
        // An old-style project names its .NET Framework version instead (v4.7.2 is net472).
        var value = Property(project, "TargetFrameworks") ?? Property(project, "TargetFramework")
            ?? (Property(project, "TargetFrameworkVersion") is { } version ? "net" + version.TrimStart('v').Replace(".", string.Empty) : "net10.0");
        return value.Split(';', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .Where(t => !t.Contains('$'))
            .Select(t => t.ToLowerInvariant())
            .DefaultIfEmpty("net10.0")
            .ToList();
    }

    /// <summary>The reference assemblies of the newest target: the target whose build offers the most rewrites.</summary>
    private static TargetRuntime ReferencesFor(IReadOnlyList<string> targets)
    {
        var best = TargetRuntime.Net48;
        var rank = -1;
        foreach (var target in targets)
        {
            var (runtime, order) = target switch
            {
                _ when target.StartsWith("net10.", StringComparison.Ordinal) => (TargetRuntime.Net10, 5),
                _ when target.StartsWith("net9.", StringComparison.Ordinal) => (TargetRuntime.Net9, 4),
                _ when Regex.IsMatch(target, @"^net[5-8]\.") => (TargetRuntime.Net8, 3),
                _ when target.StartsWith("netcoreapp3", StringComparison.Ordinal) => (TargetRuntime.NetCoreApp31, 2),
                _ when target.StartsWith("netstandard", StringComparison.Ordinal) || target.StartsWith("netcoreapp", StringComparison.Ordinal) => (TargetRuntime.NetStandard20, 1),
                _ => (TargetRuntime.Net48, 0),
            };
            if (order > rank)
            {
                best = runtime;
                rank = order;
            }
        }

        return best;
    }

    private static LanguageVersion ParseLanguageVersion(string? value) =>
        value is not null && LanguageVersionFacts.TryParse(value, out var version) ? version : LanguageVersion.Latest;

    /// <summary>
    /// A property's value from the project file, else from the Directory.Build.props files above it (the nearest
    /// first); the first element of that name, whatever its condition; <c>$(Other)</c> resolved the same way.
    /// </summary>
    private static string? Property(string project, string name, int depth = 0)
    {
        foreach (var file in PropertySources(project))
        {
            XDocument document;
            try
            {
                document = XDocument.Load(file);
            }
            catch (System.Xml.XmlException)
            {
                continue;
            }

            var element = document.Descendants().FirstOrDefault(e => e.Name.LocalName == name && !string.IsNullOrWhiteSpace(e.Value));
            if (element is null)
            {
                continue;
            }

            var value = element.Value.Trim();
            return depth > 4 ? value : Regex.Replace(value, @"\$\((\w+)\)", m => Property(project, m.Groups[1].Value, depth + 1) ?? m.Value);
        }

        return null;
    }

    /// <summary>The project file and the files it imports by a plain relative path, then each Directory.Build.props above it and its imports.</summary>
    private static IEnumerable<string> PropertySources(string project)
    {
        foreach (var file in WithImports(project))
        {
            yield return file;
        }

        for (var directory = Path.GetDirectoryName(project); directory is not null; directory = Path.GetDirectoryName(directory))
        {
            var props = Path.Combine(directory, "Directory.Build.props");
            if (File.Exists(props))
            {
                foreach (var file in WithImports(props))
                {
                    yield return file;
                }
            }
        }
    }

    private static IEnumerable<string> WithImports(string file)
    {
        yield return file;
        XDocument document;
        try
        {
            document = XDocument.Load(file);
        }
        catch (System.Xml.XmlException)
        {
            yield break;
        }

        foreach (var import in document.Descendants().Where(e => e.Name.LocalName == "Import"))
        {
            var path = import.Attribute("Project")?.Value;
            if (path is null || path.Contains('$'))
            {
                continue;
            }

            var full = Path.GetFullPath(Path.Combine(Path.GetDirectoryName(file)!, path));
            if (File.Exists(full))
            {
                yield return full;
            }
        }
    }

    private sealed class GlobalOptionsProvider : AnalyzerConfigOptionsProvider
    {
        private static readonly AnalyzerConfigOptions s_empty = new Options(new Dictionary<string, string>());

        public GlobalOptionsProvider(Dictionary<string, string> global) => GlobalOptions = new Options(global);

        public override AnalyzerConfigOptions GlobalOptions { get; }

        public override AnalyzerConfigOptions GetOptions(SyntaxTree tree) => s_empty;

        public override AnalyzerConfigOptions GetOptions(AdditionalText textFile) => s_empty;

        private sealed class Options : AnalyzerConfigOptions
        {
            private readonly Dictionary<string, string> _values;

            public Options(Dictionary<string, string> values) => _values = values;

            public override bool TryGetValue(string key, out string value) => _values.TryGetValue(key, out value!);
        }
    }
}
