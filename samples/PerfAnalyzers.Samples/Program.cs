using System;
using System.Text;

namespace PerfAnalyzers.Samples;

/// <summary>
/// A small tool that prints content fingerprints the ways real code bases write them. Every line that ends with
/// an "expect:" comment is one our analyzers report; the sample test checks the build reports exactly those.
/// </summary>
public static class Program
{
    public static void Main(string[] args)
    {
        var payload = Encoding.UTF8.GetBytes(args.Length > 0 ? string.Join(' ', args) : "hello, PerfAnalyzers");

        Console.WriteLine($"etag      {Fingerprints.ETag(payload)}");
        Console.WriteLine($"sha256    {Fingerprints.Sha256Hex(payload)}");
        Console.WriteLine($"sha1      {Fingerprints.Sha1Hex(payload)}");
        Console.WriteLine($"md5       {Fingerprints.Md5Hex(payload)}");
        Console.WriteLine($"cache key {Fingerprints.CacheKey("user", payload)}");
        Console.WriteLine($"token     {Tokens.NewSessionToken()}");
        Console.WriteLine($"trace id  {Tokens.TraceId(payload)}");
        Console.WriteLine($"dump      {Fingerprints.HexDump(payload)}");
    }
}
