#!/usr/bin/env bash
# Runs inside `firebase emulators:exec`: seeds demo data, then serves the app until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsx scripts/seed.ts
port=$(node --input-type=module -e "import { ports } from './scripts/emulators.mjs'; console.log(ports().app)")
echo
echo "MentorBridge is running at http://127.0.0.1:${port}  (Ctrl-C stops the app and the emulators)"
echo
cd web
MB_APP_PORT=$port exec ../node_modules/.bin/vite --clearScreen false
