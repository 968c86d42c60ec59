using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace PerfAnalyzers.Internals;

/// <summary>
/// Every framework the project targets, not only the one this compilation is for. A project with
/// <c>&lt;TargetFrameworks&gt;net48;net8.0;net10.0&lt;/TargetFrameworks&gt;</c> compiles each source file three times, and a
/// fix applied from the net10.0 compilation changes the file all three compile: a rewrite that is missing or slower on
/// one of them must not be suggested from another. The package's build props make <c>TargetFrameworks</c> visible to
/// analyzers (<c>CompilerVisibleProperty</c>); this reads it once per compilation.
/// </summary>
/// <remarks>
/// Code inside <c>#if</c> directives is judged by the targets that compile it: the directives are evaluated for each
/// target with the framework symbols the SDK defines for it (<c>NET9_0_OR_GREATER</c>, <c>NETFRAMEWORK</c>,
/// <c>NETSTANDARD2_0</c>, ...); any other symbol (<c>DEBUG</c>, a platform, your own) has the value it has in this
/// compilation. A target the parser doesn't know (a custom alias) is ignored; without the property (a single-target
/// project, or a build without the package's props) only this compilation counts.
/// </remarks>
internal sealed class ProjectTargets
{
    /// <summary>
    /// The package's copy of <c>TargetFrameworks</c> with commas for semicolons: the compiler reads <c>;</c> in an
    /// analyzer config value as the start of a comment, so <c>build_property.TargetFrameworks</c> arrives cut after the
    /// first target.
    /// </summary>
    internal const string TargetFrameworksProperty = "build_property.PerfAnalyzersTargetFrameworks";

    /// <summary>.NET Framework and .NET Standard targets: none of the APIs .NET Core added.</summary>
    internal const int NetFramework = 0;

    internal const int NetCore21 = 201;
    internal const int Net5 = 500;
    internal const int Net6 = 600;
    internal const int Net7 = 700;
    internal const int Net8 = 800;
    internal const int Net9 = 900;
    internal const int Net10 = 1000;

    private const int Unconstrained = int.MaxValue;

    private static readonly ProjectTargets s_none = new(new Target[0]);

    private readonly Target[] _targets;

    private ProjectTargets(Target[] targets)
    {
        _targets = targets;
        Oldest = Unconstrained;
        foreach (var target in targets)
        {
            if (target.Runtime < Oldest)
            {
                Oldest = target.Runtime;
            }
        }
    }

    private enum Family
    {
        Framework,
        Standard,
        Core,
    }

    /// <summary>
    /// The oldest runtime among the project's targets, as <c>major * 100 + minor</c> of .NET (Core), or
    /// <see cref="NetFramework"/> when one target is .NET Framework or .NET Standard; <see cref="int.MaxValue"/> when
    /// the project names no other targets.
    /// </summary>
    public int Oldest { get; }

    public static ProjectTargets Read(AnalyzerOptions options)
    {
        if (!options.AnalyzerConfigOptionsProvider.GlobalOptions.TryGetValue(TargetFrameworksProperty, out var value)
            || string.IsNullOrWhiteSpace(value))
        {
            return s_none;
        }

        return Parse(value);
    }

    /// <summary>The targets named in a <c>TargetFrameworks</c> value; unknown names are left out.</summary>
    internal static ProjectTargets Parse(string targetFrameworks)
    {
        var parts = targetFrameworks.Split(',', ';');
        var targets = new System.Collections.Generic.List<Target>(parts.Length);
        foreach (var part in parts)
        {
            if (TryParse(part.Trim(), out var target))
            {
                targets.Add(target);
            }
        }

        return targets.Count == 0 ? s_none : new ProjectTargets(targets.ToArray());
    }

    /// <summary>
    /// True when every target of the project that compiles the code at <paramref name="node"/> has at least
    /// <paramref name="minimum"/> (this compilation's own target is the rule's API check's business).
    /// </summary>
    public bool Allow(int minimum, SyntaxNode node)
    {
        if (Oldest >= minimum)
        {
            return true;
        }

        var root = node.SyntaxTree.GetRoot();
        if (!root.ContainsDirectives)
        {
            return false;
        }

        var defined = node.SyntaxTree.Options.PreprocessorSymbolNames;
        foreach (var target in _targets)
        {
            if (target.Runtime < minimum && Compiles(root, node.SpanStart, target, defined))
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// True when one of the project's targets has at least <paramref name="minimum"/> (false when the project names no
    /// other targets: this compilation's own runtime is then the rule's business, <see cref="Runtimes.Major"/>).
    /// </summary>
    public bool AnyAtLeast(int minimum)
    {
        foreach (var target in _targets)
        {
            if (target.Runtime >= minimum)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>True when every one of the project's targets has at least <paramref name="minimum"/>.</summary>
    public bool AllAtLeast(int minimum) => Oldest >= minimum;

    private static bool TryParse(string tfm, out Target target)
    {
        target = default;
        string version;
        Family family;
        if (tfm.StartsWith("netstandard", System.StringComparison.OrdinalIgnoreCase))
        {
            family = Family.Standard;
            version = tfm.Substring("netstandard".Length);
        }
        else if (tfm.StartsWith("netcoreapp", System.StringComparison.OrdinalIgnoreCase))
        {
            family = Family.Core;
            version = tfm.Substring("netcoreapp".Length);
        }
        else if (tfm.StartsWith("net", System.StringComparison.OrdinalIgnoreCase))
        {
            version = tfm.Substring("net".Length);
            if (version.Length is >= 2 and <= 3 && IsDigits(version))
            {
                // net48, net472, net20: .NET Framework, its version as three digits (480, 472, 200).
                var digits = int.Parse(version.PadRight(3, '0'), System.Globalization.CultureInfo.InvariantCulture);
                target = new Target(Family.Framework, digits, NetFramework);
                return true;
            }

            family = Family.Core;
        }
        else
        {
            return false;
        }

        // net8.0, net10.0-windows, netcoreapp3.1, netstandard2.0
        var dash = version.IndexOf('-');
        if (dash >= 0)
        {
            version = version.Substring(0, dash);
        }

        var dot = version.IndexOf('.');
        if (dot <= 0
            || !int.TryParse(version.Substring(0, dot), System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var major)
            || !int.TryParse(version.Substring(dot + 1), System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var minor)
            || major > 1000
            || minor > 99)
        {
            return false;
        }

        var number = (major * 100) + minor;
        target = new Target(family, number, family == Family.Core ? number : NetFramework);
        return true;
    }

    private static bool IsDigits(string text)
    {
        foreach (var c in text)
        {
            if (c is < '0' or > '9')
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>Whether <paramref name="target"/> compiles the code at <paramref name="position"/>: the #if/#elif/#else branches before it, evaluated for that target.</summary>
    private static bool Compiles(SyntaxNode root, int position, Target target, System.Collections.Generic.IEnumerable<string> defined)
    {
        // One frame per open #if: whether the enclosing code is compiled, whether a branch was taken, whether the
        // current branch is. Bounded at 64 levels, which no real file nests; deeper counts as compiled.
        ulong enclosing = 0, taken = 0;
        var depth = 0;
        var current = true;
        for (var directive = root.GetFirstDirective(); directive is not null && directive.SpanStart < position; directive = directive.GetNextDirective())
        {
            switch (directive)
            {
                case IfDirectiveTriviaSyntax ifDirective:
                    depth++;
                    if (depth > 64)
                    {
                        return true;
                    }

                    var bit = 1UL << (depth - 1);
                    var value = current && Evaluate(ifDirective.Condition, target, defined);
                    enclosing = current ? enclosing | bit : enclosing & ~bit;
                    taken = value ? taken | bit : taken & ~bit;
                    current = value;
                    break;
                case ElifDirectiveTriviaSyntax elif when depth is > 0 and <= 64:
                {
                    var frame = 1UL << (depth - 1);
                    current = (enclosing & frame) != 0 && (taken & frame) == 0 && Evaluate(elif.Condition, target, defined);
                    taken = current ? taken | frame : taken;
                    break;
                }

                case ElseDirectiveTriviaSyntax when depth is > 0 and <= 64:
                {
                    var frame = 1UL << (depth - 1);
                    current = (enclosing & frame) != 0 && (taken & frame) == 0;
                    taken |= frame;
                    break;
                }

                case EndIfDirectiveTriviaSyntax when depth > 0:
                    current = (enclosing & (1UL << (depth - 1))) != 0;
                    depth--;
                    break;
            }
        }

        return current;
    }

    private static bool Evaluate(ExpressionSyntax condition, Target target, System.Collections.Generic.IEnumerable<string> defined)
    {
        switch (condition)
        {
            case ParenthesizedExpressionSyntax parenthesized:
                return Evaluate(parenthesized.Expression, target, defined);
            case PrefixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.LogicalNotExpression } not:
                return !Evaluate(not.Operand, target, defined);
            case BinaryExpressionSyntax binary:
                var left = Evaluate(binary.Left, target, defined);
                var right = Evaluate(binary.Right, target, defined);
                switch (binary.Kind())
                {
                    case SyntaxKind.LogicalAndExpression:
                        return left && right;
                    case SyntaxKind.LogicalOrExpression:
                        return left || right;
                    case SyntaxKind.EqualsExpression:
                        return left == right;
                    case SyntaxKind.NotEqualsExpression:
                        return left != right;
                    default:
                        return true;
                }

            case LiteralExpressionSyntax literal:
                return !literal.IsKind(SyntaxKind.FalseLiteralExpression);
            case IdentifierNameSyntax identifier:
                var name = identifier.Identifier.ValueText;
                return IsFrameworkSymbol(name, target, out var isDefined) ? isDefined : Contains(defined, name);
            default:
                return true;
        }
    }

    private static bool Contains(System.Collections.Generic.IEnumerable<string> names, string name)
    {
        foreach (var candidate in names)
        {
            if (candidate == name)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// The SDK's framework symbols: NETFRAMEWORK, NETSTANDARD, NETCOREAPP, NET; NET48, NET472_OR_GREATER;
    /// NETSTANDARD2_0(_OR_GREATER); NETCOREAPP3_1(_OR_GREATER); NET8_0(_OR_GREATER).
    /// </summary>
    private static bool IsFrameworkSymbol(string name, Target target, out bool isDefined)
    {
        isDefined = false;
        switch (name)
        {
            case "NETFRAMEWORK":
                isDefined = target.Family == Family.Framework;
                return true;
            case "NETSTANDARD":
                isDefined = target.Family == Family.Standard;
                return true;
            case "NETCOREAPP":
                isDefined = target.Family == Family.Core;
                return true;
            case "NET":
                isDefined = target.Family == Family.Core && target.Version >= Net5;
                return true;
        }

        if (!name.StartsWith("NET", System.StringComparison.Ordinal))
        {
            return false;
        }

        var orGreater = name.EndsWith("_OR_GREATER", System.StringComparison.Ordinal);
        var body = orGreater ? name.Substring(0, name.Length - "_OR_GREATER".Length) : name;
        Family family;
        string digits;
        if (body.StartsWith("NETSTANDARD", System.StringComparison.Ordinal))
        {
            family = Family.Standard;
            digits = body.Substring("NETSTANDARD".Length);
        }
        else if (body.StartsWith("NETCOREAPP", System.StringComparison.Ordinal))
        {
            family = Family.Core;
            digits = body.Substring("NETCOREAPP".Length);
        }
        else
        {
            digits = body.Substring("NET".Length);
            family = digits.IndexOf('_') < 0 ? Family.Framework : Family.Core;
        }

        int version;
        if (family == Family.Framework)
        {
            if (digits.Length is < 2 or > 3 || !IsDigits(digits))
            {
                return false;
            }

            version = int.Parse(digits.PadRight(3, '0'), System.Globalization.CultureInfo.InvariantCulture);
        }
        else
        {
            var underscore = digits.IndexOf('_');
            if (underscore <= 0
                || !int.TryParse(digits.Substring(0, underscore), System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var major)
                || !int.TryParse(digits.Substring(underscore + 1), System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var minor)
                || major > 1000
                || minor > 99)
            {
                return false;
            }

            version = (major * 100) + minor;
        }

        // NETCOREAPP3_1_OR_GREATER is defined on .NET 5+ too; NET5_0 style symbols only on .NET 5+.
        isDefined = target.Family == family && (orGreater ? target.Version >= version : target.Version == version);
        return true;
    }

    private readonly struct Target
    {
        public Target(Family family, int version, int runtime)
        {
            Family = family;
            Version = version;
            Runtime = runtime;
        }

        public Family Family { get; }

        /// <summary>The version in the family: 1000 for net10.0, 201 for netcoreapp2.1, 200 for netstandard2.0, 480 for net48.</summary>
        public int Version { get; }

        /// <summary>The .NET (Core) runtime as <c>major * 100 + minor</c>, or <see cref="NetFramework"/>.</summary>
        public int Runtime { get; }
    }
}
