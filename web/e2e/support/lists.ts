import { expect, type Page } from '@playwright/test';

/** A list's "Load more" button, e.g. `loadMoreButton(page, 'mentors')`. */
/**
 * The requests that read Firestore data: the SDK's channels and the lists' REST reads (web/src/lib/firestoreRest.ts).
 * A test that holds these back sees a screen's loading state for as long as it looks.
 */
export const FIRESTORE_READS = /\/google\.firestore\.v1\.Firestore\/|\/documents:run(Query|AggregationQuery)$/;

/** A list's filter or sort field, by its label: a native select (web/src/components/FilterSelect.tsx). */
export const filterSelect = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

/** Sets a list's filter or sort field to the option with this text (waiting for the option to be there). */
export async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  await filterSelect(page, label).selectOption({ label: option });
}

export const loadMoreButton = (page: Page, noun: string) => page.getByRole('button', { name: `Load more ${noun}` });

/** The line at a list's end: "You've seen all 84 mentors". */
export const listEnd = (page: Page, noun: string) => page.getByText(new RegExp(`^You've seen (all \\d+ ${noun}|the only ${noun.replace(/s$/, '')})$`));

/**
 * Reads every page of a list: presses "Load more" until the end line shows. The button also loads by itself
 * when it scrolls into view, so it may be busy or gone when clicked; the block is retried until the end shows.
 */
export async function loadAllPages(page: Page, noun: string): Promise<void> {
  const more = loadMoreButton(page, noun);
  const end = listEnd(page, noun);
  await expect(more.or(end)).toBeVisible();
  // Under a heavy load a page takes several seconds to come, and the button is re-rendered as it does: each try
  // waits a while, and the whole read may take minutes (seen: 90 s were not enough for 7 pages with the machine at load 25).
  await expect(async () => {
    if (await more.isVisible()) await more.click({ timeout: 5_000 });
    await expect(end).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 200_000 });
}

/** Reads pages until more than `count` items of the list are shown (the button may be busy or load by itself). */
export async function loadBeyond(page: Page, noun: string, count: number): Promise<void> {
  const more = loadMoreButton(page, noun);
  const shown = page.getByRole('article');
  await expect(async () => {
    // The button also loads by itself in view, and is gone at the end: only a visible one is pressed.
    if ((await shown.count()) <= count && (await more.isVisible())) await more.click({ timeout: 2_000 });
    expect(await shown.count()).toBeGreaterThan(count);
  }).toPass({ timeout: 60_000 });
}

/** How many items the app's offline cache (IndexedDB, read directly) holds for a list. */
export function cachedCount(page: Page, list: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('mentorbridge-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lists')) return resolve(0);
          const get = db.transaction('lists').objectStore('lists').get(name);
          get.onsuccess = () => {
            resolve((get.result as { count?: number } | undefined)?.count ?? 0);
            db.close();
          };
        };
      }),
    list,
  );
}
