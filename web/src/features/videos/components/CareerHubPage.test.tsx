import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import type { PublicListOptions } from '@/lib/usePublicList';
import type { Video } from '../api/types';
import type { VideosState } from '../api/videos';
import { STOCK_THUMBNAIL } from '../api/youtubeUrl';
import { CareerHubPage } from './CareerHubPage';
import { testVideo } from './testData';

const mocks = vi.hoisted(() => ({ videos: { status: 'loading', videos: [] } as VideosState }));

// The server's answer stands in for Firestore: the videos matching the filters and every search word.
vi.mock('@/lib/usePublicList', async () => {
  const { matchesTerms, searchTerms, videoSearchText } = await import('@mentorbridge/model');
  const { testPublicList } = await import('@/test-utils');
  const answer = (videos: readonly Video[], f: PublicListOptions<Video>) =>
    videos.filter(
      (v) =>
        (!f.filters?.category || v.category === f.filters.category) &&
        (!f.filters?.mentor_id || v.mentor_id === f.filters.mentor_id) &&
        matchesTerms(videoSearchText(v), searchTerms(f.search ?? '')),
    );
  return {
    usePublicList: (options: PublicListOptions<Video>) => {
      const state = mocks.videos;
      return testPublicList(state.status === 'ready' ? answer(state.videos, options) : [], {
        status: state.status,
        error: state.status === 'error' ? state.error : null,
      });
    },
  };
});
vi.mock('@/session/profile', () => ({ useMyProfile: () => ({ status: 'signedOut', profile: undefined }) }));

const VIDEOS = [
  testVideo('v1', { title: 'Neural networks explained', category: 'Data' }),
  testVideo('v2', {
    title: 'Mock coding interview',
    category: 'Interview Prep',
    youtube_id: 'XKu_SEDAykw',
    mentor_id: 'mentor-2',
    mentor: { id: 'mentor-2', display_name: 'Omar Okafor', avatar_url: null },
  }),
  testVideo('v3', { title: 'Speaking with confidence', category: 'Soft Skills', description: 'Practise your interview voice' }),
];

const titles = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

// Typing through user-event is slow on a busy machine.
describe('CareerHubPage', () => {
  beforeEach(() => {
    // The notification store outlives each render; earlier toasts would queue new ones.
    notifications.clean();
    notifications.cleanQueue();
    mocks.videos = { status: 'ready', videos: VIDEOS, fromCache: false };
  });

  it('shows its heading and 6 skeleton cards while loading, hidden from screen readers behind one status', () => {
    mocks.videos = { status: 'loading', videos: [] };
    const { container } = renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    expect(screen.getByRole('heading', { level: 1, name: 'Career Development Hub' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos');
    const placeholders = container.querySelector('[aria-hidden="true"]:has(.mantine-Skeleton-root)');
    expect(placeholders?.children).toHaveLength(6);
  });

  it('shows every video with the defaults filled in, and no invented rating', () => {
    mocks.videos = { status: 'ready', videos: [testVideo('bare', { category: '', duration: '' })], fromCache: false };
    renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    const card = screen.getByRole('article', { name: 'Video bare' });
    expect(within(card).getByText('Tech')).toBeInTheDocument();
    expect(within(card).getByText('N/A')).toBeInTheDocument();
    expect(within(card).getByText('No ratings yet')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('4.8');
    // The mentor shared the video; it need not be theirs.
    expect(within(card).getByText('Shared by Maya Mentor')).toBeInTheDocument();
  });

  it('shows a video’s real average and count from three ratings on', () => {
    const rated = testVideo('rated', { rating_count: 12, rating_sum: 55 });
    const few = testVideo('few', { rating_count: 2, rating_sum: 10 });
    mocks.videos = { status: 'ready', videos: [rated, few], fromCache: false };
    renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    expect(within(screen.getByRole('article', { name: 'Video rated' })).getByText('4.6 · 12 ratings')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Video few' })).getByText('No ratings yet')).toBeInTheDocument();
  });

  it('narrows the grid by search (title, description, mentor) and reports empty results', async () => {
    renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    expect(titles()).toHaveLength(3);
    const search = screen.getByLabelText('Search videos');
    // The search reaches the list once typing pauses.
    await userEvent.type(search, 'interview');
    await waitFor(() => expect(titles()).toEqual(['Mock coding interview', 'Speaking with confidence']));
    await userEvent.clear(search);
    await userEvent.type(search, 'okafor');
    await waitFor(() => expect(titles()).toEqual(['Mock coding interview']));
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No videos found')).toBeInTheDocument();
    // The filter bar's one Reset Filters (the empty state does not repeat it).
    expect(screen.getAllByRole('button', { name: 'Reset Filters' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(search).toHaveValue('');
  });

  it('reads category and mentor filters from the address', () => {
    renderWithProviders(<CareerHubPage />, { route: '/career-hub?category=Data' });
    expect(titles()).toEqual(['Neural networks explained']);
  });

  it('filters by mentor', () => {
    renderWithProviders(<CareerHubPage />, { route: '/career-hub?mentor=mentor-2' });
    expect(titles()).toEqual(['Mock coding interview']);
  });

  it('opens the play dialog with the embedded player', async () => {
    renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    const card = screen.getByRole('article', { name: 'Mock coding interview' });
    await userEvent.click(within(card).getByRole('button', { name: 'Watch Video' }));
    const dialog = await screen.findByRole('dialog');
    const frame = within(dialog).getByTitle('YouTube video player: Mock coding interview');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/XKu_SEDAykw/));
    expect(within(dialog).getByRole('button', { name: 'View Mentor Profile' })).toBeInTheDocument();
  });

  it('falls back through the thumbnail qualities YouTube lacks to the stock image', () => {
    mocks.videos = { status: 'ready', videos: [VIDEOS[0]], fromCache: false };
    const { container } = renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    const img = container.querySelector('article img') as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/hqdefault\.jpg$/);
    // YouTube answers a quality it does not have with its 120 px wide grey picture.
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 120 });
    fireEvent.load(img);
    expect(img.getAttribute('src')).toMatch(/mqdefault\.jpg$/);
    fireEvent.load(img);
    expect(img.getAttribute('src')).toMatch(/\/default\.jpg$/);
    // The default quality always exists: its small picture is kept.
    fireEvent.load(img);
    expect(img.getAttribute('src')).toMatch(/\/default\.jpg$/);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(STOCK_THUMBNAIL);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(STOCK_THUMBNAIL);
  });

  it('goes straight to the stock image when YouTube’s image host fails (offline, a removed video)', () => {
    mocks.videos = { status: 'ready', videos: [VIDEOS[0]], fromCache: false };
    const { container } = renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    const img = container.querySelector('article img') as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/hqdefault\.jpg$/);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(STOCK_THUMBNAIL);
  });

  it('loads the first row of thumbnails at once and first, and the rest lazily', () => {
    const many = Array.from({ length: 5 }, (_, i) => testVideo(`m${i}`, { title: `Video ${i}` }));
    mocks.videos = { status: 'ready', videos: many, fromCache: false };
    const { container } = renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'auto', 'auto']);
  });

  it('says when loading failed', async () => {
    mocks.videos = { status: 'error', videos: [], error: new Error('boom') };
    renderWithProviders(<CareerHubPage />, { route: '/career-hub' });
    // One error, in place of the list (an alert, announced), with the list pages' one advice and a retry.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load videos');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getAllByText('Failed to load videos')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
