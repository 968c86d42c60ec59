using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Internals;

/// <summary>The only place a <see cref="DiagnosticDescriptor"/> is constructed.</summary>
internal static class RuleDescriptors
{
    public const string Category = "Performance";

    /// <summary>
    /// Where the rule pages of this version live (its release tag, so a user of an older version reads the page that
    /// describes the rule they have); the help link of a rule is <c>{HelpLinkBase}/{ID}.md</c>.
    /// </summary>
    public const string HelpLinkBase = RepositoryInfo.Url + "/blob/" + RepositoryInfo.Tag + "/docs/rules";

    public static string GetHelpLink(string id) => HelpLinkBase + "/" + id + ".md";

    public static DiagnosticDescriptor Create(
        string id,
        string title,
        string messageFormat,
        string description,
        RuleLevel level,
        bool compilationEnd = false)
    {
        var severity = level switch
        {
            RuleLevel.Warning => DiagnosticSeverity.Warning,
            _ => DiagnosticSeverity.Info,
        };

        var tags = compilationEnd
            ? new[] { WellKnownDiagnosticTags.CompilationEnd }
            : System.Array.Empty<string>();

        return new DiagnosticDescriptor(
            id,
            title,
            messageFormat,
            Category,
            severity,
            isEnabledByDefault: level != RuleLevel.Disabled,
            description: description,
            helpLinkUri: GetHelpLink(id),
            customTags: tags);
    }
}
