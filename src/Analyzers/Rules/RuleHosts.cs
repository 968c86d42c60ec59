using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.ArrayPool;
using PerfAnalyzers.Rules.Collections;
using PerfAnalyzers.Rules.Hex;
using PerfAnalyzers.Rules.Linq;
using PerfAnalyzers.Rules.Locking;
using PerfAnalyzers.Rules.Platform;
using PerfAnalyzers.Rules.Runtime;
using PerfAnalyzers.Rules.SearchValues;
using PerfAnalyzers.Rules.Strings;

namespace PerfAnalyzers.Rules;

// The analyzers the compiler loads: the three hosts below and the rules' analyzers that keep their own
// [DiagnosticAnalyzer] attribute. Hosts are split by what the compiler does with them in a build:
// - The compiler skips an analyzer whose diagnostics are all Info or Hidden in a command-line build (unless it writes an
//   error log), so rules at Suggestion severity cost a build nothing as long as they are loaded apart from the rules at
//   Warning. A host holds rules of one default severity only, and one rule raised to Warning in .editorconfig makes
//   the build run its host's other rules as well.
// - A host's rules share its generated-code setting.
// Loaded alone: PERF0301 (UseLockTypeAnalyzer) and PERF0502 (ReturnInFinallyAnalyzer) are disabled by default, so they
// cost nothing until switched on; PERF0201 and PERF0202 (the sealing rules) analyze generated code, which no other rule
// does; PERF0302 (UseInterlockedAnalyzer) is the one Warning rule that asks for ReportDiagnostics. A test
// (RuleHostTests) checks that every rule's analyzer is loaded exactly once, and that each hosted rule asks for its
// host's generated-code setting and has its host's default severity.

/// <summary>The rules at Warning severity that leave generated code alone (<see cref="GeneratedCodeAnalysisFlags.None"/>).</summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class PerfAnalyzersHost : RuleHost
{
    public PerfAnalyzersHost()
        : base(
            GeneratedCodeAnalysisFlags.None,
            new UseConvertToHexStringAnalyzer(),
            new UseConvertToHexStringLowerAnalyzer(),
            new ReplaceHandWrittenHexAnalyzer(),
            new UseAnyInsteadOfCountAnalyzer(),
            new CreateArrayPoolOnceAnalyzer(),
            new ReturnRentedArrayAnalyzer(),
            new RentedArrayUsedAfterReturnAnalyzer(),
            new UseRequestedLengthAnalyzer(),
            new ReturnToRentingPoolAnalyzer(),
            new PoolLargeArraysAnalyzer(),
            new SizedPoolBeforeNet6Analyzer(),
            new UseSpanInsteadOfSubstringAnalyzer(),
            new UseStreamWriterNullAnalyzer(),
            new UseSpanSplitAnalyzer(),
            new UseBase64UrlAnalyzer(),
            new UseFromHexStringIntoSpanAnalyzer(),
            new UseTryToHexStringAnalyzer(),
            new UseSequenceEqualAnalyzer(),
            new UseAlternateLookupAnalyzer(),
            new UseDictionaryCopyConstructorAnalyzer(),
            new BuildRegexOnceAnalyzer(),
            new UseWaitAsyncAnalyzer(),
            new UseUnsafeAccessorAnalyzer(),
            new UseEnumerateInvocationListAnalyzer(),
            new UseRandomSharedAnalyzer(),
            new UseOneShotCryptographyAnalyzer(),
            new UseEnvironmentProcessInfoAnalyzer())
    {
    }
}

/// <summary>
/// The rules at Suggestion severity that leave generated code alone (<see cref="GeneratedCodeAnalysisFlags.None"/>).
/// A command-line build skips this host unless one of its rules is raised to Warning or Error.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class PerfAnalyzersSuggestionHost : RuleHost
{
    public PerfAnalyzersSuggestionHost()
        : base(
            GeneratedCodeAnalysisFlags.None,
            new PassPredicateToTerminalAnalyzer(),
            new UseMinByMaxByAnalyzer(),
            new UseSearchValuesForMembershipAnalyzer(),
            new UseGenericEnumMethodsAnalyzer(),
            new UseFillAnalyzer(),
            new RemoveRedundantCastAnalyzer(),
            new UpdateDictionaryInPlaceAnalyzer(),
            new UseGeneratedJsonMetadataAnalyzer(),
            new UseBinaryPrimitivesAnalyzer(),
            new UseNullTerminatedSpanAnalyzer())
    {
    }
}

/// <summary>
/// The rules at Suggestion severity that leave generated code alone and report only on the code they analyze, so that
/// the driver need not check their diagnostics for generated code (<see cref="GeneratedCodeAnalysisFlags.ReportDiagnostics"/>).
/// A command-line build skips this host unless one of its rules is raised to Warning or Error.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class PerfAnalyzersReportingHost : RuleHost
{
    public PerfAnalyzersReportingHost()
        : base(
            GeneratedCodeAnalysisFlags.ReportDiagnostics,
            new UseCachedSearchValuesAnalyzer(),
            new UseStringSearchValuesAnalyzer(),
            new UseInterpolatedStringAnalyzer())
    {
    }
}
