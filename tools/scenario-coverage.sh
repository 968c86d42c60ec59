#!/usr/bin/env bash
# Which lines of the code fixes the hot-loop scenarios execute: runs only the scenario tests with line coverage of
# src/CodeFixes (coverlet), then writes docs/scenario-coverage.md (per file, and every line no scenario runs) and
# checks the coverage floor. A fixer line no scenario executes is a rewrite nobody proved by running it.
#
# It measures the Release build, the one the package ships: there a line is a line with a statement. A Debug build
# also gives each brace of a block its own no-op instruction, so coverlet counts every '{' and '}' as a line.
#
#   tools/scenario-coverage.sh            # measure, write the report, check the floor
set -uo pipefail
cd "$(dirname "$0")/.."

# SCENARIO_COVERAGE_RESULTS: where the test results go (CI counts them); a temporary folder otherwise.
out="${SCENARIO_COVERAGE_RESULTS:-$(mktemp -d)}"
mkdir -p "$out"
dotnet test tests/PerfAnalyzers.Tests -c Release --filter "FullyQualifiedName~ScenarioTests" \
  --collect "XPlat Code Coverage" --results-directory "$out" \
  --logger "trx;LogFileName=scenario-coverage.trx" \
  -- DataCollectionRunSettings.DataCollectors.DataCollector.Configuration.Include="[PerfAnalyzers.CodeFixes]*" \
     DataCollectionRunSettings.DataCollectors.DataCollector.Configuration.Format=cobertura
status=$?
report="$(find "$out" -name coverage.cobertura.xml | head -n 1)"
if [[ $status -ne 0 || -z "$report" ]]; then
  echo "The scenario tests failed or wrote no coverage report." >&2
  exit 1
fi

PERFANALYZERS_COVERAGE_REPORT="$report" dotnet test tests/PerfAnalyzers.Tests -c Release --no-build \
  --filter "FullyQualifiedName~ScenarioCoverageTests" --results-directory "$out" --logger "trx;LogFileName=coverage-check.trx"
