using System;
using System.IO;
using PerfAnalyzers.TestKit;

namespace PerfAnalyzers.DocsGenerator;

/// <summary>
/// Writes every generated file that differs from what the generator produces (<see cref="TestKit.DocsGenerator.Files"/>)
/// and names each. <c>--check</c>: writes nothing, exits 1 when a file is out of date. Run it after a benchmark run or a
/// change to a descriptor, then rebuild (the messages' constants are compiled into the analyzers).
/// </summary>
public static class Program
{
    public static int Main(string[] args)
    {
        var check = args.Length == 1 && args[0] == "--check";
        if (args.Length > 0 && !check)
        {
            Console.Error.WriteLine("usage: dotnet run --project tools/PerfAnalyzers.DocsGenerator [-- --check]");
            return 2;
        }

        var outOfDate = TestKit.DocsGenerator.OutOfDate();
        foreach (var (path, content) in outOfDate)
        {
            Console.WriteLine((check ? "out of date: " : "wrote ") + path);
            if (!check)
            {
                File.WriteAllText(Path.Combine(ReferenceSets.RepositoryRoot, path), content);
            }
        }

        Console.WriteLine(outOfDate.Count == 0 ? "Every generated file is up to date." : $"{outOfDate.Count} file(s) {(check ? "out of date" : "written")}.");
        return check && outOfDate.Count > 0 ? 1 : 0;
    }
}
