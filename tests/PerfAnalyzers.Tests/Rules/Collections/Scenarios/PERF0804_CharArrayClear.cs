// Hot-loop scenario for PERF0804: a char[] reset to '\0' by a for loop (the fix: Array.Clear).
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(char[] buffer)
    {
        for (int i = 0; i < buffer.Length; i++)
        {
            buffer[i] = '\0';
        }

        return new string(buffer);
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { Array.Empty<char>() };
        yield return new object[] { new[] { 'a' } };
        yield return new object[] { "\ud83d\ude00 surrogate pair".ToCharArray() };
        yield return new object[] { new string('x', 1000).ToCharArray() };
    }

    // 1,000 chars: the string built from them is what both forms pay alike.
    public static object[] BenchmarkInput() => new object[] { new string('x', 1000).ToCharArray() };
}
