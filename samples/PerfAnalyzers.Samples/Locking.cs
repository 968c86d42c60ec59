using System;
using System.Collections.Generic;
using System.Threading;

namespace PerfAnalyzers.Samples;

/// <summary>A small in-process cache guarded by a private object: PERF0301 makes the object a System.Threading.Lock.</summary>
public sealed class DisplayNameCache
{
    private readonly object _sync = new object(); // expect: PERF0301
    private readonly Dictionary<string, string> _entries = new(StringComparer.Ordinal);

    public string GetOrAdd(string key, Func<string, string> create)
    {
        lock (_sync)
        {
            if (_entries.TryGetValue(key, out var value))
            {
                return value;
            }
        }

        var created = create(key);
        bool lockTaken = false;
        try
        {
            Monitor.Enter(_sync, ref lockTaken);
            _entries[key] = created;
            return created;
        }
        finally
        {
            if (lockTaken)
            {
                Monitor.Exit(_sync);
            }
        }
    }

    public bool TryClear(TimeSpan timeout)
    {
        if (!Monitor.TryEnter(_sync, timeout))
        {
            return false;
        }

        try
        {
            _entries.Clear();
            return true;
        }
        finally
        {
            Monitor.Exit(_sync);
        }
    }
}

/// <summary>
/// Request statistics: each lock guards one counter update. PERF0302 replaces the locks with Interlocked (and,
/// until then, PERF0301 would make the lock object a Lock).
/// </summary>
public sealed class RequestStats
{
    private readonly object _gate = new(); // expect: PERF0301, PERF0302
    private int _requests;
    private long _bytes;

    public void OnRequest(int size)
    {
        lock (_gate)
        {
            _requests++;
        }

        lock (_gate)
        {
            _bytes += size;
        }
    }

    public int Requests
    {
        get
        {
            lock (_gate)
            {
                return _requests;
            }
        }
    }

    public long Bytes
    {
        get
        {
            lock (_gate)
            {
                return _bytes;
            }
        }
    }
}

/// <summary>A producer/consumer queue: Monitor.Wait and Pulse need an object, so neither rule reports it.</summary>
public sealed class WorkQueue
{
    private readonly object _sync = new object();
    private readonly Queue<string> _items = new();
    private int _pending;

    public void Add(string item)
    {
        lock (_sync)
        {
            _items.Enqueue(item);
            _pending++;
            Monitor.Pulse(_sync);
        }
    }

    public string Take()
    {
        lock (_sync)
        {
            while (_items.Count == 0)
            {
                Monitor.Wait(_sync);
            }

            _pending--;
            return _items.Dequeue();
        }
    }

    public int Pending
    {
        get
        {
            lock (_sync)
            {
                return _pending;
            }
        }
    }
}
