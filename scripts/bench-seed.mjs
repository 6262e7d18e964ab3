// The benchmarks' seeding (npm run bench, npm run bench:scale): the demo data, or the data grown with
// `seed --scale N`, and a wait for the emulators' triggers to finish before anything is measured.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT } from './emulators.mjs';

/** The machine's busy and total CPU time so far (Linux), or null elsewhere. */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq] = fields.map(Number);
    return { busy: user + nice + system + irq + softirq, total: user + nice + system + idle + iowait + irq + softirq };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet (under 15 % busy over a second, at most 5 minutes). The seed returns once
 * its writes are committed, but the emulators then run a search trigger for each of them, on this machine's
 * cores (production runs them on Google's servers): at 10,000 documents a core stays busy for a minute or more
 * after the seed, and the first pages measured would share the machine with them. Prints the wait.
 */
async function waitForQuiet() {
  const started = Date.now();
  let before = cpuTimes();
  if (!before) return;
  while (Date.now() - started < 300_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuTimes();
    const share = (now.busy - before.busy) / Math.max(1, now.total - before.total);
    before = now;
    if (share < 0.15) break;
  }
  console.log(`(waited ${((Date.now() - started) / 1000).toFixed(0)} s for the emulators' triggers to finish)`);
}

export async function seed(args = []) {
  execFileSync('npx', ['tsx', 'scripts/seed.ts', ...args], { cwd: ROOT, stdio: 'inherit' });
  await waitForQuiet();
}
