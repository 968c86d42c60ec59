// Hot-loop scenario for PERF0906: a binary log of records, read the way format parsers read them, with shifts: a file
// header of two integers at fixed places (little-endian from the array's start, big-endian from a constant offset, read
// in place inside parentheses), then records of a little-endian length, a big-endian unsigned id, a little-endian
// 64-bit timestamp and an unsigned 64-bit big-endian checksum, read from the array at a moving index and from a span of
// the record (from its start and from an offset). Every form the fix writes: the array as it is, AsSpan(constant),
// AsSpan(index + k), the span as it is, Slice(k). Nothing is allocated on either side.
#nullable enable
using System;

public static class Scenario
{
    public static long Run(byte[] log, int rounds)
    {
        long total = 0;
        for (var r = 0; r < rounds; r++)
        {
            total = total * 31 + ReadLog(log);
        }

        return total;
    }

    private static long ReadLog(byte[] log)
    {
        // Header: record count (little-endian) and format version (big-endian).
        var count = log[0] | log[1] << 8 | log[2] << 16 | log[3] << 24;
        long hash = count * 17 + (log[4] << 24 | log[5] << 16 | log[6] << 8 | log[7]);
        var at = 8;
        for (var n = 0; n < count; n++)
        {
            var length = log[at] | log[at + 1] << 8 | log[at + 2] << 16 | log[at + 3] << 24;
            var id = (uint)log[at + 4] << 24 | (uint)log[at + 5] << 16 | (uint)log[at + 6] << 8 | log[at + 7];
            hash = hash * 31 + length + id;
            hash = hash * 31 + Record(log.AsSpan(at + 8, 16));
            at += 8 + 16 + length;
        }

        return hash;
    }

    private static long Record(ReadOnlySpan<byte> record)
    {
        var timestamp = (long)record[0] | (long)record[1] << 8 | (long)record[2] << 16 | (long)record[3] << 24
            | (long)record[4] << 32 | (long)record[5] << 40 | (long)record[6] << 48 | (long)record[7] << 56;
        var checksum = (ulong)record[8] << 56 | (ulong)record[9] << 48 | (ulong)record[10] << 40 | (ulong)record[11] << 32
            | (ulong)record[12] << 24 | (ulong)record[13] << 16 | (ulong)record[14] << 8 | record[15];
        return timestamp ^ (long)checksum;
    }

    /// <summary>A log of <paramref name="count"/> records whose bytes come from a fixed generator (high bits set too).</summary>
    private static object[] Log(int count, int payload, int rounds, byte fill = 0)
    {
        var size = 8 + count * (8 + 16 + payload);
        var log = new byte[size];
        var state = 0x2545F491u;
        for (var i = 8; i < log.Length; i++)
        {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            log[i] = fill != 0 ? fill : (byte)state;
        }

        log[0] = (byte)count;
        log[1] = (byte)(count >> 8);
        log[4] = 0x80;
        log[7] = 3;
        var at = 8;
        for (var n = 0; n < count; n++)
        {
            log[at] = (byte)payload;
            log[at + 1] = (byte)(payload >> 8);
            log[at + 2] = 0;
            log[at + 3] = 0;
            at += 8 + 16 + payload;
        }

        return new object[] { log, rounds };
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        // No records: the header only.
        yield return Log(0, 0, 1);
        yield return Log(1, 0, 2);

        // Every byte 0xFF: the sign bits of int and long set, ulong at its maximum.
        yield return Log(3, 5, 1, fill: 0xFF);
        yield return Log(40, 12, 1);
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => Log(64, 8, 1);
}
