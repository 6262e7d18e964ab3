import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readyPages, renderWithProviders } from '@/test-utils';
import type { Paged } from '../api/paged';
import { AdminList, PAGE_SIZE } from './AdminList';

interface Item {
  id: string;
  name: string;
}

/** The pages, with spies for the reads the list asks for. */
const fakePaged = (items: Item[], overrides: Partial<Paged<Item>> = {}): Paged<Item> =>
  readyPages(items, { loadMore: vi.fn(), reload: vi.fn(), ...overrides });

const people = (n: number, name = (i: number) => `Person ${i}`): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, name: name(i) }));

function renderList(paged: Paged<Item>) {
  return renderWithProviders(
    <AdminList
      paged={paged}
      noun="users"
      searchPlaceholder="Search"
      searchFields={(item: Item) => [item.name, item.id]}
      renderItem={(item: Item) => <span>{item.name}</span>}
    />,
  );
}

const search = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value } });

// Generous timeout: Mantine's first render in jsdom is slow on a busy machine.
describe('AdminList', () => {
  it('filters the loaded rows case-insensitively', async () => {
    renderList(fakePaged([{ id: 'a', name: 'Maya Mentor' }, { id: 'b', name: 'Daniel Okafor' }, { id: 'maya-2', name: 'Someone' }]));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    search('MAYA');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText('Daniel Okafor')).toBeNull();
    search('nobody');
    expect(await screen.findByText('No users match "nobody"')).toBeInTheDocument();
  });

  it('keeps reading pages while a search has too few matches and the server has more', async () => {
    const paged = fakePaged(people(PAGE_SIZE), { hasMore: true });
    renderList(paged);
    expect(paged.loadMore).not.toHaveBeenCalled();
    search('rare');
    await waitFor(() => expect(paged.loadMore).toHaveBeenCalledWith(100));
    expect(screen.getByText('Searching…')).toBeInTheDocument();
  });

  it('loads the next page with Load more, and offers it only while the server has more', async () => {
    const paged = fakePaged(people(PAGE_SIZE), { hasMore: true });
    const { unmount } = renderList(paged);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(paged.loadMore).toHaveBeenCalledWith(PAGE_SIZE));
    unmount();
    renderList(fakePaged(people(PAGE_SIZE + 3)));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText(`Showing ${PAGE_SIZE + 3} users`)).toBeInTheDocument();
  });

  it('shows skeletons while loading, and the error with a retry when the first page fails', async () => {
    const { unmount } = renderList(fakePaged([], { status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading users');
    unmount();
    const failed = fakePaged([], { status: 'error', error: new Error('Missing or insufficient permissions.') });
    renderList(failed);
    expect(await screen.findAllByText('Failed to load users')).not.toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(failed.reload).toHaveBeenCalled();
  });

  it('counts exactly the cards it shows, with a row loaded twice and after one goes', async () => {
    const [a, b, c] = people(3);
    // Pages read by a time that moves (a report's) can hold one document twice.
    const { rerender } = renderList(fakePaged([a, b, { ...a, name: 'Person 0, read again' }, c]));
    const cards = () => screen.getAllByRole('listitem');
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('Showing 3 users')).toBeInTheDocument();
    // The admin resolves Person 0: every copy goes, and no card stays behind.
    rerender(
      <AdminList
        paged={fakePaged([b, c])}
        noun="users"
        searchPlaceholder="Search"
        searchFields={(item: Item) => [item.name, item.id]}
        renderItem={(item: Item) => <span>{item.name}</span>}
      />,
    );
    await waitFor(() => expect(screen.getByText('Showing 2 users')).toBeInTheDocument());
    expect(cards().map((card) => card.textContent)).toEqual(['Person 1', 'Person 2']);
  });

  it('says when there is nothing yet', () => {
    renderList(fakePaged([]));
    expect(screen.getByText('No users yet')).toBeInTheDocument();
  });
});
