/**
 * The pages' inline scripts (docs/architecture.md, "How the inline scripts are built"): TypeScript modules of
 * startup/, type-checked and linted with the app, compiled into classic scripts whose `declare const MB_...` slots
 * the build fills with its values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify, runnerImport, transformWithOxc, type Plugin, type ResolvedConfig } from 'vite';
// The tools' type check (scripts/) has no @/ alias.
// eslint-disable-next-line no-restricted-imports
import type * as AppConfig from '../../config';
import { attr, element, findAll, insertAfter, parseHtml, remove, writeHtml } from './html.ts';

/**
 * A slot the script reads from the page when it runs: `JSON.parse` of the text of the `<script type="application/json">`
 * element `id` (a data block, which no Content-Security-Policy governs), then its property `key`. What differs from
 * page to page and build to build (asset names, the Firestore host and project) stays out of the script's text, whose
 * SHA-256 hash firebase.json's policy allows (scripts/csp.mjs).
 */
export interface PageDataSlot {
  readonly id: string;
  readonly key: string;
}

/** What the build writes into an inline script's slots: values that become JSON literals, or page data to read. */
export type Slots = Record<string, string | readonly string[] | PageDataSlot>;

export type ScriptTarget = string | string[];

export const scriptTarget = (config: ResolvedConfig): ScriptTarget => config.build.target || 'esnext';

/**
 * config.ts, loaded through Vite's module runner: it imports the model package's TypeScript source,
 * which Node alone (loading vite.config.ts and this file) cannot run.
 */
const APP_CONFIG = fileURLToPath(new URL('../../config.ts', import.meta.url));
let pageSlotsOnce: Promise<Slots> | undefined;

/** The slots every inline script may use: constants the app reads from config.ts too. */
export function pageSlots(): Promise<Slots> {
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

/**
 * Compiles one of the page's inline scripts into a classic script: types stripped, wrapped in a function so its
 * names stay its own, minified without renaming, then every slot replaced by its value as a JSON literal. The file
 * may import types only: a classic script cannot import.
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
    if (typeof value !== 'string' && 'id' in value) return `JSON.parse(document.getElementById(${JSON.stringify(value.id)}).textContent)[${JSON.stringify(value.key)}]`;
    // `<` escaped, so no value can close the <script> element early.
    return JSON.stringify(value).replace(/</g, '\\u003c');
  });
}

/**
 * Inlines the scripts index.html names with `data-inline` (the theme and install scripts) into the page itself, in
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
