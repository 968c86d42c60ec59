// Hot-loop scenario for PERF0803, a read-only field: a reader that splits comma-separated records into a reused
// string[8] of fields, cleared before each record so that a short record leaves no field of the one before it. The fix
// clears it with Array.Clear(s_fields). The field strings are allocated alike on both sides.
using System;
using System.Collections.Generic;

public static class Scenario
{
    private static readonly string?[] s_fields = new string?[8];

    public static long Run(string[] records)
    {
        long total = 0;
        foreach (var record in records)
        {
            Array.Clear(s_fields, 0, s_fields.Length);
            var count = 0;
            var start = 0;
            while (count < s_fields.Length)
            {
                var comma = record.IndexOf(',', start);
                var end = comma < 0 ? record.Length : comma;
                if (end > start)
                {
                    s_fields[count] = record.Substring(start, end - start);
                }

                count++;
                if (comma < 0)
                {
                    break;
                }

                start = comma + 1;
            }

            foreach (var field in s_fields)
            {
                total = total * 31 + (field is null ? 7 : field.Length);
            }
        }

        return total;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0] };

        // A long record then shorter ones (a stale field would show), empty fields, an empty record, more than 8 fields.
        yield return new object[] { new[] { "a,b,c,d,e,f,g,h", "x", "", ",,", "1,2,3,4,5,6,7,8,9,10" } };
        yield return BenchmarkInput();
    }

    // 1,000 records of three to eight short fields.
    public static object[] BenchmarkInput()
    {
        var records = new string[1000];
        for (var i = 0; i < records.Length; i++)
        {
            records[i] = (i % 6) switch
            {
                0 => "id,name,city",
                1 => "17,Ada,London,UK",
                2 => "18,Grace,,US,Navy",
                3 => "19,Alan,Wilmslow,UK,,1912",
                4 => "20,Edsger,Nuenen,NL,1930,2002,TUE",
                _ => "21,Barbara,Boston,US,1939,,MIT,Turing",
            };
        }

        return new object[] { records };
    }
}
