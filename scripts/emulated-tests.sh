#!/usr/bin/env bash
# Runs inside `firebase emulators:exec` (the emulator hosts are in the environment).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
# Vitest's JSON report for the closing summary (scripts/test-summary.mjs), when npm test asked for one.
reports() { [ -n "${MB_REPORTS:-}" ] && echo "--reporter=default --reporter=json --outputFile.json=$MB_REPORTS/$1.json"; }
run() {
  local name=$1; shift
  local started=$SECONDS
  echo "--- $name"
  if ! "$@"; then echo "--- $name: FAILED"; status=1; fi
  [ -n "${MB_TIMINGS:-}" ] && printf 'emulators › %s\t%s\n' "$name" $((SECONDS - started)) >> "$MB_TIMINGS"
}
# npm test builds the web app beside the rules and function tests: the browser tests wait for that build.
web_built() {
  [ -z "${MB_WEB_BUILD_LOCK:-}" ] && return 0
  echo "--- waiting for the web build"
  flock "$MB_WEB_BUILD_LOCK" true
  [ "$(cat "$MB_WEB_BUILD_STATUS" 2>/dev/null)" = ok ] || { echo "--- e2e: not run, the web build failed"; return 1; }
}
for stage in "$@"; do
  case "$stage" in
    rules)
      run rules npx vitest run --project rules $(reports vitest-rules)
      # Coverage accumulates over this emulator's lifetime: read it before any other stage adds to it.
      run rules-coverage node scripts/rules-coverage.mjs
      ;;
    functions) run functions npx vitest run --project functions $(reports vitest-functions) ;;
    e2e)
      if ! web_built; then status=1; continue; fi
      run seed npx tsx scripts/seed.ts
      # shellcheck disable=SC2086
      export PLAYWRIGHT_JSON_OUTPUT_NAME="${MB_REPORTS:-/tmp}/playwright-e2e.json"
      run e2e npx playwright test -c web/playwright.config.ts --reporter=list,json,./web/e2e/support/failure-reporter.ts ${E2E_ARGS:-}
      ;;
  esac
done
exit $status
