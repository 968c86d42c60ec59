using System;
using System.Collections.Generic;
using System.Linq;

namespace PerfAnalyzers.Samples;

public sealed record Product(int Id, string Name, decimal Price, int Stock);

/// <summary>A product catalog with the LINQ habits the LINQ rules find.</summary>
public sealed class Catalog
{
    private readonly Product[] _products;
    private readonly List<string> _tags = new();

    public Catalog(Product[] products) => _products = products;

    public Product? FindByName(string name) =>
        _products.Where(p => p.Name == name).FirstOrDefault(); // expect: PERF0401

    public bool HasTag(string tag) => _tags.Where(t => t == tag).Any(); // expect: PERF0401

    public int CountInStock(IEnumerable<Product> products) => products.Where(p => p.Stock > 0).Count(); // expect: PERF0401

    public bool HasAny(IEnumerable<Product> products) => products.Count() > 0; // expect: PERF0402

    public bool IsSoldOut(IEnumerable<Product> products) => products.Count(p => p.Stock > 0) == 0; // expect: PERF0402

    public bool IsEmpty(IEnumerable<Product> products) => products.Count() is not > 0; // expect: PERF0402

    // Both rules: Where(p).Count() is PERF0401, comparing the count with zero is PERF0402.
    public bool AnyExpensive(Product[] products) => products.Where(p => p.Price > 100m).Count() != 0; // expect: PERF0401, PERF0402

    public Product? Cheapest() => _products.OrderBy(p => p.Price).FirstOrDefault(); // expect: PERF0403

    public int LargestStock() => _products.Select(p => p.Stock).OrderByDescending(s => s).First(); // expect: PERF0403

    // Not reported: a string key (MinBy skips null keys, OrderBy sorts them first).
    public Product? FirstAlphabetically() => _products.OrderBy(p => p.Name).FirstOrDefault();

    // Not reported: Last on ties is not what MaxBy returns.
    public Product? MostExpensiveLastListed() => _products.OrderBy(p => p.Price).LastOrDefault();

    // Not reported: a count compared with something other than zero or one.
    public bool HasSeveral() => _tags.Count() > 1;

    // Not reported: a list's Count() reads its count without enumerating.
    public bool HasNoTags() => _tags.Count() == 0;

    public static int CountFields(string csvLine) => csvLine.Count(c => c == ',') + 1; // expect: PERF0404

    public static int CountPadding(byte[] block) => block.Count(b => b == 0); // expect: PERF0404

    public static int CountLines(string text)
    {
        var lines = 1;
        foreach (var c in text) // expect: PERF0404
        {
            if (c == '\n')
            {
                lines++;
            }
        }

        return lines;
    }

    // Not reported: the loop counts two characters.
    public static int CountBreaks(string text)
    {
        var breaks = 0;
        foreach (var c in text)
        {
            if (c == '\n' || c == '\r')
            {
                breaks++;
            }
        }

        return breaks;
    }

    // Not reported: two values compared, not one.
    public static int CountSeparators(string csvLine) => csvLine.Count(c => c == ',' || c == ';');

    // Not reported: floating-point elements (NaN == NaN is false, NaN.Equals(NaN) is true).
    public static int CountZeros(double[] values) => values.Count(v => v == 0.0);

    public static IEnumerable<string> SecondPage(IEnumerable<string> lines) => lines.Skip(20).Take(20); // expect: PERF0405

    // Not reported: a page number may be negative; Skip of a negative count skips nothing, an Index of one throws.
    public static IEnumerable<string> Page(IEnumerable<string> lines, int page) => lines.Skip(page * 20).Take(20);

    public static int CountOverweight(Product[] products, int[] quantities, double[] weights)
    {
        var overweight = 0;
        foreach (var (product, quantity, weight) in products.Zip(quantities).Zip(weights, (pq, w) => (pq.First, pq.Second, w))) // expect: PERF0406
        {
            if (quantity * weight > product.Stock)
            {
                overweight++;
            }
        }

        return overweight;
    }

    // Not reported: the triple's last element is read by the name the selector gave it (Zip of three calls it Third).
    public static double FirstWeight(Product[] products, int[] quantities, double[] weights) =>
        products.Zip(quantities).Zip(weights, (pq, weight) => (pq.First, pq.Second, weight)).First().weight;
}
