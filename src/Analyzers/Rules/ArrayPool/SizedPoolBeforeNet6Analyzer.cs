using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// PERF0508: <c>ArrayPool&lt;T&gt;.Shared.Rent(n)</c> with a constant <c>n</c> above 1,048,576 elements, in a
/// compilation whose runtime may be older than .NET 6 (.NET Framework, .NET Standard, .NET Core 3.x, .NET 5). Until
/// .NET 6 the shared pool kept arrays of up to 1,048,576 elements only: a larger Rent allocated a new array on every
/// call and its Return dropped it. A pool made by <c>ArrayPool&lt;T&gt;.Create(maxArrayLength: n, ...)</c>, kept in a
/// static field and used for the Return too, pools it on every runtime.
/// </summary>
/// <remarks>
/// Reported only where the fix keeps the code's behavior: the array is rented once into a local that doesn't escape, is
/// returned only to <c>ArrayPool&lt;T&gt;.Shared</c> (the fix moves every Return with the Rent), and is used only in
/// ways that don't depend on its length: element access, and arguments with an explicit count
/// (<c>stream.Read(a, 0, n)</c>, <c>a.AsSpan(0, n)</c>). An array of the old pool's oversized path was exactly n long; the
/// new pool's is rounded up to a power of two, as the shared pool's arrays are on .NET 6 and later.
/// </remarks>
public sealed class SizedPoolBeforeNet6Analyzer : DiagnosticAnalyzer
{
    /// <summary>Diagnostic property: the requested length, as an invariant integer (the fix's maxArrayLength).</summary>
    public const string LengthKey = "Length";

    /// <summary>Diagnostic property: present when the Rent argument can be written in a static field initializer as it is.</summary>
    public const string CopyArgumentKey = "CopyArgument";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0508",
        title: "Don't rent arrays over the shared pool's size limit on runtimes before .NET 6",
        messageFormat: "'ArrayPool<{0}>.Shared.Rent({1})' allocates a new array on every call on runtimes before .NET 6, where the shared pool keeps arrays of up to 1,048,576 elements: rent from a pool made by ArrayPool<{0}>.Create, kept in a static field; {2}",
        description: "Until .NET 6, ArrayPool<T>.Shared kept arrays of up to 1,048,576 elements: a larger Rent allocated a new array (on the large-object heap) on every call, and Return dropped it. On .NET Framework, .NET Standard, .NET Core 3.x and .NET 5 the code pays a full allocation per call while looking pooled. A pool made once with ArrayPool<T>.Create(maxArrayLength: n, maxArraysPerBucket: ...) and kept in a static field pools arrays of that size on every runtime.",
        // Warning: the scenario, run on System.Buffers' pool (the one before .NET 6), is hundreds of times faster and
        // allocates nothing instead of megabytes per call; the rule reports only where the fix keeps the behavior.
        RuleLevel.Warning);

    internal static readonly Payoff SizedPoolBeforeNet6Payoff = new(
        "System.Buffers' pool keeps arrays of this size instead of allocating one per call",
        "PERF0508/LargeBuffers");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        // Nothing is registered on .NET 6 and later, where the shared pool keeps these arrays: the rule costs nothing there.
        RentedArrayActions.Register(context, Report, static apis => !apis.SharedKeepsLargeArrays);
    }

    private static void Report(OperationAnalysisContext context, ImmutableArray<RentedArray> rentedArrays, ArrayPoolApis apis)
    {
        foreach (var rented in rentedArrays)
        {
            if (rented.Rents.Length != 1
                || !rented.IsTrackable
                || rented.Returns.Length == 0
                || rented.Local.Type is not IArrayTypeSymbol { Rank: 1 } arrayType
                || arrayType.ElementType is ITypeParameterSymbol { TypeParameterKind: TypeParameterKind.Method })
            {
                continue;
            }

            var rent = rented.Rents[0];
            if (!IsShared(rent.Instance, apis)
                || rent.Arguments.Length != 1
                || rent.Arguments[0].Value.ConstantValue is not { HasValue: true, Value: int length }
                || length <= ArrayPoolApis.OldSharedLimit
                || length > ArrayPoolApis.CreatedPoolLimit
                || !IsInNamedType(context.ContainingSymbol))
            {
                continue;
            }

            var locations = new List<Location>(rented.Returns.Length);
            var allShared = true;
            foreach (var returnCall in rented.Returns)
            {
                if (!IsShared(returnCall.Instance, apis))
                {
                    allShared = false;
                    break;
                }

                locations.Add(returnCall.Instance!.Syntax.GetLocation());
            }

            if (!allShared || !UsesIgnoreLength(context.Operation, rented.Local, apis))
            {
                continue;
            }

            var properties = ImmutableDictionary<string, string?>.Empty.Add(LengthKey, length.ToString(CultureInfo.InvariantCulture));
            if (IsCopyable(rent.Arguments[0].Value))
            {
                properties = properties.Add(CopyArgumentKey, "true");
            }

            context.ReportDiagnostic(Diagnostic.Create(
                Rule,
                rent.Instance!.Syntax.GetLocation(),
                locations,
                properties,
                arrayType.ElementType.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat),
                rent.Arguments[0].Value.Syntax.ToString(),
                SizedPoolBeforeNet6Payoff.For(context.Compilation)));
        }
    }

    /// <summary><c>ArrayPool&lt;T&gt;.Shared</c>, written as such (the fix replaces exactly this expression).</summary>
    private static bool IsShared(IOperation? instance, ArrayPoolApis apis) =>
        instance is IPropertyReferenceOperation { Property: { IsStatic: true, Name: "Shared" } property, Syntax: MemberAccessExpressionSyntax }
        && SymbolEqualityComparer.Default.Equals(property.ContainingType.OriginalDefinition, apis.ArrayPool);

    /// <summary>The fix adds a static field to the type that holds the code: a class, struct or record, not a script.</summary>
    private static bool IsInNamedType(ISymbol symbol) =>
        symbol.ContainingType is { IsImplicitlyDeclared: false, IsScriptClass: false, TypeKind: TypeKind.Class or TypeKind.Struct } type
        && type.DeclaringSyntaxReferences.Length > 0;

    /// <summary>Literals and named constants only: a local constant can't be named in a static field initializer.</summary>
    private static bool IsCopyable(IOperation argument)
    {
        foreach (var operation in argument.DescendantsAndSelf())
        {
            if (operation is ILocalReferenceOperation or IParameterReferenceOperation)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// Every read of the local is one whose meaning doesn't depend on the array's length: an element, the argument of
    /// Return, or an array argument next to an explicit count (<c>Read(a, 0, n)</c>, <c>a.AsSpan(0, n)</c>,
    /// <c>new Span&lt;T&gt;(a, 0, n)</c>).
    /// </summary>
    private static bool UsesIgnoreLength(IOperation body, ILocalSymbol local, ArrayPoolApis apis)
    {
        foreach (var operation in body.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, local))
            {
                continue;
            }

            switch (reference.Parent)
            {
                case IArrayElementReferenceOperation element when element.ArrayReference == reference:
                    continue;
                case IVariableDeclaratorOperation:
                    continue;
                case ISimpleAssignmentOperation assignment when assignment.Target == reference:
                    continue;
                case IArgumentOperation { Parent: IInvocationOperation invocation } when apis.IsReturn(invocation.TargetMethod):
                    continue;
                case IArgumentOperation { Parent: IInvocationOperation or IObjectCreationOperation } argument when HasCountArgument(argument):
                    continue;
                default:
                    return false;
            }
        }

        return true;
    }

    /// <summary>The call also passes a count or length: it reads or writes that many elements, not the whole array.</summary>
    private static bool HasCountArgument(IArgumentOperation array)
    {
        var arguments = array.Parent switch
        {
            IInvocationOperation invocation => invocation.Arguments,
            IObjectCreationOperation creation => creation.Arguments,
            _ => ImmutableArray<IArgumentOperation>.Empty,
        };

        foreach (var argument in arguments)
        {
            if (argument != array && argument.Parameter is { } parameter && ParameterRoles.IsCount(parameter) && argument.ArgumentKind == ArgumentKind.Explicit)
            {
                return true;
            }
        }

        return false;
    }
}
