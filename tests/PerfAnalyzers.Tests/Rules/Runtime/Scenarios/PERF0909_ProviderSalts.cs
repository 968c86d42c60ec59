// Hot-loop scenario for PERF0909, the legacy RNGCryptoServiceProvider (obsolete since .NET 6, still in much code): a
// password-hashing helper written without nullable annotations that makes a salt with a provider in a using statement,
// and a pepper with a using declaration, each used for one GetBytes call. Each call allocated the provider and the
// generator it wraps; the fix fills the same arrays with RandomNumberGenerator.Fill (and the SYSLIB0023 warnings go).
#nullable disable
#pragma warning disable SYSLIB0023 // as legacy code that still uses the provider has it
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
            byte[] salt = new byte[size];
            using (RNGCryptoServiceProvider rng = new RNGCryptoServiceProvider())
            {
                rng.GetBytes(salt);
            }

            var pepper = new byte[8];
            using var provider = new RNGCryptoServiceProvider();
            provider.GetBytes(pepper);

            total = total * 31 + salt.Length + pepper.Length + (Filled(salt) ? 1 : 0);
        }

        return total;
    }

    /// <summary>False for a buffer of 16 bytes or more that is all zero (never, from a working generator); true otherwise.</summary>
    private static bool Filled(byte[] bytes) => bytes.Length < 16 || Array.FindIndex(bytes, b => b != 0) >= 0;

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 0, 1, 16, 32 } };
        yield return new object[] { new[] { 1024, 7 } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var sizes = new int[100];
        for (var i = 0; i < sizes.Length; i++)
        {
            sizes[i] = 16;
        }

        return new object[] { sizes };
    }
}
