import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PreviewServer, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { EARLY_CLICKS_KEY } from './src/config.ts';

/** The SPA shell every route but / is served with (and the service worker's navigation fallback). */
export const APP_SHELL = 'app.html';

/**
 * Writes the landing page pre-rendered into dist/index.html and the empty shell into
 * dist/app.html. Runs in writeBundle, before vite-plugin-pwa builds the service worker in
 * closeBundle, so both files are precached.
 */
export function prerenderHome(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'mentorbridge:prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      if (!existsSync(join(outDir, 'index.html'))) return;
      const boot = bootPreloads(bundle);
      const ssrOut = join(root, 'node_modules/.prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react(), pwaRegisterStub()],
        build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } } },
        ssr: { noExternal: [/\.css$/] },
      });
      const { renderHome } = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as { renderHome: () => Promise<string> };
      const shell = addModulePreloads(readFileSync(join(outDir, 'index.html'), 'utf8'), boot);
      writeFileSync(join(outDir, APP_SHELL), shell);
      const page = deferScripts(shell, boot).replace('<div id="root"></div>', `<div id="root">${await renderHome()}</div>`);
      writeFileSync(join(outDir, 'index.html'), page);
      rmSync(ssrOut, { recursive: true, force: true });
    },
  };
}

/** The build-time render never registers a service worker; the PWA plugin's module is stubbed there. */
function pwaRegisterStub(): Plugin {
  const id = '\0pwa-register-stub';
  return {
    name: 'mentorbridge:pwa-register-stub',
    resolveId: (source) => (source.startsWith('virtual:pwa-register') ? id : undefined),
    load: (source) =>
      source === id
        ? 'export function useRegisterSW() { return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} }; }'
        : undefined,
  };
}

/** The tags Vite writes into index.html for the entry script and its preloads (group 1: the URL). */
const ENTRY_SCRIPT = '<script type="module" crossorigin src="([^"]+)"></script>';
const MODULE_PRELOAD = '<link rel="modulepreload" crossorigin href="([^"]+)">';

/** The module main.tsx imports in a task of its own, once the entry's modules have run. */
const BOOT_IMPORT = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

type Chunk = Rollup.OutputChunk;

function chunksOf(bundle: Rollup.OutputBundle): Map<string, Chunk> {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/** The given chunks with everything they import statically. */
function withStaticImports(chunks: Map<string, Chunk>, roots: Chunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  roots.forEach((chunk) => visit(chunk.fileName));
  return files;
}

/** What every page runs at start: the entry, React DOM's client and their static imports. */
function startupChunks(bundle: Rollup.OutputBundle): { entry: Set<string>; boot: Set<string> } {
  const chunks = chunksOf(bundle);
  const all = [...chunks.values()];
  const entries = all.filter((chunk) => chunk.isEntry);
  const client = all.find((chunk) => chunk.moduleIds.some((id) => BOOT_IMPORT.test(id)));
  if (!client) throw new Error('prerender: no chunk holds react-dom/client');
  return { entry: withStaticImports(chunks, entries), boot: withStaticImports(chunks, [client]) };
}

/**
 * The chunks the boot imports dynamically that the entry does not already import (React DOM's
 * client): the pages ask for them up front, so they download alongside the entry, not after it runs.
 */
export function bootPreloads(bundle: Rollup.OutputBundle): string[] {
  const { entry, boot } = startupChunks(bundle);
  return [...boot].filter((fileName) => !entry.has(fileName)).map((fileName) => `/${fileName}`);
}

/** Chrome's explicit compile hint: compile every function in the file while it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks every page runs at start (React, React DOM, the router, the shell) for eager
 * compilation. Chrome then compiles them on a background thread as they arrive, instead of on the
 * main thread the first time each function runs, which was most of the start-up's blocking time.
 * Other chunks (screens, Firebase) stay lazily compiled: much of their code never runs on a visit.
 */
export function compileHints(): Plugin {
  return {
    name: 'mentorbridge:compile-hints',
    apply: 'build',
    // After every other plugin has written to the chunks: the hint only counts on the first line.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { entry, boot } = startupChunks(bundle);
        for (const fileName of new Set([...entry, ...boot])) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/** Adds modulepreload links for the given files not already listed, after the entry's own. */
export function addModulePreloads(html: string, files: string[]): string {
  const links = files
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  const tags = [...html.matchAll(new RegExp(`${ENTRY_SCRIPT}|${MODULE_PRELOAD}`, 'g'))];
  const last = tags.at(-1);
  if (last?.index === undefined) throw new Error('prerender: entry script not found in index.html');
  const at = last.index + last[0].length;
  return html.slice(0, at) + links + html.slice(at);
}

/**
 * The pre-rendered page is readable without JavaScript, so the app's scripts load right after
 * the first paint instead of competing with the stylesheet for the network before it. The loader
 * adds the entry script and the boot's own chunks only: the browser finds the entry's imports
 * itself, which costs the main thread less than a preload link for each.
 */
export function deferScripts(html: string, bootFiles: string[]): string {
  const entry = html.match(new RegExp(`${ENTRY_SCRIPT}\\s*`));
  if (!entry) throw new Error('prerender: entry script not found in index.html');
  const preloads = [...html.matchAll(new RegExp(`${MODULE_PRELOAD}\\s*`, 'g'))];
  let out = html.replace(entry[0], '');
  for (const p of preloads) out = out.replace(p[0], '');
  const loader =
    // Records taps on buttons until the app takes over (src/app/earlyClicks.tsx replays them).
    `<script>(function(){var clicks=window[${JSON.stringify(EARLY_CLICKS_KEY)}]=[];document.addEventListener('click',function(e){` +
    "var b=!clicks.closed&&e.target&&e.target.closest&&e.target.closest('button');if(b)clicks.push(b)},true)})();" +
    '(function(){var done=false;function load(){if(done)return;done=true;' +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s);` +
    `${JSON.stringify(bootFiles)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})}` +
    // Once the first contentful paint has been presented (the paint entry arrives after it). Where
    // paint timing is missing, after the next frame. The last timeout covers background tabs, which
    // do not paint.
    "var later=function(){setTimeout(load,0)};" +
    "if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){" +
    "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later()}}).observe({type:'paint',buffered:true})" +
    '}else{requestAnimationFrame(later)}' +
    'setTimeout(load,3000)})();</script>';
  return out.replace('</body>', `${loader}\n  </body>`);
}

/** `vite preview` behaves like Firebase Hosting: / is the pre-rendered page, other routes get the shell. */
export function previewShellFallback(): Plugin {
  return {
    name: 'mentorbridge:preview-shell-fallback',
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const path = url.split('?')[0];
        const wantsHtml = (req.headers.accept ?? '').includes('text/html');
        if (wantsHtml && path !== '/' && path !== '/index.html' && !path.includes('.')) {
          req.url = `/${APP_SHELL}${url.slice(path.length)}`;
        }
        next();
      });
    },
  };
}
