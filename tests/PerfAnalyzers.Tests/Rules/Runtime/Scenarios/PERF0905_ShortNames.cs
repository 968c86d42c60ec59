// Hot-loop scenario for PERF0905 where the fix does not pay: short names. An ELF file's section names (".text",
// ".bss", ".data") are 4 to 18 bytes; below about 8 the loop ends before the vectorized search has set up. Measured to
// publish the crossover the docs page quotes; the fix is the same while loop as in PERF0905_StringTable.
#nullable enable
using System;
using System.Text;

public static unsafe class Scenario
{
    public static long Run(byte[] table, int rounds)
    {
        long hash = 0;
        for (var r = 0; r < rounds; r++)
        {
            fixed (byte* start = table)
            {
                var offset = 0;
                while (offset < table.Length)
                {
                    byte* name = start + offset;
                    int length = 0;
                    // Up to the name's terminator.
                    while (name[length] != 0)
                    {
                        length++;
                    }

                    hash = hash * 31 + length + (length > 0 ? name[0] : 0);
                    offset += length + 1;
                }
            }
        }

        return hash;
    }

    private static object[] Table(int rounds, params string[] names) =>
        new object[] { Encoding.UTF8.GetBytes(string.Join("\0", names) + "\0"), rounds };

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return Table(1, "");
        yield return Table(1, "", "", "x");
        yield return Table(2, ".text", ".data", "naïve", new string('s', 40));
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => Table(
        1, "", ".text", ".data", ".bss", ".rodata", ".init", ".fini", ".plt", ".got", ".dynsym", ".dynstr", ".comment", ".strtab", ".symtab");
}
