using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using PerfAnalyzers.TestKit;
using Verify = PerfAnalyzers.Tests.Verifiers.CSharpCodeFixVerifier<
    PerfAnalyzers.Rules.Runtime.UseOneShotCryptographyAnalyzer,
    PerfAnalyzers.Rules.Runtime.UseOneShotCryptographyCodeFixProvider>;

namespace PerfAnalyzers.Tests.Rules.Runtime;

public sealed class UseOneShotCryptographyAnalyzerTests
{
    // .NET 10 marks Rfc2898DeriveBytes' constructors obsolete (SYSLIB0060, the older ones SYSLIB0041 from .NET 7): the
    // code before the fix has the warnings, the code after it doesn't.
    private static string Code(string body, string usings = "") => $$"""
        #pragma warning disable SYSLIB0041, SYSLIB0060
        using System;
        using System.IO;
        using System.Security.Cryptography;{{usings}}

        class C
        {
            byte[] M(byte[] data, byte[] key, byte[] iv, byte[] salt, string password, CipherMode mode, SymmetricAlgorithm given)
            {
                {{body}}
            }

            static void Configure(SymmetricAlgorithm algorithm) => algorithm.Mode = CipherMode.ECB;

            static byte[] NewSalt() => new byte[16];
        }
        """;

    private const string Text = "\nusing System.Text;";

    [Theory]
    [InlineData(
        "return [|new Rfc2898DeriveBytes(password, salt, 100000, HashAlgorithmName.SHA256)|].GetBytes(32);",
        "return Rfc2898DeriveBytes.Pbkdf2(Encoding.UTF8.GetBytes(password), salt, 100000, HashAlgorithmName.SHA256, 32);",
        Text)]
    [InlineData(
        "return [|new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA512)|].GetBytes(64);",
        "return Rfc2898DeriveBytes.Pbkdf2(key, salt, 1000, HashAlgorithmName.SHA512, 64);",
        "")]
    [InlineData(
        "return [|new Rfc2898DeriveBytes(\"p\u00e4ss\", NewSalt(), 1000, HashAlgorithmName.SHA256)|].GetBytes(16);",
        "return Rfc2898DeriveBytes.Pbkdf2(\"p\u00e4ss\", NewSalt(), 1000, HashAlgorithmName.SHA256, 16);",
        "")]
    [InlineData(
        "return [|new Rfc2898DeriveBytes(password, salt)|].GetBytes(16);",
        "return Rfc2898DeriveBytes.Pbkdf2(Encoding.UTF8.GetBytes(password), salt, 1000, HashAlgorithmName.SHA1, 16);",
        Text)]
    [InlineData(
        "return [|new Rfc2898DeriveBytes(key, salt, 5000)|].GetBytes(20);",
        "return Rfc2898DeriveBytes.Pbkdf2(key, salt, 5000, HashAlgorithmName.SHA1, 20);",
        "")]
    [InlineData(
        "return [|new Rfc2898DeriveBytes(password: key, salt: salt, iterations: 10, hashAlgorithm: HashAlgorithmName.SHA384)|].GetBytes(48);",
        "return Rfc2898DeriveBytes.Pbkdf2(key, salt, 10, HashAlgorithmName.SHA384, 48);",
        "")]
    public async Task DeriveInPlace_ReportsAndFixes(string before, string after, string addedUsing)
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after, addedUsing));
    }

    [Theory]
    [InlineData("using var kdf = [|new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256)|];\n        return kdf.GetBytes(32);")]
    [InlineData("var kdf = [|new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256)|];\n        return kdf.GetBytes(32);")]
    [InlineData("using (var kdf = [|new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256)|])\n        {\n            return kdf.GetBytes(32);\n        }")]
    [InlineData("using (Rfc2898DeriveBytes kdf = [|new(key, salt, 1000, HashAlgorithmName.SHA256)|])\n            return kdf.GetBytes(32);")]
    [InlineData("const int size = 32;\n        using var kdf = [|new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256)|];\n        return kdf.GetBytes(size);", "const int size = 32;\n        return Rfc2898DeriveBytes.Pbkdf2(key, salt, 1000, HashAlgorithmName.SHA256, size);")]
    [InlineData("int keyLength = 32;\n        using var kdf = [|new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256)|];\n        return kdf.GetBytes(keyLength);", "int keyLength = 32;\n        return Rfc2898DeriveBytes.Pbkdf2(key, salt, 1000, HashAlgorithmName.SHA256, keyLength);")]
    public async Task DeriveLocal_ReportsAndFixes(string before, string after = "return Rfc2898DeriveBytes.Pbkdf2(key, salt, 1000, HashAlgorithmName.SHA256, 32);")
    {
        await Verify.VerifyCodeFixAsync(Code(before), Code(after));
    }

    [Fact]
    public async Task DeriveLocal_CommentsMoveToTheCall()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                // The key for the file's cipher.
                        using var kdf = [|new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256)|];
                        var derived = kdf.GetBytes(32);
                        return derived;
                """),
            Code("""
                // The key for the file's cipher.
                        var derived = Rfc2898DeriveBytes.Pbkdf2(key, salt, 1000, HashAlgorithmName.SHA256, 32);
                        return derived;
                """));
    }

    [Fact]
    public async Task MessageAndSeverity()
    {
        await Verify.VerifyCodeFixAsync(
            Code("return {|#0:new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256)|}.GetBytes(32);"),
            Verify.Diagnostic()
                .WithLocation(0)
                .WithSeverity(DiagnosticSeverity.Warning)
                .WithArguments("Rfc2898DeriveBytes.Pbkdf2", "an Rfc2898DeriveBytes used for one GetBytes call", PerfAnalyzers.Rules.Runtime.UseOneShotCryptographyAnalyzer.Pbkdf2Payoff.For(10)),
            Code("return Rfc2898DeriveBytes.Pbkdf2(key, salt, 1000, HashAlgorithmName.SHA256, 32);"));
    }

    [Theory]
    [InlineData("var kdf = new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256); var a = kdf.GetBytes(16); return kdf.GetBytes(16);")]
    [InlineData("var kdf = new Rfc2898DeriveBytes(password, 16, 1000, HashAlgorithmName.SHA256); return kdf.GetBytes(16);")]
    [InlineData("var kdf = new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256); Console.WriteLine(kdf.Salt.Length); return kdf.GetBytes(16);")]
    [InlineData("var kdf = new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256); salt[0] = 1; return kdf.GetBytes(16);")]
    [InlineData("var kdf = new Rfc2898DeriveBytes(key, NewSalt(), 1000, HashAlgorithmName.SHA256); return kdf.GetBytes(16);")]
    [InlineData("var kdf = new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256); byte[] r = null!; for (var i = 0; i < 2; i++) r = kdf.GetBytes(16); return r;")]
    [InlineData("var kdf = new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256); return kdf.GetBytes(key.Length);")]
    [InlineData("int n = 32; n -= 32; var kdf = new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256); return kdf.GetBytes(n);")]
    [InlineData("int n = 0; return new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256).GetBytes(n);")]
    [InlineData("var kdf = new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256); var k = kdf.GetBytes(32); var v = kdf.GetBytes(16); return k;")]
    [InlineData("return new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256).GetBytes(key.Length);")]
    [InlineData("return new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256) { IterationCount = 5 }.GetBytes(16);")]
    [InlineData("Func<byte[]> f; var kdf = new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256); f = () => kdf.GetBytes(16); return f();")]
    [InlineData("return new Rfc2898DeriveBytes(salt: NewSalt(), password: key, iterations: 1000, hashAlgorithm: HashAlgorithmName.SHA256).GetBytes(16);")]
    public async Task DeriveCloseButDifferent_NoDiagnostic(string body)
    {
        await Verify.VerifyAnalyzerAsync(Code(body));
    }

    [Fact]
    public async Task CipherUsingDeclarations_ReportsAndFixes()
    {
        // The article's code: every setting written out, the streams and transform in using declarations.
        await Verify.VerifyCodeFixAsync(
            Code("""
                using Aes aes = Aes.Create();
                        aes.Key = key;
                        aes.IV = iv;
                        aes.Padding = PaddingMode.PKCS7;
                        aes.Mode = CipherMode.CBC;

                        using MemoryStream destination = new MemoryStream();
                        using ICryptoTransform transform = aes.CreateDecryptor();
                        using CryptoStream cryptoStream = [|new CryptoStream(destination, transform, CryptoStreamMode.Write)|];

                        cryptoStream.Write(data, 0, data.Length);
                        cryptoStream.FlushFinalBlock();

                        return destination.ToArray();
                """),
            Code("""
                using Aes aes = Aes.Create();
                        aes.Key = key;
                        aes.IV = iv;
                        aes.Padding = PaddingMode.PKCS7;
                        aes.Mode = CipherMode.CBC;

                        return aes.DecryptCbc(data, aes.IV);
                """));
    }

    [Fact]
    public async Task DecryptReadMode_UsingDeclarations_ReportsAndFixes()
    {
        // The documentation sample's decryption, copied into a MemoryStream instead of read by a StreamReader.
        await Verify.VerifyCodeFixAsync(
            Code("""
                using Aes aes = Aes.Create();
                        aes.Key = key;
                        aes.IV = iv;

                        using MemoryStream input = new MemoryStream(data);
                        using CryptoStream crypto = [|new CryptoStream(input, aes.CreateDecryptor(), CryptoStreamMode.Read)|];
                        using MemoryStream output = new MemoryStream();
                        crypto.CopyTo(output);
                        return output.ToArray();
                """),
            Code("""
                using Aes aes = Aes.Create();
                        aes.Key = key;
                        aes.IV = iv;
                        return aes.DecryptCbc(data, aes.IV);
                """));
    }

    [Fact]
    public async Task DecryptReadMode_NestedUsingStatements_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var aes = Aes.Create();
                        aes.Key = key;
                        aes.Mode = CipherMode.ECB;
                        using (var input = new MemoryStream(Convert.FromBase64String(password)))
                        using (var crypto = [|new CryptoStream(input, aes.CreateDecryptor(), CryptoStreamMode.Read)|])
                        using (var output = new MemoryStream())
                        {
                            crypto.CopyTo(output);
                            return output.ToArray();
                        }
                """),
            Code("""
                var aes = Aes.Create();
                        aes.Key = key;
                        aes.Mode = CipherMode.ECB;
                        return aes.DecryptEcb(Convert.FromBase64String(password), PaddingMode.PKCS7);
                """));
    }

    [Fact]
    public async Task DecryptReadMode_OutputDeclaredFirst_IvGiven_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                var aes = Aes.Create();
                        aes.Key = key;
                        var output = new MemoryStream();
                        var decryptor = aes.CreateDecryptor(aes.Key, iv);
                        var input = new MemoryStream(data);
                        var crypto = [|new CryptoStream(input, decryptor, CryptoStreamMode.Read)|];
                        crypto.CopyTo(output);
                        var plain = output.ToArray();
                        return plain;
                """),
            Code("""
                var aes = Aes.Create();
                        aes.Key = key;
                        var plain = aes.DecryptCbc(data, iv);
                        return plain;
                """));
    }

    [Fact]
    public async Task EncryptText_BufferDeclaredInThePipeline_ReportsAndFixes()
    {
        // The documentation sample's encryption writes the text's bytes, declared between the streams and the write.
        await Verify.VerifyCodeFixAsync(
            Code("""
                using Aes aes = Aes.Create();
                        aes.Key = key;
                        using MemoryStream output = new MemoryStream();
                        using CryptoStream crypto = [|new CryptoStream(output, aes.CreateEncryptor(), CryptoStreamMode.Write)|];
                        byte[] plain = Encoding.UTF8.GetBytes(password);
                        crypto.Write(plain, 0, plain.Length);
                        crypto.FlushFinalBlock();
                        return output.ToArray();
                """, Text),
            Code("""
                using Aes aes = Aes.Create();
                        aes.Key = key;
                        byte[] plain = Encoding.UTF8.GetBytes(password);
                        return aes.EncryptCbc(plain, aes.IV);
                """, Text));
    }

    [Theory]
    // Read mode: the input read by something else, part of a buffer, the copy in a loop or given a second stream, the
    // output read twice or before the copy, something else running in the pipeline, a reader instead of a copy.
    [InlineData("var ms = new MemoryStream(data); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); ms.Position = 0; cs.CopyTo(o); return o.ToArray();")]
    [InlineData("var ms = new MemoryStream(data, 0, 16); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); cs.CopyTo(o); return o.ToArray();")]
    [InlineData("var ms = new MemoryStream(data); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); for (var i = 0; i < 2; i++) { cs.CopyTo(o); } return o.ToArray();")]
    [InlineData("var ms = new MemoryStream(data); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); cs.CopyTo(o); cs.CopyTo(o); return o.ToArray();")]
    [InlineData("var ms = new MemoryStream(data); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); cs.CopyTo(o); var a = o.ToArray(); return o.ToArray();")]
    [InlineData("var ms = new MemoryStream(data); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); o.WriteByte(1); cs.CopyTo(o); return o.ToArray();")]
    [InlineData("var ms = new MemoryStream(data); data = key; var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); cs.CopyTo(o); return o.ToArray();")]
    [InlineData("var ms = new MemoryStream(data); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); Console.WriteLine(); cs.CopyTo(o); return o.ToArray();")]
    [InlineData("var ms = new MemoryStream(data); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var r = new StreamReader(cs); return Convert.FromBase64String(r.ReadToEnd());")]
    [InlineData("var ms = new MemoryStream(data); var cs = new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Read); var o = new MemoryStream(); cs.CopyTo(o, 4096); return o.ToArray();")]
    // A declaration between the streams that is not the written buffer's from text: it could change the key or buffer.
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); var b = NewSalt(); cs.Write(b, 0, b.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); var other = System.Text.Encoding.UTF8.GetBytes(password); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    public async Task ReadModeAndBufferCloseButDifferent_NoDiagnostic(string pipeline)
    {
        await Verify.VerifyAnalyzerAsync(Code("var aes = Aes.Create();\n        " + pipeline));
    }

    [Fact]
    public async Task CipherUsingStatements_LeaveTheirStatements()
    {
        await Verify.VerifyCodeFixAsync(
            Code("""
                using (Aes aes = Aes.Create())
                        {
                            aes.Key = key;
                            aes.Mode = CipherMode.ECB;
                            aes.Padding = PaddingMode.Zeros;
                            var encryptor = aes.CreateEncryptor(aes.Key, aes.IV);
                            using (var ms = new MemoryStream())
                            {
                                using (var cs = [|new CryptoStream(ms, encryptor, CryptoStreamMode.Write)|])
                                {
                                    cs.Write(data, 0, data.Length);
                                }

                                return ms.ToArray();
                            }
                        }
                """),
            Code("""
                using (Aes aes = Aes.Create())
                        {
                            aes.Key = key;
                            aes.Mode = CipherMode.ECB;
                            aes.Padding = PaddingMode.Zeros;
                            return aes.EncryptEcb(data, PaddingMode.Zeros);
                        }
                """));
    }

    [Fact]
    public async Task CipherUsingStatementDeclaringALocal_Unwrapped()
    {
        // Nothing else in the method spells 'sealedData': it joins the method's scope.
        await Verify.VerifyCodeFixAsync(
            Code("""
                using var aes = Aes.Create();
                        aes.Key = key;
                        using (var ms = new MemoryStream())
                        {
                            using (var cs = [|new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write)|])
                            {
                                cs.Write(data, 0, data.Length);
                            }

                            var sealedData = ms.ToArray();
                            return sealedData;
                        }
                """),
            Code("""
                using var aes = Aes.Create();
                        aes.Key = key;
                        var sealedData = aes.EncryptCbc(data, aes.IV);
                        return sealedData;
                """));
    }

    [Fact]
    public async Task CipherUsingStatementDeclaringANameSpelledAround_StaysABlock()
    {
        // Unwrapped, the first 'sealedData' would share the method's scope with the block that declares the second
        // (CS0136): the body stays a block, without the blank line the removed using left at its top.
        await Verify.VerifyCodeFixAsync(
            Code("""
                using var aes = Aes.Create();
                        aes.Key = key;
                        byte[] first;
                        using (var ms = new MemoryStream())
                        {
                            using (var cs = [|new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write)|])
                            {
                                cs.Write(data, 0, data.Length);
                            }

                            var sealedData = ms.ToArray();
                            first = sealedData;
                        }

                        {
                            var sealedData = first;
                            return sealedData;
                        }
                """),
            Code("""
                using var aes = Aes.Create();
                        aes.Key = key;
                        byte[] first;
                        {
                            var sealedData = aes.EncryptCbc(data, aes.IV);
                            first = sealedData;
                        }

                        {
                            var sealedData = first;
                            return sealedData;
                        }
                """));
    }

    [Fact]
    public async Task CipherUsingStatementHoldingAUsingDeclaration_StaysABlock()
    {
        // The HMAC is disposed at the end of the using's body; unwrapped, it would be disposed at the end of the enclosing
        // block, after whatever follows the using there.
        await Verify.VerifyCodeFixAsync(
            Code("""
                using var aes = Aes.Create();
                        aes.Key = key;
                        using (var ms = new MemoryStream())
                        {
                            using (var cs = [|new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write)|])
                            {
                                cs.Write(data, 0, data.Length);
                            }

                            var ciphertext = ms.ToArray();
                            using var hmac = new HMACSHA256(key);
                            return hmac.ComputeHash(ciphertext);
                        }
                """),
            Code("""
                using var aes = Aes.Create();
                        aes.Key = key;
                        {
                            var ciphertext = aes.EncryptCbc(data, aes.IV);
                            using var hmac = new HMACSHA256(key);
                            return hmac.ComputeHash(ciphertext);
                        }
                """));
    }

    [Theory]
    [InlineData(
        "var cs = [|new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write)|];\n        cs.Write(data, 0, data.Length);\n        cs.FlushFinalBlock();",
        "return aes.EncryptCbc(data, aes.IV);")]
    [InlineData(
        "var cs = [|new CryptoStream(ms, aes.CreateEncryptor(aes.Key, iv), CryptoStreamMode.Write, leaveOpen: true)|];\n        cs.Write(data);\n        cs.FlushFinalBlock();",
        "return aes.EncryptCbc(data, iv);")]
    public async Task CipherTransformInPlace_ReportsAndFixes(string pipeline, string after)
    {
        await Verify.VerifyCodeFixAsync(
            Code("var aes = Aes.Create();\n        aes.Key = key;\n        var ms = new MemoryStream();\n        " + pipeline + "\n        return ms.ToArray();"),
            Code("var aes = Aes.Create();\n        aes.Key = key;\n        " + after));
    }

    [Fact]
    public async Task CipherClosedInItsUsing_TheStreamOutsideTheAlgorithm_ReportsAndFixes()
    {
        // The documentation's older example: the stream closed inside its using (Close writes the final block), the
        // memory stream made before the algorithm, whose key comes from a derivation in between.
        await Verify.VerifyCodeFixAsync(
            Code("""
                byte[] encrypted;
                        using (var ms = new MemoryStream())
                        {
                            using (var rijndael = Aes.Create())
                            {
                                rijndael.KeySize = 256;
                                rijndael.Key = key;
                                rijndael.IV = iv;
                                rijndael.Mode = CipherMode.CBC;
                                using (var cs = [|new CryptoStream(ms, rijndael.CreateEncryptor(), CryptoStreamMode.Write)|])
                                {
                                    cs.Write(data, 0, data.Length);
                                    cs.FlushFinalBlock();
                                    cs.Close();
                                }

                                encrypted = ms.ToArray();
                            }
                        }

                        return encrypted;
                """),
            Code("""
                byte[] encrypted;
                        using (var rijndael = Aes.Create())
                        {
                            rijndael.KeySize = 256;
                            rijndael.Key = key;
                            rijndael.IV = iv;
                            rijndael.Mode = CipherMode.CBC;

                            encrypted = rijndael.EncryptCbc(data, rijndael.IV);
                        }

                        return encrypted;
                """));
    }

    [Fact]
    public async Task TabIndentedCrLfDocument_WithoutEditorConfig_KeepsItsLayout()
    {
        // The shapes found in real code, in a tab-indented file with CRLF line breaks and no .editorconfig: the fix
        // indents with tabs, as the document does, and leaves the neighbouring lines alone.
        var before = "#pragma warning disable SYSLIB0041, SYSLIB0060\r\nusing System.IO;\r\nusing System.Security.Cryptography;\r\n\r\nclass C\r\n{\r\n"
            + "\tbyte[] Key(byte[] secret, byte[] salt)\r\n\t{\r\n\t\tint length = 16;\r\n"
            + "\t\tusing (var pbkdf2 = [|new Rfc2898DeriveBytes(secret, salt, 10000)|])\r\n\t\t{\r\n\t\t\treturn pbkdf2.GetBytes(length);\r\n\t\t}\r\n\t}\r\n\r\n"
            + "\tbyte[] Seal(byte[] buffer, byte[] key)\r\n\t{\r\n\t\tusing (Aes aes = Aes.Create())\r\n\t\t{\r\n\t\t\taes.Key = key;\r\n"
            + "\t\t\tusing (MemoryStream ms = new MemoryStream())\r\n\t\t\tusing (CryptoStream cs = [|new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write)|])\r\n"
            + "\t\t\t{\r\n\t\t\t\tcs.Write(buffer, 0, buffer.Length);\r\n\t\t\t\tcs.Close();\r\n\t\t\t\treturn ms.ToArray();\r\n\t\t\t}\r\n\t\t}\r\n\t}\r\n}\r\n";
        var after = "#pragma warning disable SYSLIB0041, SYSLIB0060\r\nusing System.IO;\r\nusing System.Security.Cryptography;\r\n\r\nclass C\r\n{\r\n"
            + "\tbyte[] Key(byte[] secret, byte[] salt)\r\n\t{\r\n\t\tint length = 16;\r\n"
            + "\t\treturn Rfc2898DeriveBytes.Pbkdf2(secret, salt, 10000, HashAlgorithmName.SHA1, length);\r\n\t}\r\n\r\n"
            + "\tbyte[] Seal(byte[] buffer, byte[] key)\r\n\t{\r\n\t\tusing (Aes aes = Aes.Create())\r\n\t\t{\r\n\t\t\taes.Key = key;\r\n"
            + "\t\t\treturn aes.EncryptCbc(buffer, aes.IV);\r\n\t\t}\r\n\t}\r\n}\r\n";
        var test = new Verify.Test { TestCode = before, FixedCode = after };
        await test.RunAsync();
    }

    [Theory]
    [InlineData("aes.Padding = PaddingMode.ISO10126;", "CreateEncryptor", "return aes.EncryptCbc(data, aes.IV, PaddingMode.ISO10126);")]
    [InlineData("aes.Mode = CipherMode.CFB;", "CreateEncryptor", "return aes.EncryptCfb(data, aes.IV, PaddingMode.PKCS7);")]
    [InlineData("aes.Mode = CipherMode.CFB; aes.Padding = PaddingMode.None;", "CreateDecryptor", "return aes.DecryptCfb(data, aes.IV);")]
    [InlineData("aes.Mode = CipherMode.CFB; aes.FeedbackSize = 128; aes.Padding = PaddingMode.None;", "CreateDecryptor", "return aes.DecryptCfb(data, aes.IV, PaddingMode.None, 128);")]
    [InlineData("aes.Mode = CipherMode.ECB; aes.Padding = PaddingMode.PKCS7;", "CreateDecryptor", "return aes.DecryptEcb(data, PaddingMode.PKCS7);")]
    public async Task CipherSettings_PassedAsTheOneShotNeedsThem(string settings, string create, string after)
    {
        await Verify.VerifyCodeFixAsync(
            Code("using var aes = Aes.Create();\n        aes.Key = key;\n        " + settings + "\n        using var ms = new MemoryStream();\n        using (var cs = [|new CryptoStream(ms, aes." + create + "(), CryptoStreamMode.Write)|])\n        {\n            cs.Write(data, 0, data.Length);\n        }\n\n        return ms.ToArray();"),
            Code("using var aes = Aes.Create();\n        aes.Key = key;\n        " + settings + "\n\n        " + after));
    }

    [Theory]
    [InlineData("aes.Mode = mode;")]
    [InlineData("if (key.Length > 16) { aes.Mode = CipherMode.ECB; }")]
    [InlineData("Configure(aes);")]
    [InlineData("aes.Mode = CipherMode.OFB;")]
    [InlineData("aes.Mode = CipherMode.CTS;")]
    public async Task CipherSettingsUnknown_NoDiagnostic(string settings)
    {
        await Verify.VerifyAnalyzerAsync(Code(
            "using var aes = Aes.Create();\n        aes.Key = key;\n        " + settings + "\n        using var ms = new MemoryStream();\n        using (var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write))\n        {\n            cs.Write(data, 0, data.Length);\n        }\n\n        return ms.ToArray();"));
    }

    [Theory]
    // The final block not written before ToArray(): the code returns all but the last block, the fix wouldn't.
    [InlineData("using var ms = new MemoryStream(); using var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); return ms.ToArray();")]
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); var r = ms.ToArray(); cs.FlushFinalBlock(); return r;")]
    // Two writes, part of a buffer, another stream mode, another use of a stream.
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.Write(key, 0, key.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 1, data.Length - 1); cs.FlushFinalBlock(); return ms.ToArray();")]
    [InlineData("var ms = new MemoryStream(); ms.WriteByte(1); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); Console.WriteLine(ms.Length); return ms.ToArray();")]
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.Flush(); return ms.ToArray();")]
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); var r = ms.ToArray(); cs.Close(); return r;")]
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); Console.WriteLine(); cs.Close(); return ms.ToArray();")]
    // Something else runs in the pipeline: it could change the key or the buffer.
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); data[0] = 1; cs.FlushFinalBlock(); return ms.ToArray();")]
    [InlineData("var t = aes.CreateEncryptor(); aes.Key = iv; var ms = new MemoryStream(); var cs = new CryptoStream(ms, t, CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    // Another key, an IV assigned again, the transform used twice.
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(key, iv), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    [InlineData("iv = new byte[16]; var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(aes.Key, iv), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    [InlineData("var t = aes.CreateEncryptor(); var ms = new MemoryStream(); var cs = new CryptoStream(ms, t, CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); Console.WriteLine(t.OutputBlockSize); return ms.ToArray();")]
    // The written stream in a loop.
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write); for (var i = 0; i < 2; i++) { cs.Write(data, 0, data.Length); } cs.FlushFinalBlock(); return ms.ToArray();")]
    public async Task CipherCloseButDifferent_NoDiagnostic(string pipeline)
    {
        await Verify.VerifyAnalyzerAsync(Code("var aes = Aes.Create();\n        " + pipeline));
    }

    [Theory]
    // An algorithm the method didn't make: its mode and padding are unknown.
    [InlineData("var ms = new MemoryStream(); var cs = new CryptoStream(ms, given.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    // TripleDES's default feedback size isn't known to the rule: CFB needs it set.
    [InlineData("var des = TripleDES.Create(); des.Mode = CipherMode.CFB; var ms = new MemoryStream(); var cs = new CryptoStream(ms, des.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    // A user's algorithm: its defaults are its own.
    [InlineData("var mine = new MyAes(); var ms = new MemoryStream(); var cs = new CryptoStream(ms, mine.CreateEncryptor(), CryptoStreamMode.Write); cs.Write(data, 0, data.Length); cs.FlushFinalBlock(); return ms.ToArray();")]
    public async Task CipherAlgorithmUnknown_NoDiagnostic(string body)
    {
        var code = Code(body).Replace("static byte[] NewSalt()", """
            sealed class MyAes : Aes
                {
                    public MyAes() => Mode = CipherMode.ECB;

                    public override ICryptoTransform CreateDecryptor(byte[] rgbKey, byte[]? rgbIV) => throw new NotSupportedException();

                    public override ICryptoTransform CreateEncryptor(byte[] rgbKey, byte[]? rgbIV) => throw new NotSupportedException();

                    public override void GenerateIV() { }

                    public override void GenerateKey() { }
                }

                static byte[] NewSalt()
            """);
        await Verify.VerifyAnalyzerAsync(code);
    }

    [Fact]
    public async Task TripleDesWithFeedbackSize_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            Code("var des = TripleDES.Create();\n        des.Mode = CipherMode.CFB;\n        des.FeedbackSize = 64;\n        var ms = new MemoryStream();\n        var cs = [|new CryptoStream(ms, des.CreateEncryptor(), CryptoStreamMode.Write)|];\n        cs.Write(data, 0, data.Length);\n        cs.FlushFinalBlock();\n        return ms.ToArray();"),
            Code("var des = TripleDES.Create();\n        des.Mode = CipherMode.CFB;\n        des.FeedbackSize = 64;\n        return des.EncryptCfb(data, des.IV, PaddingMode.PKCS7, 64);"));
    }

    [Fact]
    public async Task NetCoreApp31_NoDiagnostic()
    {
        // The one-shot methods and Pbkdf2 are .NET 6.
        await Verify.VerifyAnalyzerAsync(
            """
            using System.IO;
            using System.Security.Cryptography;

            class C
            {
                byte[] Key(byte[] key, byte[] salt) => new Rfc2898DeriveBytes(key, salt, 1000, HashAlgorithmName.SHA256).GetBytes(32);

                byte[] Encrypt(byte[] data)
                {
                    var aes = Aes.Create();
                    var ms = new MemoryStream();
                    var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write);
                    cs.Write(data, 0, data.Length);
                    cs.FlushFinalBlock();
                    return ms.ToArray();
                }
            }
            """,
            TargetRuntime.NetCoreApp31);
    }

    [Theory]
    [InlineData(TargetRuntime.NetStandard20)]
    [InlineData(TargetRuntime.Net48)]
    public async Task OlderRuntimes_NoDiagnostic(TargetRuntime runtime)
    {
        await Verify.VerifyAnalyzerAsync(
            """
            using System.IO;
            using System.Security.Cryptography;

            class C
            {
                byte[] Key(byte[] key, byte[] salt) => new Rfc2898DeriveBytes(key, salt, 1000).GetBytes(32);

                byte[] Encrypt(byte[] data)
                {
                    var aes = Aes.Create();
                    var ms = new MemoryStream();
                    var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write);
                    cs.Write(data, 0, data.Length);
                    cs.FlushFinalBlock();
                    return ms.ToArray();
                }
            }
            """,
            runtime);
    }

    [Fact]
    public async Task Net8_ReportsAndFixes()
    {
        await Verify.VerifyCodeFixAsync(
            "using System.Security.Cryptography;\nclass C { byte[] M(byte[] k, byte[] s) => [|new Rfc2898DeriveBytes(k, s, 1000, HashAlgorithmName.SHA256)|].GetBytes(32); }",
            "using System.Security.Cryptography;\nclass C { byte[] M(byte[] k, byte[] s) => Rfc2898DeriveBytes.Pbkdf2(k, s, 1000, HashAlgorithmName.SHA256, 32); }",
            TargetRuntime.Net8);
    }

    [Fact]
    public async Task SeveralInOneFile_FixAll()
    {
        await Verify.VerifyCodeFixAsync(
            """
            #pragma warning disable SYSLIB0060
            using System.IO;
            using System.Security.Cryptography;

            namespace N
            {
                class C
                {
                    byte[] Seal(byte[] data, byte[] password, byte[] salt)
                    {
                        using var aes = Aes.Create();
                        aes.Key = [|new Rfc2898DeriveBytes(password, salt, 1000, HashAlgorithmName.SHA256)|].GetBytes(32);
                        using (var ms = new MemoryStream())
                        using (var cs = [|new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write)|])
                        {
                            cs.Write(data, 0, data.Length);
                            cs.FlushFinalBlock();
                            return ms.ToArray();
                        }
                    }

                    byte[] Open(byte[] data, byte[] key)
                    {
                        using var aes = Aes.Create();
                        aes.Key = key;
                        using var ms = new MemoryStream();
                        using (var cs = [|new CryptoStream(ms, aes.CreateDecryptor(), CryptoStreamMode.Write)|])
                        {
                            cs.Write(data, 0, data.Length);
                        }

                        return ms.ToArray();
                    }
                }
            }
            """,
            """
            #pragma warning disable SYSLIB0060
            using System.IO;
            using System.Security.Cryptography;

            namespace N
            {
                class C
                {
                    byte[] Seal(byte[] data, byte[] password, byte[] salt)
                    {
                        using var aes = Aes.Create();
                        aes.Key = Rfc2898DeriveBytes.Pbkdf2(password, salt, 1000, HashAlgorithmName.SHA256, 32);
                        return aes.EncryptCbc(data, aes.IV);
                    }

                    byte[] Open(byte[] data, byte[] key)
                    {
                        using var aes = Aes.Create();
                        aes.Key = key;

                        return aes.DecryptCbc(data, aes.IV);
                    }
                }
            }
            """);
    }

    [Fact]
    public async Task GeneratedCode_NoDiagnostic()
    {
        var test = new Verify.Test();
        test.TestState.Sources.Add(("/0/Generated.g.cs", """
            #pragma warning disable SYSLIB0060
            class C
            {
                byte[] M(byte[] k, byte[] s) => new System.Security.Cryptography.Rfc2898DeriveBytes(k, s, 1000, System.Security.Cryptography.HashAlgorithmName.SHA256).GetBytes(32);
            }
            """));
        test.TestState.Sources.Add(("/0/Marked.cs", """
            // <auto-generated/>
            #pragma warning disable SYSLIB0060
            class D
            {
                byte[] M(byte[] k, byte[] s) => new System.Security.Cryptography.Rfc2898DeriveBytes(k, s, 1000, System.Security.Cryptography.HashAlgorithmName.SHA256).GetBytes(32);
            }
            """));
        await test.RunAsync();
    }
}
