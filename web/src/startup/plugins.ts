/**
 * The landing page's start-up machinery at build time (docs/architecture.md, "Start-up of the landing
 * page"): the page's inline scripts compiled from TypeScript, the build-time render of /, the loader that
 * requests the app's scripts after the first paint, and compile hints for the start-up chunks.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  build,
  minify,
  runnerImport,
  transformWithOxc,
  type Plugin,
  type PreviewServer,
  type ResolvedConfig,
  type Rollup,
} from 'vite';
import react from '@vitejs/plugin-react';
import type * as AppConfig from '../config';
import { DATA_PAGES } from '../lib/dataPages.ts';
import { SHELL_MARK } from './shellMark.ts';
import { TEMPLATE_ID } from '../lib/earlyCards.ts';

/** The SPA shell every route but / and the data pages is served with (and the service worker's navigation fallback). */
export const APP_SHELL = 'app.html';

/**
 * The data pages the build writes a shell for (`<path>.html`: heading, intro and skeleton cards), served for
 * their route by Hosting, `vite preview` and the service worker. prerender.tsx's SHELLS has one for each.
 */
export const SHELL_ROUTES = DATA_PAGES;

/**
 * The modules a data page's route renders (the data screens' layout and the page, as in app/router.tsx): a
 * shell asks for their chunks right after its first paint, beside the entry, instead of once the router has
 * started and asked for them.
 */
export const SHELL_MODULES: Record<(typeof SHELL_ROUTES)[number], readonly string[]> = {
  mentorship: ['src/app/FirestoreLayout.tsx', 'src/features/mentors/components/MentorsPage.tsx'],
  projects: ['src/app/FirestoreLayout.tsx', 'src/features/projects/components/ProjectsPage.tsx'],
  community: ['src/app/FirestoreLayout.tsx', 'src/features/community/components/CommunityPage.tsx'],
  'career-hub': ['src/app/FirestoreLayout.tsx', 'src/features/videos/components/CareerHubPage.tsx'],
};

/**
 * The data pages whose first cards show before the app (lib/earlyCards.ts), with their list's EarlyList (how it
 * reads a document or its device copy into the values of the page's card template; prerender.tsx's earlyTemplates
 * has the templates).
 */
export const EARLY_CARD_VALUES: Partial<Record<(typeof SHELL_ROUTES)[number], { module: string; name: string }>> = {
  mentorship: { module: 'src/features/mentors/api/earlyCard.ts', name: 'MENTORS_EARLY' },
  projects: { module: 'src/features/projects/api/earlyCard.ts', name: 'PROJECTS_EARLY' },
  community: { module: 'src/features/community/api/earlyCard.ts', name: 'DISCUSSIONS_EARLY' },
  'career-hub': { module: 'src/features/videos/api/earlyCard.ts', name: 'VIDEOS_EARLY' },
};

/** The page a route's navigation gets: / its render, a data page its shell, every other route the SPA shell. */
export function pageFor(path: string): string {
  if (path === '/' || path === '/index.html') return 'index.html';
  const route = path.replace(/^\/|\/$/g, '');
  return (SHELL_ROUTES as readonly string[]).includes(route) ? `${route}.html` : APP_SHELL;
}

/** What the build writes into an inline script's slots: values that become JSON literals. */
export type Slots = Record<string, string | readonly string[]>;

/**
 * config.ts, loaded through Vite's module runner: it imports the model package's TypeScript source,
 * which Node alone (loading vite.config.ts and this file) cannot run.
 */
const APP_CONFIG = fileURLToPath(new URL('../config.ts', import.meta.url));
const EARLY_READS = fileURLToPath(new URL('./earlyReads.ts', import.meta.url));
let pageSlotsOnce: Promise<Slots> | undefined;

/** The slots every inline script may use: constants the app reads from config.ts too. */
function pageSlots(): Promise<Slots> {
  pageSlotsOnce ??= runnerImport<typeof AppConfig>(APP_CONFIG).then(({ module: config }) => ({
    MB_THEME_KEY: config.STORAGE_KEYS.theme,
    MB_EARLY_CLICKS_KEY: config.EARLY_CLICKS_KEY,
    MB_EARLY_READ_KEY: config.EARLY_READ_KEY,
  }));
  return pageSlotsOnce;
}

/** A slot in compiled code: a free name the script declares with `declare const MB_...`. */
const SLOT = /\bMB_[A-Z0-9_]+\b/g;

type ScriptTarget = string | string[];

/**
 * Compiles one of the page's inline scripts (a TypeScript file in this folder, type-checked and linted
 * like the rest of the app) into a classic script: types stripped, wrapped in a function so its names
 * stay its own, minified without renaming, then every slot replaced by its value as a JSON literal.
 * The file may import types only: a classic script cannot import.
 */
export async function inlineScript(file: string, slots: Slots, target: ScriptTarget = 'esnext'): Promise<string> {
  const transformed = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts', target });
  // The transform marks a module whose imports were all types with an empty export; that one may go.
  const code = transformed.code.replace(/^export \{\};?\s*$/m, '');
  if (/^\s*(import|export)\b/m.test(code)) throw new Error(`startup: ${file} is inlined as a classic script: import types only, export nothing`);
  const minified = await minify(file.replace(/\.ts$/, '.js'), `(()=>{${code}})();`, { mangle: false, compress: { target } });
  if (minified.errors.length) throw new Error(`startup: ${file}: ${minified.errors.map((error) => error.message).join('; ')}`);
  return minified.code.trim().replace(SLOT, (name) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`startup: ${file} uses the slot ${name}, which the build does not fill`);
    // `<` escaped, so no value can close the <script> element early.
    return JSON.stringify(value).replace(/</g, '\\u003c');
  });
}

function scriptTarget(config: ResolvedConfig): ScriptTarget {
  return config.build.target || 'esnext';
}

/** `<script data-inline src="/src/startup/....ts"></script>` in index.html: replaced by the compiled script. */
const INLINE_TAG = /<script data-inline src="([^"]+)"><\/script>/g;

/**
 * Inlines the scripts index.html names with `data-inline` (the theme script) into the page itself, in
 * development and in the build, so they run before the first paint without a request.
 */
export function inlineScripts(): Plugin {
  let root = '';
  let target: ScriptTarget = 'esnext';
  return {
    name: 'mentorbridge:inline-scripts',
    configResolved(config) {
      root = config.root;
      target = scriptTarget(config);
    },
    transformIndexHtml: {
      // Before Vite reads the page's script tags: these must never become module requests.
      order: 'pre',
      async handler(html) {
        let out = html;
        for (const [tag, src] of html.matchAll(INLINE_TAG)) {
          const script = await inlineScript(join(root, src), await pageSlots(), target);
          out = out.replace(tag, () => `<script>${script}</script>`);
        }
        return out;
      },
    },
  };
}

/**
 * Writes the landing page pre-rendered into dist/index.html, each data page's shell into
 * dist/<route>.html and the empty shell into dist/app.html. Runs in writeBundle, before
 * vite-plugin-pwa builds the service worker in closeBundle, so all of them are precached.
 */
export function prerenderHome(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'mentorbridge:prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (!config) return;
      const { root } = config;
      const outDir = resolve(root, config.build.outDir);
      if (!existsSync(join(outDir, 'index.html'))) return;
      const boot = bootPreloads(bundle);
      const ssrOut = join(root, 'node_modules/.prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        // The app's own aliases: the render imports the same modules the client does.
        resolve: { alias: config.resolve.alias },
        plugins: [react(), pwaRegisterStub()],
        build: { ssr: 'src/startup/prerender.tsx', outDir: ssrOut, emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } } },
        ssr: { noExternal: [/\.css$/] },
      });
      const { renderHome, renderShell, SHELLS, earlyTemplates, EARLY_CARD_COUNT } = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as {
        renderHome: () => Promise<string>;
        renderShell: (path: string) => Promise<string>;
        SHELLS: Record<string, unknown>;
        earlyTemplates: () => Record<string, string>;
        EARLY_CARD_COUNT: number;
      };
      const templates = earlyTemplates();
      // Each data page's first read, made by the REST client's own code with the build's environment.
      const { module: reads } = await runnerImport<{ EARLY_READS: Record<string, readonly string[]> }>(EARLY_READS, { configFile: false, mode: config.mode, root, resolve: { alias: config.resolve.alias }, logLevel: 'warn' });
      const earlyReads = reads.EARLY_READS;
      const missing = SHELL_ROUTES.filter((route) => !(route in SHELLS));
      if (missing.length) throw new Error(`prerender: no shell for ${missing.join(', ')}`);
      const shell = addModulePreloads(readFileSync(join(outDir, 'index.html'), 'utf8'), boot);
      writeFileSync(join(outDir, APP_SHELL), shell);
      const deferred = await deferScripts(shell, boot, scriptTarget(config));
      const home = await renderHome();
      const page = deferred.replace('<div id="root"></div>', () => `<div id="root">${home}</div>`);
      writeFileSync(join(outDir, 'index.html'), page);
      for (const route of SHELL_ROUTES) {
        const routeFiles = routePreloads(bundle, SHELL_MODULES[route]);
        const withRoute = await deferScripts(shell, [...boot, ...routeFiles.filter((file) => !boot.includes(file))], scriptTarget(config), earlyReads[route]);
        const early = await earlyCardsScript(config, route, templates[route], EARLY_CARD_COUNT, routeStyles(bundle, SHELL_MODULES[route]));
        const shellHtml = await renderShell(route);
        // Replaced by functions: a `$` in the inserted code is not a replacement pattern.
        const html = withRoute
          .replace('<div id="root"></div>', () => `<div id="root" ${SHELL_MARK}>${shellHtml}</div>`)
          .replace('</body>', () => `${early}</body>`);
        writeFileSync(join(outDir, `${route}.html`), html);
      }
      rmSync(ssrOut, { recursive: true, force: true });
    },
  };
}

/** The module showing a page's first cards before the app (its exports' file). */
const EARLY_CARDS = fileURLToPath(new URL('../lib/earlyCards.ts', import.meta.url));

/**
 * A data page's first cards before the app: its card template as JSON, and the script that fills it from the
 * shell's early read (lib/earlyCards.ts), bundled with the page's values function (which imports the model's
 * readers) into one classic inline script. Empty for a page without early cards.
 */
async function earlyCardsScript(
  config: ResolvedConfig,
  route: (typeof SHELL_ROUTES)[number],
  template: string | undefined,
  count: number,
  styles: readonly string[],
): Promise<string> {
  const values = EARLY_CARD_VALUES[route];
  if (!values !== !template) throw new Error(`prerender: /${route} has ${values ? 'no card template' : 'a card template but no values'}`);
  if (!values || !template) return '';
  const { root } = config;
  const id = '\0early-cards';
  const slots = await pageSlots();
  const entry = [
    `import { showEarlyCards } from ${JSON.stringify(EARLY_CARDS)};`,
    `import { ${values.name} as list } from ${JSON.stringify(join(root, values.module))};`,
    `showEarlyCards(list, ${count}, ${JSON.stringify(slots.MB_EARLY_READ_KEY)});`,
  ].join('\n');
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: config.mode,
    resolve: { alias: config.resolve.alias },
    plugins: [{ name: 'mentorbridge:early-cards-entry', resolveId: (source) => (source === id ? id : undefined), load: (source) => (source === id ? entry : undefined) }],
    build: { write: false, target: scriptTarget(config), minify: true, rolldownOptions: { input: id, output: { format: 'iife' } } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((out) => out.output).filter((file): file is Chunk => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`prerender: the early cards of /${route} built into ${chunks.length} chunks`);
  const code = chunks[0].code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`prerender: the early cards' script of /${route} holds text that would end its element`);
  // The route's own styles (the thumbnail's frame, the filters' chevrons), which the app would load with its
  // chunks: after the first read is sent, and before the cards, whose script waits for them (a script waits for
  // the stylesheets before it). The app's loader finds them in the page and does not load them again.
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n  `).join('');
  return `${links}<script type="application/json" id="${TEMPLATE_ID}">${template}</script>\n  <script>${code}</script>\n  `;
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

/**
 * The chunks of the given modules (paths ending the modules' ids) with their static imports, less what the
 * entry already loads: what a route needs beyond the start-up.
 */
export function routePreloads(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const all = [...chunks.values()];
  const roots = modules.map((module) => {
    const chunk = all.find((candidate) => candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(module));
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    return chunk;
  });
  const { entry } = startupChunks(bundle);
  return [...withStaticImports(chunks, roots)].filter((fileName) => !entry.has(fileName)).map((fileName) => `/${fileName}`);
}

/** The stylesheets of the given modules' chunks (as routePreloads), which the app loads with them. */
export function routeStyles(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const files = routePreloads(bundle, modules).map((href) => chunks.get(href.slice(1)));
  return [...new Set(files.flatMap((chunk) => [...(chunk?.viteMetadata?.importedCss ?? [])]))].map((fileName) => `/${fileName}`);
}

/**
 * The source modules (the app's and the model package's) that two or more data pages import statically from
 * their layout and page (SHELL_MODULES), less those the start-up already holds. vite.config.ts puts them, with
 * what they import, in one chunk (`lists`): left to automatic chunking, they and their Mantine parts split by
 * which of the 30-odd lazy routes share each module, into about 35 files of a few hundred bytes each, every
 * one a request before the first card. Filled once the module graph is known (buildEnd), before chunking
 * asks. Packages are not walked: their barrels (`@mantine/core`) import every module they export, most of
 * which tree-shaking drops; the chunk group takes the package modules actually used with the source modules.
 */
export function sharedListModules(routeModules: readonly (readonly string[])[] = Object.values(SHELL_MODULES)): { plugin: Plugin; has: (id: string) => boolean } {
  const shared = new Set<string>();
  const norm = (id: string) => id.replace(/\\/g, '/');
  const plugin: Plugin = {
    name: 'mentorbridge:shared-list-modules',
    apply: 'build',
    buildEnd() {
      shared.clear();
      const ids = [...this.getModuleIds()].filter((id) => !id.startsWith('\0'));
      const info = (id: string) => this.getModuleInfo(id);
      const reach = (roots: readonly string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || !norm(id).includes('/src/') || norm(id).includes('/node_modules/')) return;
          seen.add(id);
          info(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const startup = reach(ids.filter((id) => info(id)?.isEntry && !info(id)?.dynamicImporters.length));
      const roots = routeModules.flat();
      const uses = new Map<string, number>();
      for (const modules of routeModules) {
        for (const id of reach(ids.filter((id) => modules.some((module) => norm(id).endsWith(module))))) {
          if (!startup.has(id) && !roots.some((module) => norm(id).endsWith(module))) uses.set(id, (uses.get(id) ?? 0) + 1);
        }
      }
      for (const [id, count] of uses) if (count > 1) shared.add(id);
    },
  };
  return { plugin, has: (id) => shared.has(id) };
}

/** Chrome's explicit compile hint: compile every function in the file while it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks every page runs at start (React, React DOM, the router, the shell) for eager
 * compilation, and those of the data pages' routes (`routeModules`: their layout and page with their static
 * imports, which a shell asks for at once and which render the first cards). Chrome then compiles them on a
 * background thread as they arrive, instead of on the main thread the first time each function runs, which
 * was most of the start-up's blocking time (on /mentorship under 4x CPU slowdown, the first card came about
 * 0.8 s sooner with the route's chunks hinted). Other chunks (other screens, Firebase) stay lazily compiled:
 * much of their code never runs on a visit.
 */
export function compileHints(routeModules: readonly (readonly string[])[] = Object.values(SHELL_MODULES)): Plugin {
  return {
    name: 'mentorbridge:compile-hints',
    apply: 'build',
    // After every other plugin has written to the chunks: the hint only counts on the first line.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { entry, boot } = startupChunks(bundle);
        const routes = routeModules.flatMap((modules) => routePreloads(bundle, modules).map((href) => href.slice(1)));
        for (const fileName of new Set([...entry, ...boot, ...routes])) {
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

/** The loader the pre-rendered page runs at the end of its body (see loaderScript.ts). */
const LOADER_SCRIPT = fileURLToPath(new URL('./loaderScript.ts', import.meta.url));

/**
 * The pre-rendered page is readable without JavaScript, so the app's scripts load right after
 * the first paint instead of competing with the stylesheet for the network before it. The entry
 * script and its preloads leave the head; the inline loader adds the entry script and the boot's own
 * chunks only: the browser finds the entry's imports itself, which costs the main thread less than a
 * preload link for each.
 */
export async function deferScripts(html: string, bootFiles: string[], target?: ScriptTarget, earlyRead: readonly string[] = []): Promise<string> {
  const entry = html.match(new RegExp(`${ENTRY_SCRIPT}\\s*`));
  if (!entry) throw new Error('prerender: entry script not found in index.html');
  const preloads = [...html.matchAll(new RegExp(`${MODULE_PRELOAD}\\s*`, 'g'))];
  let out = html.replace(entry[0], '');
  for (const p of preloads) out = out.replace(p[0], '');
  const slots = { ...(await pageSlots()), MB_ENTRY_SCRIPT: entry[1], MB_BOOT_FILES: bootFiles, MB_EARLY_READ: earlyRead };
  const loader = await inlineScript(LOADER_SCRIPT, slots, target);
  return out.replace('</body>', () => `<script>${loader}</script>\n  </body>`);
}

/**
 * `vite preview` behaves like Firebase Hosting (firebase.json's rewrites): / is the pre-rendered page, each
 * data page gets its shell, other routes the SPA shell.
 */
export function previewShellFallback(): Plugin {
  return {
    name: 'mentorbridge:preview-shell-fallback',
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const path = url.split('?')[0];
        const wantsHtml = (req.headers.accept ?? '').includes('text/html');
        if (wantsHtml && path !== '/' && path !== '/index.html' && !path.includes('.')) {
          req.url = `/${pageFor(path)}${url.slice(path.length)}`;
        }
        next();
      });
    },
  };
}
