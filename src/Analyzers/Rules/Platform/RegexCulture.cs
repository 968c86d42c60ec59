namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// Whether a case-insensitive regex can match differently under different cultures. Since .NET 7 the regex engine
/// finds case equivalences in its own table, and the culture changes them for four characters only: <c>I</c>,
/// <c>i</c>, <c>İ</c> (U+0130) and <c>ı</c> (U+0131), whose equivalences differ between the invariant culture,
/// Turkish and Azeri, and the others. A pattern that names none of them (as a character, an escape or in a range of a
/// class) and has no backreference (compared case-insensitively, by culture) matches the same text under every
/// culture.
/// </summary>
/// <remarks>
/// Cautious where reading the pattern exactly would take a parser: a Unicode category (<c>\p{...}</c>), a named or
/// numbered backreference, an octal escape in a class, a class subtraction, a comment naming one of the four, and any
/// inline option group (<c>(?i)</c> names one) count as culture-dependent.
/// </remarks>
internal static class RegexCulture
{
    /// <summary>True when the pattern matches alike under every culture with <c>RegexOptions.IgnoreCase</c>.</summary>
    public static bool IsCultureFree(string pattern)
    {
        for (var i = 0; i < pattern.Length; i++)
        {
            if (pattern[i] == '[')
            {
                if (!ClassIsCultureFree(pattern, ref i))
                {
                    return false;
                }

                continue;
            }

            // A group's name ((?<name>...), (?'name'...)) is no character to match: skip it. Not (?<= and (?<!.
            if (pattern[i] == '(' && i + 3 < pattern.Length && pattern[i + 1] == '?' && pattern[i + 2] is '<' or '\''
                && pattern[i + 3] is not '=' and not '!')
            {
                var close = pattern[i + 2] == '<' ? '>' : '\'';
                var end = pattern.IndexOf(close, i + 3);
                if (end < 0)
                {
                    return false;
                }

                i = end;
                continue;
            }

            if (!Next(pattern, ref i, out var c) || (c is { } literal && IsCultureSensitive(literal)))
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>True when the pattern turns case-insensitivity on inline (<c>(?i)</c>, <c>(?i:...)</c>, <c>(?mi-s)</c>).</summary>
    public static bool HasInlineIgnoreCase(string pattern)
    {
        for (var i = 0; i + 2 < pattern.Length; i++)
        {
            if (pattern[i] == '\\')
            {
                i++;
                continue;
            }

            if (pattern[i] != '(' || pattern[i + 1] != '?')
            {
                continue;
            }

            for (var j = i + 2; j < pattern.Length && pattern[j] is 'i' or 'm' or 'n' or 's' or 'x'; j++)
            {
                if (pattern[j] == 'i')
                {
                    return true;
                }
            }
        }

        return false;
    }

    /// <summary>
    /// The class that opens at <paramref name="i"/>: false when it names one of the four characters (alone or in a range)
    /// or holds what this reading leaves to a parser; <paramref name="i"/> ends on its closing bracket.
    /// </summary>
    private static bool ClassIsCultureFree(string pattern, ref int i)
    {
        i++;
        if (i < pattern.Length && pattern[i] == '^')
        {
            i++;
        }

        // A ']' first in the class is a literal.
        var first = true;
        for (; i < pattern.Length; i++)
        {
            if (pattern[i] == ']' && !first)
            {
                return true;
            }

            first = false;
            if (pattern[i] == '-' && i + 1 < pattern.Length && pattern[i + 1] == '[')
            {
                return false;
            }

            if (pattern[i] == '\\' && i + 1 < pattern.Length && pattern[i + 1] is >= '0' and <= '9')
            {
                return false;
            }

            if (!Next(pattern, ref i, out var low))
            {
                return false;
            }

            if (low is not { } start)
            {
                continue;
            }

            if (i + 2 < pattern.Length && pattern[i + 1] == '-' && pattern[i + 2] != ']')
            {
                i += 2;
                if (pattern[i] == '[' || (pattern[i] == '\\' && i + 1 < pattern.Length && pattern[i + 1] is >= '0' and <= '9'))
                {
                    return false;
                }

                if (!Next(pattern, ref i, out var high) || high is not { } end)
                {
                    return false;
                }

                if (Covers(start, end))
                {
                    return false;
                }

                continue;
            }

            if (IsCultureSensitive(start))
            {
                return false;
            }
        }

        // No closing bracket: the pattern doesn't parse, and the rule leaves it alone anyway.
        return false;
    }

    /// <summary>
    /// Reads the character or escape at <paramref name="i"/> (leaving <paramref name="i"/> on its last character): the
    /// character it stands for, null for one that stands for none (<c>\w</c>, <c>\b</c>, <c>\cX</c>, an anchor), false
    /// for what this reading leaves to a parser (a category, a backreference).
    /// </summary>
    private static bool Next(string pattern, ref int i, out char? value)
    {
        value = null;
        if (pattern[i] != '\\')
        {
            value = pattern[i];
            return true;
        }

        if (++i >= pattern.Length)
        {
            return false;
        }

        var escaped = pattern[i];
        switch (escaped)
        {
            case 'x':
                return Hex(pattern, ref i, 2, out value);
            case 'u':
                return Hex(pattern, ref i, 4, out value);
            case 'c':
                // A control character: \cA to \cZ, none a letter.
                i++;
                return i < pattern.Length;
            case 'p' or 'P' or 'k':
                return false;
            case >= '1' and <= '9':
                return false;
            case '0':
                var code = 0;
                for (var n = 0; n < 2 && i + 1 < pattern.Length && pattern[i + 1] is >= '0' and <= '7'; n++)
                {
                    code = code * 8 + (pattern[++i] - '0');
                }

                value = (char)code;
                return true;
            case 'w' or 'W' or 'd' or 'D' or 's' or 'S' or 'b' or 'B' or 'A' or 'z' or 'Z' or 'G':
                return true;
            case 'n':
                value = '\n';
                return true;
            case 't':
                value = '\t';
                return true;
            case 'r':
                value = '\r';
                return true;
            case 'f':
                value = '\f';
                return true;
            case 'v':
                value = '\v';
                return true;
            case 'a':
                value = '\a';
                return true;
            case 'e':
                value = '\u001B';
                return true;
            default:
                // Any other escaped character stands for itself (\., \(, \\); a letter escape the engine doesn't know
                // fails to parse, and the rule leaves such a pattern alone.
                value = escaped;
                return true;
        }
    }

    private static bool Hex(string pattern, ref int i, int digits, out char? value)
    {
        value = null;
        if (i + digits >= pattern.Length)
        {
            return false;
        }

        var code = 0;
        for (var n = 0; n < digits; n++)
        {
            var digit = pattern[++i];
            var d = digit is >= '0' and <= '9' ? digit - '0'
                : digit is >= 'a' and <= 'f' ? digit - 'a' + 10
                : digit is >= 'A' and <= 'F' ? digit - 'A' + 10
                : -1;
            if (d < 0)
            {
                return false;
            }

            code = code * 16 + d;
        }

        value = (char)code;
        return true;
    }

    /// <summary>One of the four characters whose case equivalences depend on the culture.</summary>
    private static bool IsCultureSensitive(char c) => (c | 0x20) == 'i' || (c | 0x01) == '\u0131';

    /// <summary>True when the range holds one of the four characters.</summary>
    private static bool Covers(char start, char end) =>
        (start <= 'I' && 'I' <= end) || (start <= 'i' && 'i' <= end) || (start <= '\u0131' && '\u0130' <= end);
}
