import type { ReactElement, ReactNode } from 'react';
import type { EarlyRead } from './earlyRead';
import type { RestDocument } from './restDocument';

/**
 * A data page's first cards before the app (docs/architecture.md, "First cards before the app"): the build renders
 * the page's card into a template (startup/cardTemplate.tsx) whose texts are slots and whose parts that change with
 * a value are variants; the page's inline script fills it from the shell's early read (lib/earlyRead.ts) while the
 * app's scripts download. Imports types only, so the script stays small.
 */

/** A slot in a template: the value of `name`, escaped, goes there (the sentinels are not escaped by React). */
export const slot = (name: string): string => `\u27E6${name}\u27E7`;
const SLOTS = /\u27E6([\w-]+)\u27E7/g;

/** The slot each card's element ids end with: a card's ids stay unique when the template is used for several. */
export const KEY_SLOT = 'key';
export const CARDS_SLOT = 'cards';

/** A card's HTML: literal pieces and variants (the HTML of each of a variant's options), in order. */
export type CardTemplate = (string | { variant: string; options: Record<string, string> })[];

/**
 * What a data page's early script fills: the list's region (count line, grid) before and after the cards, the card,
 * and how many cards it shows (one row, as many as the app's first commit renders: lib/useRevealed.ts).
 */
export interface EarlyListTemplate {
  region: readonly [string, string];
  card: CardTemplate;
  count: number;
}

/** How a data page's card is rendered into its template (startup/cardTemplate.tsx, at build time). */
export interface CardSpec<T> {
  card: (item: T) => ReactElement;
  /** The item the template is rendered from: its texts are slots (`sampleOf`, or `slot('title')` for a text of the card's own). */
  sample: T;
  /** The person whose avatar the card shows: the sample's id for them, and the sample with a picture (`avatarValues`). */
  avatar?: { id: string; picture: T };
  /**
   * The parts that change with a value: for each variant, the item changed so that the part shows each option.
   * The build renders each option and keeps what differs from the sample; variants must not overlap.
   */
  variants?: Record<string, Record<string, T>>;
  /**
   * Whole texts the sample's render shows for a slot (an initial letter, a time's words), by slot name; an element
   * the card marks `data-slot="name"` is that slot's without being named here.
   */
  texts?: Record<string, string>;
  /** Parts of attribute values the render makes of a slot (a time, a colour, a link), and what replaces them. */
  attributes?: Record<string, string>;
  /** The list's region (count line, grid) with the cards in it, as the page renders it. */
  region: (cards: ReactNode) => ReactElement;
}

export interface CardValues {
  slots: Record<string, string>;
  variants: Record<string, string>;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text made safe for HTML, in an element or in a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The card's HTML for `values`; `key` makes its element ids its own. Throws on a slot or option `values` lacks. */
export function fillCard(template: CardTemplate, values: CardValues, key: string): string {
  const slots: Record<string, string | undefined> = { ...values.slots, [KEY_SLOT]: key };
  const must = <V,>(value: V | undefined, what: string): V => {
    if (value === undefined) throw new Error(`early cards: no ${what}`);
    return value;
  };
  const html = template.map((piece) => (typeof piece === 'string' ? piece : must(piece.options[values.variants[piece.variant]], `option "${values.variants[piece.variant]}" of ${piece.variant}`))).join('');
  return html.replace(SLOTS, (_, name: string) => escapeHtml(must(slots[name], `value for ${name}`)));
}

export function fillList(template: EarlyListTemplate, values: readonly CardValues[]): string {
  const cards = values.map((card, index) => fillCard(template.card, card, `-early${index}`)).join('');
  return template.region[0] + cards + template.region[1];
}

/** The id of the page's `<script type="application/json">` holding its template (written by the build). */
export const TEMPLATE_ID = 'mb-early-cards';

/** The JSON of a template as the page holds it: `<` escaped, so no text in it can end its script element. */
export const templateJson = (template: EarlyListTemplate): string => JSON.stringify(template).replace(/</g, '\\u003c');

/** The attribute on the build-time shell's element whose content (the skeletons) the early cards replace, and the one it gets then. */
export const EARLY_LIST = 'data-early-list';
export const EARLY_CARDS = 'data-early-cards';

/** A card before the app (a feature's api/earlyCard.ts): how a document becomes its values. Pages that show the card share it. */
export interface EarlyCard<T> {
  /** A document of the early read, as the app reads it (`restReader` of the app's converter). */
  read: (doc: RestDocument) => T;
  values: (item: T) => CardValues;
  /** The picture a card's image falls back to when it fails, as the app's card does (none: it stays as it is). */
  imageFallback?: string;
}

/**
 * A data page's list as its first cards before the app read it: from the early read's documents, or from the
 * device's copy. The page's early script adds the copy to the page's card (startup/build/earlyCardsScript.ts): its list's, by name.
 */
export interface EarlyList<T> extends EarlyCard<T> {
  /** The list's copy on this device (lib/offlineCache.ts), read as stored, and its order (the app's preview of it). */
  copy: { read: () => Promise<unknown[] | null>; order: (a: T, b: T) => number };
}

/**
 * Shows the first items of the list as cards, in place of the shell's skeletons: on a repeat visit, from
 * the device's copy as soon as it is read (as the app previews it: lib/usePublicList.ts), and from the shell's
 * early read as soon as it answers (the server's, as the app shows it then). Nothing is shown without items, once
 * the app has replaced the shell, or if an item cannot be shown (the app shows it); nothing fails.
 */
export function showEarlyCards<T>(list: EarlyList<T>, earlyReadKey: string): void {
  // The shell's early read (startup/loaderScript.ts), told when the first cards are in with their pictures, or that
  // none will come: the loader requests the app's scripts then. Once.
  const early = (window as unknown as Record<string, EarlyRead | undefined>)[earlyReadKey];
  let told = false;
  const tell = () => {
    if (!told) early?.shown();
    told = true;
  };
  const json = document.getElementById(TEMPLATE_ID)?.textContent;
  if (!json) return tell();
  const template = JSON.parse(json) as EarlyListTemplate;
  let fromServer = false;
  const show = (items: readonly T[], server: boolean): Element | null => {
    // The shell's list, not yet replaced by the app (which removes the whole shell).
    const target = document.querySelector(`[${EARLY_LIST}],[${EARLY_CARDS}]`);
    if (!target || !items.length || (fromServer && !server)) return null;
    target.innerHTML = fillList(template, items.slice(0, template.count).map(list.values));
    const fallback = list.imageFallback;
    // Before the next task, when a failed image's error is dispatched.
    if (fallback) {
      for (const image of Array.from(target.querySelectorAll('article img'))) {
        image.addEventListener('error', () => image.setAttribute('src', fallback), { once: true });
      }
    }
    target.removeAttribute(EARLY_LIST);
    target.setAttribute(EARLY_CARDS, '');
    fromServer = server;
    return target;
  };
  const ignore = () => undefined;
  list.copy
    .read()
    .then((stored) => {
      const shown = show(((stored ?? []) as T[]).slice().sort(list.copy.order), false);
      if (shown) return picturesIn(shown).then(tell);
    })
    .catch(ignore);
  // Registered before the app can take the answer: the copy is made before the app reads the body.
  if (!early) return;
  early.response
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((rows) => {
      if (!Array.isArray(rows)) return;
      const shown = show((rows as { document?: RestDocument }[]).flatMap((row) => (row.document ? [list.read(row.document)] : [])), true);
      if (shown) return picturesIn(shown);
    })
    .catch(ignore)
    .finally(tell);
}

/** The longest the app's scripts wait for the first cards' pictures (a slow image host must not hold the app). */
const PICTURES_WAIT_MS = 1000;

/**
 * Once the pictures the cards load first (`fetchpriority="high"`: the career hub's first thumbnails, the page's
 * largest paint) have loaded or failed, or PICTURES_WAIT_MS have passed.
 */
function picturesIn(region: Element): Promise<unknown> {
  const pending = Array.from(region.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).filter((image) => !image.complete);
  const loaded = pending.map((image) => new Promise((done) => ['load', 'error'].forEach((type) => image.addEventListener(type, done, { once: true }))));
  return Promise.race([Promise.all(loaded), new Promise((done) => setTimeout(done, PICTURES_WAIT_MS))]);
}
