using System;
using System.Linq;
using System.Security.Cryptography;
using System.Text;

namespace PerfAnalyzers.Samples;

/// <summary>Random tokens and trace identifiers.</summary>
public static class Tokens
{
    public static string NewSessionToken()
    {
        Span<byte> buffer = stackalloc byte[16];
        RandomNumberGenerator.Fill(buffer);
        var builder = new StringBuilder();
        for (var i = 0; i < buffer.Length; i++) // expect: PERF0103
        {
            builder.Append($"{buffer[i]:x2}");
        }

        return builder.ToString();
    }

    public static string TraceId(byte[] payload) =>
        string.Join(string.Empty, SHA256.HashData(payload).Take(8).Select(b => b.ToString("x2"))) + "-" + payload.Length;

    // Colon-separated, as in certificate thumbprints: a separator means it is not plain hex, not reported.
    public static string Thumbprint(byte[] certificate) =>
        string.Join(":", SHA1.HashData(certificate).Select(b => b.ToString("X2")));
}
