using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Hex;

/// <summary>
/// PERF0103: hex strings built by hand, one <c>b.ToString("x2")</c> per byte, joined with
/// <c>string.Concat</c>/<c>string.Join("")</c> or appended to a fresh <c>StringBuilder</c> in a loop.
/// </summary>
public sealed class ReplaceHandWrittenHexAnalyzer : DiagnosticAnalyzer
{
    /// <summary>Property: "true" when the digits are lower-case (<c>x2</c>).</summary>
    internal const string LowerCaseKey = "LowerCase";

    /// <summary>Property: "true" when <c>Convert.ToHexStringLower</c> exists for the input type.</summary>
    internal const string UseLowerApiKey = "UseToHexStringLower";

    /// <summary>Property: which shape was found; see <see cref="ShapeExpression"/> and <see cref="ShapeLoop"/>.</summary>
    internal const string ShapeKey = "Shape";

    /// <summary>The diagnostic is on the joining expression; additional location 0 is the byte source expression.</summary>
    internal const string ShapeExpression = "Expression";

    /// <summary>
    /// The diagnostic is on the loop; additional locations: 0 the byte source expression, 1 the builder's
    /// declaration statement, 2 the <c>builder.ToString()</c> call.
    /// </summary>
    internal const string ShapeLoop = "Loop";

    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0103",
        title: "Replace hand-written hex formatting with Convert.ToHexString",
        messageFormat: "Use '{0}' instead of formatting each byte with \"{1}\": {2}",
        description: "Formatting a byte array as hex one byte at a time allocates a string per byte plus the joining buffers. Convert.ToHexString (.NET 5+) and Convert.ToHexStringLower (.NET 9+) produce the same string in one pass and one allocation.",
        RuleLevel.Warning);

    internal static readonly Payoff ReplaceHandWrittenHexPayoff = new(
        "one string written in one pass instead of a string per byte",
        "PERF0103");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            var apis = HexApis.Create(start.Compilation);
            if (apis is null)
            {
                return;
            }

            var types = WellKnownTypes.Get(start.Compilation);
            var symbols = new ReplaceHandWrittenHexApis(
                apis,
                types.Get("System.Linq.Enumerable"),
                types.Get("System.Array"),
                types.Get("System.Text.StringBuilder"),
                ProjectTargets.Read(start.Options));

            start.RegisterOperationAction(context => AnalyzeJoin(context, symbols), OperationKind.Invocation);
            if (symbols.StringBuilder is not null)
            {
                start.RegisterOperationAction(context => AnalyzeLoop(context, symbols), OperationKind.Loop);
            }
        });
    }

    private sealed class ReplaceHandWrittenHexApis
    {
        public ReplaceHandWrittenHexApis(HexApis apis, INamedTypeSymbol? enumerable, INamedTypeSymbol? array, INamedTypeSymbol? stringBuilder, ProjectTargets targets)
        {
            Apis = apis;
            Enumerable = enumerable;
            Array = array;
            StringBuilder = stringBuilder;
            Targets = targets;
        }

        public ProjectTargets Targets { get; }

        public HexApis Apis { get; }

        public INamedTypeSymbol? Enumerable { get; }

        public INamedTypeSymbol? Array { get; }

        public INamedTypeSymbol? StringBuilder { get; }
    }

    // string.Concat(bytes.Select(b => b.ToString("x2"))), string.Join("", ...), string.Concat(Array.ConvertAll(bytes, ...))
    private static void AnalyzeJoin(OperationAnalysisContext context, ReplaceHandWrittenHexApis symbols)
    {
        var invocation = (IInvocationOperation)context.Operation;
        var method = invocation.TargetMethod;
        if (!method.IsStatic || method.ContainingType.SpecialType != SpecialType.System_String)
        {
            return;
        }

        IOperation sequence;
        if (method.Name == "Concat" && invocation.Arguments.Length == 1 && method.Parameters.Length == 1)
        {
            sequence = invocation.Arguments[0].Value;
        }
        else if (method.Name == "Join" && invocation.Arguments.Length == 2 && method.Parameters.Length == 2
            && method.Parameters[0].Type.SpecialType == SpecialType.System_String)
        {
            if (invocation.Arguments[0].Parameter?.Ordinal != 0 || !IsEmptyString(invocation.Arguments[0].Value))
            {
                return;
            }

            sequence = invocation.Arguments[1].Value;
        }
        else
        {
            return;
        }

        // A params argument written as one array is passed as is; a params array the compiler built is not ours.
        if (sequence is IArrayCreationOperation { IsImplicit: true })
        {
            return;
        }

        sequence = sequence.WithoutImplicitConversions();
        if (sequence is not IInvocationOperation producer || producer.Arguments.Length != 2)
        {
            return;
        }

        var producerMethod = producer.TargetMethod;
        var isSelect = producerMethod.Name == "Select"
            && SymbolEqualityComparer.Default.Equals(producerMethod.ContainingType, symbols.Enumerable)
            && producerMethod.Parameters.Length == 2
            && producerMethod.Parameters[1].Type is INamedTypeSymbol { TypeArguments.Length: 2 };
        var isConvertAll = producerMethod.Name == "ConvertAll"
            && SymbolEqualityComparer.Default.Equals(producerMethod.ContainingType, symbols.Array);
        if (!isSelect && !isConvertAll)
        {
            return;
        }

        IOperation? source = null;
        IOperation? selector = null;
        foreach (var argument in producer.Arguments)
        {
            if (argument.Parameter?.Ordinal == 0)
            {
                source = argument.Value.WithoutImplicitConversions();
            }
            else if (argument.Parameter?.Ordinal == 1)
            {
                selector = argument.Value;
            }
        }

        if (source is null
            || selector is null
            || !symbols.Apis.IsByteArray(source.Type)
            || !TryGetHexLambda(selector, symbols.Apis, out var lower))
        {
            return;
        }

        Report(context, invocation.Syntax, source.Syntax, symbols, lower, ShapeExpression, null, null);
    }

    private static bool TryGetHexLambda(IOperation selector, HexApis apis, out bool lower)
    {
        lower = false;
        if (selector.WithoutImplicitConversions() is not IDelegateCreationOperation { Target: IAnonymousFunctionOperation lambda }
            || lambda.Symbol.Parameters.Length != 1
            || lambda.Symbol.Parameters[0].Type.SpecialType != SpecialType.System_Byte
            || lambda.Body.Operations.Length != 1
            || lambda.Body.Operations[0] is not IReturnOperation { ReturnedValue: { } returned })
        {
            return false;
        }

        var parameter = lambda.Symbol.Parameters[0];
        return apis.IsTwoDigitHex(
            returned,
            value => value is IParameterReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Parameter, parameter),
            out lower);
    }

    // var sb = new StringBuilder(); foreach (var b in bytes) sb.Append(b.ToString("x2")); ... sb.ToString() ...
    private static void AnalyzeLoop(OperationAnalysisContext context, ReplaceHandWrittenHexApis symbols)
    {
        var loop = (ILoopOperation)context.Operation;
        if (loop.Body is not IBlockOperation and not IExpressionStatementOperation)
        {
            return;
        }

        var statement = loop.Body is IBlockOperation block
            ? (block.Operations.Length == 1 ? block.Operations[0] : null)
            : loop.Body;
        if (statement is not IExpressionStatementOperation { Operation: IInvocationOperation append }
            || append.Instance is not ILocalReferenceOperation builderReference
            || !SymbolEqualityComparer.Default.Equals(append.TargetMethod.ContainingType, symbols.StringBuilder))
        {
            return;
        }

        // What the loop walks, and how the body reads the current byte.
        IOperation source;
        System.Func<IOperation, bool> isCurrentByte;
        switch (loop)
        {
            case IForEachLoopOperation forEach:
                {
                    if (forEach.Locals.Length != 1 || forEach.Locals[0].Type.SpecialType != SpecialType.System_Byte)
                    {
                        return;
                    }

                    var element = forEach.Locals[0];
                    source = forEach.Collection.WithoutImplicitConversions();
                    isCurrentByte = value => value is ILocalReferenceOperation local && SymbolEqualityComparer.Default.Equals(local.Local, element);
                    break;
                }

            case IForLoopOperation forLoop:
                {
                    if (!TryGetIndexLoop(forLoop, out var index, out var indexed))
                    {
                        return;
                    }

                    source = indexed;
                    isCurrentByte = value => IsElementAt(value, indexed, index);
                    break;
                }

            default:
                return;
        }

        if (!(symbols.Apis.IsByteArray(source.Type) || symbols.Apis.IsByteSpan(source.Type))
            || source is not (ILocalReferenceOperation or IParameterReferenceOperation))
        {
            return;
        }

        if (!IsHexAppend(append, isCurrentByte, symbols.Apis, out var lower))
        {
            return;
        }

        // The builder: declared by the statement right before the loop, read once right after it, nowhere else.
        if (loop.Syntax is not StatementSyntax loopSyntax
            || loopSyntax.Parent is not BlockSyntax parentBlock)
        {
            return;
        }

        var statements = parentBlock.Statements;
        var position = statements.IndexOf(loopSyntax);
        if (position < 1 || position + 1 >= statements.Count)
        {
            return;
        }

        var builder = builderReference.Local;
        if (statements[position - 1] is not LocalDeclarationStatementSyntax declaration
            || declaration.Declaration.Variables.Count != 1
            || declaration.Declaration.Variables[0].Identifier.ValueText != builder.Name
            || declaration.Declaration.Variables[0].Initializer is not { } initializer)
        {
            return;
        }

        var semanticModel = append.SemanticModel;
        if (semanticModel is null
            || !SymbolEqualityComparer.Default.Equals(semanticModel.GetDeclaredSymbol(declaration.Declaration.Variables[0], context.CancellationToken), builder)
            || !IsFreshBuilder(semanticModel.GetOperation(initializer.Value, context.CancellationToken), symbols.StringBuilder!))
        {
            return;
        }

        var toString = FindOnlyToString(statements[position + 1], builder, semanticModel, context.CancellationToken);
        if (toString is null || CountReferences(parentBlock, builder, semanticModel, context.CancellationToken) != 2)
        {
            return;
        }

        Report(context, loopSyntax, source.Syntax, symbols, lower, ShapeLoop, declaration, toString);
    }

    private static bool TryGetIndexLoop(IForLoopOperation loop, out ILocalSymbol index, out IOperation indexed)
    {
        index = null!;
        indexed = null!;

        // for (int i = 0; i < bytes.Length; i++)
        if (loop.Before.Length != 1
            || loop.Before[0] is not IVariableDeclarationGroupOperation { Declarations.Length: 1 } group
            || group.Declarations[0].Declarators.Length != 1
            || group.Declarations[0].Declarators[0] is not { Initializer.Value: { } start } declarator
            || start.ConstantValue is not { HasValue: true, Value: 0 }
            || declarator.Symbol.Type.SpecialType != SpecialType.System_Int32)
        {
            return false;
        }

        var local = declarator.Symbol;
        if (loop.Condition is not IBinaryOperation { OperatorKind: BinaryOperatorKind.LessThan } condition
            || condition.LeftOperand is not ILocalReferenceOperation left
            || !SymbolEqualityComparer.Default.Equals(left.Local, local)
            || condition.RightOperand.WithoutImplicitConversions() is not IPropertyReferenceOperation { Property.Name: "Length", Instance: { } lengthOf }
            || loop.AtLoopBottom.Length != 1
            || !IsIncrementOf(loop.AtLoopBottom[0], local))
        {
            return false;
        }

        index = local;
        indexed = lengthOf.WithoutImplicitConversions();
        return true;
    }

    // i++, ++i, i += 1
    private static bool IsIncrementOf(IOperation operation, ILocalSymbol local)
    {
        if (operation is IExpressionStatementOperation statement)
        {
            operation = statement.Operation;
        }

        return operation switch
        {
            IIncrementOrDecrementOperation { Kind: OperationKind.Increment, Target: ILocalReferenceOperation target }
                => SymbolEqualityComparer.Default.Equals(target.Local, local),
            ICompoundAssignmentOperation { OperatorKind: BinaryOperatorKind.Add, Target: ILocalReferenceOperation target, Value.ConstantValue: { HasValue: true, Value: 1 } }
                => SymbolEqualityComparer.Default.Equals(target.Local, local),
            _ => false,
        };
    }

    // bytes[i] on an array or a span, with bytes and i the loop's own.
    private static bool IsElementAt(IOperation value, IOperation indexed, ILocalSymbol index)
    {
        IOperation? instance;
        IOperation? argument;
        switch (value)
        {
            case IArrayElementReferenceOperation { Indices.Length: 1 } element:
                instance = element.ArrayReference;
                argument = element.Indices[0];
                break;
            case IPropertyReferenceOperation { Property.IsIndexer: true, Arguments.Length: 1 } indexer:
                instance = indexer.Instance;
                argument = indexer.Arguments[0].Value;
                break;
            default:
                return false;
        }

        return instance is not null
            && SameVariable(instance.WithoutImplicitConversions(), indexed)
            && argument.WithoutImplicitConversions() is ILocalReferenceOperation reference
            && SymbolEqualityComparer.Default.Equals(reference.Local, index);
    }

    private static bool SameVariable(IOperation a, IOperation b) => (a, b) switch
    {
        (ILocalReferenceOperation x, ILocalReferenceOperation y) => SymbolEqualityComparer.Default.Equals(x.Local, y.Local),
        (IParameterReferenceOperation x, IParameterReferenceOperation y) => SymbolEqualityComparer.Default.Equals(x.Parameter, y.Parameter),
        _ => false,
    };

    // sb.Append(b.ToString("x2")), sb.Append($"{b:x2}"), sb.AppendFormat("{0:x2}", b)
    private static bool IsHexAppend(IInvocationOperation append, System.Func<IOperation, bool> isCurrentByte, HexApis apis, out bool lower)
    {
        lower = false;
        var method = append.TargetMethod;
        if (method.Name == "Append" && append.Arguments.Length == 1)
        {
            var argument = append.Arguments[0];

            // Append(ref AppendInterpolatedStringHandler) (.NET 6+) takes $"{b:x2}" as a handler.
            var value = argument.Value.WithoutImplicitConversions();
            if (value is IInterpolatedStringHandlerCreationOperation { Content: IInterpolatedStringOperation content })
            {
                return IsInterpolatedHex(content, isCurrentByte, out lower);
            }

            return method.Parameters[0].Type.SpecialType == SpecialType.System_String
                && apis.IsTwoDigitHex(argument.Value, isCurrentByte, out lower);
        }

        if (method.Name == "AppendFormat"
            && append.Arguments.Length == 2
            && method.Parameters.Length == 2
            && method.Parameters[0].Type.SpecialType == SpecialType.System_String
            && method.Parameters[1].Type.SpecialType == SpecialType.System_Object)
        {
            IOperation? format = null;
            IOperation? value = null;
            foreach (var argument in append.Arguments)
            {
                if (argument.Parameter?.Ordinal == 0)
                {
                    format = argument.Value;
                }
                else
                {
                    value = argument.Value;
                }
            }

            if (format?.ConstantValue is not { HasValue: true, Value: string text }
                || value is not IConversionOperation { IsImplicit: true, Operand: { } boxed }
                || boxed.Type?.SpecialType != SpecialType.System_Byte
                || !isCurrentByte(boxed))
            {
                return false;
            }

            lower = text == "{0:x2}";
            return lower || text == "{0:X2}";
        }

        return false;
    }

    private static bool IsInterpolatedHex(IInterpolatedStringOperation content, System.Func<IOperation, bool> isCurrentByte, out bool lower)
    {
        lower = false;
        IInterpolationOperation? only = null;
        foreach (var part in content.Parts)
        {
            switch (part)
            {
                case IInterpolationOperation interpolation when only is null:
                    only = interpolation;
                    break;
                case IInterpolatedStringAppendOperation { AppendCall: IInvocationOperation call } when only is null && call.Arguments.Length >= 2:
                    // AppendFormatted(value, format): the handler form of {value:format}.
                    if (call.TargetMethod.Name != "AppendFormatted" || call.Arguments.Length != 2)
                    {
                        return false;
                    }

                    var value = call.Arguments[0].Value.WithoutImplicitConversions();
                    var format = call.Arguments[1].Value;
                    if (value.Type?.SpecialType != SpecialType.System_Byte || !isCurrentByte(value) || format.ConstantValue is not { HasValue: true, Value: string text })
                    {
                        return false;
                    }

                    lower = text == "x2";
                    return lower || text == "X2";
                default:
                    return false;
            }
        }

        if (only is null
            || only.Alignment is not null
            || only.FormatString?.ConstantValue is not { HasValue: true, Value: string formatText }
            || only.Expression.Type?.SpecialType != SpecialType.System_Byte
            || !isCurrentByte(only.Expression.WithoutImplicitConversions()))
        {
            return false;
        }

        lower = formatText == "x2";
        return lower || formatText == "X2";
    }

    // new StringBuilder(), new StringBuilder(capacity) with a capacity that is safe to drop, new().
    private static bool IsFreshBuilder(IOperation? initializer, INamedTypeSymbol stringBuilder)
    {
        if (initializer?.WithoutImplicitConversions() is not IObjectCreationOperation creation
            || !SymbolEqualityComparer.Default.Equals(creation.Type, stringBuilder)
            || creation.Initializer is not null
            || creation.Arguments.Length > 1)
        {
            return false;
        }

        return creation.Arguments.Length == 0
            || (creation.Arguments[0].Value.Type?.SpecialType == SpecialType.System_Int32 && IsPure(creation.Arguments[0].Value));
    }

    // Arithmetic over locals, parameters, constants and .Length: dropping it changes nothing.
    private static bool IsPure(IOperation operation)
    {
        operation = operation.WithoutImplicitConversions();
        return operation switch
        {
            IBinaryOperation binary => binary.OperatorKind is BinaryOperatorKind.Add or BinaryOperatorKind.Multiply or BinaryOperatorKind.LeftShift
                && IsPure(binary.LeftOperand) && IsPure(binary.RightOperand),
            IPropertyReferenceOperation { Property.Name: "Length", Instance: { } instance } => instance.IsFreeOfSideEffects(),
            _ => operation.IsFreeOfSideEffects(),
        };
    }

    private static InvocationExpressionSyntax? FindOnlyToString(StatementSyntax statement, ILocalSymbol builder, SemanticModel model, System.Threading.CancellationToken cancellationToken)
    {
        InvocationExpressionSyntax? found = null;
        foreach (var node in statement.DescendantNodes())
        {
            if (node is IdentifierNameSyntax identifier && identifier.Identifier.ValueText == builder.Name)
            {
                if (found is not null
                    || identifier.Parent is not MemberAccessExpressionSyntax { Name.Identifier.ValueText: "ToString" } access
                    || access.Expression != identifier
                    || access.Parent is not InvocationExpressionSyntax { ArgumentList.Arguments.Count: 0 } call
                    || !SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(identifier, cancellationToken).Symbol, builder))
                {
                    return null;
                }

                found = call;
            }
        }

        return found;
    }

    private static int CountReferences(BlockSyntax block, ILocalSymbol local, SemanticModel model, System.Threading.CancellationToken cancellationToken)
    {
        var count = 0;
        foreach (var node in block.DescendantNodes())
        {
            if (node is IdentifierNameSyntax identifier
                && identifier.Identifier.ValueText == local.Name
                && SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(identifier, cancellationToken).Symbol, local))
            {
                count++;
            }
        }

        return count;
    }

    private static bool IsEmptyString(IOperation value)
    {
        value = value.WithoutImplicitConversions();
        if (value.ConstantValue.HasValue)
        {
            return value.ConstantValue.Value is "";
        }

        return value is IFieldReferenceOperation { Field: { Name: "Empty", IsStatic: true } field }
            && field.ContainingType.SpecialType == SpecialType.System_String;
    }

    private static void Report(
        OperationAnalysisContext context,
        SyntaxNode reported,
        SyntaxNode source,
        ReplaceHandWrittenHexApis symbols,
        bool lower,
        string shape,
        SyntaxNode? declaration,
        SyntaxNode? toString)
    {
        // Convert.ToHexString must exist on every target of the project (.NET 5), ToHexStringLower too (.NET 9) or the
        // form every target compiles is written instead.
        if (!symbols.Targets.Allow(ProjectTargets.Net5, reported))
        {
            return;
        }

        var useLowerApi = lower && !symbols.Apis.ToHexStringLower.IsEmpty && symbols.Targets.Allow(ProjectTargets.Net9, reported);
        var properties = ImmutableDictionary.CreateBuilder<string, string?>();
        properties.Add(LowerCaseKey, lower ? "true" : "false");
        properties.Add(UseLowerApiKey, useLowerApi ? "true" : "false");
        properties.Add(ShapeKey, shape);

        var locations = declaration is null || toString is null
            ? new[] { source.GetLocation() }
            : new[] { source.GetLocation(), declaration.GetLocation(), toString.GetLocation() };

        var replacement = !lower
            ? "Convert.ToHexString(...)"
            : useLowerApi ? "Convert.ToHexStringLower(...)" : "Convert.ToHexString(...).ToLowerInvariant()";

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            reported.GetLocation(),
            locations,
            properties.ToImmutable(),
            replacement,
            lower ? "x2" : "X2",
            ReplaceHandWrittenHexPayoff.For(context.Compilation)));
    }
}
