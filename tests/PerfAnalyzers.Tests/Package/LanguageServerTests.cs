using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json.Nodes;
using System.Threading;
using System.Threading.Tasks;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.Tests.Package;

/// <summary>
/// Our diagnostics in an editor that is neither Visual Studio, Rider nor VS Code: csharp-ls (0.28.0, the language
/// server behind Neovim's, Emacs' and Helix's C# setups), started on a consumer of the packed package with
/// <c>csharp.analyzersEnabled</c> on, asked for a file's diagnostics the LSP 3.17 way (pull, textDocument/diagnostic).
/// The server comes from the package folder the test kit's restore filled; nothing is fetched while the test runs.
/// </summary>
[Collection(nameof(PackageCollection))]
public sealed class LanguageServerTests
{
    private const string Version = "0.28.0";
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(180);

    private readonly PackageFixture _package;

    public LanguageServerTests(PackageFixture package) => _package = package;

    [Fact]
    public async Task CsharpLs_PullDiagnostics_ReportOurRulesOnTheirLines()
    {
        var server = Path.Combine(ReferenceSets.NuGetPackageRoot, "csharp-ls", Version, "tools", "net10.0", "any", "CSharpLanguageServer.dll");
        Assert.True(File.Exists(server), $"csharp-ls {Version} is not in the package folder ({server}): restore the test kit (its PackageDownload brings it).");
        var folder = _package.CreateConsumer("language-server");
        var file = Path.Combine(folder, "Fingerprints.cs");
        var expected = PackageFixture.ExpectedDiagnostics()
            .Where(e => e.File == "Fingerprints.cs" && DocsGenerator.Rules().Single(r => r.Descriptor.Id == e.Id).Descriptor.IsEnabledByDefault)
            .Select(e => $"{e.Line}: {e.Id}")
            .OrderBy(x => x, StringComparer.Ordinal)
            .ToList();
        Assert.NotEmpty(expected);

        await using var client = LspClient.Start(server, folder, new JsonObject { ["analyzersEnabled"] = true });
        var root = new Uri(folder + Path.DirectorySeparatorChar).AbsoluteUri;
        await client.RequestAsync("initialize", new JsonObject
        {
            ["processId"] = Environment.ProcessId,
            ["rootUri"] = root,
            ["workspaceFolders"] = new JsonArray(new JsonObject { ["uri"] = root, ["name"] = "consumer" }),
            ["capabilities"] = new JsonObject
            {
                ["textDocument"] = new JsonObject { ["diagnostic"] = new JsonObject(), ["publishDiagnostics"] = new JsonObject() },
                ["workspace"] = new JsonObject { ["configuration"] = true },
            },
        });
        client.Notify("initialized", new JsonObject());
        var uri = new Uri(file).AbsoluteUri;
        client.Notify("textDocument/didOpen", new JsonObject
        {
            ["textDocument"] = new JsonObject { ["uri"] = uri, ["languageId"] = "csharp", ["version"] = 1, ["text"] = File.ReadAllText(file) },
        });

        // The server loads the project in the background: ask until our diagnostics arrive (12 s from a cold start here).
        var deadline = DateTime.UtcNow + Patience;
        List<string> actual;
        do
        {
            var report = await client.RequestAsync("textDocument/diagnostic", new JsonObject { ["textDocument"] = new JsonObject { ["uri"] = uri } });
            actual = (report?["items"]?.AsArray() ?? new JsonArray())
                .Select(d => (Code: d?["code"]?.ToString() ?? string.Empty, Line: (d?["range"]?["start"]?["line"]?.GetValue<int>() ?? -1) + 1))
                .Where(d => d.Code.StartsWith("PERF", StringComparison.Ordinal))
                .Select(d => $"{d.Line}: {d.Code}")
                .Distinct()
                .OrderBy(x => x, StringComparer.Ordinal)
                .ToList();
            if (actual.Count > 0)
            {
                break;
            }

            await Task.Delay(TimeSpan.FromSeconds(1));
        }
        while (DateTime.UtcNow < deadline);

        Assert.True(actual.Count > 0, "csharp-ls reported none of our diagnostics within " + Patience.TotalSeconds + " s. Its log:\n" + client.Log);
        Assert.Equal(expected, actual);
    }

    /// <summary>A minimal LSP client over the server's standard streams: requests, notifications, and answers to the server's own requests.</summary>
    private sealed class LspClient : IAsyncDisposable
    {
        private readonly Process _process;
        private readonly JsonObject _settings;
        private readonly ConcurrentDictionary<int, TaskCompletionSource<JsonNode?>> _pending = new();
        private readonly StringBuilder _log = new();
        private readonly object _write = new();
        private readonly Task _reader;
        private int _nextId;

        private LspClient(Process process, JsonObject settings)
        {
            _process = process;
            _settings = settings;
            _reader = Task.Run(ReadAsync);
            _process.ErrorDataReceived += (_, e) => { if (e.Data is not null) { lock (_log) { _log.AppendLine(e.Data); } } };
            _process.BeginErrorReadLine();
        }

        public string Log
        {
            get
            {
                lock (_log)
                {
                    return _log.ToString();
                }
            }
        }

        public static LspClient Start(string server, string workingDirectory, JsonObject settings)
        {
            var start = new ProcessStartInfo("dotnet")
            {
                WorkingDirectory = workingDirectory,
                RedirectStandardInput = true,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            start.ArgumentList.Add(server);
            start.ArgumentList.Add("--loglevel");
            start.ArgumentList.Add("info");
            start.Environment["DOTNET_CLI_UI_LANGUAGE"] = "en-US";
            return new LspClient(Process.Start(start)!, settings);
        }

        public async Task<JsonNode?> RequestAsync(string method, JsonObject parameters)
        {
            var id = Interlocked.Increment(ref _nextId);
            var answer = new TaskCompletionSource<JsonNode?>(TaskCreationOptions.RunContinuationsAsynchronously);
            _pending[id] = answer;
            Send(new JsonObject { ["jsonrpc"] = "2.0", ["id"] = id, ["method"] = method, ["params"] = parameters });
            using var timeout = new CancellationTokenSource(Patience);
            using var _ = timeout.Token.Register(() => answer.TrySetException(new TimeoutException($"csharp-ls did not answer {method}. Its log:\n{Log}")));
            return await answer.Task;
        }

        public void Notify(string method, JsonObject parameters) =>
            Send(new JsonObject { ["jsonrpc"] = "2.0", ["method"] = method, ["params"] = parameters });

        private void Send(JsonObject message)
        {
            var body = Encoding.UTF8.GetBytes(message.ToJsonString());
            var header = Encoding.ASCII.GetBytes($"Content-Length: {body.Length}\r\n\r\n");
            lock (_write)
            {
                var input = _process.StandardInput.BaseStream;
                input.Write(header);
                input.Write(body);
                input.Flush();
            }
        }

        private async Task ReadAsync()
        {
            var output = _process.StandardOutput.BaseStream;
            try
            {
                while (true)
                {
                    var length = -1;
                    string? line;
                    while (!string.IsNullOrEmpty(line = ReadHeaderLine(output)))
                    {
                        if (line.StartsWith("Content-Length:", StringComparison.OrdinalIgnoreCase))
                        {
                            length = int.Parse(line["Content-Length:".Length..].Trim(), System.Globalization.CultureInfo.InvariantCulture);
                        }
                    }

                    if (line is null || length < 0)
                    {
                        return;
                    }

                    var body = new byte[length];
                    await output.ReadExactlyAsync(body);
                    Dispatch(JsonNode.Parse(body)!.AsObject());
                }
            }
            catch (Exception exception) when (exception is IOException or ObjectDisposedException)
            {
            }
            finally
            {
                foreach (var pending in _pending.Values)
                {
                    pending.TrySetException(new IOException("csharp-ls closed its output. Its log:\n" + Log));
                }
            }
        }

        private void Dispatch(JsonObject message)
        {
            var method = message["method"]?.GetValue<string>();
            if (method is not null && message["id"] is { } serverRequestId)
            {
                // The server asks for the "csharp" configuration section (and registrations, which need no answer).
                JsonNode? result = null;
                if (method == "workspace/configuration")
                {
                    var items = message["params"]?["items"]?.AsArray().Count ?? 1;
                    result = new JsonArray(Enumerable.Range(0, items).Select(_ => (JsonNode?)_settings.DeepClone()).ToArray());
                }

                Send(new JsonObject { ["jsonrpc"] = "2.0", ["id"] = serverRequestId.DeepClone(), ["result"] = result });
                return;
            }

            if (method is not null)
            {
                if (method is "window/logMessage" or "window/showMessage")
                {
                    lock (_log)
                    {
                        _log.AppendLine(message["params"]?["message"]?.ToString());
                    }
                }

                return;
            }

            if (message["id"]?.GetValue<int>() is { } id && _pending.TryRemove(id, out var answer))
            {
                if (message["error"] is { } error)
                {
                    answer.TrySetException(new InvalidOperationException("csharp-ls answered with an error: " + error.ToJsonString()));
                }
                else
                {
                    answer.TrySetResult(message["result"]);
                }
            }
        }

        /// <summary>One header line (ASCII, ending in CRLF); empty at the end of the headers, null at the end of the stream.</summary>
        private static string? ReadHeaderLine(Stream stream)
        {
            var line = new StringBuilder();
            while (true)
            {
                var b = stream.ReadByte();
                if (b < 0)
                {
                    return null;
                }

                if (b == '\n')
                {
                    return line.ToString().TrimEnd('\r');
                }

                line.Append((char)b);
            }
        }

        public async ValueTask DisposeAsync()
        {
            try
            {
                if (!_process.HasExited)
                {
                    _process.Kill(entireProcessTree: true);
                }

                await _process.WaitForExitAsync();
                await _reader.WaitAsync(TimeSpan.FromSeconds(10));
            }
            catch (Exception exception) when (exception is InvalidOperationException or TimeoutException)
            {
            }
            finally
            {
                _process.Dispose();
            }
        }
    }
}
