// Hot-loop scenario for PERF0508: buffers of 2 MB and 1.5 MB rented from ArrayPool<byte>.Shared in a netstandard2.0
// library (Performance Improvements in .NET 6, "Buffering": on .NET 5, 21.90 ns for 1,048,576 elements vs 18,210.30 ns
// and 1,048,598 B for one more). The harness compiles it against netstandard2.0 and runs it with System.Buffers 4.5.1's
// ArrayPool, the pool a .NET Framework process gets, whose shared instance keeps arrays of up to 1,048,576 elements as
// every runtime before .NET 6 did: each Rent here allocates. The fix moves each Rent and its Return to a pool made by
// ArrayPool<byte>.Create: ChunkSize is copied into its maxArrayLength, the local constant blockSize is written as its
// value, and Digest's Rent of ChunkSize shares Checksum's pool.
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    private const int ChunkSize = 2 * 1024 * 1024;

    public static long Run(int length) => Checksum(length) + Scramble(length) * 7 + Digest(length) * 31;

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { 0 };
        yield return new object[] { 1 };
        yield return new object[] { 4096 };
        yield return new object[] { 1_500_000 };
        yield return new object[] { ChunkSize };
        yield return new object[] { ChunkSize + 1 };
    }

    public static object[] BenchmarkInput() => new object[] { 4096 };

    private static long Checksum(int length)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(ChunkSize);
        try
        {
            var count = length < ChunkSize ? length : ChunkSize;
            for (var i = 0; i < count; i++)
            {
                buffer[i] = (byte)(i * 31 + length);
            }

            long sum = 0;
            for (var i = 0; i < count; i += 64)
            {
                sum += buffer[i];
            }

            return sum;
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    private static long Scramble(int length)
    {
        const int blockSize = 1_500_000;
        var block = ArrayPool<byte>.Shared.Rent(blockSize);
        var count = length < blockSize ? length : blockSize;
        for (var i = 0; i < count; i++)
        {
            block[i] = (byte)(i ^ length);
        }

        long sum = 0;
        for (var i = count - 1; i >= 0; i -= 128)
        {
            sum += block[i];
        }

        ArrayPool<byte>.Shared.Return(block);
        return sum;
    }

    private static long Digest(int length)
    {
        var scratch = ArrayPool<byte>.Shared.Rent(ChunkSize);
        var count = length < 256 ? length : 256;
        long hash = 17;
        for (var i = 0; i < count; i++)
        {
            scratch[i] = (byte)i;
            hash = hash * 31 + scratch[i];
        }

        ArrayPool<byte>.Shared.Return(scratch);
        return hash;
    }
}
