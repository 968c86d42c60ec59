using Microsoft.CodeAnalysis;

namespace PerfAnalyzers.Internals;

/// <summary>
/// The package's one answer to "which runtime does this compilation run on", for rules where an API exists on older
/// runtimes but only became fast (or safe) on a later one. Each answer is a type that runtime added to its core library;
/// a type of the same name from another assembly (a polyfill package) does not count, because the polyfill does not
/// change the runtime the code runs on.
/// </summary>
internal static class Runtimes
{
    /// <summary>.NET 6 or later; the proxy is <c>System.DateOnly</c>.</summary>
    public static bool IsNet6OrLater(Compilation compilation) => InCoreLibrary(compilation, "System.DateOnly");

    /// <summary>
    /// .NET 8 or later; the proxy is <c>System.Runtime.CompilerServices.UnsafeAccessorAttribute</c> (the runtime binds
    /// the methods it marks: a copy of the attribute elsewhere binds nothing).
    /// </summary>
    public static bool IsNet8OrLater(Compilation compilation) => InCoreLibrary(compilation, "System.Runtime.CompilerServices.UnsafeAccessorAttribute");

    /// <summary>.NET 9 or later; the proxy is <c>System.Threading.Lock</c>.</summary>
    public static bool IsNet9OrLater(Compilation compilation) => InCoreLibrary(compilation, "System.Threading.Lock");

    /// <summary>
    /// .NET 10 or later; the proxy is <c>System.Runtime.CompilerServices.UnsafeAccessorTypeAttribute</c> (the runtime
    /// binds the types it names).
    /// </summary>
    public static bool IsNet10OrLater(Compilation compilation) => InCoreLibrary(compilation, "System.Runtime.CompilerServices.UnsafeAccessorTypeAttribute");

    /// <summary>
    /// The major version of .NET the compilation targets, as far as the messages need it: 10 (or later), 9, 8, or 0
    /// for anything older (.NET Framework, .NET Standard, .NET 7 and before).
    /// </summary>
    public static int Major(Compilation compilation) =>
        IsNet10OrLater(compilation) ? 10 : IsNet9OrLater(compilation) ? 9 : IsNet8OrLater(compilation) ? 8 : 0;

    private static bool InCoreLibrary(Compilation compilation, string metadataName)
    {
        var type = WellKnownTypes.Get(compilation).Get(metadataName);
        return type is not null
            && SymbolEqualityComparer.Default.Equals(type.ContainingAssembly, compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly);
    }
}
