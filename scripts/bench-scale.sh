#!/usr/bin/env bash
# npm run bench:scale [-- --scale N]: builds the app and the functions, starts the emulators with Hosting serving
# the build (MB_PORT_OFFSET applies), then scripts/bench-scale.mjs seeds, measures, grows the data and measures again.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_node_modules
ensure_java
npm run -s build -w functions
eval "$(web_emulator_env)"
npm run -s build -w web
node scripts/emulators.mjs --hosting -- node scripts/bench-scale.mjs "$@"
