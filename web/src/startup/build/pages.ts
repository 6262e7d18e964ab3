/**
 * The pages the build writes (docs/architecture.md, "Start-up of the landing page" and "A data page's first
 * visit"): / pre-rendered, each data page's shell (from its definition, features/<area>/page.ts) with its first
 * cards, and the empty SPA shell, each with the loader that requests the app's scripts after the first paint.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SHELL_MARK } from '../shellMark.ts';
import { bootPreloads, routePreloads, routeStyles } from './chunks.ts';
import type { DataPageModules } from './dataPages.ts';
import { earlyCards, type EarlyCardsParts } from './earlyCardsScript.ts';
import { append, attr, element, findAll, findOne, insertAfter, parseHtml, remove, setAttr, setText, writeHtml, type ElementQuery, type HtmlDocument } from './html.ts';
import { inlineScript, pageSlots, scriptTarget, type ScriptTarget } from './inlineScripts.ts';
import { nested } from './nestedBuild.ts';
import { APP_SHELL } from './serving.ts';

/** What the build writes into one data page's shell (startup/prerender.tsx renders it). */
export interface ShellParts extends EarlyCardsParts {
  route: string;
  /** The layout with the page's heading, intro, inert filters and skeletons. */
  shell: string;
  /** Its first-page request, [url, body], as the REST client makes it (no filters, no search, the default sort). */
  earlyRead: readonly [string, string];
  /** The page's document title (TEXTS.pageTitles), the one its screen sets. */
  title: string;
}

/**
 * The data pages the build wrote a shell for, by route, with their lists: for the tools that run outside the app
 * (the bench, the browser tests). A dotfile: Hosting does not deploy it, and the service worker does not precache it.
 */
export const DATA_PAGES_FILE = '.data-pages.json';

const ENTRY_SCRIPT: ElementQuery = { tag: 'script', attrs: { type: 'module', src: true } };
const MODULE_PRELOAD: ElementQuery = { tag: 'link', attrs: { rel: 'modulepreload', href: true } };
const LOADER_SCRIPT = fileURLToPath(new URL('../loaderScript.ts', import.meta.url));

const rootOf = (page: HtmlDocument) => findOne(page, { tag: 'div', attrs: { id: 'root' } }, '#root');
const bodyOf = (page: HtmlDocument) => findOne(page, { tag: 'body' }, 'the body');
/** Gives a page its route's document title; app.html keeps the template's, the product's name. */
const titled = (page: HtmlDocument, title: string) => setText(findOne(page, { tag: 'title' }, 'the title'), title);

/**
 * Writes the landing page pre-rendered into dist/index.html, each data page's shell into dist/<route>.html and the
 * empty shell into dist/app.html. Runs in writeBundle, before vite-plugin-pwa builds the service worker in
 * closeBundle, so all of them are precached.
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
      const outDir = resolve(config.root, config.build.outDir);
      if (!existsSync(join(outDir, 'index.html'))) return;
      const target = scriptTarget(config);
      const boot = bootPreloads(bundle);
      const ssrOut = join(config.root, 'node_modules/.prerender');
      await build({
        ...nested(config),
        plugins: [react(), pwaRegisterStub()],
        build: { ssr: 'src/startup/prerender.tsx', outDir: ssrOut, emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } } },
        ssr: { noExternal: [/\.css$/] },
      });
      const { renderHome, homeTitle, dataPageShells } = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as {
        renderHome: () => Promise<string>;
        homeTitle: string;
        dataPageShells: () => Promise<ShellParts[]>;
      };
      const shells = await dataPageShells();
      const shell = addModulePreloads(readFileSync(join(outDir, 'index.html'), 'utf8'), boot);
      writeFileSync(join(outDir, APP_SHELL), shell);
      const home = parseHtml(await deferScripts(shell, boot, target));
      titled(home, homeTitle);
      append(rootOf(home), await renderHome());
      writeFileSync(join(outDir, 'index.html'), writeHtml(home));
      for (const part of shells) {
        const built = pages.get(part.route);
        const routeFiles = routePreloads(bundle, built.modules).filter((file) => !boot.includes(file));
        const page = parseHtml(await deferScripts(shell, [...boot, ...routeFiles], target, part.earlyRead));
        titled(page, part.title);
        setAttr(rootOf(page), SHELL_MARK);
        append(rootOf(page), part.shell);
        append(bodyOf(page), ...(await earlyCards(config, built, part, routeStyles(bundle, built.modules))));
        writeFileSync(join(outDir, `${part.route}.html`), writeHtml(page));
      }
      writeFileSync(join(outDir, DATA_PAGES_FILE), JSON.stringify(shells.map(({ route, list }) => ({ route, list }))));
      rmSync(ssrOut, { recursive: true, force: true });
    },
  };
}

/** The build-time render registers no service worker. */
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

export function addModulePreloads(html: string, files: string[]): string {
  const page = parseHtml(html);
  const preloads = findAll(page, MODULE_PRELOAD);
  const listed = new Set(preloads.map((link) => attr(link, 'href')));
  const links = files.filter((href) => !listed.has(href)).map((href) => element('link', { rel: 'modulepreload', crossorigin: true, href }));
  insertAfter(preloads.at(-1) ?? findOne(page, ENTRY_SCRIPT, 'the entry script'), ...links);
  return writeHtml(page);
}

/** The id of the data block holding the loader's page values (PageDataSlot in inlineScripts.ts). */
const LOADER_DATA_ID = 'mb-loader-data';

/**
 * The pre-rendered page is readable without JavaScript, so the app's scripts load right after the first paint
 * instead of competing with the stylesheet for the network before it. The entry script and its preloads leave the
 * head; the inline loader adds the entry script and the boot's own chunks only: the browser finds the entry's
 * imports itself, which costs the main thread less than a preload link for each.
 */
export async function deferScripts(html: string, bootFiles: string[], target?: ScriptTarget, earlyRead: readonly string[] = []): Promise<string> {
  const page = parseHtml(html);
  const entry = findOne(page, ENTRY_SCRIPT, 'the entry script');
  const data = { MB_ENTRY_SCRIPT: attr(entry, 'src') ?? '', MB_BOOT_FILES: bootFiles, MB_EARLY_READ: earlyRead };
  const slots = { ...(await pageSlots()), ...Object.fromEntries(Object.keys(data).map((key) => [key, { id: LOADER_DATA_ID, key }])) };
  [entry, ...findAll(page, MODULE_PRELOAD)].forEach(remove);
  // The page's values sit in a data block before the loader, so the loader's text is the same on every page and in
  // every build (its hash is in the Content-Security-Policy: scripts/csp.mjs).
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  append(bodyOf(page), element('script', { type: 'application/json', id: LOADER_DATA_ID }, json), element('script', {}, await inlineScript(LOADER_SCRIPT, slots, target)));
  return writeHtml(page);
}
