using System;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.SearchValues;

/// <summary>
/// Reads constant sets of characters, bytes and strings out of operations, and encodes them into diagnostic
/// properties so that the code fixes rebuild the exact same set.
/// </summary>
internal static class ConstantSets
{
    /// <summary>Property: "char", "byte" or "string": the element type of the SearchValues the fix creates.</summary>
    public const string KindKey = "Kind";

    /// <summary>Property: the values. For chars and bytes one character per value; for strings the needles joined by <see cref="NeedleSeparator"/>.</summary>
    public const string ValuesKey = "Values";

    /// <summary>Property: "Ordinal" or "OrdinalIgnoreCase" for string sets.</summary>
    public const string ComparisonKey = "Comparison";

    /// <summary>Property: a base for the field name (from the variable the set came from), optional.</summary>
    public const string NameHintKey = "NameHint";

    /// <summary>
    /// Property, for string sets whose every needle is a named constant field: the needles as written (<c>Get</c>,
    /// <c>HttpMethods.Put</c>), in the order of <see cref="ValuesKey"/>, joined by <see cref="NeedleSeparator"/>. The fix
    /// writes them in the new field's initializer (the constants stay in use) and names the field after them.
    /// </summary>
    public const string NeedleNamesKey = "NeedleNames";

    /// <summary>
    /// Property, for a char set that is all of one string constant field (<c>UrlCharacters</c>, <c>Chars.Unreserved</c>):
    /// the constant as written. The fix passes it to <c>SearchValues.Create</c> rather than a copy of its value, so the
    /// set stays written once.
    /// </summary>
    public const string SourceKey = "Source";

    /// <summary>Property: "true" when the fix passes the values where they are used and adds no field.</summary>
    public const string InlineKey = "Inline";

    /// <summary>
    /// The key of the <paramref name="set"/>-th set's property when a diagnostic carries more than one (a conditional
    /// between two sets): the key itself for the first, <c>key.1</c> for the second.
    /// </summary>
    public static string Indexed(string key, int set) =>
        set == 0 ? key : key + "." + set.ToString(System.Globalization.CultureInfo.InvariantCulture);

    public const string CharKind = "char";
    public const string ByteKind = "byte";
    public const string StringKind = "string";

    public const char NeedleSeparator = '\u0001';

    private static readonly OperationKind? s_collectionExpression =
        Enum.TryParse<OperationKind>("CollectionExpression", out var kind) ? kind : null;

    /// <summary>
    /// The read of a string constant field <paramref name="operation"/> is (<see cref="SourceKey"/>: its syntax, as
    /// written); null for anything else (a literal, a local constant, a constant expression).
    /// </summary>
    public static IFieldReferenceOperation? ConstantField(IOperation? operation) =>
        operation?.WithoutImplicitConversions() is IFieldReferenceOperation { Field: { IsConst: true, Type.SpecialType: SpecialType.System_String } } constant
            ? constant
            : null;

    /// <summary>True when the operation is a C# 12 collection expression (<c>['a', 'b']</c>); Roslyn 4.8+ only.</summary>
    public static bool IsCollectionExpression(IOperation operation) =>
        s_collectionExpression is { } collection && operation.Kind == collection;

    /// <summary>
    /// The constant elements of <paramref name="operation"/> as one string (a char per value; bytes as chars 0-255):
    /// a string constant (chars), a UTF-8 literal (bytes), an array creation or collection expression of constants,
    /// or <c>"...".ToCharArray()</c> on a constant. <paramref name="allocates"/> tells whether the expression
    /// allocates an array every time it runs (ToCharArray, or an array passed as an array).
    /// </summary>
    public static bool TryGetElements(IOperation operation, SpecialType element, out string values, out bool allocates)
    {
        values = string.Empty;
        allocates = false;
        var convertedToSpan = false;
        while (operation is IConversionOperation { IsImplicit: true } conversion)
        {
            convertedToSpan |= conversion.Type is INamedTypeSymbol { Name: "ReadOnlySpan" or "Span" };
            operation = conversion.Operand;
        }

        if (element == SpecialType.System_Char
            && operation.Type?.SpecialType == SpecialType.System_String
            && operation.ConstantValue is { HasValue: true, Value: string text })
        {
            values = text;
            return text.Length > 0;
        }

        if (operation is IUtf8StringOperation utf8 && element == SpecialType.System_Byte)
        {
            var bytes = Encoding.UTF8.GetBytes(utf8.Value);
            var builder = new StringBuilder(bytes.Length);
            foreach (var b in bytes)
            {
                builder.Append((char)b);
            }

            values = builder.ToString();
            return values.Length > 0;
        }

        if (operation is IInvocationOperation { TargetMethod.Name: "ToCharArray", Arguments.Length: 0, Instance: { } instance } toCharArray
            && element == SpecialType.System_Char
            && toCharArray.TargetMethod.ContainingType.SpecialType == SpecialType.System_String
            && instance.ConstantValue is { HasValue: true, Value: string chars })
        {
            values = chars;
            allocates = true;
            return chars.Length > 0;
        }

        if (operation is IArrayCreationOperation { DimensionSizes.Length: 1, Initializer: { } initializer } array
            && array.Type is IArrayTypeSymbol { ElementType: { } arrayElement }
            && arrayElement.SpecialType == element)
        {
            allocates = !convertedToSpan;
            return TryGetConstants(initializer.ElementValues, element, out values);
        }

        if (IsCollectionExpression(operation) && operation.Type is { } collectionType)
        {
            allocates = collectionType is IArrayTypeSymbol;
            var elements = ImmutableArrayOf(operation);
            return TryGetConstants(elements, element, out values);
        }

        return false;
    }

    /// <summary>
    /// For a set written as an array creation or collection expression whose every element is a named constant field
    /// (<c>new[] { Comma, Chars.Quote }</c>): the elements as written, joined by <see cref="NeedleSeparator"/>, in the
    /// order of <see cref="TryGetElements"/>'s values (the fixes write them, so the constants stay in use); else null.
    /// </summary>
    public static string? ElementNames(IOperation operation)
    {
        if (!TryGetWrittenElements(operation, out var elements))
        {
            return null;
        }

        var builder = new StringBuilder();
        foreach (var item in elements)
        {
            if (item.WithoutImplicitConversions() is not IFieldReferenceOperation { Field.IsConst: true } constant)
            {
                return null;
            }

            Append(builder, constant.Syntax.ToString());
        }

        return builder.Length > 0 ? builder.ToString() : null;
    }

    // The elements of new[] { ... } or a collection expression, as written.
    private static bool TryGetWrittenElements(IOperation operation, out System.Collections.Immutable.ImmutableArray<IOperation> elements)
    {
        operation = operation.WithoutImplicitConversions();
        if (operation is IArrayCreationOperation { DimensionSizes.Length: 1, Initializer: { } initializer })
        {
            elements = initializer.ElementValues;
            return true;
        }

        elements = IsCollectionExpression(operation) ? ImmutableArrayOf(operation) : default;
        return !elements.IsDefault;
    }

    private static System.Collections.Immutable.ImmutableArray<IOperation> ImmutableArrayOf(IOperation operation)
    {
        var builder = System.Collections.Immutable.ImmutableArray.CreateBuilder<IOperation>();
        foreach (var child in operation.ChildOperations)
        {
            builder.Add(child);
        }

        return builder.ToImmutable();
    }

    private static bool TryGetConstants(System.Collections.Immutable.ImmutableArray<IOperation> elements, SpecialType element, out string values)
    {
        values = string.Empty;
        if (elements.IsEmpty)
        {
            return false;
        }

        var builder = new StringBuilder(elements.Length);
        foreach (var item in elements)
        {
            var value = item.WithoutImplicitConversions();
            if (item.Type?.SpecialType != element || !item.ConstantValue.HasValue)
            {
                return false;
            }

            switch (item.ConstantValue.Value)
            {
                case char c:
                    builder.Append(c);
                    break;
                case byte b:
                    builder.Append((char)b);
                    break;
                default:
                    _ = value;
                    return false;
            }
        }

        values = builder.ToString();
        return true;
    }

    /// <summary>
    /// The constant, non-empty strings of an array creation or collection expression of string constants, encoded
    /// joined by <see cref="NeedleSeparator"/>; <paramref name="count"/> is the number of strings.
    /// </summary>
    public static bool TryGetStrings(IOperation operation, out string needles, out int count)
    {
        needles = string.Empty;
        count = 0;
        if (!TryGetWrittenElements(operation, out var elements))
        {
            return false;
        }

        var builder = new StringBuilder();
        foreach (var item in elements)
        {
            if (item.Type?.SpecialType != SpecialType.System_String
                || item.ConstantValue is not { HasValue: true, Value: string text }
                || !IsUsableNeedle(text))
            {
                return false;
            }

            Append(builder, text);
        }

        count = elements.Length;
        needles = builder.ToString();
        return count > 0;
    }

    /// <summary>Adds a needle to an encoded list.</summary>
    public static void Append(StringBuilder builder, string needle)
    {
        if (builder.Length > 0)
        {
            builder.Append(NeedleSeparator);
        }

        builder.Append(needle);
    }

    /// <summary>A needle SearchValues&lt;string&gt; takes as is: not empty, and not holding the encoding's separator.</summary>
    public static bool IsUsableNeedle(string text) => text.Length > 0 && text.IndexOf(NeedleSeparator) < 0;

    /// <summary>The number of distinct values in an encoded char or byte set.</summary>
    public static int CountDistinct(string values)
    {
        var count = 0;
        for (var i = 0; i < values.Length; i++)
        {
            if (values.IndexOf(values[i]) == i)
            {
                count++;
            }
        }

        return count;
    }
}
