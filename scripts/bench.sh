#!/usr/bin/env bash
# npm run bench [-- --runs 3]: builds the functions, starts the emulators (MB_PORT_OFFSET applies) with the
# demo data, then scripts/bench.mjs builds the web app against them and measures every page it names.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_node_modules
ensure_java
ensure_chromium
npm run -s build -w functions
eval "$(web_emulator_env)"
# As in npm start: the measured app runs without App Check (docs/decisions.md, "App Check").
APP_CHECK_ENFORCED=false node scripts/emulators.mjs -- node scripts/bench.mjs "$@"
