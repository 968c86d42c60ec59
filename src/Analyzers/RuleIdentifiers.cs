namespace PerfAnalyzers;

/// <summary>
/// Every diagnostic ID the package reports, as descriptive constants. An ID is never reused.
/// One class, declared in parts: <c>RuleIdentifiers.&lt;Family&gt;.cs</c> beside this file holds each family's IDs.
/// </summary>
public static partial class RuleIdentifiers
{
}
