// Hot-loop scenario for PERF0906's writes: records serialized the way format writers write integers, one byte store per
// byte: a header of two integers at fixed places (little-endian from the array's start, big-endian from a constant
// offset), then per record a little-endian length and a big-endian unsigned id at a moving index of the array, and a
// 64-bit timestamp and checksum in a span of the record (little-endian from its start, big-endian from an offset, the
// second with masks). Every form the fix writes. The output buffer is an input: nothing is allocated on either side.
#nullable enable
using System;

public static class Scenario
{
    public static long Run(byte[] output, long[] values, int rounds)
    {
        long total = 0;
        for (var r = 0; r < rounds; r++)
        {
            Array.Clear(output);
            var written = Write(output, values);
            total = total * 31 + written;

            // Every byte written counts, eight at a time (the buffer's length is a multiple of 8), so that the sum costs
            // little beside the stores it checks.
            foreach (var word in System.Runtime.InteropServices.MemoryMarshal.Cast<byte, ulong>(output.AsSpan(0, written)))
            {
                total = total * 131 + (long)word;
            }
        }

        return total;
    }

    private static int Write(byte[] output, long[] values)
    {
        var count = values.Length;
        output[0] = (byte)count;
        output[1] = (byte)(count >> 8);
        output[2] = (byte)(count >> 16);
        output[3] = (byte)(count >> 24);
        var version = -3;
        output[4] = (byte)(version >> 24);
        output[5] = (byte)(version >> 16);
        output[6] = (byte)(version >> 8);
        output[7] = (byte)version;

        var at = 8;
        for (var n = 0; n < count; n++)
        {
            var length = (int)(values[n] & 0x7FFF_FFFF);
            output[at] = (byte)length;
            output[at + 1] = (byte)(length >> 8);
            output[at + 2] = (byte)(length >> 16);
            output[at + 3] = (byte)(length >> 24);
            var id = (uint)(values[n] >> 16);
            output[at + 4] = (byte)(id >> 24);
            output[at + 5] = (byte)(id >> 16);
            output[at + 6] = (byte)(id >> 8);
            output[at + 7] = (byte)id;
            Record(output.AsSpan(at + 8, 16), values[n], (ulong)values[n] * 0x9E3779B97F4A7C15UL);
            at += 8 + 16;
        }

        return at;
    }

    private static void Record(Span<byte> record, long timestamp, ulong checksum)
    {
        record[0] = (byte)timestamp;
        record[1] = (byte)(timestamp >> 8);
        record[2] = (byte)(timestamp >> 16);
        record[3] = (byte)(timestamp >> 24);
        record[4] = (byte)(timestamp >> 32);
        record[5] = (byte)(timestamp >> 40);
        record[6] = (byte)(timestamp >> 48);
        record[7] = (byte)(timestamp >> 56);
        record[8] = (byte)((checksum >> 56) & 0xFF);
        record[9] = (byte)((checksum >> 48) & 0xFF);
        record[10] = (byte)((checksum >> 40) & 0xFF);
        record[11] = (byte)((checksum >> 32) & 0xFF);
        record[12] = (byte)((checksum >> 24) & 0xFF);
        record[13] = (byte)((checksum >> 16) & 0xFF);
        record[14] = (byte)((checksum >> 8) & 0xFF);
        record[15] = (byte)(checksum & 0xFF);
    }

    private static object[] Values(int rounds, params long[] values) => new object[] { new byte[8 + values.Length * 24], values, rounds };

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        // No records: the header only.
        yield return Values(1);
        yield return Values(2, 1);

        // Sign bits and extremes: every byte 0xFF, the highest and lowest values, zero.
        yield return Values(1, -1, long.MaxValue, long.MinValue, 0, 0x0102030405060708);
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var values = new long[64];
        var state = 0x2545F4914F6CDD1DUL;
        for (var i = 0; i < values.Length; i++)
        {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            values[i] = (long)state;
        }

        return new object[] { new byte[8 + values.Length * 24], values, 1 };
    }
}
