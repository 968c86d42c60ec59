using System.Linq;
using System.Text;

namespace PerfAnalyzers.Internals;

/// <summary>How a fix turns a name the code has (a field, a constant, a variable) into the name of a member it writes.</summary>
internal static class MemberNames
{
    /// <summary>
    /// <c>s_emailPattern</c>, <c>_emailPattern</c> and <c>EMAIL_PATTERN</c> to <c>EmailPattern</c>: the field prefixes
    /// (<c>s_</c>, <c>m_</c>, <c>k_</c>, underscores) dropped, words capitalized, characters a name can't hold left
    /// out; empty when nothing that can start a name is left.
    /// </summary>
    public static string Pascal(string name)
    {
        var trimmed = name.StartsWith("s_", System.StringComparison.Ordinal) || name.StartsWith("m_", System.StringComparison.Ordinal) || name.StartsWith("k_", System.StringComparison.Ordinal)
            ? name.Substring(2)
            : name.TrimStart('_');
        var builder = new StringBuilder(trimmed.Length);
        var upper = true;
        foreach (var c in trimmed)
        {
            if (c == '_')
            {
                upper = true;
                continue;
            }

            if (!char.IsLetterOrDigit(c))
            {
                continue;
            }

            builder.Append(upper ? char.ToUpperInvariant(c) : c);
            upper = false;
        }

        // EMAIL_PATTERN -> EmailPattern, URL -> Url: an all-capitals name is words. A name that lower-casing leaves as it
        // was (_1, a name without capitals) is taken as it is: reading it again would never end.
        if (trimmed.Length > 0 && !trimmed.Any(char.IsLower))
        {
            var words = trimmed.ToLowerInvariant();
            if (words != trimmed)
            {
                return Pascal(words);
            }
        }

        return builder.Length > 0 && char.IsLetter(builder[0]) ? builder.ToString() : string.Empty;
    }
}
