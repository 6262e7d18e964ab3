#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit, rules, functions and browser tests.
# Usage: npm test [-- stage...]   stages: static unit rules functions e2e (default: all)
# MB_PORT_OFFSET shifts every emulator and app port; E2E_ARGS is passed to Playwright.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(static unit rules functions e2e)
want() { local s; for s in "${stages[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1; }

export MB_REPORTS="$PWD/.tmp/test-reports"
rm -rf "$MB_REPORTS" && mkdir -p "$MB_REPORTS"

set -e
ensure_node_modules
want e2e && ensure_chromium
{ want rules || want functions || want e2e; } && ensure_java
set +e

failed=()
step() {
  local name=$1; shift
  echo
  echo "=== $name"
  if "$@"; then echo "=== $name: ok"; else echo "=== $name: FAILED"; failed+=("$name"); fi
}

if want static; then
  step typecheck npm run -s typecheck
  step lint npx eslint . --max-warnings=0
fi
if want unit; then
  step unit npx vitest run --project model --project web --project scripts \
    --reporter=default --reporter=json --outputFile.json="$MB_REPORTS/vitest-unit.json"
fi

emulated=()
for s in rules functions e2e; do want "$s" && emulated+=("$s"); done
if [ ${#emulated[@]} -gt 0 ]; then
  step build-functions npm run -s build -w functions
  if want e2e; then
    eval "$(web_emulator_env)"
    step build-web npm run -s build -w web
  fi
  step emulators node scripts/emulators.mjs -- bash scripts/emulated-tests.sh "${emulated[@]}"
fi

echo
node scripts/test-summary.mjs "$MB_REPORTS"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Test suite FAILED: ${failed[*]}"
  exit 1
fi
echo "Test suite passed: ${stages[*]}"
