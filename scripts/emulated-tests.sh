#!/usr/bin/env bash
# Runs inside `firebase emulators:exec` (the emulator hosts are in the environment).
# Usage: bash scripts/emulated-tests.sh stage...   stages: rules functions e2e
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
# Vitest's JSON report for the closing summary (scripts/test-summary.mjs), when npm test asked for one.
# A passed test's console output is left out (a failed one's is kept: it is the failure's context).
reports() { [ -n "${MB_REPORTS:-}" ] && echo "--silent=passed-only --reporter=default --reporter=json --outputFile.json=$MB_REPORTS/$1.json"; }
run() {
  local name=$1; shift
  local started=$SECONDS
  echo "--- $name"
  if ! "$@"; then echo "--- $name: FAILED"; status=1; fi
  [ -n "${MB_TIMINGS:-}" ] && printf 'emulators › %s\t%s\n' "$name" $((SECONDS - started)) >> "$MB_TIMINGS"
}
want() { local s; for s in "${stages[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1; }
stages=("$@")

rules() {
  run rules npx vitest run --project rules $(reports vitest-rules)
  # Coverage accumulates over this emulator's lifetime: read it before any other stage adds to it.
  run rules-coverage node scripts/rules-coverage.mjs
}

# npm test builds the web app beside the rules and function tests: the browser tests wait for that build.
web_built() {
  [ -z "${MB_WEB_BUILD_LOCK:-}" ] && return 0
  echo "--- waiting for the web build"
  flock "$MB_WEB_BUILD_LOCK" true
  [ "$(cat "$MB_WEB_BUILD_STATUS" 2>/dev/null)" = ok ] || { echo "--- e2e: not run, the web build failed"; return 1; }
}

# The rules tests use projects of their own (demo-rules-*, tests/rules/setup.ts), so they run beside the function
# tests, which use the app's project; their output is printed in one piece when both have ended.
if want rules && want functions; then
  rules_log=$(mktemp)
  ( rules; exit $status ) > "$rules_log" 2>&1 &
  rules_job=$!
  run functions npx vitest run --project "functions*" $(reports vitest-functions)
  wait "$rules_job" || status=1
  cat "$rules_log"
  rm -f "$rules_log"
else
  want rules && rules
  want functions && run functions npx vitest run --project "functions*" $(reports vitest-functions)
fi

if want e2e; then
  if web_built; then
    # The deploy's preflight for the demo project (scripts/deploy.ts): it compiles the rules on this emulator and
    # compares the CSP hashes with this web build, so it runs once both are here; the builds are npm test's own.
    run deploy-preflight npx tsx scripts/deploy.ts --dry-run --no-build
    run seed npx tsx scripts/seed.ts
    export PLAYWRIGHT_JSON_OUTPUT_NAME="${MB_REPORTS:-/tmp}/playwright-e2e.json"
    # shellcheck disable=SC2086
    run e2e npx playwright test -c web/playwright.config.ts --reporter=list,json,./web/e2e/support/failure-reporter.ts ${E2E_ARGS:-}
  else
    status=1
  fi
fi
exit $status
