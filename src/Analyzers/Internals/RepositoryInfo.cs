namespace PerfAnalyzers.Internals;

/// <summary>
/// The repository address and the docs the help links open: those of the version the user has, under the release's
/// tag (<c>v{Version}</c>). Both come from Directory.Build.props through the generated <c>BuildInfo</c>.
/// </summary>
internal static class RepositoryInfo
{
    public const string Url = BuildInfo.RepositoryUrl;

    public const string Version = BuildInfo.Version;

    /// <summary>The git tag of this version's release, where its docs stay as they were released.</summary>
    public const string Tag = "v" + Version;
}
