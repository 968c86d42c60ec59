using System.Collections.Generic;
using System.Collections.Immutable;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0710: a string concatenation with <c>x.ToString()</c>, <c>x.ToString(format)</c>, <c>x.ToString(provider)</c> or
/// <c>x.ToString(format, provider)</c> of a number, a date or another of the runtime's formattable structs among its
/// operands. Each <c>ToString</c> allocates a string that the concatenation copies and drops; an interpolated string
/// (<c>$"Order {id} total {total:F2}"</c>, or <c>string.Create(provider, $"...")</c>) formats each value straight into
/// one pooled buffer (C# 10, .NET 6).
/// </summary>
/// <remarks>
/// <para>Reported only when the interpolated string computes the same string. Operands: string literals (regular ones:
/// their text is copied, braces doubled), <c>char</c> literals, any other <c>string</c> expression (a hole; null is empty
/// both ways), the <c>ToString</c> calls (their receiver is the hole, a constant format its specifier), and values the
/// concatenation boxes when they are the runtime's own structs or enums (<c>"a" + 5</c>: their <c>ToString()</c> and
/// what the interpolated string writes are the same text). The concatenation formats a boxed value only after it has
/// evaluated every operand, the interpolated string in turn: after a boxed value, every operand must be free of side
/// effects. With a provider, every <c>ToString</c> passes the same provider, a <c>CultureInfo</c> (a custom formatter
/// would format the other holes too), and the other operands are strings and chars.</para>
/// <para>Not reported: no <c>ToString</c> of such a value; <c>ToString</c> of a nullable, of a type outside the runtime, or
/// with a format that is not a constant an interpolated string can hold; verbatim or raw literals; <c>await</c>; an
/// expression tree; an argument of a call that would bind to an interpolated string handler overload
/// (<see cref="InterpolatedStringBinding"/>); C# 9 and earlier.</para>
/// <para>Properties: <see cref="FormatKey"/>, the composite format the interpolated string is written from (one item per
/// hole, in order), and <see cref="ProviderKey"/> with a provider. Additional locations: each hole's expression, then the
/// provider.</para>
/// </remarks>
public sealed class InterpolateToStringConcatenationAnalyzer : DiagnosticAnalyzer
{
    internal const string FormatKey = "Format";
    internal const string ProviderKey = "Provider";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0710",
        title: "Interpolate instead of concatenating ToString() results",
        messageFormat: "Use {0} instead of concatenating ToString() results: {1}",
        description: "Concatenating the results of ToString() on numbers, dates and the runtime's other formattable values allocates a string for each value, copies it into the result and drops it. An interpolated string formats each value straight into one pooled buffer and allocates only the result; with a format provider, string.Create(provider, $\"...\") does the same with that provider.",
        // Warning: precise (64 reports on Jellyfin and NLog, the 21 read all correct) and the bytes are a third to two
        // fifths of what the concatenation allocated on .NET 8, 9 and 10 (each ToString was a string of its own); time
        // 1.09x to 1.49x faster (see the docs page).
        RuleLevel.Warning,
        generatedCode: GeneratedCodeAnalysisFlags.ReportDiagnostics);

    internal static readonly Payoff InterpolationPayoff = new(
        "each value is formatted into one buffer, with no string of its own",
        "PERF0710");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();

        // Every diagnostic is on the concatenation being analyzed, never in generated code (see PERF0702).
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
        context.RegisterCompilationStartAction(static start =>
        {
            var types = WellKnownTypes.Get(start.Compilation);
            if (!Runtimes.IsNet6OrLater(start.Compilation)
                || types.Get("System.Runtime.CompilerServices.DefaultInterpolatedStringHandler") is null
                || types.Get("System.ISpanFormattable") is not { } spanFormattable
                || types.Get("System.Globalization.CultureInfo") is not { } cultureInfo)
            {
                return;
            }

            var symbols = new ConcatenationApis(
                spanFormattable,
                cultureInfo,
                start.Compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly,
                types.Get("System.Runtime.CompilerServices.InterpolatedStringHandlerAttribute"),
                types.Get("System.Linq.Expressions.Expression`1"));
            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeBinary(context, symbols, targets), OperationKind.Binary);
        });
    }

    private static void AnalyzeBinary(OperationAnalysisContext context, ConcatenationApis symbols, ProjectTargets targets)
    {
        var binary = (IBinaryOperation)context.Operation;
        if (!IsConcatenation(binary)
            || (binary.Parent is IBinaryOperation parent && IsConcatenation(parent))
            || binary.Syntax is not BinaryExpressionSyntax syntax
            || syntax.SyntaxTree.Options is not CSharpParseOptions { LanguageVersion: >= LanguageVersion.CSharp10 } options
            || binary.ConstantValue.HasValue
            || !HasFormattedValue(binary, symbols))
        {
            return;
        }

        var operands = new List<IOperation>();
        Flatten(binary, operands);
        if (Read(operands, symbols) is not { } concatenation
            || syntax.ContainsAwait()
            || syntax.ContainsDirectives
            || syntax.ContainsComment()
            || binary.IsInExpressionTree(symbols.ExpressionOfT))
        {
            return;
        }

        var items = new List<CompositeFormatText.FormatItem>();
        if (!CompositeFormatText.TryParse(concatenation.Format, items)
            || items.Count != concatenation.Holes.Count
            || !CompositeFormatText.CanWriteHoles(verbatim: false, items, concatenation.HoleSyntax, options.LanguageVersion)
            || (concatenation.Provider is null && !InterpolatedStringBinding.EnclosingCallBindsTheSame(
                binary, syntax, symbols.HandlerAttribute, () => CompositeFormatText.Build(concatenation.Format, verbatim: false, items, concatenation.HoleSyntax, options), context.CancellationToken))
            || !targets.Allow(ProjectTargets.Net6, syntax))
        {
            return;
        }

        var locations = new List<Location>(concatenation.Holes.Count + 1);
        foreach (var hole in concatenation.HoleSyntax)
        {
            locations.Add(hole.GetLocation());
        }

        var properties = ImmutableDictionary<string, string?>.Empty.Add(FormatKey, concatenation.Format);
        if (concatenation.Provider is not null)
        {
            locations.Add(concatenation.Provider.Syntax.GetLocation());
            properties = properties.Add(ProviderKey, "true");
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            syntax.GetLocation(),
            locations,
            properties,
            concatenation.Provider is null ? "an interpolated string" : "string.Create with an interpolated string",
            InterpolationPayoff.For(context.Compilation)));
    }

    /// <summary>A <c>+</c> that concatenates strings (the compiler's operator, not a user-defined one).</summary>
    private static bool IsConcatenation(IBinaryOperation binary) =>
        binary.OperatorKind == BinaryOperatorKind.Add
        && binary.Type?.SpecialType == SpecialType.System_String
        && binary.OperatorMethod is null or { ContainingType.SpecialType: SpecialType.System_String };

    /// <summary>
    /// True when an operand of the chain is a <c>ToString</c> the rule rewrites: checked before anything is allocated,
    /// since most concatenations (every string <c>+</c> in the compilation comes here) have none.
    /// </summary>
    private static bool HasFormattedValue(IOperation operation, ConcatenationApis symbols) =>
        operation is IBinaryOperation binary && IsConcatenation(binary)
            ? HasFormattedValue(binary.LeftOperand, symbols) || HasFormattedValue(binary.RightOperand, symbols)
            : ToStringOf(operation.WithoutImplicitConversions(), symbols) is not null;

    /// <summary>The operands of a chain of concatenations, left to right.</summary>
    private static void Flatten(IOperation operation, List<IOperation> operands)
    {
        if (operation is IBinaryOperation binary && IsConcatenation(binary))
        {
            Flatten(binary.LeftOperand, operands);
            Flatten(binary.RightOperand, operands);
            return;
        }

        operands.Add(operation);
    }

    /// <summary>
    /// The composite format and the holes of the interpolated string that computes the same string, or null when there
    /// is none (see the remarks on the class).
    /// </summary>
    private static Concatenation? Read(List<IOperation> operands, ConcatenationApis symbols)
    {
        var format = new StringBuilder();
        var holes = new List<IOperation>();
        var holeSyntax = new List<ExpressionSyntax>();
        IOperation? provider = null;
        var toStrings = 0;
        var withoutProvider = 0;
        var others = 0;
        var boxedSoFar = false;
        foreach (var operand in operands)
        {
            var value = operand.WithoutImplicitConversions();
            if (boxedSoFar && !value.IsFreeOfSideEffects() && !(ToStringOf(value, symbols) is { } later && later.Instance!.IsFreeOfSideEffects()))
            {
                return null;
            }

            if (value.ConstantValue is { HasValue: true } constant && value.Syntax is LiteralExpressionSyntax literal)
            {
                if (!AppendLiteral(format, literal, constant.Value))
                {
                    return null;
                }

                others += literal.IsKind(SyntaxKind.StringLiteralExpression) ? 0 : 1;
                continue;
            }

            if (ToStringOf(value, symbols) is { } call)
            {
                string? specifier = null;
                IOperation? callProvider = null;
                foreach (var argument in call.Arguments)
                {
                    if (argument.Parameter?.Type.SpecialType == SpecialType.System_String)
                    {
                        if (argument.Value.ConstantValue is not { HasValue: true, Value: string text } || !IsSpecifier(text))
                        {
                            return null;
                        }

                        specifier = text;
                    }
                    else if (IsCultureProvider(argument.Value, symbols))
                    {
                        callProvider = argument.Value;
                    }
                    else
                    {
                        return null;
                    }
                }

                if (callProvider is null)
                {
                    withoutProvider++;
                }
                else if (provider is null)
                {
                    provider = callProvider;
                }
                else if (!provider.Syntax.IsEquivalentTo(callProvider.Syntax) || !IsFreeOfSideEffects(callProvider))
                {
                    return null;
                }

                toStrings++;
                AddHole(format, holes, holeSyntax, call.Instance!, specifier);
                continue;
            }

            if (value.Type is not { } type || value.Syntax is not ExpressionSyntax)
            {
                return null;
            }

            if (type.SpecialType is SpecialType.System_String or SpecialType.System_Char)
            {
                others += type.SpecialType == SpecialType.System_Char ? 1 : 0;
                AddHole(format, holes, holeSyntax, value, null);
                continue;
            }

            // A value the concatenation boxes and formats with ToString() after every operand is evaluated.
            if (!FormatsLikeToString(type, symbols) || operand is not IConversionOperation { IsImplicit: true })
            {
                return null;
            }

            others++;
            boxedSoFar = true;
            AddHole(format, holes, holeSyntax, value, null);
        }

        if (toStrings == 0
            || (provider is not null && (withoutProvider > 0 || others > 0 || !IsFreeOfSideEffects(provider))))
        {
            return null;
        }

        return new Concatenation(format.ToString(), holes, holeSyntax, provider);
    }

    /// <summary>
    /// <c>x.ToString()</c>, <c>ToString(string)</c>, <c>ToString(IFormatProvider)</c> or <c>ToString(string,
    /// IFormatProvider)</c> of a non-nullable struct or enum of the runtime's core library that formats into a span.
    /// </summary>
    private static IInvocationOperation? ToStringOf(IOperation value, ConcatenationApis symbols) =>
        value is IInvocationOperation { TargetMethod: { Name: "ToString", IsStatic: false, Parameters.Length: <= 2 }, Instance: { IsImplicit: false, Type: { } type } instance } call
        && instance.Syntax is ExpressionSyntax
        && !call.Syntax.ContainsDirectives
        && FormatsLikeToString(type, symbols)
        && ImplementsSpanFormattable(type, symbols)
            ? call
            : null;

    /// <summary>Structs (not nullables, not generic) and enums of the core library: their ToString() and an interpolated hole write the same text.</summary>
    private static bool FormatsLikeToString(ITypeSymbol type, ConcatenationApis symbols) =>
        type is INamedTypeSymbol { IsValueType: true, IsGenericType: false } named
        && named.SpecialType != SpecialType.System_Nullable_T
        && (named.TypeKind == TypeKind.Enum || SymbolEqualityComparer.Default.Equals(named.ContainingAssembly, symbols.CoreLibrary));

    private static bool ImplementsSpanFormattable(ITypeSymbol type, ConcatenationApis symbols)
    {
        if (type.TypeKind == TypeKind.Enum)
        {
            return true;
        }

        foreach (var @interface in type.AllInterfaces)
        {
            if (SymbolEqualityComparer.Default.Equals(@interface, symbols.SpanFormattable))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>A provider whose type is <c>CultureInfo</c> (not a custom formatter): a variable, or a static property such as <c>CultureInfo.InvariantCulture</c>.</summary>
    private static bool IsCultureProvider(IOperation provider, ConcatenationApis symbols)
    {
        var value = provider.WithoutImplicitConversions();
        return SymbolEqualityComparer.Default.Equals(value.Type, symbols.CultureInfo) && IsFreeOfSideEffects(value);
    }

    private static bool IsFreeOfSideEffects(IOperation provider)
    {
        var value = provider.WithoutImplicitConversions();
        return value.IsFreeOfSideEffects()
            || value is IPropertyReferenceOperation { Instance: null, Property.Parameters.Length: 0 };
    }

    /// <summary>
    /// A format specifier an interpolation hole holds as it is (no brace, backslash, quote or line break, and no
    /// whitespace at its end: CS8088).
    /// </summary>
    private static bool IsSpecifier(string text)
    {
        if (text.Length == 0 || CompositeFormatText.EndsInWhitespace(text))
        {
            return false;
        }

        foreach (var c in text)
        {
            if (c is '{' or '}' or '\\' or '"' || SyntaxFacts.IsNewLine(c))
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>The text between the quotes of a regular string literal, or of a char literal, braces doubled.</summary>
    private static bool AppendLiteral(StringBuilder format, LiteralExpressionSyntax literal, object? value)
    {
        var token = literal.Token.Text;
        if (literal.IsKind(SyntaxKind.StringLiteralExpression) && value is string)
        {
            if (!literal.Token.IsKind(SyntaxKind.StringLiteralToken) || token.Length < 2 || token[0] != '"' || token[token.Length - 1] != '"')
            {
                return false; // verbatim, raw or UTF-8
            }

            AppendEscapingBraces(format, token.Substring(1, token.Length - 2));
            return true;
        }

        if (literal.IsKind(SyntaxKind.CharacterLiteralExpression) && value is char c && token.Length >= 3)
        {
            var text = token.Substring(1, token.Length - 2);
            AppendEscapingBraces(format, c == '"' ? "\\\"" : text == "\\'" ? "'" : text);
            return true;
        }

        return false;
    }

    private static void AppendEscapingBraces(StringBuilder format, string text)
    {
        foreach (var c in text)
        {
            format.Append(c);
            if (c is '{' or '}')
            {
                format.Append(c);
            }
        }
    }

    private static void AddHole(StringBuilder format, List<IOperation> holes, List<ExpressionSyntax> holeSyntax, IOperation value, string? specifier)
    {
        format.Append('{').Append(holes.Count);
        if (specifier is not null)
        {
            format.Append(':').Append(specifier);
        }

        format.Append('}');
        holes.Add(value);
        holeSyntax.Add((ExpressionSyntax)value.Syntax);
    }

    private sealed class Concatenation
    {
        public Concatenation(string format, List<IOperation> holes, List<ExpressionSyntax> holeSyntax, IOperation? provider)
        {
            Format = format;
            Holes = holes;
            HoleSyntax = holeSyntax;
            Provider = provider;
        }

        public string Format { get; }

        public List<IOperation> Holes { get; }

        public List<ExpressionSyntax> HoleSyntax { get; }

        public IOperation? Provider { get; }
    }

    private sealed class ConcatenationApis
    {
        public ConcatenationApis(INamedTypeSymbol spanFormattable, INamedTypeSymbol cultureInfo, IAssemblySymbol coreLibrary, INamedTypeSymbol? handlerAttribute, INamedTypeSymbol? expressionOfT)
        {
            SpanFormattable = spanFormattable;
            CultureInfo = cultureInfo;
            CoreLibrary = coreLibrary;
            HandlerAttribute = handlerAttribute;
            ExpressionOfT = expressionOfT;
        }

        public INamedTypeSymbol SpanFormattable { get; }

        public INamedTypeSymbol CultureInfo { get; }

        public IAssemblySymbol CoreLibrary { get; }

        public INamedTypeSymbol? HandlerAttribute { get; }

        public INamedTypeSymbol? ExpressionOfT { get; }
    }
}
