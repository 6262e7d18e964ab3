/**
 * The start-up machinery at build time (docs/architecture.md, "Start-up of the landing page" and "A data page's
 * first visit"): the pages' inline scripts compiled from TypeScript, the build-time render of / and of each data
 * page's shell (from its definition, features/<area>/page.ts), the loader that requests the app's scripts after
 * the first paint, and compile hints for the start-up chunks. The pages are edited as HTML trees (html.ts).
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
import { SHELL_MARK } from './shellMark.ts';
import { TEMPLATE_ID } from '../lib/earlyCards.ts';
import { append, attr, element, findAll, findOne, insertAfter, parseHtml, remove, setAttr, writeHtml, type ElementQuery, type HtmlDocument } from './html.ts';

/** What the build writes into one data page's shell (prerender.tsx renders it). */
export interface ShellParts {
  route: string;
  /** The model's list it shows (the page's definition names it), and that list's default sort (its copy's order). */
  list: string;
  order: { field: string; direction: 'asc' | 'desc' };
  /** The layout with the page's heading, intro, inert filters and skeletons. */
  shell: string;
  /** The card template of its first cards before the app, as the JSON the page holds. */
  template: string;
  /** Its first-page request, [url, body], as the REST client makes it (no filters, no search, the default sort). */
  earlyRead: readonly [string, string];
}

/** The SPA shell every route but / and the data pages is served with (and the service worker's navigation fallback). */
export const APP_SHELL = 'app.html';

/**
 * The data pages the build wrote a shell for, by route, with their lists: for the tools that run outside the app
 * (the bench, the browser tests). A dotfile: Hosting does not deploy it, and the service worker does not precache it.
 */
export const DATA_PAGES_FILE = '.data-pages.json';

/** The registry of the data pages' definitions, and the layout every data page's route renders in (app/router.tsx). */
const DATA_PAGE_REGISTRY = 'src/app/dataPages.ts';
const DATA_LAYOUT = 'src/app/FirestoreLayout.tsx';

/**
 * The page a route's navigation gets, as Hosting serves it (`cleanUrls`, then the SPA rewrite in firebase.json): /
 * its render, a route with a page of its own (a data page's shell, `<route>.html`) that page, every other route
 * the SPA shell.
 */
export function pageFor(path: string, hasPage: (file: string) => boolean): string {
  if (path === '/' || path === '/index.html') return 'index.html';
  const file = `${path.replace(/^\/|\/$/g, '')}.html`;
  return !file.includes('/') && file !== APP_SHELL && hasPage(file) ? file : APP_SHELL;
}

/** What the build writes into an inline script's slots: values that become JSON literals. */
export type Slots = Record<string, string | readonly string[]>;

/**
 * config.ts, loaded through Vite's module runner: it imports the model package's TypeScript source,
 * which Node alone (loading vite.config.ts and this file) cannot run.
 */
const APP_CONFIG = fileURLToPath(new URL('../config.ts', import.meta.url));
let pageSlotsOnce: Promise<Slots> | undefined;

/** The slots every inline script may use: constants the app reads from config.ts too. */
function pageSlots(): Promise<Slots> {
  pageSlotsOnce ??= runnerImport<typeof AppConfig>(APP_CONFIG).then(({ module: config }) => ({
    MB_THEME_KEY: config.STORAGE_KEYS.theme,
    MB_EARLY_CLICKS_KEY: config.EARLY_CLICKS_KEY,
    MB_EARLY_READ_KEY: config.EARLY_READ_KEY,
    MB_INSTALL_PROMPT_KEY: config.INSTALL_PROMPT_KEY,
    MB_PLATFORM_KEY: config.STORAGE_KEYS.platformFigures,
    MB_PLATFORM_ATTRIBUTE: config.PLATFORM_FIGURE_ATTRIBUTE,
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
        const page = parseHtml(html);
        const tags = findAll(page, { tag: 'script', attrs: { 'data-inline': true, src: true } });
        if (!tags.length) return html;
        for (const tag of tags) {
          insertAfter(tag, element('script', {}, await inlineScript(join(root, attr(tag, 'src') ?? ''), await pageSlots(), target)));
          remove(tag);
        }
        return writeHtml(page);
      },
    },
  };
}

/**
 * Writes the landing page pre-rendered into dist/index.html, each data page's shell into
 * dist/<route>.html and the empty shell into dist/app.html. Runs in writeBundle, before
 * vite-plugin-pwa builds the service worker in closeBundle, so all of them are precached.
 */
export function prerenderHome(pages: DataPageModules): Plugin {
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
      const target = scriptTarget(config);
      const boot = bootPreloads(bundle);
      const ssrOut = join(root, 'node_modules/.prerender');
      await build({
        ...nested(config),
        plugins: [react(), pwaRegisterStub()],
        build: { ssr: 'src/startup/prerender.tsx', outDir: ssrOut, emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } } },
        ssr: { noExternal: [/\.css$/] },
      });
      const { renderHome, dataPageShells, EARLY_CARD_COUNT } = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as {
        renderHome: () => Promise<string>;
        dataPageShells: () => Promise<ShellParts[]>;
        EARLY_CARD_COUNT: number;
      };
      const shells = await dataPageShells();
      const shell = addModulePreloads(readFileSync(join(outDir, 'index.html'), 'utf8'), boot);
      writeFileSync(join(outDir, APP_SHELL), shell);
      const home = parseHtml(await deferScripts(shell, boot, target));
      append(rootOf(home), await renderHome());
      writeFileSync(join(outDir, 'index.html'), writeHtml(home));
      for (const part of shells) {
        const { route, shell: shellHtml, earlyRead } = part;
        const built = pages.get(route);
        const { modules } = built;
        const routeFiles = routePreloads(bundle, modules);
        const page = parseHtml(await deferScripts(shell, [...boot, ...routeFiles.filter((file) => !boot.includes(file))], target, earlyRead));
        const root = rootOf(page);
        setAttr(root, SHELL_MARK);
        append(root, shellHtml);
        append(findOne(page, { tag: 'body' }, 'the body'), ...(await earlyCards(config, built, part, EARLY_CARD_COUNT, routeStyles(bundle, modules))));
        writeFileSync(join(outDir, `${route}.html`), writeHtml(page));
      }
      writeFileSync(join(outDir, DATA_PAGES_FILE), JSON.stringify(shells.map(({ route, list }) => ({ route, list }))));
      rmSync(ssrOut, { recursive: true, force: true });
    },
  };
}

/**
 * A nested build's (or the module runner's) settings: the build's root, mode and aliases, so that it imports the
 * same modules, with the same environment (the early reads' host), as the client does.
 */
const nested = ({ root, mode, resolve: { alias } }: ResolvedConfig) => ({ configFile: false as const, root, mode, logLevel: 'warn' as const, resolve: { alias } });

/** The page's `#root`. */
const rootOf = (page: HtmlDocument) => findOne(page, { tag: 'div', attrs: { id: 'root' } }, '#root');

/** The modules showing a page's first cards before the app, and reading the list's copy on the device. */
const EARLY_CARDS = fileURLToPath(new URL('../lib/earlyCards.ts', import.meta.url));
const OFFLINE_CACHE = fileURLToPath(new URL('../lib/offlineCache.ts', import.meta.url));
/** What stands, in the early cards' script, for the page definition's view: the script never loads the app's screen. */
const NO_VIEW = '\0early-cards-no-view';

/**
 * A data page's first cards before the app: the route's own stylesheets, its card template as JSON, and the
 * script that fills it from the shell's early read (lib/earlyCards.ts), bundled with the page definition's
 * `early` card (which imports the model's readers) and the list's copy on the device, read by the list's name
 * and in its order, into one classic inline script.
 */
async function earlyCards(config: ResolvedConfig, { definition, view }: DataPageBuild, { list, order, template }: ShellParts, count: number, styles: readonly string[]) {
  const id = '\0early-cards';
  const slots = await pageSlots();
  const json = JSON.stringify;
  const entry = [
    `import { showEarlyCards } from ${json(EARLY_CARDS)};`,
    `import { inListOrder, readStoredCopy } from ${json(OFFLINE_CACHE)};`,
    `import { page } from ${json(definition)};`,
    `const copy = { read: () => readStoredCopy(${json(list)}), order: inListOrder(${json(order)}) };`,
    `void page.early().then((card) => showEarlyCards({ ...card, copy }, ${count}, ${json(slots.MB_EARLY_READ_KEY)}));`,
  ].join('\n');
  const output = (await build({
    ...nested(config),
    plugins: [
      {
        name: 'mentorbridge:early-cards-entry',
        resolveId: (source) => (source === id ? id : undefined),
        // The definition's view (screen, shell, card) is the app's: the script has none of its code. Its early
        // values, loaded lazily by the app's build, are part of the script.
        async resolveDynamicImport(specifier, importer) {
          if (typeof specifier !== 'string' || !importer) return null;
          const resolved = await this.resolve(specifier, importer);
          return resolved?.id === view ? NO_VIEW : null;
        },
        load: (source) => (source === id ? entry : source === NO_VIEW ? 'export {};' : undefined),
      },
    ],
    build: { write: false, target: scriptTarget(config), minify: true, modulePreload: false, rolldownOptions: { input: id, output: { format: 'iife', codeSplitting: false } } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((out) => out.output).filter((file): file is Chunk => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`prerender: the early cards of ${definition} built into ${chunks.length} chunks`);
  const code = chunks[0].code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`prerender: the early cards' script of ${definition} holds text that would end its element`);
  // The route's own styles (the thumbnail's frame, the filters' chevrons), which the app would load with its
  // chunks: after the first read is sent, and before the cards, whose script waits for them (a script waits for
  // the stylesheets before it). The app's loader finds them in the page and does not load them again.
  return [
    ...styles.map((href) => element('link', { rel: 'stylesheet', crossorigin: true, href })),
    element('script', { type: 'application/json', id: TEMPLATE_ID }, template),
    element('script', {}, code),
  ];
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

/** The tags Vite writes into index.html for the entry script and its preloads. */
const ENTRY_SCRIPT: ElementQuery = { tag: 'script', attrs: { type: 'module', src: true } };
const MODULE_PRELOAD: ElementQuery = { tag: 'link', attrs: { rel: 'modulepreload', href: true } };

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
 * their layout and view (the data pages' definitions, found in the module graph), less those the start-up already holds. vite.config.ts puts them, with
 * what they import, in one chunk (`lists`): left to automatic chunking, they and their Mantine parts split by
 * which of the 30-odd lazy routes share each module, into about 35 files of a few hundred bytes each, every
 * one a request before the first card. Filled once the module graph is known (buildEnd), before chunking
 * asks. Packages are not walked: their barrels (`@mantine/core`) import every module they export, most of
 * which tree-shaking drops; the chunk group takes the package modules actually used with the source modules.
 */
export function sharedListModules(routes?: readonly (readonly string[])[]): { plugin: Plugin; has: (id: string) => boolean } {
  const shared = new Set<string>();
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
      const routeModules = routes ?? dataPagesIn(this).map((page) => page.modules);
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
export function compileHints(routes: readonly (readonly string[])[] | DataPageModules): Plugin {
  return {
    name: 'mentorbridge:compile-hints',
    apply: 'build',
    // After every other plugin has written to the chunks: the hint only counts on the first line.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { entry, boot } = startupChunks(bundle);
        const routeModules = 'all' in routes ? routes.all().map((page) => page.modules) : routes;
        const routeFiles = routeModules.flatMap((modules) => routePreloads(bundle, modules).map((href) => href.slice(1)));
        for (const fileName of new Set([...entry, ...boot, ...routeFiles])) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/** Adds modulepreload links for the given files not already listed, after the entry's own. */
export function addModulePreloads(html: string, files: string[]): string {
  const page = parseHtml(html);
  const entry = findOne(page, ENTRY_SCRIPT, 'the entry script');
  const preloads = findAll(page, MODULE_PRELOAD);
  const listed = new Set(preloads.map((link) => attr(link, 'href')));
  const links = files.filter((href) => !listed.has(href)).map((href) => element('link', { rel: 'modulepreload', crossorigin: true, href }));
  insertAfter(preloads.at(-1) ?? entry, ...links);
  return writeHtml(page);
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
  const page = parseHtml(html);
  const entry = findOne(page, ENTRY_SCRIPT, 'the entry script');
  const src = attr(entry, 'src') ?? '';
  [entry, ...findAll(page, MODULE_PRELOAD)].forEach(remove);
  const slots = { ...(await pageSlots()), MB_ENTRY_SCRIPT: src, MB_BOOT_FILES: bootFiles, MB_EARLY_READ: earlyRead };
  append(findOne(page, { tag: 'body' }, 'the body'), element('script', {}, await inlineScript(LOADER_SCRIPT, slots, target)));
  return writeHtml(page);
}

/**
 * `vite preview` behaves like Firebase Hosting (firebase.json: `cleanUrls`, then the SPA rewrite): / is the
 * pre-rendered page, a route with a page of its own (each data page's shell) gets it, other routes the SPA shell.
 */
export function previewShellFallback(): Plugin {
  let outDir = '';
  return {
    name: 'mentorbridge:preview-shell-fallback',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const path = url.split('?')[0];
        const wantsHtml = (req.headers.accept ?? '').includes('text/html');
        if (wantsHtml && path !== '/' && path !== '/index.html' && !path.includes('.')) {
          req.url = `/${pageFor(path, (file) => existsSync(join(outDir, file)))}${url.slice(path.length)}`;
        }
        next();
      });
    },
  };
}

/** A data page's definition module (features/<area>/page.ts) and the modules its route renders (the data layout, its view). */
export interface DataPageBuild {
  definition: string;
  /** The route's view: its screen, with the shell and the card template (the early script leaves it out). */
  view: string;
  modules: readonly string[];
}

/** The data pages' modules in the app's build, by route: known once the module graph is (buildEnd). */
export interface DataPageModules {
  plugin: Plugin;
  get: (route: string) => DataPageBuild;
  all: () => readonly DataPageBuild[];
}

type ModuleGraph = Pick<Rollup.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

/** What marks a definition's view among the modules it loads lazily (DataPageView in lib/dataPage.ts). */
const VIEW_EXPORT = 'Shell';

/** Forward slashes, so that ids compare with the paths below on every system. */
const norm = (id: string) => id.replace(/\\/g, '/');

/** The data pages in the app's module graph: each definition the registry imports, with its route's modules. */
function dataPagesIn(graph: ModuleGraph): DataPageBuild[] {
  const ids = [...graph.getModuleIds()];
  const registry = ids.find((id) => norm(id).endsWith(DATA_PAGE_REGISTRY));
  const layout = ids.find((id) => norm(id).endsWith(DATA_LAYOUT));
  if (!registry || !layout) throw new Error(`prerender: ${DATA_PAGE_REGISTRY} or ${DATA_LAYOUT} is not in the build`);
  return (graph.getModuleInfo(registry)?.importedIds ?? []).map((definition) => {
    const lazy = graph.getModuleInfo(definition)?.dynamicallyImportedIds ?? [];
    const views = lazy.filter((id) => graph.getModuleInfo(id)?.exports.includes(VIEW_EXPORT));
    if (views.length !== 1) throw new Error(`prerender: ${definition} must load one view lazily, a module that exports its ${VIEW_EXPORT} (it loads ${views.length})`);
    return { definition, view: views[0], modules: [layout, views[0]] };
  });
}

const ABSENT_SDKS = fileURLToPath(new URL('./absentSdks.ts', import.meta.url));

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
      if (importer && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer) && /^firebase\/(database|firestore|storage|remote-config)$/.test(source)) {
        return ABSENT_SDKS;
      }
      return null;
    },
  };
}

/**
 * Finds the data pages in the app's module graph: the modules the registry (app/dataPages.ts) imports are their
 * definitions, each one's only dynamic import its view (screen, shell, card). Each definition's route is read
 * through Vite's module runner. The other plugins take their route modules from here: a shell asks for them
 * right after its first paint, beside the entry, instead of once the router has started and asked for them.
 */
export function dataPageModules(): DataPageModules {
  const byRoute = new Map<string, DataPageBuild>();
  let config: ResolvedConfig | undefined;
  const plugin: Plugin = {
    name: 'mentorbridge:data-pages',
    apply: 'build',
    // Before the plugins that use them (shared list modules, compile hints).
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async buildEnd() {
      byRoute.clear();
      if (!config) return;
      for (const page of dataPagesIn(this)) {
        const { module } = await runnerImport<{ page: { route: string } }>(page.definition, nested(config));
        byRoute.set(module.page.route, page);
      }
    },
  };
  return {
    plugin,
    get: (route) => {
      const page = byRoute.get(route);
      if (!page) throw new Error(`prerender: /${route} is not a data page of the build`);
      return page;
    },
    all: () => [...byRoute.values()],
  };
}

/** The service worker's push handling, as the build writes it (the worker imports it: web/vite.config.ts). */
export const PUSH_WORKER_FILE = 'push-handler.js';
const PUSH_WORKER_ENTRY = fileURLToPath(new URL('../sw/pushWorker.ts', import.meta.url));

/**
 * Compiles sw/pushWorker.ts (with sw/push.ts) into one classic script, PUSH_WORKER_FILE, which vite-plugin-pwa's
 * generated worker pulls in with `importScripts`: the app keeps one service worker (docs/decisions.md, "Push").
 */
export function pushWorker(): Plugin {
  return {
    name: 'mentorbridge:push-worker',
    apply: 'build',
    async generateBundle() {
      const { config } = this.environment;
      const output = (await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        mode: config.mode,
        build: { write: false, target: scriptTarget(config), minify: true, modulePreload: false, rolldownOptions: { input: PUSH_WORKER_ENTRY, output: { format: 'iife', codeSplitting: false } } },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((out) => out.output).filter((file): file is Chunk => file.type === 'chunk');
      if (chunks.length !== 1) throw new Error(`push worker: built into ${chunks.length} chunks`);
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: chunks[0].code });
    },
  };
}
