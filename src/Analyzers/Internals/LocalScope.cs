using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace PerfAnalyzers.Internals;

/// <summary>
/// Where a local's references are: for a local declared alone in its statement, the operation whose descendants hold
/// every one of them. Rules that report a local only when each of its uses is of one kind walk this scope's
/// <see cref="ILocalReferenceOperation"/>s.
/// </summary>
internal static class LocalScope
{
    /// <summary>
    /// The block (or switch section) of a declaration or a <c>using</c> declaration, or the <c>using</c> statement whose
    /// resource it is; null for a declaration with other declarators, in a <c>for</c> loop's initializer, or anywhere
    /// else.
    /// </summary>
    public static IOperation? Of(IVariableDeclaratorOperation declarator)
    {
        if (declarator.Parent is not IVariableDeclarationOperation { Declarators.Length: 1, Parent: IVariableDeclarationGroupOperation { Declarations.Length: 1 } group })
        {
            return null;
        }

        return group.Parent switch
        {
            IBlockOperation or ISwitchCaseOperation => group.Parent,
            IUsingDeclarationOperation { Parent: IBlockOperation or ISwitchCaseOperation } usingDeclaration => usingDeclaration.Parent,
            IUsingOperation @using when @using.Resources == group => @using,
            _ => null,
        };
    }

    /// <summary>
    /// The statement that declares the local alone: a declaration or <c>using</c> declaration in a block, or a
    /// <c>using</c> statement; null otherwise. The rules that remove a local made for one call remove this.
    /// </summary>
    public static IOperation? Statement(IVariableDeclaratorOperation declarator) =>
        Of(declarator) is null ? null : declarator.Parent?.Parent switch
        {
            IVariableDeclarationGroupOperation { Parent: IUsingDeclarationOperation usingDeclaration } => usingDeclaration,
            IVariableDeclarationGroupOperation { Parent: IUsingOperation @using } => @using,
            IVariableDeclarationGroupOperation group => group,
            _ => null,
        };
}
