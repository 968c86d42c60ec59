using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;
using PerfAnalyzers.Internals;

namespace PerfAnalyzers.Rules.Collections;

/// <summary>
/// PERF0810: adds <c>IEquatable&lt;S&gt;</c> to the struct's first declaration and, after its last member,
/// <c>Equals(S)</c>, <c>Equals(object)</c> and <c>GetHashCode()</c> over every instance field, compared the way
/// <c>ValueType.Equals</c> compares them: integral, <c>bool</c>, <c>char</c>, enum, <c>decimal</c> and <c>string</c>
/// fields with <c>==</c> (what their <c>Equals</c> does), <c>float</c> and <c>double</c> fields and other structs with
/// their own <c>Equals</c> (NaN equals NaN and -0.0 equals 0.0, as the runtime's <c>ValueType.Equals</c> on .NET 8, 9
/// and 10 compares them), and references, nullables and type parameters with <c>EqualityComparer&lt;T&gt;.Default</c>
/// (null equals null). An auto-property is compared through the property. <c>GetHashCode</c> is
/// <c>HashCode.Combine</c> of the same members (<c>HashCode.Add</c> for more than eight): consistent with that
/// equality, since each member's hash agrees with its <c>Equals</c>.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ImplementStructEqualityCodeFixProvider)), Shared]
public sealed class ImplementStructEqualityCodeFixProvider : CodeFixProvider
{
    private const int MaxLine = 120;

    private static readonly SyntaxAnnotation s_system = new("PerfAnalyzers.ImplementStructEquality.System");
    private static readonly SyntaxAnnotation s_generic = new("PerfAnalyzers.ImplementStructEquality.Generic");

    public override ImmutableArray<string> FixableDiagnosticIds => ImmutableArray.Create(RuleIdentifiers.ImplementStructEquality);

    public override FixAllProvider GetFixAllProvider() => FixAll.PerDocument(nameof(ImplementStructEqualityCodeFixProvider), FixDocumentAsync);

    public override Task RegisterCodeFixesAsync(CodeFixContext context) => FixRegistration.RegisterEachAsync(context, PlanAction);

    private static CodeAction? PlanAction(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        return Plan(document, root, model, diagnostic, cancellationToken) is { } plan
            ? CodeAction.Create(
                $"Implement IEquatable<{plan.Name}>",
                ct => FinishAsync(document.WithSyntaxRoot(root.ReplaceNode(plan.Declaration, Apply(plan.Declaration, plan))), ct),
                equivalenceKey: nameof(ImplementStructEqualityCodeFixProvider))
            : null;
    }

    private static async Task<Document> FixDocumentAsync(Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        var plans = new Dictionary<StructDeclarationSyntax, StructPlan>();
        foreach (var diagnostic in diagnostics)
        {
            if (Plan(document, root, model, diagnostic, cancellationToken) is { } plan)
            {
                plans[plan.Declaration] = plan;
            }
        }

        if (plans.Count == 0)
        {
            return document;
        }

        // Nested structs: the outer one is rewritten with the inner one's members already added.
        var fixedRoot = root.ReplaceNodes(plans.Keys, (original, rewritten) => Apply(rewritten, plans[original]));
        return await FinishAsync(document.WithSyntaxRoot(fixedRoot), cancellationToken).ConfigureAwait(false);
    }

    private static async Task<Document> FinishAsync(Document document, CancellationToken cancellationToken)
    {
        document = await Imports.AddUsingWhereNeededAsync(document, s_system, "System", "System.IEquatable`1", cancellationToken).ConfigureAwait(false);
        document = await Imports.AddUsingWhereNeededAsync(document, s_generic, "System.Collections.Generic", "System.Collections.Generic.EqualityComparer`1", cancellationToken).ConfigureAwait(false);
        return await FixCleanup.FinishAsync(document, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>What the fix writes into one struct, read from the original document.</summary>
    private sealed class StructPlan
    {
        public StructPlan(StructDeclarationSyntax declaration, string name, TypeSyntax interfaceType, ImmutableArray<MemberDeclarationSyntax> members)
        {
            Declaration = declaration;
            Name = name;
            InterfaceType = interfaceType;
            Members = members;
        }

        public StructDeclarationSyntax Declaration { get; }

        public string Name { get; }

        public TypeSyntax InterfaceType { get; }

        public ImmutableArray<MemberDeclarationSyntax> Members { get; }
    }

    private static StructPlan? Plan(Document document, SyntaxNode root, SemanticModel model, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        if (!diagnostic.Location.IsInSource
            || root.FindToken(diagnostic.Location.SourceSpan.Start) is not { Parent: StructDeclarationSyntax declaration } identifier
            || identifier != declaration.Identifier
            || model.GetDeclaredSymbol(declaration, cancellationToken) is not { } type)
        {
            return null;
        }

        var names = new HashSet<string>();
        var members = new List<(string Name, ITypeSymbol Type)>();
        foreach (var member in type.GetMembers())
        {
            names.Add(member.Name);
            if (member is IFieldSymbol { IsStatic: false, IsConst: false } field)
            {
                members.Add((field.AssociatedSymbol is IPropertySymbol property ? property.Name : field.Name, field.Type));
            }
        }

        if (members.Count == 0)
        {
            return null;
        }

        var newLine = LineBreaks.Of(document, root.SyntaxTree.GetText(cancellationToken));
        var position = declaration.SpanStart;
        var other = NewMemberNames.FirstFree(names.Contains, "other", "value");
        var obj = NewMemberNames.FirstFree(name => names.Contains(name) || name == other, "obj", "value");
        var typeName = Escape(type.Name);
        var nullable = model.GetNullableContext(position).AnnotationsEnabled() ? "?" : string.Empty;
        var usesComparer = false;

        var comparisons = new List<string>(members.Count);
        var hashed = new List<string>(members.Count);
        foreach (var (name, memberType) in members)
        {
            var self = Escape(name);
            var that = other + "." + self;
            hashed.Add(self);
            switch (Comparison(memberType))
            {
                case FieldComparison.Operator:
                    comparisons.Add(self + " == " + that);
                    break;
                case FieldComparison.OwnEquals:
                    comparisons.Add(self + ".Equals(" + that + ")");
                    break;
                default:
                    usesComparer = true;
                    comparisons.Add("global::System.Collections.Generic.EqualityComparer<" + memberType.ToMinimalDisplayString(model, position) + ">.Default.Equals(" + self + ", " + that + ")");
                    break;
            }
        }

        // Written as text and parsed: the formatter lays out the members; the comparer's and HashCode's qualified
        // names are shortened by the simplifier where the usings (added as needed) allow.
        var equals = "public bool Equals(" + typeName + " " + other + ") =>";
        var oneLine = equals + " " + string.Join(" && ", comparisons) + ";";
        var text = new StringBuilder();
        if (oneLine.Length + 8 <= MaxLine)
        {
            text.Append(oneLine);
        }
        else
        {
            text.Append(equals).Append(newLine);
            for (var i = 0; i < comparisons.Count; i++)
            {
                text.Append("    ").Append(i == 0 ? string.Empty : "&& ").Append(comparisons[i]).Append(i == comparisons.Count - 1 ? ";" : newLine);
            }
        }

        var equalsOther = SyntaxFactory.ParseMemberDeclaration(text.ToString())!;
        var equalsObject = SyntaxFactory.ParseMemberDeclaration(
            "public override bool Equals(object" + nullable + " " + obj + ") => " + obj + " is " + typeName + " " + other + " && Equals(" + other + ");")!;

        string hash;
        if (hashed.Count <= 8)
        {
            hash = "public override int GetHashCode() => global::System.HashCode.Combine(" + string.Join(", ", hashed) + ");";
        }
        else
        {
            var local = NewMemberNames.FirstFree(names.Contains, "hash", "hashCode");
            var block = new StringBuilder("public override int GetHashCode()").Append(newLine).Append('{').Append(newLine)
                .Append("    var ").Append(local).Append(" = new global::System.HashCode();").Append(newLine);
            foreach (var self in hashed)
            {
                block.Append("    ").Append(local).Append(".Add(").Append(self).Append(");").Append(newLine);
            }

            hash = block.Append("    return ").Append(local).Append(".ToHashCode();").Append(newLine).Append('}').ToString();
        }

        var getHashCode = SyntaxFactory.ParseMemberDeclaration(hash)!;
        var lineBreak = SyntaxFactory.EndOfLine(newLine);
        var added = ImmutableArray.Create(
            Annotate(equalsOther, usesComparer, lineBreak),
            Annotate(equalsObject, usesComparer: false, lineBreak),
            Annotate(getHashCode, usesComparer: false, lineBreak));
        var interfaceType = SyntaxFactory.ParseTypeName("global::System.IEquatable<" + typeName + ">")
            .WithAdditionalAnnotations(Simplifier.Annotation, s_system);
        return new StructPlan(declaration, type.Name, interfaceType, added);
    }

    /// <summary>The member with a blank line before it and a line break after it, for the formatter to indent.</summary>
    private static MemberDeclarationSyntax Annotate(MemberDeclarationSyntax member, bool usesComparer, SyntaxTrivia lineBreak)
    {
        var annotated = member.WithLeadingTrivia(lineBreak).WithTrailingTrivia(lineBreak).WithAdditionalAnnotations(Formatter.Annotation, Simplifier.Annotation, s_system);
        return usesComparer ? annotated.WithAdditionalAnnotations(s_generic) : annotated;
    }

    private static StructDeclarationSyntax Apply(StructDeclarationSyntax declaration, StructPlan plan)
    {
        // The interface goes after the identifier (or the base list's last type), taking its trailing trivia.
        var baseType = SyntaxFactory.SimpleBaseType(plan.InterfaceType);
        if (declaration.BaseList is { } baseList)
        {
            var last = baseList.Types.Last();
            var types = baseList.Types.Replace(last, last.WithoutTrailingTrivia())
                .Add(baseType.WithTrailingTrivia(last.GetTrailingTrivia()));
            declaration = declaration.WithBaseList(baseList.WithTypes(types));
        }
        else
        {
            var before = declaration.TypeParameterList is { } parameters ? parameters.GetLastToken() : declaration.Identifier;
            var list = SyntaxFactory.BaseList(
                    SyntaxFactory.Token(SyntaxKind.ColonToken).WithLeadingTrivia(SyntaxFactory.Space).WithTrailingTrivia(SyntaxFactory.Space),
                    SyntaxFactory.SingletonSeparatedList<BaseTypeSyntax>(baseType))
                .WithTrailingTrivia(before.TrailingTrivia);
            declaration = declaration.ReplaceToken(before, before.WithTrailingTrivia()).WithBaseList(list);
        }

        var members = declaration.Members;
        foreach (var member in plan.Members)
        {
            members = members.Add(member);
        }

        return declaration.WithMembers(members);
    }

    private enum FieldComparison
    {
        Operator,
        OwnEquals,
        Comparer,
    }

    private static FieldComparison Comparison(ITypeSymbol type)
    {
        switch (type.SpecialType)
        {
            case SpecialType.System_Boolean:
            case SpecialType.System_Char:
            case SpecialType.System_SByte:
            case SpecialType.System_Byte:
            case SpecialType.System_Int16:
            case SpecialType.System_UInt16:
            case SpecialType.System_Int32:
            case SpecialType.System_UInt32:
            case SpecialType.System_Int64:
            case SpecialType.System_UInt64:
            case SpecialType.System_IntPtr:
            case SpecialType.System_UIntPtr:
            case SpecialType.System_Decimal:
            case SpecialType.System_String:
                return FieldComparison.Operator;
            case SpecialType.System_Single:
            case SpecialType.System_Double:
                return FieldComparison.OwnEquals;
        }

        if (type.TypeKind == TypeKind.Enum)
        {
            return FieldComparison.Operator;
        }

        return type.IsValueType && type.TypeKind != TypeKind.TypeParameter && type.OriginalDefinition.SpecialType != SpecialType.System_Nullable_T
            ? FieldComparison.OwnEquals
            : FieldComparison.Comparer;
    }

    private static string Escape(string name) =>
        SyntaxFacts.GetKeywordKind(name) != SyntaxKind.None ? "@" + name : name;
}
