// Hot-loop scenario for PERF0912: a record pipeline whose private async ValueTask steps (a parse that returns a value,
// a write that returns none, awaited with ConfigureAwait(false)) each await one I/O completion per record. Every call
// that doesn't complete synchronously boxes the method's state machine: a new box per call with the default builder,
// one taken from the pool (and returned when the caller's await reads the result) with
// PoolingAsyncValueTaskMethodBuilder. The completion here is an awaitable that reports itself pending and then runs
// the continuation at once on the same thread, as an I/O completion that has already arrived does: the box is made as
// in real code, and the measurement holds no thread hop. A third of the parses complete synchronously (no box either
// way). Edge inputs: no records, a record whose parse completes synchronously, negative and extreme values.
using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;

public static class Scenario
{
    public static long Run(int[] records) => RunAsync(records).GetAwaiter().GetResult();

    private static async Task<long> RunAsync(int[] records)
    {
        var sink = new Sink();
        long total = 0;
        foreach (var record in records)
        {
            total = total * 31 + await ParseAsync(record);
            await WriteAsync(sink, record).ConfigureAwait(false);
        }

        return total * 1_000_003 + sink.Sum;
    }

    private static async ValueTask<int> ParseAsync(int record)
    {
        await new Completion(pending: record % 3 != 0);
        return unchecked(record * 7 - 1);
    }

    private static async ValueTask WriteAsync(Sink sink, int record)
    {
        await new Completion(pending: true);
        sink.Sum += record;
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 3 } };
        yield return new object[] { new[] { -1, int.MinValue, int.MaxValue, 0, 5 } };
        yield return BenchmarkInput();
    }

    // 1,000 records: 1,000 writes and about 667 parses complete asynchronously.
    public static object[] BenchmarkInput()
    {
        var records = new int[1000];
        for (var i = 0; i < records.Length; i++)
        {
            records[i] = i * 7919 - 500_000;
        }

        return new object[] { records };
    }
}

sealed class Sink
{
    public long Sum;
}

// An awaitable that is pending (IsCompleted is false, so the awaiting method suspends and its state machine is boxed)
// and runs the continuation as soon as it is given, on the awaiting thread.
readonly struct Completion : ICriticalNotifyCompletion
{
    private readonly bool _pending;

    public Completion(bool pending) => _pending = pending;

    public Completion GetAwaiter() => this;

    public bool IsCompleted => !_pending;

    public void GetResult()
    {
    }

    public void OnCompleted(Action continuation) => continuation();

    public void UnsafeOnCompleted(Action continuation) => continuation();
}
