// Hot-loop scenario for PERF1003 in a file that is one namespace and has no using directives, in a project that places
// usings inside the namespace (csharp_using_directive_placement = inside_namespace): the fix's
// 'using System.Text.RegularExpressions;' goes inside the namespace, above its first member. The regex calls name the
// type in full; their patterns sit in local constants, one also read by the error message (it stays) and one read only
// by the call (it goes with it). Inputs: no text, the empty string, one character, keys and non-keys, separators,
// surrogate pairs, a long text.
#nullable enable
namespace Scenarios.Regexes
{
    public static partial class Scenario
    {
        public static long Run(string[] texts)
        {
            long total = 0;
            foreach (var text in texts)
            {
                total = total * 31 + Hash(CheckKey(text));
                total = total * 31 + Fields(text);
            }

            return total;
        }

        public static System.Collections.Generic.IEnumerable<object[]> Inputs()
        {
            yield return new object[] { new string[0] };
            yield return new object[] { new[] { string.Empty } };
            yield return new object[] { new[] { "a", "_", "9", ";" } };
            yield return new object[] { new[] { "user_name", "UserName2", "2fast", "has space", "x|y;z,w", ",,;;||" } };
            yield return new object[] { new[] { "emoji \U0001F600;\U0001D518\U0001D52B|text", "\U0001F600" } };
            yield return new object[] { new[] { LongText() } };
            yield return BenchmarkInput();
        }

        public static object[] BenchmarkInput() => new object[]
        {
            new[] { "user_name", "Order 1234", "a,b;c|d", "_private", "not-a-key", "k" },
        };

        private static string CheckKey(string text)
        {
            const string keyPattern = "^[A-Za-z_][A-Za-z0-9_]{0,31}$";
            return System.Text.RegularExpressions.Regex.IsMatch(text, keyPattern)
                ? text
                : "'" + text + "' does not match " + keyPattern;
        }

        private static int Fields(string text)
        {
            const string separators = "[,|;]";
            return System.Text.RegularExpressions.Regex.Split(text, separators).Length;
        }

        private static long Hash(string text)
        {
            long hash = 17;
            foreach (var c in text)
            {
                hash = hash * 31 + c;
            }

            return hash;
        }

        private static string LongText()
        {
            var builder = new System.Text.StringBuilder();
            for (var i = 0; i < 200; i++)
            {
                builder.Append("field").Append(i).Append(i % 3 == 0 ? ";" : i % 5 == 0 ? "|" : ",");
            }

            return builder.ToString();
        }
    }
}
