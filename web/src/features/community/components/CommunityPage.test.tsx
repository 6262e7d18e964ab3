import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newDiscussion, personCopy, type Discussion } from '@mentorbridge/model';
import type { LiveItem } from '@/lib/liveQuery';
import { renderWithProviders } from '@/test-utils';
import { CommunityPage } from './CommunityPage';

const state = vi.hoisted(() => ({ discussions: undefined as unknown, profile: undefined as unknown, fresh: 0, showNew: () => {} }));

// Stands in for Firestore's answer: the discussions the search matches, as the server's search tokens would.
vi.mock('../api/discussionList', async () => {
  const { matchesSearch } = await import('../api/text');
  const { testPublicList } = await import('@/test-utils');
  return {
    useDiscussionList: (search: string) => {
      const live = state.discussions as { status: 'success' | 'loading' | 'error'; data?: LiveItem<Discussion>[]; error?: Error };
      const items = (live.data ?? []).filter((item) => matchesSearch(item.data, search));
      const status = live.status === 'success' ? 'ready' : live.status;
      return { ...testPublicList(items, { status, error: live.error ?? null }), fresh: state.fresh, showNew: state.showNew };
    },
  };
});
vi.mock('../api/community', () => ({ postDiscussion: vi.fn() }));
vi.mock('@/session/profile', () => ({ useMyProfile: () => state.profile }));

function item(id: string, patch: Partial<Discussion>, pending = false): LiveItem<Discussion> {
  return {
    id,
    pending,
    data: {
      id,
      ...newDiscussion(
        { title: 'Untitled', content: 'Text', category: 'Career Advice', tags: [] },
        personCopy({ id: 'admin-1', display_name: 'Ada Admin' }),
        new Date(),
      ),
      ...patch,
    },
  };
}

const success = (data: LiveItem<Discussion>[]) => ({ status: 'success', data, pending: false, fromCache: false });

beforeEach(() => {
  state.fresh = 0;
  state.profile = { status: 'signedOut', profile: undefined };
  state.discussions = success([
    item('d1', { title: 'Breaking into Data Science', tags: ['Python', 'careers'], likes_count: 3, comments_count: 2 }),
    item('d2', { title: 'Green tech jobs', content: 'Sustainability roles are growing.', category: 'Sustainability' }, true),
  ]);
});

describe('CommunityPage', () => {
  it('shows the hero and one card per discussion linking to its page, with counts', () => {
    renderWithProviders(<CommunityPage />, { route: '/community' });
    expect(screen.getByRole('heading', { level: 1, name: /Community/ })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Breaking into Data Science' });
    expect(link.getAttribute('href')).toBe('/community/discussion/d1');
    const card = link.closest('article')!;
    expect(card.textContent).toContain('3 likes');
    expect(card.textContent).toContain('2 comments');
    expect(card.textContent).toContain('#Python');
    expect(screen.getByRole('link', { name: 'Green tech jobs' }).closest('article')!.textContent).toContain('Pending');
  });

  it('shows six skeleton cards while loading', () => {
    state.discussions = { status: 'loading', data: undefined, pending: false, fromCache: false };
    renderWithProviders(<CommunityPage />, { route: '/community' });
    expect(screen.getAllByTestId('discussion-skeleton')).toHaveLength(6);
  });

  it('searches title, content and tags without regard to case, once typing pauses', async () => {
    renderWithProviders(<CommunityPage />, { route: '/community' });
    const search = screen.getByLabelText('Search discussions');
    fireEvent.change(search, { target: { value: 'PYTHON' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Green tech jobs' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Breaking into Data Science' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'sustainability ROLES' } });
    expect(await screen.findByRole('link', { name: 'Green tech jobs' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'no such thing' } });
    expect(await screen.findByText('No discussions found')).toBeTruthy();
  });

  it('offers the discussions started meanwhile behind a pill, announced politely', () => {
    const showNew = vi.fn();
    state.fresh = 3;
    state.showNew = showNew;
    renderWithProviders(<CommunityPage />, { route: '/community' });
    const pill = screen.getByRole('button', { name: '3 new discussions' });
    expect(pill.closest('[aria-live="polite"]')).toBeTruthy();
    fireEvent.click(pill);
    expect(showNew).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no discussions', () => {
    state.discussions = success([]);
    renderWithProviders(<CommunityPage />, { route: '/community' });
    expect(screen.getByText('No discussions found')).toBeTruthy();
  });

  it('reports a load failure', async () => {
    state.discussions = { status: 'error', data: undefined, error: new Error('offline'), pending: false, fromCache: false };
    renderWithProviders(<CommunityPage />, { route: '/community' });
    expect(await screen.findAllByText('Failed to load discussions')).not.toHaveLength(0);
  });

  it('offers Start Discussion and the form to admins only', async () => {
    const signedIn = { status: 'signedIn' as const, user: { uid: 'u1' } as User };
    state.profile = { status: 'ready', pending: false, profile: { id: 'u1', admin_role: 'student' } };
    const { unmount } = renderWithProviders(<CommunityPage />, { route: '/community', session: signedIn });
    expect(screen.queryByRole('link', { name: 'Start Discussion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a New Discussion' })).toBeNull();
    unmount();

    state.profile = { status: 'ready', pending: false, profile: { id: 'u1', admin_role: 'admin' } };
    renderWithProviders(<CommunityPage />, { route: '/community', session: signedIn });
    expect(screen.getByRole('link', { name: 'Start Discussion' }).getAttribute('href')).toBe('/community/new');
    // The form is a chunk of its own (only admins load it).
    expect(await screen.findByRole('button', { name: 'Start a New Discussion' })).toBeTruthy();
  });
});
