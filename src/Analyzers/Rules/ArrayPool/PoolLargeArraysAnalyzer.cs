using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0507: <c>new T[c]</c> with a constant size of at least 85,000 bytes (the large-object heap threshold), in a
/// local that does not escape. Every call allocates on the large-object heap and feeds gen 2 collections; renting from
/// <c>ArrayPool&lt;T&gt;.Shared</c> costs the same few tens of nanoseconds at any size.
/// </summary>
public sealed class PoolLargeArraysAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The .editorconfig option that lowers or raises the size threshold, in bytes.</summary>
    public const string MinimumBytesOption = "dotnet_code_quality.PERF0507.minimum_bytes";

    /// <summary>Diagnostic property: the rewrites of the uses, one letter per additional location after the first.</summary>
    public const string RewritesKey = "Rewrites";

    /// <summary>Diagnostic property: present when the code may read an element before writing it (the fix clears).</summary>
    public const string ClearKey = "Clear";

    /// <summary>Rewrite <c>x.Length</c> to the size.</summary>
    public const char RewriteLength = 'L';

    /// <summary>Rewrite <c>x</c> (converted to a span) to <c>x.AsSpan(0, size)</c>.</summary>
    public const char RewriteSpan = 'S';

    /// <summary>Rewrite <c>x</c> (converted to a memory) to <c>x.AsMemory(0, size)</c>.</summary>
    public const char RewriteMemory = 'M';

    /// <summary>Add <c>0, size</c> to <c>x.AsSpan()</c> / <c>x.AsMemory()</c>.</summary>
    public const char RewriteView = 'V';

    private const int LargeObjectHeapThreshold = 85_000;

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0507",
        title: "Pool large temporary arrays",
        messageFormat: "'new {0}[{1}]' allocates {2:N0} bytes on the large-object heap on every call: rent '{3}' from ArrayPool<{0}>.Shared and return it in a finally block; {4}",
        description: "Arrays of 85,000 bytes or more are allocated on the large-object heap, which is collected only with gen 2: a large temporary array per call makes full collections frequent. Renting from ArrayPool<T>.Shared costs the same few tens of nanoseconds at any size.",
        RuleLevel.Warning);

    internal static readonly Payoff PoolLargeArraysPayoff = new(
        "no array allocated on the large-object heap per call",
        "PERF0507/Temporary1MB", "PERF0507/Temporary100KB");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = ArrayPoolApis.Create(start.Compilation);
            if (apis is null || apis.Span is null)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeArrayCreation(context, apis, targets), OperationKind.ArrayCreation);
        });
    }

    private static void AnalyzeArrayCreation(OperationAnalysisContext context, ArrayPoolApis apis, ProjectTargets targets)
    {
        var creation = (IArrayCreationOperation)context.Operation;
        if (creation.DimensionSizes.Length != 1
            || creation.Initializer is not null
            || creation.DimensionSizes[0].ConstantValue is not { HasValue: true, Value: int length }
            || creation.Type is not IArrayTypeSymbol { Rank: 1 } arrayType
            || ElementSize(arrayType.ElementType) is not { } elementSize
            || context.ContainingSymbol is not IMethodSymbol
            || !targets.Allow(ProjectTargets.NetCore21, creation.Syntax))
        {
            // The last test: the fix brings in ArrayPool<T> and spans, built into .NET Core 2.1+ but a package on
            // .NET Framework and .NET Standard 2.0, which a project's other target may not reference.
            return;
        }

        var bytes = (long)length * elementSize;
        if (bytes < MinimumBytes(context) || length > ArrayPoolApis.CreatedPoolLimit)
        {
            return;
        }

        // Until .NET 6 the shared pool kept arrays of up to 1,048,576 elements: a larger Rent allocates every time
        // there, so the rewrite would buy nothing on a runtime this code may run on (this one, or another target's).
        if (length > ArrayPoolApis.OldSharedLimit && (!apis.SharedKeepsLargeArrays || !targets.Allow(ProjectTargets.Net6, creation.Syntax)))
        {
            return;
        }

        // var x = new T[c]; the only assignment of a local that does not escape.
        if (creation.Parent is not IVariableInitializerOperation { Parent: IVariableDeclaratorOperation { Symbol: var local } declarator }
            || declarator.Parent?.Parent is not IVariableDeclarationGroupOperation
            || local.IsRef
            || Root(creation) is not { } body
            || RentedArrayFlow.Escapes(body, local, apis, new Dictionary<ILocalSymbol, bool>(SymbolEqualityComparer.Default)))
        {
            return;
        }

        var rewrites = new StringBuilder();
        var locations = new List<Location> { creation.DimensionSizes[0].Syntax.GetLocation() };
        var fixable = CollectRewrites(body, local, arrayType.ElementType, apis, rewrites, locations, out var firstUse);
        var properties = ImmutableDictionary<string, string?>.Empty;
        if (fixable)
        {
            properties = properties.Add(RewritesKey, rewrites.ToString());
            if (!IsFullWrite(firstUse, local))
            {
                properties = properties.Add(ClearKey, "true");
            }
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            creation.Syntax.GetLocation(),
            locations,
            properties,
            arrayType.ElementType.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat),
            creation.DimensionSizes[0].Syntax.ToString(),
            bytes,
            local.Name,
            PoolLargeArraysPayoff.For(context.Compilation)));
    }

    private static IOperation? Root(IOperation operation)
    {
        while (operation.Parent is not null)
        {
            operation = operation.Parent;
        }

        return operation is IMethodBodyOperation or IConstructorBodyOperation or IBlockOperation ? operation : null;
    }

    private static long MinimumBytes(OperationAnalysisContext context)
    {
        var options = context.Options.AnalyzerConfigOptionsProvider.GetOptions(context.Operation.Syntax.SyntaxTree);
        return options.TryGetValue(MinimumBytesOption, out var text) && long.TryParse(text, NumberStyles.Integer, CultureInfo.InvariantCulture, out var value) && value > 0
            ? value
            : LargeObjectHeapThreshold;
    }

    private static int? ElementSize(ITypeSymbol type) => type.SpecialType switch
    {
        SpecialType.System_Byte or SpecialType.System_SByte or SpecialType.System_Boolean => 1,
        SpecialType.System_Char or SpecialType.System_Int16 or SpecialType.System_UInt16 => 2,
        SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Single => 4,
        SpecialType.System_Int64 or SpecialType.System_UInt64 or SpecialType.System_Double => 8,
        _ => null,
    };

    /// <summary>
    /// Every use of the array must stay within the first <c>c</c> elements once it is rented (and longer):
    /// element accesses, <c>x.Length</c> (rewritten), spans and memories (sliced), calls with an explicit range, fills.
    /// </summary>
    private static bool CollectRewrites(IOperation body, ILocalSymbol local, ITypeSymbol elementType, ArrayPoolApis apis, StringBuilder rewrites, List<Location> locations, out IOperation? firstUse)
    {
        firstUse = null;
        foreach (var operation in body.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, local))
            {
                continue;
            }

            firstUse ??= reference;
            var parent = reference.Parent;
            switch (parent)
            {
                case IArrayElementReferenceOperation:
                    continue;
                case IForEachLoopOperation loop when loop.Collection == reference && CanIterateSpan(loop):
                case IConversionOperation { IsImplicit: true, Parent: IForEachLoopOperation loopOverConversion } when CanIterateSpan(loopOverConversion):
                    // foreach over the requested length: the same elements, in order, from a slice of the rented array.
                    rewrites.Append(RewriteSpan);
                    locations.Add(reference.Syntax.GetLocation());
                    continue;
                case IPropertyReferenceOperation { Property.Name: "Length" }:
                    rewrites.Append(RewriteLength);
                    locations.Add(parent.Syntax.GetLocation());
                    continue;
                case IConversionOperation { IsImplicit: true } conversion when apis.IsSpanLike(conversion.Type) || ArrayPoolApis.Is(conversion.Type, apis.Memory) || ArrayPoolApis.Is(conversion.Type, apis.ReadOnlyMemory):
                    rewrites.Append(apis.IsSpanLike(conversion.Type) ? RewriteSpan : RewriteMemory);
                    locations.Add(reference.Syntax.GetLocation());
                    continue;
                case IArgumentOperation { Parameter: { } parameter, Parent: IInvocationOperation invocation }:
                    var method = invocation.TargetMethod;
                    if (method.IsExtensionMethod && method.Name is "AsSpan" or "AsMemory" && parameter.Ordinal == 0)
                    {
                        if (invocation.Arguments.Length == 1)
                        {
                            rewrites.Append(RewriteView);
                            locations.Add(invocation.Syntax.GetLocation());
                            continue;
                        }

                        if (invocation.Arguments.Length == 3)
                        {
                            continue;
                        }

                        return false;
                    }

                    if (parameter.Type is IArrayTypeSymbol or { SpecialType: SpecialType.System_Array } && (HasRange(method) || IsWholeFill(method)))
                    {
                        continue;
                    }

                    return false;
                default:
                    return false;
            }
        }

        return firstUse is not null;
    }

    /// <summary>
    /// A loop that can iterate a span instead: not in an async method, lambda or local function (a span's enumerator
    /// can't live across an await), nor in an iterator (nor across a yield).
    /// </summary>
    private static bool CanIterateSpan(IForEachLoopOperation loop)
    {
        if (loop.IsAsynchronous)
        {
            return false;
        }

        // The function the loop is in, as written: async, or an iterator (a yield in it), can't hold the span.
        for (var node = loop.Syntax.Parent; node is not null; node = node.Parent)
        {
            switch (node)
            {
                case Microsoft.CodeAnalysis.CSharp.Syntax.AnonymousFunctionExpressionSyntax
                    or Microsoft.CodeAnalysis.CSharp.Syntax.LocalFunctionStatementSyntax
                    or Microsoft.CodeAnalysis.CSharp.Syntax.BaseMethodDeclarationSyntax
                    or Microsoft.CodeAnalysis.CSharp.Syntax.AccessorDeclarationSyntax:
                    return !node.IsAsyncOrIterator();
                case Microsoft.CodeAnalysis.CSharp.Syntax.GlobalStatementSyntax:
                case Microsoft.CodeAnalysis.CSharp.Syntax.CompilationUnitSyntax:
                    return false;
            }
        }

        return false;
    }

    private static bool HasRange(IMethodSymbol method)
    {
        var ranges = 0;
        foreach (var parameter in method.Parameters)
        {
            if (ParameterRoles.IsRange(parameter))
            {
                ranges++;
            }
        }

        return ranges >= 2 || (ranges == 1 && method.Name is "CopyTo" or "Copy");
    }

    private static bool IsWholeFill(IMethodSymbol method) =>
        method.ContainingType.SpecialType == SpecialType.System_Array && method.Name is "Fill" or "Clear";

    /// <summary>The first use writes every element: <c>Array.Fill(x, v)</c>, <c>Array.Clear(x)</c>, <c>x.AsSpan().Fill(v)</c>, <c>.Clear()</c>.</summary>
    private static bool IsFullWrite(IOperation? firstUse, ILocalSymbol local)
    {
        // The first use must run right after the declaration: a statement of the same block.
        var declaration = local.DeclaringSyntaxReferences.Length == 1 ? local.DeclaringSyntaxReferences[0].GetSyntax().FirstAncestorOrSelf<Microsoft.CodeAnalysis.CSharp.Syntax.StatementSyntax>() : null;
        var statement = firstUse?.Syntax.FirstAncestorOrSelf<Microsoft.CodeAnalysis.CSharp.Syntax.StatementSyntax>();
        if (declaration is null || statement is not Microsoft.CodeAnalysis.CSharp.Syntax.ExpressionStatementSyntax || statement.Parent != declaration.Parent)
        {
            return false;
        }

        switch (firstUse?.Parent)
        {
            case IArgumentOperation { Parent: IInvocationOperation { TargetMethod: { Name: "Fill" or "Clear", ContainingType.SpecialType: SpecialType.System_Array } } fill }:
                return fill.Arguments.Length <= 2;
            case IArgumentOperation { Parent: IInvocationOperation { TargetMethod: { IsExtensionMethod: true, Name: "AsSpan" }, Arguments.Length: 1 } view }:
                return view.Parent is IInvocationOperation { TargetMethod.Name: "Fill" or "Clear" } spanFill && spanFill.Instance == view;
            default:
                return false;
        }
    }
}
