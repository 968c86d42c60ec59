using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.FlowAnalysis;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.ArrayPool;

/// <summary>
/// Tracks each local that holds a rented array through the method's <see cref="ControlFlowGraph"/> (and those of its
/// local functions and lambdas). A forward data-flow analysis over three facts per local (not rented, rented, returned),
/// joined as sets, so that "returned on every path" is told from "returned on some". Branches through <c>finally</c>
/// regions apply the region's own transfer; catch and finally regions are also entered from every point of their try
/// region, which is how exceptional paths are told from normal ones. Null tests of the local refine the facts on each
/// branch (<c>if (rented != null) pool.Return(rented)</c>).
/// </summary>
internal static class RentedArrayFlow
{
    /// <summary>
    /// Bodies whose control-flow graph has more basic blocks than this are not analyzed (no diagnostic from the flow
    /// rules): the analysis is linear in the blocks per round, and a generated parser's giant switch is not where a
    /// rented array's path is worth the time. Real methods that rent arrays have tens of blocks.
    /// </summary>
    internal const int MaxBlocks = 4000;

    /// <summary>
    /// The most rounds the fixed-point iteration runs. The facts only grow (three bits per block), so it converges in a
    /// few rounds; a local whose analysis hasn't converged by then is dropped (no diagnostic), never reported on
    /// partial facts.
    /// </summary>
    internal const int MaxRounds = 100;

    private const byte NotRented = 1;
    private const byte Rented = 2;
    private const byte Returned = 4;

    /// <summary>Every local of <paramref name="body"/> (and its nested functions) assigned from <c>Rent</c>.</summary>
    public static ImmutableArray<RentedArray> Analyze(IOperation body, ControlFlowGraph graph, ArrayPoolApis apis, CancellationToken cancellationToken)
    {
        var results = ImmutableArray.CreateBuilder<RentedArray>();
        var escapes = new Dictionary<ILocalSymbol, bool>(SymbolEqualityComparer.Default);
        AnalyzeGraph(body, graph, apis, escapes, results, depth: 0, cancellationToken);
        return results.ToImmutable();
    }

    /// <summary>A cheap pre-check: does the body call <c>Rent</c> at all?</summary>
    public static bool ContainsRent(IOperation body, ArrayPoolApis apis)
    {
        foreach (var operation in body.Descendants())
        {
            if (operation is IInvocationOperation invocation && invocation.TargetMethod.Name == "Rent" && apis.IsRent(invocation.TargetMethod))
            {
                return true;
            }
        }

        return false;
    }

    private static void AnalyzeGraph(
        IOperation body,
        ControlFlowGraph graph,
        ArrayPoolApis apis,
        Dictionary<ILocalSymbol, bool> escapes,
        ImmutableArray<RentedArray>.Builder results,
        int depth,
        CancellationToken cancellationToken)
    {
        if (graph.Blocks.Length > MaxBlocks)
        {
            return;
        }

        var candidates = new Dictionary<ILocalSymbol, RentedArray.Builder>(SymbolEqualityComparer.Default);
        var nested = new List<IFlowAnonymousFunctionOperation>();
        foreach (var block in graph.Blocks)
        {
            foreach (var operation in block.Operations)
            {
                Collect(operation, apis, candidates, nested);
            }

            if (block.BranchValue is not null)
            {
                Collect(block.BranchValue, apis, candidates, nested);
            }
        }

        foreach (var candidate in candidates.Values)
        {
            cancellationToken.ThrowIfCancellationRequested();
            candidate.Escapes = Escapes(body, candidate.Local, apis, escapes);
            if (new LocalFlow(graph, candidate, apis).Run())
            {
                results.Add(candidate.ToResult());
            }
        }

        if (depth > 8)
        {
            return;
        }

        foreach (var localFunction in graph.LocalFunctions)
        {
            AnalyzeGraph(body, graph.GetLocalFunctionControlFlowGraph(localFunction, cancellationToken), apis, escapes, results, depth + 1, cancellationToken);
        }

        foreach (var lambda in nested)
        {
            AnalyzeGraph(body, graph.GetAnonymousFunctionControlFlowGraph(lambda, cancellationToken), apis, escapes, results, depth + 1, cancellationToken);
        }
    }

    private static void Collect(IOperation operation, ArrayPoolApis apis, Dictionary<ILocalSymbol, RentedArray.Builder> candidates, List<IFlowAnonymousFunctionOperation> nested)
    {
        if (operation is IFlowAnonymousFunctionOperation lambda)
        {
            nested.Add(lambda);
            return;
        }

        if (operation is ISimpleAssignmentOperation { Target: ILocalReferenceOperation target } assignment
            && target.Local.Type is IArrayTypeSymbol
            && !target.Local.IsRef
            && AsRent(assignment.Value, apis) is { } rent)
        {
            if (!candidates.TryGetValue(target.Local, out var rented))
            {
                rented = new RentedArray.Builder(target.Local);
                candidates.Add(target.Local, rented);
            }

            rented.Rents.Add(rent);
        }

        foreach (var child in operation.ChildOperations)
        {
            Collect(child, apis, candidates, nested);
        }
    }

    /// <summary>The <c>Rent</c> call this value is (through implicit conversions), or null.</summary>
    public static IInvocationOperation? AsRent(IOperation value, ArrayPoolApis apis) =>
        value.WithoutImplicitConversions() is IInvocationOperation invocation && invocation.TargetMethod.Name == "Rent" && apis.IsRent(invocation.TargetMethod)
            ? invocation
            : null;

    /// <summary>The local this <c>Return</c> call hands back, or null when it is not <c>pool.Return(local, ...)</c>.</summary>
    public static ILocalSymbol? ReturnedLocal(IInvocationOperation invocation, ArrayPoolApis apis)
    {
        if (invocation.TargetMethod.Name != "Return" || invocation.Arguments.Length == 0 || !apis.IsReturn(invocation.TargetMethod))
        {
            return null;
        }

        foreach (var argument in invocation.Arguments)
        {
            if (argument.Parameter?.Ordinal == 0)
            {
                return argument.Value.WithoutImplicitConversions() is ILocalReferenceOperation reference ? reference.Local : null;
            }
        }

        return null;
    }

    /// <summary>
    /// The escape analysis: true when the array in <paramref name="local"/> is stored (field, property, array element,
    /// another local), returned, captured by a lambda or local function, passed by ref/out, handed to a constructor,
    /// or passed where ownership is taken (object/generic parameters, methods named Return/Release/Free...).
    /// </summary>
    internal static bool Escapes(IOperation body, ILocalSymbol local, ArrayPoolApis apis, Dictionary<ILocalSymbol, bool> cache)
    {
        if (cache.TryGetValue(local, out var known))
        {
            return known;
        }

        var escapes = false;
        foreach (var operation in body.Descendants())
        {
            if (operation is ILocalReferenceOperation reference
                && SymbolEqualityComparer.Default.Equals(reference.Local, local)
                && ReferenceEscapes(reference, local, apis))
            {
                escapes = true;
                break;
            }
        }

        cache[local] = escapes;
        return escapes;
    }

    private static bool ReferenceEscapes(ILocalReferenceOperation reference, ILocalSymbol local, ArrayPoolApis apis)
    {
        // Captured: referenced from a lambda or local function other than the one that declares the local.
        for (var parent = reference.Parent; parent is not null; parent = parent.Parent)
        {
            ISymbol? function = parent switch
            {
                IAnonymousFunctionOperation lambda => lambda.Symbol,
                ILocalFunctionOperation localFunction => localFunction.Symbol,
                _ => null,
            };
            if (function is not null)
            {
                if (!SymbolEqualityComparer.Default.Equals(function, local.ContainingSymbol))
                {
                    return true;
                }

                break;
            }
        }

        return ValueEscapes(reference, apis, depth: 0);
    }

    /// <summary>Where does this value (the array, or a view of it: span, memory, segment) go?</summary>
    private static bool ValueEscapes(IOperation value, ArrayPoolApis apis, int depth)
    {
        if (depth > 4)
        {
            return true;
        }

        var parent = value.Parent;
        while (parent is IConversionOperation or IParenthesizedOperation)
        {
            value = parent;
            parent = parent.Parent;
        }

        switch (parent)
        {
            case null:
                return false;
            case ISimpleAssignmentOperation assignment when assignment.Target == value:
            case IArrayElementReferenceOperation element when element.ArrayReference == value:
            case IPropertyReferenceOperation { Property.Name: "Length" or "LongLength" }:
            case IInvocationOperation invocation when invocation.Instance == value && !invocation.TargetMethod.ReturnsVoid && IsView(invocation.Type, apis):
                return parent is IInvocationOperation viewCall && ValueEscapes(viewCall, apis, depth + 1);
            case IInvocationOperation { Instance: not null }:
            case IForEachLoopOperation:
            case IConditionalAccessOperation:
            case IIsNullOperation:
            case IIsPatternOperation:
            case IIsTypeOperation:
            case IBinaryOperation:
            case IExpressionStatementOperation:
            case IUsingOperation:
                return false;
            case ISimpleAssignmentOperation assignment when assignment.Value == value:
                // A span view in a span local can only go where the method returns it.
                return !(apis.IsSpanLike(value.Type) && assignment.Target is ILocalReferenceOperation);
            case IVariableInitializerOperation initializer:
                return !(apis.IsSpanLike(value.Type) && initializer.Parent is IVariableDeclaratorOperation);
            case IArgumentOperation argument:
                return ArgumentEscapes(argument, value, apis, depth);
            default:
                return true;
        }
    }

    private static bool ArgumentEscapes(IArgumentOperation argument, IOperation value, ArrayPoolApis apis, int depth)
    {
        var parameter = argument.Parameter;
        if (parameter is null || parameter.RefKind is RefKind.Ref or RefKind.Out)
        {
            return true;
        }

        switch (argument.Parent)
        {
            case IObjectCreationOperation creation:
                // new string(chars, 0, n) copies the array (a use, not an escape); new Span<T>(array) /
                // new ReadOnlySpan<T>(array) is a view; any other constructor may keep it (new MemoryStream(buffer)).
                if (apis.CopiesArray(creation.Type))
                {
                    return false;
                }

                return !apis.IsSpanLike(creation.Type) || ValueEscapes(creation, apis, depth + 1);
            case IInvocationOperation invocation:
                var method = invocation.TargetMethod;
                if (apis.IsReturn(method))
                {
                    return false;
                }

                // Ownership handed over: a helper that returns or releases it, or a collection that keeps it.
                if (TakesOwnership(method.Name)
                    || parameter.OriginalDefinition.Type is ITypeParameterSymbol
                    || parameter.Type.SpecialType == SpecialType.System_Object)
                {
                    return true;
                }

                // x.AsSpan(...), x.AsMemory(...), MemoryMarshal...: the result is a view of the array.
                if (method.IsExtensionMethod && parameter.Ordinal == 0 && IsView(invocation.Type, apis))
                {
                    return ValueEscapes(invocation, apis, depth + 1);
                }

                // A view handed to an ordinary parameter is a use; an interface may be kept.
                return parameter.Type.TypeKind == TypeKind.Interface && !apis.IsSpanLike(value.Type);
            default:
                return true;
        }
    }

    private static bool IsView(ITypeSymbol? type, ArrayPoolApis apis) => apis.IsSpanLike(type) || apis.IsMemoryLike(type);

    private static bool TakesOwnership(string name) =>
        name.Contains("Return") || name.Contains("Release") || name.Contains("Free") || name.Contains("Recycle")
        || name.Contains("Dispose") || name.Contains("Pool") || name.Contains("Push") || name.Contains("Enqueue")
        || name.Contains("Add") || name.Contains("Store") || name.Contains("Set") || name.Contains("Attach") || name.Contains("Own");

    /// <summary>
    /// Rented under a condition (if, switch, ?:) and returned under an <c>if</c> whose condition doesn't mention the
    /// local: the two are probably correlated by a flag the analysis doesn't follow.
    /// </summary>
    private static bool HasCorrelatedConditions(RentedArray.Builder rented)
    {
        var rentConditional = false;
        foreach (var rent in rented.Rents)
        {
            for (var node = rent.Syntax.Parent; node is not null && node is not MemberDeclarationSyntax && node is not AnonymousFunctionExpressionSyntax && node is not LocalFunctionStatementSyntax; node = node.Parent)
            {
                if (node is IfStatementSyntax or ElseClauseSyntax or SwitchSectionSyntax or ConditionalExpressionSyntax or SwitchExpressionArmSyntax or BinaryExpressionSyntax)
                {
                    rentConditional = true;
                    break;
                }
            }
        }

        if (!rentConditional)
        {
            return false;
        }

        var name = rented.Local.Name;
        foreach (var returnCall in rented.Returns)
        {
            for (var node = returnCall.Syntax.Parent; node is not null && node is not MemberDeclarationSyntax; node = node.Parent)
            {
                if (node is IfStatementSyntax ifStatement && !ifStatement.Condition.Mentions(name))
                {
                    return true;
                }
            }
        }

        return false;
    }

    /// <summary>The data-flow analysis of one local over one graph.</summary>
    private sealed class LocalFlow
    {
        private readonly ControlFlowGraph _graph;
        private readonly RentedArray.Builder _rented;
        private readonly ArrayPoolApis _apis;
        private readonly byte[] _in;
        private readonly byte[] _any;
        private readonly IOperation?[] _inReturn;
        private readonly Dictionary<ControlFlowRegion, byte[]> _finallyTables = new();
        private readonly Dictionary<ControlFlowRegion, bool> _finallyReturns = new();
        private bool _reporting;
        private IOperation? _lastReturn;

        public LocalFlow(ControlFlowGraph graph, RentedArray.Builder rented, ArrayPoolApis apis)
        {
            _graph = graph;
            _rented = rented;
            _apis = apis;
            _in = new byte[graph.Blocks.Length];
            _any = new byte[graph.Blocks.Length];
            _inReturn = new IOperation?[graph.Blocks.Length];
        }

        /// <summary>A region's own iteration (finally, catch) did not converge: the local's facts are not reliable.</summary>
        private bool _regionDiverged;

        private ILocalSymbol Local => _rented.Local;

        /// <summary>Runs the analysis; false when it did not converge within <see cref="MaxRounds"/> (the local is then not reported).</summary>
        public bool Run()
        {
            var blocks = _graph.Blocks;
            _in[0] = NotRented;
            var changed = true;
            var rounds = 0;
            while (changed && rounds++ < MaxRounds)
            {
                changed = false;
                for (var i = 0; i < blocks.Length; i++)
                {
                    if (_in[i] == 0)
                    {
                        continue;
                    }

                    changed |= Propagate(blocks[i], main: true, first: 0, last: blocks.Length - 1, _in, _inReturn, null);
                }
            }

            // Reporting pass over the fixed point.
            _reporting = true;
            for (var i = 0; i < blocks.Length; i++)
            {
                if (_in[i] != 0)
                {
                    Propagate(blocks[i], main: true, first: 0, last: blocks.Length - 1, _in, _inReturn, null);
                }
            }

            if (changed || _regionDiverged)
            {
                return false;
            }

            _rented.HasCorrelatedConditions = HasCorrelatedConditions(_rented);
            return true;
        }

        /// <summary>Runs one block with its entry facts and pushes the facts to its successors; true when any entry grew.</summary>
        private bool Propagate(BasicBlock block, bool main, int first, int last, byte[] entries, IOperation?[] entryReturns, byte[]? regionExit)
        {
            var state = entries[block.Ordinal];
            _lastReturn = entryReturns[block.Ordinal];
            var any = state;

            // The facts where an exception can leave this block: the state before each operation that can throw.
            byte throwing = 0;
            SyntaxNode? throwingWhileRented = null;
            foreach (var operation in block.Operations)
            {
                if (state != 0 && CanThrow(operation))
                {
                    throwing |= state;
                    if ((state & Rented) != 0 && throwingWhileRented is null)
                    {
                        throwingWhileRented = operation.Syntax;
                    }
                }

                state = Walk(operation, state);
                any |= state;
            }

            if (block.BranchValue is not null)
            {
                if (state != 0 && CanThrow(block.BranchValue))
                {
                    throwing |= state;
                    if ((state & Rented) != 0 && throwingWhileRented is null)
                    {
                        throwingWhileRented = block.BranchValue.Syntax;
                    }
                }

                state = Walk(block.BranchValue, state);
                any |= state;
            }

            var changed = false;
            var lastReturn = _lastReturn;
            if (main)
            {
                _any[block.Ordinal] |= any;
                if (_reporting && throwingWhileRented is not null && _rented.UnprotectedSite is null && !IsProtected(block))
                {
                    _rented.UnprotectedSite = throwingWhileRented;
                }

                // Exceptional flow: the handlers of the enclosing trys are entered with the facts where an exception can
                // leave this block, up to the first finally that returns the array: past it the exception carries that
                // finally's facts (its own blocks pass them on), not this block's.
                for (var region = block.EnclosingRegion; region is not null && throwing != 0; region = region.EnclosingRegion)
                {
                    if (region.Kind != ControlFlowRegionKind.Try || region.EnclosingRegion is null)
                    {
                        continue;
                    }

                    var returnedInFinally = false;
                    foreach (var handler in region.EnclosingRegion.NestedRegions)
                    {
                        if (handler != region)
                        {
                            changed |= Merge(entries, entryReturns, handler.FirstBlockOrdinal, throwing, lastReturn);
                            returnedInFinally |= handler.Kind == ControlFlowRegionKind.Finally && FinallyReturnsLocal(handler);
                        }
                    }

                    if (returnedInFinally)
                    {
                        break;
                    }
                }
            }

            if (block.ConditionalSuccessor is { } conditional)
            {
                changed |= Follow(block, conditional, Refine(block, state, conditional: true), main, first, last, entries, entryReturns, regionExit, lastReturn);
            }

            if (block.FallThroughSuccessor is { } fallThrough)
            {
                var fallState = block.ConditionalSuccessor is null ? state : Refine(block, state, conditional: false);
                changed |= Follow(block, fallThrough, fallState, main, first, last, entries, entryReturns, regionExit, lastReturn);
            }

            return changed;
        }

        private bool Follow(
            BasicBlock source,
            ControlFlowBranch branch,
            byte state,
            bool main,
            int first,
            int last,
            byte[] entries,
            IOperation?[] entryReturns,
            byte[]? regionExit,
            IOperation? lastReturn)
        {
            if (state == 0)
            {
                return false;
            }

            var changed = false;
            foreach (var finallyRegion in branch.FinallyRegions)
            {
                if (main)
                {
                    changed |= Merge(entries, entryReturns, finallyRegion.FirstBlockOrdinal, state, lastReturn);
                }

                state = ApplyFinally(finallyRegion, state);
            }

            if ((state & Returned) != 0 && lastReturn is null && branch.FinallyRegions.Length > 0)
            {
                lastReturn = ReturnIn(branch.FinallyRegions[branch.FinallyRegions.Length - 1]);
            }

            if (branch.Semantics == ControlFlowBranchSemantics.StructuredExceptionHandling && regionExit is not null && OwningHandler(source) is { Kind: ControlFlowRegionKind.Finally } finallyOwner)
            {
                regionExit[0] |= finallyOwner.FirstBlockOrdinal == first ? state : (byte)0;
            }

            var destination = branch.Destination;
            if (destination is null || destination.Ordinal < first || destination.Ordinal > last)
            {
                return changed;
            }

            if (main && _reporting && destination.Kind == BasicBlockKind.Exit && (state & Rented) != 0 && _rented.LeakSite is null)
            {
                _rented.LeakSite = ExitSyntax(source);
            }

            return changed | Merge(entries, entryReturns, destination.Ordinal, state, lastReturn);
        }

        private static bool Merge(byte[] entries, IOperation?[] entryReturns, int ordinal, byte state, IOperation? lastReturn)
        {
            if (ordinal < 0 || ordinal >= entries.Length)
            {
                return false;
            }

            entryReturns[ordinal] ??= lastReturn;
            var merged = (byte)(entries[ordinal] | state);
            if (merged == entries[ordinal])
            {
                return false;
            }

            entries[ordinal] = merged;
            return true;
        }

        /// <summary>The facts after a finally region, for facts before it: a table per single fact, computed once.</summary>
        private byte ApplyFinally(ControlFlowRegion region, byte state)
        {
            if (!_finallyTables.TryGetValue(region, out var table))
            {
                table = new byte[8];
                _finallyTables[region] = table;
                var reporting = _reporting;
                var lastReturn = _lastReturn;
                _reporting = false;
                foreach (var fact in new[] { NotRented, Rented, Returned })
                {
                    table[fact] = RunRegion(region, fact);
                }

                _reporting = reporting;
                _lastReturn = lastReturn;
            }

            byte result = 0;
            for (byte fact = 1; fact <= 4; fact <<= 1)
            {
                if ((state & fact) != 0)
                {
                    result |= table[fact];
                }
            }

            return result;
        }

        private byte RunRegion(ControlFlowRegion region, byte fact)
        {
            var entries = new byte[_graph.Blocks.Length];
            var entryReturns = new IOperation?[_graph.Blocks.Length];
            var exit = new byte[1];
            entries[region.FirstBlockOrdinal] = fact;
            var changed = true;
            var rounds = 0;
            while (changed && rounds++ < MaxRounds)
            {
                changed = false;
                for (var i = region.FirstBlockOrdinal; i <= region.LastBlockOrdinal; i++)
                {
                    if (entries[i] != 0)
                    {
                        changed |= Propagate(_graph.Blocks[i], main: false, region.FirstBlockOrdinal, region.LastBlockOrdinal, entries, entryReturns, exit);
                    }
                }
            }

            _regionDiverged |= changed;
            return exit[0];
        }

        /// <summary>True when an exception here would pass a finally or catch that returns the array.</summary>
        private bool IsProtected(BasicBlock block)
        {
            for (var region = block.EnclosingRegion; region is not null; region = region.EnclosingRegion)
            {
                if (region.Kind != ControlFlowRegionKind.Try || region.EnclosingRegion is null)
                {
                    continue;
                }

                foreach (var handler in region.EnclosingRegion.NestedRegions)
                {
                    if (handler != region && ReturnsIn(handler))
                    {
                        return true;
                    }
                }
            }

            return false;
        }

        private static ControlFlowRegion? OwningHandler(BasicBlock block)
        {
            var region = block.EnclosingRegion;
            while (region is { Kind: ControlFlowRegionKind.LocalLifetime })
            {
                region = region.EnclosingRegion;
            }

            return region;
        }

        private bool ReturnsIn(ControlFlowRegion region) => ReturnIn(region) is not null;

        /// <summary>
        /// A finally region with a Return of the tracked local in it, read from its operations (the walk fills
        /// <c>_rented.Returns</c> only as it reaches them, after the try blocks whose exceptions this decides).
        /// </summary>
        private bool FinallyReturnsLocal(ControlFlowRegion region)
        {
            if (_finallyReturns.TryGetValue(region, out var returns))
            {
                return returns;
            }

            for (var i = region.FirstBlockOrdinal; i <= region.LastBlockOrdinal && !returns; i++)
            {
                foreach (var operation in _graph.Blocks[i].Operations)
                {
                    foreach (var node in operation.DescendantsAndSelf())
                    {
                        if (node is IInvocationOperation invocation
                            && ReturnedLocal(invocation, _apis) is { } local
                            && SymbolEqualityComparer.Default.Equals(local, Local))
                        {
                            returns = true;
                            break;
                        }
                    }

                    if (returns)
                    {
                        break;
                    }
                }
            }

            _finallyReturns[region] = returns;
            return returns;
        }

        private IOperation? ReturnIn(ControlFlowRegion region)
        {
            foreach (var returnCall in _rented.Returns)
            {
                var span = returnCall.Syntax.Span;
                for (var i = region.FirstBlockOrdinal; i <= region.LastBlockOrdinal; i++)
                {
                    var block = _graph.Blocks[i];
                    foreach (var operation in block.Operations)
                    {
                        if (operation.Syntax.Span.Contains(span))
                        {
                            return returnCall;
                        }
                    }
                }
            }

            return null;
        }

        private static SyntaxNode? ExitSyntax(BasicBlock block)
        {
            if (block.BranchValue is not null)
            {
                return block.BranchValue.Syntax;
            }

            return block.Operations.Length > 0 ? block.Operations[block.Operations.Length - 1].Syntax : null;
        }

        /// <summary>Null tests of the local: on the branch where it is null, nothing is rented.</summary>
        private byte Refine(BasicBlock block, byte state, bool conditional)
        {
            if (block.BranchValue is null || NullWhen(block.BranchValue) is not { } nullWhenTrue)
            {
                return state;
            }

            var takenWhenTrue = block.ConditionKind == ControlFlowConditionKind.WhenTrue;
            var valueOnBranch = conditional ? takenWhenTrue : !takenWhenTrue;
            var isNull = valueOnBranch == nullWhenTrue;
            return isNull && state != 0 ? NotRented : state;
        }

        /// <summary>True when the condition means "the local is null" when true, false when it means so when false.</summary>
        private bool? NullWhen(IOperation condition)
        {
            condition = condition.WithoutImplicitConversions();
            switch (condition)
            {
                case IUnaryOperation { OperatorKind: UnaryOperatorKind.Not } not:
                    return NullWhen(not.Operand) is { } inner ? !inner : null;
                case IBinaryOperation { OperatorKind: BinaryOperatorKind.Equals or BinaryOperatorKind.NotEquals } binary
                    when (IsLocal(binary.LeftOperand) && IsNull(binary.RightOperand)) || (IsLocal(binary.RightOperand) && IsNull(binary.LeftOperand)):
                    return binary.OperatorKind == BinaryOperatorKind.Equals;
                case IIsNullOperation isNull when IsLocal(isNull.Operand):
                    return true;
                case IIsPatternOperation pattern when IsLocal(pattern.Value):
                    return pattern.Pattern switch
                    {
                        IConstantPatternOperation constant when IsNull(constant.Value) => true,
                        INegatedPatternOperation { Pattern: IConstantPatternOperation constant } when IsNull(constant.Value) => false,
                        IRecursivePatternOperation or ITypePatternOperation or IDeclarationPatternOperation => false,
                        _ => null,
                    };
                default:
                    return null;
            }
        }

        private bool IsLocal(IOperation operation) =>
            operation.WithoutImplicitConversions() is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, Local);

        private bool IsWrittenLocal(IOperation operation) =>
            operation is IDeclarationExpressionOperation declaration ? IsLocal(declaration.Expression) : IsLocal(operation);

        private static bool IsNull(IOperation operation) =>
            operation.WithoutImplicitConversions() is { ConstantValue: { HasValue: true, Value: null } };

        /// <summary>The facts after one operation, in evaluation order (children first).</summary>
        private byte Walk(IOperation operation, byte state)
        {
            switch (operation)
            {
                case ISimpleAssignmentOperation { Target: ILocalReferenceOperation target } assignment when SymbolEqualityComparer.Default.Equals(target.Local, Local):
                    state = Walk(assignment.Value, state);
                    if (AsRent(assignment.Value, _apis) is not null)
                    {
                        return Rented;
                    }

                    if (!_reporting && !IsNull(assignment.Value) && !assignment.Value.WithoutImplicitConversions().ConstantValue.HasValue)
                    {
                        _rented.HasOtherAssignments = true;
                    }

                    return NotRented;

                case IInvocationOperation invocation when ReturnedLocal(invocation, _apis) is { } returned && SymbolEqualityComparer.Default.Equals(returned, Local):
                    if (invocation.Instance is not null)
                    {
                        state = Walk(invocation.Instance, state);
                    }

                    foreach (var argument in invocation.Arguments)
                    {
                        if (argument.Parameter?.Ordinal != 0)
                        {
                            state = Walk(argument, state);
                        }
                    }

                    if (_reporting)
                    {
                        if (!_rented.Returns.Contains(invocation))
                        {
                            _rented.Returns.Add(invocation);
                        }

                        if ((state & Returned) != 0 && _lastReturn is not null && _lastReturn != invocation && Follows(_lastReturn.Syntax, invocation.Syntax, state))
                        {
                            _rented.DoubleReturns.Add((invocation, _lastReturn));
                        }
                    }
                    else if (!_rented.Returns.Contains(invocation))
                    {
                        _rented.Returns.Add(invocation);
                    }

                    if ((state & (Rented | Returned)) == 0)
                    {
                        return state;
                    }

                    _lastReturn = invocation;
                    return (byte)((state & NotRented) | Returned);

                case IArgumentOperation { Parameter.RefKind: RefKind.Out or RefKind.Ref } byRef when IsWrittenLocal(byRef.Value):
                    // f(out var array) / f(ref array): the callee may store any array there, so it is not known to be
                    // the rented one (found on StackExchange.Redis: an out variable later reused for a Rent).
                    if (!_reporting)
                    {
                        _rented.HasOtherAssignments = true;
                    }

                    return NotRented;

                case ILocalReferenceOperation reference when SymbolEqualityComparer.Default.Equals(reference.Local, Local):
                    if (_reporting && (state & Returned) != 0 && _lastReturn is not null && !IsNullTest(reference) && Follows(_lastReturn.Syntax, reference.Syntax, state))
                    {
                        _rented.UsesAfterReturn.Add((reference, _lastReturn));
                    }

                    return state;

                case IFlowAnonymousFunctionOperation:
                    return state;
            }

            foreach (var child in operation.ChildOperations)
            {
                state = Walk(child, state);
            }

            return state;
        }

        /// <summary>
        /// True when <paramref name="later"/> surely runs after <paramref name="earlier"/> on the path the facts describe:
        /// the array is returned on every path here, or the earlier Return is not under a condition (if, switch, ?:, catch)
        /// that the later node is outside of, which would let correlated conditions fake the path.
        /// </summary>
        private static bool Follows(SyntaxNode earlier, SyntaxNode later, byte state)
        {
            if ((state & (Rented | NotRented)) == 0)
            {
                return true;
            }

            for (var node = earlier.Parent; node is not null && node is not MemberDeclarationSyntax && node is not AnonymousFunctionExpressionSyntax && node is not LocalFunctionStatementSyntax; node = node.Parent)
            {
                if (node is IfStatementSyntax or ElseClauseSyntax or SwitchSectionSyntax or ConditionalExpressionSyntax or SwitchExpressionArmSyntax or CatchClauseSyntax or BinaryExpressionSyntax or ConditionalAccessExpressionSyntax
                    && !node.Span.Contains(later.Span))
                {
                    return false;
                }
            }

            return true;
        }

        private static bool IsNullTest(IOperation reference)
        {
            var parent = reference.Parent;
            while (parent is IConversionOperation)
            {
                parent = parent.Parent;
            }

            return parent switch
            {
                IBinaryOperation binary => IsNull(binary.LeftOperand) || IsNull(binary.RightOperand),
                IIsNullOperation => true,
                IIsPatternOperation => true,
                _ => parent is null && reference.Parent is null,
            };
        }

        /// <summary>Operations that can throw: calls, allocations, element accesses, awaits, throws.</summary>
        private bool CanThrow(IOperation operation)
        {
            if (operation is IExpressionStatementOperation statement)
            {
                operation = statement.Operation;
            }

            if (operation is ISimpleAssignmentOperation assignment && AsRent(assignment.Value, _apis) is not null)
            {
                return false;
            }

            if (operation is IInvocationOperation returnCall && ReturnedLocal(returnCall, _apis) is not null)
            {
                return false;
            }

            foreach (var node in operation.DescendantsAndSelf())
            {
                switch (node)
                {
                    case IInvocationOperation invocation when ReturnedLocal(invocation, _apis) is null:
                    case IObjectCreationOperation:
                    case IArrayCreationOperation:
                    case IArrayElementReferenceOperation:
                    case IAwaitOperation:
                    case IThrowOperation:
                    case IDynamicInvocationOperation:
                    case IPropertyReferenceOperation { Property.Name: not "Length" }:
                        return true;
                }
            }

            return false;
        }
    }
}
