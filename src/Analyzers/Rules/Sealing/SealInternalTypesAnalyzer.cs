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
/// A compilation-end rule, linear in the number of types: symbol actions record the base type of every named type and
/// every class used as a generic constraint (which a sealed class can't be: CS0701), read from the type parameters of
/// types, methods and local functions, in concurrent sets, and collect the candidates; the compilation-end action
/// reports the candidates nothing derives from. No syntax is walked: the constraints come from the symbols.
/// Generated code is analyzed (a generated type may derive from a user type) but never reported
/// (<see cref="GeneratedCodeAnalysisFlags.Analyze"/> without <see cref="GeneratedCodeAnalysisFlags.ReportDiagnostics"/>).
/// </remarks>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class SealInternalTypesAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The .editorconfig option that makes the rule report internal types despite [InternalsVisibleTo].</summary>
    public const string IgnoreInternalsVisibleToOption = "dotnet_code_quality.PERF0201.ignore_internalsvisibleto";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        RuleIdentifiers.SealInternalTypes,
        title: "Seal types that nothing derives from",
        messageFormat: "Seal '{0}': nothing derives from it; {1}",
        description: "A class that can't be seen outside its assembly and that no type derives from can be sealed. The runtime checks 'is', casts, array stores and array-to-span conversions of a sealed type with one type-handle compare instead of a helper call that walks the hierarchy, and can devirtualize and inline virtual calls on it. The fix adds 'sealed' and rewrites the members a sealed type can't have: 'virtual' members the type introduces become non-virtual and 'protected' members become 'private' ('protected internal' becomes 'internal').",
        RuleLevel.Suggestion,
        compilationEnd: true);

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();

        // Analyze generated code too: a generated type may derive from a user type, or use it as a constraint.
        // Diagnostics in generated code are still dropped (no ReportDiagnostics flag), and candidates must have a
        // declaration outside generated code.
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.Analyze);
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

            // The type's and its generic methods' constraints, read here: one callback per type, not one per method.
            NoteConstraints(type.TypeParameters);
            foreach (var member in type.GetMembers())
            {
                if (member is IMethodSymbol { IsGenericMethod: true } method)
                {
                    NoteConstraints(method.TypeParameters);
                }
            }

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
                || AssemblyBoundary.GetVisibility(type) == TypeVisibility.Public
                || _boundary.IsSpecial(type))
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
            while (_candidates.TryDequeue(out var type))
            {
                context.CancellationToken.ThrowIfCancellationRequested();
                if (_notSealable.ContainsKey(type))
                {
                    continue;
                }

                // The friend check first: in an assembly with [InternalsVisibleTo] it rules out most internal types
                // before their declarations are read.
                var references = type.DeclaringSyntaxReferences;
                if (references.IsEmpty || !_boundary.IsHiddenFromFriends(type, references[0].SyntaxTree))
                {
                    continue;
                }

                var declarations = GetUserDeclarations(type, context.CancellationToken, out var hasGeneratedDeclaration);
                if (declarations.Count == 0
                    || (hasGeneratedDeclaration && GeneratedPartNeedsRewrite(type, context.CancellationToken))
                    || (declarations[0].SyntaxTree != references[0].SyntaxTree && !_boundary.IsHiddenFromFriends(type, declarations[0].SyntaxTree)))
                {
                    continue;
                }

                var additional = new Location[declarations.Count - 1];
                for (var i = 1; i < declarations.Count; i++)
                {
                    additional[i - 1] = declarations[i].Identifier.GetLocation();
                }

                context.ReportDiagnostic(Diagnostic.Create(
                    Rule,
                    declarations[0].Identifier.GetLocation(),
                    additional,
                    type.Name,
                    SealingMessages.SealInternalTypesPayoff));
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
