using System.Buffers;
using System.IO;

namespace PerfAnalyzers.Samples.Legacy;

/// <summary>
/// Copies fingerprint archives between streams in 4 MB chunks. On .NET Framework, which this library also runs on,
/// ArrayPool&lt;byte&gt;.Shared keeps arrays of up to 1,048,576 elements only: every Rent of 4 MB allocates (PERF0508).
/// </summary>
public static class ArchiveCopier
{
    private const int ChunkSize = 4 * 1024 * 1024;

    public static long Copy(Stream source, Stream destination)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(ChunkSize); // expect: PERF0508
        try
        {
            long total = 0;
            int read;
            while ((read = source.Read(buffer, 0, ChunkSize)) > 0)
            {
                destination.Write(buffer, 0, read);
                total += read;
            }

            return total;
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }
}
