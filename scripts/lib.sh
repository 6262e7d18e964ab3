# Shared shell helpers for the start and test scripts.

# Installs npm packages when package-lock.json changed since the last install.
ensure_node_modules() {
  local stamp=node_modules/.mentorbridge-lock-hash
  local want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "Installing npm packages..."
    npm ci --no-audit --no-fund
    echo "$want" > "$stamp"
  fi
}

# Debian's Chromium for browser tests (Playwright drives /usr/bin/chromium; it never downloads a browser).
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "Installing Debian's chromium..."
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  fi
}

# Java runs the Firestore emulator.
ensure_java() {
  if ! command -v java >/dev/null 2>&1; then
    echo "Installing a Java runtime for the Firestore emulator..."
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
  fi
}

# Prints `export VAR=value` lines for the web build's emulator settings (honours MB_PORT_OFFSET).
web_emulator_env() {
  node --input-type=module -e "
    import { webEmulatorEnv } from './scripts/emulators.mjs';
    for (const [k, v] of Object.entries(webEmulatorEnv())) console.log('export ' + k + '=' + JSON.stringify(v));
  "
}
