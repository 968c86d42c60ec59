using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0907: two objects made to transform one buffer. A <c>CryptoStream</c> writing into a <c>MemoryStream</c> with
/// the encryptor or decryptor of a symmetric algorithm, written once and read back with <c>ToArray()</c>, or reading a
/// <c>MemoryStream</c> over the buffer and copied whole into another, allocates the streams, their buffers and the
/// transform; from .NET 6 the algorithm's one-shot methods (<c>EncryptCbc</c>,
/// <c>DecryptCbc</c>, and the ECB and CFB forms) give the same bytes. An <c>Rfc2898DeriveBytes</c> made for one
/// <c>GetBytes</c> call keeps an HMAC instance and its state; from .NET 6 <c>Rfc2898DeriveBytes.Pbkdf2</c> derives the
/// same bytes in one call into the platform's PBKDF2.
/// </summary>
/// <remarks>
/// The stream form is reported only when the fix is known to give the same bytes: the algorithm is a local made in the
/// method by a framework factory (<c>Aes.Create()</c>, <c>new AesManaged()</c>, ...) whose <c>Mode</c>,
/// <c>Padding</c> (and for CFB <c>FeedbackSize</c>) are the defaults or set to constants in the statements of its own
/// block before the transform is made, and that is used for nothing but its members; the transform uses the
/// algorithm's key (<c>CreateEncryptor()</c> or <c>CreateEncryptor(aes.Key, iv)</c>); the stream gets one
/// <c>Write</c> of a whole buffer, its final block is written (<c>FlushFinalBlock()</c>, or the stream's <c>using</c>
/// ends) before <c>ToArray()</c> (in Read mode: one <c>CopyTo</c> of the stream into a new <c>MemoryStream</c> read
/// back with <c>ToArray()</c>), and nothing else runs between the first of these statements and <c>ToArray()</c> but
/// the declaration of the buffer from text (<c>byte[] data = Encoding.UTF8.GetBytes(text);</c>).
/// The key derivation is reported when the instance is used in place (<c>new Rfc2898DeriveBytes(...).GetBytes(32)</c>)
/// or is a local whose only use is one <c>GetBytes</c> in the next statement, with a constant count (a count of 0 throws
/// in <c>GetBytes</c>, not in <c>Pbkdf2</c>).
/// </remarks>
public sealed class UseOneShotCryptographyAnalyzer : DiagnosticAnalyzer
{
    internal static readonly DiagnosticDescriptor Rule = RuleDescriptors.Create(
        "PERF0907",
        title: "Use the one-shot cryptography methods for one buffer",
        messageFormat: "Use '{0}' instead of {1}: {2}",
        description: "Encrypting or decrypting one buffer through a CryptoStream over a MemoryStream allocates the streams, their buffers and the transform; from .NET 6 the symmetric algorithm's EncryptCbc/DecryptCbc (and the ECB and CFB forms) give the same bytes without them. An Rfc2898DeriveBytes made for one GetBytes call keeps an HMAC and its state; Rfc2898DeriveBytes.Pbkdf2 derives the same bytes in one call. The rule reports only what it can prove gives the same bytes: the cipher's mode and padding known in the method, one whole buffer written, the final block flushed before the result is read.",
        // Warning: precise (reported only where the fix is proven to give the same bytes), and both forms allocate less
        // than half: the key derivation a fifth of the bytes, the cipher a third, both faster (see the docs page).
        RuleLevel.Warning);

    internal static readonly Payoff Pbkdf2Payoff = new(
        "no instance and HMAC state, one call into the platform's PBKDF2",
        "PERF0907/KeyDerivation");

    internal static readonly Payoff OneShotCipherPayoff = new(
        "no streams, buffers and transform",
        "PERF0907/Envelope");

    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(RuleDescriptors.GeneratedCode(Rule));
        context.RegisterCompilationStartAction(static start =>
        {
            if (UseOneShotCryptographyApis.Find(start.Compilation) is not { } symbols)
            {
                return;
            }

            var targets = ProjectTargets.Read(start.Options);
            start.RegisterOperationAction(context => AnalyzeCreation(context, symbols, targets), OperationKind.ObjectCreation);
        });
    }

    private static void AnalyzeCreation(OperationAnalysisContext context, UseOneShotCryptographyApis symbols, ProjectTargets targets)
    {
        var creation = (IObjectCreationOperation)context.Operation;
        if (creation.Type is not INamedTypeSymbol type)
        {
            return;
        }

        string? method = null;
        string? replaced = null;
        string? payoff = null;
        if (SymbolEqualityComparer.Default.Equals(type, symbols.DeriveBytes))
        {
            if (MatchDerive(creation, symbols) is not null)
            {
                (method, replaced, payoff) = ("Rfc2898DeriveBytes.Pbkdf2", "an Rfc2898DeriveBytes used for one GetBytes call", Pbkdf2Payoff.For(context.Compilation));
            }
        }
        else if (SymbolEqualityComparer.Default.Equals(type, symbols.CryptoStream))
        {
            if (MatchCipher(creation, symbols) is { } cipher)
            {
                (method, replaced, payoff) = (cipher.MethodName, "a CryptoStream over a MemoryStream for one buffer", OneShotCipherPayoff.For(context.Compilation));
            }
        }

        if (method is null || !targets.Allow(ProjectTargets.Net6, creation.Syntax))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(Rule, creation.Syntax.GetLocation(), method, replaced, payoff));
    }

    /// <summary>
    /// The <c>Rfc2898DeriveBytes</c> made for one <c>GetBytes(n)</c> with a constant <c>n &gt; 0</c>, in place or as a
    /// local used only for it in the next statement (its arguments then free of side effects: they move to that
    /// statement); null otherwise.
    /// </summary>
    internal static DeriveMatch? MatchDerive(IObjectCreationOperation creation, UseOneShotCryptographyApis symbols)
    {
        if (creation.Constructor is not { } constructor
            || creation.Initializer is { Initializers.Length: > 0 }
            || constructor.Parameters.Length < 2
            || creation.Arguments.Length != constructor.Parameters.Length
            || !IsPassword(constructor.Parameters[0].Type)
            || !IsByteArray(constructor.Parameters[1].Type)
            || (constructor.Parameters.Length > 2 && constructor.Parameters[2].Type.SpecialType != SpecialType.System_Int32)
            || (constructor.Parameters.Length > 3 && !SymbolEqualityComparer.Default.Equals(constructor.Parameters[3].Type, symbols.HashAlgorithmName))
            || constructor.Parameters.Length > 4)
        {
            return null;
        }

        var named = false;
        var argumentsFree = true;
        foreach (var argument in creation.Arguments)
        {
            named |= argument.IsNamed();
            argumentsFree &= argument.Value.IsFreeOfSideEffects() || IsHashAlgorithmName(argument.Value, symbols);
        }

        if (named && !argumentsFree)
        {
            return null;
        }

        IOperation used = creation;
        if (used.Parent is IConversionOperation { IsImplicit: true } conversion && SymbolEqualityComparer.Default.Equals(conversion.Type, creation.Type))
        {
            used = conversion;
        }

        IInvocationOperation? getBytes;
        IOperation? declaration = null;
        if (used.Parent is IVariableInitializerOperation { Parent: IVariableDeclaratorOperation declarator })
        {
            if (!argumentsFree || LocalScope.Of(declarator) is not { } scope || scope.SingleUseOf(declarator.Symbol) is not { } reference)
            {
                return null;
            }

            getBytes = GetBytesOn(reference, symbols);
            declaration = LocalScope.Statement(declarator);
            if (getBytes is null || declaration is null || !reference.IsOutsideLoopsWithin(scope) || !getBytes.IsInNextStatement(declaration))
            {
                return null;
            }
        }
        else
        {
            getBytes = GetBytesOn(used, symbols);
        }

        if (getBytes is null || !IsPositiveConstant(getBytes.Arguments[0].Value))
        {
            return null;
        }

        var password = creation.Arguments[0].Value;
        var needsEncoding = password.Type?.SpecialType == SpecialType.System_String
            && !(password.ConstantValue is { HasValue: true, Value: string text } && IsWellFormedUtf16(text));
        return new DeriveMatch(
            creation,
            getBytes,
            declaration?.Syntax,
            needsEncoding,
            creation.Arguments.Length > 2 ? creation.Arguments[2].Value.Syntax : null,
            creation.Arguments.Length > 3 ? creation.Arguments[3].Value.Syntax : null);
    }

    /// <summary>
    /// A constant above 0, or a local initialized with one and never assigned again (<c>int keyLength = 32;</c>).
    /// </summary>
    private static bool IsPositiveConstant(IOperation value)
    {
        value = value.WithoutImplicitConversions();
        if (value.ConstantValue is { HasValue: true, Value: int count })
        {
            return count > 0;
        }

        return value is ILocalReferenceOperation { Local: var local }
            && value.DeclaratorOf(local) is { Initializer.Value.ConstantValue: { HasValue: true, Value: int initial } } declarator
            && initial > 0
            && LocalScope.Of(declarator) is { } scope
            && !value.IsWrittenIn(scope);
    }

    /// <summary><c>HashAlgorithmName.SHA256</c> and the others: static properties that make a new name each read.</summary>
    private static bool IsHashAlgorithmName(IOperation operation, UseOneShotCryptographyApis symbols) =>
        operation is IPropertyReferenceOperation { Instance: null } property
        && SymbolEqualityComparer.Default.Equals(property.Property.ContainingType, symbols.HashAlgorithmName);

    private static bool IsPassword(ITypeSymbol type) => type.SpecialType == SpecialType.System_String || IsByteArray(type);

    private static bool IsByteArray(ITypeSymbol? type) => type is IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte };

    /// <summary>The <c>GetBytes(int)</c> call whose receiver <paramref name="instance"/> is, or null.</summary>
    private static IInvocationOperation? GetBytesOn(IOperation instance, UseOneShotCryptographyApis symbols) =>
        instance.Parent is IInvocationOperation invocation
        && invocation.Instance == instance
        && SymbolEqualityComparer.Default.Equals(invocation.TargetMethod, symbols.GetBytes)
            ? invocation
            : null;

    private static bool IsWellFormedUtf16(string text)
    {
        for (var i = 0; i < text.Length; i++)
        {
            if (char.IsHighSurrogate(text[i]))
            {
                if (i + 1 >= text.Length || !char.IsLowSurrogate(text[i + 1]))
                {
                    return false;
                }

                i++;
            }
            else if (char.IsLowSurrogate(text[i]))
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// The <c>new CryptoStream(ms, transform, CryptoStreamMode.Write)</c> that the one-shot method can replace, with
    /// everything the fix needs, or null (see the remarks of the class).
    /// </summary>
    internal static CipherMatch? MatchCipher(IObjectCreationOperation creation, UseOneShotCryptographyApis symbols)
    {
        // new CryptoStream(ms, transform, CryptoStreamMode.Write[, leaveOpen]) initializing a local.
        if (creation.Arguments.Length is < 3 or > 4
            || creation.Initializer is { Initializers.Length: > 0 }
            || !SymbolEqualityComparer.Default.Equals(creation.Arguments[2].Value.Type, symbols.CryptoStreamMode)
            || creation.Arguments[2].Value.ConstantValue is not { HasValue: true, Value: int streamMode } || streamMode is not (WriteMode or ReadMode)
            || (creation.Arguments.Length == 4 && !creation.Arguments[3].Value.ConstantValue.HasValue)
            || creation.Arguments[0].Value.WithoutImplicitConversions() is not ILocalReferenceOperation { Local: var memory }
            || Declarator(creation, creation.Type) is not { } streamDeclarator
            || LocalScope.Of(streamDeclarator) is not { } streamScope
            || LocalScope.Statement(streamDeclarator) is not { } streamDeclaration)
        {
            return null;
        }

        // ms: a new MemoryStream() local to write into, or in Read mode a new MemoryStream(buffer) local to read from.
        var read = streamMode == ReadMode;
        if (streamScope.DeclaratorOf(memory) is not { } memoryDeclarator
            || memoryDeclarator.Initializer?.Value.WithoutImplicitConversions() is not IObjectCreationOperation memoryCreation
            || memoryCreation.Arguments.Length != (read ? 1 : 0)
            || memoryCreation.Initializer is { Initializers.Length: > 0 }
            || !SymbolEqualityComparer.Default.Equals(memoryCreation.Type, symbols.MemoryStream)
            || LocalScope.Of(memoryDeclarator) is not { } memoryScope
            || LocalScope.Statement(memoryDeclarator) is not { } memoryDeclaration)
        {
            return null;
        }

        // The transform: aes.CreateEncryptor() in place, or a local used only here.
        var transformArgument = creation.Arguments[1].Value.WithoutImplicitConversions();
        IOperation? transformDeclaration = null;
        var outerScope = memoryScope;
        if (transformArgument is ILocalReferenceOperation { Local: var transformLocal })
        {
            if (memoryScope.DeclaratorOf(transformLocal) is not { } transformDeclarator
                || LocalScope.Of(transformDeclarator) is not { } transformScope
                || transformScope.SingleUseOf(transformLocal) is null
                || (transformDeclaration = LocalScope.Statement(transformDeclarator)) is null)
            {
                return null;
            }

            if (transformScope.Syntax.Span.Contains(memoryScope.Syntax.Span))
            {
                outerScope = transformScope;
            }

            transformArgument = transformDeclarator.Initializer?.Value.WithoutImplicitConversions();
        }

        if (transformArgument is not IInvocationOperation { Instance: ILocalReferenceOperation { Local: var algorithm } } createTransform
            || !IsCreateTransform(createTransform.TargetMethod, symbols, out var encrypt))
        {
            return null;
        }

        var pipeline = read
            ? ReadPipeline(creation, memory, memoryCreation, memoryScope, memoryDeclaration, streamDeclarator, streamScope, streamDeclaration, symbols)
            : WritePipeline(creation, memory, memoryScope, memoryDeclaration, streamDeclarator, streamScope, streamDeclaration, symbols);
        if (pipeline is not { } found)
        {
            return null;
        }

        var (data, toArray, ours, pipelineStart, pipelineScope) = found;
        if (transformDeclaration is not null)
        {
            ours.Add(transformDeclaration);
            pipelineStart = transformDeclaration.Syntax.SpanStart < pipelineStart ? transformDeclaration.Syntax.SpanStart : pipelineStart;
        }

        if (pipelineScope.Syntax.Span.Contains(outerScope.Syntax.Span))
        {
            outerScope = pipelineScope;
        }

        // What runs from the transform's making (in Read mode, the input's) to ToArray() is ours alone, or declares the
        // buffer from text (byte[] data = Encoding.UTF8.GetBytes(text);): nothing else sees the state the fix skips, or
        // changes the key, the IV or the buffer.
        if (!OnlyOursBetween(pipelineStart, toArray, outerScope, ours, data))
        {
            return null;
        }

        // The algorithm: its mode, padding and feedback size, and the key and IV the transform used.
        if (Settings(algorithm, createTransform, symbols) is not { } settings
            || !IvOf(createTransform, algorithm, settings.Scope, out var iv))
        {
            return null;
        }

        if (settings.Mode == CipherModeCfb && settings.FeedbackSize is null)
        {
            return null;
        }

        var modeName = settings.Mode switch
        {
            CipherModeCbc => "Cbc",
            CipherModeEcb => "Ecb",
            CipherModeCfb => "Cfb",
            _ => null,
        };
        if (modeName is null)
        {
            return null;
        }

        var methodName = (encrypt ? "Encrypt" : "Decrypt") + modeName;

        var statements = new List<SyntaxNode>(ours.Count);
        foreach (var statement in ours)
        {
            statements.Add(statement.Syntax);
        }

        return new CipherMatch(methodName, createTransform.Instance!.Syntax, data.Syntax, iv?.Syntax, settings.Mode, settings.Padding, settings.FeedbackSize ?? DefaultFeedbackSize, toArray.Syntax, statements);
    }

    /// <summary>
    /// Write mode: the stream gets one <c>Write</c> of a whole buffer, then calls that end it (<c>FlushFinalBlock</c>,
    /// <c>Close</c>, <c>Dispose</c>: each writes the final block) or flush it, before the memory stream's one
    /// <c>ToArray()</c>. The buffer written, the <c>ToArray()</c> call, the statements that go, where the pipeline starts
    /// (the stream's declaration: the buffer is read at the write) and the scope that holds it; null otherwise.
    /// </summary>
    private static (IOperation Data, IInvocationOperation ToArray, List<IOperation> Ours, int Start, IOperation Scope)? WritePipeline(
        IObjectCreationOperation creation,
        ILocalSymbol memory,
        IOperation memoryScope,
        IOperation memoryDeclaration,
        IVariableDeclaratorOperation streamDeclarator,
        IOperation streamScope,
        IOperation streamDeclaration,
        UseOneShotCryptographyApis symbols)
    {
        IInvocationOperation? write = null;
        IInvocationOperation? flush = null;
        List<IOperation>? ends = null;
        foreach (var operation in streamScope.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, streamDeclarator.Symbol))
            {
                continue;
            }

            if (reference.Parent is not IInvocationOperation { Parent: IExpressionStatementOperation } call
                || call.Instance != reference
                || !reference.IsOutsideLoopsWithin(streamScope))
            {
                return null;
            }

            if (write is null && WrittenBuffer(call) is not null)
            {
                write = call;
            }
            else if (write is not null && call.Arguments.Length == 0 && call.TargetMethod.Name is "FlushFinalBlock" or "Close" or "Dispose" or "Flush")
            {
                if (call.TargetMethod.Name != "Flush" && (flush is null || call.Syntax.SpanStart < flush.Syntax.SpanStart))
                {
                    flush = call;
                }

                (ends ??= new List<IOperation>()).Add(call.Parent!);
            }
            else
            {
                return null;
            }
        }

        // The memory stream's uses: the CryptoStream's argument and one ToArray() after the final block.
        var toArray = OnlyToArray(memoryScope, memory, creation.Arguments[0].Value.WithoutImplicitConversions(), symbols, out var other);
        if (other)
        {
            return null;
        }

        if (write is null || toArray is null || WrittenBuffer(write) is not { } data)
        {
            return null;
        }

        var start = toArray.Syntax.SpanStart;
        var streamDisposedBefore = streamDeclaration is IUsingOperation or IUsingDeclarationOperation && !streamScope.Syntax.Span.Contains(start);
        var ours = new List<IOperation> { memoryDeclaration, streamDeclaration, write.Parent! };
        if (ends is not null)
        {
            ours.AddRange(ends);
        }

        if (write.Syntax.SpanStart > start
            || (flush is null ? !streamDisposedBefore : flush.Syntax.SpanStart > start)
            || (ends is not null && LastStart(ends) > start))
        {
            return null;
        }

        return (data, toArray, ours, streamDeclaration.Syntax.SpanStart, memoryScope);
    }

    /// <summary>
    /// Read mode: <c>new CryptoStream(new MemoryStream(buffer), decryptor, CryptoStreamMode.Read)</c> copied whole into
    /// a <c>new MemoryStream()</c> (one <c>CopyTo</c>), read back with one <c>ToArray()</c>. Reading to the end runs the
    /// transform over the whole buffer and its final block, so the bytes are the one-shot method's, and a bad padding
    /// or a partial block throws the same <c>CryptographicException</c>. The buffer, the <c>ToArray()</c> call, the
    /// statements that go, where the pipeline starts (the input's declaration or the stream's: the input holds the buffer
    /// from its making) and the scope that holds it all; null otherwise.
    /// </summary>
    private static (IOperation Data, IInvocationOperation ToArray, List<IOperation> Ours, int Start, IOperation Scope)? ReadPipeline(
        IObjectCreationOperation creation,
        ILocalSymbol input,
        IObjectCreationOperation inputCreation,
        IOperation inputScope,
        IOperation inputDeclaration,
        IVariableDeclaratorOperation streamDeclarator,
        IOperation streamScope,
        IOperation streamDeclaration,
        UseOneShotCryptographyApis symbols)
    {
        // The input: new MemoryStream(buffer) over a whole byte array, read by nothing but the CryptoStream.
        var data = inputCreation.Arguments[0].Value.WithoutImplicitConversions();
        if (inputCreation.Constructor is not { Parameters.Length: 1 } constructor
            || !IsByteArray(constructor.Parameters[0].Type)
            || !(data.IsFreeOfSideEffects() || IsBufferFromText(data))
            || inputScope.SingleUseOf(input) is null)
        {
            return null;
        }

        // The CryptoStream's one use: CopyTo(output) as a statement.
        IInvocationOperation? copy = null;
        foreach (var operation in streamScope.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, streamDeclarator.Symbol))
            {
                continue;
            }

            if (copy is not null
                || reference.Parent is not IInvocationOperation { Parent: IExpressionStatementOperation, TargetMethod: { Name: "CopyTo", Parameters.Length: 1 } } call
                || call.Instance != reference
                || !reference.IsOutsideLoopsWithin(streamScope))
            {
                return null;
            }

            copy = call;
        }

        // The output: a new MemoryStream() local, the CopyTo's argument and one ToArray() after it.
        if (copy is null
            || copy.Arguments[0].Value.WithoutImplicitConversions() is not ILocalReferenceOperation { Local: var output } outputArgument
            || SymbolEqualityComparer.Default.Equals(output, input)
            || outputArgument.DeclaratorOf(output) is not { } outputDeclarator
            || outputDeclarator.Initializer?.Value.WithoutImplicitConversions() is not IObjectCreationOperation { Arguments.Length: 0 } outputCreation
            || outputCreation.Initializer is { Initializers.Length: > 0 }
            || !SymbolEqualityComparer.Default.Equals(outputCreation.Type, symbols.MemoryStream)
            || LocalScope.Of(outputDeclarator) is not { } outputScope
            || LocalScope.Statement(outputDeclarator) is not { } outputDeclaration)
        {
            return null;
        }

        var toArray = OnlyToArray(outputScope, output, outputArgument, symbols, out var other);
        if (other)
        {
            return null;
        }

        if (toArray is null || toArray.Syntax.SpanStart < copy.Syntax.Span.End)
        {
            return null;
        }

        var start = inputDeclaration.Syntax.SpanStart < streamDeclaration.Syntax.SpanStart ? inputDeclaration.Syntax.SpanStart : streamDeclaration.Syntax.SpanStart;
        var scope = outputScope.Syntax.Span.Contains(inputScope.Syntax.Span) ? outputScope : inputScope;
        return (data, toArray, new List<IOperation> { inputDeclaration, streamDeclaration, outputDeclaration, copy.Parent! }, start, scope);
    }

    /// <summary>
    /// The one <c>ms.ToArray()</c> of a memory stream local in <paramref name="scope"/>, outside loops, besides the
    /// reference <paramref name="known"/> (the stream handed to the pipeline); <paramref name="other"/> when the local
    /// has any other use or a second <c>ToArray()</c>.
    /// </summary>
    private static IInvocationOperation? OnlyToArray(IOperation scope, ILocalSymbol memory, IOperation known, UseOneShotCryptographyApis symbols, out bool other)
    {
        other = false;
        IInvocationOperation? toArray = null;
        foreach (var operation in scope.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, memory) || reference == known)
            {
                continue;
            }

            if (toArray is not null
                || reference.Parent is not IInvocationOperation { Arguments.Length: 0 } call
                || call.Instance != reference
                || call.TargetMethod.Name != "ToArray"
                || !SymbolEqualityComparer.Default.Equals(call.TargetMethod.ContainingType, symbols.MemoryStream)
                || !reference.IsOutsideLoopsWithin(scope))
            {
                other = true;
                return null;
            }

            toArray = call;
        }

        return toArray;
    }

    /// <summary>
    /// A new array from text that reads nothing else and changes nothing: <c>Encoding.UTF8.GetBytes(text)</c> (any of
    /// <c>Encoding</c>'s static encodings) or <c>Convert.FromBase64String(text)</c>, the text free of side effects.
    /// </summary>
    private static bool IsBufferFromText(IOperation value) =>
        value is IInvocationOperation { Arguments.Length: 1 } call
        && call.Arguments[0].Value.Type?.SpecialType == SpecialType.System_String
        && call.Arguments[0].Value.IsFreeOfSideEffects()
        && call.TargetMethod switch
        {
            { Name: "GetBytes", IsStatic: false } => call.Instance is IPropertyReferenceOperation { Instance: null, Property: { Type: var encoding, ContainingType: var owner } }
                && IsSystemText(owner) && owner.Name == "Encoding" && SymbolEqualityComparer.Default.Equals(encoding, owner),
            { Name: "FromBase64String", IsStatic: true, ContainingType: { Name: "Convert", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } } } => true,
            _ => false,
        };

    private static bool IsSystemText(ITypeSymbol type) =>
        type.ContainingNamespace is { Name: "Text", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } };

    /// <summary>
    /// <c>byte[] data = Encoding.UTF8.GetBytes(text);</c>: the declaration, alone in its statement, of the local the
    /// pipeline encrypts, from text (<see cref="IsBufferFromText"/>).
    /// </summary>
    private static bool IsBufferDeclaration(IOperation statement, IOperation data) =>
        data is ILocalReferenceOperation { Local: var local }
        && statement is IVariableDeclarationGroupOperation { Declarations.Length: 1 } group
        && group.Declarations[0].Declarators.Length == 1
        && group.Declarations[0].Declarators[0] is var declarator
        && SymbolEqualityComparer.Default.Equals(declarator.Symbol, local)
        && declarator.Initializer?.Value.WithoutImplicitConversions() is { } initializer
        && IsBufferFromText(initializer);

    private const int WriteMode = 1;
    private const int ReadMode = 0;
    private const int CipherModeCbc = 1;
    private const int CipherModeEcb = 2;
    private const int CipherModeCfb = 4;
    private const int PaddingPkcs7 = 2;
    private const int DefaultFeedbackSize = 8;

    /// <summary>The declarator of the local that <paramref name="value"/> initializes (through an implicit conversion to its type).</summary>
    private static IVariableDeclaratorOperation? Declarator(IOperation value, ITypeSymbol? type)
    {
        var used = value;
        if (used.Parent is IConversionOperation { IsImplicit: true } conversion && SymbolEqualityComparer.Default.Equals(conversion.Type, type))
        {
            used = conversion;
        }

        return used.Parent is IVariableInitializerOperation { Parent: IVariableDeclaratorOperation declarator } ? declarator : null;
    }

    /// <summary>The buffer a <c>Write(buffer, 0, buffer.Length)</c> or <c>Write(span)</c> writes whole, or null.</summary>
    private static IOperation? WrittenBuffer(IInvocationOperation call)
    {
        var method = call.TargetMethod;
        if (method.Name != "Write" || !method.ReturnsVoid)
        {
            return null;
        }

        if (method.Parameters.Length == 3
            && IsByteArray(method.Parameters[0].Type)
            && call.Arguments[0].Value is var buffer
            && buffer.IsFreeOfSideEffects()
            && call.Arguments[1].Value.ConstantValue is { HasValue: true, Value: 0 }
            && call.Arguments[2].Value is IPropertyReferenceOperation { Property.Name: "Length", Instance: { } lengthOf }
            && lengthOf.IsSameVariable(buffer))
        {
            return buffer;
        }

        if (method.Parameters.Length == 1
            && method.Parameters[0].Type is INamedTypeSymbol { Name: "ReadOnlySpan", TypeArguments.Length: 1 } span
            && span.TypeArguments[0].SpecialType == SpecialType.System_Byte
            && call.Arguments[0].Value.IsFreeOfSideEffects())
        {
            return call.Arguments[0].Value.WithoutImplicitConversions();
        }

        return null;
    }

    private static int LastStart(List<IOperation> operations)
    {
        var last = -1;
        foreach (var operation in operations)
        {
            last = operation.Syntax.SpanStart > last ? operation.Syntax.SpanStart : last;
        }

        return last;
    }

    /// <summary>
    /// True when every statement of <paramref name="scope"/> from <paramref name="start"/> to <paramref name="end"/> is
    /// one of <paramref name="ours"/> (declarations, <c>using</c> statements, the calls' expression statements), a
    /// block, or the declaration of the buffer <paramref name="data"/> from text (it stays): nothing else runs there to
    /// see the state the fix skips, or to change the key, the IV or the buffer.
    /// </summary>
    private static bool OnlyOursBetween(int start, IOperation end, IOperation scope, List<IOperation> ours, IOperation data)
    {
        var stop = end.Syntax.SpanStart;
        foreach (var operation in scope.Descendants())
        {
            var isStatement = operation.Parent is IBlockOperation || (operation.Parent is IUsingOperation @using && @using.Body == operation);
            if (!isStatement
                || operation is IBlockOperation
                || operation.Syntax.SpanStart < start
                || operation.Syntax.Span.End > stop
                || ours.Contains(operation)
                || IsBufferDeclaration(operation, data))
            {
                continue;
            }

            return false;
        }

        return true;
    }

    private static bool IsCreateTransform(IMethodSymbol method, UseOneShotCryptographyApis symbols, out bool encrypt)
    {
        encrypt = method.Name == "CreateEncryptor";
        if (!encrypt && method.Name != "CreateDecryptor")
        {
            return false;
        }

        if (method.Parameters.Length != 0 && !(method.Parameters.Length == 2 && IsByteArray(method.Parameters[0].Type) && IsByteArray(method.Parameters[1].Type)))
        {
            return false;
        }

        return method.ContainingType.IsOrDerivesFrom(symbols.SymmetricAlgorithm);
    }

    /// <summary>
    /// The algorithm local's mode, padding and feedback size when the transform is made: a framework algorithm made in
    /// the method, its settings the defaults or constants set in its own block before the transform, the local used only
    /// for its members; null otherwise.
    /// </summary>
    private static AlgorithmSettings? Settings(ILocalSymbol algorithm, IInvocationOperation createTransform, UseOneShotCryptographyApis symbols)
    {
        if (createTransform.DeclaratorOf(algorithm) is not { } declarator
            || LocalScope.Of(declarator) is not { } scope
            || declarator.Initializer?.Value.WithoutImplicitConversions() is not { } made
            || !IsFrameworkAlgorithm(made, symbols, out var isAes))
        {
            return null;
        }

        var mode = CipherModeCbc;
        var padding = PaddingPkcs7;
        int? feedbackSize = isAes ? DefaultFeedbackSize : null;
        var statements = scope is IUsingOperation { Body: IBlockOperation body } ? (IOperation)body : scope;
        var before = createTransform.Syntax.SpanStart;
        foreach (var operation in scope.Descendants())
        {
            if (operation is not ILocalReferenceOperation reference || !SymbolEqualityComparer.Default.Equals(reference.Local, algorithm))
            {
                continue;
            }

            switch (reference.Parent)
            {
                case IInvocationOperation call when call.Instance == reference:
                    continue;
                case IPropertyReferenceOperation property when property.Instance == reference:
                    var name = property.Property.Name;
                    var setting = name is "Mode" or "Padding" or "FeedbackSize";
                    if (property.Parent is ISimpleAssignmentOperation assignment && assignment.Target == property)
                    {
                        if (!setting)
                        {
                            continue;
                        }

                        if (assignment.Parent is not IExpressionStatementOperation statement
                            || statement.Parent != statements
                            || statement.Syntax.SpanStart > before
                            || assignment.Value.ConstantValue is not { HasValue: true, Value: int value })
                        {
                            return null;
                        }

                        if (name == "Mode")
                        {
                            mode = value;
                        }
                        else if (name == "Padding")
                        {
                            padding = value;
                        }
                        else
                        {
                            feedbackSize = value;
                        }

                        continue;
                    }

                    if (property.Parent is IAssignmentOperation or IIncrementOrDecrementOperation || (property.Parent is IArgumentOperation { Parameter.RefKind: not RefKind.None }))
                    {
                        return null;
                    }

                    continue;
                default:
                    return null;
            }
        }

        return new AlgorithmSettings(mode, padding, feedbackSize, scope);
    }

    /// <summary><c>Aes.Create()</c> (any parameterless static <c>Create</c> of a framework symmetric algorithm) or a parameterless <c>new</c> of one.</summary>
    private static bool IsFrameworkAlgorithm(IOperation made, UseOneShotCryptographyApis symbols, out bool isAes)
    {
        var type = made switch
        {
            IInvocationOperation { Instance: null, Arguments.Length: 0, TargetMethod.Name: "Create" } call => call.TargetMethod.ContainingType,
            IObjectCreationOperation { Arguments.Length: 0, Initializer: null or { Initializers.Length: 0 } } creation => creation.Type,
            _ => null,
        };
        isAes = symbols.Aes is not null && type.IsOrDerivesFrom(symbols.Aes);
        return type is not null && type.IsOrDerivesFrom(symbols.SymmetricAlgorithm) && IsFrameworkNamespace(type);
    }

    private static bool IsFrameworkNamespace(ITypeSymbol type) =>
        type.ContainingNamespace is { Name: "Cryptography", ContainingNamespace: { Name: "Security", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } } };

    /// <summary>
    /// The IV the transform used: null for <c>CreateEncryptor()</c> (the algorithm's own IV, read by the fix), or the
    /// second argument of <c>CreateEncryptor(aes.Key, iv)</c> when it is the algorithm's <c>IV</c> or a local or
    /// parameter never assigned in the algorithm's scope. False when the key is not the algorithm's own.
    /// </summary>
    private static bool IvOf(IInvocationOperation createTransform, ILocalSymbol algorithm, IOperation scope, out IOperation? iv)
    {
        iv = null;
        if (createTransform.Arguments.Length == 0)
        {
            return true;
        }

        if (createTransform.Arguments[0].Value.WithoutImplicitConversions() is not IPropertyReferenceOperation { Property.Name: "Key", Instance: ILocalReferenceOperation keyOwner }
            || !SymbolEqualityComparer.Default.Equals(keyOwner.Local, algorithm))
        {
            return false;
        }

        var value = createTransform.Arguments[1].Value.WithoutImplicitConversions();
        switch (value)
        {
            case IPropertyReferenceOperation { Property.Name: "IV", Instance: ILocalReferenceOperation ivOwner } when SymbolEqualityComparer.Default.Equals(ivOwner.Local, algorithm):
                return true;
            case ILocalReferenceOperation or IParameterReferenceOperation when !value.IsWrittenIn(scope):
                iv = value;
                return IsByteArray(value.Type);
            default:
                return false;
        }
    }

    internal sealed class DeriveMatch
    {
        public DeriveMatch(IObjectCreationOperation creation, IInvocationOperation getBytes, SyntaxNode? declaration, bool passwordNeedsEncoding, SyntaxNode? iterations, SyntaxNode? hashAlgorithm)
        {
            Creation = creation;
            GetBytes = getBytes;
            Declaration = declaration;
            PasswordNeedsEncoding = passwordNeedsEncoding;
            Iterations = iterations;
            HashAlgorithm = hashAlgorithm;
        }

        public IObjectCreationOperation Creation { get; }

        public IInvocationOperation GetBytes { get; }

        /// <summary>The local's declaration or <c>using</c> statement; null for an instance used in place.</summary>
        public SyntaxNode? Declaration { get; }

        /// <summary>A string password that may not be well-formed UTF-16: the constructor encodes it replacing bad characters, <c>Pbkdf2</c> throws.</summary>
        public bool PasswordNeedsEncoding { get; }

        /// <summary>The iterations argument; null for the constructor that uses 1000.</summary>
        public SyntaxNode? Iterations { get; }

        /// <summary>The hash algorithm argument; null for the constructors that use SHA-1.</summary>
        public SyntaxNode? HashAlgorithm { get; }
    }

    internal sealed class CipherMatch
    {
        public CipherMatch(string methodName, SyntaxNode algorithm, SyntaxNode data, SyntaxNode? iv, int mode, int padding, int feedbackSize, SyntaxNode toArray, IReadOnlyList<SyntaxNode> statements)
        {
            MethodName = methodName;
            Algorithm = algorithm;
            Data = data;
            Iv = iv;
            Mode = mode;
            Padding = padding;
            FeedbackSize = feedbackSize;
            ToArray = toArray;
            Statements = statements;
        }

        /// <summary><c>EncryptCbc</c>, <c>DecryptEcb</c>, ...</summary>
        public string MethodName { get; }

        /// <summary>The algorithm local, as the transform's receiver wrote it.</summary>
        public SyntaxNode Algorithm { get; }

        /// <summary>The buffer written.</summary>
        public SyntaxNode Data { get; }

        /// <summary>The IV given to the transform; null when it was the algorithm's own.</summary>
        public SyntaxNode? Iv { get; }

        public int Mode { get; }

        public int Padding { get; }

        public int FeedbackSize { get; }

        /// <summary>The <c>ms.ToArray()</c> the one-shot call replaces.</summary>
        public SyntaxNode ToArray { get; }

        /// <summary>The statements that go: the declarations (or <c>using</c> statements) of the streams and transform, the write and the flush.</summary>
        public IReadOnlyList<SyntaxNode> Statements { get; }
    }

    private sealed class AlgorithmSettings
    {
        public AlgorithmSettings(int mode, int padding, int? feedbackSize, IOperation scope)
        {
            Mode = mode;
            Padding = padding;
            FeedbackSize = feedbackSize;
            Scope = scope;
        }

        public int Mode { get; }

        public int Padding { get; }

        public int? FeedbackSize { get; }

        public IOperation Scope { get; }
    }

    internal sealed class UseOneShotCryptographyApis
    {
        private UseOneShotCryptographyApis(INamedTypeSymbol? deriveBytes, IMethodSymbol? getBytes, INamedTypeSymbol? hashAlgorithmName, INamedTypeSymbol? cryptoStream, INamedTypeSymbol? cryptoStreamMode, INamedTypeSymbol? memoryStream, INamedTypeSymbol symmetricAlgorithm, INamedTypeSymbol? aes)
        {
            DeriveBytes = deriveBytes;
            GetBytes = getBytes;
            HashAlgorithmName = hashAlgorithmName;
            CryptoStream = cryptoStream;
            CryptoStreamMode = cryptoStreamMode;
            MemoryStream = memoryStream;
            SymmetricAlgorithm = symmetricAlgorithm;
            Aes = aes;
        }

        /// <summary><c>Rfc2898DeriveBytes</c> when it has <c>Pbkdf2</c>; null otherwise.</summary>
        public INamedTypeSymbol? DeriveBytes { get; }

        public IMethodSymbol? GetBytes { get; }

        public INamedTypeSymbol? HashAlgorithmName { get; }

        /// <summary><c>CryptoStream</c> when the algorithms have the one-shot methods; null otherwise.</summary>
        public INamedTypeSymbol? CryptoStream { get; }

        public INamedTypeSymbol? CryptoStreamMode { get; }

        public INamedTypeSymbol? MemoryStream { get; }

        public INamedTypeSymbol SymmetricAlgorithm { get; }

        public INamedTypeSymbol? Aes { get; }

        public static UseOneShotCryptographyApis? Find(Compilation compilation)
        {
            var types = WellKnownTypes.Get(compilation);
            if (types.Get("System.Security.Cryptography.SymmetricAlgorithm") is not { } symmetricAlgorithm)
            {
                return null;
            }

            var deriveBytes = types.Get("System.Security.Cryptography.Rfc2898DeriveBytes");
            IMethodSymbol? getBytes = null;
            if (deriveBytes is not null && deriveBytes.GetMembers("Pbkdf2").Length > 0)
            {
                foreach (var member in deriveBytes.GetMembers("GetBytes"))
                {
                    if (member is IMethodSymbol { IsStatic: false, Parameters.Length: 1 } method && method.Parameters[0].Type.SpecialType == SpecialType.System_Int32)
                    {
                        getBytes = method;
                    }
                }
            }

            var cryptoStream = symmetricAlgorithm.GetMembers("EncryptCbc").Length > 0 ? types.Get("System.Security.Cryptography.CryptoStream") : null;
            var cryptoStreamMode = types.Get("System.Security.Cryptography.CryptoStreamMode");
            var memoryStream = types.Get("System.IO.MemoryStream");
            if (cryptoStreamMode is null || memoryStream is null)
            {
                cryptoStream = null;
            }

            if (getBytes is null && cryptoStream is null)
            {
                return null;
            }

            return new UseOneShotCryptographyApis(
                getBytes is null ? null : deriveBytes,
                getBytes,
                types.Get("System.Security.Cryptography.HashAlgorithmName"),
                cryptoStream,
                cryptoStreamMode,
                memoryStream,
                symmetricAlgorithm,
                types.Get("System.Security.Cryptography.Aes"));
        }
    }
}
