using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Hex;

/// <summary>
/// PERF0101: <c>BitConverter.ToString(x).Replace("-", "")</c>, optionally lower- or upper-cased before or after
/// the Replace, is <c>Convert.ToHexString(x)</c> (or <c>ToHexStringLower</c>) done the slow way.
/// </summary>
public sealed class UseConvertToHexStringAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: "true" when the result must be lower-case hex.</summary>
    internal const string LowerCaseKey = "LowerCase";

    /// <summary>Property: "true" when <c>Convert.ToHexStringLower</c> exists for the overload the fix uses.</summary>
    internal const string UseLowerApiKey = "UseToHexStringLower";

    /// <summary>Property: "true" when the <c>(bytes, start)</c> overload must become <c>(bytes, start, bytes.Length - start)</c>.</summary>
    internal const string AddLengthKey = "AddLength";

    /// <summary>Property: present when no safe fix exists (the arguments would be evaluated twice).</summary>
    internal const string NoFixKey = "NoFix";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0101",
        title: "Use Convert.ToHexString instead of BitConverter.ToString + Replace",
        messageFormat: "Use '{0}' instead of BitConverter.ToString(...).Replace(\"-\", \"\"): {1}",
        description: "BitConverter.ToString inserts a dash between every byte and Replace then searches for the dashes and copies the string again. Convert.ToHexString (.NET 5+) and Convert.ToHexStringLower (.NET 9+) write the hex digits directly into one string.",
        RuleLevel.Warning,
        sameFinding: new[] { "CA1872" });

    internal static readonly Payoff UseConvertToHexStringPayoff = new(
        "the digits written into one string, no dashes inserted and searched for",
        "PERF0101");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = HexApis.Create(start.Compilation);
            var bitConverter = WellKnownTypes.Get(start.Compilation).Get("System.BitConverter");
            if (apis is null || bitConverter is null)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, bitConverter, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, HexApis apis, INamedTypeSymbol bitConverter, ProjectTargets targets)
    {
        var replace = (IInvocationOperation)context.Operation;
        if (!IsDashRemoval(replace) || replace.Instance is null || !targets.Allow(ProjectTargets.Net5, replace.Syntax))
        {
            return;
        }

        var receiver = replace.Instance;
        var caseBefore = HexCase.None;
        if (receiver is IInvocationOperation innerCase && TryGetCaseCall(innerCase, out var kind))
        {
            caseBefore = kind;
            receiver = innerCase.Instance!;
        }

        if (receiver is not IInvocationOperation toString
            || toString.TargetMethod.Name != "ToString"
            || !SymbolEqualityComparer.Default.Equals(toString.TargetMethod.ContainingType, bitConverter)
            || toString.Arguments.Length == 0
            || toString.Arguments.Length > 3)
        {
            return;
        }

        // BitConverter.ToString(byte[] value[, int startIndex[, int length]]): the value must be a byte[] as written.
        foreach (var argument in toString.Arguments)
        {
            if (argument.IsNamed())
            {
                return;
            }
        }

        var value = toString.Arguments[0].Value;
        if (!apis.IsByteArray(toString.TargetMethod.Parameters[0].Type) || !apis.IsByteArray(value.WithoutImplicitConversions().Type))
        {
            return;
        }

        IOperation reported = replace;
        var caseAfter = HexCase.None;
        if (replace.Parent is IInvocationOperation outerCase
            && outerCase.Instance == replace
            && TryGetCaseCall(outerCase, out kind))
        {
            reported = outerCase;
            caseAfter = kind;
        }

        var lower = (caseAfter != HexCase.None ? caseAfter : caseBefore) == HexCase.Lower;
        var arity = toString.Arguments.Length;
        var addLength = arity == 2;

        // (bytes, start) has no Convert overload: (bytes, start, bytes.Length - start) would read Length first and throw
        // NullReferenceException for a null array where BitConverter throws ArgumentNullException. Reported, not fixed.
        var fixable = !addLength;

        // ToHexStringLower only when every target of the project has it (.NET 9); otherwise the form all of them compile.
        var useLowerApi = false;
        if (lower && targets.Allow(ProjectTargets.Net9, replace.Syntax))
        {
            foreach (var method in apis.ToHexStringLower)
            {
                if (method.Parameters.Length == (arity == 1 ? 1 : 3) && apis.IsByteArray(method.Parameters[0].Type))
                {
                    useLowerApi = true;
                    break;
                }
            }
        }

        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(LowerCaseKey, lower ? "true" : "false");
        properties.Add(UseLowerApiKey, useLowerApi ? "true" : "false");
        properties.Add(AddLengthKey, addLength ? "true" : "false");
        if (!fixable)
        {
            properties.Add(NoFixKey, "true");
        }

        var replacement = !lower
            ? "Convert.ToHexString(...)"
            : useLowerApi ? "Convert.ToHexStringLower(...)" : "Convert.ToHexString(...).ToLowerInvariant()";

        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
            Rule,
            reported.Syntax.GetLocation(),
            additionalLocations: new[] { toString.Syntax.GetLocation() },
            properties: properties.ToImmutable(),
            replacement,
            UseConvertToHexStringPayoff.For(context.Compilation))));
    }

    /// <summary>
    /// <c>s.Replace("-", "")</c>, <c>Replace("-", string.Empty)</c>, <c>Replace("-", null)</c>, with an optional
    /// comparison that finds exactly the dashes of BitConverter's string (digits 0-9, letters A-F and dashes), so the fix
    /// can drop it: <c>Ordinal</c>, <c>OrdinalIgnoreCase</c>, <c>InvariantCulture</c>, <c>InvariantCultureIgnoreCase</c>,
    /// or <c>Replace(string, string, bool, CultureInfo.InvariantCulture)</c> with any ignoreCase. The current culture's
    /// comparisons (and any other culture) stay silent: some cultures ignore the dash (under ICU, Thai's
    /// <c>Replace("-", "", CurrentCulture)</c> returns the string unchanged), and the fix would remove them.
    /// </summary>
    private static bool IsDashRemoval(IInvocationOperation replace)
    {
        var method = replace.TargetMethod;
        if (method.Name != "Replace"
            || method.IsStatic
            || method.ContainingType.SpecialType != SpecialType.System_String
            || method.Parameters.Length is < 2 or > 4
            || method.Parameters[0].Type.SpecialType != SpecialType.System_String)
        {
            return false;
        }

        foreach (var argument in replace.Arguments)
        {
            var value = argument.Value;
            switch (argument.Parameter?.Ordinal)
            {
                case 0:
                    if (!value.IsConstantString("-"))
                    {
                        return false;
                    }

                    break;
                case 1:
                    if (!IsEmptyOrNull(value))
                    {
                        return false;
                    }

                    break;
                case 2 when method.Parameters.Length == 3:
                    // Replace(string, string, StringComparison): InvariantCulture (2), InvariantCultureIgnoreCase (3),
                    // Ordinal (4) or OrdinalIgnoreCase (5).
                    if (argument.Parameter.Type.TypeKind != TypeKind.Enum
                        || value.ConstantValue is not { HasValue: true, Value: int comparison }
                        || comparison is < 2 or > 5)
                    {
                        return false;
                    }

                    break;
                case 2:
                    // Replace(string, string, bool ignoreCase, CultureInfo culture): any ignoreCase.
                    if (argument.Parameter.Type.SpecialType != SpecialType.System_Boolean || !IsDroppable(value))
                    {
                        return false;
                    }

                    break;
                case 3:
                    // The culture of Replace(string, string, bool, CultureInfo) (the bool parameter was checked above):
                    // CultureInfo.InvariantCulture only (null is the current culture).
                    if (method.Parameters[2].Type.SpecialType != SpecialType.System_Boolean
                        || value.WithoutImplicitConversions() is not IPropertyReferenceOperation { Instance: null, Property: { Name: "InvariantCulture" } property }
                        || !SymbolEqualityComparer.Default.Equals(property.ContainingType, argument.Parameter.Type))
                    {
                        return false;
                    }

                    break;
                default:
                    return false;
            }
        }

        return true;
    }

    private static bool IsEmptyOrNull(IOperation value)
    {
        value = value.WithoutImplicitConversions();
        if (value.ConstantValue.HasValue)
        {
            return value.ConstantValue.Value is null or "";
        }

        return value is IFieldReferenceOperation { Field: { Name: "Empty", IsStatic: true } field }
            && field.ContainingType.SpecialType == SpecialType.System_String;
    }

    internal static bool TryGetCaseCall(IInvocationOperation invocation, out HexCase kind)
    {
        kind = HexCase.None;
        var method = invocation.TargetMethod;
        if (method.IsStatic
            || invocation.Instance is null
            || method.ContainingType.SpecialType != SpecialType.System_String
            || method.Parameters.Length > 1)
        {
            return false;
        }

        // A culture argument can't change how 'A'-'F' are cased, but dropping it must not drop a side effect.
        if (method.Parameters.Length == 1
            && (invocation.Arguments.Length != 1 || !IsDroppable(invocation.Arguments[0].Value)))
        {
            return false;
        }

        switch (method.Name)
        {
            case "ToLower":
            case "ToLowerInvariant":
                kind = HexCase.Lower;
                return true;
            case "ToUpper":
            case "ToUpperInvariant":
                kind = HexCase.Upper;
                return true;
            default:
                return false;
        }
    }

    private static bool IsDroppable(IOperation operation)
    {
        operation = operation.WithoutImplicitConversions();
        return operation.IsFreeOfSideEffects()
            || operation is IPropertyReferenceOperation { Instance: null, Property.Parameters.Length: 0 };
    }
}
