import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** What the function tests share: the emulators are slow to answer on a busy machine. */
const FUNCTION_TESTS = { environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } as const;
/**
 * Function tests that read or set aside a whole collection (admin.test.ts: every profile; jobs.test.ts: the daily
 * sweeps, over every request and booking with the real clock).
 */
const ALONE = ['functions/test/admin.test.ts', 'functions/test/jobs.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          css: false,
          // Typing tests take seconds beside the browser tests on a busy machine; a passing test never waits for this.
          testTimeout: 60_000,
        },
      },
      {
        test: { name: 'model', root: './model', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
      {
        // Needs the Firestore emulator (run through scripts/test.sh).
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      // Need the auth, firestore and functions emulators (run through scripts/test.sh). The files work on ids of
      // their own, so they run side by side (they mostly wait on triggers); the files that set aside or count a
      // whole collection (ALONE) run after them, one at a time.
      {
        test: {
          ...FUNCTION_TESTS,
          name: 'functions',
          include: ['functions/test/**/*.test.ts'],
          exclude: ALONE,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...FUNCTION_TESTS,
          name: 'functions-alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
