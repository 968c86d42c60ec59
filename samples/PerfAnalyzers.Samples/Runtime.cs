using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text;

namespace PerfAnalyzers.Samples;

/// <summary>Retry delays and test data drawn the way small helpers often draw random numbers.</summary>
public static class Jitter
{
    public static TimeSpan RetryDelay(int attempt) =>
        TimeSpan.FromMilliseconds((100 << Math.Min(attempt, 10)) + new Random().Next(250)); // expect: PERF0901

    public static string PickOne(IReadOnlyList<string> choices)
    {
        var random = new Random(); // expect: PERF0901
        return choices[random.Next(choices.Count)];
    }

    // Not reported: a seeded Random repeats its sequence, which the tests rely on.
    public static int[] Reproducible(int count, int seed)
    {
        var random = new Random(seed);
        var values = new int[count];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = random.Next();
        }

        return values;
    }

    // Not reported: one instance draws many numbers in the loop, where a kept Random can be faster than Random.Shared.
    public static void Noise(Span<double> samples)
    {
        var random = new Random();
        for (var i = 0; i < samples.Length; i++)
        {
            samples[i] = random.NextDouble();
        }
    }
}

/// <summary>What a service says about itself in its logs and health checks.</summary>
public static class ProcessInfo
{
    public static string LogPrefix(string category) => $"[{Process.GetCurrentProcess().Id}] {category}"; // expect: PERF0902

    public static string Describe()
    {
        using var self = Process.GetCurrentProcess(); // expect: PERF0902
        return $"{self.Id} {self.MainModule?.FileName}";
    }

    // Not reported: the Process is used for more than its id and path.
    public static string Memory()
    {
        using var self = Process.GetCurrentProcess();
        return $"{self.Id}: {self.WorkingSet64 / 1024} KiB";
    }
}

/// <summary>Raises an event one handler at a time, so that one failing handler doesn't stop the others.</summary>
public sealed class SettingsWatcher
{
    public event EventHandler<string>? Changed;

    public int Publish(string key)
    {
        var failures = 0;
        foreach (EventHandler<string> handler in Changed?.GetInvocationList() ?? Array.Empty<Delegate>()) // expect: PERF0903
        {
            try
            {
                handler(this, key);
            }
            catch (InvalidOperationException)
            {
                failures++;
            }
        }

        return failures;
    }
}

/// <summary>Reads the C strings a native library hands back.</summary>
public static unsafe class NativeStrings
{
    public static string FromUtf8(byte* text)
    {
        if (text == null)
        {
            return string.Empty;
        }

        int length = 0;
        while (text[length] != 0) // expect: PERF0905
        {
            length++;
        }

        return Encoding.UTF8.GetString(text, length);
    }

    public static string FromUtf16(char* text)
    {
        var length = 0;
        for (; text[length] != '\0'; length++) // expect: PERF0905
        {
        }

        return new string(text, 0, length);
    }

    // Not reported: the scan stops at a separator as well, which CreateReadOnlySpanFromNullTerminated doesn't.
    public static int FieldLength(byte* record)
    {
        int length = 0;
        while (record[length] != 0 && record[length] != (byte)';')
        {
            length++;
        }

        return length;
    }
}

/// <summary>Reads the header of a PNG chunk and of a ZIP entry, the way format parsers read integers.</summary>
public static class BinaryHeaders
{
    // PNG: the chunk's length, big-endian, at the start of the chunk.
    public static int ChunkLength(byte[] png, int chunk) =>
        png[chunk] << 24 | png[chunk + 1] << 16 | png[chunk + 2] << 8 | png[chunk + 3]; // expect: PERF0906

    // ZIP: a local file header's compressed size, little-endian, 18 bytes in.
    public static uint CompressedSize(ReadOnlySpan<byte> header) =>
        (uint)header[18] | (uint)header[19] << 8 | (uint)header[20] << 16 | (uint)header[21] << 24; // expect: PERF0906

    // PNG: a chunk's CRC, big-endian, after its data.
    public static void WriteCrc(byte[] png, int at, uint crc)
    {
        png[at] = (byte)(crc >> 24); // expect: PERF0906
        png[at + 1] = (byte)(crc >> 16);
        png[at + 2] = (byte)(crc >> 8);
        png[at + 3] = (byte)crc;
    }

    // Not reported: three bytes make no integer type (a 24-bit sample).
    public static int Sample24(byte[] audio, int at) => audio[at] | audio[at + 1] << 8 | audio[at + 2] << 16;
}

/// <summary>Encrypts a settings blob and derives its key from a password, the way small crypto helpers are written.</summary>
public static class SettingsVault
{
    public static byte[] Seal(byte[] settings, byte[] key)
    {
        using var aes = System.Security.Cryptography.Aes.Create();
        aes.Key = key;
        using var ms = new System.IO.MemoryStream();
        using (var cs = new System.Security.Cryptography.CryptoStream(ms, aes.CreateEncryptor(), System.Security.Cryptography.CryptoStreamMode.Write)) // expect: PERF0907
        {
            cs.Write(settings, 0, settings.Length);
        }

        return ms.ToArray();
    }

#pragma warning disable SYSLIB0060 // the constructors are obsolete on .NET 10: the fix is what the warning asks for
    public static byte[] KeyFrom(byte[] password, byte[] salt)
    {
        using var kdf = new System.Security.Cryptography.Rfc2898DeriveBytes(password, salt, 100_000, System.Security.Cryptography.HashAlgorithmName.SHA256); // expect: PERF0907
        return kdf.GetBytes(32);
    }
#pragma warning restore SYSLIB0060

    // Not reported: the stream is read back before its final block is written, so the result lacks it (a bug the fix
    // would silently change).
    public static byte[] SealTruncated(byte[] settings, byte[] key)
    {
        using var aes = System.Security.Cryptography.Aes.Create();
        aes.Key = key;
        using var ms = new System.IO.MemoryStream();
        using var cs = new System.Security.Cryptography.CryptoStream(ms, aes.CreateEncryptor(), System.Security.Cryptography.CryptoStreamMode.Write);
        cs.Write(settings, 0, settings.Length);
        return ms.ToArray();
    }
}

/// <summary>Makes API keys and password salts with a generator created for each one.</summary>
public static class Secrets
{
#pragma warning disable SYSLIB0023 // RNGCryptoServiceProvider is obsolete: the fix is what the warning asks for
    public static string ApiKey()
    {
        var key = new byte[32];
        using (var rng = new System.Security.Cryptography.RNGCryptoServiceProvider()) // expect: PERF0909 (suggestion)
        {
            rng.GetBytes(key);
        }

        return Convert.ToBase64String(key);
    }

    public static byte[] Salt()
    {
        var salt = new byte[16];
        using var provider = new System.Security.Cryptography.RNGCryptoServiceProvider(); // expect: PERF0909 (suggestion)
        provider.GetBytes(salt);
        return salt;
    }
#pragma warning restore SYSLIB0023

    // Not reported: RandomNumberGenerator.Create() returns a shared instance (nothing to save), and one generator fills
    // many buffers.
    public static List<byte[]> Keys(int count)
    {
        var keys = new List<byte[]>(count);
        using var rng = System.Security.Cryptography.RandomNumberGenerator.Create();
        for (var i = 0; i < count; i++)
        {
            var key = new byte[32];
            rng.GetBytes(key);
            keys.Add(key);
        }

        return keys;
    }
}

/// <summary>Makes invitation codes and one-time secrets one random character at a time.</summary>
public static class InviteCodes
{
    private const string Alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

    public static string Invite()
    {
        var code = new char[8];
        for (var i = 0; i < code.Length; i++) // expect: PERF0908 (suggestion)
        {
            code[i] = Alphabet[Random.Shared.Next(Alphabet.Length)];
        }

        return new string(code);
    }

    public static string Secret()
    {
        Span<char> secret = stackalloc char[32];
        for (var i = 0; i < secret.Length; i++) // expect: PERF0908 (suggestion)
        {
            secret[i] = Alphabet[System.Security.Cryptography.RandomNumberGenerator.GetInt32(Alphabet.Length)];
        }

        return secret.ToString();
    }

    // Not reported: a seeded generator gives the same codes on every run, which a test may rely on.
    public static string Repeatable(int seed)
    {
        var random = new Random(seed);
        var code = new char[8];
        for (var i = 0; i < code.Length; i++)
        {
            code[i] = Alphabet[random.Next(Alphabet.Length)];
        }

        return new string(code);
    }
}

/// <summary>Counts the bytes an upload reads through it, as progress reporting wrappers do.</summary>
public sealed class ProgressStream : System.IO.Stream // expect: PERF0910 (suggestion)
{
    private readonly System.IO.Stream _inner;

    public ProgressStream(System.IO.Stream inner) => _inner = inner;

    public long BytesRead { get; private set; }

    public override bool CanRead => _inner.CanRead;

    public override bool CanSeek => false;

    public override bool CanWrite => false;

    public override long Length => _inner.Length;

    public override long Position
    {
        get => _inner.Position;
        set => throw new NotSupportedException();
    }

    public override void Flush()
    {
    }

    public override int Read(byte[] buffer, int offset, int count)
    {
        int read = _inner.Read(buffer, offset, count);
        BytesRead += read;
        return read;
    }

    public override long Seek(long offset, System.IO.SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    // Not reported: a read-only stream's Write only throws, as Stream's span Write would through it.
    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
}

/// <summary>An API client's bookkeeping of the responses it receives.</summary>
public sealed class ResponseMetrics
{
    private readonly System.Collections.Generic.HashSet<string> _headerNames = new(StringComparer.OrdinalIgnoreCase);

    public int Remaining { get; private set; }

    public void Record(System.Net.Http.HttpResponseMessage response)
    {
        foreach (var header in response.Headers) // expect: PERF0911 (suggestion)
        {
            _headerNames.Add(header.Key);
        }

        if (response.Headers.TryGetValues("X-RateLimit-Remaining", out var counters)) // expect: PERF0911 (suggestion)
        {
            foreach (var counter in counters)
            {
                Remaining = int.TryParse(counter, out var n) ? n : Remaining;
            }
        }
    }

    // Reported without a fix: the values are read, and the raw ones of a parsed header (Vary, Cache-Control) are not
    // split or normalized as the validated ones are.
    public string Describe(System.Net.Http.HttpResponseMessage response)
    {
        var text = new System.Text.StringBuilder();
        foreach (var header in response.Headers) // expect: PERF0911 (suggestion)
        {
            text.Append(header.Key).Append(": ").AppendLine(string.Join(", ", header.Value));
        }

        return text.ToString();
    }
}

/// <summary>A log shipper's batch loop: each record is parsed and then written, both steps awaited at once.</summary>
public sealed class LogShipper
{
    private readonly System.IO.Stream _output;

    public LogShipper(System.IO.Stream output) => _output = output;

    public async System.Threading.Tasks.Task<int> ShipAsync(IReadOnlyList<string> lines)
    {
        var shipped = 0;
        foreach (var line in lines)
        {
            var bytes = await EncodeAsync(line).ConfigureAwait(false);
            await _output.WriteAsync(bytes).ConfigureAwait(false);
            shipped += bytes.Length;
        }

        return shipped;
    }

    // Enabled in samples/.editorconfig (disabled by default): every call awaits it once, so its state machine can be
    // pooled.
    private async System.Threading.Tasks.ValueTask<byte[]> EncodeAsync(string line) // expect: PERF0912
    {
        await System.Threading.Tasks.Task.Yield();
        return Encoding.UTF8.GetBytes(line);
    }
}
