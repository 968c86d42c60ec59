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

// The analyzers the compiler loads: the two hosts below and the four rules' analyzers that keep their own
// [DiagnosticAnalyzer] attribute. PERF0301 (UseLockTypeAnalyzer) and PERF0502 (ReturnInFinallyAnalyzer) are disabled by
// default, so they stay alone and cost nothing until switched on; PERF0201 and PERF0202 (the sealing rules) analyze
// generated code, which no other rule does, and each registers only a symbol and a compilation-end action. A test
// (RuleHostTests) checks that every rule's analyzer is loaded exactly once, by a host or by its own attribute, and that
// each hosted rule asks for its host's generated-code setting.

/// <summary>The rules that leave generated code alone (<see cref="GeneratedCodeAnalysisFlags.None"/>).</summary>
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
            new PassPredicateToTerminalAnalyzer(),
            new UseMinByMaxByAnalyzer(),
            new CreateArrayPoolOnceAnalyzer(),
            new ReturnRentedArrayAnalyzer(),
            new RentedArrayUsedAfterReturnAnalyzer(),
            new UseRequestedLengthAnalyzer(),
            new ReturnToRentingPoolAnalyzer(),
            new PoolLargeArraysAnalyzer(),
            new SizedPoolBeforeNet6Analyzer(),
            new UseSearchValuesForMembershipAnalyzer(),
            new UseSpanInsteadOfSubstringAnalyzer(),
            new UseGenericEnumMethodsAnalyzer(),
            new UseStreamWriterNullAnalyzer(),
            new UseSpanSplitAnalyzer(),
            new UseBase64UrlAnalyzer(),
            new UseFromHexStringIntoSpanAnalyzer(),
            new UseTryToHexStringAnalyzer(),
            new UseFillAnalyzer(),
            new RemoveRedundantCastAnalyzer(),
            new UseSequenceEqualAnalyzer(),
            new UseAlternateLookupAnalyzer(),
            new UseDictionaryCopyConstructorAnalyzer(),
            new UpdateDictionaryInPlaceAnalyzer(),
            new BuildRegexOnceAnalyzer(),
            new UseGeneratedJsonMetadataAnalyzer(),
            new UseWaitAsyncAnalyzer(),
            new UseUnsafeAccessorAnalyzer(),
            new UseBinaryPrimitivesAnalyzer(),
            new UseEnumerateInvocationListAnalyzer(),
            new UseNullTerminatedSpanAnalyzer(),
            new UseRandomSharedAnalyzer(),
            new UseOneShotCryptographyAnalyzer(),
            new UseEnvironmentProcessInfoAnalyzer())
    {
    }
}

/// <summary>
/// The rules that leave generated code alone and report only on the code they analyze, so that the driver need not
/// check their diagnostics for generated code (<see cref="GeneratedCodeAnalysisFlags.ReportDiagnostics"/>).
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class PerfAnalyzersReportingHost : RuleHost
{
    public PerfAnalyzersReportingHost()
        : base(
            GeneratedCodeAnalysisFlags.ReportDiagnostics,
            new UseInterlockedAnalyzer(),
            new UseCachedSearchValuesAnalyzer(),
            new UseStringSearchValuesAnalyzer(),
            new UseInterpolatedStringAnalyzer())
    {
    }
}
