/**
 * The build's edits of its HTML pages (build/pages.ts), on parse5's tree rather than on the text: find elements by
 * tag and attributes, remove them, add elements or rendered HTML, and write the page back. Build-time only.
 */
import { defaultTreeAdapter as tree, parse, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlDocument = DefaultTreeAdapterMap['document'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

export const parseHtml = (html: string): HtmlDocument => parse(html);
export const writeHtml = (document: HtmlDocument): string => serialize(document);

export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** What an element must be: its tag, and attributes that must have these values (`true`: present, any value). */
export interface ElementQuery {
  tag: string;
  attrs?: Record<string, string | true>;
}

const matches = (element: HtmlElement, query: ElementQuery): boolean =>
  element.tagName === query.tag &&
  Object.entries(query.attrs ?? {}).every(([name, value]) => {
    const actual = attr(element, name);
    return value === true ? actual !== undefined : actual === value;
  });

export function findAll(node: ParentNode, query: ElementQuery): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (parent: ParentNode) => {
    for (const child of tree.getChildNodes(parent)) {
      if (!tree.isElementNode(child)) continue;
      if (matches(child, query)) found.push(child);
      visit(child);
    }
  };
  visit(node);
  return found;
}

/** The one element under `node` that matches; the build fails without it. */
export function findOne(node: ParentNode, query: ElementQuery, what: string): HtmlElement {
  const [element] = findAll(node, query);
  if (!element) throw new Error(`html: ${what} not found`);
  return element;
}

export function remove(node: ChildNode): void {
  tree.detachNode(node);
}

/** A new element with these attributes (`true`: present with no value) and, for a script or a style, its text. */
export function element(tag: string, attrs: Record<string, string | true>, text?: string): HtmlElement {
  const created = tree.createElement(tag, 'http://www.w3.org/1999/xhtml' as HtmlElement['namespaceURI'], Object.entries(attrs).map(([name, value]) => ({ name, value: value === true ? '' : value })));
  if (text !== undefined) tree.insertText(created, text);
  return created;
}

export function setAttr(element: HtmlElement, name: string, value = ''): void {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** Appends nodes, or HTML (a render's markup, parsed in the context of `parent`), as the last children of `parent`. */
export function append(parent: HtmlElement, ...content: (HtmlElement | string)[]): void {
  for (const item of content) {
    const nodes: ChildNode[] = typeof item === 'string' ? tree.getChildNodes(parseFragment(parent, item, {})) : [item];
    for (const node of [...nodes]) tree.appendChild(parent, node);
  }
}

export function insertAfter(reference: ChildNode, ...elements: HtmlElement[]): void {
  const parent = tree.getParentNode(reference);
  if (!parent) throw new Error('html: the element has no parent');
  const siblings = tree.getChildNodes(parent);
  const next = siblings[siblings.indexOf(reference) + 1];
  for (const created of elements) {
    if (next) tree.insertBefore(parent, created, next);
    else tree.appendChild(parent, created);
  }
}

/** Replaces an element's content with a text (a page's `<title>`). */
export function setText(element: HtmlElement, text: string): void {
  for (const child of [...tree.getChildNodes(element)]) tree.detachNode(child);
  tree.insertText(element, text);
}
