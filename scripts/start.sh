#!/usr/bin/env bash
# Runs MentorBridge locally: the Firebase emulators (auth, firestore, functions) with demo data and the daily jobs
# (scripts/jobs.mjs), and the app at http://127.0.0.1:5173 (MB_PORT_OFFSET shifts every port). Ctrl-C stops the
# app and the emulators.
#   npm start     (mode preview) the production build with its service worker, as users get it, served by the
#                 Hosting emulator with firebase.json's headers (the Content-Security-Policy) and rewrites:
#                 install prompt, offline cache, precached assets
#   npm run dev   (mode dev) Vite's hot-reloading dev server, without a service worker
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-preview}
case "$mode" in
  preview | dev) ;;
  *) echo "usage: bash scripts/start.sh [preview|dev]" >&2; exit 2 ;;
esac
source scripts/lib.sh
ensure_node_modules
ensure_java
npm run -s build -w functions
# Where the app finds the emulators: baked into the production build, read live by the dev server.
eval "$(web_emulator_env)"
if [ "$mode" = preview ]; then
  npm run -s build -w web
  exec node scripts/emulators.mjs --hosting -- bash scripts/serve-in-emulators.sh "$mode"
fi
# The app runs without App Check here (its debug provider needs Google's token exchange), so the callables do not
# enforce it (docs/decisions.md, "App Check").
export APP_CHECK_ENFORCED=false
exec node scripts/emulators.mjs -- bash scripts/serve-in-emulators.sh "$mode"
