// Hot-loop scenario for PERF0507, one rung of the article's size ladder (Pooling large arrays with ArrayPool,
// "The Benchmarks" and "The Results": 100 B, 1 KB, 10 KB, 100 KB, 1 MB): a temporary array of 1MB filled and read. The
// fix rents it from ArrayPool<byte>.Shared and returns it in a finally block; the first use fills the whole array, so
// the fix does not clear it. Sizes below the rule's 85,000-byte threshold are measured with the threshold lowered in
// .editorconfig, to show where pooling pays and where it doesn't.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(byte seed)
    {
        var buffer = new byte[1_000_000];
        buffer.AsSpan().Fill(seed);
        return buffer[0] + buffer[buffer.Length - 1];
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { (byte)0 };
        yield return new object[] { (byte)1 };
        yield return new object[] { (byte)255 };
    }
}
