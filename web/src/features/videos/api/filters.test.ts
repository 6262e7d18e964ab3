// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FALLBACK_NAME, videoSearchText } from '@mentorbridge/model';
import { offlineCopyOf, searchCopy } from '@/lib/usePublicList';
import { categoryOptions, hasFilters, mentorOptions, NO_FILTERS, type VideoFilters } from './filters';
import { toVideo } from './converters';
import type { Video } from './types';

const video = (id: string, fields: Record<string, unknown>): Video =>
  toVideo(id, { mentor_id: 'm1', mentor: { id: 'm1', display_name: 'Maya Mentor', avatar_url: null }, ...fields });

const videos = [
  video('a', { title: 'Learn Python', description: 'Beginner course', category: 'Tech' }),
  video('b', { title: 'System Design', description: 'Interview practice with PYTHON examples', category: 'Interview Prep' }),
  video('c', {
    title: 'Public speaking',
    description: 'Talk confidently',
    category: 'Soft Skills',
    mentor_id: 'm2',
    mentor: { id: 'm2', display_name: 'Omar Okafor', avatar_url: null },
  }),
  video('d', { title: 'No category yet', description: 'Old entry' }),
];

const ids = (list: Video[]) => list.map((v) => v.id);

/** The hub's filters and search over the device's copy (offline), as the server runs them online. */
const filterVideos = (list: Video[], f: VideoFilters) =>
  searchCopy(list, offlineCopyOf<Video>('videos'), { category: f.category ?? '', mentor_id: f.mentorId ?? '' }, f.search, videoSearchText);

describe('the hub over the offline copy', () => {
  it('returns everything without filters', async () => {
    expect(ids(await filterVideos(videos, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('searches title, description and mentor name, ignoring case and outer spaces', async () => {
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, search: '  python ' }))).toEqual(['a', 'b']);
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, search: 'OKAFOR' }))).toEqual(['c']);
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, search: 'nothing like this' }))).toEqual([]);
    // The beginnings of words, as the server's search tokens match them; every word must match.
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, search: 'pyth' }))).toEqual(['a', 'b']);
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, search: 'ython' }))).toEqual([]);
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, search: 'python interview' }))).toEqual(['b']);
  });

  it('filters by category, with missing categories counted as Tech', async () => {
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, category: 'Tech' }))).toEqual(['a', 'd']);
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, category: 'Soft Skills' }))).toEqual(['c']);
  });

  it('filters by mentor and combines every filter', async () => {
    expect(ids(await filterVideos(videos, { ...NO_FILTERS, mentorId: 'm2' }))).toEqual(['c']);
    expect(ids(await filterVideos(videos, { search: 'python', category: 'Interview Prep', mentorId: 'm1' }))).toEqual(['b']);
    expect(ids(await filterVideos(videos, { search: 'python', category: 'Interview Prep', mentorId: 'm2' }))).toEqual([]);
  });

  it('knows when filters are active', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, category: 'Tech' })).toBe(true);
  });
});

describe('filter options', () => {
  it('lists present categories in the standard order', () => {
    expect(categoryOptions([...videos, video('e', { category: 'Astronomy' })])).toEqual([
      'Tech',
      'Interview Prep',
      'Soft Skills',
      'Astronomy',
    ]);
  });

  it('lists each mentor once, by name', () => {
    expect(mentorOptions(videos)).toEqual([
      { value: 'm1', label: 'Maya Mentor' },
      { value: 'm2', label: 'Omar Okafor' },
    ]);
  });
});

describe('toVideo', () => {
  it('applies the hub defaults and recovers the id from the link', () => {
    const v = toVideo('x', { mentor_id: 'm1', title: 'T', video_url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(v).toMatchObject({
      category: 'Tech',
      duration: 'N/A',
      rating_count: 0,
      rating_sum: 0,
      rating_line: 'No ratings yet',
      youtube_id: 'dQw4w9WgXcQ',
      mentor: { id: 'm1', display_name: FALLBACK_NAME, avatar_url: null },
      pending: false,
    });
  });

  it('keeps stored values', () => {
    const v = toVideo('x', { youtube_id: 'aircAruvnKk', duration: '18:40', category: 'Data' }, true);
    expect(v).toMatchObject({ youtube_id: 'aircAruvnKk', duration: '18:40', category: 'Data', pending: true });
  });
});
