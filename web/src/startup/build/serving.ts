/**
 * How the built pages are served and cached (docs/architecture.md, "Serving the shells"): the SPA shell, the service
 * worker's push handling, and reactfire built without the SDKs it would pull in unused. Hosting (and, locally, the
 * Hosting emulator) serves each route its page: firebase.json's `cleanUrls` and SPA rewrite.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { classicScript } from './nestedBuild.ts';

/** The SPA shell every route but / and the data pages is served with (and the service worker's navigation fallback). */
export const APP_SHELL = 'app.html';

/** The service worker's push handling, as the build writes it (the worker imports it: web/vite.config.ts). */
export const PUSH_WORKER_FILE = 'push-handler.js';
const PUSH_WORKER_ENTRY = fileURLToPath(new URL('../../sw/pushWorker.ts', import.meta.url));

/**
 * Compiles sw/pushWorker.ts (with sw/push.ts) into one classic script, PUSH_WORKER_FILE, which vite-plugin-pwa's
 * generated worker pulls in with `importScripts`: the app keeps one service worker (docs/decisions.md, "Push").
 */
export function pushWorker(): Plugin {
  return {
    name: 'mentorbridge:push-worker',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: await classicScript(this.environment.config, PUSH_WORKER_ENTRY) });
    },
  };
}

const ABSENT_SDKS = fileURLToPath(new URL('../absentSdks.ts', import.meta.url));

/**
 * Builds reactfire without the Firebase SDKs it imports for hooks this app does not use: inside reactfire they
 * resolve to `absentSdks.ts`. The Realtime Database, Storage and Remote Config register themselves when loaded
 * (reactfire's bundled rxfire also keeps a table of the database's functions): about 57 KiB gzip that nothing calls.
 * Its Firestore hooks are not used either (lib/reactfire.tsx gives its `useObservable` the app's own snapshot
 * sources), and their import would put the Firestore SDK in a chunk apart from `lib/firestore.ts`, under another
 * name than `firestore`, by which the browser tests tell when a page loads it. The app's own imports of Firebase are
 * untouched; reactfire's hooks for these SDKs would throw.
 */
export function withoutUnusedSdks(): Plugin {
  return {
    name: 'mentorbridge-without-unused-sdks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const unused = /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer ?? '') && /^firebase\/(database|firestore|storage|remote-config)$/.test(source);
      return unused ? ABSENT_SDKS : null;
    },
  };
}
