// Hot-loop scenario for PERF0907, text through AES the way the platform documentation's sample is copied: the text's
// bytes declared just before they are written (byte[] plain = Encoding.UTF8.GetBytes(text);), and the decryption as a
// CryptoStream in Read mode over a MemoryStream of the ciphertext, copied whole into another MemoryStream (in using
// declarations, and in nested using statements with the IV given to CreateDecryptor). Every byte counts in the
// result. Inputs: no message, an empty one, one character, a multi-block and a non-ASCII message; a ciphertext that is
// not a whole block and one whose padding is wrong (both throw CryptographicException, before and after the fix).
#nullable enable
using System;
using System.IO;
using System.Security.Cryptography;
using System.Text;

public static class Scenario
{
    public static long Run(string[] messages, byte[] key, byte[] iv, byte[] corrupt)
    {
        long total = 0;
        foreach (var message in messages)
        {
            var ciphertext = EncryptText(message, key, iv);
            var plain = Decrypt(ciphertext, key, iv);
            total = total * 31 + Sum(ciphertext) + Sum(plain) + (Encoding.UTF8.GetString(plain) == message ? 1 : 1000);
            total = total * 31 + Sum(DecryptWithIv(ciphertext, key, iv));
        }

        if (corrupt.Length > 0)
        {
            total += Sum(Decrypt(corrupt, key, iv));
        }

        return total;
    }

    private static byte[] EncryptText(string text, byte[] key, byte[] iv)
    {
        using Aes aes = Aes.Create();
        aes.Key = key;
        aes.IV = iv;
        using MemoryStream output = new MemoryStream();
        using CryptoStream crypto = new CryptoStream(output, aes.CreateEncryptor(), CryptoStreamMode.Write);
        byte[] plain = Encoding.UTF8.GetBytes(text);
        crypto.Write(plain, 0, plain.Length);
        crypto.FlushFinalBlock();
        return output.ToArray();
    }

    private static byte[] Decrypt(byte[] ciphertext, byte[] key, byte[] iv)
    {
        using Aes aes = Aes.Create();
        aes.Key = key;
        aes.IV = iv;
        using MemoryStream input = new MemoryStream(ciphertext);
        using CryptoStream crypto = new CryptoStream(input, aes.CreateDecryptor(), CryptoStreamMode.Read);
        using MemoryStream output = new MemoryStream();
        crypto.CopyTo(output);
        return output.ToArray();
    }

    private static byte[] DecryptWithIv(byte[] ciphertext, byte[] key, byte[] iv)
    {
        using (var aes = Aes.Create())
        {
            aes.Key = key;
            using (var input = new MemoryStream(ciphertext))
            using (var crypto = new CryptoStream(input, aes.CreateDecryptor(aes.Key, iv), CryptoStreamMode.Read))
            using (var output = new MemoryStream())
            {
                crypto.CopyTo(output);
                return output.ToArray();
            }
        }
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
        yield return new object[] { new string[0], Bytes(32, 1), Bytes(16, 2), new byte[0] };
        yield return new object[] { new[] { "", "a" }, Bytes(32, 3), Bytes(16, 4), new byte[0] };
        yield return new object[] { new[] { "The quick brown fox jumps over the lazy dog, twice over.", "héllo wörld €" }, Bytes(16, 5), Bytes(16, 6), new byte[0] };
        yield return new object[] { new[] { "a" }, Bytes(32, 7), Bytes(16, 8), Bytes(5, 9) };
        yield return new object[] { new[] { "a" }, Bytes(32, 10), Bytes(16, 11), Bytes(16, 12) };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { "{\"user\":\"ada\",\"roles\":[\"admin\",\"ops\"],\"exp\":1767225600}" }, Bytes(32, 13), Bytes(16, 14), new byte[0] };
}
