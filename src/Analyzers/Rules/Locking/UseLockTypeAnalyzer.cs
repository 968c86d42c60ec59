using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Locking;

/// <summary>
/// PERF0301: a private <c>object</c> field created with <c>new object()</c>, never reassigned, whose every use is
/// <c>lock (field)</c> or a <c>Monitor</c> call that <c>System.Threading.Lock</c> has a method for, can be a
/// <c>Lock</c>. Every reference to the field in the type (all partial declarations, nested types included) is
/// analyzed before anything is reported: one other use, and the rule stays silent.
/// </summary>
public sealed class UseLockTypeAnalyzer : DiagnosticAnalyzer
{
    // The diagnostic is on the field's name. Additional location 0 is the field's variable declarator; every further
    // additional location is a Monitor invocation the fix rewrites (the fixer reads the call's shape from its syntax).
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0301",
        title: "Use System.Threading.Lock for a field used only as a lock",
        messageFormat: "Declare '{0}' as System.Threading.Lock: it is only used as a lock ({1})",
        description: "A field of type object that exists only to be locked can be a System.Threading.Lock (.NET 9+). From C# 13 on, lock statements on a Lock call Lock.EnterScope instead of Monitor, and the type documents what the field is for. Monitor.Enter/Exit/TryEnter/IsEntered calls become the Lock methods; a field also used with Monitor.Wait/Pulse/PulseAll, or in any other way, is left alone.",
        RuleLevel.Disabled,
        generatedCode: GeneratedCodeAnalysisFlags.ReportDiagnostics,
        sameFinding: new[] { "IDE0330", "MA0158" });

    internal static readonly Payoff UseLockTypePayoff = new(
        "the type states the field's purpose",
        "PERF0301");

    /// <summary>C# 13: the first version whose lock statement uses <c>Lock.EnterScope</c> (Roslyn 4.5 has no enum member for it).</summary>
    private const int CSharp13 = 1300;

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        // Generated code is not analyzed (the driver doesn't call the field action for a field in a generated file or
        // under [GeneratedCode]), and the diagnostic is on that field: the driver's own check of each diagnostic for
        // generated code (a pass over the file's declarations) would find nothing. See docs/performance.md.
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
        context.RegisterCompilationStartAction(static start =>
        {
            // Before C# 13 a lock statement on a Lock is a plain Monitor lock on an object: no gain, and CS9216.
            if (start.Compilation is not CSharpCompilation csharp || (int)csharp.LanguageVersion < CSharp13)
            {
                return;
            }

            var types = WellKnownTypes.Get(start.Compilation);
            var lockType = types.Get("System.Threading.Lock");
            var monitor = types.Get("System.Threading.Monitor");
            if (lockType is null || monitor is null || !HasLockMembers(lockType))
            {
                return;
            }

            // The fix adds a member (or changes a field's type) that every target of the project compiles: in a project
            // that also targets a runtime without System.Threading.Lock, nothing is reported (see ProjectTargets).
            if (!ProjectTargets.Read(start.Options).AllAtLeast(ProjectTargets.Net9))
            {
                return;
            }

            var analysis = new CompilationAnalysis(monitor);
            start.RegisterSymbolAction(analysis.AnalyzeField, SymbolKind.Field);
        });
    }

    private static bool HasLockMembers(INamedTypeSymbol lockType) =>
        !lockType.GetMembers("Enter").IsEmpty
        && !lockType.GetMembers("Exit").IsEmpty
        && !lockType.GetMembers("TryEnter").IsEmpty
        && !lockType.GetMembers("IsHeldByCurrentThread").IsEmpty
        && !lockType.GetMembers("EnterScope").IsEmpty;

    /// <summary>A private <c>object</c> field declared alone: what the rule can retype.</summary>
    private static bool IsCandidate(IFieldSymbol field) =>
        field is { IsConst: false, IsImplicitlyDeclared: false, DeclaredAccessibility: Accessibility.Private, Type.SpecialType: SpecialType.System_Object }
        && IsSingleDeclarator(field);

    /// <summary>
    /// <c>= new object()</c>, <c>= new()</c> (or <c>new Lock()</c> for a Lock field): an object no other code can hold, so
    /// its locks can change form, or go, without an observable effect. Anything else (a shared object, a type's
    /// instance) may be locked elsewhere too.
    /// </summary>
    internal static bool IsFreshLockObject(IFieldInitializerOperation initializer, IFieldSymbol field) =>
        initializer.InitializedFields.Length == 1
        && initializer.Value.WithoutImplicitConversions() is IObjectCreationOperation { Arguments.Length: 0, Initializer: null } creation
        && SymbolEqualityComparer.Default.Equals(creation.Type, field.Type);

    /// <summary><c>private object _gate = new();</c>, not <c>private object _a = new(), _b = new();</c>.</summary>
    internal static bool IsSingleDeclarator(IFieldSymbol field) =>
        field.DeclaringSyntaxReferences.Length == 1
        && field.DeclaringSyntaxReferences[0].GetSyntax() is VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax { Variables.Count: 1, Parent: FieldDeclarationSyntax } };

    /// <summary>
    /// One compilation's analysis: a symbol action on each field. A candidate (a private object field declared alone) is
    /// judged by every use of it (see <see cref="PrivateFieldUses"/>); the first use that isn't a lock statement or a
    /// Monitor call Lock has a method for ends the search.
    /// </summary>
    private sealed class CompilationAnalysis
    {
        private readonly INamedTypeSymbol _monitor;

        public CompilationAnalysis(INamedTypeSymbol monitor) => _monitor = monitor;

        public void AnalyzeField(SymbolAnalysisContext context)
        {
            var field = (IFieldSymbol)context.Symbol;
            if (IsCandidate(field) && Judge(field, context.Compilation, context.CancellationToken) is { } diagnostic)
            {
                context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, diagnostic));
            }
        }

        private Diagnostic? Judge(IFieldSymbol field, Compilation compilation, CancellationToken cancellationToken)
        {
            var initialized = false;
            var monitorCalls = new List<Location>();
            var used = false;

            // Assigned in the constructors instead: each constructor's own statement '_gate = new object();'.
            var assigningConstructors = new List<IMethodSymbol>();
            var constructorCreations = new List<Location>();
            var safe = PrivateFieldUses.ForEach(
                field,
                compilation,
                use =>
                {
                    switch (use)
                    {
                        case IFieldInitializerOperation initializer:
                            initialized = IsFreshLockObject(initializer, field);
                            return initialized;

                        case IFieldReferenceOperation reference:
                            switch (reference.Parent)
                            {
                                case ILockOperation lockOperation when lockOperation.LockedValue == reference:
                                    // A Lock.Scope can't live across a yield (iterators) or an await (async).
                                    if (lockOperation.Body is null || ContainsYieldOrAwait(lockOperation.Body.Syntax))
                                    {
                                        return false;
                                    }

                                    used = true;
                                    return true;

                                case IArgumentOperation { Parent: IInvocationOperation invocation } argument
                                    when SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, _monitor):
                                    if (!IsMappableMonitorCall(invocation, argument))
                                    {
                                        return false;
                                    }

                                    monitorCalls.Add(invocation.Syntax.GetLocation());
                                    used = true;
                                    return true;

                                case INameOfOperation:
                                    // nameof(_gate) names the field whatever its type.
                                    return true;

                                case ISimpleAssignmentOperation assignment when assignment.Target == reference:
                                    if (ConstructorAssignment(assignment, field) is not { } constructor
                                        || Contains(assigningConstructors, constructor))
                                    {
                                        return false;
                                    }

                                    assigningConstructors.Add(constructor);
                                    constructorCreations.Add(assignment.Value.WithoutImplicitConversions().Syntax.GetLocation());
                                    return true;

                                default:
                                    // Passed, returned, compared, assigned, converted, Monitor.Wait/Pulse: keep the object.
                                    return false;
                            }

                        default:
                            return false;
                    }
                },
                cancellationToken);
            if (!safe || !used || (initialized ? assigningConstructors.Count != 0 : !EveryConstructorAssigns(field, assigningConstructors)))
            {
                return null;
            }

            var declarator = field.DeclaringSyntaxReferences[0];
            var locations = new List<Location>(monitorCalls.Count + 1)
            {
                Location.Create(declarator.SyntaxTree, declarator.Span),
            };
            locations.AddRange(monitorCalls);
            locations.AddRange(constructorCreations);
            return Diagnostic.Create(Rule, field.Locations[0], additionalLocations: locations, field.Name, UseLockTypePayoff.For(compilation));
        }

        /// <summary>
        /// The constructor in whose body <paramref name="assignment"/> is a statement of its own (not under a condition or
        /// in a lambda) giving the field a fresh <c>new object()</c>: an instance constructor of the field's type for an
        /// instance field, its static constructor for a static one. Null for any other assignment.
        /// </summary>
        private static IMethodSymbol? ConstructorAssignment(ISimpleAssignmentOperation assignment, IFieldSymbol field)
        {
            if (assignment.Value.WithoutImplicitConversions() is not IObjectCreationOperation { Arguments.Length: 0, Initializer: null } creation
                || !SymbolEqualityComparer.Default.Equals(creation.Type, field.Type)
                || assignment.Parent is not IExpressionStatementOperation { Parent: IBlockOperation { Parent: IConstructorBodyOperation body } }
                || assignment.Target is IFieldReferenceOperation { Instance: not (null or IInstanceReferenceOperation) }
                || assignment.SemanticModel?.GetDeclaredSymbol(body.Syntax) is not IMethodSymbol constructor
                || !SymbolEqualityComparer.Default.Equals(constructor.ContainingType, field.ContainingType)
                || constructor.MethodKind != (field.IsStatic ? MethodKind.StaticConstructor : MethodKind.Constructor))
            {
                return null;
            }

            return constructor;
        }

        private static bool Contains(List<IMethodSymbol> constructors, IMethodSymbol constructor)
        {
            foreach (var each in constructors)
            {
                if (SymbolEqualityComparer.Default.Equals(each, constructor))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>
        /// Every constructor that runs gives the field its object once: each instance constructor (or the static one)
        /// assigns it, except one that first calls another of the type with <c>this(...)</c>, which must not.
        /// </summary>
        private static bool EveryConstructorAssigns(IFieldSymbol field, List<IMethodSymbol> assigning)
        {
            var constructors = field.IsStatic ? field.ContainingType.StaticConstructors : field.ContainingType.InstanceConstructors;
            if (constructors.IsEmpty || assigning.Count == 0)
            {
                return false;
            }

            foreach (var constructor in constructors)
            {
                if (constructor.IsImplicitlyDeclared
                    || constructor.DeclaringSyntaxReferences.Length != 1
                    || constructor.DeclaringSyntaxReferences[0].GetSyntax() is not ConstructorDeclarationSyntax declaration)
                {
                    return false;
                }

                var chains = declaration.Initializer is { RawKind: (int)Microsoft.CodeAnalysis.CSharp.SyntaxKind.ThisConstructorInitializer };
                if (chains == Contains(assigning, constructor))
                {
                    return false;
                }
            }

            return true;
        }

        /// <summary>
        /// <c>Monitor.Enter(f)</c>, <c>Exit(f)</c>, <c>TryEnter(f[, timeout])</c>, <c>IsEntered(f)</c>, and the
        /// <c>ref bool lockTaken</c> forms of Enter and TryEnter when the flag is provably false before the call.
        /// </summary>
        private static bool IsMappableMonitorCall(IInvocationOperation invocation, IArgumentOperation argument)
        {
            var method = invocation.TargetMethod;
            if (!method.IsStatic
                || argument.Parameter is not { Ordinal: 0 } parameter
                || parameter.Type.SpecialType != SpecialType.System_Object)
            {
                return false;
            }

            foreach (var each in invocation.Arguments)
            {
                // Named arguments could be written out of order; the rewrite would reorder their evaluation.
                if (each.IsNamed())
                {
                    return false;
                }
            }

            var parameters = method.Parameters;
            var last = parameters[parameters.Length - 1];
            var takesLockTaken = parameters.Length > 1 && last.RefKind == RefKind.Ref && last.Type.SpecialType == SpecialType.System_Boolean;
            switch (method.Name)
            {
                case "Enter":
                    return parameters.Length == 1 || (parameters.Length == 2 && takesLockTaken && IsLockTakenProvablyFalse(invocation));
                case "Exit":
                case "IsEntered":
                    return parameters.Length == 1;
                case "TryEnter":
                    if (parameters.Length == 1)
                    {
                        return true;
                    }

                    if (takesLockTaken)
                    {
                        return (parameters.Length == 2 || (parameters.Length == 3 && IsTimeout(parameters[1].Type)))
                            && IsLockTakenProvablyFalse(invocation);
                    }

                    return parameters.Length == 2 && IsTimeout(parameters[1].Type);
                default:
                    // Wait, Pulse, PulseAll: Lock has no condition variable.
                    return false;
            }
        }

        private static bool IsTimeout(ITypeSymbol type) =>
            type.SpecialType == SpecialType.System_Int32
            || (type.Name == "TimeSpan" && type.ContainingNamespace is { Name: "System", ContainingNamespace.IsGlobalNamespace: true });

        /// <summary>
        /// <c>Monitor.Enter(f, ref taken)</c> is <c>f.Enter(); taken = true;</c> (and <c>TryEnter(f, ref taken)</c> is
        /// <c>taken = f.TryEnter();</c>) only when <c>taken</c> is false on entry: Monitor throws when it is true. We
        /// prove it the way the pattern is written: a local <c>bool taken = false;</c> written nowhere else, and the call
        /// a statement of the same block or of a try block that directly follows, with no label a goto could loop on.
        /// </summary>
        private static bool IsLockTakenProvablyFalse(IInvocationOperation invocation)
        {
            if (invocation.Parent is not IExpressionStatementOperation { Syntax: ExpressionStatementSyntax statement }
                || invocation.Arguments[invocation.Arguments.Length - 1].Value is not ILocalReferenceOperation { Local: { IsRef: false } local }
                || local.DeclaringSyntaxReferences.Length != 1
                || local.DeclaringSyntaxReferences[0].GetSyntax() is not VariableDeclaratorSyntax
                {
                    Initializer.Value: LiteralExpressionSyntax { RawKind: (int)SyntaxKind.FalseLiteralExpression },
                    Parent: VariableDeclarationSyntax { Parent: LocalDeclarationStatementSyntax { Parent: BlockSyntax block } declaration },
                })
            {
                return false;
            }

            var sameBlock = statement.Parent == block;
            var inFollowingTry = statement.Parent is BlockSyntax { Parent: TryStatementSyntax tryStatement } tryBlock
                && tryStatement.Block == tryBlock
                && tryStatement.Parent == block;
            if (!sameBlock && !inFollowingTry)
            {
                return false;
            }

            var anchor = sameBlock ? (SyntaxNode)statement : statement.Parent!.Parent!;
            if (anchor.SpanStart < declaration.Span.End)
            {
                return false;
            }

            var argument = (ArgumentSyntax)invocation.Arguments[invocation.Arguments.Length - 1].Syntax;
            foreach (var node in block.DescendantNodes())
            {
                if (node is LabeledStatementSyntax)
                {
                    return false;
                }

                if (node is IdentifierNameSyntax identifier
                    && identifier.Identifier.ValueText == local.Name
                    && identifier.Parent != argument
                    && IsWrittenOrAliased(identifier))
                {
                    return false;
                }
            }

            return true;
        }

        private static bool IsWrittenOrAliased(IdentifierNameSyntax identifier)
        {
            SyntaxNode node = identifier;
            while (node.Parent is ParenthesizedExpressionSyntax)
            {
                node = node.Parent;
            }

            switch (node.Parent)
            {
                case AssignmentExpressionSyntax assignment:
                    return assignment.Left == node;
                case ArgumentSyntax argument:
                    return !argument.RefKindKeyword.IsKind(SyntaxKind.None);
                case RefExpressionSyntax:
                case TupleExpressionSyntax:
                case PrefixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.AddressOfExpression }:
                    return true;
                default:
                    return false;
            }
        }

        private static bool ContainsYieldOrAwait(SyntaxNode body)
        {
            foreach (var node in body.DescendantNodes(static n => n is not (AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax)))
            {
                if (node is YieldStatementSyntax or AwaitExpressionSyntax)
                {
                    return true;
                }
            }

            return false;
        }
    }
}
