using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Sealing;

/// <summary>
/// PERF0202: a <c>virtual</c> method, property, indexer or event of a class that can't be seen outside the assembly,
/// which no type in the compilation overrides, can be non-virtual: a call to it is then a direct call the JIT can
/// inline, where a virtual call goes through the method table (and guarded devirtualization only helps call sites
/// that see one type). The rule covers the classes PERF0201 leaves unsealed because something derives from them
/// (or they are abstract, or a generic constraint names them); PERF0201's fix already removes <c>virtual</c> from the
/// types it seals.
/// </summary>
/// <remarks>
/// A compilation-end rule, linear in the number of members: a symbol action per type records the members its
/// overrides override and the type it derives from, and queues the candidates; the compilation-end action reports the
/// candidates nothing overrides. As for PERF0201, generated code is analyzed (a generated type may override a user
/// member) but never reported, and [InternalsVisibleTo] friends may override (DynamicProxyGenAssembly2 always does:
/// mocking libraries override virtual members at run time).
/// </remarks>
public sealed class MakeMembersNonVirtualAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The .editorconfig option that makes the rule report members of internal types despite [InternalsVisibleTo].</summary>
    public const string IgnoreInternalsVisibleToOption = "dotnet_code_quality.PERF0202.ignore_internalsvisibleto";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0202",
        title: "Make members that nothing overrides non-virtual",
        messageFormat: "Make '{0}' non-virtual: nothing overrides it; {1}",
        description: "A virtual member of a class that can't be seen outside its assembly, which no type overrides, can be non-virtual. A call to a non-virtual member is a direct call that the JIT can inline; a virtual call loads the target from the method table, and guarded devirtualization only removes that where a call site sees one type. The fix removes 'virtual' (and adds 'new' where the member hides an inherited one, so that no warning changes).",
        // Suggestion although the scenario measures above 2x: the payoff is in how the member is called (hot, and at a
        // call site that sees several types), not in the member (docs/rules/PERF0202.md, "Why Suggestion").
        RuleLevel.Suggestion,
        compilationEnd: true,
        generatedCode: GeneratedCodeAnalysisFlags.Analyze | GeneratedCodeAnalysisFlags.ReportDiagnostics);

    internal static readonly Payoff MakeMembersNonVirtualPayoff = new(
        "calls to base members through several derived types become direct calls",
        "PERF0202/BaseMembers");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();

        // Analyze generated code too: a generated type may override a user member. Nothing is reported in generated
        // code, by the rule itself: candidates must have no declaration in generated files and no [GeneratedCode] on
        // them or their types (left to the driver, that check costs a pass over each reported file's declarations).
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.Analyze | GeneratedCodeAnalysisFlags.ReportDiagnostics);
        context.RegisterCompilationStartAction(static start =>
        {
            var state = new OverrideState(start.Compilation, start.Options);
            start.RegisterSymbolAction(state.AnalyzeNamedType, SymbolKind.NamedType);
            start.RegisterCompilationEndAction(state.ReportCandidates);
        });
    }

    /// <summary>What one compilation's analysis collects, and the decision made from it at the end.</summary>
    private sealed class OverrideState
    {
        private readonly AssemblyBoundary _boundary;

        // Members of this assembly that something overrides, and classes something derives from (OriginalDefinition).
        private readonly ConcurrentDictionary<ISymbol, byte> _overridden = new(SymbolEqualityComparer.Default);
        private readonly ConcurrentDictionary<INamedTypeSymbol, byte> _derivedFrom = new(SymbolEqualityComparer.Default);
        private readonly ConcurrentQueue<ISymbol> _candidates = new();

        public OverrideState(Compilation compilation, AnalyzerOptions options) =>
            _boundary = new AssemblyBoundary(compilation, options, IgnoreInternalsVisibleToOption);

        public void AnalyzeNamedType(SymbolAnalysisContext context)
        {
            var type = (INamedTypeSymbol)context.Symbol;
            if (type.TypeKind != TypeKind.Class || type.Name.Length == 0)
            {
                return;
            }

            var baseType = type.BaseType;
            if (baseType is not null && _boundary.IsDeclaredHere(baseType))
            {
                _derivedFrom.TryAdd(baseType.OriginalDefinition, 0);
            }

            var mayHaveCandidates = !type.IsSealed
                && !type.IsStatic
                && !type.IsImplicitlyDeclared
                && !type.IsScriptClass
                && AssemblyBoundary.GetVisibility(type) != TypeVisibility.Public
                && !_boundary.HasProxyFriendAssembly;
            var checkedSpecial = false;
            foreach (var member in type.GetMembers())
            {
                if (member.IsOverride)
                {
                    NoteOverridden(member);
                    continue;
                }

                if (!mayHaveCandidates || !IsCandidate(type, member))
                {
                    continue;
                }

                if (!checkedSpecial)
                {
                    checkedSpecial = true;
                    if (_boundary.IsSpecial(type))
                    {
                        mayHaveCandidates = false;
                        continue;
                    }
                }

                _candidates.Enqueue(member);
            }
        }

        private void NoteOverridden(ISymbol member)
        {
            ISymbol? overridden = member switch
            {
                IMethodSymbol method => method.OverriddenMethod,
                IPropertySymbol property => property.OverriddenProperty,
                IEventSymbol @event => @event.OverriddenEvent,
                _ => null,
            };

            if (overridden is not null && _boundary.IsDeclaredHere(overridden))
            {
                _overridden.TryAdd(overridden.OriginalDefinition, 0);
            }
        }

        /// <summary>A 'virtual' member the type introduces, written in source, that a record does not require to be virtual.</summary>
        private static bool IsCandidate(INamedTypeSymbol type, ISymbol member)
        {
            if (!member.IsVirtual || member.IsAbstract || member.IsStatic || member.IsImplicitlyDeclared)
            {
                return false;
            }

            switch (member)
            {
                case IMethodSymbol { MethodKind: MethodKind.Ordinary }:
                case IPropertySymbol:
                case IEventSymbol:
                    break;
                default:
                    return false;
            }

            // A record that is not sealed must declare Equals(R), PrintMembers and EqualityContract virtual (CS8872,
            // CS8875, CS8876).
            return !type.IsRecord
                || member.Name is not (nameof(Equals) or "PrintMembers" or "EqualityContract");
        }

        public void ReportCandidates(CompilationAnalysisContext context)
        {
            while (_candidates.TryDequeue(out var member))
            {
                context.CancellationToken.ThrowIfCancellationRequested();
                var type = member.ContainingType;
                if (_overridden.ContainsKey(member)
                    || !(type.IsAbstract || _derivedFrom.ContainsKey(type))
                    || _boundary.HasGeneratedDeclaration(member, context.CancellationToken)
                    || _boundary.HasGeneratedCodeAttribute(member))
                {
                    continue;
                }

                var implementation = member is IMethodSymbol { PartialImplementationPart: { } part } ? part : null;
                if (implementation is not null && _boundary.HasGeneratedDeclaration(implementation, context.CancellationToken))
                {
                    continue;
                }

                var locations = new List<Location>(2);
                if (!AddLocations(member, locations, context.CancellationToken)
                    || (implementation is not null && !AddLocations(implementation, locations, context.CancellationToken))
                    || !_boundary.IsHiddenFromFriends(type, locations[0].SourceTree!))
                {
                    continue;
                }

                var additional = locations.Count > 1 ? locations.GetRange(1, locations.Count - 1) : null;
                context.ReportDiagnostic(Diagnostic.Create(
                    Rule,
                    locations[0],
                    additional,
                    type.Name + "." + (member is IPropertySymbol { IsIndexer: true } ? "this[]" : member.Name),
                    MakeMembersNonVirtualPayoff.For(context.Compilation)));
            }
        }

        /// <summary>
        /// The name of each declaration of the member; false when one can't be rewritten alone (an event field that
        /// declares several events, syntax the fix does not know).
        /// </summary>
        private static bool AddLocations(ISymbol member, List<Location> locations, CancellationToken cancellationToken)
        {
            var references = member.DeclaringSyntaxReferences;
            if (references.IsEmpty)
            {
                return false;
            }

            foreach (var reference in references)
            {
                var location = reference.GetSyntax(cancellationToken) switch
                {
                    MethodDeclarationSyntax method => method.Identifier.GetLocation(),
                    PropertyDeclarationSyntax property => property.Identifier.GetLocation(),
                    IndexerDeclarationSyntax indexer => indexer.ThisKeyword.GetLocation(),
                    EventDeclarationSyntax @event => @event.Identifier.GetLocation(),
                    VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax { Variables.Count: 1, Parent: EventFieldDeclarationSyntax } } variable
                        => variable.Identifier.GetLocation(),
                    _ => null,
                };

                if (location is null)
                {
                    return false;
                }

                locations.Add(location);
            }

            return true;
        }
    }
}
