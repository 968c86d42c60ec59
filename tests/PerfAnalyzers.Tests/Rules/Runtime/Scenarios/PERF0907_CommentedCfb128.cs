// Hot-loop scenario for PERF0907, AES in CFB mode with full-block feedback (FeedbackSize = 128, what interoperable
// stream formats use rather than .NET's CFB8 default), written with a comment above each stream: the fix passes the
// feedback size and the padding (PKCS7, by default or written out, which EncryptCfb would not otherwise use), and the
// comments above the statements it removes go to the statement that holds the one-shot call. A round trip through the
// decryptor checks each payload, and every byte counts in the result. Inputs: no payloads, an empty and a 1-byte
// payload, one block, a block and one byte, and 1,000 bytes. The file is indented with tabs (and no .editorconfig says
// so): the fix's lines are too.
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
			var ciphertext = Encrypt(payload, key, iv);
			var plaintext = Decrypt(ciphertext, key, iv);
			total = total * 31 + Sum(ciphertext) + (plaintext.AsSpan().SequenceEqual(payload) ? 1 : 1000);
		}

		return total;
	}

	private static byte[] Encrypt(byte[] plaintext, byte[] key, byte[] iv)
	{
		using var aes = Aes.Create();
		aes.Key = key;
		aes.IV = iv;
		aes.Mode = CipherMode.CFB;
		aes.FeedbackSize = 128;

		// The ciphertext is collected in memory.
		using var ms = new MemoryStream();
		/* One transform per message. */
		using var cs = new CryptoStream(ms, aes.CreateEncryptor(), CryptoStreamMode.Write);
		cs.Write(plaintext, 0, plaintext.Length);
		cs.FlushFinalBlock();
		return ms.ToArray();
	}

	private static byte[] Decrypt(byte[] ciphertext, byte[] key, byte[] iv)
	{
		using var aes = Aes.Create();
		aes.Key = key;
		aes.Mode = CipherMode.CFB;
		aes.FeedbackSize = 128;
		aes.Padding = PaddingMode.PKCS7;
		// Decrypted in one pass: the message is small.
		var ms = new MemoryStream();
		var cs = new CryptoStream(ms, aes.CreateDecryptor(aes.Key, iv), CryptoStreamMode.Write);
		cs.Write(ciphertext, 0, ciphertext.Length);
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
		yield return new object[] { new[] { Bytes(16, 6), Bytes(17, 7), Bytes(1000, 8) }, Bytes(16, 9), Bytes(16, 10) };
		yield return BenchmarkInput();
	}

	public static object[] BenchmarkInput() => new object[] { new[] { Bytes(37, 11) }, Bytes(32, 12), Bytes(16, 13) };
}
