// Hot-loop scenario for PERF0909, the provider in place and in a plain local: session tokens and nonces made by
// older code with RNGCryptoServiceProvider, one provider created for each buffer and never disposed (a token's array,
// a nonce's stackalloc'ed span). Each call allocated a provider; the fix fills the same buffers with
// RandomNumberGenerator.Fill. The bytes are random either way: the result is what doesn't depend on them (lengths,
// and whether a buffer of 16 bytes or more came back all zero, which a working generator never gives).
#nullable enable
#pragma warning disable SYSLIB0023 // as code that still uses the provider has it
using System;
using System.Collections.Generic;
using System.Security.Cryptography;

public static class Scenario
{
    public static long Run(int[] sizes)
    {
        long total = 0;
        foreach (var size in sizes)
        {
            var token = new byte[size];
            var provider = new RNGCryptoServiceProvider();
            provider.GetBytes(token);

            Span<byte> nonce = stackalloc byte[Math.Min(size, 64)];
            new RNGCryptoServiceProvider().GetBytes(nonce);

            total = total * 31 + token.Length + nonce.Length + (Filled(token) ? 1 : 0) + (Filled(nonce) ? 2 : 0);
        }

        return total;
    }

    /// <summary>False for a buffer of 16 bytes or more that is all zero (never, from a working generator); true otherwise.</summary>
    private static bool Filled(ReadOnlySpan<byte> bytes) => bytes.Length < 16 || bytes.IndexOfAnyExcept((byte)0) >= 0;

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };

        // An empty buffer (nothing to fill, no error), one byte, the common key and hash sizes, and a large buffer.
        yield return new object[] { new[] { 0, 1, 16, 32, 64 } };
        yield return new object[] { new[] { 4096, 3, 0 } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var sizes = new int[100];
        for (var i = 0; i < sizes.Length; i++)
        {
            sizes[i] = i % 2 == 0 ? 32 : 16;
        }

        return new object[] { sizes };
    }
}
