namespace PerfAnalyzers.Tests.Package;

/// <summary>
/// The consumer project of <see cref="PackageConsumptionTests.DotnetFormat_UnfixableOccurrenceFirst_FixesTheOthers"/>:
/// for each rule that reports shapes its fixer declines, an occurrence of such a shape before one the fixer fixes, and
/// the text <c>dotnet format analyzers</c> must leave. Each rule is in one file only.
/// </summary>
/// <remarks>
/// dotnet format takes a rule's "first" diagnostic in the order the analyzers reported them, and analysis runs
/// concurrently, method by method: that is the source order only within one method body. The fixers that need the
/// action's key are those on the batch fixer, so for those rules the two occurrences share a body, the unfixable one
/// first (PERF0101, PERF0403, PERF0504, PERF0505, PERF0804, PERF0805). PERF0807's declined shape is a member
/// without nullable analysis, which can't share a body with a fixed one: its unfixable occurrence comes first in the
/// file, and which one dotnet format sees first may vary from run to run. The other rules' Fix All providers fix every
/// diagnostic whatever the key; their unfixable occurrence also comes first. The result must be the same either way.
/// </remarks>
internal static class UnfixableFirstProject
{
    /// <summary>The rules with shapes reported without a fix (PERF0503 has no fixer at all, so it is not among them).</summary>
    public static readonly string[] RuleIds =
    {
        RuleIdentifiers.UseConvertToHexString,
        RuleIdentifiers.UseMinByMaxBy,
        RuleIdentifiers.ReturnRentedArray,
        RuleIdentifiers.ReturnInFinally,
        RuleIdentifiers.UseRequestedLength,
        RuleIdentifiers.ReturnToRentingPool,
        RuleIdentifiers.CreateArrayPoolOnce,
        RuleIdentifiers.PoolLargeArrays,
        RuleIdentifiers.UseCachedSearchValues,
        RuleIdentifiers.UseStringSearchValues,
        RuleIdentifiers.UseSearchValuesForMembership,
        RuleIdentifiers.UseFill,
        RuleIdentifiers.UseSequenceEqual,
        RuleIdentifiers.RemoveRedundantCast,
    };

    /// <summary>File name, source, and the source after dotnet format.</summary>
    public static readonly (string File, string Source, string Fixed)[] Files =
    {
        ("ArrayPool.cs", ArrayPool, ArrayPoolFixed),
        ("Collections.cs", Collections, CollectionsFixed),
        ("Mixed.cs", Mixed, MixedFixed),
        ("SearchValues.cs", SearchValues, SearchValuesFixed),
    };

    private const string ArrayPool = """
        using System;
        using System.Buffers;
        using System.IO;

        public static class Frames
        {
            private static readonly ArrayPool<byte> s_framePool = ArrayPool<byte>.Create();

            private static ArrayPool<byte> Pool() => ArrayPool<byte>.Shared;

            // PERF0501, no fix: the pool comes from a call, which the finally could not evaluate again.
            public static int ReadHeader(Stream stream)
            {
                var header = Pool().Rent(16);
                return stream.Read(header, 0, 16);
            }

            public static int ReadBody(Stream stream, int length)
            {
                var body = ArrayPool<byte>.Shared.Rent(length);
                return stream.Read(body, 0, length);
            }

            // PERF0502, no fix: the array goes back on two paths.
            public static int Checksum(Stream stream, int length)
            {
                var buffer = ArrayPool<byte>.Shared.Rent(length);
                var read = stream.Read(buffer, 0, length);
                if (read == 0)
                {
                    ArrayPool<byte>.Shared.Return(buffer);
                    return 0;
                }

                var sum = 0;
                for (var i = 0; i < read; i++)
                {
                    sum += buffer[i];
                }

                ArrayPool<byte>.Shared.Return(buffer);
                return sum;
            }

            public static int Copy(Stream source, Stream destination, int length)
            {
                var buffer = ArrayPool<byte>.Shared.Rent(length);
                var read = source.Read(buffer, 0, length);
                destination.Write(buffer, 0, read);
                ArrayPool<byte>.Shared.Return(buffer);
                return read;
            }

            // PERF0504: the header's requested length is computed (no fix), the payload's is a parameter (fixed).
            public static void CopyRecord(Stream source, Stream destination, int fields, int length)
            {
                var header = ArrayPool<byte>.Shared.Rent(fields * 4);
                try
                {
                    var payload = ArrayPool<byte>.Shared.Rent(length);
                    try
                    {
                        source.ReadExactly(header, 0, fields * 4);
                        source.ReadExactly(payload, 0, length);
                        destination.Write(header, 0, header.Length);
                        destination.Write(payload, 0, payload.Length);
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(payload);
                    }
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(header);
                }
            }

            // PERF0505: both frames go back to the shared pool. The first was rented through a local of the try block, out of
            // scope in the finally (no fix); the second from the field (fixed).
            public static int ReadFrames(Stream stream, int length)
            {
                byte[]? first = null;
                byte[]? second = null;
                try
                {
                    var pool = s_framePool;
                    first = pool.Rent(length);
                    second = s_framePool.Rent(length);
                    return stream.Read(first, 0, length) + stream.Read(second, 0, length);
                }
                finally
                {
                    if (first is not null)
                    {
                        ArrayPool<byte>.Shared.Return(first);
                    }

                    if (second is not null)
                    {
                        ArrayPool<byte>.Shared.Return(second);
                    }
                }
            }
        }

        public sealed class Reader
        {
            // PERF0506, no fix: the pool's size comes from the caller.
            public int Read(Stream stream, int maxLength)
            {
                var pool = ArrayPool<byte>.Create(maxLength, 4);
                var buffer = pool.Rent(maxLength);
                try
                {
                    return stream.Read(buffer, 0, maxLength);
                }
                finally
                {
                    pool.Return(buffer);
                }
            }

            public int ReadChunk(Stream stream)
            {
                var pool = ArrayPool<byte>.Create(1024 * 1024, 16);
                var buffer = pool.Rent(65536);
                try
                {
                    return stream.Read(buffer, 0, 65536);
                }
                finally
                {
                    pool.Return(buffer);
                }
            }
        }

        public static class Blocks
        {
            private const int BlockSize = 128 * 1024;

            // PERF0507, no fix: the whole array goes to Convert.ToBase64String, which would see the longer rented one.
            public static string Encode(Stream stream)
            {
                var data = new byte[BlockSize];
                stream.ReadExactly(data);
                return Convert.ToBase64String(data);
            }

            public static int Checksum(Stream stream)
            {
                var data = new byte[BlockSize];
                var read = stream.Read(data, 0, data.Length);
                var sum = 0;
                for (var i = 0; i < read; i++)
                {
                    sum += data[i];
                }

                return sum;
            }
        }
        """;

    private const string ArrayPoolFixed = """
        using System;
        using System.Buffers;
        using System.IO;

        public static class Frames
        {
            private static readonly ArrayPool<byte> s_framePool = ArrayPool<byte>.Create();

            private static ArrayPool<byte> Pool() => ArrayPool<byte>.Shared;

            // PERF0501, no fix: the pool comes from a call, which the finally could not evaluate again.
            public static int ReadHeader(Stream stream)
            {
                var header = Pool().Rent(16);
                return stream.Read(header, 0, 16);
            }

            public static int ReadBody(Stream stream, int length)
            {
                var body = ArrayPool<byte>.Shared.Rent(length);
                try
                {
                    return stream.Read(body, 0, length);
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(body);
                }
            }

            // PERF0502, no fix: the array goes back on two paths.
            public static int Checksum(Stream stream, int length)
            {
                var buffer = ArrayPool<byte>.Shared.Rent(length);
                var read = stream.Read(buffer, 0, length);
                if (read == 0)
                {
                    ArrayPool<byte>.Shared.Return(buffer);
                    return 0;
                }

                var sum = 0;
                for (var i = 0; i < read; i++)
                {
                    sum += buffer[i];
                }

                ArrayPool<byte>.Shared.Return(buffer);
                return sum;
            }

            public static int Copy(Stream source, Stream destination, int length)
            {
                var buffer = ArrayPool<byte>.Shared.Rent(length);
                int read;
                try
                {
                    read = source.Read(buffer, 0, length);
                    destination.Write(buffer, 0, read);
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(buffer);
                }
                return read;
            }

            // PERF0504: the header's requested length is computed (no fix), the payload's is a parameter (fixed).
            public static void CopyRecord(Stream source, Stream destination, int fields, int length)
            {
                var header = ArrayPool<byte>.Shared.Rent(fields * 4);
                try
                {
                    var payload = ArrayPool<byte>.Shared.Rent(length);
                    try
                    {
                        source.ReadExactly(header, 0, fields * 4);
                        source.ReadExactly(payload, 0, length);
                        destination.Write(header, 0, header.Length);
                        destination.Write(payload, 0, length);
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(payload);
                    }
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(header);
                }
            }

            // PERF0505: both frames go back to the shared pool. The first was rented through a local of the try block, out of
            // scope in the finally (no fix); the second from the field (fixed).
            public static int ReadFrames(Stream stream, int length)
            {
                byte[]? first = null;
                byte[]? second = null;
                try
                {
                    var pool = s_framePool;
                    first = pool.Rent(length);
                    second = s_framePool.Rent(length);
                    return stream.Read(first, 0, length) + stream.Read(second, 0, length);
                }
                finally
                {
                    if (first is not null)
                    {
                        ArrayPool<byte>.Shared.Return(first);
                    }

                    if (second is not null)
                    {
                        s_framePool.Return(second);
                    }
                }
            }
        }

        public sealed class Reader
        {
            private static readonly ArrayPool<byte> s_pool = ArrayPool<byte>.Create(1024 * 1024, 16);

            // PERF0506, no fix: the pool's size comes from the caller.
            public int Read(Stream stream, int maxLength)
            {
                var pool = ArrayPool<byte>.Create(maxLength, 4);
                var buffer = pool.Rent(maxLength);
                try
                {
                    return stream.Read(buffer, 0, maxLength);
                }
                finally
                {
                    pool.Return(buffer);
                }
            }

            public int ReadChunk(Stream stream)
            {
                var pool = s_pool;
                var buffer = pool.Rent(65536);
                try
                {
                    return stream.Read(buffer, 0, 65536);
                }
                finally
                {
                    pool.Return(buffer);
                }
            }
        }

        public static class Blocks
        {
            private const int BlockSize = 128 * 1024;

            // PERF0507, no fix: the whole array goes to Convert.ToBase64String, which would see the longer rented one.
            public static string Encode(Stream stream)
            {
                var data = new byte[BlockSize];
                stream.ReadExactly(data);
                return Convert.ToBase64String(data);
            }

            public static int Checksum(Stream stream)
            {
                var data = ArrayPool<byte>.Shared.Rent(BlockSize);
                try
                {
                    data.AsSpan(0, BlockSize).Clear();
                    var read = stream.Read(data, 0, BlockSize);
                    var sum = 0;
                    for (var i = 0; i < read; i++)
                    {
                        sum += data[i];
                    }

                    return sum;
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(data);
                }
            }
        }
        """;

    private const string Collections = """
        using System;
        using System.Collections.Generic;
        using System.Linq;

        public static class Legacy
        {
        #nullable disable
            // Without nullable analysis an array may be null: the loops threw NullReferenceException where the fixes would not
            // (no fix); spans can't be null (fixed).
            public static void Reset(int[] counts, Span<int> totals)
            {
                for (var i = 0; i < counts.Length; i++)
                {
                    counts[i] = 0;
                }

                for (var i = 0; i < totals.Length; i++)
                {
                    totals[i] = 0;
                }
            }

            public static bool SamePacket(byte[] left, byte[] right, ReadOnlySpan<byte> leftChecksum, ReadOnlySpan<byte> rightChecksum)
            {
                return SameBytes(left, right) && SameChecksum(leftChecksum, rightChecksum);

                static bool SameBytes(byte[] a, byte[] b)
                {
                    if (a.Length != b.Length)
                    {
                        return false;
                    }

                    for (var i = 0; i < a.Length; i++)
                    {
                        if (a[i] != b[i])
                        {
                            return false;
                        }
                    }

                    return true;
                }

                static bool SameChecksum(ReadOnlySpan<byte> a, ReadOnlySpan<byte> b)
                {
                    if (a.Length != b.Length)
                    {
                        return false;
                    }

                    for (var i = 0; i < a.Length; i++)
                    {
                        if (a[i] != b[i])
                        {
                            return false;
                        }
                    }

                    return true;
                }
            }

            public static long Total(List<int> values)
            {
                long total = 0;
                foreach (var value in values.Cast<int>())
                {
                    total += value;
                }

                return total;
            }
        #nullable restore
        }

        public static class Current
        {
            public static long Total(List<int> values)
            {
                long total = 0;
                foreach (var value in values.Cast<int>())
                {
                    total += value;
                }

                return total;
            }
        }
        """;

    private const string CollectionsFixed = """
        using System;
        using System.Collections.Generic;
        using System.Linq;

        public static class Legacy
        {
        #nullable disable
            // Without nullable analysis an array may be null: the loops threw NullReferenceException where the fixes would not
            // (no fix); spans can't be null (fixed).
            public static void Reset(int[] counts, Span<int> totals)
            {
                for (var i = 0; i < counts.Length; i++)
                {
                    counts[i] = 0;
                }

                totals.Clear();
            }

            public static bool SamePacket(byte[] left, byte[] right, ReadOnlySpan<byte> leftChecksum, ReadOnlySpan<byte> rightChecksum)
            {
                return SameBytes(left, right) && SameChecksum(leftChecksum, rightChecksum);

                static bool SameBytes(byte[] a, byte[] b)
                {
                    if (a.Length != b.Length)
                    {
                        return false;
                    }

                    for (var i = 0; i < a.Length; i++)
                    {
                        if (a[i] != b[i])
                        {
                            return false;
                        }
                    }

                    return true;
                }

                static bool SameChecksum(ReadOnlySpan<byte> a, ReadOnlySpan<byte> b)
                {
                    return a.SequenceEqual(b);
                }
            }

            public static long Total(List<int> values)
            {
                long total = 0;
                foreach (var value in values.Cast<int>())
                {
                    total += value;
                }

                return total;
            }
        #nullable restore
        }

        public static class Current
        {
            public static long Total(List<int> values)
            {
                long total = 0;
                foreach (var value in values)
                {
                    total += value;
                }

                return total;
            }
        }
        """;

    private const string Mixed = """
        using System;
        using System.Linq;

        public static class Mixed
        {
            // PERF0403: on an empty array, MinBy of ints throws where FirstOrDefault returns 0 (no fix); MinBy of strings
            // returns null, as FirstOrDefault does (fixed).
            public static string Summary(int[] sizes, string[] names) =>
                $"smallest {sizes.OrderBy(s => s).FirstOrDefault()}, shortest {names.OrderBy(n => n.Length).FirstOrDefault()}";

            // PERF0101: Convert has no (bytes, start) overload (no fix); the whole array is fixed.
            public static string Describe(byte[] packet) =>
                $"payload {BitConverter.ToString(packet, 4).Replace("-", "")} of {BitConverter.ToString(packet).Replace("-", "")}";
        }
        """;

    private const string MixedFixed = """
        using System;
        using System.Linq;

        public static class Mixed
        {
            // PERF0403: on an empty array, MinBy of ints throws where FirstOrDefault returns 0 (no fix); MinBy of strings
            // returns null, as FirstOrDefault does (fixed).
            public static string Summary(int[] sizes, string[] names) =>
                $"smallest {sizes.OrderBy(s => s).FirstOrDefault()}, shortest {names.MinBy(n => n.Length)}";

            // PERF0101: Convert has no (bytes, start) overload (no fix); the whole array is fixed.
            public static string Describe(byte[] packet) =>
                $"payload {BitConverter.ToString(packet, 4).Replace("-", "")} of {Convert.ToHexString(packet)}";
        }
        """;

    private const string SearchValues = """
        using System;

        // No fix in an interface's default methods: the SearchValues field needs a class, struct or record to live in.
        public interface ICsvDialect
        {
            int FindSeparator(string line) => line.IndexOfAny(new[] { ',', ';', '\t', '|', ':', '=' });

            bool IsDiagnostic(string message) =>
                message.Contains("error", StringComparison.Ordinal)
                || message.Contains("warning", StringComparison.Ordinal)
                || message.Contains("note", StringComparison.Ordinal);

            bool IsQuote(char c) => "\"'`".Contains(c);
        }

        public sealed class CsvDialect : ICsvDialect
        {
            public int FindSeparator(string line) => line.IndexOfAny(new[] { ',', ';', '\t', '|', ':', '=' });

            public bool IsDiagnostic(string message) =>
                message.Contains("error", StringComparison.Ordinal)
                || message.Contains("warning", StringComparison.Ordinal)
                || message.Contains("note", StringComparison.Ordinal);

            public bool IsQuote(char c) => "\"'`".Contains(c);
        }
        """;

    private const string SearchValuesFixed = """
        using System;
        using System.Buffers;

        // No fix in an interface's default methods: the SearchValues field needs a class, struct or record to live in.
        public interface ICsvDialect
        {
            int FindSeparator(string line) => line.IndexOfAny(new[] { ',', ';', '\t', '|', ':', '=' });

            bool IsDiagnostic(string message) =>
                message.Contains("error", StringComparison.Ordinal)
                || message.Contains("warning", StringComparison.Ordinal)
                || message.Contains("note", StringComparison.Ordinal);

            bool IsQuote(char c) => "\"'`".Contains(c);
        }

        public sealed class CsvDialect : ICsvDialect
        {
            private static readonly SearchValues<string> s_errorOrWarningOrNote = SearchValues.Create(["error", "warning", "note"], StringComparison.Ordinal);
            private static readonly SearchValues<char> s_findSeparatorChars = SearchValues.Create(",;\t|:=");
            private static readonly SearchValues<char> s_isQuoteChars = SearchValues.Create("\"'`");

            public int FindSeparator(string line) => line.AsSpan().IndexOfAny(s_findSeparatorChars);

            public bool IsDiagnostic(string message) =>
                message.AsSpan().ContainsAny(s_errorOrWarningOrNote);

            public bool IsQuote(char c) => s_isQuoteChars.Contains(c);
        }
        """;
}
