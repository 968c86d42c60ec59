using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;

namespace PerfAnalyzers.Rules.Hex;

/// <summary>Builds the hex calls the hex rules' fixes write.</summary>
internal static class HexSyntax
{
    /// <summary>
    /// <c>Convert.ToHexString(args)</c>, <c>Convert.ToHexStringLower(args)</c>, or
    /// <c>Convert.ToHexString(args).ToLowerInvariant()</c> when lower-case digits are needed and the runtime lacks ToHexStringLower.
    /// </summary>
    public static ExpressionSyntax CreateHexCall(IEnumerable<ArgumentSyntax> arguments, bool lower, bool useLowerApi)
    {
        var convert = SyntaxFactory.ParseExpression("global::System.Convert").WithAdditionalAnnotations(Simplifier.Annotation);
        var name = lower && useLowerApi ? "ToHexStringLower" : "ToHexString";
        ExpressionSyntax call = SyntaxFactory.InvocationExpression(
            SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, convert, SyntaxFactory.IdentifierName(name)),
            SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments)));

        if (lower && !useLowerApi)
        {
            call = SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, call, SyntaxFactory.IdentifierName("ToLowerInvariant")));
        }

        return call;
    }

    public static bool IsTrue(Diagnostic diagnostic, string key) =>
        diagnostic.Properties.TryGetValue(key, out var value) && value == "true";
}
