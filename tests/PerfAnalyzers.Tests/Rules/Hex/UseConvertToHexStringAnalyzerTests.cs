using System.Threading.Tasks;
using PerfAnalyzers.Rules.Hex;
using PerfAnalyzers.TestKit;
using PerfAnalyzers.Tests.Verifiers;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Hex.UseConvertToHexStringAnalyzer,
    PerfAnalyzers.Rules.Hex.UseConvertToHexStringCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Hex;

public sealed class UseConvertToHexStringAnalyzerTests
{
    private static string Code(string body) => $$"""
        using System;
        using System.Globalization;

        class C
        {
            private byte[] _field = new byte[4];

            string M(byte[] data, int start, int length)
            {
                {{body}}
            }

            byte[] GetBytes() => new byte[1];

            bool IgnoreCase() => true;
        }
        """;

    [Theory]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\")", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", string.Empty)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", String.Empty)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", null)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", StringComparison.Ordinal)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", StringComparison.OrdinalIgnoreCase)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\").ToUpper()", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).ToUpperInvariant().Replace(\"-\", \"\")", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data, start, length).Replace(\"-\", \"\")", "Convert.ToHexString(data, start, length)")]
    [InlineData("BitConverter.ToString(GetBytes()).Replace(\"-\", \"\")", "Convert.ToHexString(GetBytes())")]
    public async Task UpperCase_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    // BitConverter's string holds only 0-9, A-F and dashes: the invariant culture's comparisons, case-sensitive or not,
    // find exactly the dashes (checked under ICU for every pair of hex digits around a dash), so the comparison (or the
    // ignoreCase flag and CultureInfo.InvariantCulture) is dropped.
    [Theory]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", string.Empty, StringComparison.InvariantCulture)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", null, StringComparison.InvariantCultureIgnoreCase)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", comparisonType: StringComparison.InvariantCulture)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", true, CultureInfo.InvariantCulture)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", false, CultureInfo.InvariantCulture)", "Convert.ToHexString(data)")]
    [InlineData("BitConverter.ToString(data, start, length).Replace(\"-\", \"\", true, CultureInfo.InvariantCulture)", "Convert.ToHexString(data, start, length)")]
    public async Task InvariantComparison_ReportsAndFixes(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Theory]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", StringComparison.InvariantCultureIgnoreCase).ToLowerInvariant()", "Convert.ToHexStringLower(data)")]
    [InlineData("BitConverter.ToString(data).ToLower().Replace(\"-\", \"\", true, CultureInfo.InvariantCulture)", "Convert.ToHexStringLower(data)")]
    public async Task InvariantComparison_LowerCase_UsesToHexStringLower(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task InvariantComparison_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:BitConverter.ToString(data)|}.Replace(\"-\", \"\", true, CultureInfo.InvariantCulture)|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "Convert.ToHexString(...)",
                PerfAnalyzers.Rules.Hex.UseConvertToHexStringAnalyzer.UseConvertToHexStringPayoff.For(10)),
            Code("return Convert.ToHexString(data);"));
    }

    [Fact]
    public async Task InvariantComparison_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;
            using System.Globalization;

            class C
            {
                string A(byte[] a) => [|BitConverter.ToString(a).Replace("-", "", StringComparison.InvariantCulture)|];
                string B(byte[] b) => [|BitConverter.ToString(b).Replace("-", "", false, CultureInfo.InvariantCulture).ToLowerInvariant()|];
                string D(byte[] d) => [|BitConverter.ToString(d).Replace("-", "", StringComparison.InvariantCultureIgnoreCase)|];
            }
            """,
            """
            using System;
            using System.Globalization;

            class C
            {
                string A(byte[] a) => Convert.ToHexString(a);
                string B(byte[] b) => Convert.ToHexStringLower(b);
                string D(byte[] d) => Convert.ToHexString(d);
            }
            """);
    }

    // A culture that ignores the dash leaves the string unchanged: under ICU, Thai (th-TH) does, so the current culture's
    // comparisons and any culture but the invariant one stay silent.
    [Theory]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", StringComparison.CurrentCulture)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", StringComparison.CurrentCultureIgnoreCase)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", false, CultureInfo.CurrentCulture)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", true, null)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", false, CultureInfo.GetCultureInfo(\"th-TH\"))")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", IgnoreCase(), CultureInfo.InvariantCulture)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", (StringComparison)6)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\", (StringComparison)start)")]
    public async Task CultureThatMayIgnoreTheDash_NoDiagnostic(string expression)
    {
        await Verify.VerifyAnalyzerAsync(Code($"return {expression};"));
    }

    [Fact]
    public async Task UpperCase_MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:{|#1:BitConverter.ToString(data)|}.Replace(\"-\", \"\")|};"),
            Verify.Diagnostic().WithLocation(0).WithLocation(1).WithArguments(
                "Convert.ToHexString(...)",
                PerfAnalyzers.Rules.Hex.UseConvertToHexStringAnalyzer.UseConvertToHexStringPayoff.For(10)),
            Code("return Convert.ToHexString(data);"));
    }

    [Fact]
    public async Task CaseCallWithSideEffectingCulture_IsKept()
    {
        static string WithCulture(string body) => Code(body).Replace("byte[] GetBytes()", "CultureInfo GetCulture() => CultureInfo.CurrentCulture; byte[] GetBytes()");
        await Verify.VerifyCodeFixAsync(
            WithCulture("return [|BitConverter.ToString(data).Replace(\"-\", \"\")|].ToLower(GetCulture());"),
            WithCulture("return Convert.ToHexString(data).ToLower(GetCulture());"));
    }

    [Theory]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\").ToLowerInvariant()", "Convert.ToHexStringLower(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\").ToLower()", "Convert.ToHexStringLower(data)")]
    [InlineData("BitConverter.ToString(data).ToLower().Replace(\"-\", \"\")", "Convert.ToHexStringLower(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \"\").ToLower(CultureInfo.InvariantCulture)", "Convert.ToHexStringLower(data)")]
    [InlineData("BitConverter.ToString(data, start, length).Replace(\"-\", \"\").ToLowerInvariant()", "Convert.ToHexStringLower(data, start, length)")]
    public async Task LowerCase_UsesToHexStringLower(string before, string after)
    {
        await Verify.VerifyCodeFixAsync(Code($"return [|{before}|];"), Code($"return {after};"));
    }

    [Fact]
    public async Task LowerCaseOnNet8_FallsBackToToLowerInvariant()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return [|BitConverter.ToString(data).Replace(\"-\", \"\").ToLowerInvariant()|];"),
            Code("return Convert.ToHexString(data).ToLowerInvariant();"),
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task NetCoreApp31WithoutToHexString_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync(Code("return BitConverter.ToString(data).Replace(\"-\", \"\");"), TargetRuntime.NetCoreApp31);
    }

    [Fact]
    public async Task StartOverloadWithSideEffects_ReportsWithoutFix()
    {
        await Verify.VerifyNoFixAsync(Code("return [|BitConverter.ToString(GetBytes(), 1).Replace(\"-\", \"\")|];"));
    }

    [Theory]
    [InlineData("BitConverter.ToString(data, start).Replace(\"-\", \"\")")]
    [InlineData("BitConverter.ToString(_field, 1).Replace(\"-\", \"\")")]
    public async Task StartOnlyOverload_ReportedWithoutFix_NullWouldThrowAnotherException(string expression)
    {
        // Convert has no (bytes, start) overload; (bytes, start, bytes.Length - start) throws NullReferenceException for a
        // null array where BitConverter throws ArgumentNullException (found by the hot-loop harness).
        await Verify.VerifyNoFixAsync(Code($"return [|{expression}|];"));
    }

    [Theory]
    [InlineData("BitConverter.ToString(data)")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \":\")")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \" \")")]
    [InlineData("BitConverter.ToString(data).Replace(\"--\", \"\")")]
    [InlineData("BitConverter.ToString(data).Replace('-', ' ')")]
    [InlineData("data.ToString()!.Replace(\"-\", \"\")")]
    [InlineData("BitConverter.ToString(data).Trim().Replace(\"-\", \"\")")]
    [InlineData("Convert.ToHexString(data).Replace(\"-\", \"\")")]
    [InlineData("BitConverter.ToString(data).Replace(\"-\", \":\", StringComparison.InvariantCulture)")]
    public async Task CloseButDifferent_NoDiagnostic(string expression)
    {
        var code = Code($"return {expression};").Replace("byte[] GetBytes()", "CultureInfo GetCulture() => CultureInfo.CurrentCulture; byte[] GetBytes()");
        await Verify.VerifyAnalyzerAsync(code);
    }

    [Fact]
    public async Task ReplaceOfOtherStringType_NoDiagnostic()
    {
        await Verify.VerifyAnalyzerAsync("""
            static class BitConverter
            {
                public static string ToString(byte[] value) => "";
            }

            class C
            {
                string M(byte[] data) => BitConverter.ToString(data).Replace("-", "");
            }
            """);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            using System;

            class C
            {
                string A(byte[] a) => [|BitConverter.ToString(a).Replace("-", "")|];
                string B(byte[] b) => [|BitConverter.ToString(b).Replace("-", "").ToLowerInvariant()|];
                string D(byte[] d) => "0x" + [|BitConverter.ToString(d).Replace("-", string.Empty)|];
            }
            """,
            """
            using System;

            class C
            {
                string A(byte[] a) => Convert.ToHexString(a);
                string B(byte[] b) => Convert.ToHexStringLower(b);
                string D(byte[] d) => "0x" + Convert.ToHexString(d);
            }
            """);
    }

    [Fact]
    public async Task WithoutUsingSystem_FixQualifiesConvert()
    {
        await Verify.VerifyCodeFixAsync(
            """
            class C
            {
                string A(byte[] a) => [|System.BitConverter.ToString(a).Replace("-", "")|];
            }
            """,
            """
            class C
            {
                string A(byte[] a) => System.Convert.ToHexString(a);
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            using System;

            class C
            {
                string A(byte[] a) => BitConverter.ToString(a).Replace("-", "");
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            using System;

            class D
            {
                string A(byte[] a) => BitConverter.ToString(a).Replace("-", "");
            }
            """));
        await test.RunAsync();
    }

    [Fact]
    public async Task AcrossFiles_FixAllInProject()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/A.cs", """
            using System;

            class A
            {
                string M(byte[] a) => [|BitConverter.ToString(a).Replace("-", "")|];
            }
            """));
        test.TestState.Sources.Add(("/0/B.cs", """
            using System;

            class B
            {
                string M(byte[] b) => [|BitConverter.ToString(b).Replace("-", "").ToLower()|];
            }
            """));
        test.FixedState.Sources.Add("""
            using System;

            class A
            {
                string M(byte[] a) => Convert.ToHexString(a);
            }
            """);
        test.FixedState.Sources.Add("""
            using System;

            class B
            {
                string M(byte[] b) => Convert.ToHexStringLower(b);
            }
            """);
        await test.RunAsync();
    }
}
