import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { textFields } from '@mentorbridge/model';
import { TEXT_VARIANT } from '@/lib/cardFields';
import { CARDS_SLOT, KEY_SLOT, numberSlots, slot, type CardSpec, type CardTemplate, type EarlyListTemplate, type Variant } from '@/lib/earlyCards';
import { theme } from '../app/theme';

/*
 * The build's render of a data page's card into the template of its first cards before the app (lib/earlyCards.ts):
 * build-time only, the templates are written into each data page's shell.
 */

/** React's preload hints for the images of a render, which it writes first: a part's images load with it. */
const IMAGE_PRELOADS = /^(<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * Static HTML of a part of a screen, with the app's theme, outside the page (no CSS variables or global styles
 * written, no image preload hints).
 */
export function renderPart(element: ReactElement): string {
  const html = renderToString(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <MemoryRouter>{element}</MemoryRouter>
    </MantineProvider>,
  );
  return html.replace(IMAGE_PRELOADS, '');
}

const commonPrefix = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

const commonSuffix = (a: string, b: string, limit: number): number => {
  let i = 0;
  while (i < limit && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
  return i;
};

/** Each element id of the card gets the card's key slot, and so does every reference to it. */
function keyedIds(html: string, ids: readonly string[]): string {
  return ids.reduce((out, id) => out.split(id).join(`${id}${slot(KEY_SLOT)}`), html);
}

/** Number slots (numberSlot) and swapped texts become their slots. */
function withSlots(html: string, swaps: Record<string, string>): string {
  let out = html;
  for (const [n, name] of numberSlots()) out = out.split(String(n)).join(slot(name));
  for (const [html, replacement] of Object.entries(swaps)) out = out.split(html).join(replacement);
  return out;
}

/** A card's template: the sample's render, with each variant's part replaced by its options. */
export function cardTemplate<T>(spec: CardSpec<T>): EarlyListTemplate {
  const raw = renderPart(spec.card(spec.sample));
  const ids = [...raw.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  // Every render has its slots in place before the renders are compared (a render's ids are those of every other).
  const slotted = (html: string) => keyedIds(withSlots(html, spec.swaps ?? {}), ids);
  const render = (item: T) => slotted(renderPart(spec.card(item)));
  const base = slotted(raw);
  // A text field the sample shows by its name is a variant when the card shows something else than an empty text
  // for an empty value (a line left out, a fallback text).
  const textVariants: Record<string, Record<string, T>> = {};
  for (const name of textFields(spec.fields)) {
    if ((spec.sample as Record<string, unknown>)[name] !== slot(name) || !base.includes(slot(name))) continue;
    const without = { ...spec.sample, [name]: '' };
    if (render(without) !== base.split(slot(name)).join('')) textVariants[name] = { [TEXT_VARIANT.with]: spec.sample, [TEXT_VARIANT.without]: without };
  }
  const holes: { from: number; to: number; variant: string; options: Record<string, string> }[] = [];
  for (const [variant, items] of Object.entries({ ...textVariants, ...spec.variants })) {
    const rendered = Object.entries(items).map(([option, item]) => [option, render(item)] as const);
    if (rendered.every(([, html]) => html === base)) throw new Error(`early cards: the options of ${variant} all render the same`);
    let prefix = base.length;
    let suffix = base.length;
    // The option the sample shows renders as the sample: it says nothing of where the part is.
    for (const [, html] of rendered.filter(([, other]) => other !== base)) {
      const p = commonPrefix(base, html);
      prefix = Math.min(prefix, p);
      suffix = Math.min(suffix, commonSuffix(base, html, Math.min(base.length, html.length) - p));
    }
    holes.push({
      from: prefix,
      to: base.length - suffix,
      variant,
      options: Object.fromEntries(rendered.map(([option, html]) => [option, html.slice(prefix, html.length - suffix)])),
    });
  }
  holes.sort((a, b) => a.from - b.from);
  holes.forEach((hole, i) => {
    if (i > 0 && hole.from < holes[i - 1].to) throw new Error(`early cards: the variants ${holes[i - 1].variant} and ${hole.variant} overlap`);
  });
  const card: CardTemplate = [];
  let at = 0;
  for (const hole of holes) {
    card.push(base.slice(at, hole.from), { variant: hole.variant, options: hole.options } satisfies Variant);
    at = hole.to;
  }
  card.push(base.slice(at));
  const region = renderPart(spec.region(slot(CARDS_SLOT))).split(slot(CARDS_SLOT));
  if (region.length !== 2) throw new Error('early cards: the region must hold the cards once');
  return { region: [region[0], region[1]], card };
}
