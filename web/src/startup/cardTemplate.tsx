import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { TEXT_VARIANT } from '@/lib/cardFields';
import { CARDS_SLOT, escapeHtml, KEY_SLOT, slot, type CardSpec, type CardTemplate, type EarlyListTemplate } from '@/lib/earlyCards';
import { FIRST_REVEAL } from '@/lib/useRevealed';
import { avatarHueSwap } from '@/session/PersonAvatar';
import { theme } from '../app/theme';

/*
 * The build's render of a data page's card into the template of its first cards before the app (lib/earlyCards.ts):
 * build-time only, the templates are written into each data page's shell. A render is read as parse5's tree, whose
 * nodes know where their source lies, and edited there: the template keeps React's own markup, so the app's card and
 * the filled template are the same text.
 */

type Node = DefaultTreeAdapterMap['childNode'];
type Parent = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

const parse = (html: string) => parseFragment(html, { sourceCodeLocationInfo: true });
const children = (node: Parent): Node[] => tree.getChildNodes(node);
const at = (node: Node) => node.sourceCodeLocation ?? { startOffset: 0, endOffset: 0 };
/** Where an element's content starts and ends (the fragment's: the whole render). */
const contentOf = (node: Parent, html: string): [number, number] =>
  tree.isElementNode(node) ? [node.sourceCodeLocation?.startTag?.endOffset ?? 0, node.sourceCodeLocation?.endTag?.startOffset ?? 0] : [0, html.length];

function eachNode(node: Parent, visit: (node: Node) => void): void {
  for (const child of children(node)) {
    visit(child);
    if (tree.isElementNode(child)) eachNode(child, visit);
  }
}

const isImagePreload = (node: Node) => tree.isElementNode(node) && node.tagName === 'link' && node.attrs.some((a) => a.name === 'as' && a.value === 'image');

/**
 * Static HTML of a part of a screen, with the app's theme, outside the page (no CSS variables or global styles
 * written, and without the image preload hints React writes first: a part's images load with it).
 */
export function renderPart(element: ReactElement): string {
  const html = renderToString(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <MemoryRouter>{element}</MemoryRouter>
    </MantineProvider>,
  );
  const rest = children(parse(html)).find((node) => !isImagePreload(node));
  return rest ? html.slice(at(rest).startOffset) : '';
}

interface Edit {
  from: number;
  to: number;
  text: string;
}

const applied = (html: string, edits: Edit[]) =>
  edits.sort((a, b) => b.from - a.from).reduce((out, { from, to, text }) => out.slice(0, from) + text + out.slice(to), html);

/**
 * A render with its slots in place: each element id (and each reference to it) ends with the card's key slot, an
 * element's `data-slot` names the slot its content is, and the texts and attribute parts the spec names are theirs.
 */
function withSlots<T>(html: string, spec: CardSpec<T>, ids: ReadonlySet<string>): string {
  const edits: Edit[] = [];
  eachNode(parse(html), (node) => {
    const named = tree.isTextNode(node) && spec.texts?.[node.value];
    if (named) edits.push({ ...range(node), text: escapeHtml(slot(named)) });
    if (tree.isElementNode(node)) {
      const content = node.attrs.find((a) => a.name === 'data-slot');
      const [from, to] = contentOf(node, html);
      if (content) edits.push({ from, to, text: slot(content.value) });
      for (const { name, value } of node.attrs) {
        const keyed = value.split(' ').map((token) => (ids.has(token) ? token + slot(KEY_SLOT) : token)).join(' ');
        const swapped = Object.entries(spec.attributes ?? {}).reduce((out, [found, by]) => out.split(found).join(by), keyed);
        const location = node.sourceCodeLocation?.attrs?.[name];
        // The name as React wrote it (parse5 lowers its case: `dateTime`).
        const written = location && html.slice(location.startOffset, location.startOffset + name.length);
        if (swapped !== value && location) edits.push({ from: location.startOffset, to: location.endOffset, text: `${written}="${escapeHtml(swapped)}"` });
      }
    }
  });
  return applied(html, edits);
}

const range = (node: Node) => ({ from: at(node).startOffset, to: at(node).endOffset });

/** The part of `base` that `other` renders otherwise, on node boundaries: [from, to) in `base`. */
function differing(base: string, other: string, a: Parent = parse(base), b: Parent = parse(other)): [number, number] {
  const [ca, cb] = [children(a), children(b)];
  const same = (i: number, j: number) => base.slice(at(ca[i]).startOffset, at(ca[i]).endOffset) === other.slice(at(cb[j]).startOffset, at(cb[j]).endOffset);
  let head = 0;
  while (head < ca.length && head < cb.length && same(head, head)) head++;
  let tail = 0;
  while (tail < ca.length - head && tail < cb.length - head && same(ca.length - 1 - tail, cb.length - 1 - tail)) tail++;
  const [x, y] = [ca[head], cb[head]];
  // One element each, opened alike: the difference is inside it.
  if (ca.length - head - tail === 1 && cb.length - head - tail === 1 && tree.isElementNode(x) && tree.isElementNode(y) && startTag(base, x) === startTag(other, y)) {
    return differing(base, other, x, y);
  }
  const [start, end] = contentOf(a, base);
  return [head ? at(ca[head - 1]).endOffset : start, tail ? at(ca[ca.length - tail]).startOffset : end];
}

const startTag = (html: string, node: Element) => html.slice(node.sourceCodeLocation?.startTag?.startOffset, node.sourceCodeLocation?.startTag?.endOffset);

/** A card's template: the sample's render, with each variant's part replaced by its options. */
export function cardTemplate<T>(given: CardSpec<T>): EarlyListTemplate {
  // A person's avatar (lib/cardFields.ts, avatarValues): the picture, or the first letter of the name's slot on its hue.
  const { avatar } = given;
  const spec = !avatar
    ? given
    : {
        ...given,
        variants: { avatar: { initial: given.sample, picture: avatar.picture }, ...given.variants },
        texts: { [slot('')[0]]: 'initial', ...given.texts },
        attributes: { ...avatarHueSwap(avatar.id, slot('hue')), ...given.attributes },
      };
  const raw = renderPart(spec.card(spec.sample));
  const ids = new Set<string>();
  eachNode(parse(raw), (node) => tree.isElementNode(node) && node.attrs.forEach((a) => a.name === 'id' && ids.add(a.value)));
  // Every render has its slots in place before the renders are compared (a render's ids are those of every other).
  const render = (item: T) => withSlots(renderPart(spec.card(item)), spec, ids);
  const base = withSlots(raw, spec, ids);
  // A text field the sample shows by its name (`sampleOf`) is a variant when the card shows something else than an
  // empty text for an empty value (a line left out, a fallback text).
  const textVariants: Record<string, Record<string, T>> = {};
  for (const [name, value] of Object.entries(spec.sample as Record<string, unknown>)) {
    // The id is the document's name, no field.
    if (name === 'id' || value !== slot(name) || !base.includes(slot(name))) continue;
    const without = { ...spec.sample, [name]: '' };
    if (render(without) !== base.split(slot(name)).join('')) textVariants[name] = { [TEXT_VARIANT.with]: spec.sample, [TEXT_VARIANT.without]: without };
  }
  const holes = Object.entries({ ...textVariants, ...spec.variants }).map(([variant, items]) => {
    const rendered = Object.entries(items).map(([option, item]) => [option, render(item)] as const);
    // The option the sample shows renders as the sample: it says nothing of where the part is.
    const parts = rendered.filter(([, html]) => html !== base).map(([, html]) => differing(base, html));
    if (!parts.length) throw new Error(`early cards: the options of ${variant} all render the same`);
    const [from, to] = [Math.min(...parts.map(([start]) => start)), Math.max(...parts.map(([, end]) => end))];
    return { from, to, variant, options: Object.fromEntries(rendered.map(([option, html]) => [option, html.slice(from, html.length - (base.length - to))])) };
  });
  holes.sort((a, b) => a.from - b.from);
  const card: CardTemplate = [];
  let done = 0;
  for (const { from, to, variant, options } of holes) {
    if (from < done) throw new Error(`early cards: the variant ${variant} overlaps another`);
    card.push(base.slice(done, from), { variant, options });
    done = to;
  }
  card.push(base.slice(done));
  const region = renderPart(spec.region(slot(CARDS_SLOT))).split(slot(CARDS_SLOT));
  if (region.length !== 2) throw new Error('early cards: the region must hold the cards once');
  return { region: [region[0], region[1]], card, count: FIRST_REVEAL };
}
