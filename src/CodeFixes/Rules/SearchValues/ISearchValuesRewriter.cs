using System.Collections.Generic;
using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>What a rule's fixer supplies to the shared engine for one diagnostic.</summary>
internal interface ISearchValuesRewriter
{
    /// <summary>
    /// The edits at the use site for <paramref name="diagnostic"/> once the fields of its sets (<see cref="SetRequest.AllFrom"/>)
    /// are called <paramref name="fieldNames"/>, in the same order; null when the code no longer has the expected shape.
    /// </summary>
    IReadOnlyList<UseEdit>? GetEdits(Diagnostic diagnostic, SyntaxNode root, SemanticModel model, IReadOnlyList<string> fieldNames, SearchValuesFixApis symbols);

    /// <summary>
    /// For a fix that converts an existing field in place to hold the diagnostic's <paramref name="set"/>-th set: that
    /// field's declarator location; else null.
    /// </summary>
    Location? GetFieldToConvert(Diagnostic diagnostic, int set);
}
