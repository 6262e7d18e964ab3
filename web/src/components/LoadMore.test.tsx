import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { LoadMore, type PagedListFoot } from './LoadMore';

const foot = (change: Partial<PagedListFoot> = {}): PagedListFoot => ({
  items: Array.from({ length: 24 }, (_, i) => i),
  hasMore: true,
  loadingMore: false,
  total: 84,
  error: null,
  loadMore: vi.fn(),
  ...change,
});

function renderFoot(list: PagedListFoot) {
  const view = renderWithProviders(<LoadMore noun="mentors" list={list} skeleton={<div>placeholder</div>} />);
  return {
    status: screen.getByRole('status'),
    button: screen.queryByRole('button', { name: 'Load more mentors' }),
    rerender: (next: PagedListFoot) => view.rerender(<LoadMore noun="mentors" list={next} skeleton={<div>placeholder</div>} />),
  };
}

/** The browser's IntersectionObserver, played: `show(true)` reports the foot in view, `show(false)` out of it. */
function playViewport() {
  const observers = new Set<IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show: (isIntersecting: boolean) =>
      act(() => {
        for (const callback of observers) callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}
afterEach(() => vi.unstubAllGlobals());

describe('LoadMore', () => {
  it('says how many of how many are shown, and loads the next page when pressed', () => {
    const list = foot();
    const { status, button } = renderFoot(list);
    expect(status).toHaveTextContent('Showing 24 of 84 mentors');
    fireEvent.click(button as HTMLElement);
    expect(list.loadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the press at once, before the list says it is loading, until the next page is in', () => {
    const list = foot();
    const { button, rerender } = renderFoot(list);
    expect(button).not.toHaveAttribute('data-loading');
    fireEvent.click(button as HTMLElement);
    // The list's own loading state comes later (a transition): the button already shows the press.
    expect(screen.getByRole('button', { name: 'Load more mentors' })).toHaveAttribute('data-loading');
    rerender(foot({ items: Array.from({ length: 36 }, (_, i) => i) }));
    expect(screen.getByRole('button', { name: 'Load more mentors' })).not.toHaveAttribute('data-loading');
  });

  it('says a page that failed, and tries again when pressed', () => {
    const list = foot({ error: new Error('The server did not answer within 15 s') });
    const { status, button } = renderFoot(list);
    expect(status).toHaveTextContent('Could not load more mentors. Please try again.');
    fireEvent.click(button as HTMLElement);
    expect(list.loadMore).toHaveBeenCalledTimes(1);
  });

  it('says the end with the total, without a button', () => {
    const { status, button } = renderFoot(foot({ items: [1, 2, 3], hasMore: false, total: 3 }));
    expect(status).toHaveTextContent("You've seen all 3 mentors");
    expect(button).toBeNull();
  });

  it("shows the button disabled with the reason while the list is the device's copy, and reads nothing", () => {
    const viewport = playViewport();
    const list = foot({ hasMore: false, total: null, fromDevice: true });
    const { status, button } = renderFoot(list);
    expect(status).toHaveTextContent("More mentors will load when you're back online.");
    expect(status).not.toHaveTextContent("You've seen");
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("More mentors will load when you're back online.");
    fireEvent.click(button as HTMLElement);
    viewport.show(true);
    expect(list.loadMore).not.toHaveBeenCalled();
  });

  it('reads one page when the foot comes into view, and not again while it stays in view', () => {
    const viewport = playViewport();
    const list = foot();
    const { rerender } = renderFoot(list);
    viewport.show(true);
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    // The page is on its way, then in: the foot, still in view, reads nothing more.
    rerender({ ...list, loadingMore: true });
    viewport.show(true);
    rerender({ ...list, items: Array.from({ length: 48 }, (_, i) => i) });
    viewport.show(true);
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    // Scrolled away and back: one more page.
    viewport.show(false);
    viewport.show(true);
    expect(list.loadMore).toHaveBeenCalledTimes(2);
  });

  it('reads nothing when the foot comes into view while a page is on its way, or after a page failed', () => {
    const viewport = playViewport();
    const list = foot({ loadingMore: true });
    const { rerender } = renderFoot(list);
    viewport.show(true);
    viewport.show(false);
    viewport.show(true);
    expect(list.loadMore).not.toHaveBeenCalled();
    rerender({ ...list, loadingMore: false, error: new Error('The server did not answer within 15 s') });
    viewport.show(false);
    viewport.show(true);
    expect(list.loadMore).not.toHaveBeenCalled();
  });
});
