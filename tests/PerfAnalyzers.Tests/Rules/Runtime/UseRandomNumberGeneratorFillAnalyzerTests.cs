using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.UseRandomNumberGeneratorFillAnalyzer,
    PerfAnalyzers.Rules.Runtime.UseRandomNumberGeneratorFillCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class UseRandomNumberGeneratorFillAnalyzerTests
{
    private static string Code(string body, string extra = "") => $$"""
        #nullable enable
        #pragma warning disable SYSLIB0023 // RNGCryptoServiceProvider is obsolete
        using System;
        using System.Security.Cryptography;

        class C
        {
            private readonly byte[] _key = new byte[32];

            void M(byte[] given, byte[]? maybe, Span<byte> span, int n)
            {
                {{body}}
            }
        {{extra}}
        }
        """;

    [Theory]
    [InlineData("[|new RNGCryptoServiceProvider()|].GetBytes(given);", "RandomNumberGenerator.Fill(given);")]
    [InlineData("[|new RNGCryptoServiceProvider()|].GetBytes(span);", "RandomNumberGenerator.Fill(span);")]
    [InlineData("[|new RNGCryptoServiceProvider()|].GetBytes(new byte[16]);", "RandomNumberGenerator.Fill(new byte[16]);")]
    [InlineData("[|new RNGCryptoServiceProvider()|].GetBytes(_key);", "RandomNumberGenerator.Fill(_key);")]
    [InlineData("[|new RNGCryptoServiceProvider()|].GetBytes(span.Slice(1));", "RandomNumberGenerator.Fill(span.Slice(1));")]
    public async Task InPlace_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task UsingStatement_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var salt = new byte[16];
                        using (var rng = [|new RNGCryptoServiceProvider()|])
                        {
                            rng.GetBytes(salt);
                        }

                        Console.WriteLine(salt.Length);
                """),
            Code("""
                var salt = new byte[16];
                        RandomNumberGenerator.Fill(salt);

                        Console.WriteLine(salt.Length);
                """));
    }

    [Fact]
    public async Task UsingStatementWithMoreInItsBody_KeepsTheRest()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                using (var rng = [|new RNGCryptoServiceProvider()|])
                        {
                            rng.GetBytes(span);
                            Console.WriteLine(span.Length);
                        }
                """),
            Code("""
                RandomNumberGenerator.Fill(span);
                        Console.WriteLine(span.Length);
                """));
    }

    [Fact]
    public async Task UsingDeclarationAndPlainLocal_ReportAndFix()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                // The token.
                        using var rng = [|new RNGCryptoServiceProvider()|];
                        rng.GetBytes(given);
                        var provider = [|new RNGCryptoServiceProvider()|];
                        provider.GetBytes(span);
                """),
            Code("""
                // The token.
                        RandomNumberGenerator.Fill(given);
                        RandomNumberGenerator.Fill(span);
                """));
    }

    [Fact]
    public async Task ArrayDeclaredInTheUsingBlock_ReportsAndFixes()
    {
        // The shape most salt helpers have: the array made inside the block, returned from it.
        await Verify.VerifyCodeFixAsync(
            """
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class C
            {
                static byte[] GenerateSalt()
                {
                    using (var rng = [|new RNGCryptoServiceProvider()|])
                    {
                        byte[] salt = new byte[32];
                        rng.GetBytes(salt);
                        return salt;
                    }
                }

                static string Key(int length)
                {
                    var rng = [|new RNGCryptoServiceProvider()|];
                    var bytes = new byte[length];
                    System.Console.WriteLine(length);
                    rng.GetBytes(bytes);
                    return System.Convert.ToBase64String(bytes);
                }
            }
            """,
            """
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class C
            {
                static byte[] GenerateSalt()
                {
                    byte[] salt = new byte[32];
                    RandomNumberGenerator.Fill(salt);
                    return salt;
                }

                static string Key(int length)
                {
                    var bytes = new byte[length];
                    System.Console.WriteLine(length);
                    RandomNumberGenerator.Fill(bytes);
                    return System.Convert.ToBase64String(bytes);
                }
            }
            """);
    }

    [Fact]
    public async Task CallInTheNextStatementsBranch_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                using var rng = [|new RNGCryptoServiceProvider()|];
                        if (n > 0)
                        {
                            rng.GetBytes(given);
                        }
                """),
            Code("""
                if (n > 0)
                        {
                            RandomNumberGenerator.Fill(given);
                        }
                """));
    }

    [Fact]
    public async Task LegacyCodeWithoutNullableAnnotations_ArrayMadeByNew()
    {
        // Without nullable analysis a parameter may be null (GetBytes throws, Fill would fill nothing); a local made by
        // new byte[n] and never assigned again can't be.
        await Verify.VerifyCodeFixAsync(
            """
            #nullable disable
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class C
            {
                byte[] Salt()
                {
                    byte[] salt = new byte[16];
                    using (RNGCryptoServiceProvider rng = [|new RNGCryptoServiceProvider()|])
                    {
                        rng.GetBytes(salt);
                    }

                    return salt;
                }

                void Given(byte[] buffer)
                {
                    using (var rng = new RNGCryptoServiceProvider())
                    {
                        rng.GetBytes(buffer);
                    }
                }

                void Reassigned(byte[] other)
                {
                    var buffer = new byte[16];
                    buffer = other;
                    new RNGCryptoServiceProvider().GetBytes(buffer);
                }
            }
            """,
            """
            #nullable disable
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class C
            {
                byte[] Salt()
                {
                    byte[] salt = new byte[16];
                    RandomNumberGenerator.Fill(salt);

                    return salt;
                }

                void Given(byte[] buffer)
                {
                    using (var rng = new RNGCryptoServiceProvider())
                    {
                        rng.GetBytes(buffer);
                    }
                }

                void Reassigned(byte[] other)
                {
                    var buffer = new byte[16];
                    buffer = other;
                    new RNGCryptoServiceProvider().GetBytes(buffer);
                }
            }
            """);
    }

    [Fact]
    public async Task WithoutUsingTheNamespace_AddsIt()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #pragma warning disable SYSLIB0023
            class C
            {
                void M(byte[] buffer)
                {
                    using var rng = [|new System.Security.Cryptography.RNGCryptoServiceProvider()|];
                    rng.GetBytes(buffer);
                }
            }
            """,
            """
            using System.Security.Cryptography;

            #pragma warning disable SYSLIB0023
            class C
            {
                void M(byte[] buffer)
                {
                    RandomNumberGenerator.Fill(buffer);
                }
            }
            """);
    }

    [Fact]
    public async Task LegacyCodeWithoutNullableAnnotations_ReadOnlyArrayField()
    {
        // A read-only field of a class made with an array and assigned nowhere else can't be null; one assigned in a
        // constructor could be, as far as the rule can tell.
        await Verify.VerifyCodeFixAsync(
            """
            #nullable disable
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class Keys
            {
                private readonly byte[] _key = new byte[32];
                private readonly byte[] _given;

                public Keys(byte[] given) => _given = given;

                public void Refresh()
                {
                    [|new RNGCryptoServiceProvider()|].GetBytes(_key);
                    new RNGCryptoServiceProvider().GetBytes(_given);
                }
            }
            """,
            """
            #nullable disable
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class Keys
            {
                private readonly byte[] _key = new byte[32];
                private readonly byte[] _given;

                public Keys(byte[] given) => _given = given;

                public void Refresh()
                {
                    RandomNumberGenerator.Fill(_key);
                    new RNGCryptoServiceProvider().GetBytes(_given);
                }
            }
            """);
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        var test = new Verify.Test
        {
            TestCode = Code("{|#0:new RNGCryptoServiceProvider()|}.GetBytes(span); using var rng = {|#1:new RNGCryptoServiceProvider()|}; rng.GetBytes(given);"),
            FixedCode = Code("RandomNumberGenerator.Fill(span); RandomNumberGenerator.Fill(given);"),
        };
        var payoff = PerfAnalyzers.Rules.Runtime.UseRandomNumberGeneratorFillAnalyzer.FillPayoff.For(10);
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(0).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments(payoff)
            .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations));
        test.ExpectedDiagnostics.Add(Verify.Diagnostic().WithLocation(1).WithSeverity(DiagnosticSeverity.Info)
            .WithArguments(payoff)
            .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations));
        await test.RunAsync();
    }

    [Theory]
    [InlineData("new RNGCryptoServiceProvider().GetBytes(maybe!);")]
    [InlineData("new RNGCryptoServiceProvider().GetBytes(given, 0, 4);")]
    [InlineData("new RNGCryptoServiceProvider().GetNonZeroBytes(given);")]
    [InlineData("new RNGCryptoServiceProvider(new byte[0]).GetBytes(given);")]
    [InlineData("using var rng = new RNGCryptoServiceProvider(); rng.GetBytes(given); rng.GetBytes(span);")]
    [InlineData("using var rng = new RNGCryptoServiceProvider(); Action a = () => rng.GetBytes(given); a();")]
    [InlineData("using var rng = new RNGCryptoServiceProvider(); for (var i = 0; i < n; i++) { rng.GetBytes(span); }")]
    [InlineData("using var rng = new RNGCryptoServiceProvider(); Use(rng);")]
    [InlineData("var rng = new RNGCryptoServiceProvider(); rng.GetBytes(given); rng.Dispose();")]
    [InlineData("RNGCryptoServiceProvider rng = new RNGCryptoServiceProvider(), other = new RNGCryptoServiceProvider(); rng.GetBytes(given);")]
    [InlineData("RandomNumberGenerator.Create().GetBytes(given);")]
    [InlineData("using (var rng = RandomNumberGenerator.Create()) { rng.GetBytes(span); }")]
    [InlineData("RandomNumberGenerator.Fill(span);")]
    [InlineData("Func<RNGCryptoServiceProvider> make = () => new RNGCryptoServiceProvider(); make().GetBytes(given);")]
    public async Task CloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body, "    static void Use(RandomNumberGenerator rng) { }\n"));
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.Security.Cryptography;

            class C
            {
                void M()
                {
                    var salt = new byte[16];
                    using (var rng = new RNGCryptoServiceProvider())
                    {
                        rng.GetBytes(salt);
                    }
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class C
            {
                byte[] M()
                {
                    var salt = new byte[16];
                    [|new RNGCryptoServiceProvider()|].GetBytes(salt);
                    return salt;
                }
            }
            """,
            """
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class C
            {
                byte[] M()
                {
                    var salt = new byte[16];
                    RandomNumberGenerator.Fill(salt);
                    return salt;
                }
            }
            """,
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #pragma warning disable SYSLIB0023
            using System;
            using System.Security.Cryptography;

            namespace N
            {
                class Tokens
                {
                    public static byte[] Salt()
                    {
                        var salt = new byte[16];
                        using (var rng = [|new RNGCryptoServiceProvider()|])
                        {
                            rng.GetBytes(salt);
                        }

                        return salt;
                    }

                    public static string Token()
                    {
                        Span<byte> bytes = stackalloc byte[32];
                        using var rng = [|new RNGCryptoServiceProvider()|];
                        rng.GetBytes(bytes);
                        return Convert.ToBase64String(bytes);
                    }

                    public static void Nonce(byte[] nonce) => [|new RNGCryptoServiceProvider()|].GetBytes(nonce);
                }
            }
            """,
            """
            #pragma warning disable SYSLIB0023
            using System;
            using System.Security.Cryptography;

            namespace N
            {
                class Tokens
                {
                    public static byte[] Salt()
                    {
                        var salt = new byte[16];
                        RandomNumberGenerator.Fill(salt);

                        return salt;
                    }

                    public static string Token()
                    {
                        Span<byte> bytes = stackalloc byte[32];
                        RandomNumberGenerator.Fill(bytes);
                        return Convert.ToBase64String(bytes);
                    }

                    public static void Nonce(byte[] nonce) => RandomNumberGenerator.Fill(nonce);
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class C
            {
                void M(byte[] b) => new RNGCryptoServiceProvider().GetBytes(new byte[4]);
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            #pragma warning disable SYSLIB0023
            using System.Security.Cryptography;

            class D
            {
                void M()
                {
                    using var rng = new RNGCryptoServiceProvider();
                    rng.GetBytes(new byte[4]);
                }
            }
            """));
        await test.RunAsync();
    }
}
