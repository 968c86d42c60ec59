using System;
using System.Buffers;
using System.IO;
using System.Text;

namespace PerfAnalyzers.Samples;

/// <summary>Buffer handling of a small framing protocol, written with the ArrayPool mistakes the PERF05xx rules find.</summary>
public static class Framing
{
    /// <summary>Reads one frame; the early return on a short read leaks the rented buffer.</summary>
    public static string? ReadFrame(Stream stream, int length)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(length); // expect: PERF0501
        if (stream.Read(buffer, 0, length) < length)
        {
            return null;
        }

        var text = Encoding.UTF8.GetString(buffer, 0, length);
        ArrayPool<byte>.Shared.Return(buffer);
        return text;
    }

    /// <summary>Computes a checksum, then reads the buffer once more after returning it (and returns it on the normal path only).</summary>
    public static int Checksum(ReadOnlySpan<byte> payload)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(payload.Length); // expect: PERF0502
        payload.CopyTo(buffer);
        var sum = 0;
        for (var i = 0; i < payload.Length; i++)
        {
            sum += buffer[i];
        }

        ArrayPool<byte>.Shared.Return(buffer);
        return sum ^ buffer[0]; // expect: PERF0503
    }

    /// <summary>Hashes a frame; the buffer goes back on the normal path only, an exception in the copy loses it.</summary>
    public static int Hash(ReadOnlySpan<byte> payload)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(payload.Length); // expect: PERF0502
        payload.CopyTo(buffer);
        var hash = 17;
        for (var i = 0; i < payload.Length; i++)
        {
            hash = (hash * 31) + buffer[i];
        }

        ArrayPool<byte>.Shared.Return(buffer);
        return hash;
    }

    /// <summary>Writes a text frame; the whole rented array is written, not the bytes encoded into it.</summary>
    public static void WriteFrame(Stream stream, string text)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(Encoding.UTF8.GetMaxByteCount(text.Length));
        try
        {
            var length = Encoding.UTF8.GetBytes(text, 0, text.Length, buffer, 0);
            stream.WriteByte((byte)length);
            stream.Write(buffer, 0, buffer.Length); // expect: PERF0504
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    /// <summary>Decompresses into a pool sized for large frames, created on every call.</summary>
    public static int LargeFrameChecksum(Stream stream, int length)
    {
        var pool = ArrayPool<byte>.Create(16 * 1024 * 1024, 4); // expect: PERF0506
        var buffer = pool.Rent(length);
        try
        {
            var read = stream.Read(buffer, 0, length);
            var sum = 0;
            for (var i = 0; i < read; i++)
            {
                sum += buffer[i];
            }

            return sum;
        }
        finally
        {
            pool.Return(buffer);
        }
    }

    private static readonly ArrayPool<byte> s_largeFrames = ArrayPool<byte>.Create(16 * 1024 * 1024, 4);

    /// <summary>Copies a large frame through a buffer of the large-frame pool, returned to the shared pool.</summary>
    public static void CopyLargeFrame(Stream source, Stream destination, int length)
    {
        var buffer = s_largeFrames.Rent(length);
        try
        {
            var read = source.Read(buffer, 0, length);
            destination.Write(buffer, 0, read);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer); // expect: PERF0505
        }
    }

    /// <summary>Counts byte values of a large frame in a 256 KB scratch table allocated per call.</summary>
    public static int DistinctPairs(ReadOnlySpan<byte> frame)
    {
        var seen = new int[65536]; // expect: PERF0507
        var distinct = 0;
        for (var i = 1; i < frame.Length; i++)
        {
            var pair = (frame[i - 1] << 8) | frame[i];
            if (seen[pair]++ == 0)
            {
                distinct++;
            }
        }

        return distinct;
    }

    /// <summary>Correct: returned in a finally block.</summary>
    public static int CountZeros(Stream stream, int length)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(length);
        try
        {
            var read = stream.Read(buffer, 0, length);
            return buffer.AsSpan(0, read).Count((byte)0);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }
}
