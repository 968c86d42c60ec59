// Hot-loop scenario for PERF0707, the written type: an invoice renderer checked by rendering every invoice into a
// writer over Stream.Null (a dry run that counts what would be written), one writer per invoice, used in place. The new writer
// allocates its char and byte buffers and an encoder, and encodes every line into them; StreamWriter.Null does nothing.
using System;
using System.Globalization;
using System.IO;

public static class Scenario
{
    public static long Run(string[] customers, decimal[] amounts)
    {
        long total = 0;
        foreach (var customer in customers)
        {
            // One invoice, and how many chars it wrote.
            using var writer = new StreamWriter(Stream.Null);
            long written = 0;
            var header = "Invoice for " + customer;
            writer.WriteLine(header);
            written += header.Length;

            decimal sum = 0;
            for (var i = 0; i < amounts.Length; i++)
            {
                writer.Write(i + 1);
                writer.Write(". ");
                writer.WriteLine(amounts[i]);
                written += 2 + amounts[i].ToString(CultureInfo.InvariantCulture).Length;
                sum += amounts[i];
            }

            writer.Write("Total: ");
            writer.WriteLine(sum);
            writer.Flush();
            total = total * 31 + written * 7 + (long)sum;
        }

        return total;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], new decimal[0] };
        yield return new object[] { new[] { "" }, new decimal[0] };
        yield return new object[] { new[] { "Ada" }, new[] { 1.5m } };

        // Text the encoder must work on: accents, a surrogate pair, a lone surrogate (replaced by the encoder, not an
        // error), and a customer longer than the writer's 1,024-char buffer.
        yield return new object[] { new[] { "Zoë Åström", "emoji \U0001F600", "lone \uD800 half", new string('x', 3000) }, new[] { 0m, -2.25m, 79228162514264337593543950335m } };
        yield return new object[] { Customers(100), Amounts(5) };
    }

    public static object[] BenchmarkInput() => new object[] { Customers(100), Amounts(5) };

    private static string[] Customers(int count)
    {
        var customers = new string[count];
        for (var i = 0; i < count; i++)
        {
            customers[i] = "Customer " + i.ToString(CultureInfo.InvariantCulture);
        }

        return customers;
    }

    private static decimal[] Amounts(int count)
    {
        var amounts = new decimal[count];
        for (var i = 0; i < count; i++)
        {
            amounts[i] = (i * 37 % 100) + 0.25m * i;
        }

        return amounts;
    }
}
