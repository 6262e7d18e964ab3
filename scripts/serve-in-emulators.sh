#!/usr/bin/env bash
# Runs inside `firebase emulators:exec` (see start.sh): seeds demo data, then serves the app until Ctrl-C:
# the Hosting emulator already serves the production build in web/dist (`preview`), or Vite's dev server (`dev`);
# the daily jobs run at their scheduled times (scripts/jobs.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=$1
npx tsx scripts/seed.ts
port=$(node --input-type=module -e "import { ports } from './scripts/emulators.mjs'; console.log(ports().hosting)")
if [ "$mode" = preview ]; then what="the production build"; else what="the dev server"; fi
echo
echo "MentorBridge ($what) is running at http://127.0.0.1:${port}  (Ctrl-C stops the app and the emulators)"
echo
node scripts/jobs.mjs --schedule &
if [ "$mode" = preview ]; then
  # The Hosting emulator serves until the emulators stop: wait here for Ctrl-C (or the emulators' SIGTERM).
  exec sleep infinity
fi
cd web
MB_APP_PORT=$port exec ../node_modules/.bin/vite --clearScreen false
