import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { ListBody, ListRegion, ListShellBody, type BodyList, type ListLayout } from './ListBody';

const LAYOUT: ListLayout = {
  cols: { base: 1, sm: 2 },
  skeleton: <div data-testid="placeholder" aria-hidden />,
  first: 4,
  loading: 'Loading mentors',
  noun: 'mentors',
  empty: { icon: <span aria-hidden>icon</span>, title: 'No mentors found', narrowed: 'Try a different search.', none: 'Please check back soon.' },
};

const list = (change: Partial<BodyList> = {}): BodyList => ({
  status: 'ready',
  items: ['a', 'b'],
  hasMore: true,
  loadingMore: false,
  total: 30,
  error: null,
  loadMore: vi.fn(),
  fromDevice: false,
  saved: null,
  refreshing: false,
  ...change,
});

function renderBody(state: BodyList, props: { narrowing?: boolean; search?: string; layout?: ListLayout } = {}) {
  return renderWithProviders(
    <ListBody layout={props.layout ?? LAYOUT} list={state} narrowing={props.narrowing ?? false} search={props.search}>
      {state.items.map((item) => (
        <article key={String(item)} aria-label={String(item)} />
      ))}
    </ListBody>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ListBody', () => {
  it('shows the placeholders behind one status while the first page loads, keeping the count line', () => {
    const { container } = renderBody(list({ status: 'loading', items: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading mentors');
    expect(screen.getAllByTestId('placeholder')).toHaveLength(4);
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the count line, the cards and the foot', () => {
    renderBody(list());
    expect(screen.getByText('30 mentors')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Load more mentors' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 30 mentors');
  });

  it('says how many match a server search', () => {
    renderBody(list({ total: 3 }), { narrowing: true, search: 'python' });
    expect(screen.getByText('3 mentors match “python”')).toBeTruthy();
  });

  it("shows the device's copy with Load more disabled and the reason", () => {
    renderBody(list({ fromDevice: true, hasMore: false, total: null, saved: 24 }));
    expect(screen.getByText('Showing mentors saved on this device')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Load more mentors' });
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription("More mentors will load when you're back online.");
  });

  it('says a failed list once, with the advice and Try Again, which reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderBody(list({ status: 'error', items: [], error: new Error('offline') }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load mentors');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getAllByText('Failed to load mentors')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more mentors' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an empty list', list({ items: [], total: 0, hasMore: false }), false, 'Please check back soon.'],
    ['a narrowed list', list({ items: [], total: 0, hasMore: false }), true, 'Try a different search.'],
    ["the device's copy", list({ items: [], total: null, hasMore: false, fromDevice: true, saved: 24 }), true, 'More results may come back when you are online.'],
  ])('shows one empty state for %s, without a foot', (_, state, narrowing, line) => {
    renderBody(state, { narrowing });
    expect(screen.getByRole('heading', { level: 2, name: 'No mentors found' })).toBeTruthy();
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more mentors' })).toBeNull();
  });

  it('keeps the previous results dimmed and inert, without a foot, while the next ones load', () => {
    renderBody(list({ refreshing: true }));
    const grid = screen.getAllByRole('article')[0].parentElement as HTMLElement;
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(grid).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Load more mentors' })).toBeNull();
  });

  it('names the grid as a section when the layout says so', () => {
    renderBody(list(), { layout: { ...LAYOUT, label: 'Discussions' } });
    expect(screen.getByRole('region', { name: 'Discussions' })).toContainElement(screen.getAllByRole('article')[0]);
  });

  it('lays out the shell and the first cards before the app as it lays out the list', () => {
    // Without the responsive grid's generated class names, which differ per render.
    const html = (container: HTMLElement) => container.innerHTML.replace(/__m__-[\w:-]+/g, 'grid');
    const shell = html(renderWithProviders(<ListShellBody layout={LAYOUT} />).container);
    const loading = html(renderBody(list({ status: 'loading', items: [] })).container);
    expect(loading).toBe(shell);
    const { container } = renderWithProviders(
      <ListRegion layout={LAYOUT}>
        <article aria-label="a" />
      </ListRegion>,
    );
    // The count line, empty until the app fills it, then the grid with the cards, in one box: the list's own structure.
    const count = container.querySelector('[aria-live="polite"]') as HTMLElement;
    const card = screen.getByRole('article');
    expect(count).toHaveTextContent('');
    expect(count.parentElement).toContainElement(card);
    expect(count.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
