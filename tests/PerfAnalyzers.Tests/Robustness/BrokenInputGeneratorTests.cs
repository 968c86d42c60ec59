using System;
using System.Linq;
using Microsoft.CodeAnalysis.Text;

namespace PerfAnalyzers.Tests.Robustness;

public sealed class BrokenInputGeneratorTests
{
    [Fact]
    public void Variants_AreDeterministic_AndCoverEveryKindOfBreakage()
    {
        var (name, text) = BrokenInputGenerator.Snippets[0];
        var hot = new[] { new TextSpan(text.IndexOf("BitConverter", StringComparison.Ordinal), 20) };

        var first = BrokenInputGenerator.Variants(name, text, hot, 1000).ToList();
        var second = BrokenInputGenerator.Variants(name, text, hot, 1000).ToList();

        Assert.Equal(first, second);
        foreach (var kind in new[] { "intact", "truncate@", "delete ", "duplicate ", "remove all usings", "remove 'using" })
        {
            Assert.Contains(first, v => v.Kind.StartsWith(kind, StringComparison.Ordinal));
        }

        foreach (var references in Enum.GetValues<InputReferences>())
        {
            Assert.Contains(first, v => v.References == references && v.Kind != "intact");
        }
    }

    [Fact]
    public void SourceFiles_IncludeScenariosSamplesAndSnippets()
    {
        var names = BrokenInputGenerator.SourceFiles().Select(f => f.Name).ToList();
        Assert.Contains(names, n => n.Contains("/Scenarios/", StringComparison.Ordinal));
        Assert.Contains(names, n => n.StartsWith("samples/", StringComparison.Ordinal));
        Assert.Contains(names, n => n.StartsWith("snippet/", StringComparison.Ordinal));
        Assert.Equal(names.Count, names.Distinct(StringComparer.Ordinal).Count());
    }
}
