#!/usr/bin/env node
// Runs a command inside the Firebase Emulator Suite (auth, firestore, functions).
// Ports come from firebase.json, shifted by MB_PORT_OFFSET so that several runs can share a machine.
// Usage: node scripts/emulators.mjs -- <command...>
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-mentorbridge';
const OS_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** The ports of one emulator run, shifted by MB_PORT_OFFSET. */
export function ports(offset = Number(process.env.MB_PORT_OFFSET ?? 0)) {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;
  return {
    auth: base.auth.port + offset,
    firestore: base.firestore.port + offset,
    functions: base.functions.port + offset,
    // These four sit 100 or 200 apart, so a whole offset would land on another run's port: shift them by a tenth.
    hub: base.hub.port + offset / 10,
    logging: base.logging.port + offset / 10,
    eventarc: base.eventarc.port + offset / 10,
    tasks: base.tasks.port + offset / 10,
    app: 5173 + offset,
    preview: 4173 + offset,
  };
}

/** Environment for the web build: where the app finds the emulators. */
export function webEmulatorEnv(p = ports()) {
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_AUTH_EMULATOR: `http://127.0.0.1:${p.auth}`,
    VITE_FIRESTORE_EMULATOR: `127.0.0.1:${p.firestore}`,
    VITE_FUNCTIONS_EMULATOR: `127.0.0.1:${p.functions}`,
  };
}

/**
 * The OS image ships the Firestore emulator as a jar without Main-Class; firebase-tools runs
 * `java -jar`, so a wrapper jar whose manifest names the main class and class path fixes it.
 * Where that jar is missing, firebase-tools downloads its own.
 */
export function prepareFirestoreJar() {
  if (!existsSync(OS_FIRESTORE_JAR)) return undefined;
  const dir = join(ROOT, '.emulator');
  const wrapper = join(dir, 'firestore-emulator-wrapper.jar');
  if (!existsSync(wrapper)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
        `Class-Path: file:${OS_FIRESTORE_JAR}\n`,
    );
    execFileSync('jar', ['cfm', wrapper, manifest], { cwd: dir });
  }
  return wrapper;
}

/** Writes a firebase config with shifted ports (or returns firebase.json when the offset is 0). */
export function configFile(p = ports()) {
  const offset = p.auth - 9099;
  if (offset === 0) return join(ROOT, 'firebase.json');
  const cfg = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const key of ['auth', 'firestore', 'functions', 'hub', 'logging', 'eventarc', 'tasks']) {
    cfg.emulators[key].port = p[key];
  }
  const file = join(ROOT, `firebase.offset-${offset}.json`);
  writeFileSync(file, JSON.stringify(cfg, null, 2));
  return file;
}

/** Environment for firebase-tools itself. */
export function firebaseEnv() {
  const jar = prepareFirestoreJar();
  const env = { ...process.env };
  if (jar) env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
  // The emulator must never reach out for an update check or analytics here.
  env.FIREBASE_CLI_DISABLE_UPDATE_CHECK = 'true';
  // The functions emulator starts a worker process for each function on its first call and fails
  // the call ("Failed to load function.") if the worker is not up within this many seconds
  // (default 30). On a busy 2-core machine a cold worker can take longer than that.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
  return env;
}

function main() {
  const sep = process.argv.indexOf('--');
  const cmd = sep >= 0 ? process.argv.slice(sep + 1) : [];
  if (cmd.length === 0) {
    console.error('usage: node scripts/emulators.mjs -- <command...>');
    process.exit(2);
  }
  const p = ports();
  const args = [
    join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:exec',
    '--project',
    PROJECT_ID,
    '--config',
    configFile(p),
    '--only',
    'auth,firestore,functions',
    cmd.map((c) => (/[\s"'$]/.test(c) ? `'${c.replace(/'/g, "'\\''")}'` : c)).join(' '),
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: firebaseEnv() });
  // Ctrl-C reaches firebase-tools directly (same process group); a second SIGINT from here
  // would make it force-quit and leave emulator processes behind. SIGTERM asks it to stop cleanly.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGINT'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
