#!/usr/bin/env bash
# Runs inside `firebase emulators:exec` (see start.sh): seeds demo data, then serves the app until Ctrl-C,
# either the production build in web/dist (`preview`) or Vite's dev server (`dev`), with the daily jobs run at
# their scheduled times (scripts/jobs.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=$1
npx tsx scripts/seed.ts
port=$(node --input-type=module -e "import { ports } from './scripts/emulators.mjs'; console.log(ports().app)")
if [ "$mode" = preview ]; then what="the production build"; else what="the dev server"; fi
echo
echo "MentorBridge ($what) is running at http://127.0.0.1:${port}  (Ctrl-C stops the app and the emulators)"
echo
node scripts/jobs.mjs --schedule &
cd web
if [ "$mode" = preview ]; then
  exec ../node_modules/.bin/vite preview --strictPort --port "$port" --host 127.0.0.1 --clearScreen false
else
  MB_APP_PORT=$port exec ../node_modules/.bin/vite --clearScreen false
fi
