namespace PerfAnalyzers.Internals;

/// <summary>How loudly a rule speaks by default; the descriptor factory derives severity and enablement from it.</summary>
internal enum RuleLevel
{
    /// <summary>Precise on real code and a large measured payoff (at least 2x faster or half the allocations).</summary>
    Warning,

    /// <summary>Worth doing, but a smaller payoff or more room for judgment.</summary>
    Suggestion,

    /// <summary>Off unless turned on in .editorconfig.</summary>
    Disabled,
}
