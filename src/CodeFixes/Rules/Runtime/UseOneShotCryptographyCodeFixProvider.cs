using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;
using PerfAnalyzers.Rules.Linq;

namespace PerfAnalyzers.Rules.Runtime;

/// <summary>
/// PERF0907: <c>ms.ToArray()</c> becomes the algorithm's one-shot call (<c>aes.EncryptCbc(data, aes.IV)</c>, with the
/// padding when it is not the method's default, <c>EncryptEcb(data, padding)</c>, <c>EncryptCfb(data, iv, padding,
/// feedbackSize)</c>) and the streams, the transform, the write and the flush go (a <c>using</c> statement leaves its
/// body). <c>rdb.GetBytes(n)</c> becomes <c>Rfc2898DeriveBytes.Pbkdf2(password, salt, iterations, hash, n)</c> with
/// the constructor's defaults written out (1000 iterations, SHA-1) and a string password that may not be well-formed
/// UTF-16 encoded as the constructor did (<c>Encoding.UTF8.GetBytes(password)</c>: <c>Pbkdf2</c> would throw on it);
/// the local's declaration goes. Comments above a statement that goes move above the statement that holds the call.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(UseOneShotCryptographyCodeFixProvider)), Shared]
public sealed class UseOneShotCryptographyCodeFixProvider : CodeFixProvider
{
    private static readonly SyntaxAnnotation s_needsCryptographyImport = new("PerfAnalyzers.NeedsCryptographyImport");
    private static readonly SyntaxAnnotation s_needsTextImport = new("PerfAnalyzers.NeedsTextImport");

    private static readonly string[] s_paddingNames = { "", "None", "PKCS7", "Zeros", "ANSIX923", "ISO10126" };

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.UseOneShotCryptography);

    // A fix removes statements around the one it rewrites (the streams' using statements hold others): Fix All edits a
    // document once, every diagnostic's statements together.
    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(
        nameof(UseOneShotCryptographyCodeFixProvider),
        EditFor,
        (document, root, _, edits, cancellationToken) => FixAsync(document, root, edits, cancellationToken));

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, Plan);

    private static CodeAction? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (EditFor(root, model, diagnostic, cancellationToken) is not { } edit)
        {
            return null;
        }

        return CodeAction.Create(
            "Use " + edit.Name,
            ct => FixAsync(document, root, new[] { edit }, ct),
            equivalenceKey: nameof(UseOneShotCryptographyCodeFixProvider));
    }

    /// <summary>The analyzer's match of the reported creation, as the call to write and the statements to remove.</summary>
    private static StatementEdit? EditFor(SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (LinqSyntax.FindExact<ExpressionSyntax>(root, diagnostic.Location) is not { } node
            || model.GetOperation(node, cancellationToken) is not IObjectCreationOperation creation
            || UseOneShotCryptographyAnalyzer.UseOneShotCryptographyApis.Find(model.Compilation) is not { } symbols)
        {
            return null;
        }

        if (SymbolEqualityComparer.Default.Equals(creation.Type, symbols.DeriveBytes))
        {
            return UseOneShotCryptographyAnalyzer.MatchDerive(creation, symbols) is { } derive ? DeriveEdit(derive) : null;
        }

        return UseOneShotCryptographyAnalyzer.MatchCipher(creation, symbols) is { } cipher ? CipherEdit(cipher) : null;
    }

    /// <summary><c>Rfc2898DeriveBytes.Pbkdf2(password, salt, iterations, hash, n)</c> in place of <c>GetBytes(n)</c>.</summary>
    private static StatementEdit DeriveEdit(UseOneShotCryptographyAnalyzer.DeriveMatch match)
    {
        var arguments = match.Creation.Arguments;
        var password = (ExpressionSyntax)arguments[0].Value.Syntax;
        var passwordArgument = password.WithoutTrivia();
        if (match.PasswordNeedsEncoding)
        {
            var utf8 = SyntaxFactory.ParseExpression("global::System.Text.Encoding.UTF8").WithAdditionalAnnotations(Simplifier.Annotation, s_needsTextImport);
            passwordArgument = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, utf8, SyntaxFactory.IdentifierName("GetBytes")),
                SyntaxFactory.ArgumentList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(passwordArgument))));
        }

        var iterations = match.Iterations is ExpressionSyntax given
            ? given.WithoutTrivia()
            : SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(1000));
        var hash = match.HashAlgorithm is ExpressionSyntax named
            ? named.WithoutTrivia()
            : CryptographyName("HashAlgorithmName.SHA1");
        var count = ((InvocationExpressionSyntax)match.GetBytes.Syntax).ArgumentList.Arguments[0].Expression.WithoutTrivia();
        var call = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, CryptographyName("Rfc2898DeriveBytes"), SyntaxFactory.IdentifierName("Pbkdf2")),
            Arguments(passwordArgument, ((ExpressionSyntax)arguments[1].Value.Syntax).WithoutTrivia(), iterations, hash, count));

        var removed = match.Declaration is null ? new List<SyntaxNode>() : new List<SyntaxNode> { match.Declaration };
        return new StatementEdit("Rfc2898DeriveBytes.Pbkdf2", match.GetBytes.Syntax, call.WithTriviaFrom(match.GetBytes.Syntax), removed);
    }

    /// <summary>The algorithm's one-shot method in place of <c>ms.ToArray()</c>.</summary>
    private static StatementEdit CipherEdit(UseOneShotCryptographyAnalyzer.CipherMatch match)
    {
        var algorithm = ((ExpressionSyntax)match.Algorithm).WithoutTrivia();
        var data = ((ExpressionSyntax)match.Data).WithoutTrivia();
        var arguments = new List<ExpressionSyntax> { data };
        if (match.Mode != CipherModeEcb)
        {
            arguments.Add(match.Iv is ExpressionSyntax iv
                ? iv.WithoutTrivia()
                : SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, algorithm, SyntaxFactory.IdentifierName("IV")));
        }

        // EncryptCbc and EncryptEcb pad with PKCS7 by default (Ecb takes it as a required argument), EncryptCfb pads with
        // None and feeds back 8 bits.
        var padding = CryptographyName("PaddingMode." + s_paddingNames[match.Padding]);
        if (match.Mode == CipherModeCfb)
        {
            if (match.Padding != PaddingNone || match.FeedbackSize != 8)
            {
                arguments.Add(padding);
            }

            if (match.FeedbackSize != 8)
            {
                arguments.Add(SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(match.FeedbackSize)));
            }
        }
        else if (match.Mode == CipherModeEcb || match.Padding != PaddingPkcs7)
        {
            arguments.Add(padding);
        }

        var call = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, algorithm, SyntaxFactory.IdentifierName(match.MethodName)),
            Arguments(arguments.ToArray()));
        return new StatementEdit(match.MethodName, match.ToArray, call.WithTriviaFrom(match.ToArray), new List<SyntaxNode>(match.Statements));
    }

    private const int CipherModeEcb = 2;
    private const int CipherModeCfb = 4;
    private const int PaddingNone = 1;
    private const int PaddingPkcs7 = 2;

    private static ExpressionSyntax CryptographyName(string name) =>
        SyntaxFactory.ParseExpression("global::System.Security.Cryptography." + name).WithAdditionalAnnotations(Simplifier.Annotation, s_needsCryptographyImport);

    private static ArgumentListSyntax Arguments(params ExpressionSyntax[] expressions)
    {
        var arguments = new List<ArgumentSyntax>(expressions.Length);
        foreach (var expression in expressions)
        {
            arguments.Add(SyntaxFactory.Argument(expression));
        }

        return SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments));
    }

    private static async Task<Document> FixAsync(Document document, SyntaxNode root, IReadOnlyList<StatementEdit> edits, CancellationToken cancellationToken)
    {
        var tracked = StatementEdits.Apply(root, edits);

        document = document.WithSyntaxRoot(tracked);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsCryptographyImport, "System.Security.Cryptography", "System.Security.Cryptography.PaddingMode", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, s_needsTextImport, "System.Text", "System.Text.Encoding", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }
}
