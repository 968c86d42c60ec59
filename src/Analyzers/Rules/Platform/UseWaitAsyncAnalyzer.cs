using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1004: a task awaited with a timeout by racing it against a delay,
/// <c>if (await Task.WhenAny(task, Task.Delay(timeout)) != task) throw new TimeoutException(...);</c> followed by
/// <c>await task</c>. From .NET 6 <c>await task.WaitAsync(timeout)</c> does the same: it completes as the task does,
/// or throws <c>TimeoutException</c> when the time is up, without the delay's task, the array and the continuation
/// <c>WhenAny</c> allocates, and it stops its timer when the task completes first (the delay's timer keeps running
/// until the timeout).
/// </summary>
/// <remarks>
/// The shapes are the ones whose behavior the fix keeps: the statement right after the <c>if</c> (a
/// <c>cts.Cancel()</c> of the delay's own token source aside) awaits the task before anything else, so a faulted or
/// canceled task throws there in both versions; the delay's token is none, or a <c>CancellationTokenSource</c> the
/// method makes only for it and cancels after the race (an outside token would turn a cancellation into a
/// <c>TimeoutException</c>, which <c>WaitAsync(timeout, token)</c> doesn't). <c>task.Result</c> after the race is not
/// the shape: it throws an <c>AggregateException</c> where <c>await</c> throws the task's own exception.
/// </remarks>
public sealed class UseWaitAsyncAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF1004",
        title: "Time out a task with WaitAsync",
        messageFormat: "Use 'WaitAsync' instead of racing the task against Task.Delay: {0}",
        description: "await Task.WhenAny(task, Task.Delay(timeout)) followed by a TimeoutException when the delay wins allocates the delay's task and timer, an array and a continuation per wait, and leaves the timer running when the task wins. task.WaitAsync(timeout) (.NET 6) completes as the task does or throws TimeoutException, and stops its timer when the task completes first. The rule reports only the shapes whose behavior the fix keeps: the task awaited right after the race, and no outside cancellation token on the delay.",
        // Warning: precise (only the shapes whose behavior the fix keeps: the task awaited right after the race, no
        // outside token), and the race is most of what a wait costs: 2x to 10x faster, half the bytes (see the docs
        // page).
        RuleLevel.Warning,
        sameFinding: new[] { "CA2027" });

    internal static readonly Payoff WaitAsyncPayoff = new(
        "no delay task, timer and continuations per wait, and no timer left running when the task wins",
        "PERF1004/Timeouts");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (UseWaitAsyncApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);

            // The block holds the race (where the diagnostic goes: in the if's condition, or in the declaration of the
            // winner before it); an if whose body is not one throw is dismissed with a few type tests.
            start.RegisterOperationAction(context => AnalyzeBlock(context, symbols, targets), OperationKind.Block);
        });
    }

    private static void AnalyzeBlock(OperationAnalysisContext context, UseWaitAsyncApis symbols, ProjectTargets targets)
    {
        foreach (var statement in ((IBlockOperation)context.Operation).Operations)
        {
            if (statement is IConditionalOperation { WhenFalse: null } @if)
            {
                AnalyzeIf(context, @if, symbols, targets);
            }
        }
    }

    private static void AnalyzeIf(OperationAnalysisContext context, IConditionalOperation @if, UseWaitAsyncApis symbols, ProjectTargets targets)
    {
        var body = @if.WhenTrue;
        if (body is IBlockOperation { Operations.Length: 1 } block)
        {
            body = block.Operations[0];
        }

        if (body is IExpressionStatementOperation statement)
        {
            body = statement.Operation;
        }

        if (body is not IThrowOperation @throw
            || Match(@throw, symbols, context.CancellationToken) is not { } match
            || !targets.Allow(ProjectTargets.Net6, match.If.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(ReportedFindings.Record(context.Compilation, Diagnostic.Create(Rule, match.WhenAny.Syntax.GetLocation(), WaitAsyncPayoff.For(context.Compilation))));
    }

    /// <summary>The race around a <c>throw new TimeoutException(...)</c>, or null when it is not the shape.</summary>
    internal static WaitMatch? Match(IThrowOperation @throw, UseWaitAsyncApis symbols, System.Threading.CancellationToken cancellationToken)
    {
        // throw new TimeoutException(...); alone in the if's body, the if without an else, in a block.
        if (@throw.Exception?.WithoutImplicitConversions() is not IObjectCreationOperation { Initializer: null } exception
            || !SymbolEqualityComparer.Default.Equals(exception.Type, symbols.TimeoutException))
        {
            return null;
        }

        // The throw statement is the throw operation itself (an expression statement around it in older compilers).
        IOperation body = @throw.Parent is IExpressionStatementOperation throwStatement ? throwStatement : @throw;
        if (body.Parent is IBlockOperation { Operations.Length: 1 } bodyBlock)
        {
            body = bodyBlock;
        }

        if (body.Parent is not IConditionalOperation { WhenFalse: null } @if
            || @if.WhenTrue != body
            || @if.Parent is not IBlockOperation block
            || @if.Condition is not IBinaryOperation { OperatorKind: BinaryOperatorKind.NotEquals, OperatorMethod: null } comparison)
        {
            return null;
        }

        // await Task.WhenAny(task, Task.Delay(timeout[, token]))[.ConfigureAwait(bool)] != task, either side.
        var left = comparison.LeftOperand.WithoutImplicitConversions();
        var right = comparison.RightOperand.WithoutImplicitConversions();
        var index = IndexOf(block, @if);
        var race = left as IAwaitOperation ?? right as IAwaitOperation;
        var task = race == left ? right : left;
        IOperation? winnerDeclaration = null;
        if (race is null && index > 0)
        {
            // var winner = await Task.WhenAny(...); if (winner != task) ...: the winner read only there.
            winnerDeclaration = block.Operations[index - 1];
            if ((race = Winner(winnerDeclaration, left)) is not null)
            {
                task = right;
            }
            else if ((race = Winner(winnerDeclaration, right)) is not null)
            {
                task = left;
            }
            else
            {
                winnerDeclaration = null;
            }
        }

        if (race is null
            || task is not (ILocalReferenceOperation or IParameterReferenceOperation { Parameter.RefKind: RefKind.None })
            || !task.Type.IsOrDerivesFrom(symbols.Task))
        {
            return null;
        }

        if (Awaited(race, out var raceConfigureAwait) is not IInvocationOperation { Instance: null, TargetMethod.Name: "WhenAny" } whenAny
            || !SymbolEqualityComparer.Default.Equals(whenAny.TargetMethod.ContainingType, symbols.Task)
            || whenAny.Syntax is not InvocationExpressionSyntax { ArgumentList.Arguments: { Count: 2 } raceArguments }
            || whenAny.SemanticModel is not { } model)
        {
            return null;
        }

        // The two tasks as written (WhenAny(Task, Task), params Task[] and params ReadOnlySpan<Task> bind them differently).
        var first = model.GetOperation(raceArguments[0].Expression, cancellationToken)?.WithoutImplicitConversions();
        var second = model.GetOperation(raceArguments[1].Expression, cancellationToken)?.WithoutImplicitConversions();
        if (raceArguments[0].NameColon is not null || raceArguments[1].NameColon is not null || first is null || second is null)
        {
            return null;
        }

        var taskFirst = first.IsSameVariable(task);
        if (!taskFirst && !second.IsSameVariable(task))
        {
            return null;
        }

        if ((taskFirst ? second : first) is not IInvocationOperation delay
            || !IsDelay(delay, symbols, out var timeout, out var inMilliseconds, out var token)
            || (!taskFirst && !CannotWrite(timeout, task, symbols)))
        {
            return null;
        }

        // The delay's token: none, or a source the method makes for this delay only.
        ILocalSymbol? tokenSource = null;
        if (token is not null && !IsNoToken(token.Value, symbols))
        {
            if (token.Value.WithoutImplicitConversions() is not IPropertyReferenceOperation { Property.Name: "Token", Instance: ILocalReferenceOperation source }
                || !SymbolEqualityComparer.Default.Equals(source.Local.Type, symbols.CancellationTokenSource))
            {
                return null;
            }

            tokenSource = source.Local;
        }

        // The statement after the race (the token source's Cancel() aside) awaits the task first.
        var cancels = ImmutableArray.CreateBuilder<IOperation>();
        var next = index + 1;
        while (next < block.Operations.Length && tokenSource is not null && IsCall(block.Operations[next], tokenSource, "Cancel"))
        {
            cancels.Add(block.Operations[next]);
            next++;
        }

        if (next >= block.Operations.Length || LeadingAwait(block.Operations[next]) is not { } follower)
        {
            return null;
        }

        if (!Awaited(follower, out var followerConfigureAwait).WithoutImplicitConversions().IsSameVariable(task))
        {
            return null;
        }

        IOperation? tokenSourceDeclaration = null;
        if (tokenSource is not null
            && (tokenSourceDeclaration = OnlyForThisDelay(tokenSource, @if, token!, cancels, symbols, cancellationToken)) is null)
        {
            return null;
        }

        return new WaitMatch(
            @if,
            whenAny,
            task,
            timeout,
            inMilliseconds,
            raceConfigureAwait,
            exception,
            block.Operations[next],
            follower,
            followerConfigureAwait,
            tokenSourceDeclaration,
            cancels.ToImmutable(),
            winnerDeclaration);
    }

    /// <summary>
    /// The await of <paramref name="declaration"/>, <c>var winner = await ...;</c>, when <paramref name="read"/> reads
    /// that local and the comparison is its only use.
    /// </summary>
    private static IAwaitOperation? Winner(IOperation declaration, IOperation read)
    {
        if (read is not ILocalReferenceOperation reference
            || !SymbolEqualityComparer.Default.Equals(reference.Local, WinnerLocal(declaration))
            || ((IVariableDeclarationGroupOperation)declaration).Declarations[0].Declarators[0].Initializer?.Value.WithoutImplicitConversions() is not IAwaitOperation race
            || LocalScope.Of(((IVariableDeclarationGroupOperation)declaration).Declarations[0].Declarators[0]) is not { } scope)
        {
            return null;
        }

        foreach (var operation in scope.Descendants())
        {
            if (operation is ILocalReferenceOperation other && other != reference && SymbolEqualityComparer.Default.Equals(other.Local, reference.Local))
            {
                return null;
            }
        }

        return race;
    }

    /// <summary>The local a plain one-variable declaration statement declares, or null.</summary>
    private static ILocalSymbol? WinnerLocal(IOperation declaration) =>
        declaration is IVariableDeclarationGroupOperation { Declarations: { Length: 1 } declarations, Parent: IBlockOperation }
        && declarations[0].Declarators.Length == 1
            ? declarations[0].Declarators[0].Symbol
            : null;

    /// <summary>What an await waits for, without its <c>ConfigureAwait(bool)</c> (whose argument is given).</summary>
    private static IOperation Awaited(IAwaitOperation await, out IArgumentOperation? configureAwait)
    {
        configureAwait = null;
        if (await.Operation is IInvocationOperation { TargetMethod.Name: "ConfigureAwait", Instance: { } configured, Arguments.Length: 1 } call
            && call.Arguments[0].Value.Type?.SpecialType == SpecialType.System_Boolean)
        {
            configureAwait = call.Arguments[0];
            return configured;
        }

        return await.Operation;
    }

    /// <summary><c>Task.Delay(int | TimeSpan[, CancellationToken])</c>.</summary>
    private static bool IsDelay(IInvocationOperation call, UseWaitAsyncApis symbols, out IOperation timeout, out bool inMilliseconds, out IArgumentOperation? token)
    {
        timeout = null!;
        inMilliseconds = false;
        token = null;
        var method = call.TargetMethod;
        if (call.Instance is not null
            || method.Name != "Delay"
            || !SymbolEqualityComparer.Default.Equals(method.ContainingType, symbols.Task)
            || method.Parameters.Length is not (1 or 2)
            || call.Arguments.Length != method.Parameters.Length)
        {
            return false;
        }

        var span = method.Parameters[0].Type;
        if (span.SpecialType != SpecialType.System_Int32 && !SymbolEqualityComparer.Default.Equals(span, symbols.TimeSpan))
        {
            return false;
        }

        if (method.Parameters.Length == 2)
        {
            if (!SymbolEqualityComparer.Default.Equals(method.Parameters[1].Type, symbols.CancellationToken))
            {
                return false;
            }

            token = call.GetArgument(1);
        }

        if (call.GetArgument(0) is not { } argument || argument.IsNamed() || (token is not null && token.IsNamed()))
        {
            return false;
        }

        timeout = argument.Value;
        inMilliseconds = span.SpecialType == SpecialType.System_Int32;
        return true;
    }

    /// <summary>
    /// The timeout, evaluated before the task in <c>WhenAny(Task.Delay(t), task)</c> and after it in
    /// <c>task.WaitAsync(t)</c>, can't change which task that is: constants, variables, fields and properties of those,
    /// <c>TimeSpan</c>'s factory methods and arithmetic over them (no other call, no assignment).
    /// </summary>
    private static bool CannotWrite(IOperation timeout, IOperation task, UseWaitAsyncApis symbols)
    {
        switch (timeout.WithoutImplicitConversions())
        {
            case IFieldReferenceOperation { Instance: var instance }:
                return instance is null || CannotWrite(instance, task, symbols);
            case IPropertyReferenceOperation { Instance: var instance, Arguments.Length: 0 }:
                return instance is null || CannotWrite(instance, task, symbols);
            case IInvocationOperation { Instance: null } call when SymbolEqualityComparer.Default.Equals(call.TargetMethod.ContainingType, symbols.TimeSpan):
                foreach (var argument in call.Arguments)
                {
                    if (!CannotWrite(argument.Value, task, symbols))
                    {
                        return false;
                    }
                }

                return true;
            case IBinaryOperation binary:
                return CannotWrite(binary.LeftOperand, task, symbols) && CannotWrite(binary.RightOperand, task, symbols);
            case IConversionOperation conversion:
                return CannotWrite(conversion.Operand, task, symbols);
            case var other:
                return other.IsFreeOfSideEffects();
        }
    }

    /// <summary><c>default</c>, <c>CancellationToken.None</c> or <c>new CancellationToken()</c>.</summary>
    private static bool IsNoToken(IOperation token, UseWaitAsyncApis symbols)
    {
        switch (token.WithoutImplicitConversions())
        {
            case IDefaultValueOperation:
                return true;
            case IPropertyReferenceOperation { Instance: null, Property.Name: "None" } none:
                return SymbolEqualityComparer.Default.Equals(none.Property.ContainingType, symbols.CancellationToken);
            case IObjectCreationOperation { Arguments.Length: 0, Initializer: null } created:
                return SymbolEqualityComparer.Default.Equals(created.Type, symbols.CancellationToken);
            default:
                return false;
        }
    }

    private static int IndexOf(IBlockOperation block, IOperation statement)
    {
        for (var i = 0; i < block.Operations.Length; i++)
        {
            if (block.Operations[i] == statement)
            {
                return i;
            }
        }

        return -1;
    }

    /// <summary><c>source.Name();</c> as a statement.</summary>
    private static bool IsCall(IOperation statement, ILocalSymbol source, string name) =>
        statement is IExpressionStatementOperation { Operation: IInvocationOperation { Arguments.Length: 0, Instance: ILocalReferenceOperation receiver } call }
        && call.TargetMethod.Name == name
        && SymbolEqualityComparer.Default.Equals(receiver.Local, source);

    /// <summary>
    /// The await a statement starts with: <c>await x;</c>, <c>v = await x;</c> (a local or parameter), <c>var v = await
    /// x;</c> or <c>return await x;</c>, or any of these with a call that takes <c>await x</c> after arguments that are
    /// constants or variables (<c>Console.WriteLine("{0}", await x)</c>).
    /// </summary>
    private static IAwaitOperation? LeadingAwait(IOperation statement)
    {
        var value = statement switch
        {
            IExpressionStatementOperation { Operation: ISimpleAssignmentOperation { Target: ILocalReferenceOperation or IParameterReferenceOperation } assignment } => assignment.Value,
            IExpressionStatementOperation expression => expression.Operation,
            IVariableDeclarationGroupOperation { Declarations: { Length: 1 } declarations } when declarations[0].Declarators.Length == 1
                => declarations[0].Declarators[0].Initializer?.Value,
            IReturnOperation { Kind: OperationKind.Return } @return => @return.ReturnedValue,
            _ => null,
        };

        value = value?.WithoutImplicitConversions();
        if (value is IInvocationOperation call && (call.Instance is null || call.Instance.IsFreeOfSideEffects()))
        {
            // Console.WriteLine("Result is {0}", await task): nothing before the await that could be observed.
            foreach (var argument in call.Arguments)
            {
                if (argument.ArgumentKind != ArgumentKind.Explicit || argument.IsNamed())
                {
                    return null;
                }

                if (argument.Value.WithoutImplicitConversions() is IAwaitOperation awaited)
                {
                    return awaited;
                }

                if (!argument.Value.IsFreeOfSideEffects())
                {
                    return null;
                }
            }

            return null;
        }

        return value as IAwaitOperation;
    }

    /// <summary>
    /// The declaration of a <c>new CancellationTokenSource()</c> whose every other use is the delay's token, a
    /// <c>Cancel()</c> after the race (in <paramref name="cancels"/>), or <c>Dispose()</c>; null otherwise.
    /// </summary>
    private static IOperation? OnlyForThisDelay(ILocalSymbol source, IConditionalOperation @if, IArgumentOperation token, ImmutableArray<IOperation>.Builder cancels, UseWaitAsyncApis symbols, System.Threading.CancellationToken cancellationToken)
    {
        if (source.DeclaringSyntaxReferences.Length != 1
            || @if.SemanticModel?.GetOperation(source.DeclaringSyntaxReferences[0].GetSyntax(cancellationToken), cancellationToken) is not IVariableDeclaratorOperation declarator)
        {
            return null;
        }

        if (declarator.Initializer?.Value.WithoutImplicitConversions() is not IObjectCreationOperation { Arguments.Length: 0, Initializer: null } created
            || !SymbolEqualityComparer.Default.Equals(created.Type, symbols.CancellationTokenSource)
            || LocalScope.Of(declarator) is not { } scope
            || declarator.Syntax.SpanStart > @if.Syntax.SpanStart)
        {
            return null;
        }

        foreach (var operation in scope.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, source))
            {
                continue;
            }

            if (reference.Parent is IPropertyReferenceOperation tokenRead && tokenRead.Parent == token)
            {
                continue;
            }

            if (reference.Parent is IInvocationOperation { Arguments.Length: 0, TargetMethod.Name: "Cancel" or "Dispose" } call
                && call.Parent is IExpressionStatementOperation statement
                && statement.Parent is IBlockOperation
                && statement.Syntax.SpanStart > @if.Syntax.Span.End)
            {
                if (!cancels.Contains(statement))
                {
                    cancels.Add(statement);
                }

                continue;
            }

            return null;
        }

        // LocalScope.Of made sure the declarator is alone in its declaration statement.
        var group = declarator.Parent!.Parent!;
        return group.Parent is IUsingOperation or IUsingDeclarationOperation ? group.Parent : group;
    }

    internal sealed class WaitMatch
    {
        public WaitMatch(
            IConditionalOperation @if,
            IInvocationOperation whenAny,
            IOperation task,
            IOperation timeout,
            bool timeoutInMilliseconds,
            IArgumentOperation? raceConfigureAwait,
            IObjectCreationOperation exception,
            IOperation followerStatement,
            IAwaitOperation follower,
            IArgumentOperation? followerConfigureAwait,
            IOperation? tokenSourceDeclaration,
            ImmutableArray<IOperation> tokenSourceCalls,
            IOperation? winnerDeclaration)
        {
            WinnerDeclaration = winnerDeclaration;
            If = @if;
            WhenAny = whenAny;
            Task = task;
            Timeout = timeout;
            TimeoutInMilliseconds = timeoutInMilliseconds;
            RaceConfigureAwait = raceConfigureAwait;
            Exception = exception;
            FollowerStatement = followerStatement;
            Follower = follower;
            FollowerConfigureAwait = followerConfigureAwait;
            TokenSourceDeclaration = tokenSourceDeclaration;
            TokenSourceCalls = tokenSourceCalls;
        }

        /// <summary>The <c>if</c> statement that throws when the delay wins.</summary>
        public IConditionalOperation If { get; }

        public IInvocationOperation WhenAny { get; }

        /// <summary>The task's variable, as the comparison reads it.</summary>
        public IOperation Task { get; }

        /// <summary>The delay's first argument.</summary>
        public IOperation Timeout { get; }

        /// <summary>True for <c>Task.Delay(int)</c>: <c>WaitAsync</c> takes a <c>TimeSpan</c>.</summary>
        public bool TimeoutInMilliseconds { get; }

        /// <summary>The race's <c>ConfigureAwait(bool)</c> argument: where the code continues after the wait.</summary>
        public IArgumentOperation? RaceConfigureAwait { get; }

        /// <summary>The <c>new TimeoutException(...)</c> thrown; with arguments, its message is the code's own.</summary>
        public IObjectCreationOperation Exception { get; }

        public IOperation FollowerStatement { get; }

        /// <summary>The <c>await task</c> after the race.</summary>
        public IAwaitOperation Follower { get; }

        public IArgumentOperation? FollowerConfigureAwait { get; }

        /// <summary>
        /// The delay's own token source: its using statement or declaration, or its declaration statement; null when the
        /// delay has no token.
        /// </summary>
        public IOperation? TokenSourceDeclaration { get; }

        /// <summary>The token source's <c>Cancel()</c> and <c>Dispose()</c> statements.</summary>
        public ImmutableArray<IOperation> TokenSourceCalls { get; }

        /// <summary><c>var winner = await Task.WhenAny(...);</c> when the race's result is compared through a local.</summary>
        public IOperation? WinnerDeclaration { get; }
    }

    internal sealed class UseWaitAsyncApis
    {
        private UseWaitAsyncApis(INamedTypeSymbol task, INamedTypeSymbol timeoutException, INamedTypeSymbol timeSpan, INamedTypeSymbol cancellationToken, INamedTypeSymbol cancellationTokenSource)
        {
            Task = task;
            TimeoutException = timeoutException;
            TimeSpan = timeSpan;
            CancellationToken = cancellationToken;
            CancellationTokenSource = cancellationTokenSource;
        }

        public INamedTypeSymbol Task { get; }

        public INamedTypeSymbol TimeoutException { get; }

        public INamedTypeSymbol TimeSpan { get; }

        public INamedTypeSymbol CancellationToken { get; }

        public INamedTypeSymbol CancellationTokenSource { get; }

        /// <summary>The types the rule needs, or null when <c>Task.WaitAsync</c> is missing (before .NET 6).</summary>
        public static UseWaitAsyncApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            var task = types.Get("System.Threading.Tasks.Task");
            var timeoutException = types.Get("System.TimeoutException");
            var timeSpan = types.Get("System.TimeSpan");
            var token = types.Get("System.Threading.CancellationToken");
            var source = types.Get("System.Threading.CancellationTokenSource");
            if (task is null || timeoutException is null || timeSpan is null || token is null || source is null || task.GetMembers("WaitAsync").Length == 0)
            {
                return null;
            }

            return new UseWaitAsyncApis(task, timeoutException, timeSpan, token, source);
        }
    }
}
