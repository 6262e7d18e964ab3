// The browser every tool here drives: Debian's Chromium (scripts/lib.sh installs it; nothing downloads a browser),
// and the flags that suit this kind of machine. The browser tests (web/playwright.config.ts) and the benches use them.

/** Where Chromium is: CHROMIUM_PATH, else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium flags for this machine: no GPU, no background network chatter, no QUIC. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
