#!/usr/bin/env bash
# Fix All on real code: applies every offered fix of every PerfAnalyzers rule to a C# project through
# `dotnet format analyzers` (which loads our code-fix providers the way an IDE does), rebuilds, and reports new
# compiler errors and warnings (must be zero) and the diagnostics left. Works on a copy; the original is untouched.
#
#   tools/fixall.sh <path/to/Project.csproj> [--root <folder to copy, default: the project's folder>]
#
# MSBuild properties can be passed as environment variables, e.g. LibraryFrameworks=net8.0 tools/fixall.sh ...
set -uo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
project="$(realpath "$1")"; shift
root="$(dirname "$project")"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --root) root="$(realpath "$2")"; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done

work="$(mktemp -d /tmp/perfanalyzers-fixall.XXXXXX)"
echo "Building PerfAnalyzers (Release)..." >&2
dotnet build "$repo/src/CodeFixes" -c Release -nologo -v:q >/dev/null || { echo "build of PerfAnalyzers failed" >&2; exit 1; }
bin_analyzers="$repo/src/Analyzers/bin/Release/netstandard2.0/PerfAnalyzers.Analyzers.dll"
bin_fixes="$repo/src/CodeFixes/bin/Release/netstandard2.0/PerfAnalyzers.CodeFixes.dll"

cp -r "$root" "$work/src"
copy="$work/src/${project#"$root"/}"
(cd "$work/src" && git init -q && printf "bin/\nobj/\n" > .git/info/exclude && git add -A && git -c user.email=fixall@local -c user.name=fixall commit -qm original)

# Our analyzers and fixes in every project of the copy, every rule as a warning, with the package's own build file
# (the preset, and every target framework made visible to the analyzers: a multi-targeted project gets only the fixes
# that compile, and are measured, on all of its targets).
cat > "$work/perfanalyzers.targets" <<TARGETS
<Project>
  <PropertyGroup>
    <PerfAnalyzersMode>All</PerfAnalyzersMode>
  </PropertyGroup>
  <Import Project="$repo/src/Package/build/PerfAnalyzers.targets" />
  <ItemGroup>
    <Analyzer Include="$bin_analyzers" />
    <Analyzer Include="$bin_fixes" />
  </ItemGroup>
</Project>
TARGETS
export CustomAfterMicrosoftCommonTargets="$work/perfanalyzers.targets"

diagnostics() { # build output -> "severity code file" lines, unique per location
  grep -oE '[^ ]+\.cs\([0-9]+,[0-9]+\): (error|warning) [A-Z]+[0-9]+' | sort -u |
    sed -E 's/^(.*\.cs)\(([0-9]+),([0-9]+)\): (error|warning) ([A-Z]+[0-9]+)$/\4 \5 \1/'
}

echo "Building the original..." >&2
dotnet build "$copy" --no-incremental -nologo -v:q -p:TreatWarningsAsErrors=false > "$work/before.log" 2>&1 || true
diagnostics < "$work/before.log" > "$work/before.txt"
# A project that doesn't restore or build here (a package or workload missing) proves nothing: say so and stop.
if grep -qE ': error (NU|NETSDK|MSB)[0-9]+' "$work/before.log"; then
  echo "The original does not build here: $(grep -oE 'error (NU|NETSDK|MSB)[0-9]+: [^[]*' "$work/before.log" | head -1)" >&2
  exit 3
fi

ids=$(grep -ohE '"PERF[0-9]{4}"' "$repo"/src/CodeFixes/Rules/*/*.cs "$repo"/src/Analyzers/RuleIdentifiers*.cs | tr -d '"' | sort -u | tr '\n' ' ')
echo "dotnet format analyzers --diagnostics $ids" >&2
dotnet format analyzers "$copy" --diagnostics $ids --severity info --no-restore > "$work/format.log" 2>&1 || { cat "$work/format.log"; exit 1; }

echo "Building the fixed code..." >&2
dotnet build "$copy" --no-incremental -nologo -v:q -p:TreatWarningsAsErrors=false > "$work/after.log" 2>&1 || true
diagnostics < "$work/after.log" > "$work/after.txt"

count() { awk -v s="$1" '$1 == s' "$2" | awk '{print $2}' | sort | uniq -c | awk '{print $2" "$1}'; }
perf() { grep -c ' PERF[0-9]' "$1" || true; }

echo
echo "## Fix All: $(basename "$project")"
echo
(cd "$work/src" && git add -A && git diff --cached --stat | tail -n 1) | sed 's/^/Changed: /'
echo "PerfAnalyzers diagnostics before: $(perf "$work/before.txt"), after: $(perf "$work/after.txt")"
awk '$2 ~ /^PERF/ {print $2}' "$work/before.txt" | sort | uniq -c | awk '{printf "  before %s: %s\n", $2, $1}'
awk '$2 ~ /^PERF/ {print $2}' "$work/after.txt" | sort | uniq -c | awk '{printf "  left   %s: %s\n", $2, $1}'

new_errors=$(join -v2 <(count error "$work/before.txt" | sort) <(count error "$work/after.txt" | sort) | wc -l)
errors_before=$(awk '$1=="error"' "$work/before.txt" | wc -l)
errors_after=$(awk '$1=="error"' "$work/after.txt" | wc -l)
warn_before=$(awk '$1=="warning" && $2 !~ /^PERF/' "$work/before.txt" | wc -l)
warn_after=$(awk '$1=="warning" && $2 !~ /^PERF/' "$work/after.txt" | wc -l)
echo "Compiler errors before: $errors_before, after: $errors_after"
echo "Other warnings before: $warn_before, after: $warn_after"
echo "New warning codes or counts after the fix:"
join -a2 -e0 -o 0,1.2,2.2 <(awk '$1=="warning" && $2 !~ /^PERF/' "$work/before.txt" | awk '{print $2}' | sort | uniq -c | awk '{print $2" "$1}' | sort) \
     <(awk '$1=="warning" && $2 !~ /^PERF/' "$work/after.txt" | awk '{print $2}' | sort | uniq -c | awk '{print $2" "$1}' | sort) |
  awk '$3 > $2 {printf "  %s: %s -> %s\n", $1, $2, $3; n++} END {if (!n) print "  none"}'
echo "Work folder (fixed copy, git diff shows the fixes): $work/src"
if [[ $errors_after -gt $errors_before ]]; then exit 1; fi
