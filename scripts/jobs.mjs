#!/usr/bin/env node
// The daily jobs (the scheduled functions) on the emulators, run the way Cloud Scheduler runs them in production.
// A 2nd-gen scheduled function is an HTTP function: at each scheduled time Cloud Scheduler's job
// `firebase-schedule-<name>-<region>` POSTs to it with the X-CloudScheduler-* headers. The functions emulator skips
// the schedule but keeps the function, so this script makes that POST to it. The schedules are read from the
// functions emulator (the functions' build as it loaded them), never copied here.
// Usage (the emulators running, e.g. `npm start` in another terminal; MB_PORT_OFFSET as there):
//   node scripts/jobs.mjs expire|follow-up|<function name>   runs one job now (`npm run jobs -- expire`)
//   node scripts/jobs.mjs --schedule                        runs each job at its scheduled time (UTC), until the
//                                                           process that started it ends (`npm start` starts it)
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ID, ports } from './emulators.mjs';

/** Short names for the command line. */
export const JOB_NAMES = { expire: 'expireEnrollments', 'follow-up': 'followUpSessions' };

const functionsOrigin = () => `http://127.0.0.1:${ports().functions}`;

/** GET or POST to the functions emulator; a clear error when nothing answers. */
async function request(path, init) {
  try {
    return await fetch(`${functionsOrigin()}${path}`, init);
  } catch {
    throw new Error(
      `The emulators are not running: nothing answers at ${functionsOrigin()} (MB_PORT_OFFSET=${process.env.MB_PORT_OFFSET ?? 0}). ` +
        'Start them with `npm start` in another terminal, then try again.',
    );
  }
}

/** Each scheduled function the functions emulator loaded: name, region, schedule and time zone. */
export async function scheduledJobs() {
  const { backends } = await (await request('/backends')).json();
  return backends
    .flatMap((backend) => backend.functionTriggers)
    .filter((trigger) => trigger.schedule)
    .map((trigger) => ({
      name: trigger.name,
      region: trigger.region,
      schedule: trigger.schedule.schedule,
      timeZone: trigger.schedule.timeZone ?? 'UTC',
    }));
}

/**
 * The emulator's key for a function: firebase-tools 14.18 keys scheduled functions `<region>-<name>-<generation>`
 * (the generation counts its reloads of the functions) and lists the keys only in its answer to an unknown function.
 */
async function triggerKey(job) {
  const answer = await (await request(`/${PROJECT_ID}/-/-`)).text();
  const keys = answer.split('valid functions are:')[1]?.split(',').map((key) => key.trim()) ?? [];
  const pattern = new RegExp(`^${job.region}-${job.name}(-(\\d+))?$`);
  const generation = (key) => Number(pattern.exec(key)?.[2] ?? -1);
  const key = keys.filter((k) => pattern.test(k)).sort((a, b) => generation(b) - generation(a))[0];
  if (!key) throw new Error(`The functions emulator has not loaded ${job.name}.`);
  return key;
}

/**
 * Runs the scheduled function `name` once, as Cloud Scheduler does at its scheduled time, and resolves when it has
 * finished: { name, schedule, timeZone, ms }. Rejects when the emulators are not running or the function failed.
 */
export async function runJob(name, scheduleTime = new Date()) {
  const functionName = JOB_NAMES[name] ?? name;
  const jobs = await scheduledJobs();
  const job = jobs.find((j) => j.name === functionName);
  if (!job) {
    const known = [...Object.keys(JOB_NAMES), ...jobs.map((j) => j.name)].join(', ');
    throw new Error(`No scheduled function ${name}; the jobs are: ${known}.`);
  }
  const started = Date.now();
  const response = await request(`/functions/projects/${PROJECT_ID}/triggers/${await triggerKey(job)}`, {
    method: 'POST',
    headers: {
      'X-CloudScheduler-JobName': `firebase-schedule-${job.name}-${job.region}`,
      'X-CloudScheduler-ScheduleTime': scheduleTime.toISOString(),
    },
  });
  if (!response.ok) throw new Error(`${job.name} failed (HTTP ${response.status}): ${await response.text()}`);
  return { ...job, ms: Date.now() - started };
}

/** The next time after `now` that an 'every day HH:MM' schedule in UTC falls due, or undefined for another form. */
export function nextRun(job, now = new Date()) {
  const match = /^every day (\d\d):(\d\d)$/.exec(job.schedule);
  if (!match || job.timeZone.toUpperCase() !== 'UTC') return undefined;
  const next = new Date(now);
  next.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

const describe = (job) => `${job.name} (${job.schedule} ${job.timeZone})`;
const when = (date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Runs each job at its scheduled times until the parent process ends. */
async function schedule() {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 5_000);
  for (const job of await scheduledJobs()) {
    const plan = () => {
      const at = nextRun(job);
      if (!at) return console.error(`Jobs: ${describe(job)} is not run locally: only 'every day HH:MM' in UTC is understood.`);
      setTimeout(async () => {
        try {
          const { ms } = await runJob(job.name, at);
          console.log(`Jobs: ran ${describe(job)} in ${(ms / 1000).toFixed(1)} s; next at ${when(nextRun(job))}`);
        } catch (error) {
          console.error(`Jobs: ${describe(job)} failed: ${error.message}`);
        }
        plan();
      }, at.getTime() - Date.now());
      return undefined;
    };
    plan();
    const at = nextRun(job);
    const short = Object.keys(JOB_NAMES).find((key) => JOB_NAMES[key] === job.name) ?? job.name;
    if (at) console.log(`Jobs: ${describe(job)} runs next at ${when(at)}; to run it now: npm run jobs -- ${short}`);
  }
}

async function main() {
  const [arg] = process.argv.slice(2);
  if (!arg) {
    console.error(`usage: node scripts/jobs.mjs ${Object.keys(JOB_NAMES).join('|')}|<function name>|--schedule`);
    process.exit(2);
  }
  try {
    if (arg === '--schedule') return await schedule();
    const job = await runJob(arg);
    console.log(
      `Ran ${describe(job)} on the emulators at ${functionsOrigin()} in ${(job.ms / 1000).toFixed(1)} s; ` +
        'what it did is in the emulators’ output (its log lines).',
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
