// Hot-loop scenario for PERF0905: a string table (the section names of an ELF file, a Windows environment block):
// null-terminated strings back to back, the length of each found by a loop to its terminator, in the three forms the fix
// rewrites: a while loop after the count's declaration (UTF-8, byte*; its comment moves above the declaration, after
// the blank line), an empty for loop after it (UTF-16, char*), a
// for loop that sets a count declared earlier (char*), and a pointer walked to the terminator (byte*). The tables are
// the inputs: nothing is allocated on either side.
#nullable enable
using System;
using System.Text;

public static unsafe class Scenario
{
    public static long Run(byte[] utf8, char[] utf16, int rounds)
    {
        long total = 0;
        for (var r = 0; r < rounds; r++)
        {
            fixed (byte* table = utf8)
            {
                total = total * 7 + HashUtf8(table, utf8.Length) + Names(table, utf8.Length);
            }

            fixed (char* table = utf16)
            {
                total = total * 7 + HashUtf16(table, utf16.Length) + Longest(table, utf16.Length);
            }
        }

        return total;
    }

    private static long HashUtf8(byte* table, int size)
    {
        long hash = 0;
        var offset = 0;
        while (offset < size)
        {
            byte* name = table + offset;

            int length = 0;
            // Up to the name's terminator.
            while (name[length] != 0)
            {
                length++;
            }

            hash = hash * 31 + length + (length > 0 ? name[length - 1] : 0);
            offset += length + 1;
        }

        return hash;
    }

    private static int Names(byte* table, int size)
    {
        var names = 0;
        byte* start = table;
        while (start < table + size)
        {
            byte* end = start;
            while (*end != 0)
            {
                end++;
            }

            names += end > start ? 2 : 1;
            start = end + 1;
        }

        return names;
    }

    private static long HashUtf16(char* table, int size)
    {
        long hash = 0;
        var offset = 0;
        while (offset < size)
        {
            char* name = table + offset;
            var length = 0;
            for (; name[length] != '\0'; length++)
            {
            }

            hash = hash * 37 + length + (length > 0 ? name[0] : 0);
            offset += length + 1;
        }

        return hash;
    }

    private static int Longest(char* table, int size)
    {
        int longest = 0;
        int length;
        for (var offset = 0; offset < size; offset += length + 1)
        {
            char* name = table + offset;
            for (length = 0; name[length] != 0; ++length)
            {
            }

            longest = Math.Max(longest, length);
        }

        return longest;
    }

    private static object[] Tables(int rounds, params string[] names)
    {
        var joined = string.Join("\0", names) + "\0";
        return new object[] { Encoding.UTF8.GetBytes(joined), joined.ToCharArray(), rounds };
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        // One empty name: the terminator first.
        yield return Tables(1, "");
        yield return Tables(2, "a");

        // Empty names between others, non-ASCII (two and three UTF-8 bytes), a surrogate pair (two chars, four bytes).
        yield return Tables(1, ".text", "", "", "naïve", "日本語", "emoji 😀 pair", "x");

        // Names longer than a vector (16 and 32 bytes), and one of 1,000 characters.
        yield return Tables(3, new string('a', 15), new string('b', 16), new string('c', 17), new string('d', 33), new string('é', 64), new string('z', 1000));
        yield return BenchmarkInput();
    }

    // Paths and environment entries, the strings native code hands back (the article's example: the changed file's path
    // FileSystemWatcher gets from macOS), 12 to 90 characters.
    public static object[] BenchmarkInput() => Tables(
        1,
        "/home/runner/work/app/src/Services/Orders/OrderRepository.cs",
        "/home/runner/.nuget/packages/newtonsoft.json/13.0.3/lib/net6.0/Newtonsoft.Json.dll",
        "/tmp/build-4f2a/obj/Release/net10.0/app.AssemblyInfo.cs",
        "/var/log/app/2026-11-24.log",
        "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin",
        "HOME=/home/runner",
        "LANG=C.UTF-8",
        "DOTNET_CLI_TELEMETRY_OPTOUT=1");
}
