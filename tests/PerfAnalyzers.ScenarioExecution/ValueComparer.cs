using System;
using System.Collections;
using System.Text;

namespace PerfAnalyzers.ScenarioExecution;

/// <summary>Compares scenario results by value: strings ordinally, sequences element by element, the rest with Equals.</summary>
public static class ValueComparer
{
    public static bool AreEqual(object? expected, object? actual)
    {
        if (expected is null || actual is null)
        {
            return expected is null && actual is null;
        }

        if (expected is string s1 && actual is string s2)
        {
            return string.Equals(s1, s2, StringComparison.Ordinal);
        }

        if (expected is IEnumerable e1 && actual is IEnumerable e2 && expected is not string && actual is not string)
        {
            var left = e1.GetEnumerator();
            var right = e2.GetEnumerator();
            while (true)
            {
                var hasLeft = left.MoveNext();
                var hasRight = right.MoveNext();
                if (hasLeft != hasRight)
                {
                    return false;
                }

                if (!hasLeft)
                {
                    return true;
                }

                if (!AreEqual(left.Current, right.Current))
                {
                    return false;
                }
            }
        }

        return expected.Equals(actual);
    }

    public static string Describe(object? value)
    {
        switch (value)
        {
            case null:
                return "null";
            case string s:
                return "\"" + (s.Length > 80 ? s.Substring(0, 80) + "..." : s) + "\"";
            case IEnumerable sequence:
                var builder = new StringBuilder("[");
                var count = 0;
                foreach (var item in sequence)
                {
                    if (count > 0)
                    {
                        builder.Append(", ");
                    }

                    if (count++ == 8)
                    {
                        builder.Append("...");
                        break;
                    }

                    builder.Append(Describe(item));
                }

                return builder.Append(']').ToString();
            default:
                return value.ToString() ?? value.GetType().Name;
        }
    }
}
