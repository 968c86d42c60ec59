using System;
using System.Threading;
using System.Threading.Tasks;

namespace PerfAnalyzers.Samples;

/// <summary>A request/reply client that waits for replies with a timeout, the way such clients are often written.</summary>
public sealed class ReplyClient
{
    private readonly TimeSpan _timeout = TimeSpan.FromSeconds(30);

    public async Task<string> ReceiveAsync(Task<string> reply)
    {
        if (await Task.WhenAny(reply, Task.Delay(_timeout)) != reply) // expect: PERF1004
        {
            throw new TimeoutException($"No reply within {_timeout.TotalSeconds} s.");
        }

        return await reply;
    }

    public async Task FlushAsync(Task pending, int milliseconds)
    {
        using (var cts = new CancellationTokenSource())
        {
            if (await Task.WhenAny(Task.Delay(milliseconds, cts.Token), pending) != pending) // expect: PERF1004
            {
                throw new TimeoutException();
            }

            cts.Cancel();
            await pending;
        }
    }

    // Not reported: the caller's token would end the wait with a TimeoutException here, where WaitAsync would throw
    // OperationCanceledException.
    public async Task<string> ReceiveAsync(Task<string> reply, CancellationToken cancellationToken)
    {
        if (await Task.WhenAny(reply, Task.Delay(_timeout, cancellationToken)) != reply)
        {
            throw new TimeoutException();
        }

        return await reply;
    }
}
