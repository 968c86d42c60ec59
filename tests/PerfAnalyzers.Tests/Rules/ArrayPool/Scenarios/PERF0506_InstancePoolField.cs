// Hot-loop scenario for PERF0506: custom pools kept in private readonly instance fields of objects made per call (an
// encoder, a checksum), so each call creates its pools empty and rents fresh arrays (Pooling large arrays with
// ArrayPool, "How to use it?": "once you create it, you are responsible for keeping it alive"). Every form the fix
// writes for such a field: read only by its name, the field becomes static itself; read as this._buffers, it stays and
// points at a new static field; in a singleton whose static Instance is built first, it stays too (the new static
// field goes before Instance, so the pool is set when the instance is built).
using System;
using System.Buffers;
using System.Collections.Generic;

public static class Scenario
{
    public static int Run(string text) =>
        (new Encoder().Encode(text) * 31) + (new Checksum().Of(text) * 17) + Counter.Instance.Count(text);

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { string.Empty };
        yield return new object[] { "a" };
        yield return new object[] { "\U0001F600\u00E9z" };
        yield return new object[] { Text(100) };
        yield return new object[] { Text(1000) };
        yield return new object[] { Text(4000) };
    }

    public static object[] BenchmarkInput() => new object[] { Text(1000) };

    private static string Text(int length)
    {
        var chars = new char[length];
        for (var i = 0; i < chars.Length; i++)
        {
            chars[i] = (char)('a' + (i % 26));
        }

        return new string(chars);
    }

    private sealed class Encoder
    {
        private readonly ArrayPool<byte> _pool = ArrayPool<byte>.Create(1024 * 1024, 16);

        public int Encode(string text)
        {
            var bytes = _pool.Rent(text.Length);
            try
            {
                var sum = 0;
                for (var i = 0; i < text.Length; i++)
                {
                    bytes[i] = (byte)text[i];
                    sum = (sum * 31) + bytes[i];
                }

                return sum;
            }
            finally
            {
                _pool.Return(bytes);
            }
        }
    }

    private sealed class Checksum
    {
        private readonly ArrayPool<char> _buffers = ArrayPool<char>.Create(4096, 8);

        public int Of(string text)
        {
            var chars = this._buffers.Rent(text.Length);
            try
            {
                text.CopyTo(0, chars, 0, text.Length);
                var sum = 0;
                for (var i = text.Length - 1; i >= 0; i--)
                {
                    sum = (sum * 7) ^ chars[i];
                }

                return sum;
            }
            finally
            {
                this._buffers.Return(chars);
            }
        }
    }

    private sealed class Counter
    {
        public static readonly Counter Instance = new Counter();

        private readonly ArrayPool<int> _counts = ArrayPool<int>.Create(1024, 4);

        public int Count(string text)
        {
            var counts = _counts.Rent(128);
            try
            {
                Array.Clear(counts, 0, 128);
                var distinct = 0;
                foreach (var c in text)
                {
                    if (c < 128 && counts[c]++ == 0)
                    {
                        distinct++;
                    }
                }

                return distinct;
            }
            finally
            {
                _counts.Return(counts);
            }
        }
    }
}
