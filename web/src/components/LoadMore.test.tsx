import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  renderWithProviders(<LoadMore noun="mentors" list={list} skeleton={<div>placeholder</div>} />);
  return { status: screen.getByRole('status'), button: screen.queryByRole('button', { name: 'Load more mentors' }) };
}

describe('LoadMore', () => {
  it('says how many of how many are shown, and loads the next page when pressed', () => {
    const list = foot();
    const { status, button } = renderFoot(list);
    expect(status).toHaveTextContent('Showing 24 of 84 mentors');
    fireEvent.click(button as HTMLElement);
    expect(list.loadMore).toHaveBeenCalledTimes(1);
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
});
