using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0906: an integer assembled from consecutive bytes with shifts,
/// <c>b[i] | b[i + 1] &lt;&lt; 8 | b[i + 2] &lt;&lt; 16 | b[i + 3] &lt;&lt; 24</c> (little-endian) or the other way round
/// (big-endian), one bounds check, load, shift and or per byte. <c>BinaryPrimitives.ReadInt32LittleEndian(b.AsSpan(i))</c>
/// does one bounds check and one load (and a byte swap for the other endianness).
/// </summary>
/// <remarks>
/// Reported: an <c>|</c> chain of exactly the integer's bytes (4 for <c>int</c>/<c>uint</c>, 8 for
/// <c>long</c>/<c>ulong</c>, the chain's type), each a <c>byte</c> of one array or span (a local, parameter or field) at
/// one index (a local or parameter plus a constant, or constants), shifted by 8 times its place in one endianness, and
/// shifted in the chain's own type (<c>b[i + 4] &lt;&lt; 32</c> in an <c>int</c> shifts by 0, which a 64-bit read would
/// not). The diagnostic carries the method to call and where the bytes start (<see cref="MethodKey"/>,
/// <see cref="OffsetKey"/>).
/// </remarks>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class UseBinaryPrimitivesAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The BinaryPrimitives method: ReadInt32LittleEndian, ReadUInt64BigEndian, ...</summary>
    internal const string MethodKey = "Method";

    /// <summary>The constant added to the index's local (or the constant index) of the lowest byte, as text.</summary>
    internal const string OffsetKey = "Offset";

    /// <summary>Present when the buffer is an array (the fix writes <c>AsSpan</c>), absent for a span (<c>Slice</c>).</summary>
    internal const string ArrayKey = "Array";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        RuleIdentifiers.UseBinaryPrimitives,
        title: "Read integers from bytes with BinaryPrimitives",
        messageFormat: "Use 'BinaryPrimitives.{0}' instead of assembling the integer from bytes with shifts: {1}",
        description: "An integer assembled from consecutive bytes with shifts and ors reads, checks and shifts each byte. BinaryPrimitives.ReadInt32LittleEndian and its siblings (both endiannesses, 32 and 64 bits) read the integer with one bounds check and one load.",
        RuntimeMessages.BinaryPrimitivesLevel);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterCompilationStartAction(static start =>
        {
            var compilation = start.Compilation;
            var types = WellKnownTypes.Get(compilation);
            var span = types.Get("System.Span`1");
            var readOnlySpan = types.Get("System.ReadOnlySpan`1");
            if (types.Get("System.Buffers.Binary.BinaryPrimitives") is null
                || span is null
                || readOnlySpan is null
                || !Runtimes.IsNet6OrLater(compilation))
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeOr(context, span, readOnlySpan, targets), OperationKind.Binary);
        });
    }

    private static void AnalyzeOr(OperationAnalysisContext context, INamedTypeSymbol span, INamedTypeSymbol readOnlySpan, ProjectTargets targets)
    {
        var or = (IBinaryOperation)context.Operation;
        if (or.OperatorKind != BinaryOperatorKind.Or
            || or.OperatorMethod is not null
            || Size(or.Type) is not { } size
            || (or.Parent is IBinaryOperation { OperatorKind: BinaryOperatorKind.Or } parent && SymbolEqualityComparer.Default.Equals(parent.Type, or.Type)))
        {
            // Only the whole chain: its top is the or whose parent is not one of the same type.
            return;
        }

        // The chain's terms, from the right: a | b | c is (a | b) | c. Each kept as offset * 64 + shift.
        var terms = new int[8];
        var count = 0;
        IOperation? buffer = null;
        ISymbol? index = null;
        IOperation? indexRead = null;
        var lowest = int.MaxValue;
        IOperation? current = or;
        while (current is not null)
        {
            IOperation term;
            if (current is IBinaryOperation { OperatorKind: BinaryOperatorKind.Or, OperatorMethod: null } chain && SymbolEqualityComparer.Default.Equals(chain.Type, or.Type))
            {
                term = chain.RightOperand;
                current = chain.LeftOperand;
            }
            else
            {
                term = current;
                current = null;
            }

            if (count == size
                || Term(term, or.Type!, span, readOnlySpan) is not var (receiver, variable, read, offset, shift)
                || (count > 0 && (!SameVariable(buffer!, receiver) || !SymbolEqualityComparer.Default.Equals(index, variable))))
            {
                return;
            }

            buffer = receiver;
            index = variable;
            indexRead = read;
            terms[count++] = offset * 64 + shift;
            lowest = offset < lowest ? offset : lowest;
        }

        if (count != size)
        {
            return;
        }

        // Each byte once, at lowest .. lowest + size - 1, shifted by its place in one endianness.
        var seen = 0;
        var littleEndian = true;
        var bigEndian = true;
        for (var i = 0; i < count; i++)
        {
            var place = terms[i] / 64 - lowest;
            var shift = terms[i] % 64;
            if (place < 0 || place >= size || (seen & (1 << place)) != 0 || shift % 8 != 0)
            {
                return;
            }

            seen |= 1 << place;
            littleEndian &= shift == place * 8;
            bigEndian &= shift == (size - 1 - place) * 8;
        }

        if (!(littleEndian ^ bigEndian) || !targets.Allow(ProjectTargets.Net6, or.Syntax))
        {
            return;
        }

        var method = "Read" + TypeName(or.Type!) + (littleEndian ? "LittleEndian" : "BigEndian");
        var properties = ImmutableDictionary<string, string?>.Empty
            .Add(MethodKey, method)
            .Add(OffsetKey, lowest.ToString(System.Globalization.CultureInfo.InvariantCulture));
        if (buffer!.Type is IArrayTypeSymbol)
        {
            properties = properties.Add(ArrayKey, "");
        }

        // Additional locations: the buffer as written, and a read of the index's variable (none for constant indexes).
        var locations = index is null
            ? new[] { buffer.Syntax.GetLocation() }
            : new[] { buffer.Syntax.GetLocation(), indexRead!.Syntax.GetLocation() };
        context.ReportDiagnostic(Diagnostic.Create(Rule, or.Syntax.GetLocation(), locations, properties, method, RuntimeMessages.BinaryPrimitivesPayoff));
    }

    /// <summary>
    /// One term: <c>buffer[index + offset]</c>, converted to the chain's type, shifted left by a constant in that type
    /// (or not shifted): the buffer, the index's variable (null for a constant index), the offset and the shift.
    /// </summary>
    private static (IOperation Buffer, ISymbol? Index, IOperation? IndexRead, int Offset, int Shift)? Term(IOperation term, ITypeSymbol type, INamedTypeSymbol span, INamedTypeSymbol readOnlySpan)
    {
        var shift = 0;
        term = StripConversions(term);
        if (term is IBinaryOperation { OperatorKind: BinaryOperatorKind.LeftShift, OperatorMethod: null } shifted)
        {
            if (!SymbolEqualityComparer.Default.Equals(shifted.LeftOperand.Type, type)
                || shifted.RightOperand.ConstantValue is not { HasValue: true, Value: int amount }
                || amount <= 0
                || amount >= 64)
            {
                return null;
            }

            shift = amount;
            term = StripConversions(shifted.LeftOperand);
        }

        IOperation receiver;
        IOperation at;
        switch (term)
        {
            case IArrayElementReferenceOperation { Indices.Length: 1 } element
                when element.ArrayReference.Type is IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte }:
                receiver = element.ArrayReference;
                at = element.Indices[0];
                break;
            case IPropertyReferenceOperation { Property.IsIndexer: true, Arguments.Length: 1, Instance: { } instance } indexer
                when indexer.Type?.SpecialType == SpecialType.System_Byte
                    && instance.Type is INamedTypeSymbol { TypeArguments.Length: 1 } spanType
                    && (SymbolEqualityComparer.Default.Equals(spanType.OriginalDefinition, span) || SymbolEqualityComparer.Default.Equals(spanType.OriginalDefinition, readOnlySpan)):
                receiver = instance;
                at = indexer.Arguments[0].Value;
                break;
            default:
                return null;
        }

        if (!IsPlainVariable(receiver))
        {
            return null;
        }

        // index, index + k, k + index, or a constant k.
        IOperation? read;
        int offset;
        switch (at)
        {
            case { ConstantValue: { HasValue: true, Value: int constant } }:
                (read, offset) = (null, constant);
                break;
            case ILocalReferenceOperation or IParameterReferenceOperation:
                (read, offset) = (at, 0);
                break;
            case IBinaryOperation { OperatorKind: BinaryOperatorKind.Add, OperatorMethod: null, RightOperand.ConstantValue: { HasValue: true, Value: int right } } add:
                (read, offset) = (add.LeftOperand, right);
                break;
            case IBinaryOperation { OperatorKind: BinaryOperatorKind.Add, OperatorMethod: null, LeftOperand.ConstantValue: { HasValue: true, Value: int left } } add:
                (read, offset) = (add.RightOperand, left);
                break;
            default:
                return null;
        }

        var variable = read is null ? null : Variable(read);

        if (offset < 0 || offset > 1 << 20 || (read is not null && variable is null))
        {
            return null;
        }

        return (receiver, variable, read, offset, shift);
    }

    private static IOperation StripConversions(IOperation operation)
    {
        while (operation is IConversionOperation { Conversion.IsNumeric: true, IsChecked: false } conversion
            && conversion.Operand.Type?.SpecialType is SpecialType.System_Byte or SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Int64 or SpecialType.System_UInt64)
        {
            operation = conversion.Operand;
        }

        return operation;
    }

    private static ISymbol? Variable(IOperation operation) => operation switch
    {
        ILocalReferenceOperation { Local: { IsRef: false, Type.SpecialType: SpecialType.System_Int32 } local } => local,
        IParameterReferenceOperation { Parameter: { RefKind: RefKind.None, Type.SpecialType: SpecialType.System_Int32 } parameter } => parameter,
        _ => null,
    };

    /// <summary>A local, a parameter, or a field of this object or a static one: the same buffer at every read.</summary>
    private static bool IsPlainVariable(IOperation operation) => operation switch
    {
        ILocalReferenceOperation or IParameterReferenceOperation => true,
        IFieldReferenceOperation { Instance: null or IInstanceReferenceOperation } => true,
        _ => false,
    };

    private static bool SameVariable(IOperation first, IOperation second) => (first, second) switch
    {
        (ILocalReferenceOperation a, ILocalReferenceOperation b) => SymbolEqualityComparer.Default.Equals(a.Local, b.Local),
        (IParameterReferenceOperation a, IParameterReferenceOperation b) => SymbolEqualityComparer.Default.Equals(a.Parameter, b.Parameter),
        (IFieldReferenceOperation a, IFieldReferenceOperation b) => SymbolEqualityComparer.Default.Equals(a.Field, b.Field),
        _ => false,
    };

    private static int? Size(ITypeSymbol? type) => type?.SpecialType switch
    {
        SpecialType.System_Int32 or SpecialType.System_UInt32 => 4,
        SpecialType.System_Int64 or SpecialType.System_UInt64 => 8,
        _ => null,
    };

    private static string TypeName(ITypeSymbol type) => type.SpecialType switch
    {
        SpecialType.System_Int32 => "Int32",
        SpecialType.System_UInt32 => "UInt32",
        SpecialType.System_Int64 => "Int64",
        _ => "UInt64",
    };
}
