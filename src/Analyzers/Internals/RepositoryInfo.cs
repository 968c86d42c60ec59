namespace PerfAnalyzers.Internals;

/// <summary>The repository address, for help links. A consistency test keeps it equal to Directory.Build.props.</summary>
internal static class RepositoryInfo
{
    public const string Url = "https://github.com/PerfAnalyzers/PerfAnalyzers";
}
