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

# Where the time goes: each step's seconds (the emulated stages add theirs), printed by the summary.
suite_started=$SECONDS
export MB_TIMINGS="$MB_REPORTS/timings.tsv"
set -e
ensure_node_modules
want e2e && ensure_chromium
{ want rules || want functions || want e2e; } && ensure_java
set +e
printf '%s\t%s\n' install $((SECONDS - suite_started)) > "$MB_TIMINGS"

# Every step that fails is named here, wherever it ran.
failures="$MB_REPORTS/failed-steps"
: > "$failures"
step() {
  local name=$1; shift
  local started=$SECONDS
  echo
  echo "=== $name"
  if "$@"; then echo "=== $name: ok"; else echo "=== $name: FAILED"; echo "$name" >> "$failures"; fi
  printf '%s\t%s\n' "$name" $((SECONDS - started)) >> "$MB_TIMINGS"
}

static_and_unit() {
  if want static; then
    step typecheck npm run -s typecheck
    step lint npx eslint . --max-warnings=0
  fi
  if want unit; then
    step unit npx vitest run --project model --project web --project scripts \
      --reporter=default --reporter=json --outputFile.json="$MB_REPORTS/vitest-unit.json"
  fi
}

emulated=()
for s in rules functions e2e; do want "$s" && emulated+=("$s"); done
if [ ${#emulated[@]} -eq 0 ]; then
  static_and_unit
else
  step build-functions npm run -s build -w functions
  want e2e && eval "$(web_emulator_env)"
  # The emulated stages mostly wait on the emulators, the static and unit stages and the web build on the CPU:
  # they run side by side. The browser tests wait for the web build (a lock the side job holds until it is
  # built; scripts/emulated-tests.sh); the side job's output is printed in one piece when it ends.
  export MB_WEB_BUILD_LOCK="$MB_REPORTS/web-build.lock"
  export MB_WEB_BUILD_STATUS="$MB_REPORTS/web-build.status"
  side_log="$MB_REPORTS/side.log"
  exec {lock}>"$MB_WEB_BUILD_LOCK"
  flock "$lock"
  (
    if want e2e; then
      # Warnings and errors only: the list of every built file is a hundred-odd lines no test reads.
      step build-web npm run -s build -w web -- --logLevel warn
      grep -qx build-web "$failures" && echo failed > "$MB_WEB_BUILD_STATUS" || echo ok > "$MB_WEB_BUILD_STATUS"
      # A text or an inline script changed without `node scripts/csp.mjs --write`: said here in one line, where
      # the browser tests would each fail on the policy's violation.
      grep -qx build-web "$failures" || step csp node scripts/csp.mjs
    fi
    exec {lock}>&-
    static_and_unit
  ) > "$side_log" 2>&1 &
  side=$!
  exec {lock}>&-
  beside=()
  want e2e && beside+=(build-web)
  want static && beside+=(static)
  want unit && beside+=(unit)
  if [ ${#beside[@]} -gt 0 ]; then
    echo
    echo "=== ${beside[*]}: beside the emulated stages; the output follows theirs"
  fi
  # The emulators' own output (their start, every function's run and its log lines) goes to a file, kept in
  # test-results/ at the end (Playwright empties that folder when it starts, so it is written elsewhere first).
  emulator_log="$MB_REPORTS/emulators.log"
  # The browser tests open the build as the Hosting emulator serves it (it reads web/dist on each request, so it
  # starts before the build beside it has written the pages).
  hosting=()
  want e2e && hosting=(--hosting)
  step emulators node scripts/emulators.mjs "${hosting[@]}" --log "$emulator_log" -- bash scripts/emulated-tests.sh "${emulated[@]}"
  wait "$side"
  cat "$side_log"
  kept_log="test-results/emulators${MB_PORT_OFFSET:+-$MB_PORT_OFFSET}.log"
  mkdir -p test-results && cp "$emulator_log" "$kept_log" 2>/dev/null || kept_log=""
fi

printf '%s\t%s\n' total $((SECONDS - suite_started)) >> "$MB_TIMINGS"
echo
node scripts/test-summary.mjs "$MB_REPORTS"
if [ -s "$failures" ]; then
  [ -n "${kept_log:-}" ] && echo "The emulators' and functions' log: $kept_log"
  echo "Test suite FAILED: $(paste -sd' ' "$failures")"
  exit 1
fi
echo "Test suite passed: ${stages[*]}"
