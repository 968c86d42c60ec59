using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Strings;

/// <summary>
/// PERF0707: <c>new StreamWriter(Stream.Null[, encoding][, bufferSize][, leaveOpen])</c>, a writer whose output goes
/// nowhere, built with its char and byte buffers and an encoder, and encoding every write into them. From .NET 9
/// <c>StreamWriter.Null</c> is a writer whose every member does nothing, shared and safe from any thread. Before .NET 9
/// it was one ordinary <c>StreamWriter</c> over <c>Stream.Null</c> shared by all its users, which is not thread-safe: the
/// rule is silent unless every runtime the project targets is .NET 9 or later (the proxy: <c>System.Threading.Lock</c>
/// in the core library).
/// </summary>
/// <remarks>
/// What the shared writer does differently: it ignores <c>AutoFlush</c> and <c>NewLine</c> settings; its
/// <c>Encoding</c> is UTF-8 without a BOM (what a writer built without an encoding reports); its async methods complete
/// even with a cancelled token; it checks no arguments; writing to it after it is disposed does nothing; and it is one
/// instance. So the rule reports only a writer whose every use it sees and none of those could tell: a local (or the
/// receiver of one call) whose methods are called without a <c>CancellationToken</c> and whose properties are read,
/// never set, its <c>Encoding</c> not read when an encoding was given. A writer passed on, stored or returned is not
/// reported (what receives it may cancel, or read its encoding), except to <c>Console.SetOut</c>/<c>SetError</c>
/// without an encoding: the console's synchronized wrapper checks tokens itself and reports the inner writer's
/// encoding, the same both ways (only a <c>NewLine</c> set on it afterwards reads back differently). A private
/// read-only field's initializer is judged by every use of the field in its type (<see cref="PrivateFieldUses"/>). The other arguments are dropped by the fix, so they
/// must have no side effects: constants, variables, fields, <c>Encoding</c>'s static properties and <c>new</c> of an
/// encoding with constant arguments; the buffer size, which the constructor checks, a constant it accepts. What stays
/// different is the behavior of code that is wrong either way: a write with invalid arguments or after
/// <c>Dispose</c> threw, and is now ignored.
/// </remarks>
public sealed class UseStreamWriterNullAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0707",
        title: "Use StreamWriter.Null instead of a writer over Stream.Null",
        messageFormat: "Use 'StreamWriter.Null' instead of a new StreamWriter over Stream.Null: {0}",
        description: "A StreamWriter over Stream.Null discards its output, but it allocates its char and byte buffers and an encoder, and encodes every write into them before handing the bytes to a stream that drops them. From .NET 9, StreamWriter.Null is a shared writer whose members do nothing and which is safe to use from any thread. The rule is silent when a target of the project is older than .NET 9, where StreamWriter.Null is one ordinary writer shared by all its users and not thread-safe.",
        // Warning: precise (a writer over Stream.Null only, silent where the shared writer could be told apart), and
        // the writer's buffers and encoder are all of what the code before allocates (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff StreamWriterNullPayoff = new(
        "no buffers or encoder to allocate, and writes that do nothing",
        "PERF0707");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (!Runtimes.IsNet9OrLater(start.Compilation) || UseStreamWriterNullApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeCreation(context, symbols, targets), OperationKind.ObjectCreation);
        });
    }

    private static void AnalyzeCreation(OperationAnalysisContext context, UseStreamWriterNullApis symbols, ProjectTargets targets)
    {
        var creation = (IObjectCreationOperation)context.Operation;
        if (!SymbolEqualityComparer.Default.Equals(creation.Type, symbols.StreamWriter)
            || creation.Initializer is not null)
        {
            return;
        }

        var overStreamNull = false;
        var withEncoding = false;
        foreach (var argument in creation.Arguments)
        {
            var parameterType = argument.Parameter?.Type;
            if (SymbolEqualityComparer.Default.Equals(parameterType, symbols.Stream))
            {
                if (argument.Value.WithoutImplicitConversions() is not IFieldReferenceOperation { Field: var field }
                    || !SymbolEqualityComparer.Default.Equals(field, symbols.StreamNull))
                {
                    return;
                }

                overStreamNull = true;
            }
            else if (argument.ArgumentKind != ArgumentKind.DefaultValue)
            {
                if (!HasNoSideEffects(argument.Value, symbols))
                {
                    return;
                }

                // The buffer size is checked (ArgumentOutOfRangeException for 0 and below, -1 meaning the default):
                // only a constant the constructor accepts is dropped, so the fix never hides the exception.
                if (parameterType?.SpecialType == SpecialType.System_Int32
                    && argument.Value.ConstantValue is not { HasValue: true, Value: int size and (-1 or > 0) })
                {
                    return;
                }

                // A null encoding is the default one: UTF-8 without a BOM, as StreamWriter.Null's.
                withEncoding |= SymbolEqualityComparer.Default.Equals(parameterType, symbols.Encoding)
                    && argument.Value.ConstantValue is not { HasValue: true, Value: null };
            }
        }

        if (!overStreamNull || !targets.Allow(ProjectTargets.Net9, creation.Syntax) || !UsesAreTheSame(creation, withEncoding, symbols, context.Compilation, context.CancellationToken))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(Rule, creation.Syntax.GetLocation(), StreamWriterNullPayoff.For(context.Compilation)));
    }

    /// <summary>An argument the fix may drop: evaluating it does nothing but produce a value.</summary>
    private static bool HasNoSideEffects(IOperation value, UseStreamWriterNullApis symbols)
    {
        if (value.IsFreeOfSideEffects())
        {
            return true;
        }

        switch (value.WithoutImplicitConversions())
        {
            case IDefaultValueOperation:
                return true;
            case IPropertyReferenceOperation { Instance: null, Arguments.Length: 0, Property.ContainingType: var type }:
                return IsEncoding(type, symbols);
            case IObjectCreationOperation { Initializer: null, Type: var type } created when IsEncoding(type, symbols):
                foreach (var argument in created.Arguments)
                {
                    if (!argument.Value.ConstantValue.HasValue && argument.ArgumentKind != ArgumentKind.DefaultValue)
                    {
                        return false;
                    }
                }

                return true;
            default:
                return false;
        }
    }

    private static bool IsEncoding(ITypeSymbol? type, UseStreamWriterNullApis symbols) => type.IsOrDerivesFrom(symbols.Encoding);

    /// <summary>
    /// True when every use of the new writer is in sight and none could tell the shared writer apart: the writer is a
    /// local (or the receiver of one call) whose members are called, without a <c>CancellationToken</c> (the shared
    /// writer's async methods ignore it), and whose properties are read but never set (it ignores the settings), its
    /// <c>Encoding</c> not read when an encoding was given. A writer passed on, stored or returned is not reported: what
    /// receives it may write with a cancelled token or read its encoding.
    /// </summary>
    private static bool UsesAreTheSame(IObjectCreationOperation creation, bool withEncoding, UseStreamWriterNullApis symbols, Compilation compilation, System.Threading.CancellationToken cancellationToken)
    {
        // A target-typed new(...) sits under an implicit conversion to its own type (an object creation conversion).
        IOperation used = creation;
        if (used.Parent is IConversionOperation { IsImplicit: true } conversion && SymbolEqualityComparer.Default.Equals(conversion.Type, creation.Type))
        {
            used = conversion;
        }

        // A private read-only field's every use is in its type: each one must be a use in place.
        if (used.Parent is IFieldInitializerOperation { InitializedFields: { Length: 1 } fields }
            && fields[0] is { DeclaredAccessibility: Accessibility.Private, IsReadOnly: true } field)
        {
            return PrivateFieldUses.ForEach(
                field,
                compilation,
                operation => operation is IFieldInitializerOperation || (operation is IFieldReferenceOperation reference && IsUseInPlace(reference, withEncoding, symbols)),
                cancellationToken);
        }

        if (used.Parent is not IVariableInitializerOperation { Parent: IVariableDeclaratorOperation { Symbol: var local } })
        {
            return IsUseInPlace(used, withEncoding, symbols);
        }

        foreach (var operation in used.Root().Descendants())
        {
            if (operation is ILocalReferenceOperation reference
                && SymbolEqualityComparer.Default.Equals(reference.Local, local)
                && !IsUseInPlace(reference, withEncoding, symbols))
            {
                return false;
            }
        }

        return true;
    }

    private static bool IsUseInPlace(IOperation writer, bool withEncoding, UseStreamWriterNullApis symbols)
    {
        switch (writer.Parent)
        {
            case IPropertyReferenceOperation property when property.Instance == writer:
                return !(property.Parent is IAssignmentOperation assignment && assignment.Target == property)
                    && !(withEncoding && property.Property.Name == "Encoding");
            case IInvocationOperation invocation when invocation.Instance == writer:
                foreach (var parameter in invocation.TargetMethod.Parameters)
                {
                    if (SymbolEqualityComparer.Default.Equals(parameter.Type, symbols.CancellationToken))
                    {
                        return false;
                    }
                }

                return true;
            case IConversionOperation { IsImplicit: true, Parent: IArgumentOperation argument }:
                // The console wraps the writer in its synchronized writer, which checks cancellation tokens itself and
                // reports the inner writer's encoding: UTF-8 without a BOM both ways, unless an encoding was given.
                return !withEncoding
                    && argument.Parent is IInvocationOperation { TargetMethod: { Name: "SetOut" or "SetError", IsStatic: true, ContainingType: var console } }
                    && SymbolEqualityComparer.Default.Equals(console, symbols.Console);
            default:
                return false;
        }
    }

    private sealed class UseStreamWriterNullApis
    {
        private UseStreamWriterNullApis(INamedTypeSymbol streamWriter, INamedTypeSymbol stream, INamedTypeSymbol encoding, INamedTypeSymbol cancellationToken, IFieldSymbol streamNull, INamedTypeSymbol? console)
        {
            Console = console;
            CancellationToken = cancellationToken;
            StreamWriter = streamWriter;
            Stream = stream;
            Encoding = encoding;
            StreamNull = streamNull;
        }

        public INamedTypeSymbol StreamWriter { get; }

        public INamedTypeSymbol Stream { get; }

        public INamedTypeSymbol Encoding { get; }

        public INamedTypeSymbol CancellationToken { get; }

        public IFieldSymbol StreamNull { get; }

        /// <summary><c>System.Console</c>, whose <c>SetOut</c>/<c>SetError</c> take the writer (null where it is missing).</summary>
        public INamedTypeSymbol? Console { get; }

        public static UseStreamWriterNullApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.IO.StreamWriter") is not { } streamWriter
                || types.Get("System.IO.Stream") is not { } stream
                || types.Get("System.Text.Encoding") is not { } encoding
                || types.Get("System.Threading.CancellationToken") is not { } cancellationToken
                || StaticField(stream, "Null") is not { } streamNull
                || StaticField(streamWriter, "Null") is null)
            {
                return null;
            }

            return new UseStreamWriterNullApis(streamWriter, stream, encoding, cancellationToken, streamNull, types.Get("System.Console"));
        }

        private static IFieldSymbol? StaticField(INamedTypeSymbol type, string name)
        {
            foreach (var member in type.GetMembers(name))
            {
                if (member is IFieldSymbol { IsStatic: true } field)
                {
                    return field;
                }
            }

            return null;
        }
    }
}
