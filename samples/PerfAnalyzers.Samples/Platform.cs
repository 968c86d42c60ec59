using System;
using System.Text.RegularExpressions;
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

/// <summary>Validation helpers for a sign-up form, written with the static Regex methods and a Regex per call.</summary>
public static class SignUpValidation
{
    private const string EmailPattern = @"^[^@\s]+@[^@\s]+\.[a-z]{2,}$";

    public static bool IsEmail(string text) => Regex.IsMatch(text, EmailPattern, RegexOptions.IgnoreCase | RegexOptions.CultureInvariant); // expect: PERF1003 (suggestion)

    public static string CollapseSpaces(string text) => new Regex(@"\s+").Replace(text.Trim(), " "); // expect: PERF1003

    // Not reported: case-insensitive in the current culture (the Turkish i), which a shared regex would fix at one culture.
    public static bool IsReserved(string name) => Regex.IsMatch(name, "^(admin|root)$", RegexOptions.IgnoreCase);
}
