using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Linq;

/// <summary>
/// PERF0401: <c>source.Where(predicate).First()</c> (and <c>FirstOrDefault</c>, <c>Last</c>, <c>LastOrDefault</c>,
/// <c>Single</c>, <c>SingleOrDefault</c>, <c>Any</c>, <c>Count</c>, <c>LongCount</c>) allocates a Where iterator
/// for nothing: <c>source.First(predicate)</c> is the same query. Runtime-aware: before .NET 9 the predicate
/// overloads lacked the array and <c>List&lt;T&gt;</c> fast paths that Where had, and were several times slower for
/// those sources, so there the rule offers <c>Array.Find</c>/<c>Array.Exists</c>/<c>Array.FindLast</c> for arrays where
/// their meaning is exactly the terminal's, and otherwise stays silent (also for <c>List&lt;T&gt;</c>: its
/// <c>Find</c>/<c>Exists</c> measured no faster than Where, <c>Exists</c> 4x slower, on .NET 10).
/// </summary>
public sealed class PassPredicateToTerminalAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: how the fix rewrites, <see cref="OverloadMode"/> or <see cref="ArrayMode"/>.</summary>
    internal const string ModeKey = "Mode";

    /// <summary>Property: the method the fix calls (<c>First</c>, <c>Find</c>, <c>Exists</c>, <c>FindLast</c>...).</summary>
    internal const string MethodKey = "Method";

    /// <summary><c>source.X(predicate)</c> (the Where call renamed).</summary>
    internal const string OverloadMode = "Overload";

    /// <summary><c>Array.Find(source, predicate)</c>.</summary>
    internal const string ArrayMode = "Array";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0401",
        title: "Pass the predicate to the terminal method instead of Where",
        messageFormat: "Use '{0}' instead of 'Where(...).{1}()': {2}",
        description: "Where(predicate) followed by First(), Any(), Count() and the like allocates a Where iterator and goes through it for every element; the terminal method's predicate overload runs the same test directly. On .NET 9 and later the predicate overloads walk arrays and List<T> as spans. Before .NET 9 they did not, and Where(...).First() was several times faster for those sources than First(predicate): there the rule suggests Array.Find, Array.Exists or Array.FindLast for arrays where they mean exactly the same, and otherwise stays silent.",
        RuleLevel.Suggestion,
        sameFinding: new[] { "RCS1077", "MA0029" });

    internal static readonly Payoff FindBeforeNet9Payoff = new(
        "loops over the array directly on runtimes before .NET 9, where the predicate overload would be several times slower, and drops the Where iterator",
        "PERF0401/ArrayFindNet8");

    internal static readonly Payoff PassPredicatePayoff = new(
        "no Where iterator",
        "PERF0401/ArrayFirstOrDefault", "PERF0401/ListAny");

    internal static readonly Payoff PassPredicateLazyBeforeNet9Payoff = new(
        "no Where iterator and one enumeration layer less (Where has no fast path for this source on any runtime)");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = LinqApis.Create(start.Compilation);
            if (apis is null)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, apis, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, LinqApis apis, ProjectTargets targets)
    {
        var terminal = (IInvocationOperation)context.Operation;
        var method = terminal.TargetMethod;
        if (method.Parameters.Length != 1 || !IsTerminalName(method.Name) || !apis.IsEnumerableMethod(method, method.Name, 1))
        {
            return;
        }

        if (terminal.Arguments.Length != 1
            || terminal.Arguments[0].Value.WithoutImplicitConversions() is not IInvocationOperation where
            || !apis.IsEnumerableMethod(where.TargetMethod, "Where", 2)
            || !LinqApis.IsPredicate(where.TargetMethod.Parameters[1].Type)
            || terminal.Syntax is not InvocationExpressionSyntax terminalSyntax
            || where.Syntax is not InvocationExpressionSyntax whereSyntax
            || LinqSyntax.GetMethodName(terminalSyntax) is not { } terminalName
            || where.GetArgument(0) is not { } sourceArgument
            || where.GetArgument(1) is not { } predicateArgument
            || apis.IsInExpressionTree(terminal))
        {
            return;
        }

        var source = sourceArgument.Value.WithoutImplicitConversions();
        var predicate = predicateArgument.Value;
        if (source.Syntax is not ExpressionSyntax sourceSyntax || predicate.Syntax is not ExpressionSyntax predicateSyntax)
        {
            return;
        }

        // The span fast paths count only when every target of the project that compiles this code has them: in a
        // net48;net8.0;net10.0 project the net10.0 compilation must not suggest what is slower for the other two.
        var spanPaths = apis.HasSpanPredicatePaths && targets.Allow(ProjectTargets.Net9, terminalSyntax);
        string mode;
        string newName;
        if (spanPaths || !MayBeArrayOrList(source, apis))
        {
            // .NET 9+: the predicate overloads have the fast paths. Before, they are at least as fast as Where for
            // every source that is neither an array nor a List<T> at run time.
            mode = OverloadMode;
            newName = method.Name;
        }
        else if (!TryGetFindEquivalent(method.Name, source.Type, predicate, out mode, out newName))
        {
            // Before .NET 9 on an array or List<T>: the predicate overload is slower and no List/Array method
            // means the same: stay silent.
            return;
        }

        var replacement = BuildReplacement(mode, newName, terminalName, whereSyntax, sourceSyntax, predicateSyntax, typeAnnotation: null);
        if (replacement is null || !BindsAsExpected(context, terminalSyntax, replacement, mode, newName, apis))
        {
            return;
        }

        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(ModeKey, mode);
        properties.Add(MethodKey, newName);

        string shown;
        string payoff;
        switch (mode)
        {
            case ArrayMode:
                shown = "Array." + newName + "(array, predicate)";
                payoff = FindBeforeNet9Payoff.For(context.Compilation);
                break;
            default:
                shown = newName + "(predicate)";
                payoff = spanPaths ? PassPredicatePayoff.For(context.Compilation) : PassPredicateLazyBeforeNet9Payoff.For(context.Compilation);
                break;
        }

        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
            Rule,
            terminalSyntax.GetLocation(),
            additionalLocations: new[] { whereSyntax.GetLocation(), sourceSyntax.GetLocation(), predicateSyntax.GetLocation() },
            properties: properties.ToImmutable(),
            shown,
            method.Name,
            payoff)));
    }

    /// <summary>The rewrite of <c>terminal</c>; shared with the fixer (which passes its simplifier annotation).</summary>
    internal static ExpressionSyntax? BuildReplacement(
        string mode,
        string newName,
        SimpleNameSyntax terminalName,
        InvocationExpressionSyntax whereSyntax,
        ExpressionSyntax sourceSyntax,
        ExpressionSyntax predicateSyntax,
        SyntaxAnnotation? typeAnnotation)
    {
        switch (mode)
        {
            case OverloadMode:
                // source.Where(p).First() -> source.First(p); Enumerable.First(Enumerable.Where(s, p)) -> Enumerable.First(s, p).
                // The terminal's type arguments, if written, stay (First<T> has the same one as Where<T>).
                return LinqSyntax.Rename(whereSyntax, terminalName.WithoutTrivia());
            case ArrayMode:
                return LinqSyntax.ArrayCall(newName, sourceSyntax, predicateSyntax, typeAnnotation);
            default:
                return null;
        }
    }

    private static bool IsTerminalName(string name)
    {
        switch (name)
        {
            case "First":
            case "FirstOrDefault":
            case "Last":
            case "LastOrDefault":
            case "Single":
            case "SingleOrDefault":
            case "Any":
            case "Count":
            case "LongCount":
                return true;
            default:
                return false;
        }
    }

    /// <summary>
    /// False when the source can't be a <c>T[]</c> or <c>List&lt;T&gt;</c> at run time: its static type is a class or
    /// struct that is neither, or it is a fresh iterator of a LINQ operator (<c>Select</c>, <c>Concat</c>...).
    /// Interfaces, <c>object</c> and type parameters may hold an array or a list.
    /// </summary>
    private static bool MayBeArrayOrList(IOperation source, LinqApis apis)
    {
        var type = source.Type;
        if (type is null || LinqApis.IsSzArray(type) || apis.IsListOrDerived(type))
        {
            return true;
        }

        if (type.TypeKind is TypeKind.Class or TypeKind.Struct && type.SpecialType != SpecialType.System_Object)
        {
            return false;
        }

        // A LINQ operator returns its own iterator, except AsEnumerable and Cast, which can return the source itself,
        // and Empty, which is an empty array on some runtimes.
        if (source is IInvocationOperation { TargetMethod: { } method }
            && SymbolEqualityComparer.Default.Equals(method.ContainingType, apis.Enumerable)
            && method.Name is not ("AsEnumerable" or "Cast" or "Empty"))
        {
            return false;
        }

        return true;
    }

    /// <summary>
    /// The <c>Array</c> method that means exactly what the terminal means, for a lambda or method-group predicate
    /// (a <c>Func</c> value doesn't convert to <c>Predicate&lt;T&gt;</c>): FirstOrDefault is Find (both return
    /// default(T) when nothing matches), Any is Exists, LastOrDefault is FindLast. First, Last and Single throw when
    /// nothing matches and Count counts: nothing there means the same. <c>List&lt;T&gt;</c> has the same methods, but
    /// they measured no faster than Where on the one runtime we can run (List.Exists 4x slower on .NET 10), so lists
    /// stay silent.
    /// </summary>
    private static bool TryGetFindEquivalent(string terminal, ITypeSymbol? sourceType, IOperation predicate, out string mode, out string newName)
    {
        mode = string.Empty;
        newName = terminal switch
        {
            "FirstOrDefault" => "Find",
            "Any" => "Exists",
            "LastOrDefault" => "FindLast",
            _ => string.Empty,
        };

        if (newName.Length == 0
            || predicate is not IDelegateCreationOperation { IsImplicit: true, Target: IAnonymousFunctionOperation or IMethodReferenceOperation })
        {
            return false;
        }

        if (LinqApis.IsSzArray(sourceType))
        {
            mode = ArrayMode;
            return true;
        }

        return false;
    }

    /// <summary>The rewrite must bind to the method we mean (not an instance method or another extension in scope).</summary>
    private static bool BindsAsExpected(
        OperationAnalysisContext context,
        InvocationExpressionSyntax terminalSyntax,
        ExpressionSyntax replacement,
        string mode,
        string newName,
        LinqApis apis)
    {
        var model = context.Operation.SemanticModel;
        if (model is null)
        {
            return false;
        }

        var symbol = model.GetSpeculativeSymbolInfo(terminalSyntax.SpanStart, replacement, SpeculativeBindingOption.BindAsExpression).Symbol as IMethodSymbol;
        if (symbol is null || symbol.Name != newName)
        {
            return false;
        }

        var definition = (symbol.ReducedFrom ?? symbol).OriginalDefinition;
        switch (mode)
        {
            case OverloadMode:
                return apis.IsEnumerableMethod(definition, newName, 2) && LinqApis.IsPredicate(definition.Parameters[1].Type);
            case ArrayMode:
                return definition.IsStatic && SymbolEqualityComparer.Default.Equals(definition.ContainingType, apis.Array);
            default:
                return false;
        }
    }
}
