#!/usr/bin/env node
// Runs a command inside the Firebase Emulator Suite (auth, firestore, functions; with --hosting, Hosting too).
// Ports come from firebase.json, shifted by MB_PORT_OFFSET so that several runs can share a machine.
// Usage: node scripts/emulators.mjs [--hosting] [--only <emulators>] [--log <file>] -- <command...>
//   --hosting: the Hosting emulator serves web/dist as Hosting will, with firebase.json's headers and rewrites (the
//   Content-Security-Policy also allowing the emulators' origins), at http://127.0.0.1:<ports().hosting>.
//   --only <emulators>: which emulators, comma-separated (default auth,firestore,functions); the deploy's preflight
//   (scripts/deploy.ts) starts the Firestore emulator alone to compile the rules.
//   --log <file>: the emulators' own output (their start, every function's run and log lines) goes to that file
//   instead of the terminal, which keeps the command's output; `npm test` uses it, `npm start` does not.
import { spawn, execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configuredCsp, emulatorPolicy } from './csp.mjs';

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
    hosting: base.hosting.port + offset,
    // Vite's dev server (npm run dev) takes Hosting's port: only one of them serves the app in a run.
    app: base.hosting.port + offset,
    // The browser tests' stand-in for Google's App Check token exchange (web/e2e/support/appCheck.ts).
    appCheckExchange: base.hosting.port + 6 + offset,
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

/**
 * Writes the emulator run's firebase config: firebase.json with shifted ports, and a Content-Security-Policy that
 * also allows the emulators' origins, which the app built for them reaches (the deployed policy never names them).
 */
export function configFile(p = ports()) {
  const offset = p.auth - 9099;
  const cfg = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const key of ['auth', 'firestore', 'functions', 'hosting', 'hub', 'logging', 'eventarc', 'tasks']) {
    cfg.emulators[key].port = p[key];
  }
  const csp = configuredCsp(cfg);
  if (csp) csp.value = emulatorPolicy(csp.value, p);
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
  // Callables enforce App Check as when deployed (functions/src/lib/appCheck.ts): the tests send tokens (the
  // function tests' callers, the browser tests' debug provider). `npm start` and the benchmark set it to false.
  env.APP_CHECK_ENFORCED ??= 'true';
  return env;
}

/** A word for the shell, quoted when it needs to be. */
const shellWord = (word) => (/[\s"'$&|;<>()*?`\\]/.test(word) ? `'${word.replace(/'/g, "'\\''")}'` : word);

/**
 * Copies a named pipe's data to `to` until its writers close it; `opened` settles once a writer has opened it (the
 * command has started), `ended` once the data is all copied.
 */
function relay(fifo, to) {
  const stream = createReadStream(fifo);
  const opened = new Promise((resolveOpened) => stream.once('open', () => resolveOpened(true)));
  const ended = new Promise((resolveEnded) => {
    stream.on('data', (chunk) => to.write(chunk));
    stream.once('end', resolveEnded);
    stream.once('error', resolveEnded);
  });
  return { opened, ended };
}

/** The last `n` lines of a file. */
const tail = (file, n) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-n - 1).join('\n') : '');

function main() {
  const sep = process.argv.indexOf('--');
  const cmd = sep >= 0 ? process.argv.slice(sep + 1) : [];
  const options = process.argv.slice(2, sep >= 0 ? sep : undefined);
  const logAt = options.indexOf('--log');
  const hosting = options.includes('--hosting');
  const onlyAt = options.indexOf('--only');
  if (cmd.length === 0 || (logAt >= 0 && !options[logAt + 1]) || (onlyAt >= 0 && !options[onlyAt + 1])) {
    console.error('usage: node scripts/emulators.mjs [--hosting] [--only <emulators>] [--log <file>] -- <command...>');
    process.exit(2);
  }
  const log = logAt >= 0 ? resolve(options[logAt + 1]) : undefined;
  const p = ports();
  let script = cmd.map(shellWord).join(' ');
  // With a log file: firebase-tools and the emulators write to it. The command runs as firebase-tools' child with
  // the same output, so its shell first points its own output at two named pipes, which this process copies to the
  // terminal (its stdout and stderr, where the caller's other lines go too).
  let pipes;
  let fifoDir;
  if (log) {
    mkdirSync(dirname(log), { recursive: true });
    fifoDir = mkdtempSync(join(tmpdir(), 'mb-emulators-'));
    const out = join(fifoDir, 'out');
    const err = join(fifoDir, 'err');
    execFileSync('mkfifo', [out, err]);
    script = `exec >${shellWord(out)} 2>${shellWord(err)}; ${script}`;
    pipes = [relay(out, process.stdout), relay(err, process.stderr)];
    const shown = log.startsWith(`${ROOT}/`) ? relative(ROOT, log) : log;
    console.log(`Emulators: starting; their output and the functions' logs go to ${shown}`);
  }
  // Hosting serves web/dist from disk on each request: the folder must exist when it starts, a build may come later.
  if (hosting) mkdirSync(join(ROOT, JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting.public), { recursive: true });
  const args = [
    join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:exec',
    '--project',
    PROJECT_ID,
    '--config',
    configFile(p),
    '--only',
    `${onlyAt >= 0 ? options[onlyAt + 1] : 'auth,firestore,functions'}${hosting ? ',hosting' : ''}`,
    script,
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: log ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: firebaseEnv(),
  });
  let started = false;
  let file;
  if (log && pipes) {
    file = createWriteStream(log);
    child.stdout?.pipe(file, { end: false });
    child.stderr?.pipe(file, { end: false });
    Promise.race(pipes.map((pipe) => pipe.opened)).then(() => {
      started = true;
    });
  }
  // Ctrl-C reaches firebase-tools directly (same process group); a second SIGINT from here
  // would make it force-quit and leave emulator processes behind. SIGTERM asks it to stop cleanly.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGINT'));
  child.on('exit', async (code, signal) => {
    const status = code ?? (signal ? 1 : 0);
    if (log && pipes) {
      // The command's last lines, then, when the emulators failed before it started, why.
      if (started) await Promise.race([Promise.all(pipes.map((pipe) => pipe.ended)), new Promise((r) => setTimeout(r, 5000))]);
      else if (status !== 0) {
        await new Promise((r) => setTimeout(r, 500));
        console.error(`Emulators: failed to start; the end of ${log}:\n${tail(log, 30)}`);
      }
      if (fifoDir) rmSync(fifoDir, { recursive: true, force: true });
      await Promise.race([new Promise((r) => file?.end(r)), new Promise((r) => setTimeout(r, 2000))]);
    }
    process.exit(status);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
