using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1005: a JSON element's raw text turned back into UTF-8, <c>Encoding.UTF8.GetBytes(element.GetRawText())</c> or
/// <c>writer.WriteRawValue(element.GetRawText())</c>. The document holds the element's text as UTF-8 already:
/// <c>GetRawText</c> transcodes it into a new string, and <c>GetBytes</c> (or the writer) transcodes the string back.
/// From .NET 9, <c>JsonMarshal.GetRawUtf8Value(element)</c> is a span over the document's own bytes.
/// </summary>
/// <remarks>
/// <para>The span is used where it is made: copied by <c>ToArray()</c> or written by the writer in the same call. A
/// disposed document throws <c>ObjectDisposedException</c> from both methods, so the document's lifetime changes
/// nothing.</para>
/// <para>What does differ: a document parsed from bytes (an array, a stream, a reader) keeps them as they came, and
/// the reader doesn't check that a string's bytes are valid UTF-8. <c>GetRawText</c> throws
/// <c>InvalidOperationException</c> for such bytes; <c>GetRawUtf8Value</c> returns them, and the writer writes them.
/// The fix (<see cref="FixableKey"/>) is offered only where the bytes are known valid: the element comes, through
/// <c>RootElement</c>, <c>GetProperty</c>, <c>TryGetProperty</c>, an indexer, <c>Clone</c>, <c>EnumerateArray</c>,
/// <c>EnumerateObject</c> and <c>Value</c> and locals that hold only that, from a document or element parsed from a
/// string or chars (<c>JsonDocument.Parse</c>, <c>JsonElement.Parse</c>, <c>JsonSerializer.Deserialize</c>, which
/// reject invalid UTF-16) or made by <c>JsonSerializer.SerializeToDocument</c>/<c>SerializeToElement</c> (the writer
/// writes valid UTF-8). Elsewhere the rule reports without a fix: whether passing such bytes through is right is the
/// code's owner's call.</para>
/// <para>Gate: .NET 9 (<c>JsonMarshal</c>), every target of the project.</para>
/// </remarks>
public sealed class UseRawUtf8ValueAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Present when the fix is offered: the element's bytes are known to be valid UTF-8.</summary>
    internal const string FixableKey = "Fixable";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF1005",
        title: "Read a JSON value's raw UTF-8 without a string",
        messageFormat: "Use 'JsonMarshal.GetRawUtf8Value' instead of turning 'GetRawText()' back into UTF-8: {0}",
        description: "A JsonDocument holds its text as UTF-8. JsonElement.GetRawText() transcodes an element's bytes into a new string, and Encoding.UTF8.GetBytes or Utf8JsonWriter.WriteRawValue transcodes that string back. JsonMarshal.GetRawUtf8Value (.NET 9) is a span over the document's own bytes, for ToArray() or the writer. The fix is offered where the bytes are known to be valid UTF-8 (a document parsed from a string, or written by the serializer): from bytes, GetRawText throws for invalid UTF-8 where the span passes it on.",
        // Suggestion: the fix is offered only where the bytes are known to be valid UTF-8, and the element's text is
        // only part of what the code around it does. See the docs page.
        RuleLevel.Suggestion);

    internal static readonly Payoff RawValuePayoff = new(
        "no string made and transcoded back per value",
        "PERF1005");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (!Runtimes.IsNet9OrLater(start.Compilation) || JsonRawApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, JsonRawApis symbols, ProjectTargets targets)
    {
        var rawText = (IInvocationOperation)context.Operation;
        if (rawText.TargetMethod.Name != "GetRawText"
            || Match(rawText, symbols) is not { } reported
            || !targets.Allow(ProjectTargets.Net9, reported.Syntax))
        {
            return;
        }

        var properties = HoldsValidUtf8(rawText.Instance!, symbols, 0, context.CancellationToken)
            ? ImmutableDictionary<string, string?>.Empty.Add(FixableKey, "")
            : ImmutableDictionary<string, string?>.Empty;
        context.ReportDiagnostic(Diagnostic.Create(Rule, reported.Syntax.GetLocation(), properties, RawValuePayoff.For(context.Compilation)));
    }

    /// <summary>
    /// The call that turns <paramref name="rawText"/> (a <c>GetRawText()</c> call) back into UTF-8:
    /// <c>Encoding.UTF8.GetBytes(string)</c> or <c>Utf8JsonWriter.WriteRawValue(string[, bool])</c>; null otherwise.
    /// </summary>
    internal static IInvocationOperation? Match(IInvocationOperation rawText, JsonRawApis symbols)
    {
        if (rawText is not { Instance: { } element, Arguments.Length: 0, TargetMethod.IsStatic: false }
            || !SymbolEqualityComparer.Default.Equals(rawText.TargetMethod.ContainingType, symbols.Element)
            || element.Syntax is not ExpressionSyntax
            || rawText.Parent is not IArgumentOperation { Parameter: { Ordinal: 0, Type.SpecialType: SpecialType.System_String } } argument
            || argument.Parent is not IInvocationOperation call)
        {
            return null;
        }

        var method = call.TargetMethod;
        if (method.Name == "GetBytes"
            && method.Parameters.Length == 1
            && SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.Encoding)
            && call.Instance is IPropertyReferenceOperation { Property: { Name: "UTF8", IsStatic: true } utf8 }
            && SymbolEqualityComparer.Default.Equals(utf8.ContainingType, symbols.Encoding))
        {
            return call;
        }

        return method.Name == "WriteRawValue"
            && call.Instance is not null
            && SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.Writer)
            && symbols.HasSpanWriteRawValue
                ? call
                : null;
    }

    /// <summary>
    /// True when the element <paramref name="value"/> reads comes from a document whose bytes are valid UTF-8: one
    /// parsed from a string or chars, or written by the serializer (the summary of the type lists the ways).
    /// </summary>
    private static bool HoldsValidUtf8(IOperation value, JsonRawApis symbols, int depth, CancellationToken cancellationToken)
    {
        if (depth > 8)
        {
            return false;
        }

        value = value.WithoutImplicitConversions();
        switch (value)
        {
            case IInvocationOperation { TargetMethod: var method } call:
                var type = method.ContainingType;
                if (method.IsStatic)
                {
                    return (method.Name == "Parse" && (SymbolEqualityComparer.Default.Equals(type, symbols.Document) || SymbolEqualityComparer.Default.Equals(type, symbols.Element)) && IsText(method, symbols))
                        || (SymbolEqualityComparer.Default.Equals(type, symbols.Serializer)
                            && (method.Name is "SerializeToDocument" or "SerializeToElement"
                                || (method.Name == "Deserialize" && IsText(method, symbols) && IsJson(method.ReturnType, symbols))));
                }

                return method.Name is "GetProperty" or "Clone"
                    && SymbolEqualityComparer.Default.Equals(type, symbols.Element)
                    && call.Instance is { } receiver
                    && HoldsValidUtf8(receiver, symbols, depth + 1, cancellationToken);
            case IPropertyReferenceOperation { Property: var property, Instance: { } instance }:
                var owner = property.ContainingType;
                return ((property.Name == "RootElement" && SymbolEqualityComparer.Default.Equals(owner, symbols.Document))
                        || (property.IsIndexer && SymbolEqualityComparer.Default.Equals(owner, symbols.Element))
                        || (property.Name == "Value" && SymbolEqualityComparer.Default.Equals(owner, symbols.Property)))
                    && HoldsValidUtf8(instance, symbols, depth + 1, cancellationToken);
            case ILocalReferenceOperation reference:
                return Source(reference, symbols, cancellationToken) is { } source && HoldsValidUtf8(source, symbols, depth + 1, cancellationToken);
            default:
                return false;
        }
    }

    /// <summary>
    /// The one value a JSON local holds: its initializer (<see cref="OperationExtensions.OnlyValue"/>), the collection's
    /// owner for the variable of a <c>foreach</c> over <c>EnumerateArray()</c>/<c>EnumerateObject()</c>, the receiver of
    /// <c>TryGetProperty</c> for its <c>out var</c> written nowhere else; null otherwise.
    /// </summary>
    private static IOperation? Source(ILocalReferenceOperation reference, JsonRawApis symbols, CancellationToken cancellationToken)
    {
        var local = reference.Local;
        if (reference.SemanticModel is not { } model || local.DeclaringSyntaxReferences.Length != 1)
        {
            return null;
        }

        switch (local.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken))
        {
            case VariableDeclaratorSyntax:
                return reference.OnlyValue(cancellationToken) is { } initial ? model.GetOperation(initial, cancellationToken) : null;
            case ForEachStatementSyntax loop:
                return model.GetOperation(loop, cancellationToken) is IForEachLoopOperation forEach
                    && forEach.Collection.WithoutImplicitConversions() is IInvocationOperation { TargetMethod.Name: "EnumerateArray" or "EnumerateObject", Instance: { } owner } enumerate
                    && SymbolEqualityComparer.Default.Equals(enumerate.TargetMethod.ContainingType, symbols.Element)
                        ? owner
                        : null;
            case SingleVariableDesignationSyntax { Parent: DeclarationExpressionSyntax { Parent: ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax invocation } } } }:
                if (model.GetOperation(invocation, cancellationToken) is not IInvocationOperation { TargetMethod.Name: "TryGetProperty", Instance: { } receiver } tryGet
                    || !SymbolEqualityComparer.Default.Equals(tryGet.TargetMethod.ContainingType, symbols.Element))
                {
                    return null;
                }

                return reference.IsWrittenIn(reference.Root()) ? null : receiver;
            default:
                return null;
        }
    }

    /// <summary>True when the method's first parameter is text: a string, <c>ReadOnlySpan&lt;char&gt;</c> or <c>ReadOnlyMemory&lt;char&gt;</c>.</summary>
    private static bool IsText(IMethodSymbol method, JsonRawApis symbols) =>
        method.Parameters.Length > 0
        && method.Parameters[0].Type is var first
        && (first.SpecialType == SpecialType.System_String
            || SymbolEqualityComparer.Default.Equals(first, symbols.SpanOfChar)
            || SymbolEqualityComparer.Default.Equals(first, symbols.MemoryOfChar));

    /// <summary>True for <c>JsonElement</c>, <c>JsonElement?</c> and <c>JsonDocument</c>.</summary>
    private static bool IsJson(ITypeSymbol type, JsonRawApis symbols) =>
        SymbolEqualityComparer.Default.Equals(type, symbols.Element)
        || SymbolEqualityComparer.Default.Equals(type, symbols.Document)
        || (type is INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T, TypeArguments: { Length: 1 } arguments }
            && SymbolEqualityComparer.Default.Equals(arguments[0], symbols.Element));

    internal sealed class JsonRawApis
    {
        private JsonRawApis(INamedTypeSymbol element, INamedTypeSymbol document, INamedTypeSymbol property, INamedTypeSymbol serializer, INamedTypeSymbol writer, INamedTypeSymbol encoding, ITypeSymbol spanOfChar, ITypeSymbol memoryOfChar, bool hasSpanWriteRawValue)
        {
            Element = element;
            Document = document;
            Property = property;
            Serializer = serializer;
            Writer = writer;
            Encoding = encoding;
            SpanOfChar = spanOfChar;
            MemoryOfChar = memoryOfChar;
            HasSpanWriteRawValue = hasSpanWriteRawValue;
        }

        public INamedTypeSymbol Element { get; }

        public INamedTypeSymbol Document { get; }

        public INamedTypeSymbol Property { get; }

        public INamedTypeSymbol Serializer { get; }

        public INamedTypeSymbol Writer { get; }

        public INamedTypeSymbol Encoding { get; }

        public ITypeSymbol SpanOfChar { get; }

        public ITypeSymbol MemoryOfChar { get; }

        /// <summary>Whether <c>Utf8JsonWriter.WriteRawValue(ReadOnlySpan&lt;byte&gt;, bool)</c> is there (.NET 6).</summary>
        public bool HasSpanWriteRawValue { get; }

        /// <summary>The symbols, when the compilation has <c>JsonMarshal.GetRawUtf8Value(JsonElement)</c>; null otherwise.</summary>
        public static JsonRawApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Runtime.InteropServices.JsonMarshal") is not { } marshal
                || types.Get("System.Text.Json.JsonElement") is not { } element
                || types.Get("System.Text.Json.JsonDocument") is not { } document
                || types.Get("System.Text.Json.JsonProperty") is not { } property
                || types.Get("System.Text.Json.JsonSerializer") is not { } serializer
                || types.Get("System.Text.Json.Utf8JsonWriter") is not { } writer
                || types.Get("System.Text.Encoding") is not { } encoding
                || types.Get("System.ReadOnlySpan`1") is not { } readOnlySpan
                || types.Get("System.ReadOnlyMemory`1") is not { } readOnlyMemory)
            {
                return null;
            }

            var hasGetRawUtf8Value = false;
            foreach (var member in marshal.GetMembers("GetRawUtf8Value"))
            {
                hasGetRawUtf8Value |= member is IMethodSymbol { IsStatic: true, Parameters.Length: 1 } method
                    && SymbolEqualityComparer.Default.Equals(method.Parameters[0].Type, element);
            }

            if (!hasGetRawUtf8Value)
            {
                return null;
            }

            var spanOfByte = readOnlySpan.Construct(compilation.GetSpecialType(SpecialType.System_Byte));
            var hasSpanWriteRawValue = false;
            foreach (var member in writer.GetMembers("WriteRawValue"))
            {
                hasSpanWriteRawValue |= member is IMethodSymbol { IsStatic: false, Parameters.Length: 2 } method
                    && SymbolEqualityComparer.Default.Equals(method.Parameters[0].Type, spanOfByte);
            }

            var @char = compilation.GetSpecialType(SpecialType.System_Char);
            return new JsonRawApis(element, document, property, serializer, writer, encoding, readOnlySpan.Construct(@char), readOnlyMemory.Construct(@char), hasSpanWriteRawValue);
        }
    }
}
