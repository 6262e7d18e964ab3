#!/usr/bin/env bash
# Runs inside `firebase emulators:exec` (the emulator hosts are in the environment).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
run() {
  local name=$1; shift
  echo "--- $name"
  if ! "$@"; then echo "--- $name: FAILED"; status=1; fi
}
for stage in "$@"; do
  case "$stage" in
    rules) run rules npx vitest run --project rules ;;
    functions) run functions npx vitest run --project functions ;;
    e2e)
      run seed npx tsx scripts/seed.ts
      # shellcheck disable=SC2086
      run e2e npx playwright test -c web/playwright.config.ts ${E2E_ARGS:-}
      ;;
  esac
done
exit $status
