#!/usr/bin/env bash
# Runs MentorBridge locally: Firebase emulators (auth, firestore, functions) with demo data,
# and the web app at http://127.0.0.1:5173. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_node_modules
ensure_java
npm run -s build -w functions
eval "$(web_emulator_env)"
exec node scripts/emulators.mjs -- bash scripts/dev-in-emulators.sh
