using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Sealing;

/// <summary>
/// PERF0201: a class or record class that can't be seen outside the assembly and that no type in the compilation
/// derives from can be sealed. The runtime then checks casts, <c>is</c>, array stores and array-to-span
/// conversions with one type-handle compare and can devirtualize calls on it.
/// </summary>
/// <remarks>
/// A compilation-end rule, linear in the number of types: a symbol action records the base type of every named type and
/// every class its own type parameters are constrained to (which a sealed class can't be: CS0701), an operation action
/// those of local functions, and both collect the candidates; the compilation-end action rules out the candidates
/// something derives from or a friend assembly can see, then reads generic methods' constraints only where a remaining
/// candidate can be named (its top-level type when it is private; every type when one is internal), and reports
/// the rest. No syntax is walked: the constraints come from the symbols.
/// Generated code is analyzed (a generated type may derive from a user type) but never reported: the rule leaves out
/// generated files and [GeneratedCode] types itself (<see cref="AssemblyBoundary.HasGeneratedCodeAttribute"/>).
/// </remarks>
public sealed class SealInternalTypesAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The .editorconfig option that makes the rule report internal types despite [InternalsVisibleTo].</summary>
    public const string IgnoreInternalsVisibleToOption = "dotnet_code_quality.PERF0201.ignore_internalsvisibleto";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0201",
        title: "Seal types that nothing derives from",
        messageFormat: "Seal '{0}': nothing derives from it; {1}",
        description: "A class that can't be seen outside its assembly and that no type derives from can be sealed. The runtime checks 'is', casts, array stores and array-to-span conversions of a sealed type with one type-handle compare instead of a helper call that walks the hierarchy, and can devirtualize and inline virtual calls on it. The fix adds 'sealed' and rewrites the members a sealed type can't have: 'virtual' members the type introduces become non-virtual and 'protected' members become 'private' ('protected internal' becomes 'internal').",
        RuleLevel.Suggestion,
        compilationEnd: true,
        generatedCode: GeneratedCodeAnalysisFlags.Analyze | GeneratedCodeAnalysisFlags.ReportDiagnostics,
        sameFinding: new[] { "CA1852", "MA0053" });

    internal static readonly Payoff SealInternalTypesPayoff = new(
        "'is' checks and casts compare one type, virtual calls become direct and array stores skip the covariance check",
        "PERF0201/IsCheck", "PERF0201/VirtualCall", "PERF0201/ArrayStore");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();

        // Analyze generated code too: a generated type may derive from a user type, or use it as a constraint.
        // Nothing is reported in generated code, by the rule itself: candidates need a declaration outside generated
        // files and no [GeneratedCode]. Left to the driver (no ReportDiagnostics flag), that check costs a pass over
        // the declarations of each file with a diagnostic, which was most of this rule's time.
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.Analyze | GeneratedCodeAnalysisFlags.ReportDiagnostics);
        context.RegisterCompilationStartAction(static start =>
        {
            var state = new SealingState(start.Compilation, start.Options);
            start.RegisterSymbolAction(state.AnalyzeNamedType, SymbolKind.NamedType);
            start.RegisterOperationAction(state.AnalyzeLocalFunction, OperationKind.LocalFunction);
            start.RegisterCompilationEndAction(state.ReportCandidates);
        });
    }

    /// <summary>What one compilation's analysis collects, and the decision made from it at the end.</summary>
    private sealed class SealingState
    {
        private readonly AssemblyBoundary _boundary;

        // Classes of this assembly that some type derives from or that a generic constraint names (OriginalDefinition).
        private readonly ConcurrentDictionary<INamedTypeSymbol, byte> _notSealable = new(SymbolEqualityComparer.Default);
        private readonly ConcurrentQueue<INamedTypeSymbol> _candidates = new();

        public SealingState(Compilation compilation, AnalyzerOptions options) =>
            _boundary = new AssemblyBoundary(compilation, options, IgnoreInternalsVisibleToOption);

        public void AnalyzeNamedType(SymbolAnalysisContext context)
        {
            var type = (INamedTypeSymbol)context.Symbol;

            // The type's own constraints (a generic class or delegate). Generic methods' constraints are read at the
            // end, only where a candidate is left that they could name (ReportCandidates).
            NoteConstraints(type.TypeParameters);

            // Not a class, or a declaration the compiler could not read (a nameless type from error recovery, e.g. a
            // C# 14 extension block seen by an older compiler).
            if (type.TypeKind != TypeKind.Class || type.Name.Length == 0)
            {
                return;
            }

            var baseType = type.BaseType;
            if (baseType is not null && _boundary.IsDeclaredHere(baseType))
            {
                _notSealable.TryAdd(baseType.OriginalDefinition, 0);
            }

            if (type.IsSealed
                || type.IsStatic
                || type.IsAbstract
                || type.IsImplicitlyDeclared
                || type.IsScriptClass
                || AssemblyBoundary.GetVisibility(type) == TypeVisibility.Public)
            {
                return;
            }

            _candidates.Enqueue(type);
        }

        public void AnalyzeLocalFunction(OperationAnalysisContext context) =>
            NoteConstraints(((Microsoft.CodeAnalysis.Operations.ILocalFunctionOperation)context.Operation).Symbol.TypeParameters);

        /// <summary>'where T : C' needs C unsealed (CS0701).</summary>
        private void NoteConstraints(ImmutableArray<ITypeParameterSymbol> typeParameters)
        {
            foreach (var typeParameter in typeParameters)
            {
                foreach (var constraint in typeParameter.ConstraintTypes)
                {
                    if (constraint is INamedTypeSymbol { TypeKind: TypeKind.Class } constrained && _boundary.IsDeclaredHere(constrained))
                    {
                        _notSealable.TryAdd(constrained.OriginalDefinition, 0);
                    }
                }
            }
        }

        public void ReportCandidates(CompilationAnalysisContext context)
        {
            // First the cheap checks: derived from, named by a type's or local function's constraint, seen by a friend,
            // derived from at run time (IsSpecial reads attributes, so it comes last).
            var survivors = new List<INamedTypeSymbol>();
            while (_candidates.TryDequeue(out var type))
            {
                context.CancellationToken.ThrowIfCancellationRequested();

                // The friend check before the declarations are read: in an assembly with [InternalsVisibleTo] it rules
                // out most internal types.
                var references = type.DeclaringSyntaxReferences;
                if (!_notSealable.ContainsKey(type)
                    && !references.IsEmpty
                    && _boundary.IsHiddenFromFriends(type, references[0].SyntaxTree)
                    && !_boundary.IsSpecial(type)
                    && !_boundary.HasGeneratedCodeAttribute(type))
                {
                    survivors.Add(type);
                }
            }

            if (survivors.Count == 0)
            {
                return;
            }

            NoteMethodConstraints(survivors, context.CancellationToken);
            foreach (var type in survivors)
            {
                context.CancellationToken.ThrowIfCancellationRequested();
                if (_notSealable.ContainsKey(type))
                {
                    continue;
                }

                var declarations = GetUserDeclarations(type, context.CancellationToken, out var hasGeneratedDeclaration);
                if (declarations.Count == 0
                    || (hasGeneratedDeclaration && GeneratedPartNeedsRewrite(type, context.CancellationToken))
                    || (declarations[0].SyntaxTree != type.DeclaringSyntaxReferences[0].SyntaxTree && !_boundary.IsHiddenFromFriends(type, declarations[0].SyntaxTree)))
                {
                    continue;
                }

                var additional = new Location[declarations.Count - 1];
                for (var i = 1; i < declarations.Count; i++)
                {
                    additional[i - 1] = declarations[i].Identifier.GetLocation();
                }

                context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(
                    Rule,
                    declarations[0].Identifier.GetLocation(),
                    additional,
                    type.Name,
                    SealInternalTypesPayoff.For(context.Compilation))));
            }
        }

        /// <summary>
        /// Notes the classes that generic methods' constraints name ('void M&lt;T&gt;() where T : C'), reading only the
        /// methods that can name a remaining candidate: a private nested type is visible only inside its top-level
        /// type, so for those only that type and its nested types are read; any other candidate (internal, or in a
        /// file-local type) can be named anywhere, and every type of the assembly is read, once.
        /// </summary>
        private void NoteMethodConstraints(List<INamedTypeSymbol> survivors, System.Threading.CancellationToken cancellationToken)
        {
            var scopes = new HashSet<INamedTypeSymbol>(SymbolEqualityComparer.Default);
            foreach (var type in survivors)
            {
                var topLevel = type;
                while (topLevel.ContainingType is not null)
                {
                    topLevel = topLevel.ContainingType;
                }

                if (topLevel.IsFileLocal || AssemblyBoundary.GetVisibility(type) != TypeVisibility.Private)
                {
                    NoteMethodConstraints(_boundary.Assembly.GlobalNamespace, cancellationToken);
                    return;
                }

                scopes.Add(topLevel);
            }

            foreach (var scope in scopes)
            {
                NoteMethodConstraints(scope, cancellationToken);
            }
        }

        private void NoteMethodConstraints(INamespaceOrTypeSymbol container, System.Threading.CancellationToken cancellationToken)
        {
            cancellationToken.ThrowIfCancellationRequested();
            foreach (var member in container.GetMembers())
            {
                switch (member)
                {
                    case IMethodSymbol { IsGenericMethod: true } method:
                        NoteConstraints(method.TypeParameters);
                        break;
                    case INamespaceOrTypeSymbol nested:
                        NoteMethodConstraints(nested, cancellationToken);
                        break;
                }
            }
        }

        /// <summary>The type's declarations outside generated code, in the compilation's order.</summary>
        private List<TypeDeclarationSyntax> GetUserDeclarations(INamedTypeSymbol type, System.Threading.CancellationToken cancellationToken, out bool hasGeneratedDeclaration)
        {
            hasGeneratedDeclaration = false;
            var result = new List<TypeDeclarationSyntax>(type.DeclaringSyntaxReferences.Length);
            foreach (var reference in type.DeclaringSyntaxReferences)
            {
                if (_boundary.IsGenerated(reference.SyntaxTree, cancellationToken))
                {
                    hasGeneratedDeclaration = true;
                }
                else if (reference.GetSyntax(cancellationToken) is TypeDeclarationSyntax declaration)
                {
                    result.Add(declaration);
                }
            }

            return result;
        }

        /// <summary>
        /// True when a member declared in a generated part would have to change for the type to be sealed
        /// (a new virtual member, CS0549; a protected member, CS0628): the fix can't edit generated code.
        /// </summary>
        private bool GeneratedPartNeedsRewrite(INamedTypeSymbol type, System.Threading.CancellationToken cancellationToken)
        {
            foreach (var member in type.GetMembers())
            {
                if (member.IsImplicitlyDeclared || member.IsOverride)
                {
                    continue;
                }

                var protectedAccess = member.DeclaredAccessibility is Accessibility.Protected or Accessibility.ProtectedOrInternal or Accessibility.ProtectedAndInternal;
                var protectedAccessor = member is IPropertySymbol property
                    && (IsProtected(property.GetMethod) || IsProtected(property.SetMethod));
                if ((member.IsVirtual || protectedAccess || protectedAccessor) && _boundary.HasGeneratedDeclaration(member, cancellationToken))
                {
                    return true;
                }
            }

            return false;
        }

        private static bool IsProtected(IMethodSymbol? accessor) =>
            accessor is not null
            && accessor.DeclaredAccessibility is Accessibility.Protected or Accessibility.ProtectedOrInternal or Accessibility.ProtectedAndInternal;
    }
}
