namespace PerfAnalyzers.Rules.Hex;

/// <summary>The case the code puts hex digits in (a <c>ToLower</c> or <c>ToUpper</c> around the conversion): unchanged, lower or upper.</summary>
internal enum HexCase
{
    None,
    Lower,
    Upper,
}
