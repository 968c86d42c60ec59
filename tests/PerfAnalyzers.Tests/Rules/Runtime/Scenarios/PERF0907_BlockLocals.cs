// Hot-loop scenario for PERF0907 where the using statements the fix takes apart hold more than the stream code: the
// memory stream's body declares the ciphertext in a local (unwrapped, the local joins the method's scope); two such
// bodies in one method declare the same name (each stays a block, so the locals keep their own scopes); a body that
// also authenticates the ciphertext with an HMAC in a using declaration (it stays a block, so the HMAC is disposed
// where it was); and a line of spaces (what editors leave behind) separates the crypto stream's using from the return
// (the fix unwraps the memory stream's body without that line). CBC with PKCS7 (the default) and with ANSI X9.23
// padding (passed to the call); every byte of the ciphertext and tag counts in the result. Inputs: no payloads, an
// empty and a 1-byte payload, one and two blocks, 1,000 bytes.
#nullable enable
using System.IO;
using System.Security.Cryptography;

public static class Scenario
{
    public static long Run(byte[][] payloads, byte[] key, byte[] iv)
    {
        long total = 0;
        foreach (var payload in payloads)
        {
            total = total * 31 + Sum(Seal(payload, key, iv));
            total = total * 31 + Sum(SealAnsi(payload, key, iv));
            total = total * 31 + Sum(SealParts(payload, key, iv));
            total = total * 31 + Sum(SealWithTag(payload, key, iv));
        }

        return total;
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

                var ciphertext = ms.ToArray();
                return ciphertext;
            }
        }
    }

    private static byte[] SealAnsi(byte[] plaintext, byte[] key, byte[] iv)
    {
        using (var aes = Aes.Create())
        {
            aes.Key = key;
            aes.IV = iv;
            aes.Padding = PaddingMode.ANSIX923;
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

    // The length as a header block of its own, then the payload: both encrypted with the same key and IV.
    private static byte[] SealParts(byte[] plaintext, byte[] key, byte[] iv)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        aes.IV = iv;
        var length = System.BitConverter.GetBytes(plaintext.Length);
        byte[] header;
        using (var ms = new MemoryStream())
        {
            using (var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write))
            {
                cs.Write(length, 0, length.Length);
            }

            var ciphertext = ms.ToArray();
            header = ciphertext;
        }

        using (var ms = new MemoryStream())
        {
            using (var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write))
            {
                cs.Write(plaintext, 0, plaintext.Length);
            }

            var ciphertext = ms.ToArray();
            var message = new byte[header.Length + ciphertext.Length];
            header.CopyTo(message, 0);
            ciphertext.CopyTo(message, header.Length);
            return message;
        }
    }

    // Encrypt, then authenticate: the ciphertext followed by its HMAC-SHA256 under the same key.
    private static byte[] SealWithTag(byte[] plaintext, byte[] key, byte[] iv)
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

                var ciphertext = ms.ToArray();
                using var hmac = new HMACSHA256(key);
                var tag = hmac.ComputeHash(ciphertext);
                var message = new byte[ciphertext.Length + tag.Length];
                ciphertext.CopyTo(message, 0);
                tag.CopyTo(message, ciphertext.Length);
                return message;
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
        yield return new object[] { new byte[0][], Bytes(32, 1), Bytes(16, 2) };
        yield return new object[] { new[] { new byte[0], Bytes(1, 3) }, Bytes(32, 4), Bytes(16, 5) };
        yield return new object[] { new[] { Bytes(16, 6), Bytes(32, 7), Bytes(1000, 8) }, Bytes(16, 9), Bytes(16, 10) };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { Bytes(37, 11) }, Bytes(32, 12), Bytes(16, 13) };
}
