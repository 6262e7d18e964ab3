/**
 * A data page's first cards before the app (docs/architecture.md, "First cards before the app"): the route's own
 * stylesheets, its card template as JSON, and the script that fills it from the shell's early read.
 */
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';
// The tools' type check (scripts/) has no @/ alias.
// eslint-disable-next-line no-restricted-imports
import { TEMPLATE_ID } from '../../lib/earlyCards.ts';
import type { DataPageBuild } from './dataPages.ts';
import { element } from './html.ts';
import { pageSlots } from './inlineScripts.ts';
import { classicScript } from './nestedBuild.ts';

/** The modules showing a page's first cards before the app, and reading the list's copy on the device. */
const EARLY_CARDS = fileURLToPath(new URL('../../lib/earlyCards.ts', import.meta.url));
const OFFLINE_CACHE = fileURLToPath(new URL('../../lib/offlineCache.ts', import.meta.url));
const ENTRY = '\0early-cards';
/** What stands, in the early cards' script, for the page definition's view: the script never loads the app's screen. */
const NO_VIEW = '\0early-cards-no-view';

/** What the early cards of one page need from its shell's render (ShellParts in pages.ts). */
export interface EarlyCardsParts {
  list: string;
  order: { field: string; direction: 'asc' | 'desc' };
  template: string;
}

/**
 * The elements the page's body ends with: the route's stylesheets, the template, and lib/earlyCards.ts bundled with
 * the page definition's `early` card (which imports the model's readers) and the list's copy on the device, read by
 * the list's name and in its order, into one classic inline script.
 */
export async function earlyCards(config: ResolvedConfig, { definition, view }: DataPageBuild, { list, order, template }: EarlyCardsParts, styles: readonly string[]) {
  const json = JSON.stringify;
  const entry = [
    `import { showEarlyCards } from ${json(EARLY_CARDS)};`,
    `import { inListOrder, readStoredCopy } from ${json(OFFLINE_CACHE)};`,
    `import { page } from ${json(definition)};`,
    `const copy = { read: () => readStoredCopy(${json(list)}), order: inListOrder(${json(order)}) };`,
    `void page.early().then((card) => showEarlyCards({ ...card, copy }, ${json((await pageSlots()).MB_EARLY_READ_KEY)}));`,
  ].join('\n');
  const code = await classicScript(config, ENTRY, [
    {
      name: 'mentorbridge:early-cards-entry',
      resolveId: (source) => (source === ENTRY ? ENTRY : undefined),
      // The definition's view (screen, shell, card) is the app's: the script has none of its code. Its early
      // values, loaded lazily by the app's build, are part of the script.
      async resolveDynamicImport(specifier, importer) {
        if (typeof specifier !== 'string' || !importer) return null;
        const resolved = await this.resolve(specifier, importer);
        return resolved?.id === view ? NO_VIEW : null;
      },
      load: (source) => (source === ENTRY ? entry : source === NO_VIEW ? 'export {};' : undefined),
    },
  ]);
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
