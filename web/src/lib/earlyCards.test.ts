import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READ_KEY } from '@/config';
import { EARLY_CARDS, EARLY_LIST, showEarlyCards, slot, TEMPLATE_ID, type EarlyList, type EarlyListTemplate } from './earlyCards';
import type { EarlyRead } from './earlyRead';
import { decodeFields, type RestDocument } from './restDocument';

interface Item {
  title: string;
}

const list: EarlyList<Item> = {
  read: (doc: RestDocument) => ({ title: String(decodeFields(doc.fields).title) }),
  values: (item) => ({ slots: { title: item.title }, variants: {} }),
  copy: { read: () => Promise.resolve(null), order: () => 0 },
};

const template: EarlyListTemplate = {
  region: ['<div class="grid">', '</div>'],
  count: 3,
  card: [`<article><img fetchpriority="high" src="/thumb.png" alt="">${slot('title')}</article>`],
};

const holder = window as unknown as Record<string, EarlyRead | undefined>;

/** The shell as the build writes it: the template, the list's skeletons, and the loader's early read. */
function shell(response: Promise<Response>, withTemplate = true) {
  document.body.innerHTML =
    (withTemplate ? `<script type="application/json" id="${TEMPLATE_ID}">${JSON.stringify(template)}</script>` : '') +
    `<div ${EARLY_LIST}><p>skeletons</p></div>`;
  const shown = vi.fn();
  holder[EARLY_READ_KEY] = { url: 'https://firestore.test/runQuery', body: '{}', response, shown };
  return shown;
}

const rows = [{ document: { name: 'projects/p1', fields: { title: { stringValue: 'Build a parser' } } } }];

describe('the early cards tell the loader when the app may start', () => {
  afterEach(() => {
    delete holder[EARLY_READ_KEY];
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('once the first cards are in and their first pictures have loaded', async () => {
    const shown = shell(Promise.resolve(new Response(JSON.stringify(rows))));
    showEarlyCards(list, EARLY_READ_KEY);
    await vi.waitFor(() => expect(document.querySelector(`[${EARLY_CARDS}] article`)?.textContent).toBe('Build a parser'));
    expect(shown).not.toHaveBeenCalled();
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });

  it('once the cards are in, at the latest a second later, when their pictures do not arrive', async () => {
    // Only the timers: reading the answer's body takes the event loop's other turns.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const shown = shell(Promise.resolve(new Response(JSON.stringify(rows))));
    showEarlyCards(list, EARLY_READ_KEY);
    while (!document.querySelector(`[${EARLY_CARDS}] article`)) await new Promise((turn) => setImmediate(turn));
    await vi.advanceTimersByTimeAsync(999);
    expect(shown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('at once when no card will come: the read failed, was refused, or found nothing, or the page has no template', async () => {
    const failures = [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(new Response('denied', { status: 403 })),
      Promise.resolve(new Response('[{"readTime":"2026-11-25T00:00:00Z"}]')),
    ];
    for (const response of failures) {
      response.catch(() => undefined);
      const shown = shell(response);
      showEarlyCards(list, EARLY_READ_KEY);
      await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
      expect(document.querySelector(`[${EARLY_CARDS}]`)).toBeNull();
    }
    const shown = shell(new Promise<Response>(() => undefined), false);
    showEarlyCards(list, EARLY_READ_KEY);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('once the device’s copy shows its cards, on a repeat visit, without waiting for the server', async () => {
    const shown = shell(new Promise<Response>(() => undefined));
    const fromCopy: EarlyList<Item> = { ...list, copy: { read: () => Promise.resolve([{ title: 'Kept on this device' }]), order: () => 0 } };
    showEarlyCards(fromCopy, EARLY_READ_KEY);
    await vi.waitFor(() => expect(document.querySelector(`[${EARLY_CARDS}] article`)?.textContent).toBe('Kept on this device'));
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });
});
