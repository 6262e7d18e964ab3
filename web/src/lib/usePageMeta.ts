import { useEffect } from 'react';

/**
 * Sets the page's title and description (what a shared link's preview and the browser's tab show) while the
 * screen is mounted, and puts the previous ones back when it leaves. Nothing while `title` is null (loading).
 */
export function usePageMeta(title: string | null, description: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = { title: document.title, description: meta?.content ?? null };
    document.title = title;
    if (meta && description !== null) meta.content = description;
    return () => {
      document.title = previous.title;
      if (meta && previous.description !== null) meta.content = previous.description;
    };
  }, [title, description]);
}

/**
 * A route's document title (TEXTS.pageTitles), rendered before its screen (app/router.tsx): its effect runs before
 * the screen's, so a screen that names its item (a discussion's title, a mentor's name) sets its own after it.
 */
export function PageTitle({ title }: { title: string }): null {
  usePageMeta(title, null);
  return null;
}
