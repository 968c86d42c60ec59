// Hot-loop scenario for PERF0907, key derivation: a vault that turns passwords into the keys of its entries, the way
// password-manager and file-encryption helpers do, with an Rfc2898DeriveBytes made for one GetBytes call each time.
// Every form the fix writes: a string password encoded as the constructor did (Encoding.UTF8.GetBytes: a lone
// surrogate must give the same key, not throw), a byte[] password through a using declaration, the old constructor's
// defaults written out (1000 iterations, SHA-1) through a using statement, and a constant password passed as it is.
// Inputs: empty, ASCII, non-ASCII and lone-surrogate passwords, an empty and a long salt.
#nullable enable
#pragma warning disable SYSLIB0041, SYSLIB0060
using System;
using System.Security.Cryptography;
using System.Text;

public static class Scenario
{
    private const int Iterations = 1000;

    public static long Run(string[] passwords, byte[] salt)
    {
        long total = 0;
        foreach (var password in passwords)
        {
            total = total * 31 + Sum(EntryKey(password, salt));
            total = total * 31 + Sum(FileKey(Encoding.Unicode.GetBytes(password), salt));
        }

        return total * 31 + Sum(LegacyKey(passwords.Length == 0 ? "" : passwords[0], salt)) + Sum(DefaultKey(salt));
    }

    private static byte[] EntryKey(string password, byte[] salt) =>
        new Rfc2898DeriveBytes(password, salt, Iterations, HashAlgorithmName.SHA256).GetBytes(32);

    private static byte[] FileKey(byte[] password, byte[] salt)
    {
        using var kdf = new Rfc2898DeriveBytes(password, salt, Iterations, HashAlgorithmName.SHA512);
        return kdf.GetBytes(64);
    }

    private static byte[] LegacyKey(string password, byte[] salt)
    {
        using (var kdf = new Rfc2898DeriveBytes(password, salt))
        {
            return kdf.GetBytes(20);
        }
    }

    private static byte[] DefaultKey(byte[] salt) =>
        new Rfc2898DeriveBytes("correct horse battery staple", salt, Iterations, HashAlgorithmName.SHA256).GetBytes(16);

    private static long Sum(byte[] key)
    {
        long sum = key.Length;
        foreach (var b in key)
        {
            sum = sum * 257 + b;
        }

        return sum;
    }

    public static System.Collections.Generic.IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new string[0], new byte[8] };
        yield return new object[] { new[] { "" }, new byte[0] };
        yield return new object[] { new[] { "p\u00e4ssw\u00f6rd", "\uD800lone", "tail\uDC00" }, new byte[] { 1, 2, 3, 4, 5, 6, 7, 8 } };
        yield return new object[] { new[] { "a\uD83D\uDE00b", new string('x', 200) }, new byte[64] };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput() => new object[] { new[] { "my super strong password" }, new byte[] { 1, 2, 3, 4, 5, 6, 7, 8 } };
}
