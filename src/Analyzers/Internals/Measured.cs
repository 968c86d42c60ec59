// Generated from docs/benchmarks.md by DocsGenerator.MeasuredSource; do not edit by hand. Regenerate with
// dotnet run --project tools/PerfAnalyzers.DocsGenerator (then rebuild).
namespace PerfAnalyzers.Internals;

/// <summary>The benchmark numbers the diagnostic messages quote, as measured by the benchmark command.</summary>
internal static class Measured
{
    /// <summary>PERF0101: the range of the speedups measured faster.</summary>
    internal static class PERF0101
    {
        public const string MinSpeedup = "12x";
        public const string MaxSpeedup = "27x";
    }

    /// <summary>PERF0101/BitConverterReplace: 3,504.3 -> 135.0 ns (faster), 1,048 -> 424 B.</summary>
    internal static class PERF0101_BitConverterReplace
    {
        public const string Speedup = "26x";
        public const string Ratio = "26x";
        public const string BeforeNs = "3,504";
        public const string AfterNs = "135";
        public const string BeforeBytes = "1,048";
        public const string AfterBytes = "424";
        public const string SavedBytes = "624";
        public const string FewerBytes = "60%";
    }

    /// <summary>PERF0101/BitConverterReplaceLower: 3,703.5 -> 134.7 ns (faster), 1,472 -> 424 B.</summary>
    internal static class PERF0101_BitConverterReplaceLower
    {
        public const string Speedup = "27x";
        public const string Ratio = "27x";
        public const string BeforeNs = "3,704";
        public const string AfterNs = "135";
        public const string BeforeBytes = "1,472";
        public const string AfterBytes = "424";
        public const string SavedBytes = "1,048";
        public const string FewerBytes = "71%";
    }

    /// <summary>PERF0101/ComparisonOverloads: 14,310.5 -> 887.7 ns (faster), 5,816 -> 3,320 B.</summary>
    internal static class PERF0101_ComparisonOverloads
    {
        public const string Speedup = "16x";
        public const string Ratio = "16x";
        public const string BeforeNs = "14,310";
        public const string AfterNs = "888";
        public const string BeforeBytes = "5,816";
        public const string AfterBytes = "3,320";
        public const string SavedBytes = "2,496";
        public const string FewerBytes = "43%";
    }

    /// <summary>PERF0101/LowerNet8: 1,428.7 -> 122.6 ns (faster), 1,384 -> 888 B.</summary>
    internal static class PERF0101_LowerNet8
    {
        public const string Speedup = "12x";
        public const string Ratio = "12x";
        public const string BeforeNs = "1,429";
        public const string AfterNs = "123";
        public const string BeforeBytes = "1,384";
        public const string AfterBytes = "888";
        public const string SavedBytes = "496";
        public const string FewerBytes = "36%";
    }

    /// <summary>PERF0101/StartLengthOverloads: 11,143.0 -> 717.1 ns (faster), 5,360 -> 2,504 B.</summary>
    internal static class PERF0101_StartLengthOverloads
    {
        public const string Speedup = "16x";
        public const string Ratio = "16x";
        public const string BeforeNs = "11,143";
        public const string AfterNs = "717";
        public const string BeforeBytes = "5,360";
        public const string AfterBytes = "2,504";
        public const string SavedBytes = "2,856";
        public const string FewerBytes = "53%";
    }

    /// <summary>PERF0102: the range of the speedups measured faster.</summary>
    internal static class PERF0102
    {
        public const string MinSpeedup = "2.2x";
        public const string MaxSpeedup = "2.3x";
    }

    /// <summary>PERF0102/StaticConvertImport: 305.9 -> 139.9 ns (faster), 848 -> 424 B.</summary>
    internal static class PERF0102_StaticConvertImport
    {
        public const string Speedup = "2.2x";
        public const string Ratio = "2.2x";
        public const string BeforeNs = "306";
        public const string AfterNs = "140";
        public const string BeforeBytes = "848";
        public const string AfterBytes = "424";
        public const string SavedBytes = "424";
        public const string FewerBytes = "50%";
    }

    /// <summary>PERF0102/ToHexStringToLower: 322.0 -> 137.3 ns (faster), 848 -> 424 B.</summary>
    internal static class PERF0102_ToHexStringToLower
    {
        public const string Speedup = "2.3x";
        public const string Ratio = "2.3x";
        public const string BeforeNs = "322";
        public const string AfterNs = "137";
        public const string BeforeBytes = "848";
        public const string AfterBytes = "424";
        public const string SavedBytes = "424";
        public const string FewerBytes = "50%";
    }

    /// <summary>PERF0103: the range of the speedups measured faster.</summary>
    internal static class PERF0103
    {
        public const string MinSpeedup = "16x";
        public const string MaxSpeedup = "19x";
    }

    /// <summary>PERF0103/ConcatSelect: 1,321.5 -> 67.8 ns (faster), 1,224 -> 152 B.</summary>
    internal static class PERF0103_ConcatSelect
    {
        public const string Speedup = "19x";
        public const string Ratio = "19x";
        public const string BeforeNs = "1,322";
        public const string AfterNs = "68";
        public const string BeforeBytes = "1,224";
        public const string AfterBytes = "152";
        public const string SavedBytes = "1,072";
        public const string FewerBytes = "88%";
    }

    /// <summary>PERF0103/LoopThenCommentedReturn: 1,124.8 -> 67.5 ns (faster), 1,376 -> 152 B.</summary>
    internal static class PERF0103_LoopThenCommentedReturn
    {
        public const string Speedup = "17x";
        public const string Ratio = "17x";
        public const string BeforeNs = "1,125";
        public const string AfterNs = "68";
        public const string BeforeBytes = "1,376";
        public const string AfterBytes = "152";
        public const string SavedBytes = "1,224";
        public const string FewerBytes = "89%";
    }

    /// <summary>PERF0103/StringBuilderLoop: 1,113.1 -> 69.7 ns (faster), 1,376 -> 152 B.</summary>
    internal static class PERF0103_StringBuilderLoop
    {
        public const string Speedup = "16x";
        public const string Ratio = "16x";
        public const string BeforeNs = "1,113";
        public const string AfterNs = "70";
        public const string BeforeBytes = "1,376";
        public const string AfterBytes = "152";
        public const string SavedBytes = "1,224";
        public const string FewerBytes = "89%";
    }

    /// <summary>PERF0201: the range of the speedups measured faster.</summary>
    internal static class PERF0201
    {
        public const string MinSpeedup = "1.3x";
        public const string MaxSpeedup = "5.2x";
    }

    /// <summary>PERF0201/ArrayStore: 95,199.1 -> 73,541.7 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0201_ArrayStore
    {
        public const string Speedup = "1.3x";
        public const string Ratio = "1.3x";
        public const string BeforeNs = "95,199";
        public const string AfterNs = "73,542";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0201/ArrayToSpan: 4,555.6 -> 4,258.8 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0201_ArrayToSpan
    {
        public const string Speedup = "1.1x";
        public const string Ratio = "1.1x";
        public const string BeforeNs = "4,556";
        public const string AfterNs = "4,259";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0201/HidingAndPartialMembers: 107,397.5 -> 20,842.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0201_HidingAndPartialMembers
    {
        public const string Speedup = "5.2x";
        public const string Ratio = "5.2x";
        public const string BeforeNs = "107,398";
        public const string AfterNs = "20,843";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0201/IsCheck: 17,629.4 -> 5,247.0 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0201_IsCheck
    {
        public const string Speedup = "3.4x";
        public const string Ratio = "3.4x";
        public const string BeforeNs = "17,629";
        public const string AfterNs = "5,247";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0201/ProtectedMembers: 130,145.8 -> 88,985.7 ns (faster), 98,305 -> 98,305 B.</summary>
    internal static class PERF0201_ProtectedMembers
    {
        public const string Speedup = "1.5x";
        public const string Ratio = "1.5x";
        public const string BeforeNs = "130,146";
        public const string AfterNs = "88,986";
        public const string BeforeBytes = "98,305";
        public const string AfterBytes = "98,305";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0201/VirtualCall: 9,958.6 -> 3,125.3 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0201_VirtualCall
    {
        public const string Speedup = "3.2x";
        public const string Ratio = "3.2x";
        public const string BeforeNs = "9,959";
        public const string AfterNs = "3,125";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0202: the range of the speedups measured faster.</summary>
    internal static class PERF0202
    {
        public const string MinSpeedup = "3.3x";
        public const string MaxSpeedup = "3.3x";
    }

    /// <summary>PERF0202/BaseMembers: 73,536.3 -> 22,108.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0202_BaseMembers
    {
        public const string Speedup = "3.3x";
        public const string Ratio = "3.3x";
        public const string BeforeNs = "73,536";
        public const string AfterNs = "22,109";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0301: the range of the speedups measured faster.</summary>
    internal static class PERF0301
    {
        public const string MinSpeedup = "1.6x";
        public const string MaxSpeedup = "1.7x";
    }

    /// <summary>PERF0301/Contended: 811,029.7 -> 901,780.1 ns (no measurable difference), 367 -> 373 B.</summary>
    internal static class PERF0301_Contended
    {
        public const string Speedup = "0.9x";
        public const string Ratio = "0.9x";
        public const string BeforeNs = "811,030";
        public const string AfterNs = "901,780";
        public const string BeforeBytes = "367";
        public const string AfterBytes = "373";
        public const string SavedBytes = "-6";
        public const string FewerBytes = "-2%";
    }

    /// <summary>PERF0301/LockStatement: 36.6 -> 23.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0301_LockStatement
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "37";
        public const string AfterNs = "23";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0301/MonitorEnterExit: 43.2 -> 25.7 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0301_MonitorEnterExit
    {
        public const string Speedup = "1.7x";
        public const string Ratio = "1.7x";
        public const string BeforeNs = "43";
        public const string AfterNs = "26";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0301/StaticMonitorTryEnter: 110.7 -> 121.4 ns (slower), 0 -> 0 B.</summary>
    internal static class PERF0301_StaticMonitorTryEnter
    {
        public const string Speedup = "0.9x";
        public const string Ratio = "0.9x";
        public const string BeforeNs = "111";
        public const string AfterNs = "121";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0302: the range of the speedups measured faster.</summary>
    internal static class PERF0302
    {
        public const string MinSpeedup = "1.9x";
        public const string MaxSpeedup = "6.4x";
    }

    /// <summary>PERF0302/Accounting: 343.6 -> 113.3 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0302_Accounting
    {
        public const string Speedup = "3.0x";
        public const string Ratio = "3.0x";
        public const string BeforeNs = "344";
        public const string AfterNs = "113";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0302/Contended: 932,727.8 -> 491,157.9 ns (faster), 364 -> 369 B.</summary>
    internal static class PERF0302_Contended
    {
        public const string Speedup = "1.9x";
        public const string Ratio = "1.9x";
        public const string BeforeNs = "932,728";
        public const string AfterNs = "491,158";
        public const string BeforeBytes = "364";
        public const string AfterBytes = "369";
        public const string SavedBytes = "-5";
        public const string FewerBytes = "-1%";
    }

    /// <summary>PERF0302/Increment: 38.3 -> 8.6 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0302_Increment
    {
        public const string Speedup = "4.5x";
        public const string Ratio = "4.5x";
        public const string BeforeNs = "38";
        public const string AfterNs = "9";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0302/ParenthesizedOperands: 110.7 -> 17.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0302_ParenthesizedOperands
    {
        public const string Speedup = "6.4x";
        public const string Ratio = "6.4x";
        public const string BeforeNs = "111";
        public const string AfterNs = "17";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0401: the range of the speedups measured faster.</summary>
    internal static class PERF0401
    {
        public const string MinSpeedup = "2.5x";
        public const string MaxSpeedup = "2.5x";
    }

    /// <summary>PERF0401/ArrayFindNet8: 823.9 -> 326.9 ns (faster), 136 -> 88 B.</summary>
    internal static class PERF0401_ArrayFindNet8
    {
        public const string Speedup = "2.5x";
        public const string Ratio = "2.5x";
        public const string BeforeNs = "824";
        public const string AfterNs = "327";
        public const string BeforeBytes = "136";
        public const string AfterBytes = "88";
        public const string SavedBytes = "48";
        public const string FewerBytes = "35%";
    }

    /// <summary>PERF0401/ArrayFirstOrDefault: 318.6 -> 299.6 ns (no measurable difference), 136 -> 24 B.</summary>
    internal static class PERF0401_ArrayFirstOrDefault
    {
        public const string Speedup = "1.1x";
        public const string Ratio = "1.1x";
        public const string BeforeNs = "319";
        public const string AfterNs = "300";
        public const string BeforeBytes = "136";
        public const string AfterBytes = "24";
        public const string SavedBytes = "112";
        public const string FewerBytes = "82%";
    }

    /// <summary>PERF0401/LazyCount: 7,028.6 -> 6,955.3 ns (no measurable difference), 184 -> 64 B.</summary>
    internal static class PERF0401_LazyCount
    {
        public const string Speedup = "1.0x";
        public const string Ratio = "1.0x";
        public const string BeforeNs = "7,029";
        public const string AfterNs = "6,955";
        public const string BeforeBytes = "184";
        public const string AfterBytes = "64";
        public const string SavedBytes = "120";
        public const string FewerBytes = "65%";
    }

    /// <summary>PERF0401/ListAny: 434.6 -> 334.1 ns (no measurable difference), 160 -> 24 B.</summary>
    internal static class PERF0401_ListAny
    {
        public const string Speedup = "1.3x";
        public const string Ratio = "1.3x";
        public const string BeforeNs = "435";
        public const string AfterNs = "334";
        public const string BeforeBytes = "160";
        public const string AfterBytes = "24";
        public const string SavedBytes = "136";
        public const string FewerBytes = "85%";
    }

    /// <summary>PERF0402: the range of the speedups measured faster.</summary>
    internal static class PERF0402
    {
        public const string MinSpeedup = "3.5x";
        public const string MaxSpeedup = "87x";
    }

    /// <summary>PERF0402/ArrayCountPredicate: 875.2 -> 681.7 ns (no measurable difference), 24 -> 24 B.</summary>
    internal static class PERF0402_ArrayCountPredicate
    {
        public const string Speedup = "1.3x";
        public const string Ratio = "1.3x";
        public const string BeforeNs = "875";
        public const string AfterNs = "682";
        public const string BeforeBytes = "24";
        public const string AfterBytes = "24";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0402/LazyCountGreaterThanZero: 3,330.3 -> 38.1 ns (faster), 40 -> 40 B.</summary>
    internal static class PERF0402_LazyCountGreaterThanZero
    {
        public const string Speedup = "87x";
        public const string Ratio = "87x";
        public const string BeforeNs = "3,330";
        public const string AfterNs = "38";
        public const string BeforeBytes = "40";
        public const string AfterBytes = "40";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0402/LazyEmptyChecks: 26,342.1 -> 7,459.8 ns (faster), 280 -> 281 B.</summary>
    internal static class PERF0402_LazyEmptyChecks
    {
        public const string Speedup = "3.5x";
        public const string Ratio = "3.5x";
        public const string BeforeNs = "26,342";
        public const string AfterNs = "7,460";
        public const string BeforeBytes = "280";
        public const string AfterBytes = "281";
        public const string SavedBytes = "-1";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0403: the range of the speedups measured faster.</summary>
    internal static class PERF0403
    {
        public const string MinSpeedup = "1.2x";
        public const string MaxSpeedup = "2.0x";
    }

    /// <summary>PERF0403/ArrayMinBy10: 94.2 -> 47.5 ns (faster), 120 -> 32 B.</summary>
    internal static class PERF0403_ArrayMinBy10
    {
        public const string Speedup = "2.0x";
        public const string Ratio = "2.0x";
        public const string BeforeNs = "94";
        public const string AfterNs = "48";
        public const string BeforeBytes = "120";
        public const string AfterBytes = "32";
        public const string SavedBytes = "88";
        public const string FewerBytes = "73%";
    }

    /// <summary>PERF0403/ArrayMinBy100: 322.3 -> 253.0 ns (no measurable difference), 120 -> 32 B.</summary>
    internal static class PERF0403_ArrayMinBy100
    {
        public const string Speedup = "1.3x";
        public const string Ratio = "1.3x";
        public const string BeforeNs = "322";
        public const string AfterNs = "253";
        public const string BeforeBytes = "120";
        public const string AfterBytes = "32";
        public const string SavedBytes = "88";
        public const string FewerBytes = "73%";
    }

    /// <summary>PERF0403/ArrayMinBy10000: 34,505.3 -> 31,909.9 ns (no measurable difference), 88 -> 0 B.</summary>
    internal static class PERF0403_ArrayMinBy10000
    {
        public const string Speedup = "1.1x";
        public const string Ratio = "1.1x";
        public const string BeforeNs = "34,505";
        public const string AfterNs = "31,910";
        public const string BeforeBytes = "88";
        public const string AfterBytes = "0";
        public const string SavedBytes = "88";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0403/LazyMinBy: 2,032.4 -> 1,095.6 ns (faster), 2,536 -> 2,448 B.</summary>
    internal static class PERF0403_LazyMinBy
    {
        public const string Speedup = "1.9x";
        public const string Ratio = "1.9x";
        public const string BeforeNs = "2,032";
        public const string AfterNs = "1,096";
        public const string BeforeBytes = "2,536";
        public const string AfterBytes = "2,448";
        public const string SavedBytes = "88";
        public const string FewerBytes = "3%";
    }

    /// <summary>PERF0403/ListMaxByValueTuple: 440.0 -> 379.6 ns (faster), 144 -> 48 B.</summary>
    internal static class PERF0403_ListMaxByValueTuple
    {
        public const string Speedup = "1.2x";
        public const string Ratio = "1.2x";
        public const string BeforeNs = "440";
        public const string AfterNs = "380";
        public const string BeforeBytes = "144";
        public const string AfterBytes = "48";
        public const string SavedBytes = "96";
        public const string FewerBytes = "67%";
    }

    /// <summary>PERF0501: the range of the speedups measured faster.</summary>
    internal static class PERF0501
    {
        public const string MinSpeedup = "1.1x";
        public const string MaxSpeedup = "3.0x";
    }

    /// <summary>PERF0501/EarlyExitSkipsReturn: 154.3 -> 50.7 ns (faster), 1,048 -> 0 B.</summary>
    internal static class PERF0501_EarlyExitSkipsReturn
    {
        public const string Speedup = "3.0x";
        public const string Ratio = "3.0x";
        public const string BeforeNs = "154";
        public const string AfterNs = "51";
        public const string BeforeBytes = "1,048";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,048";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0501/RentWithoutReturn: 1,328.9 -> 1,199.0 ns (faster), 1,048 -> 0 B.</summary>
    internal static class PERF0501_RentWithoutReturn
    {
        public const string Speedup = "1.1x";
        public const string Ratio = "1.1x";
        public const string BeforeNs = "1,329";
        public const string AfterNs = "1,199";
        public const string BeforeBytes = "1,048";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,048";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0502: the range of the speedups measured faster.</summary>
    internal static class PERF0502
    {
        public const string MinSpeedup = "1x";
        public const string MaxSpeedup = "1x";
    }

    /// <summary>PERF0502/AssignedRentNothingHoisted: 1,291.7 -> 1,352.0 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0502_AssignedRentNothingHoisted
    {
        public const string Speedup = "1.0x";
        public const string Ratio = "1.0x";
        public const string BeforeNs = "1,292";
        public const string AfterNs = "1,352";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0502/DeclinedShapes: 3,537.2 -> 3,426.9 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0502_DeclinedShapes
    {
        public const string Speedup = "1.0x";
        public const string Ratio = "1.0x";
        public const string BeforeNs = "3,537";
        public const string AfterNs = "3,427";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0502/ReturnOnNormalPathOnly: 1,154.6 -> 1,184.6 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0502_ReturnOnNormalPathOnly
    {
        public const string Speedup = "1.0x";
        public const string Ratio = "1.0x";
        public const string BeforeNs = "1,155";
        public const string AfterNs = "1,185";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0504: the range of the speedups measured faster.</summary>
    internal static class PERF0504
    {
        public const string MinSpeedup = "1x";
        public const string MaxSpeedup = "1x";
    }

    /// <summary>PERF0504/Base64OfRentedCopy: 972.1 -> 1,004.1 ns (no measurable difference), 2,760 -> 2,760 B.</summary>
    internal static class PERF0504_Base64OfRentedCopy
    {
        public const string Speedup = "1.0x";
        public const string Ratio = "1.0x";
        public const string BeforeNs = "972";
        public const string AfterNs = "1,004";
        public const string BeforeBytes = "2,760";
        public const string AfterBytes = "2,760";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0504/SpanViewsOfRentedCopy: 10,497.6 -> 10,631.0 ns (no measurable difference), 3,808 -> 3,808 B.</summary>
    internal static class PERF0504_SpanViewsOfRentedCopy
    {
        public const string Speedup = "1.0x";
        public const string Ratio = "1.0x";
        public const string BeforeNs = "10,498";
        public const string AfterNs = "10,631";
        public const string BeforeBytes = "3,808";
        public const string AfterBytes = "3,808";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0505: the range of the speedups measured faster.</summary>
    internal static class PERF0505
    {
        public const string MinSpeedup = "1.2x";
        public const string MaxSpeedup = "1.2x";
    }

    /// <summary>PERF0505/ReturnToSharedPool: 1,462.6 -> 1,224.0 ns (faster), 1,048 -> 0 B.</summary>
    internal static class PERF0505_ReturnToSharedPool
    {
        public const string Speedup = "1.2x";
        public const string Ratio = "1.2x";
        public const string BeforeNs = "1,463";
        public const string AfterNs = "1,224";
        public const string BeforeBytes = "1,048";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,048";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0506: the range of the speedups measured faster.</summary>
    internal static class PERF0506
    {
        public const string MinSpeedup = "1.8x";
        public const string MaxSpeedup = "2.2x";
    }

    /// <summary>PERF0506/CreatePoolPerCall: 2,084.4 -> 1,148.5 ns (faster), 4,496 -> 0 B.</summary>
    internal static class PERF0506_CreatePoolPerCall
    {
        public const string Speedup = "1.8x";
        public const string Ratio = "1.8x";
        public const string BeforeNs = "2,084";
        public const string AfterNs = "1,148";
        public const string BeforeBytes = "4,496";
        public const string AfterBytes = "0";
        public const string SavedBytes = "4,496";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0506/ExistingPoolField: 2,913.7 -> 1,296.5 ns (faster), 7,840 -> 0 B.</summary>
    internal static class PERF0506_ExistingPoolField
    {
        public const string Speedup = "2.2x";
        public const string Ratio = "2.2x";
        public const string BeforeNs = "2,914";
        public const string AfterNs = "1,296";
        public const string BeforeBytes = "7,840";
        public const string AfterBytes = "0";
        public const string SavedBytes = "7,840";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507: the range of the speedups measured faster.</summary>
    internal static class PERF0507
    {
        public const string MinSpeedup = "2.2x";
        public const string MaxSpeedup = "25x";
    }

    /// <summary>PERF0507/ClearedSpanAndMemoryViews: 126,405.7 -> 56,806.5 ns (faster), 120,054 -> 0 B.</summary>
    internal static class PERF0507_ClearedSpanAndMemoryViews
    {
        public const string Speedup = "2.2x";
        public const string Ratio = "2.2x";
        public const string BeforeNs = "126,406";
        public const string AfterNs = "56,806";
        public const string BeforeBytes = "120,054";
        public const string AfterBytes = "0";
        public const string SavedBytes = "120,054";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507/Temporary100B: 5.4 -> 22.0 ns (slower), 0 -> 0 B.</summary>
    internal static class PERF0507_Temporary100B
    {
        public const string Speedup = "0.2x";
        public const string Ratio = "0.2x";
        public const string BeforeNs = "5";
        public const string AfterNs = "22";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0507/Temporary100KB: 49,387.5 -> 2,381.6 ns (faster), 100,015 -> 0 B.</summary>
    internal static class PERF0507_Temporary100KB
    {
        public const string Speedup = "21x";
        public const string Ratio = "21x";
        public const string BeforeNs = "49,388";
        public const string AfterNs = "2,382";
        public const string BeforeBytes = "100,015";
        public const string AfterBytes = "0";
        public const string SavedBytes = "100,015";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507/Temporary10KB: 922.9 -> 139.4 ns (faster), 10,024 -> 0 B.</summary>
    internal static class PERF0507_Temporary10KB
    {
        public const string Speedup = "6.6x";
        public const string Ratio = "6.6x";
        public const string BeforeNs = "923";
        public const string AfterNs = "139";
        public const string BeforeBytes = "10,024";
        public const string AfterBytes = "0";
        public const string SavedBytes = "10,024";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507/Temporary1KB: 113.9 -> 36.7 ns (faster), 1,024 -> 0 B.</summary>
    internal static class PERF0507_Temporary1KB
    {
        public const string Speedup = "3.1x";
        public const string Ratio = "3.1x";
        public const string BeforeNs = "114";
        public const string AfterNs = "37";
        public const string BeforeBytes = "1,024";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,024";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507/Temporary1MB: 600,194.5 -> 24,456.2 ns (faster), 1,000,131 -> 0 B.</summary>
    internal static class PERF0507_Temporary1MB
    {
        public const string Speedup = "25x";
        public const string Ratio = "25x";
        public const string BeforeNs = "600,194";
        public const string AfterNs = "24,456";
        public const string BeforeBytes = "1,000,131";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,000,131";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0508: the range of the speedups measured faster.</summary>
    internal static class PERF0508
    {
        public const string MinSpeedup = "411x";
        public const string MaxSpeedup = "411x";
    }

    /// <summary>PERF0508/LargeBuffers: 2,704,493.0 -> 6,583.1 ns (faster), 5,694,943 -> 0 B.</summary>
    internal static class PERF0508_LargeBuffers
    {
        public const string Speedup = "411x";
        public const string Ratio = "411x";
        public const string BeforeNs = "2,704,493";
        public const string AfterNs = "6,583";
        public const string BeforeBytes = "5,694,943";
        public const string AfterBytes = "0";
        public const string SavedBytes = "5,694,943";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601: the range of the speedups measured faster.</summary>
    internal static class PERF0601
    {
        public const string MinSpeedup = "1.3x";
        public const string MaxSpeedup = "73x";
    }

    /// <summary>PERF0601/ArrayFieldIndexOfAnyLong: 71.5 -> 47.2 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_ArrayFieldIndexOfAnyLong
    {
        public const string Speedup = "1.5x";
        public const string Ratio = "1.5x";
        public const string BeforeNs = "72";
        public const string AfterNs = "47";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/ArrayIndexOfAnyLong: 112.6 -> 46.2 ns (faster), 40 -> 0 B.</summary>
    internal static class PERF0601_ArrayIndexOfAnyLong
    {
        public const string Speedup = "2.4x";
        public const string Ratio = "2.4x";
        public const string BeforeNs = "113";
        public const string AfterNs = "46";
        public const string BeforeBytes = "40";
        public const string AfterBytes = "0";
        public const string SavedBytes = "40";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/ArrayIndexOfAnyShort: 21.7 -> 12.3 ns (faster), 40 -> 0 B.</summary>
    internal static class PERF0601_ArrayIndexOfAnyShort
    {
        public const string Speedup = "1.8x";
        public const string Ratio = "1.8x";
        public const string BeforeNs = "22";
        public const string AfterNs = "12";
        public const string BeforeBytes = "40";
        public const string AfterBytes = "0";
        public const string SavedBytes = "40";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/ByteSets: 8,701.1 -> 119.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_ByteSets
    {
        public const string Speedup = "73x";
        public const string Ratio = "73x";
        public const string BeforeNs = "8,701";
        public const string AfterNs = "120";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/ConditionalSets: 257.2 -> 79.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_ConditionalSets
    {
        public const string Speedup = "3.2x";
        public const string Ratio = "3.2x";
        public const string BeforeNs = "257";
        public const string AfterNs = "80";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/FewCharsAllocated: 63.9 -> 30.8 ns (faster), 128 -> 0 B.</summary>
    internal static class PERF0601_FewCharsAllocated
    {
        public const string Speedup = "2.1x";
        public const string Ratio = "2.1x";
        public const string BeforeNs = "64";
        public const string AfterNs = "31";
        public const string BeforeBytes = "128";
        public const string AfterBytes = "0";
        public const string SavedBytes = "128";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/FieldNames: 404.6 -> 118.3 ns (faster), 320 -> 32 B.</summary>
    internal static class PERF0601_FieldNames
    {
        public const string Speedup = "3.4x";
        public const string Ratio = "3.4x";
        public const string BeforeNs = "405";
        public const string AfterNs = "118";
        public const string BeforeBytes = "320";
        public const string AfterBytes = "32";
        public const string SavedBytes = "288";
        public const string FewerBytes = "90%";
    }

    /// <summary>PERF0601/LiteralIndexOfAnyShort: 26.8 -> 9.3 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_LiteralIndexOfAnyShort
    {
        public const string Speedup = "2.9x";
        public const string Ratio = "2.9x";
        public const string BeforeNs = "27";
        public const string AfterNs = "9";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/NamedConstants: 162.8 -> 122.4 ns (faster), 72 -> 0 B.</summary>
    internal static class PERF0601_NamedConstants
    {
        public const string Speedup = "1.3x";
        public const string Ratio = "1.3x";
        public const string BeforeNs = "163";
        public const string AfterNs = "122";
        public const string BeforeBytes = "72";
        public const string AfterBytes = "0";
        public const string SavedBytes = "72";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/OneLineFileCrlfConfig: 25.6 -> 14.0 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_OneLineFileCrlfConfig
    {
        public const string Speedup = "1.8x";
        public const string Ratio = "1.8x";
        public const string BeforeNs = "26";
        public const string AfterNs = "14";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/OneLineFileLfConfig: 156.8 -> 73.9 ns (faster), 320 -> 0 B.</summary>
    internal static class PERF0601_OneLineFileLfConfig
    {
        public const string Speedup = "2.1x";
        public const string Ratio = "2.1x";
        public const string BeforeNs = "157";
        public const string AfterNs = "74";
        public const string BeforeBytes = "320";
        public const string AfterBytes = "0";
        public const string SavedBytes = "320";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/StartIndexHitTests: 69.3 -> 14.0 ns (faster), 72 -> 0 B.</summary>
    internal static class PERF0601_StartIndexHitTests
    {
        public const string Speedup = "5.0x";
        public const string Ratio = "5.0x";
        public const string BeforeNs = "69";
        public const string AfterNs = "14";
        public const string BeforeBytes = "72";
        public const string AfterBytes = "0";
        public const string SavedBytes = "72";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0602: the range of the speedups measured faster.</summary>
    internal static class PERF0602
    {
        public const string MinSpeedup = "1.8x";
        public const string MaxSpeedup = "5.5x";
    }

    /// <summary>PERF0602/AnyAndChainAfterOtherTest: 143.1 -> 51.7 ns (faster), 88 -> 0 B.</summary>
    internal static class PERF0602_AnyAndChainAfterOtherTest
    {
        public const string Speedup = "2.8x";
        public const string Ratio = "2.8x";
        public const string BeforeNs = "143";
        public const string AfterNs = "52";
        public const string BeforeBytes = "88";
        public const string AfterBytes = "0";
        public const string SavedBytes = "88";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0602/DaysOfWeekLadderLong: 29,277.0 -> 5,285.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_DaysOfWeekLadderLong
    {
        public const string Speedup = "5.5x";
        public const string Ratio = "5.5x";
        public const string BeforeNs = "29,277";
        public const string AfterNs = "5,285";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/DaysOfWeekLadderShort: 150.2 -> 72.1 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_DaysOfWeekLadderShort
    {
        public const string Speedup = "2.1x";
        public const string Ratio = "2.1x";
        public const string BeforeNs = "150";
        public const string AfterNs = "72";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/IgnoreCase3NeedlesShort: 53.9 -> 30.1 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_IgnoreCase3NeedlesShort
    {
        public const string Speedup = "1.8x";
        public const string Ratio = "1.8x";
        public const string BeforeNs = "54";
        public const string AfterNs = "30";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/IgnoreCase4NeedlesShort: 111.4 -> 23.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_IgnoreCase4NeedlesShort
    {
        public const string Speedup = "4.8x";
        public const string Ratio = "4.8x";
        public const string BeforeNs = "111";
        public const string AfterNs = "23";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/MarkupConstants: 140.8 -> 74.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_MarkupConstants
    {
        public const string Speedup = "1.9x";
        public const string Ratio = "1.9x";
        public const string BeforeNs = "141";
        public const string AfterNs = "75";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/WarningOrErrorShort: 46.4 -> 45.1 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0602_WarningOrErrorShort
    {
        public const string Speedup = "1.0x";
        public const string Ratio = "1.0x";
        public const string BeforeNs = "46";
        public const string AfterNs = "45";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0603: the range of the speedups measured faster.</summary>
    internal static class PERF0603
    {
        public const string MinSpeedup = "1.3x";
        public const string MaxSpeedup = "4.9x";
    }

    /// <summary>PERF0603/ArrayContains: 25,105.4 -> 5,092.1 ns (faster), 48,000 -> 0 B.</summary>
    internal static class PERF0603_ArrayContains
    {
        public const string Speedup = "4.9x";
        public const string Ratio = "4.9x";
        public const string BeforeNs = "25,105";
        public const string AfterNs = "5,092";
        public const string BeforeBytes = "48,000";
        public const string AfterBytes = "0";
        public const string SavedBytes = "48,000";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0603/HashSetContains: 6,332.4 -> 4,816.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0603_HashSetContains
    {
        public const string Speedup = "1.3x";
        public const string Ratio = "1.3x";
        public const string BeforeNs = "6,332";
        public const string AfterNs = "4,817";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0603/NegatedInNamespaceWithUsings: 4,113.4 -> 2,621.7 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0603_NegatedInNamespaceWithUsings
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "4,113";
        public const string AfterNs = "2,622";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0603/StringContains: 7,867.7 -> 5,113.0 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0603_StringContains
    {
        public const string Speedup = "1.5x";
        public const string Ratio = "1.5x";
        public const string BeforeNs = "7,868";
        public const string AfterNs = "5,113";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0701: the range of the speedups measured faster.</summary>
    internal static class PERF0701
    {
        public const string MinSpeedup = "1.6x";
        public const string MaxSpeedup = "3.3x";
    }

    /// <summary>PERF0701/Slices: 26,873.1 -> 8,048.5 ns (faster), 54,520 -> 17,512 B.</summary>
    internal static class PERF0701_Slices
    {
        public const string Speedup = "3.3x";
        public const string Ratio = "3.3x";
        public const string BeforeNs = "26,873";
        public const string AfterNs = "8,048";
        public const string BeforeBytes = "54,520";
        public const string AfterBytes = "17,512";
        public const string SavedBytes = "37,008";
        public const string FewerBytes = "68%";
    }

    /// <summary>PERF0701/Tokens: 88,394.4 -> 54,734.1 ns (faster), 64,592 -> 21,840 B.</summary>
    internal static class PERF0701_Tokens
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "88,394";
        public const string AfterNs = "54,734";
        public const string BeforeBytes = "64,592";
        public const string AfterBytes = "21,840";
        public const string SavedBytes = "42,752";
        public const string FewerBytes = "66%";
    }

    /// <summary>PERF0702: the range of the speedups measured faster.</summary>
    internal static class PERF0702
    {
        public const string MinSpeedup = "1.4x";
        public const string MaxSpeedup = "2.0x";
    }

    /// <summary>PERF0702/Numbers: 614,292.5 -> 386,417.9 ns (faster), 240,475 -> 101,212 B.</summary>
    internal static class PERF0702_Numbers
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "614,292";
        public const string AfterNs = "386,418";
        public const string BeforeBytes = "240,475";
        public const string AfterBytes = "101,212";
        public const string SavedBytes = "139,263";
        public const string FewerBytes = "58%";
    }

    /// <summary>PERF0702/Provider: 289,618.4 -> 208,474.6 ns (faster), 92,690 -> 51,090 B.</summary>
    internal static class PERF0702_Provider
    {
        public const string Speedup = "1.4x";
        public const string Ratio = "1.4x";
        public const string BeforeNs = "289,618";
        public const string AfterNs = "208,475";
        public const string BeforeBytes = "92,690";
        public const string AfterBytes = "51,090";
        public const string SavedBytes = "41,600";
        public const string FewerBytes = "45%";
    }

    /// <summary>PERF0702/Strings: 151,632.3 -> 75,245.4 ns (faster), 69,433 -> 59,856 B.</summary>
    internal static class PERF0702_Strings
    {
        public const string Speedup = "2.0x";
        public const string Ratio = "2.0x";
        public const string BeforeNs = "151,632";
        public const string AfterNs = "75,245";
        public const string BeforeBytes = "69,433";
        public const string AfterBytes = "59,856";
        public const string SavedBytes = "9,577";
        public const string FewerBytes = "14%";
    }

    /// <summary>PERF0703: the range of the speedups measured faster.</summary>
    internal static class PERF0703
    {
        public const string MinSpeedup = "1.5x";
        public const string MaxSpeedup = "2.1x";
    }

    /// <summary>PERF0703/Compare: 16,341.9 -> 8,776.2 ns (faster), 32,800 -> 0 B.</summary>
    internal static class PERF0703_Compare
    {
        public const string Speedup = "1.9x";
        public const string Ratio = "1.9x";
        public const string BeforeNs = "16,342";
        public const string AfterNs = "8,776";
        public const string BeforeBytes = "32,800";
        public const string AfterBytes = "0";
        public const string SavedBytes = "32,800";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0703/Nested: 40,994.8 -> 27,779.1 ns (faster), 65,936 -> 0 B.</summary>
    internal static class PERF0703_Nested
    {
        public const string Speedup = "1.5x";
        public const string Ratio = "1.5x";
        public const string BeforeNs = "40,995";
        public const string AfterNs = "27,779";
        public const string BeforeBytes = "65,936";
        public const string AfterBytes = "0";
        public const string SavedBytes = "65,936";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0703/Options: 95,965.6 -> 46,368.5 ns (faster), 172,800 -> 0 B.</summary>
    internal static class PERF0703_Options
    {
        public const string Speedup = "2.1x";
        public const string Ratio = "2.1x";
        public const string BeforeNs = "95,966";
        public const string AfterNs = "46,368";
        public const string BeforeBytes = "172,800";
        public const string AfterBytes = "0";
        public const string SavedBytes = "172,800";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0703/Parse: 40,735.3 -> 24,952.5 ns (faster), 57,472 -> 0 B.</summary>
    internal static class PERF0703_Parse
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "40,735";
        public const string AfterNs = "24,952";
        public const string BeforeBytes = "57,472";
        public const string AfterBytes = "0";
        public const string SavedBytes = "57,472";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0704: the range of the speedups measured faster.</summary>
    internal static class PERF0704
    {
        public const string MinSpeedup = "7.3x";
        public const string MaxSpeedup = "10x";
    }

    /// <summary>PERF0704/Equality: 49,612.5 -> 4,953.8 ns (faster), 96,000 -> 0 B.</summary>
    internal static class PERF0704_Equality
    {
        public const string Speedup = "10x";
        public const string Ratio = "10x";
        public const string BeforeNs = "49,612";
        public const string AfterNs = "4,954";
        public const string BeforeBytes = "96,000";
        public const string AfterBytes = "0";
        public const string SavedBytes = "96,000";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0704/OrdinalComparison: 33,264.6 -> 4,577.9 ns (faster), 70,592 -> 0 B.</summary>
    internal static class PERF0704_OrdinalComparison
    {
        public const string Speedup = "7.3x";
        public const string Ratio = "7.3x";
        public const string BeforeNs = "33,265";
        public const string AfterNs = "4,578";
        public const string BeforeBytes = "70,592";
        public const string AfterBytes = "0";
        public const string SavedBytes = "70,592";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0704/Parse: 138,441.3 -> 126,452.2 ns (no measurable difference), 43,193 -> 0 B.</summary>
    internal static class PERF0704_Parse
    {
        public const string Speedup = "1.1x";
        public const string Ratio = "1.1x";
        public const string BeforeNs = "138,441";
        public const string AfterNs = "126,452";
        public const string BeforeBytes = "43,193";
        public const string AfterBytes = "0";
        public const string SavedBytes = "43,193";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0705: the range of the speedups measured faster.</summary>
    internal static class PERF0705
    {
        public const string MinSpeedup = "1x";
        public const string MaxSpeedup = "1x";
    }

    /// <summary>PERF0705/Keys: 79,026.4 -> 60,212.3 ns (no measurable difference), 68,000 -> 20,001 B.</summary>
    internal static class PERF0705_Keys
    {
        public const string Speedup = "1.3x";
        public const string Ratio = "1.3x";
        public const string BeforeNs = "79,026";
        public const string AfterNs = "60,212";
        public const string BeforeBytes = "68,000";
        public const string AfterBytes = "20,001";
        public const string SavedBytes = "47,999";
        public const string FewerBytes = "71%";
    }

    /// <summary>PERF0706: the range of the speedups measured faster.</summary>
    internal static class PERF0706
    {
        public const string MinSpeedup = "3.5x";
        public const string MaxSpeedup = "4.5x";
    }

    /// <summary>PERF0706/Append: 67,972.2 -> 63,715.5 ns (no measurable difference), 15,624 -> 3,625 B.</summary>
    internal static class PERF0706_Append
    {
        public const string Speedup = "1.1x";
        public const string Ratio = "1.1x";
        public const string BeforeNs = "67,972";
        public const string AfterNs = "63,716";
        public const string BeforeBytes = "15,624";
        public const string AfterBytes = "3,625";
        public const string SavedBytes = "11,999";
        public const string FewerBytes = "77%";
    }

    /// <summary>PERF0706/CopyTo: 11,457.0 -> 3,228.7 ns (faster), 38,912 -> 0 B.</summary>
    internal static class PERF0706_CopyTo
    {
        public const string Speedup = "3.5x";
        public const string Ratio = "3.5x";
        public const string BeforeNs = "11,457";
        public const string AfterNs = "3,229";
        public const string BeforeBytes = "38,912";
        public const string AfterBytes = "0";
        public const string SavedBytes = "38,912";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0706/TryCopyTo: 51,203.6 -> 11,338.3 ns (faster), 97,352 -> 152 B.</summary>
    internal static class PERF0706_TryCopyTo
    {
        public const string Speedup = "4.5x";
        public const string Ratio = "4.5x";
        public const string BeforeNs = "51,204";
        public const string AfterNs = "11,338";
        public const string BeforeBytes = "97,352";
        public const string AfterBytes = "152";
        public const string SavedBytes = "97,200";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0706/UsingStaticSlices: 56,085.4 -> 14,978.6 ns (faster), 77,648 -> 48 B.</summary>
    internal static class PERF0706_UsingStaticSlices
    {
        public const string Speedup = "3.7x";
        public const string Ratio = "3.7x";
        public const string BeforeNs = "56,085";
        public const string AfterNs = "14,979";
        public const string BeforeBytes = "77,648";
        public const string AfterBytes = "48";
        public const string SavedBytes = "77,600";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0707: the range of the speedups measured faster.</summary>
    internal static class PERF0707
    {
        public const string MinSpeedup = "3.3x";
        public const string MaxSpeedup = "7.0x";
    }

    /// <summary>PERF0707/TargetTyped: 31,513.3 -> 4,474.0 ns (faster), 37,600 -> 0 B.</summary>
    internal static class PERF0707_TargetTyped
    {
        public const string Speedup = "7.0x";
        public const string Ratio = "7.0x";
        public const string BeforeNs = "31,513";
        public const string AfterNs = "4,474";
        public const string BeforeBytes = "37,600";
        public const string AfterBytes = "0";
        public const string SavedBytes = "37,600";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0707/WriterPerCall: 150,933.2 -> 45,737.3 ns (faster), 265,601 -> 23,200 B.</summary>
    internal static class PERF0707_WriterPerCall
    {
        public const string Speedup = "3.3x";
        public const string Ratio = "3.3x";
        public const string BeforeNs = "150,933";
        public const string AfterNs = "45,737";
        public const string BeforeBytes = "265,601";
        public const string AfterBytes = "23,200";
        public const string SavedBytes = "242,401";
        public const string FewerBytes = "91%";
    }

    /// <summary>PERF0708: the range of the speedups measured faster.</summary>
    internal static class PERF0708
    {
        public const string MinSpeedup = "1.8x";
        public const string MaxSpeedup = "5.7x";
    }

    /// <summary>PERF0708/GetValuesCast: 16,515.2 -> 5,345.2 ns (faster), 3,200 -> 3,200 B.</summary>
    internal static class PERF0708_GetValuesCast
    {
        public const string Speedup = "3.1x";
        public const string Ratio = "3.1x";
        public const string BeforeNs = "16,515";
        public const string AfterNs = "5,345";
        public const string BeforeBytes = "3,200";
        public const string AfterBytes = "3,200";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0708/GetValuesForeach: 34,741.3 -> 6,077.7 ns (faster), 23,603 -> 6,001 B.</summary>
    internal static class PERF0708_GetValuesForeach
    {
        public const string Speedup = "5.7x";
        public const string Ratio = "5.7x";
        public const string BeforeNs = "34,741";
        public const string AfterNs = "6,078";
        public const string BeforeBytes = "23,603";
        public const string AfterBytes = "6,001";
        public const string SavedBytes = "17,602";
        public const string FewerBytes = "75%";
    }

    /// <summary>PERF0708/IsDefinedGetName: 40,595.7 -> 9,951.5 ns (faster), 19,391 -> 184 B.</summary>
    internal static class PERF0708_IsDefinedGetName
    {
        public const string Speedup = "4.1x";
        public const string Ratio = "4.1x";
        public const string BeforeNs = "40,596";
        public const string AfterNs = "9,952";
        public const string BeforeBytes = "19,391";
        public const string AfterBytes = "184";
        public const string SavedBytes = "19,207";
        public const string FewerBytes = "99%";
    }

    /// <summary>PERF0708/ParseCast: 48,426.9 -> 26,265.4 ns (faster), 21,126 -> 6,722 B.</summary>
    internal static class PERF0708_ParseCast
    {
        public const string Speedup = "1.8x";
        public const string Ratio = "1.8x";
        public const string BeforeNs = "48,427";
        public const string AfterNs = "26,265";
        public const string BeforeBytes = "21,126";
        public const string AfterBytes = "6,722";
        public const string SavedBytes = "14,404";
        public const string FewerBytes = "68%";
    }

    /// <summary>PERF0801: the range of the speedups measured faster.</summary>
    internal static class PERF0801
    {
        public const string MinSpeedup = "1.6x";
        public const string MaxSpeedup = "2.7x";
    }

    /// <summary>PERF0801/FreshReference: 117,978.3 -> 47,578.0 ns (faster), 33,808 -> 33,808 B.</summary>
    internal static class PERF0801_FreshReference
    {
        public const string Speedup = "2.5x";
        public const string Ratio = "2.5x";
        public const string BeforeNs = "117,978";
        public const string AfterNs = "47,578";
        public const string BeforeBytes = "33,808";
        public const string AfterBytes = "33,808";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0801/GuardedTotals: 36,959.9 -> 13,747.2 ns (faster), 4,624 -> 4,624 B.</summary>
    internal static class PERF0801_GuardedTotals
    {
        public const string Speedup = "2.7x";
        public const string Ratio = "2.7x";
        public const string BeforeNs = "36,960";
        public const string AfterNs = "13,747";
        public const string BeforeBytes = "4,624";
        public const string AfterBytes = "4,624";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0801/OperatorsAndPlacements: 356,865.2 -> 182,103.9 ns (faster), 110,090 -> 110,083 B.</summary>
    internal static class PERF0801_OperatorsAndPlacements
    {
        public const string Speedup = "2.0x";
        public const string Ratio = "2.0x";
        public const string BeforeNs = "356,865";
        public const string AfterNs = "182,104";
        public const string BeforeBytes = "110,090";
        public const string AfterBytes = "110,083";
        public const string SavedBytes = "7";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0801/RunningMinimum: 10,878.4 -> 6,873.8 ns (faster), 4,624 -> 4,624 B.</summary>
    internal static class PERF0801_RunningMinimum
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "10,878";
        public const string AfterNs = "6,874";
        public const string BeforeBytes = "4,624";
        public const string AfterBytes = "4,624";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0801/WordCount: 22,695.3 -> 13,643.4 ns (faster), 10,192 -> 10,192 B.</summary>
    internal static class PERF0801_WordCount
    {
        public const string Speedup = "1.7x";
        public const string Ratio = "1.7x";
        public const string BeforeNs = "22,695";
        public const string AfterNs = "13,643";
        public const string BeforeBytes = "10,192";
        public const string AfterBytes = "10,192";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0802: the range of the speedups measured faster.</summary>
    internal static class PERF0802
    {
        public const string MinSpeedup = "1.5x";
        public const string MaxSpeedup = "1.7x";
    }

    /// <summary>PERF0802/IgnoreCaseContains: 33,536.9 -> 22,538.9 ns (faster), 34,000 -> 0 B.</summary>
    internal static class PERF0802_IgnoreCaseContains
    {
        public const string Speedup = "1.5x";
        public const string Ratio = "1.5x";
        public const string BeforeNs = "33,537";
        public const string AfterNs = "22,539";
        public const string BeforeBytes = "34,000";
        public const string AfterBytes = "0";
        public const string SavedBytes = "34,000";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0802/KeywordTryGetValue: 31,164.7 -> 18,153.0 ns (faster), 32,800 -> 0 B.</summary>
    internal static class PERF0802_KeywordTryGetValue
    {
        public const string Speedup = "1.7x";
        public const string Ratio = "1.7x";
        public const string BeforeNs = "31,165";
        public const string AfterNs = "18,153";
        public const string BeforeBytes = "32,800";
        public const string AfterBytes = "0";
        public const string SavedBytes = "32,800";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0802/OrdinalIndexer: 32,557.4 -> 19,940.3 ns (faster), 42,464 -> 465 B.</summary>
    internal static class PERF0802_OrdinalIndexer
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "32,557";
        public const string AfterNs = "19,940";
        public const string BeforeBytes = "42,464";
        public const string AfterBytes = "465";
        public const string SavedBytes = "41,999";
        public const string FewerBytes = "99%";
    }

    /// <summary>PERF0804: the range of the speedups measured faster.</summary>
    internal static class PERF0804
    {
        public const string MinSpeedup = "1.5x";
        public const string MaxSpeedup = "7.2x";
    }

    /// <summary>PERF0804/ByteSpanFill: 389.1 -> 53.7 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0804_ByteSpanFill
    {
        public const string Speedup = "7.2x";
        public const string Ratio = "7.2x";
        public const string BeforeNs = "389";
        public const string AfterNs = "54";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0804/CharArrayClear: 673.2 -> 328.2 ns (faster), 2,024 -> 2,024 B.</summary>
    internal static class PERF0804_CharArrayClear
    {
        public const string Speedup = "2.1x";
        public const string Ratio = "2.1x";
        public const string BeforeNs = "673";
        public const string AfterNs = "328";
        public const string BeforeBytes = "2,024";
        public const string AfterBytes = "2,024";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0804/DoubleSpanClear: 509.2 -> 218.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0804_DoubleSpanClear
    {
        public const string Speedup = "2.3x";
        public const string Ratio = "2.3x";
        public const string BeforeNs = "509";
        public const string AfterNs = "218";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0804/IntArrayFill: 386.5 -> 188.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0804_IntArrayFill
    {
        public const string Speedup = "2.1x";
        public const string Ratio = "2.1x";
        public const string BeforeNs = "386";
        public const string AfterNs = "188";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0804/ObjectArrayFill: 4,679.5 -> 3,032.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0804_ObjectArrayFill
    {
        public const string Speedup = "1.5x";
        public const string Ratio = "1.5x";
        public const string BeforeNs = "4,680";
        public const string AfterNs = "3,033";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0805: the range of the speedups measured faster.</summary>
    internal static class PERF0805
    {
        public const string MinSpeedup = "3.6x";
        public const string MaxSpeedup = "7.7x";
    }

    /// <summary>PERF0805/CharSpans: 358.9 -> 46.5 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0805_CharSpans
    {
        public const string Speedup = "7.7x";
        public const string Ratio = "7.7x";
        public const string BeforeNs = "359";
        public const string AfterNs = "46";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0805/IntArrays: 328.4 -> 90.7 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0805_IntArrays
    {
        public const string Speedup = "3.6x";
        public const string Ratio = "3.6x";
        public const string BeforeNs = "328";
        public const string AfterNs = "91";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0806: the range of the speedups measured faster.</summary>
    internal static class PERF0806
    {
        public const string MinSpeedup = "2.2x";
        public const string MaxSpeedup = "3.8x";
    }

    /// <summary>PERF0806/IgnoreCaseComparer: 35,418.3 -> 9,366.0 ns (faster), 31,072 -> 31,016 B.</summary>
    internal static class PERF0806_IgnoreCaseComparer
    {
        public const string Speedup = "3.8x";
        public const string Ratio = "3.8x";
        public const string BeforeNs = "35,418";
        public const string AfterNs = "9,366";
        public const string BeforeBytes = "31,072";
        public const string AfterBytes = "31,016";
        public const string SavedBytes = "56";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0806/StringKeys: 19,415.9 -> 8,745.1 ns (faster), 31,072 -> 31,016 B.</summary>
    internal static class PERF0806_StringKeys
    {
        public const string Speedup = "2.2x";
        public const string Ratio = "2.2x";
        public const string BeforeNs = "19,416";
        public const string AfterNs = "8,745";
        public const string BeforeBytes = "31,072";
        public const string AfterBytes = "31,016";
        public const string SavedBytes = "56";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0807: the range of the speedups measured faster.</summary>
    internal static class PERF0807
    {
        public const string MinSpeedup = "1.4x";
        public const string MaxSpeedup = "1.4x";
    }

    /// <summary>PERF0807/ArrayCastForeach: 1,227.5 -> 881.1 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0807_ArrayCastForeach
    {
        public const string Speedup = "1.4x";
        public const string Ratio = "1.4x";
        public const string BeforeNs = "1,228";
        public const string AfterNs = "881";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0807/ListOfTypeForeach: 1,107.6 -> 1,125.8 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0807_ListOfTypeForeach
    {
        public const string Speedup = "1.0x";
        public const string Ratio = "1.0x";
        public const string BeforeNs = "1,108";
        public const string AfterNs = "1,126";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0901: the range of the speedups measured faster.</summary>
    internal static class PERF0901
    {
        public const string MinSpeedup = "9.7x";
        public const string MaxSpeedup = "115x";
    }

    /// <summary>PERF0901/InPlace: 584,407.6 -> 5,068.0 ns (faster), 57,604 -> 0 B.</summary>
    internal static class PERF0901_InPlace
    {
        public const string Speedup = "115x";
        public const string Ratio = "115x";
        public const string BeforeNs = "584,408";
        public const string AfterNs = "5,068";
        public const string BeforeBytes = "57,604";
        public const string AfterBytes = "0";
        public const string SavedBytes = "57,604";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0901/Local: 176,376.3 -> 18,236.5 ns (faster), 14,401 -> 0 B.</summary>
    internal static class PERF0901_Local
    {
        public const string Speedup = "9.7x";
        public const string Ratio = "9.7x";
        public const string BeforeNs = "176,376";
        public const string AfterNs = "18,236";
        public const string BeforeBytes = "14,401";
        public const string AfterBytes = "0";
        public const string SavedBytes = "14,401";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0902: the range of the speedups measured faster.</summary>
    internal static class PERF0902
    {
        public const string MinSpeedup = "7.6x";
        public const string MaxSpeedup = "122260x";
    }

    /// <summary>PERF0902/InPlaceId: 7,210.1 -> 950.2 ns (faster), 14,800 -> 1,600 B.</summary>
    internal static class PERF0902_InPlaceId
    {
        public const string Speedup = "7.6x";
        public const string Ratio = "7.6x";
        public const string BeforeNs = "7,210";
        public const string AfterNs = "950";
        public const string BeforeBytes = "14,800";
        public const string AfterBytes = "1,600";
        public const string SavedBytes = "13,200";
        public const string FewerBytes = "89%";
    }

    /// <summary>PERF0902/Locals: 2,875,571.3 -> 34.1 ns (faster), 770,567 -> 0 B.</summary>
    internal static class PERF0902_Locals
    {
        public const string Speedup = "84328x";
        public const string Ratio = "84328x";
        public const string BeforeNs = "2,875,571";
        public const string AfterNs = "34";
        public const string BeforeBytes = "770,567";
        public const string AfterBytes = "0";
        public const string SavedBytes = "770,567";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0902/MainModulePath: 3,973,437.4 -> 32.5 ns (faster), 1,133,238 -> 0 B.</summary>
    internal static class PERF0902_MainModulePath
    {
        public const string Speedup = "122260x";
        public const string Ratio = "122260x";
        public const string BeforeNs = "3,973,437";
        public const string AfterNs = "32";
        public const string BeforeBytes = "1,133,238";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,133,238";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0903: the range of the speedups measured faster.</summary>
    internal static class PERF0903
    {
        public const string MinSpeedup = "1.5x";
        public const string MaxSpeedup = "1.5x";
    }

    /// <summary>PERF0903/Handlers: 9,328.9 -> 6,213.8 ns (faster), 5,248 -> 1,408 B.</summary>
    internal static class PERF0903_Handlers
    {
        public const string Speedup = "1.5x";
        public const string Ratio = "1.5x";
        public const string BeforeNs = "9,329";
        public const string AfterNs = "6,214";
        public const string BeforeBytes = "5,248";
        public const string AfterBytes = "1,408";
        public const string SavedBytes = "3,840";
        public const string FewerBytes = "73%";
    }

    /// <summary>PERF0905: the range of the speedups measured faster.</summary>
    internal static class PERF0905
    {
        public const string MinSpeedup = "2.4x";
        public const string MaxSpeedup = "2.4x";
    }

    /// <summary>PERF0905/ShortNames: 59.1 -> 87.1 ns (slower), 0 -> 0 B.</summary>
    internal static class PERF0905_ShortNames
    {
        public const string Speedup = "0.7x";
        public const string Ratio = "0.7x";
        public const string BeforeNs = "59";
        public const string AfterNs = "87";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0905/StringTable: 981.1 -> 403.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0905_StringTable
    {
        public const string Speedup = "2.4x";
        public const string Ratio = "2.4x";
        public const string BeforeNs = "981";
        public const string AfterNs = "404";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0906: the range of the speedups measured faster.</summary>
    internal static class PERF0906
    {
        public const string MinSpeedup = "1.7x";
        public const string MaxSpeedup = "2.7x";
    }

    /// <summary>PERF0906/Records: 496.6 -> 181.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0906_Records
    {
        public const string Speedup = "2.7x";
        public const string Ratio = "2.7x";
        public const string BeforeNs = "497";
        public const string AfterNs = "182";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0906/Writes: 831.9 -> 489.1 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0906_Writes
    {
        public const string Speedup = "1.7x";
        public const string Ratio = "1.7x";
        public const string BeforeNs = "832";
        public const string AfterNs = "489";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0907: the range of the speedups measured faster.</summary>
    internal static class PERF0907
    {
        public const string MinSpeedup = "1.4x";
        public const string MaxSpeedup = "1.8x";
    }

    /// <summary>PERF0907/BlockLocals: 36,982.5 -> 25,800.0 ns (faster), 5,745 -> 2,464 B.</summary>
    internal static class PERF0907_BlockLocals
    {
        public const string Speedup = "1.4x";
        public const string Ratio = "1.4x";
        public const string BeforeNs = "36,982";
        public const string AfterNs = "25,800";
        public const string BeforeBytes = "5,745";
        public const string AfterBytes = "2,464";
        public const string SavedBytes = "3,281";
        public const string FewerBytes = "57%";
    }

    /// <summary>PERF0907/CommentedCfb128: 9,342.2 -> 6,511.9 ns (faster), 2,224 -> 848 B.</summary>
    internal static class PERF0907_CommentedCfb128
    {
        public const string Speedup = "1.4x";
        public const string Ratio = "1.4x";
        public const string BeforeNs = "9,342";
        public const string AfterNs = "6,512";
        public const string BeforeBytes = "2,224";
        public const string AfterBytes = "848";
        public const string SavedBytes = "1,376";
        public const string FewerBytes = "62%";
    }

    /// <summary>PERF0907/Envelope: 34,980.8 -> 21,650.8 ns (faster), 5,513 -> 1,984 B.</summary>
    internal static class PERF0907_Envelope
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "34,981";
        public const string AfterNs = "21,651";
        public const string BeforeBytes = "5,513";
        public const string AfterBytes = "1,984";
        public const string SavedBytes = "3,529";
        public const string FewerBytes = "64%";
    }

    /// <summary>PERF0907/KeyDerivation: 5,318,909.6 -> 2,876,801.4 ns (faster), 2,071 -> 417 B.</summary>
    internal static class PERF0907_KeyDerivation
    {
        public const string Speedup = "1.8x";
        public const string Ratio = "1.8x";
        public const string BeforeNs = "5,318,910";
        public const string AfterNs = "2,876,801";
        public const string BeforeBytes = "2,071";
        public const string AfterBytes = "417";
        public const string SavedBytes = "1,654";
        public const string FewerBytes = "80%";
    }

    /// <summary>PERF1001: the range of the speedups measured faster.</summary>
    internal static class PERF1001
    {
        public const string MinSpeedup = "12x";
        public const string MaxSpeedup = "109x";
    }

    /// <summary>PERF1001/Fields: 601,655.4 -> 50,671.4 ns (faster), 202,913 -> 82,856 B.</summary>
    internal static class PERF1001_Fields
    {
        public const string Speedup = "12x";
        public const string Ratio = "12x";
        public const string BeforeNs = "601,655";
        public const string AfterNs = "50,671";
        public const string BeforeBytes = "202,913";
        public const string AfterBytes = "82,856";
        public const string SavedBytes = "120,057";
        public const string FewerBytes = "59%";
    }

    /// <summary>PERF1001/PositionalFields: 302,950.0 -> 2,774.6 ns (faster), 264,402 -> 400 B.</summary>
    internal static class PERF1001_PositionalFields
    {
        public const string Speedup = "109x";
        public const string Ratio = "109x";
        public const string BeforeNs = "302,950";
        public const string AfterNs = "2,775";
        public const string BeforeBytes = "264,402";
        public const string AfterBytes = "400";
        public const string SavedBytes = "264,002";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF1002: the range of the speedups measured faster.</summary>
    internal static class PERF1002
    {
        public const string MinSpeedup = "1.6x";
        public const string MaxSpeedup = "1.6x";
    }

    /// <summary>PERF1002/Serialize: 10,904.1 -> 6,956.1 ns (faster), 5,528 -> 2,136 B.</summary>
    internal static class PERF1002_Serialize
    {
        public const string Speedup = "1.6x";
        public const string Ratio = "1.6x";
        public const string BeforeNs = "10,904";
        public const string AfterNs = "6,956";
        public const string BeforeBytes = "5,528";
        public const string AfterBytes = "2,136";
        public const string SavedBytes = "3,392";
        public const string FewerBytes = "61%";
    }

    /// <summary>PERF1003: the range of the speedups measured faster.</summary>
    internal static class PERF1003
    {
        public const string MinSpeedup = "1.5x";
        public const string MaxSpeedup = "662x";
    }

    /// <summary>PERF1003/NamespaceLocalConstants: 2,657.6 -> 1,558.6 ns (faster), 968 -> 968 B.</summary>
    internal static class PERF1003_NamespaceLocalConstants
    {
        public const string Speedup = "1.7x";
        public const string Ratio = "1.7x";
        public const string BeforeNs = "2,658";
        public const string AfterNs = "1,559";
        public const string BeforeBytes = "968";
        public const string AfterBytes = "968";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF1003/PerCallRegex: 6,977,000.0 -> 10,544.9 ns (faster), 152,957 -> 9,208 B.</summary>
    internal static class PERF1003_PerCallRegex
    {
        public const string Speedup = "662x";
        public const string Ratio = "662x";
        public const string BeforeNs = "6,977,000";
        public const string AfterNs = "10,545";
        public const string BeforeBytes = "152,957";
        public const string AfterBytes = "9,208";
        public const string SavedBytes = "143,749";
        public const string FewerBytes = "94%";
    }

    /// <summary>PERF1003/PerCallRegexLibrary: 66,387.8 -> 8,725.8 ns (faster), 71,856 -> 4,377 B.</summary>
    internal static class PERF1003_PerCallRegexLibrary
    {
        public const string Speedup = "7.6x";
        public const string Ratio = "7.6x";
        public const string BeforeNs = "66,388";
        public const string AfterNs = "8,726";
        public const string BeforeBytes = "71,856";
        public const string AfterBytes = "4,377";
        public const string SavedBytes = "67,479";
        public const string FewerBytes = "94%";
    }

    /// <summary>PERF1003/StaticCalls: 21,439.5 -> 14,303.3 ns (faster), 7,601 -> 7,601 B.</summary>
    internal static class PERF1003_StaticCalls
    {
        public const string Speedup = "1.5x";
        public const string Ratio = "1.5x";
        public const string BeforeNs = "21,440";
        public const string AfterNs = "14,303";
        public const string BeforeBytes = "7,601";
        public const string AfterBytes = "7,601";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF1003/UsingStaticOperators: 1,945.1 -> 1,093.6 ns (faster), 408 -> 408 B.</summary>
    internal static class PERF1003_UsingStaticOperators
    {
        public const string Speedup = "1.8x";
        public const string Ratio = "1.8x";
        public const string BeforeNs = "1,945";
        public const string AfterNs = "1,094";
        public const string BeforeBytes = "408";
        public const string AfterBytes = "408";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF1004: the range of the speedups measured faster.</summary>
    internal static class PERF1004
    {
        public const string MinSpeedup = "3.1x";
        public const string MaxSpeedup = "3.1x";
    }

    /// <summary>PERF1004/Timeouts: 111,621.8 -> 36,177.4 ns (faster), 23,358 -> 12,052 B.</summary>
    internal static class PERF1004_Timeouts
    {
        public const string Speedup = "3.1x";
        public const string Ratio = "3.1x";
        public const string BeforeNs = "111,622";
        public const string AfterNs = "36,177";
        public const string BeforeBytes = "23,358";
        public const string AfterBytes = "12,052";
        public const string SavedBytes = "11,306";
        public const string FewerBytes = "48%";
    }
}
