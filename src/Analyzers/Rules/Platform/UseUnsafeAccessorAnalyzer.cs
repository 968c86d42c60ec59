using System.Collections.Concurrent;
using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Platform;

/// <summary>
/// PERF1001: a private field of one of the project's types read with <c>FieldInfo.GetValue</c> or written with
/// <c>FieldInfo.SetValue</c>, the <c>FieldInfo</c> found with constants (<c>typeof(X).GetField("name", flags)</c>, in
/// place or kept in a private field of the caller's type). Each call goes through reflection's checks and boxes the
/// value; an <c>[UnsafeAccessor]</c> method (.NET 8) is bound by the runtime to the field itself, and the JIT compiles a
/// call to it to a plain field access.
/// </summary>
/// <remarks>
/// <para>Reported only where the accessor means the same as the call. The lookup finds the field reflection finds
/// (declared on <c>X</c>, the flags asking for non-public members of its kind, not ignoring case), a field the code
/// can't name (an accessible one is read directly, not through an accessor) of a non-generic class; not a constant, a
/// volatile field (the accessor's reference doesn't read it as volatile) or a pointer. A read's value is cast to the
/// field's type or kept as an <c>object</c> (a local declared <c>object</c>, an assignment to one, a method's return
/// value), so the expression keeps its meaning; a write is a statement whose value has the field's type (or converts
/// to it by reference) and does not write a static readonly field (reflection refuses). The object is known not to be
/// null (<c>this</c>, a new object, or what the compiler's nullable analysis says is not null) and of the field's
/// type: a null object makes reflection throw <c>TargetException</c> where the accessor throws a
/// <c>NullReferenceException</c>. A static field is read with a <c>null</c> object.</para>
/// <para>Silent too: projects with a target before .NET 8 (the attribute doesn't exist; the runtime binds it), calls in
/// generic types or in expression trees, and a cached <c>FieldInfo</c> field that is written anywhere or is not
/// private.</para>
/// </remarks>
public sealed class UseUnsafeAccessorAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF1001",
        title: "Use [UnsafeAccessor] instead of reflection on a known private field",
        messageFormat: "Reach '{0}' through an [UnsafeAccessor] method instead of FieldInfo.{1}: {2}",
        description: "FieldInfo.GetValue and SetValue check the object and the value on every call and box value types. For a private field of the project's own types found with constants (typeof(X).GetField(\"name\", flags)), an [UnsafeAccessor] extern method (.NET 8) is bound by the runtime to the field, and a call to it compiles to a plain field access. Reported only where the accessor reads or writes the same field with the same result: a known object (not null), a value of the field's type, a read cast to the field's type or kept as an object.",
        // Warning: precise (only private fields of the project's own types, read or written where the accessor means
        // the same: a receiver known not null, a value of the field's type) and the payoff is large: several times
        // faster, more than half the bytes gone (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff UnsafeAccessorPayoff = new(
        "the JIT compiles the accessor to a plain field access, no reflection call, checks or boxing per access",
        "PERF1001/Fields");

    private const int IgnoreCase = 1;
    private const int Instance = 4;
    private const int Static = 8;
    private const int NonPublic = 32;

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (UseUnsafeAccessorApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeInvocation(context, symbols, targets), OperationKind.Invocation);
        });
    }

    private static void AnalyzeInvocation(OperationAnalysisContext context, UseUnsafeAccessorApis symbols, ProjectTargets targets)
    {
        var invocation = (IInvocationOperation)context.Operation;
        if (!SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, symbols.FieldInfo)
            || Match(invocation, symbols, context.CancellationToken) is not { } match
            || !targets.Allow(ProjectTargets.Net8, invocation.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(
            Rule,
            invocation.Syntax.GetLocation(),
            match.Field.ContainingType.Name + "." + match.Field.Name,
            invocation.TargetMethod.Name,
            UnsafeAccessorPayoff.For(context.Compilation)));
    }

    /// <summary>What the fix needs for a reported call, or null when the call is not reported.</summary>
    internal static FieldAccess? Match(IInvocationOperation invocation, UseUnsafeAccessorApis symbols, CancellationToken cancellationToken)
    {
        var method = invocation.TargetMethod;
        bool write;
        if (method is { Name: "GetValue", Parameters.Length: 1 })
        {
            write = false;
        }
        else if (method is { Name: "SetValue", Parameters.Length: 2 })
        {
            write = true;
        }
        else
        {
            return null;
        }

        if (invocation.Instance is not { } instance
            || invocation.SemanticModel is not { } model
            || invocation.GetArgument(0) is not { } target
            || invocation.Syntax is not InvocationExpressionSyntax call
            || call.FirstAncestorOrSelf<TypeDeclarationSyntax>() is not { } declaration
            || declaration is not (ClassDeclarationSyntax or StructDeclarationSyntax or RecordDeclarationSyntax)
            || invocation.IsInExpressionTree(symbols.ExpressionOfT))
        {
            return null;
        }

        // The FieldInfo: looked up in place, or kept in a private field of this type that nothing writes.
        var receiver = instance.WithoutImplicitConversions();
        IFieldSymbol? cache = null;
        IOperation? lookup = receiver;
        if (receiver is IFieldReferenceOperation fieldReference)
        {
            cache = fieldReference.Field.OriginalDefinition;
            lookup = symbols.CachedLookup(cache, cancellationToken);
        }

        if (lookup is null || Lookup(lookup, symbols) is not { } field)
        {
            return null;
        }

        // The accessor is declared in the calling type: a generic one (or one inside a generic type) is left.
        if (model.GetDeclaredSymbol(declaration, cancellationToken) is not { } caller
            || IsGeneric(caller)
            || model.Compilation.IsSymbolAccessibleWithin(field, caller)
            || !model.Compilation.IsSymbolAccessibleWithin(field.Type, caller))
        {
            return null;
        }

        // The object: null for a static field; for an instance field one of the field's type (or derived) known not null.
        var targetValue = target.Value.WithoutImplicitConversions();
        ExpressionSyntax? targetSyntax = null;
        if (field.IsStatic)
        {
            if (!(targetValue is IDefaultValueOperation || targetValue.ConstantValue is { HasValue: true, Value: null }))
            {
                return null;
            }
        }
        else if (targetValue.Type is not { TypeKind: TypeKind.Class } targetType
            || !targetType.IsOrDerivesFrom(field.ContainingType)
            || !(targetValue is IInstanceReferenceOperation || targetValue.IsKnownNotNull())
            || target.Syntax is not ArgumentSyntax { Expression: var written })
        {
            return null;
        }
        else
        {
            targetSyntax = written;
        }

        if (write)
        {
            return Write(invocation, field, cache, declaration, targetSyntax, model, cancellationToken);
        }

        return Read(invocation, field, cache, declaration, targetSyntax, model, cancellationToken);
    }

    /// <summary><c>fi.SetValue(o, value);</c> as a statement, a value of the field's type, the arguments in order.</summary>
    private static FieldAccess? Write(IInvocationOperation invocation, IFieldSymbol field, IFieldSymbol? cache, TypeDeclarationSyntax declaration, ExpressionSyntax? target, SemanticModel model, CancellationToken cancellationToken)
    {
        if (field is { IsStatic: true, IsReadOnly: true }
            || invocation.Parent is not IExpressionStatementOperation
            || invocation.GetArgument(1) is not { Syntax: ArgumentSyntax valueArgument } argument
            || (target?.Parent is ArgumentSyntax targetArgument && targetArgument.SpanStart > valueArgument.SpanStart))
        {
            return null;
        }

        var value = argument.Value.WithoutImplicitConversions();
        if (value.Type is null)
        {
            // The null literal: a reference type or a nullable value type takes it.
            if (value.ConstantValue is not { HasValue: true, Value: null }
                || !(field.Type.IsReferenceType || field.Type.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T))
            {
                return null;
            }
        }
        else
        {
            var conversion = model.Compilation.ClassifyConversion(value.Type, field.Type);
            if (!(conversion.IsIdentity || (conversion.IsImplicit && conversion.IsReference)))
            {
                return null;
            }
        }

        // A value the compiler thinks may be null, written to a field it says is not: the direct assignment would warn.
        if (field.Type is { IsReferenceType: true, NullableAnnotation: NullableAnnotation.NotAnnotated }
            && model.GetTypeInfo(valueArgument.Expression, cancellationToken).Nullability.FlowState == NullableFlowState.MaybeNull)
        {
            return null;
        }

        return new FieldAccess(invocation, field, cache, declaration, (ExpressionSyntax)invocation.Syntax, target, valueArgument.Expression, suppress: false);
    }

    /// <summary><c>(T)fi.GetValue(o)</c> with T the field's type, or <c>fi.GetValue(o)</c> where an <c>object</c> is written.</summary>
    private static FieldAccess? Read(IInvocationOperation invocation, IFieldSymbol field, IFieldSymbol? cache, TypeDeclarationSyntax declaration, ExpressionSyntax? target, SemanticModel model, CancellationToken cancellationToken)
    {
        var parent = invocation.Parent;
        if (parent is IConversionOperation { IsImplicit: false, IsTryCast: false, Syntax: CastExpressionSyntax cast } conversion
            && SymbolEqualityComparer.Default.Equals(conversion.Type, field.Type)
            && !(field.Type.IsValueType && UsedAsVariable(conversion)))
        {
            // (string)fi.GetValue(o) of a string? field: the cast said not null, the accessor's value says maybe.
            var suppress = field.Type is { IsReferenceType: true, NullableAnnotation: NullableAnnotation.Annotated }
                && conversion.Type?.NullableAnnotation == NullableAnnotation.NotAnnotated;
            return new FieldAccess(invocation, field, cache, declaration, WithParentheses(cast), target, value: null, suppress);
        }

        var asObject = parent switch
        {
            IVariableInitializerOperation { Parent: IVariableDeclaratorOperation { Symbol.Type.SpecialType: SpecialType.System_Object, Syntax.Parent: VariableDeclarationSyntax { Type.IsVar: false } } } => true,
            ISimpleAssignmentOperation { Target.Type.SpecialType: SpecialType.System_Object } assignment => assignment.Value == invocation,
            IReturnOperation => model.GetEnclosingSymbol(invocation.Syntax.SpanStart, cancellationToken) is IMethodSymbol
            {
                MethodKind: not MethodKind.AnonymousFunction,
                ReturnType.SpecialType: SpecialType.System_Object,
            },
            _ => false,
        };

        if (!asObject)
        {
            return null;
        }

        // A '!' after the call (GetValue returns object?) goes with it, unless the field's own type may be null.
        var replaced = (ExpressionSyntax)invocation.Syntax;
        var forgiven = false;
        while (replaced.Parent is ParenthesizedExpressionSyntax or PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.SuppressNullableWarningExpression })
        {
            forgiven |= replaced.Parent is PostfixUnaryExpressionSyntax;
            replaced = (ExpressionSyntax)replaced.Parent;
        }

        var suppressRead = forgiven && field.Type is { IsReferenceType: true, NullableAnnotation: not NullableAnnotation.NotAnnotated };
        return new FieldAccess(invocation, field, cache, declaration, WithParentheses(replaced), target, value: null, suppressRead);
    }

    /// <summary>The read with the parentheses around it: the accessor's call needs none.</summary>
    private static ExpressionSyntax WithParentheses(ExpressionSyntax read)
    {
        while (read.Parent is ParenthesizedExpressionSyntax parenthesized)
        {
            read = parenthesized;
        }

        return read;
    }

    /// <summary>
    /// A struct value whose member is called or read, or passed as <c>in</c>: the cast's copy would become the field
    /// itself (the accessor returns a reference), and a method that changes its struct would change the field.
    /// </summary>
    private static bool UsedAsVariable(IOperation value) => value.Parent switch
    {
        IInvocationOperation invocation => invocation.Instance == value,
        IMemberReferenceOperation member => member.Instance == value,
        IArgumentOperation argument => argument.Parameter?.RefKind != RefKind.None,
        _ => false,
    };

    /// <summary>The field <c>typeof(X).GetField("name", flags)</c> finds (a <c>?? throw</c> after it kept), or null.</summary>
    private static IFieldSymbol? Lookup(IOperation lookup, UseUnsafeAccessorApis symbols)
    {
        lookup = lookup.WithoutImplicitConversions();
        if (lookup is ICoalesceOperation coalesce && coalesce.WhenNull.WithoutImplicitConversions() is IThrowOperation)
        {
            lookup = coalesce.Value.WithoutImplicitConversions();
        }

        if (lookup is not IInvocationOperation { TargetMethod: { Name: "GetField", Parameters.Length: 2 } getField, Instance: ITypeOfOperation { TypeOperand: INamedTypeSymbol type } } invocation
            || !SymbolEqualityComparer.Default.Equals(getField.ContainingType, symbols.Type)
            || !SymbolEqualityComparer.Default.Equals(getField.Parameters[1].Type, symbols.BindingFlags)
            || invocation.GetArgument(0)?.Value.ConstantValue is not { HasValue: true, Value: string name }
            || invocation.GetArgument(1)?.Value.ConstantValue is not { HasValue: true, Value: int flags }
            || (flags & (IgnoreCase | NonPublic)) != NonPublic
            || type is not { TypeKind: TypeKind.Class, IsStatic: false }
            || IsGeneric(type))
        {
            return null;
        }

        // Reflection takes the field declared on the type before any inherited one of the same name.
        IFieldSymbol? found = null;
        foreach (var member in type.GetMembers(name))
        {
            if (found is not null || member is not IFieldSymbol field)
            {
                return null;
            }

            found = field;
        }

        if (found is not { IsConst: false, IsVolatile: false, IsFixedSizeBuffer: false, IsImplicitlyDeclared: false, DeclaredAccessibility: not Accessibility.Public }
            || found.Type is IPointerTypeSymbol or IFunctionPointerTypeSymbol or { IsRefLikeType: true } or { TypeKind: TypeKind.Error }
            || (flags & (found.IsStatic ? Static : Instance)) == 0)
        {
            return null;
        }

        return found;
    }

    private static bool IsGeneric(INamedTypeSymbol type)
    {
        for (var current = type; current is not null; current = current.ContainingType)
        {
            if (current.IsGenericType)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>A reported read or write and what the fix writes in its place.</summary>
    internal sealed class FieldAccess
    {
        public FieldAccess(IInvocationOperation invocation, IFieldSymbol field, IFieldSymbol? cache, TypeDeclarationSyntax declaration, ExpressionSyntax replaced, ExpressionSyntax? target, ExpressionSyntax? value, bool suppress)
        {
            Invocation = invocation;
            Field = field;
            Cache = cache;
            Declaration = declaration;
            Replaced = replaced;
            Target = target;
            Value = value;
            Suppress = suppress;
        }

        public IInvocationOperation Invocation { get; }

        /// <summary>The field the lookup finds.</summary>
        public IFieldSymbol Field { get; }

        /// <summary>The private field the <c>FieldInfo</c> is kept in, or null when it is looked up in place.</summary>
        public IFieldSymbol? Cache { get; }

        /// <summary>The calling type's declaration, where the accessor goes.</summary>
        public TypeDeclarationSyntax Declaration { get; }

        /// <summary>What the accessor's call replaces: the call, or the cast around it.</summary>
        public ExpressionSyntax Replaced { get; }

        /// <summary>The object, as written; null for a static field.</summary>
        public ExpressionSyntax? Target { get; }

        /// <summary>The value a write assigns; null for a read.</summary>
        public ExpressionSyntax? Value { get; }

        /// <summary>A read the code cast to a non-nullable type from a nullable field: the accessor's value gets a <c>!</c>.</summary>
        public bool Suppress { get; }
    }

    internal sealed class UseUnsafeAccessorApis
    {
        private readonly Compilation _compilation;
        private readonly ConcurrentDictionary<IFieldSymbol, IOperation?> _cached = new(SymbolEqualityComparer.Default);

        private UseUnsafeAccessorApis(Compilation compilation, INamedTypeSymbol fieldInfo, INamedTypeSymbol type, INamedTypeSymbol bindingFlags, INamedTypeSymbol accessor, INamedTypeSymbol kind, INamedTypeSymbol? expressionOfT)
        {
            _compilation = compilation;
            FieldInfo = fieldInfo;
            Type = type;
            BindingFlags = bindingFlags;
            Accessor = accessor;
            Kind = kind;
            ExpressionOfT = expressionOfT;
        }

        public INamedTypeSymbol FieldInfo { get; }

        public INamedTypeSymbol Type { get; }

        public INamedTypeSymbol BindingFlags { get; }

        /// <summary><c>UnsafeAccessorAttribute</c>.</summary>
        public INamedTypeSymbol Accessor { get; }

        /// <summary><c>UnsafeAccessorKind</c>.</summary>
        public INamedTypeSymbol Kind { get; }

        public INamedTypeSymbol? ExpressionOfT { get; }

        /// <summary>The reflection types and the accessor attribute of the core library, or null before .NET 8.</summary>
        public static UseUnsafeAccessorApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (!Runtimes.IsNet8OrLater(compilation)
                || types.Get("System.Reflection.FieldInfo") is not { } fieldInfo
                || types.Get("System.Type") is not { } type
                || types.Get("System.Reflection.BindingFlags") is not { } bindingFlags
                || types.Get("System.Runtime.CompilerServices.UnsafeAccessorAttribute") is not { } accessor
                || types.Get("System.Runtime.CompilerServices.UnsafeAccessorKind") is not { } kind)
            {
                return null;
            }

            return new UseUnsafeAccessorApis(compilation, fieldInfo, type, bindingFlags, accessor, kind, types.Get("System.Linq.Expressions.Expression`1"));
        }

        /// <summary>
        /// The lookup a private field keeps (its initializer), when every use of the field only reads it (calls a member
        /// on it, compares it); null otherwise. Computed once per field.
        /// </summary>
        public IOperation? CachedLookup(IFieldSymbol field, CancellationToken cancellationToken)
        {
            if (field.DeclaredAccessibility != Accessibility.Private || field.IsImplicitlyDeclared)
            {
                return null;
            }

            return _cached.TryGetValue(field, out var lookup) ? lookup : _cached.GetOrAdd(field, FindCached(field, cancellationToken));
        }

        private IOperation? FindCached(IFieldSymbol field, CancellationToken cancellationToken)
        {
            IOperation? lookup = null;
            var initializers = 0;
            var safe = PrivateFieldUses.ForEach(
                field,
                _compilation,
                use =>
                {
                    switch (use)
                    {
                        case IFieldInitializerOperation initializer when initializer.InitializedFields.Length == 1:
                            lookup = initializer.Value;
                            return ++initializers == 1;
                        case IFieldReferenceOperation reference:
                            return IsRead(reference);
                        default:
                            return false;
                    }
                },
                cancellationToken);
            return safe ? lookup : null;
        }

        /// <summary>A use that reads the field: a member called or read on it, a comparison, a pattern.</summary>
        private static bool IsRead(IFieldReferenceOperation reference) => reference.Parent switch
        {
            IInvocationOperation invocation => invocation.Instance == reference,
            IPropertyReferenceOperation property => property.Instance == reference,
            IConditionalAccessOperation conditional => conditional.Operation == reference,
            IBinaryOperation or IIsPatternOperation => true,
            IConversionOperation { IsImplicit: true, Parent: IBinaryOperation } => true,
            _ => false,
        };
    }
}
