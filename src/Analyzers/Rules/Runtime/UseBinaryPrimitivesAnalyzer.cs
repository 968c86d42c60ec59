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
public sealed class UseBinaryPrimitivesAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The BinaryPrimitives method: ReadInt32LittleEndian, ReadUInt64BigEndian, ...</summary>
    internal const string MethodKey = "Method";

    /// <summary>The constant added to the index's local (or the constant index) of the lowest byte, as text.</summary>
    internal const string OffsetKey = "Offset";

    /// <summary>Present when the buffer is an array (the fix writes <c>AsSpan</c>), absent for a span (<c>Slice</c>).</summary>
    internal const string ArrayKey = "Array";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0906",
        title: "Read and write integers with BinaryPrimitives",
        messageFormat: "Use 'BinaryPrimitives.{0}' instead of {1} with shifts: {2}",
        description: "An integer assembled from consecutive bytes with shifts and ors reads, checks and shifts each byte; one split into bytes with shifts and casts stores each byte. BinaryPrimitives.ReadInt32LittleEndian, WriteInt32LittleEndian and their siblings (both endiannesses, 32 and 64 bits) read or write the integer with one bounds check and one load or store.",
        // Suggestion: precise (every byte of the integer, of one buffer, at one index, in one endianness), but only the
        // reads pay 2x or more: reads over 2x faster, writes under 2x (see the docs page).
        RuleLevel.Suggestion);

    internal static readonly Payoff BinaryPrimitivesPayoff = new(
        "one bounds check and one load or store instead of one per byte",
        "PERF0906");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
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
            start.RegisterOperationAction(context => AnalyzeStores(context, span, targets), OperationKind.Block);
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

        // The chain's terms, from the right: a | b | c is (a | b) | c. Each kept as offset * 64 + shift, in an array made
        // once the first term is a byte (most ors of integers are flags).
        int[]? terms = null;
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
                || (count > 0 && (!buffer!.IsSameVariable(receiver) || !SymbolEqualityComparer.Default.Equals(index, variable))))
            {
                return;
            }

            buffer = receiver;
            index = variable;
            indexRead = read;
            terms ??= new int[8];
            terms[count++] = offset * 64 + shift;
            lowest = offset < lowest ? offset : lowest;
        }

        if (count != size)
        {
            return;
        }

        if (Endianness(terms!, count, size, lowest) is not { } littleEndian || !targets.Allow(ProjectTargets.Net6, or.Syntax))
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
        context.ReportDiagnostic(Diagnostic.Create(Rule, or.Syntax.GetLocation(), locations, properties, method, "assembling the integer from bytes", BinaryPrimitivesPayoff.For(context.Compilation)));
    }

    /// <summary>
    /// Runs of statements that store an integer's bytes, <c>b[i] = (byte)v; b[i + 1] = (byte)(v &gt;&gt; 8); ...</c>: as
    /// many as the value's type has bytes, one array or span, one index, one value, each byte once in one endianness.
    /// </summary>
    private static void AnalyzeStores(OperationAnalysisContext context, INamedTypeSymbol span, ProjectTargets targets)
    {
        var statements = ((IBlockOperation)context.Operation).Operations;
        int[]? terms = null;
        for (var start = 0; start < statements.Length; start++)
        {
            if (Store(statements[start], span) is not var (buffer, index, indexRead, value, _, _)
                || Size(value.Type) is not { } size
                || start + size > statements.Length)
            {
                continue;
            }

            // Made once a block has a store of an integer's byte.
            terms ??= new int[8];
            var lowest = int.MaxValue;
            var count = 0;
            for (; count < size; count++)
            {
                if (Store(statements[start + count], span) is not var (nextBuffer, nextIndex, _, nextValue, offset, shift)
                    || !nextBuffer.IsSameVariable(buffer)
                    || !SymbolEqualityComparer.Default.Equals(nextIndex, index)
                    || !nextValue.IsSameVariable(value))
                {
                    break;
                }

                terms[count] = offset * 64 + shift;
                lowest = offset < lowest ? offset : lowest;
            }

            var first = statements[start].Syntax;
            if (count != size
                || Endianness(terms, count, size, lowest) is not { } littleEndian
                || !targets.Allow(ProjectTargets.Net6, first))
            {
                continue;
            }

            var method = "Write" + TypeName(value.Type!) + (littleEndian ? "LittleEndian" : "BigEndian");
            var properties = ImmutableDictionary<string, string?>.Empty
                .Add(MethodKey, method)
                .Add(OffsetKey, lowest.ToString(System.Globalization.CultureInfo.InvariantCulture));
            if (buffer.Type is IArrayTypeSymbol)
            {
                properties = properties.Add(ArrayKey, "");
            }

            // Additional locations: the buffer, the value, and a read of the index's variable (none for constant indexes).
            var locations = indexRead is null
                ? new[] { buffer.Syntax.GetLocation(), value.Syntax.GetLocation() }
                : new[] { buffer.Syntax.GetLocation(), value.Syntax.GetLocation(), indexRead.Syntax.GetLocation() };
            var last = statements[start + size - 1].Syntax;
            var location = Location.Create(first.SyntaxTree, Microsoft.CodeAnalysis.Text.TextSpan.FromBounds(first.SpanStart, last.Span.End));
            context.ReportDiagnostic(Diagnostic.Create(Rule, location, locations, properties, method, "splitting the integer into bytes", BinaryPrimitivesPayoff.For(context.Compilation)));
            start += size - 1;
        }
    }

    /// <summary>
    /// <c>buffer[index + offset] = (byte)(value &gt;&gt; shift);</c> (also <c>&gt;&gt;&gt;</c>, <c>&amp; 0xFF</c>, no shift),
    /// the cast unchecked (a checked one throws where the store truncates).
    /// </summary>
    private static (IOperation Buffer, ISymbol? Index, IOperation? IndexRead, IOperation Value, int Offset, int Shift)? Store(IOperation statement, INamedTypeSymbol span)
    {
        if (statement is not IExpressionStatementOperation { Operation: ISimpleAssignmentOperation { Target: var target, Value: IConversionOperation { IsImplicit: false, IsChecked: false, Conversion.IsNumeric: true, Type.SpecialType: SpecialType.System_Byte } cast } }
            || ByteAt(target, span, null) is not var (buffer, index, indexRead, offset))
        {
            return null;
        }

        var value = cast.Operand;
        if (value is IBinaryOperation { OperatorKind: BinaryOperatorKind.And, OperatorMethod: null, RightOperand.ConstantValue: { HasValue: true, Value: int or uint or long or ulong } mask } masked
            && mask.Value switch { int m => m == 0xFF, uint m => m == 0xFF, long m => m == 0xFF, ulong m => m == 0xFF, _ => false })
        {
            value = masked.LeftOperand;
        }

        var shift = 0;
        if (value is IBinaryOperation { OperatorKind: BinaryOperatorKind.RightShift or BinaryOperatorKind.UnsignedRightShift, OperatorMethod: null, RightOperand.ConstantValue: { HasValue: true, Value: int amount } } shifted)
        {
            if (amount <= 0 || amount >= 64)
            {
                return null;
            }

            shift = amount;
            value = shifted.LeftOperand;
        }

        if (value is not (ILocalReferenceOperation { Local.IsRef: false } or IParameterReferenceOperation { Parameter.RefKind: RefKind.None }) || Size(value.Type) is null)
        {
            return null;
        }

        return (buffer, index, indexRead, value, offset, shift);
    }

    /// <summary>
    /// True for little-endian, false for big-endian, null for neither: each byte once at <paramref name="lowest"/> ..
    /// <paramref name="lowest"/> + <paramref name="size"/> - 1, shifted by 8 times its place (terms are offset * 64 + shift).
    /// </summary>
    private static bool? Endianness(int[] terms, int count, int size, int lowest)
    {
        var seen = 0;
        var littleEndian = true;
        var bigEndian = true;
        for (var i = 0; i < count; i++)
        {
            var place = terms[i] / 64 - lowest;
            var shift = terms[i] % 64;
            if (place < 0 || place >= size || (seen & (1 << place)) != 0 || shift % 8 != 0)
            {
                return null;
            }

            seen |= 1 << place;
            littleEndian &= shift == place * 8;
            bigEndian &= shift == (size - 1 - place) * 8;
        }

        return littleEndian == bigEndian ? null : littleEndian;
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

        return ByteAt(term, span, readOnlySpan) is var (buffer, index, read, offset) ? (buffer, index, read, offset, shift) : null;
    }

    /// <summary>
    /// <c>buffer[index + offset]</c>, a byte of an array or span held in a local, parameter or field, at an <c>int</c>
    /// local or parameter plus a constant, or at a constant: the buffer, the index's variable (null for a constant), its
    /// read, and the offset.
    /// </summary>
    private static (IOperation Buffer, ISymbol? Index, IOperation? IndexRead, int Offset)? ByteAt(IOperation term, INamedTypeSymbol span, INamedTypeSymbol? readOnlySpan)
    {
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

        return (receiver, variable, read, offset);
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
