using System;
using System.Security.Cryptography;
using System.Text;
using Microsoft.CodeAnalysis.CSharp;

namespace PerfAnalyzers.TestKit;

/// <summary>
/// The fingerprint of what a benchmark row measured: the tokens of the scenario's code before the fix and of our fix's
/// output (whitespace, line breaks and comments left out: they don't change the compiled code). docs/benchmarks.md
/// records it per row, and the scenario tests fail when a scenario or its fixer's output no longer matches its row.
/// </summary>
public static class ScenarioHash
{
    public static string Compute(string before, string after)
    {
        var builder = new StringBuilder();
        Append(builder, before);
        builder.Append('\u0001');
        Append(builder, after);
        var hash = SHA256.HashData(Encoding.UTF8.GetBytes(builder.ToString()));
        return Convert.ToHexStringLower(hash.AsSpan(0, 6));
    }

    private static void Append(StringBuilder builder, string source)
    {
        foreach (var token in CSharpSyntaxTree.ParseText(source).GetRoot().DescendantTokens())
        {
            builder.Append(token.Text).Append(' ');
        }
    }
}
