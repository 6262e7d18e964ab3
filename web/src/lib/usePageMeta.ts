import { useEffect } from 'react';

/** One screen's or route's title and description while it is mounted; the higher level wins, then the newest. */
interface PageMeta {
  title: string;
  description: string | null;
  level: number;
}

const ROUTE_LEVEL = 0;
const SCREEN_LEVEL = 1;

/** What is mounted, in the order it was set. */
const mounted: PageMeta[] = [];
/** The page's own title and description (the built page's), put back once nothing is mounted. */
let original: { title: string; description: string | null } | null = null;

const descriptionMeta = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');

/** The last of the highest level among `metas`, or undefined. */
function winner(metas: PageMeta[]): PageMeta | undefined {
  return metas.reduce<PageMeta | undefined>((best, meta) => (best && best.level > meta.level ? best : meta), undefined);
}

function show(): void {
  const meta = descriptionMeta();
  const top = winner(mounted);
  const title = top?.title ?? original?.title;
  const description = winner(mounted.filter((m) => m.description !== null))?.description ?? original?.description ?? null;
  if (title !== undefined) document.title = title;
  if (meta && description !== null) meta.content = description;
  if (!top) original = null;
}

function useDocumentMeta(title: string | null, description: string | null, level: number): void {
  useEffect(() => {
    if (title === null) return;
    if (mounted.length === 0) original = { title: document.title, description: descriptionMeta()?.content ?? null };
    const entry: PageMeta = { title, description, level };
    mounted.push(entry);
    show();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      show();
    };
  }, [title, description, level]);
}

/**
 * Sets the page's title and description (what a shared link's preview and the browser's tab show) while the
 * screen is mounted, and puts the previous ones back when it leaves. Nothing while `title` is null (loading).
 * A screen's title wins over its route's (`PageTitle`), whichever was set first.
 */
export function usePageMeta(title: string | null, description: string | null): void {
  useDocumentMeta(title, description, SCREEN_LEVEL);
}

/**
 * A route's document title (TEXTS.pageTitles), rendered beside its screen (app/router.tsx): a screen that names its
 * item (a discussion's title, a mentor's name) with `usePageMeta` shows its own instead, once it has it.
 */
export function PageTitle({ title }: { title: string }): null {
  useDocumentMeta(title, null, ROUTE_LEVEL);
  return null;
}
