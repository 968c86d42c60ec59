// Generated from docs/benchmarks.md by DocsGenerator.MeasuredSource; do not edit by hand. Regenerate with
// PERFANALYZERS_UPDATE_DOCS=1 dotnet test PerfAnalyzers.sln --filter FullyQualifiedName~ConsistencyTests
namespace PerfAnalyzers.Internals;

/// <summary>The benchmark numbers the diagnostic messages quote, as measured by the benchmark command.</summary>
internal static class Measured
{
    /// <summary>PERF0101: the range of the speedups measured faster.</summary>
    internal static class PERF0101
    {
        public const string MinSpeedup = "6.5x";
        public const string MaxSpeedup = "27x";
    }

    /// <summary>PERF0101/BitConverterReplace: 3,504.3 -> 135.0 ns (faster), 1,048 -> 424 B.</summary>
    internal static class PERF0101_BitConverterReplace
    {
        public const string Speedup = "26x";
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
        public const string BeforeNs = "14,310";
        public const string AfterNs = "888";
        public const string BeforeBytes = "5,816";
        public const string AfterBytes = "3,320";
        public const string SavedBytes = "2,496";
        public const string FewerBytes = "43%";
    }

    /// <summary>PERF0101/LowerNet8: 2,616.7 -> 401.5 ns (faster), 1,384 -> 888 B.</summary>
    internal static class PERF0101_LowerNet8
    {
        public const string Speedup = "6.5x";
        public const string BeforeNs = "2,617";
        public const string AfterNs = "402";
        public const string BeforeBytes = "1,384";
        public const string AfterBytes = "888";
        public const string SavedBytes = "496";
        public const string FewerBytes = "36%";
    }

    /// <summary>PERF0101/StartLengthOverloads: 11,143.0 -> 717.1 ns (faster), 5,360 -> 2,504 B.</summary>
    internal static class PERF0101_StartLengthOverloads
    {
        public const string Speedup = "16x";
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
        public const string MinSpeedup = "1x";
        public const string MaxSpeedup = "1x";
    }

    /// <summary>PERF0102/StaticConvertImport: 305.9 -> 139.9 ns (no measurable difference), 848 -> 424 B.</summary>
    internal static class PERF0102_StaticConvertImport
    {
        public const string Speedup = "2.2x";
        public const string BeforeNs = "306";
        public const string AfterNs = "140";
        public const string BeforeBytes = "848";
        public const string AfterBytes = "424";
        public const string SavedBytes = "424";
        public const string FewerBytes = "50%";
    }

    /// <summary>PERF0102/ToHexStringToLower: 322.0 -> 137.3 ns (no measurable difference), 848 -> 424 B.</summary>
    internal static class PERF0102_ToHexStringToLower
    {
        public const string Speedup = "2.3x";
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
        public const string MinSpeedup = "2.2x";
        public const string MaxSpeedup = "6.1x";
    }

    /// <summary>PERF0302/Accounting: 221.6 -> 68.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0302_Accounting
    {
        public const string Speedup = "3.2x";
        public const string BeforeNs = "222";
        public const string AfterNs = "69";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0302/Contended: 974,935.9 -> 449,223.1 ns (faster), 364 -> 364 B.</summary>
    internal static class PERF0302_Contended
    {
        public const string Speedup = "2.2x";
        public const string BeforeNs = "974,936";
        public const string AfterNs = "449,223";
        public const string BeforeBytes = "364";
        public const string AfterBytes = "364";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0302/Increment: 15.6 -> 6.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0302_Increment
    {
        public const string Speedup = "2.3x";
        public const string BeforeNs = "16";
        public const string AfterNs = "7";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0302/ParenthesizedOperands: 75.1 -> 12.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0302_ParenthesizedOperands
    {
        public const string Speedup = "6.1x";
        public const string BeforeNs = "75";
        public const string AfterNs = "12";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0401: the range of the speedups measured faster.</summary>
    internal static class PERF0401
    {
        public const string MinSpeedup = "1.3x";
        public const string MaxSpeedup = "1.7x";
    }

    /// <summary>PERF0401/ArrayFindNet8: 348.6 -> 209.5 ns (faster), 136 -> 24 B.</summary>
    internal static class PERF0401_ArrayFindNet8
    {
        public const string Speedup = "1.7x";
        public const string BeforeNs = "349";
        public const string AfterNs = "210";
        public const string BeforeBytes = "136";
        public const string AfterBytes = "24";
        public const string SavedBytes = "112";
        public const string FewerBytes = "82%";
    }

    /// <summary>PERF0401/ArrayFirstOrDefault: 252.1 -> 186.1 ns (faster), 136 -> 24 B.</summary>
    internal static class PERF0401_ArrayFirstOrDefault
    {
        public const string Speedup = "1.4x";
        public const string BeforeNs = "252";
        public const string AfterNs = "186";
        public const string BeforeBytes = "136";
        public const string AfterBytes = "24";
        public const string SavedBytes = "112";
        public const string FewerBytes = "82%";
    }

    /// <summary>PERF0401/LazyCount: 7,028.6 -> 6,955.3 ns (no measurable difference), 184 -> 64 B.</summary>
    internal static class PERF0401_LazyCount
    {
        public const string Speedup = "1.0x";
        public const string BeforeNs = "7,029";
        public const string AfterNs = "6,955";
        public const string BeforeBytes = "184";
        public const string AfterBytes = "64";
        public const string SavedBytes = "120";
        public const string FewerBytes = "65%";
    }

    /// <summary>PERF0401/ListAny: 247.5 -> 189.2 ns (faster), 160 -> 24 B.</summary>
    internal static class PERF0401_ListAny
    {
        public const string Speedup = "1.3x";
        public const string BeforeNs = "248";
        public const string AfterNs = "189";
        public const string BeforeBytes = "160";
        public const string AfterBytes = "24";
        public const string SavedBytes = "136";
        public const string FewerBytes = "85%";
    }

    /// <summary>PERF0402: the range of the speedups measured faster.</summary>
    internal static class PERF0402
    {
        public const string MinSpeedup = "2.2x";
        public const string MaxSpeedup = "82x";
    }

    /// <summary>PERF0402/ArrayCountPredicate: 410.7 -> 190.8 ns (faster), 24 -> 24 B.</summary>
    internal static class PERF0402_ArrayCountPredicate
    {
        public const string Speedup = "2.2x";
        public const string BeforeNs = "411";
        public const string AfterNs = "191";
        public const string BeforeBytes = "24";
        public const string AfterBytes = "24";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0402/LazyCountGreaterThanZero: 1,182.5 -> 14.5 ns (faster), 40 -> 40 B.</summary>
    internal static class PERF0402_LazyCountGreaterThanZero
    {
        public const string Speedup = "82x";
        public const string BeforeNs = "1,182";
        public const string AfterNs = "14";
        public const string BeforeBytes = "40";
        public const string AfterBytes = "40";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0402/LazyEmptyChecks: 10,556.9 -> 1,888.2 ns (faster), 280 -> 281 B.</summary>
    internal static class PERF0402_LazyEmptyChecks
    {
        public const string Speedup = "5.6x";
        public const string BeforeNs = "10,557";
        public const string AfterNs = "1,888";
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

    /// <summary>PERF0403/ArrayMinBy10: 34.8 -> 17.8 ns (faster), 120 -> 32 B.</summary>
    internal static class PERF0403_ArrayMinBy10
    {
        public const string Speedup = "2.0x";
        public const string BeforeNs = "35";
        public const string AfterNs = "18";
        public const string BeforeBytes = "120";
        public const string AfterBytes = "32";
        public const string SavedBytes = "88";
        public const string FewerBytes = "73%";
    }

    /// <summary>PERF0403/ArrayMinBy100: 140.7 -> 112.1 ns (faster), 120 -> 32 B.</summary>
    internal static class PERF0403_ArrayMinBy100
    {
        public const string Speedup = "1.3x";
        public const string BeforeNs = "141";
        public const string AfterNs = "112";
        public const string BeforeBytes = "120";
        public const string AfterBytes = "32";
        public const string SavedBytes = "88";
        public const string FewerBytes = "73%";
    }

    /// <summary>PERF0403/ArrayMinBy10000: 9,969.5 -> 8,541.7 ns (faster), 120 -> 0 B.</summary>
    internal static class PERF0403_ArrayMinBy10000
    {
        public const string Speedup = "1.2x";
        public const string BeforeNs = "9,970";
        public const string AfterNs = "8,542";
        public const string BeforeBytes = "120";
        public const string AfterBytes = "0";
        public const string SavedBytes = "120";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0403/LazyMinBy: 713.4 -> 617.3 ns (faster), 2,536 -> 2,448 B.</summary>
    internal static class PERF0403_LazyMinBy
    {
        public const string Speedup = "1.2x";
        public const string BeforeNs = "713";
        public const string AfterNs = "617";
        public const string BeforeBytes = "2,536";
        public const string AfterBytes = "2,448";
        public const string SavedBytes = "88";
        public const string FewerBytes = "3%";
    }

    /// <summary>PERF0403/ListMaxByValueTuple: 440.0 -> 379.6 ns (faster), 144 -> 48 B.</summary>
    internal static class PERF0403_ListMaxByValueTuple
    {
        public const string Speedup = "1.2x";
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
        public const string MinSpeedup = "1.2x";
        public const string MaxSpeedup = "3.3x";
    }

    /// <summary>PERF0501/EarlyExitSkipsReturn: 85.3 -> 25.5 ns (faster), 1,048 -> 0 B.</summary>
    internal static class PERF0501_EarlyExitSkipsReturn
    {
        public const string Speedup = "3.3x";
        public const string BeforeNs = "85";
        public const string AfterNs = "26";
        public const string BeforeBytes = "1,048";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,048";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0501/RentWithoutReturn: 1,068.7 -> 884.0 ns (faster), 1,048 -> 0 B.</summary>
    internal static class PERF0501_RentWithoutReturn
    {
        public const string Speedup = "1.2x";
        public const string BeforeNs = "1,069";
        public const string AfterNs = "884";
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
        public const string BeforeNs = "1,292";
        public const string AfterNs = "1,352";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0502/DeclinedShapes: 2,826.2 -> 2,734.1 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0502_DeclinedShapes
    {
        public const string Speedup = "1.0x";
        public const string BeforeNs = "2,826";
        public const string AfterNs = "2,734";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0502/ReturnOnNormalPathOnly: 889.2 -> 885.0 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0502_ReturnOnNormalPathOnly
    {
        public const string Speedup = "1.0x";
        public const string BeforeNs = "889";
        public const string AfterNs = "885";
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
        public const string BeforeNs = "972";
        public const string AfterNs = "1,004";
        public const string BeforeBytes = "2,760";
        public const string AfterBytes = "2,760";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0504/SpanViewsOfRentedCopy: 8,767.6 -> 8,912.1 ns (no measurable difference), 3,808 -> 3,808 B.</summary>
    internal static class PERF0504_SpanViewsOfRentedCopy
    {
        public const string Speedup = "1.0x";
        public const string BeforeNs = "8,768";
        public const string AfterNs = "8,912";
        public const string BeforeBytes = "3,808";
        public const string AfterBytes = "3,808";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0505: the range of the speedups measured faster.</summary>
    internal static class PERF0505
    {
        public const string MinSpeedup = "1.1x";
        public const string MaxSpeedup = "1.1x";
    }

    /// <summary>PERF0505/ReturnToSharedPool: 1,017.6 -> 946.9 ns (faster), 1,048 -> 0 B.</summary>
    internal static class PERF0505_ReturnToSharedPool
    {
        public const string Speedup = "1.1x";
        public const string BeforeNs = "1,018";
        public const string AfterNs = "947";
        public const string BeforeBytes = "1,048";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,048";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0506: the range of the speedups measured faster.</summary>
    internal static class PERF0506
    {
        public const string MinSpeedup = "1.7x";
        public const string MaxSpeedup = "1.9x";
    }

    /// <summary>PERF0506/CreatePoolPerCall: 1,635.3 -> 935.7 ns (faster), 4,496 -> 0 B.</summary>
    internal static class PERF0506_CreatePoolPerCall
    {
        public const string Speedup = "1.7x";
        public const string BeforeNs = "1,635";
        public const string AfterNs = "936";
        public const string BeforeBytes = "4,496";
        public const string AfterBytes = "0";
        public const string SavedBytes = "4,496";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0506/ExistingPoolField: 1,972.3 -> 1,018.7 ns (faster), 7,840 -> 0 B.</summary>
    internal static class PERF0506_ExistingPoolField
    {
        public const string Speedup = "1.9x";
        public const string BeforeNs = "1,972";
        public const string AfterNs = "1,019";
        public const string BeforeBytes = "7,840";
        public const string AfterBytes = "0";
        public const string SavedBytes = "7,840";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507: the range of the speedups measured faster.</summary>
    internal static class PERF0507
    {
        public const string MinSpeedup = "1.9x";
        public const string MaxSpeedup = "42x";
    }

    /// <summary>PERF0507/ClearedSpanAndMemoryViews: 83,988.4 -> 43,738.4 ns (faster), 120,056 -> 0 B.</summary>
    internal static class PERF0507_ClearedSpanAndMemoryViews
    {
        public const string Speedup = "1.9x";
        public const string BeforeNs = "83,988";
        public const string AfterNs = "43,738";
        public const string BeforeBytes = "120,056";
        public const string AfterBytes = "0";
        public const string SavedBytes = "120,056";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507/Temporary100B: 2.3 -> 11.3 ns (slower), 0 -> 0 B.</summary>
    internal static class PERF0507_Temporary100B
    {
        public const string Speedup = "0.2x";
        public const string BeforeNs = "2";
        public const string AfterNs = "11";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0507/Temporary100KB: 24,930.2 -> 589.6 ns (faster), 100,021 -> 0 B.</summary>
    internal static class PERF0507_Temporary100KB
    {
        public const string Speedup = "42x";
        public const string BeforeNs = "24,930";
        public const string AfterNs = "590";
        public const string BeforeBytes = "100,021";
        public const string AfterBytes = "0";
        public const string SavedBytes = "100,021";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507/Temporary10KB: 637.6 -> 69.0 ns (faster), 10,024 -> 0 B.</summary>
    internal static class PERF0507_Temporary10KB
    {
        public const string Speedup = "9.2x";
        public const string BeforeNs = "638";
        public const string AfterNs = "69";
        public const string BeforeBytes = "10,024";
        public const string AfterBytes = "0";
        public const string SavedBytes = "10,024";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507/Temporary1KB: 69.9 -> 17.8 ns (faster), 1,024 -> 0 B.</summary>
    internal static class PERF0507_Temporary1KB
    {
        public const string Speedup = "3.9x";
        public const string BeforeNs = "70";
        public const string AfterNs = "18";
        public const string BeforeBytes = "1,024";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,024";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0507/Temporary1MB: 323,174.3 -> 10,304.7 ns (faster), 1,000,183 -> 0 B.</summary>
    internal static class PERF0507_Temporary1MB
    {
        public const string Speedup = "31x";
        public const string BeforeNs = "323,174";
        public const string AfterNs = "10,305";
        public const string BeforeBytes = "1,000,183";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,000,183";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0508: the range of the speedups measured faster.</summary>
    internal static class PERF0508
    {
        public const string MinSpeedup = "307x";
        public const string MaxSpeedup = "307x";
    }

    /// <summary>PERF0508/LargeBuffers: 1,162,264.1 -> 3,785.5 ns (faster), 5,694,858 -> 0 B.</summary>
    internal static class PERF0508_LargeBuffers
    {
        public const string Speedup = "307x";
        public const string BeforeNs = "1,162,264";
        public const string AfterNs = "3,786";
        public const string BeforeBytes = "5,694,858";
        public const string AfterBytes = "0";
        public const string SavedBytes = "5,694,858";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601: the range of the speedups measured faster.</summary>
    internal static class PERF0601
    {
        public const string MinSpeedup = "1.3x";
        public const string MaxSpeedup = "91x";
    }

    /// <summary>PERF0601/ArrayFieldIndexOfAnyLong: 31.0 -> 19.6 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_ArrayFieldIndexOfAnyLong
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "31";
        public const string AfterNs = "20";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/ArrayIndexOfAnyLong: 77.7 -> 17.5 ns (faster), 40 -> 0 B.</summary>
    internal static class PERF0601_ArrayIndexOfAnyLong
    {
        public const string Speedup = "4.4x";
        public const string BeforeNs = "78";
        public const string AfterNs = "18";
        public const string BeforeBytes = "40";
        public const string AfterBytes = "0";
        public const string SavedBytes = "40";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/ArrayIndexOfAnyShort: 10.1 -> 6.5 ns (faster), 40 -> 0 B.</summary>
    internal static class PERF0601_ArrayIndexOfAnyShort
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "10";
        public const string AfterNs = "6";
        public const string BeforeBytes = "40";
        public const string AfterBytes = "0";
        public const string SavedBytes = "40";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/ByteSets: 4,593.3 -> 50.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_ByteSets
    {
        public const string Speedup = "91x";
        public const string BeforeNs = "4,593";
        public const string AfterNs = "50";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/ConditionalSets: 486.3 -> 163.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_ConditionalSets
    {
        public const string Speedup = "3.0x";
        public const string BeforeNs = "486";
        public const string AfterNs = "164";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/FewCharsAllocated: 84.3 -> 50.1 ns (faster), 96 -> 0 B.</summary>
    internal static class PERF0601_FewCharsAllocated
    {
        public const string Speedup = "1.7x";
        public const string BeforeNs = "84";
        public const string AfterNs = "50";
        public const string BeforeBytes = "96";
        public const string AfterBytes = "0";
        public const string SavedBytes = "96";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/FieldNames: 442.2 -> 252.6 ns (faster), 64 -> 32 B.</summary>
    internal static class PERF0601_FieldNames
    {
        public const string Speedup = "1.8x";
        public const string BeforeNs = "442";
        public const string AfterNs = "253";
        public const string BeforeBytes = "64";
        public const string AfterBytes = "32";
        public const string SavedBytes = "32";
        public const string FewerBytes = "50%";
    }

    /// <summary>PERF0601/LiteralIndexOfAnyShort: 17.0 -> 5.0 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_LiteralIndexOfAnyShort
    {
        public const string Speedup = "3.4x";
        public const string BeforeNs = "17";
        public const string AfterNs = "5";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/NamedConstants: 248.1 -> 195.9 ns (faster), 72 -> 0 B.</summary>
    internal static class PERF0601_NamedConstants
    {
        public const string Speedup = "1.3x";
        public const string BeforeNs = "248";
        public const string AfterNs = "196";
        public const string BeforeBytes = "72";
        public const string AfterBytes = "0";
        public const string SavedBytes = "72";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0601/OneLineFileCrlfConfig: 17.7 -> 6.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0601_OneLineFileCrlfConfig
    {
        public const string Speedup = "2.6x";
        public const string BeforeNs = "18";
        public const string AfterNs = "7";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/OneLineFileLfConfig: 95.4 -> 87.3 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0601_OneLineFileLfConfig
    {
        public const string Speedup = "1.1x";
        public const string BeforeNs = "95";
        public const string AfterNs = "87";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0601/StartIndexHitTests: 98.1 -> 23.4 ns (faster), 72 -> 0 B.</summary>
    internal static class PERF0601_StartIndexHitTests
    {
        public const string Speedup = "4.2x";
        public const string BeforeNs = "98";
        public const string AfterNs = "23";
        public const string BeforeBytes = "72";
        public const string AfterBytes = "0";
        public const string SavedBytes = "72";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0602: the range of the speedups measured faster.</summary>
    internal static class PERF0602
    {
        public const string MinSpeedup = "1.2x";
        public const string MaxSpeedup = "7.0x";
    }

    /// <summary>PERF0602/AnyAndChainAfterOtherTest: 81.9 -> 29.3 ns (faster), 88 -> 0 B.</summary>
    internal static class PERF0602_AnyAndChainAfterOtherTest
    {
        public const string Speedup = "2.8x";
        public const string BeforeNs = "82";
        public const string AfterNs = "29";
        public const string BeforeBytes = "88";
        public const string AfterBytes = "0";
        public const string SavedBytes = "88";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0602/DaysOfWeekLadderLong: 9,807.9 -> 1,395.5 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_DaysOfWeekLadderLong
    {
        public const string Speedup = "7.0x";
        public const string BeforeNs = "9,808";
        public const string AfterNs = "1,396";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/DaysOfWeekLadderShort: 47.5 -> 29.0 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_DaysOfWeekLadderShort
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "48";
        public const string AfterNs = "29";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/IgnoreCase3NeedlesShort: 22.0 -> 18.0 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_IgnoreCase3NeedlesShort
    {
        public const string Speedup = "1.2x";
        public const string BeforeNs = "22";
        public const string AfterNs = "18";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/IgnoreCase4NeedlesShort: 40.4 -> 18.5 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_IgnoreCase4NeedlesShort
    {
        public const string Speedup = "2.2x";
        public const string BeforeNs = "40";
        public const string AfterNs = "18";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/MarkupConstants: 222.4 -> 136.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0602_MarkupConstants
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "222";
        public const string AfterNs = "137";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0602/WarningOrErrorShort: 46.4 -> 45.1 ns (no measurable difference), 0 -> 0 B.</summary>
    internal static class PERF0602_WarningOrErrorShort
    {
        public const string Speedup = "1.0x";
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
        public const string MinSpeedup = "1.2x";
        public const string MaxSpeedup = "7.5x";
    }

    /// <summary>PERF0603/ArrayContains: 12,643.6 -> 1,694.5 ns (faster), 48,000 -> 0 B.</summary>
    internal static class PERF0603_ArrayContains
    {
        public const string Speedup = "7.5x";
        public const string BeforeNs = "12,644";
        public const string AfterNs = "1,694";
        public const string BeforeBytes = "48,000";
        public const string AfterBytes = "0";
        public const string SavedBytes = "48,000";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0603/HashSetContains: 2,268.3 -> 1,502.8 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0603_HashSetContains
    {
        public const string Speedup = "1.5x";
        public const string BeforeNs = "2,268";
        public const string AfterNs = "1,503";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0603/NegatedInNamespaceWithUsings: 2,458.2 -> 1,928.1 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0603_NegatedInNamespaceWithUsings
    {
        public const string Speedup = "1.3x";
        public const string BeforeNs = "2,458";
        public const string AfterNs = "1,928";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0603/StringContains: 2,037.8 -> 1,752.3 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0603_StringContains
    {
        public const string Speedup = "1.2x";
        public const string BeforeNs = "2,038";
        public const string AfterNs = "1,752";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0701: the range of the speedups measured faster.</summary>
    internal static class PERF0701
    {
        public const string MinSpeedup = "1.4x";
        public const string MaxSpeedup = "3.3x";
    }

    /// <summary>PERF0701/Slices: 35,969.3 -> 11,006.5 ns (faster), 54,521 -> 17,512 B.</summary>
    internal static class PERF0701_Slices
    {
        public const string Speedup = "3.3x";
        public const string BeforeNs = "35,969";
        public const string AfterNs = "11,006";
        public const string BeforeBytes = "54,521";
        public const string AfterBytes = "17,512";
        public const string SavedBytes = "37,009";
        public const string FewerBytes = "68%";
    }

    /// <summary>PERF0701/Tokens: 68,949.0 -> 48,863.8 ns (faster), 64,592 -> 21,840 B.</summary>
    internal static class PERF0701_Tokens
    {
        public const string Speedup = "1.4x";
        public const string BeforeNs = "68,949";
        public const string AfterNs = "48,864";
        public const string BeforeBytes = "64,592";
        public const string AfterBytes = "21,840";
        public const string SavedBytes = "42,752";
        public const string FewerBytes = "66%";
    }

    /// <summary>PERF0702: the range of the speedups measured faster.</summary>
    internal static class PERF0702
    {
        public const string MinSpeedup = "1.3x";
        public const string MaxSpeedup = "1.8x";
    }

    /// <summary>PERF0702/Numbers: 291,218.7 -> 198,890.8 ns (faster), 240,474 -> 101,210 B.</summary>
    internal static class PERF0702_Numbers
    {
        public const string Speedup = "1.5x";
        public const string BeforeNs = "291,219";
        public const string AfterNs = "198,891";
        public const string BeforeBytes = "240,474";
        public const string AfterBytes = "101,210";
        public const string SavedBytes = "139,264";
        public const string FewerBytes = "58%";
    }

    /// <summary>PERF0702/Provider: 220,079.9 -> 163,868.7 ns (faster), 92,690 -> 51,090 B.</summary>
    internal static class PERF0702_Provider
    {
        public const string Speedup = "1.3x";
        public const string BeforeNs = "220,080";
        public const string AfterNs = "163,869";
        public const string BeforeBytes = "92,690";
        public const string AfterBytes = "51,090";
        public const string SavedBytes = "41,600";
        public const string FewerBytes = "45%";
    }

    /// <summary>PERF0702/Strings: 81,010.5 -> 45,437.0 ns (faster), 69,432 -> 59,856 B.</summary>
    internal static class PERF0702_Strings
    {
        public const string Speedup = "1.8x";
        public const string BeforeNs = "81,010";
        public const string AfterNs = "45,437";
        public const string BeforeBytes = "69,432";
        public const string AfterBytes = "59,856";
        public const string SavedBytes = "9,576";
        public const string FewerBytes = "14%";
    }

    /// <summary>PERF0703: the range of the speedups measured faster.</summary>
    internal static class PERF0703
    {
        public const string MinSpeedup = "1.6x";
        public const string MaxSpeedup = "2.8x";
    }

    /// <summary>PERF0703/Compare: 20,640.2 -> 10,480.0 ns (faster), 32,800 -> 0 B.</summary>
    internal static class PERF0703_Compare
    {
        public const string Speedup = "2.0x";
        public const string BeforeNs = "20,640";
        public const string AfterNs = "10,480";
        public const string BeforeBytes = "32,800";
        public const string AfterBytes = "0";
        public const string SavedBytes = "32,800";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0703/Nested: 80,449.8 -> 50,695.3 ns (faster), 65,938 -> 1 B.</summary>
    internal static class PERF0703_Nested
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "80,450";
        public const string AfterNs = "50,695";
        public const string BeforeBytes = "65,938";
        public const string AfterBytes = "1";
        public const string SavedBytes = "65,937";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0703/Options: 106,795.0 -> 37,772.0 ns (faster), 172,800 -> 0 B.</summary>
    internal static class PERF0703_Options
    {
        public const string Speedup = "2.8x";
        public const string BeforeNs = "106,795";
        public const string AfterNs = "37,772";
        public const string BeforeBytes = "172,800";
        public const string AfterBytes = "0";
        public const string SavedBytes = "172,800";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0703/Parse: 26,630.7 -> 17,107.6 ns (faster), 57,472 -> 0 B.</summary>
    internal static class PERF0703_Parse
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "26,631";
        public const string AfterNs = "17,108";
        public const string BeforeBytes = "57,472";
        public const string AfterBytes = "0";
        public const string SavedBytes = "57,472";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0704: the range of the speedups measured faster.</summary>
    internal static class PERF0704
    {
        public const string MinSpeedup = "1.5x";
        public const string MaxSpeedup = "11x";
    }

    /// <summary>PERF0704/Equality: 23,351.9 -> 2,188.6 ns (faster), 96,000 -> 0 B.</summary>
    internal static class PERF0704_Equality
    {
        public const string Speedup = "11x";
        public const string BeforeNs = "23,352";
        public const string AfterNs = "2,189";
        public const string BeforeBytes = "96,000";
        public const string AfterBytes = "0";
        public const string SavedBytes = "96,000";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0704/OrdinalComparison: 15,271.7 -> 2,080.2 ns (faster), 70,592 -> 0 B.</summary>
    internal static class PERF0704_OrdinalComparison
    {
        public const string Speedup = "7.3x";
        public const string BeforeNs = "15,272";
        public const string AfterNs = "2,080";
        public const string BeforeBytes = "70,592";
        public const string AfterBytes = "0";
        public const string SavedBytes = "70,592";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0704/Parse: 82,375.6 -> 54,852.5 ns (faster), 43,192 -> 0 B.</summary>
    internal static class PERF0704_Parse
    {
        public const string Speedup = "1.5x";
        public const string BeforeNs = "82,376";
        public const string AfterNs = "54,852";
        public const string BeforeBytes = "43,192";
        public const string AfterBytes = "0";
        public const string SavedBytes = "43,192";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0705: the range of the speedups measured faster.</summary>
    internal static class PERF0705
    {
        public const string MinSpeedup = "1.5x";
        public const string MaxSpeedup = "1.5x";
    }

    /// <summary>PERF0705/Keys: 45,225.6 -> 30,638.1 ns (faster), 68,000 -> 20,000 B.</summary>
    internal static class PERF0705_Keys
    {
        public const string Speedup = "1.5x";
        public const string BeforeNs = "45,226";
        public const string AfterNs = "30,638";
        public const string BeforeBytes = "68,000";
        public const string AfterBytes = "20,000";
        public const string SavedBytes = "48,000";
        public const string FewerBytes = "71%";
    }

    /// <summary>PERF0706: the range of the speedups measured faster.</summary>
    internal static class PERF0706
    {
        public const string MinSpeedup = "1.1x";
        public const string MaxSpeedup = "5.7x";
    }

    /// <summary>PERF0706/Append: 33,320.9 -> 31,201.7 ns (faster), 15,624 -> 3,624 B.</summary>
    internal static class PERF0706_Append
    {
        public const string Speedup = "1.1x";
        public const string BeforeNs = "33,321";
        public const string AfterNs = "31,202";
        public const string BeforeBytes = "15,624";
        public const string AfterBytes = "3,624";
        public const string SavedBytes = "12,000";
        public const string FewerBytes = "77%";
    }

    /// <summary>PERF0706/CopyTo: 7,687.8 -> 1,748.5 ns (faster), 38,912 -> 0 B.</summary>
    internal static class PERF0706_CopyTo
    {
        public const string Speedup = "4.4x";
        public const string BeforeNs = "7,688";
        public const string AfterNs = "1,748";
        public const string BeforeBytes = "38,912";
        public const string AfterBytes = "0";
        public const string SavedBytes = "38,912";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0706/TryCopyTo: 27,195.8 -> 4,811.8 ns (faster), 97,352 -> 152 B.</summary>
    internal static class PERF0706_TryCopyTo
    {
        public const string Speedup = "5.7x";
        public const string BeforeNs = "27,196";
        public const string AfterNs = "4,812";
        public const string BeforeBytes = "97,352";
        public const string AfterBytes = "152";
        public const string SavedBytes = "97,200";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0706/UsingStaticSlices: 89,854.3 -> 22,267.3 ns (faster), 77,650 -> 48 B.</summary>
    internal static class PERF0706_UsingStaticSlices
    {
        public const string Speedup = "4.0x";
        public const string BeforeNs = "89,854";
        public const string AfterNs = "22,267";
        public const string BeforeBytes = "77,650";
        public const string AfterBytes = "48";
        public const string SavedBytes = "77,602";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0707: the range of the speedups measured faster.</summary>
    internal static class PERF0707
    {
        public const string MinSpeedup = "2.5x";
        public const string MaxSpeedup = "5.3x";
    }

    /// <summary>PERF0707/TargetTyped: 14,932.3 -> 2,796.3 ns (faster), 37,600 -> 0 B.</summary>
    internal static class PERF0707_TargetTyped
    {
        public const string Speedup = "5.3x";
        public const string BeforeNs = "14,932";
        public const string AfterNs = "2,796";
        public const string BeforeBytes = "37,600";
        public const string AfterBytes = "0";
        public const string SavedBytes = "37,600";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0707/WriterPerCall: 73,590.3 -> 29,201.1 ns (faster), 265,600 -> 23,200 B.</summary>
    internal static class PERF0707_WriterPerCall
    {
        public const string Speedup = "2.5x";
        public const string BeforeNs = "73,590";
        public const string AfterNs = "29,201";
        public const string BeforeBytes = "265,600";
        public const string AfterBytes = "23,200";
        public const string SavedBytes = "242,400";
        public const string FewerBytes = "91%";
    }

    /// <summary>PERF0708: the range of the speedups measured faster.</summary>
    internal static class PERF0708
    {
        public const string MinSpeedup = "1.6x";
        public const string MaxSpeedup = "5.2x";
    }

    /// <summary>PERF0708/GetValuesCast: 6,268.2 -> 3,210.9 ns (faster), 3,200 -> 3,200 B.</summary>
    internal static class PERF0708_GetValuesCast
    {
        public const string Speedup = "2.0x";
        public const string BeforeNs = "6,268";
        public const string AfterNs = "3,211";
        public const string BeforeBytes = "3,200";
        public const string AfterBytes = "3,200";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0708/GetValuesForeach: 14,815.2 -> 2,850.2 ns (faster), 23,606 -> 6,002 B.</summary>
    internal static class PERF0708_GetValuesForeach
    {
        public const string Speedup = "5.2x";
        public const string BeforeNs = "14,815";
        public const string AfterNs = "2,850";
        public const string BeforeBytes = "23,606";
        public const string AfterBytes = "6,002";
        public const string SavedBytes = "17,604";
        public const string FewerBytes = "75%";
    }

    /// <summary>PERF0708/IsDefinedGetName: 18,679.4 -> 3,639.4 ns (faster), 19,397 -> 184 B.</summary>
    internal static class PERF0708_IsDefinedGetName
    {
        public const string Speedup = "5.1x";
        public const string BeforeNs = "18,679";
        public const string AfterNs = "3,639";
        public const string BeforeBytes = "19,397";
        public const string AfterBytes = "184";
        public const string SavedBytes = "19,213";
        public const string FewerBytes = "99%";
    }

    /// <summary>PERF0708/ParseCast: 16,541.6 -> 10,106.9 ns (faster), 21,132 -> 6,723 B.</summary>
    internal static class PERF0708_ParseCast
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "16,542";
        public const string AfterNs = "10,107";
        public const string BeforeBytes = "21,132";
        public const string AfterBytes = "6,723";
        public const string SavedBytes = "14,409";
        public const string FewerBytes = "68%";
    }

    /// <summary>PERF0801: the range of the speedups measured faster.</summary>
    internal static class PERF0801
    {
        public const string MinSpeedup = "1.4x";
        public const string MaxSpeedup = "2.6x";
    }

    /// <summary>PERF0801/FreshReference: 90,150.5 -> 43,375.3 ns (faster), 33,808 -> 33,808 B.</summary>
    internal static class PERF0801_FreshReference
    {
        public const string Speedup = "2.1x";
        public const string BeforeNs = "90,150";
        public const string AfterNs = "43,375";
        public const string BeforeBytes = "33,808";
        public const string AfterBytes = "33,808";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0801/GuardedTotals: 27,778.2 -> 10,514.6 ns (faster), 4,624 -> 4,624 B.</summary>
    internal static class PERF0801_GuardedTotals
    {
        public const string Speedup = "2.6x";
        public const string BeforeNs = "27,778";
        public const string AfterNs = "10,515";
        public const string BeforeBytes = "4,624";
        public const string AfterBytes = "4,624";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0801/OperatorsAndPlacements: 239,612.0 -> 107,130.8 ns (faster), 110,089 -> 110,081 B.</summary>
    internal static class PERF0801_OperatorsAndPlacements
    {
        public const string Speedup = "2.2x";
        public const string BeforeNs = "239,612";
        public const string AfterNs = "107,131";
        public const string BeforeBytes = "110,089";
        public const string AfterBytes = "110,081";
        public const string SavedBytes = "8";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0801/RunningMinimum: 7,187.5 -> 5,052.3 ns (faster), 4,624 -> 4,624 B.</summary>
    internal static class PERF0801_RunningMinimum
    {
        public const string Speedup = "1.4x";
        public const string BeforeNs = "7,188";
        public const string AfterNs = "5,052";
        public const string BeforeBytes = "4,624";
        public const string AfterBytes = "4,624";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0801/WordCount: 17,956.6 -> 10,022.6 ns (faster), 10,192 -> 10,192 B.</summary>
    internal static class PERF0801_WordCount
    {
        public const string Speedup = "1.8x";
        public const string BeforeNs = "17,957";
        public const string AfterNs = "10,023";
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

    /// <summary>PERF0802/IgnoreCaseContains: 23,219.7 -> 15,397.0 ns (faster), 34,000 -> 0 B.</summary>
    internal static class PERF0802_IgnoreCaseContains
    {
        public const string Speedup = "1.5x";
        public const string BeforeNs = "23,220";
        public const string AfterNs = "15,397";
        public const string BeforeBytes = "34,000";
        public const string AfterBytes = "0";
        public const string SavedBytes = "34,000";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0802/KeywordTryGetValue: 21,534.7 -> 13,792.5 ns (faster), 32,800 -> 0 B.</summary>
    internal static class PERF0802_KeywordTryGetValue
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "21,535";
        public const string AfterNs = "13,792";
        public const string BeforeBytes = "32,800";
        public const string AfterBytes = "0";
        public const string SavedBytes = "32,800";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0802/OrdinalIndexer: 25,009.4 -> 15,034.8 ns (faster), 42,464 -> 465 B.</summary>
    internal static class PERF0802_OrdinalIndexer
    {
        public const string Speedup = "1.7x";
        public const string BeforeNs = "25,009";
        public const string AfterNs = "15,035";
        public const string BeforeBytes = "42,464";
        public const string AfterBytes = "465";
        public const string SavedBytes = "41,999";
        public const string FewerBytes = "99%";
    }

    /// <summary>PERF0804: the range of the speedups measured faster.</summary>
    internal static class PERF0804
    {
        public const string MinSpeedup = "1.2x";
        public const string MaxSpeedup = "26x";
    }

    /// <summary>PERF0804/ByteSpanFill: 307.7 -> 11.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0804_ByteSpanFill
    {
        public const string Speedup = "26x";
        public const string BeforeNs = "308";
        public const string AfterNs = "12";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0804/CharArrayClear: 472.7 -> 171.8 ns (faster), 2,024 -> 2,024 B.</summary>
    internal static class PERF0804_CharArrayClear
    {
        public const string Speedup = "2.8x";
        public const string BeforeNs = "473";
        public const string AfterNs = "172";
        public const string BeforeBytes = "2,024";
        public const string AfterBytes = "2,024";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0804/DoubleSpanClear: 372.2 -> 91.6 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0804_DoubleSpanClear
    {
        public const string Speedup = "4.1x";
        public const string BeforeNs = "372";
        public const string AfterNs = "92";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0804/IntArrayFill: 314.6 -> 33.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0804_IntArrayFill
    {
        public const string Speedup = "9.3x";
        public const string BeforeNs = "315";
        public const string AfterNs = "34";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0804/ObjectArrayFill: 2,108.9 -> 1,743.3 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0804_ObjectArrayFill
    {
        public const string Speedup = "1.2x";
        public const string BeforeNs = "2,109";
        public const string AfterNs = "1,743";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0805: the range of the speedups measured faster.</summary>
    internal static class PERF0805
    {
        public const string MinSpeedup = "7.0x";
        public const string MaxSpeedup = "9.9x";
    }

    /// <summary>PERF0805/CharSpans: 344.4 -> 34.7 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0805_CharSpans
    {
        public const string Speedup = "9.9x";
        public const string BeforeNs = "344";
        public const string AfterNs = "35";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0805/IntArrays: 339.7 -> 48.5 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0805_IntArrays
    {
        public const string Speedup = "7.0x";
        public const string BeforeNs = "340";
        public const string AfterNs = "48";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0806: the range of the speedups measured faster.</summary>
    internal static class PERF0806
    {
        public const string MinSpeedup = "2.5x";
        public const string MaxSpeedup = "2.6x";
    }

    /// <summary>PERF0806/IgnoreCaseComparer: 17,183.1 -> 6,608.0 ns (faster), 31,072 -> 31,016 B.</summary>
    internal static class PERF0806_IgnoreCaseComparer
    {
        public const string Speedup = "2.6x";
        public const string BeforeNs = "17,183";
        public const string AfterNs = "6,608";
        public const string BeforeBytes = "31,072";
        public const string AfterBytes = "31,016";
        public const string SavedBytes = "56";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0806/StringKeys: 14,446.4 -> 5,709.0 ns (faster), 31,072 -> 31,016 B.</summary>
    internal static class PERF0806_StringKeys
    {
        public const string Speedup = "2.5x";
        public const string BeforeNs = "14,446";
        public const string AfterNs = "5,709";
        public const string BeforeBytes = "31,072";
        public const string AfterBytes = "31,016";
        public const string SavedBytes = "56";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0807: the range of the speedups measured faster.</summary>
    internal static class PERF0807
    {
        public const string MinSpeedup = "1.4x";
        public const string MaxSpeedup = "1.6x";
    }

    /// <summary>PERF0807/ArrayCastForeach: 523.6 -> 334.3 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0807_ArrayCastForeach
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "524";
        public const string AfterNs = "334";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0807/ListOfTypeForeach: 1,160.9 -> 853.4 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0807_ListOfTypeForeach
    {
        public const string Speedup = "1.4x";
        public const string BeforeNs = "1,161";
        public const string AfterNs = "853";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0901: the range of the speedups measured faster.</summary>
    internal static class PERF0901
    {
        public const string MinSpeedup = "35x";
        public const string MaxSpeedup = "291x";
    }

    /// <summary>PERF0901/InPlace: 1,318,926.6 -> 4,539.6 ns (faster), 57,607 -> 0 B.</summary>
    internal static class PERF0901_InPlace
    {
        public const string Speedup = "291x";
        public const string BeforeNs = "1,318,927";
        public const string AfterNs = "4,540";
        public const string BeforeBytes = "57,607";
        public const string AfterBytes = "0";
        public const string SavedBytes = "57,607";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0901/Local: 472,009.8 -> 13,503.5 ns (faster), 14,402 -> 0 B.</summary>
    internal static class PERF0901_Local
    {
        public const string Speedup = "35x";
        public const string BeforeNs = "472,010";
        public const string AfterNs = "13,504";
        public const string BeforeBytes = "14,402";
        public const string AfterBytes = "0";
        public const string SavedBytes = "14,402";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0902: the range of the speedups measured faster.</summary>
    internal static class PERF0902
    {
        public const string MinSpeedup = "8.3x";
        public const string MaxSpeedup = "84328x";
    }

    /// <summary>PERF0902/InPlaceId: 3,688.8 -> 442.0 ns (faster), 14,800 -> 1,600 B.</summary>
    internal static class PERF0902_InPlaceId
    {
        public const string Speedup = "8.3x";
        public const string BeforeNs = "3,689";
        public const string AfterNs = "442";
        public const string BeforeBytes = "14,800";
        public const string AfterBytes = "1,600";
        public const string SavedBytes = "13,200";
        public const string FewerBytes = "89%";
    }

    /// <summary>PERF0902/Locals: 2,875,571.3 -> 34.1 ns (faster), 770,567 -> 0 B.</summary>
    internal static class PERF0902_Locals
    {
        public const string Speedup = "84328x";
        public const string BeforeNs = "2,875,571";
        public const string AfterNs = "34";
        public const string BeforeBytes = "770,567";
        public const string AfterBytes = "0";
        public const string SavedBytes = "770,567";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0902/MainModulePath: 3,631,335.5 -> 67.9 ns (faster), 1,137,195 -> 0 B.</summary>
    internal static class PERF0902_MainModulePath
    {
        public const string Speedup = "53481x";
        public const string BeforeNs = "3,631,336";
        public const string AfterNs = "68";
        public const string BeforeBytes = "1,137,195";
        public const string AfterBytes = "0";
        public const string SavedBytes = "1,137,195";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF0903: the range of the speedups measured faster.</summary>
    internal static class PERF0903
    {
        public const string MinSpeedup = "2.8x";
        public const string MaxSpeedup = "2.8x";
    }

    /// <summary>PERF0903/Handlers: 6,171.9 -> 2,207.2 ns (faster), 5,248 -> 1,408 B.</summary>
    internal static class PERF0903_Handlers
    {
        public const string Speedup = "2.8x";
        public const string BeforeNs = "6,172";
        public const string AfterNs = "2,207";
        public const string BeforeBytes = "5,248";
        public const string AfterBytes = "1,408";
        public const string SavedBytes = "3,840";
        public const string FewerBytes = "73%";
    }

    /// <summary>PERF0905: the range of the speedups measured faster.</summary>
    internal static class PERF0905
    {
        public const string MinSpeedup = "2.1x";
        public const string MaxSpeedup = "2.1x";
    }

    /// <summary>PERF0905/ShortNames: 28.5 -> 44.5 ns (slower), 0 -> 0 B.</summary>
    internal static class PERF0905_ShortNames
    {
        public const string Speedup = "0.6x";
        public const string BeforeNs = "28";
        public const string AfterNs = "44";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0905/StringTable: 506.5 -> 239.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0905_StringTable
    {
        public const string Speedup = "2.1x";
        public const string BeforeNs = "506";
        public const string AfterNs = "240";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0906: the range of the speedups measured faster.</summary>
    internal static class PERF0906
    {
        public const string MinSpeedup = "1.6x";
        public const string MaxSpeedup = "2.6x";
    }

    /// <summary>PERF0906/Records: 335.2 -> 130.1 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0906_Records
    {
        public const string Speedup = "2.6x";
        public const string BeforeNs = "335";
        public const string AfterNs = "130";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0906/Writes: 687.3 -> 419.9 ns (faster), 0 -> 0 B.</summary>
    internal static class PERF0906_Writes
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "687";
        public const string AfterNs = "420";
        public const string BeforeBytes = "0";
        public const string AfterBytes = "0";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF0907: the range of the speedups measured faster.</summary>
    internal static class PERF0907
    {
        public const string MinSpeedup = "1.4x";
        public const string MaxSpeedup = "2.4x";
    }

    /// <summary>PERF0907/BlockLocals: 36,982.5 -> 25,800.0 ns (faster), 5,745 -> 2,464 B.</summary>
    internal static class PERF0907_BlockLocals
    {
        public const string Speedup = "1.4x";
        public const string BeforeNs = "36,982";
        public const string AfterNs = "25,800";
        public const string BeforeBytes = "5,745";
        public const string AfterBytes = "2,464";
        public const string SavedBytes = "3,281";
        public const string FewerBytes = "57%";
    }

    /// <summary>PERF0907/CommentedCfb128: 14,607.1 -> 8,947.5 ns (faster), 2,224 -> 848 B.</summary>
    internal static class PERF0907_CommentedCfb128
    {
        public const string Speedup = "1.6x";
        public const string BeforeNs = "14,607";
        public const string AfterNs = "8,948";
        public const string BeforeBytes = "2,224";
        public const string AfterBytes = "848";
        public const string SavedBytes = "1,376";
        public const string FewerBytes = "62%";
    }

    /// <summary>PERF0907/Envelope: 22,263.1 -> 9,215.1 ns (faster), 5,513 -> 1,984 B.</summary>
    internal static class PERF0907_Envelope
    {
        public const string Speedup = "2.4x";
        public const string BeforeNs = "22,263";
        public const string AfterNs = "9,215";
        public const string BeforeBytes = "5,513";
        public const string AfterBytes = "1,984";
        public const string SavedBytes = "3,529";
        public const string FewerBytes = "64%";
    }

    /// <summary>PERF0907/KeyDerivation: 2,395,597.3 -> 1,147,265.2 ns (faster), 2,054 -> 408 B.</summary>
    internal static class PERF0907_KeyDerivation
    {
        public const string Speedup = "2.1x";
        public const string BeforeNs = "2,395,597";
        public const string AfterNs = "1,147,265";
        public const string BeforeBytes = "2,054";
        public const string AfterBytes = "408";
        public const string SavedBytes = "1,646";
        public const string FewerBytes = "80%";
    }

    /// <summary>PERF1001: the range of the speedups measured faster.</summary>
    internal static class PERF1001
    {
        public const string MinSpeedup = "8.7x";
        public const string MaxSpeedup = "128x";
    }

    /// <summary>PERF1001/Fields: 209,530.7 -> 24,176.3 ns (faster), 202,905 -> 82,856 B.</summary>
    internal static class PERF1001_Fields
    {
        public const string Speedup = "8.7x";
        public const string BeforeNs = "209,531";
        public const string AfterNs = "24,176";
        public const string BeforeBytes = "202,905";
        public const string AfterBytes = "82,856";
        public const string SavedBytes = "120,049";
        public const string FewerBytes = "59%";
    }

    /// <summary>PERF1001/PositionalFields: 484,358.3 -> 3,780.8 ns (faster), 264,417 -> 400 B.</summary>
    internal static class PERF1001_PositionalFields
    {
        public const string Speedup = "128x";
        public const string BeforeNs = "484,358";
        public const string AfterNs = "3,781";
        public const string BeforeBytes = "264,417";
        public const string AfterBytes = "400";
        public const string SavedBytes = "264,017";
        public const string FewerBytes = "100%";
    }

    /// <summary>PERF1002: the range of the speedups measured faster.</summary>
    internal static class PERF1002
    {
        public const string MinSpeedup = "1.7x";
        public const string MaxSpeedup = "1.7x";
    }

    /// <summary>PERF1002/Serialize: 5,261.8 -> 3,092.2 ns (faster), 5,528 -> 2,136 B.</summary>
    internal static class PERF1002_Serialize
    {
        public const string Speedup = "1.7x";
        public const string BeforeNs = "5,262";
        public const string AfterNs = "3,092";
        public const string BeforeBytes = "5,528";
        public const string AfterBytes = "2,136";
        public const string SavedBytes = "3,392";
        public const string FewerBytes = "61%";
    }

    /// <summary>PERF1003: the range of the speedups measured faster.</summary>
    internal static class PERF1003
    {
        public const string MinSpeedup = "1.4x";
        public const string MaxSpeedup = "1253x";
    }

    /// <summary>PERF1003/NamespaceLocalConstants: 2,657.6 -> 1,558.6 ns (faster), 968 -> 968 B.</summary>
    internal static class PERF1003_NamespaceLocalConstants
    {
        public const string Speedup = "1.7x";
        public const string BeforeNs = "2,658";
        public const string AfterNs = "1,559";
        public const string BeforeBytes = "968";
        public const string AfterBytes = "968";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF1003/PerCallRegex: 5,591,663.9 -> 4,463.9 ns (faster), 152,977 -> 9,208 B.</summary>
    internal static class PERF1003_PerCallRegex
    {
        public const string Speedup = "1253x";
        public const string BeforeNs = "5,591,664";
        public const string AfterNs = "4,464";
        public const string BeforeBytes = "152,977";
        public const string AfterBytes = "9,208";
        public const string SavedBytes = "143,769";
        public const string FewerBytes = "94%";
    }

    /// <summary>PERF1003/PerCallRegexLibrary: 28,117.6 -> 3,511.1 ns (faster), 71,856 -> 4,377 B.</summary>
    internal static class PERF1003_PerCallRegexLibrary
    {
        public const string Speedup = "8.0x";
        public const string BeforeNs = "28,118";
        public const string AfterNs = "3,511";
        public const string BeforeBytes = "71,856";
        public const string AfterBytes = "4,377";
        public const string SavedBytes = "67,479";
        public const string FewerBytes = "94%";
    }

    /// <summary>PERF1003/StaticCalls: 8,084.9 -> 5,758.1 ns (faster), 7,601 -> 7,601 B.</summary>
    internal static class PERF1003_StaticCalls
    {
        public const string Speedup = "1.4x";
        public const string BeforeNs = "8,085";
        public const string AfterNs = "5,758";
        public const string BeforeBytes = "7,601";
        public const string AfterBytes = "7,601";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF1003/UsingStaticOperators: 2,772.9 -> 1,572.3 ns (faster), 408 -> 408 B.</summary>
    internal static class PERF1003_UsingStaticOperators
    {
        public const string Speedup = "1.8x";
        public const string BeforeNs = "2,773";
        public const string AfterNs = "1,572";
        public const string BeforeBytes = "408";
        public const string AfterBytes = "408";
        public const string SavedBytes = "0";
        public const string FewerBytes = "0%";
    }

    /// <summary>PERF1004: the range of the speedups measured faster.</summary>
    internal static class PERF1004
    {
        public const string MinSpeedup = "3.7x";
        public const string MaxSpeedup = "3.7x";
    }

    /// <summary>PERF1004/Timeouts: 124,481.9 -> 33,952.8 ns (faster), 23,394 -> 12,010 B.</summary>
    internal static class PERF1004_Timeouts
    {
        public const string Speedup = "3.7x";
        public const string BeforeNs = "124,482";
        public const string AfterNs = "33,953";
        public const string BeforeBytes = "23,394";
        public const string AfterBytes = "12,010";
        public const string SavedBytes = "11,384";
        public const string FewerBytes = "49%";
    }
}
