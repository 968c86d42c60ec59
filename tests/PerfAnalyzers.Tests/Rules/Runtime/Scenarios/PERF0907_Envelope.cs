// Hot-loop scenario for PERF0907, symmetric encryption of one buffer: a message envelope that encrypts and decrypts
// its payloads through a CryptoStream over a MemoryStream, the way encryption helpers are written from the docs'
// examples. Every form the fix writes: CBC with the settings written out (the article's decryption, in using
// declarations), CBC with the defaults (nested using statements, the final block written by the stream's dispose),
// CreateEncryptor(aes.Key, iv) and a span written, ECB with Zeros padding (the padding passed, no IV), and CFB8 (the
// padding passed as EncryptCfb doesn't default to it). Each round trip is checked, and every byte counts in the result.
// Inputs: empty, 1-byte, one-block, two-block and 1,000-byte payloads.
#nullable enable
using System;
using System.IO;
using System.Security.Cryptography;

public static class Scenario
{
    public static long Run(byte[][] payloads, byte[] key, byte[] iv)
    {
        long total = 0;
        foreach (var payload in payloads)
        {
            var sealedCbc = Seal(payload, key, iv);
            var opened = Open(sealedCbc, key, iv);
            total = total * 31 + Sum(sealedCbc) + (opened.AsSpan().SequenceEqual(payload) ? 1 : 1000);
            total = total * 31 + Sum(SealSpan(payload, key, iv));
            total = total * 31 + Sum(SealEcb(payload, key));
            total = total * 31 + Sum(SealCfb(payload, key, iv));
        }

        return total;
    }

    private static byte[] Open(byte[] ciphertext, byte[] key, byte[] iv)
    {
        using Aes aes = Aes.Create();
        aes.Key = key;
        aes.IV = iv;
        aes.Padding = PaddingMode.PKCS7;
        aes.Mode = CipherMode.CBC;

        using MemoryStream destination = new MemoryStream();
        using ICryptoTransform transform = aes.CreateDecryptor();
        using CryptoStream cryptoStream = new CryptoStream(destination, transform, CryptoStreamMode.Write);

        cryptoStream.Write(ciphertext, 0, ciphertext.Length);
        cryptoStream.FlushFinalBlock();

        return destination.ToArray();
    }

    private static byte[] Seal(byte[] plaintext, byte[] key, byte[] iv)
    {
        using (var aes = Aes.Create())
        {
            aes.Key = key;
            aes.IV = iv;
            using (var ms = new MemoryStream())
            {
                using (var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write))
                {
                    cs.Write(plaintext, 0, plaintext.Length);
                }

                return ms.ToArray();
            }
        }
    }

    private static byte[] SealSpan(ReadOnlySpan<byte> plaintext, byte[] key, byte[] iv)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        var ms = new MemoryStream();
        var cs = new CryptoStream(ms, aes.CreateEncryptor(aes.Key, iv), CryptoStreamMode.Write);
        cs.Write(plaintext);
        cs.FlushFinalBlock();
        return ms.ToArray();
    }

    private static byte[] SealEcb(byte[] plaintext, byte[] key)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        aes.Mode = CipherMode.ECB;
        aes.Padding = PaddingMode.Zeros;
        using var ms = new MemoryStream();
        using (var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write))
        {
            cs.Write(plaintext, 0, plaintext.Length);
            cs.FlushFinalBlock();
        }

        return ms.ToArray();
    }

    private static byte[] SealCfb(byte[] plaintext, byte[] key, byte[] iv)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        aes.IV = iv;
        aes.Mode = CipherMode.CFB;
        using var ms = new MemoryStream();
        using var encryptor = aes.CreateEncryptor();
        using var cs = new CryptoStream(ms, encryptor, CryptoStreamMode.Write);
        cs.Write(plaintext, 0, plaintext.Length);
        cs.FlushFinalBlock();
        return ms.ToArray();
    }

    private static long Sum(byte[] bytes)
    {
        long sum = bytes.Length;
        foreach (var b in bytes)
        {
            sum = sum * 257 + b;
        }

        return sum;
    }

    private static byte[] Bytes(int length, int seed)
    {
        var bytes = new byte[length];
        for (var i = 0; i < length; i++)
        {
            bytes[i] = (byte)(seed + i * 37);
        }

        return bytes;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new byte[0][], Bytes(32, 1), Bytes(16, 2) };
        yield return new object[] { new[] { new byte[0], Bytes(1, 3) }, Bytes(32, 4), Bytes(16, 5) };
        yield return new object[] { new[] { Bytes(16, 6), Bytes(32, 7), Bytes(1000, 8) }, Bytes(16, 9), Bytes(16, 10) };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { Bytes(37, 11) }, Bytes(32, 12), Bytes(16, 13) };
}
