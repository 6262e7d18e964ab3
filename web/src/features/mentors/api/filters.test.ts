// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MENTOR_SORTS, profileSearchText, type MentorStats } from '@mentorbridge/model';
import { offlineCopyOf, searchCopy } from '@/lib/usePublicList';
import { testProfile } from '@/test-utils';
import {
  byName,
  byResponsiveness,
  directoryFilters,
  hasFilters,
  MENTOR_COPY,
  NO_MENTOR_FILTERS,
  RATE_OPTIONS,
  SORT_OPTIONS,
  type Mentor,
  type MentorFilters,
} from './filters';

/** The directory's filters and search over the device's copy (offline), as the server runs them online. */
const filterMentors = (list: Mentor[], f: MentorFilters) =>
  searchCopy(list, offlineCopyOf('mentors', MENTOR_COPY), directoryFilters(f), f.search, profileSearchText, f.sort);

const mentors: Mentor[] = [
  testProfile({ id: 'free', display_name: 'Daniel Okafor', specialization: 'Data Science', hourly_rate: 0, expertise: ['Python', 'SQL'], bio: 'Volunteer data mentor.' }),
  testProfile({ id: 'fifty', display_name: 'Priya Raman', specialization: 'UI/UX Design', hourly_rate: 50, expertise: ['Figma'], bio: 'Design critiques.' }),
  testProfile({ id: 'fifty-one', display_name: 'Hannah Schmidt', specialization: 'Digital Marketing', hourly_rate: 51, expertise: ['SEO'], bio: 'Growth experiments.' }),
  testProfile({ id: 'hundred', display_name: 'Kenji Watanabe', specialization: 'Project Management', hourly_rate: 100, expertise: ['Scrum'], bio: 'Agile delivery.' }),
  testProfile({ id: 'hundred-one', display_name: 'Lucas Ferreira', specialization: 'Product Management', hourly_rate: 101, expertise: ['OKRs'], bio: 'Product sense.' }),
  testProfile({ id: 'custom', display_name: 'Elena Petrova', specialization: 'Quantum Computing', hourly_rate: 85, expertise: ['Qiskit'], bio: 'Quantum careers.' }),
];

const ids = (list: Mentor[]) => list.map((m) => m.id);

describe('the directory over the offline copy', () => {
  it('returns everyone without filters', async () => {
    expect(ids(await filterMentors(mentors, NO_MENTOR_FILTERS))).toEqual(ids(mentors));
  });

  it('searches the beginnings of words in name, specialization, expertise and bio, ignoring case and accents', async () => {
    const search = async (term: string) => ids(await filterMentors(mentors, { ...NO_MENTOR_FILTERS, search: term }));
    expect(await search('PRIYA')).toEqual(['fifty']);
    expect(await search('data science')).toEqual(['free']);
    expect(await search('qiskit')).toEqual(['custom']);
    expect(await search('  agile delivery ')).toEqual(['hundred']);
    expect(await search('management')).toEqual(['hundred', 'hundred-one']);
    expect(await search('nobody matches this')).toEqual([]);
    expect(await search('pyt')).toEqual(['free']);
    expect(await search('ython')).toEqual([]);
    expect(await search('ÉLENA quant')).toEqual(['custom']);
  });

  it('filters by industry, with Other for custom specializations', async () => {
    const industry = async (value: string) => ids(await filterMentors(mentors, { ...NO_MENTOR_FILTERS, industry: value }));
    expect(await industry('UI/UX Design')).toEqual(['fifty']);
    expect(await industry('Other')).toEqual(['custom']);
    expect(await industry('Cybersecurity')).toEqual([]);
  });

  it('puts rates into the 0-50, 51-100 and 101+ buckets, edges included', async () => {
    const rate = async (value: '0-50' | '51-100' | '101+') => ids(await filterMentors(mentors, { ...NO_MENTOR_FILTERS, rate: value }));
    expect(await rate('0-50')).toEqual(['free', 'fifty']);
    expect(await rate('51-100')).toEqual(['fifty-one', 'hundred', 'custom']);
    expect(await rate('101+')).toEqual(['hundred-one']);
  });

  it('combines filters', async () => {
    expect(ids(await filterMentors(mentors, { ...NO_MENTOR_FILTERS, search: 'management', industry: '', rate: '101+' }))).toEqual(['hundred-one']);
    expect(ids(await filterMentors(mentors, { ...NO_MENTOR_FILTERS, search: 'a', industry: 'Other', rate: '0-50' }))).toEqual([]);
  });

  it('keeps the copy in the server\'s order: by name, then id', () => {
    const twins = [testProfile({ id: 'b', display_name: 'Ana' }), testProfile({ id: 'a', display_name: 'Ana' }), testProfile({ id: 'c', display_name: 'Zed' })];
    expect(ids([...twins].reverse().sort(byName))).toEqual(['a', 'b', 'c']);
  });

  it('sorts the copy by rating and filters "4 stars and up" as the server does: new mentors last, ties by id descending', async () => {
    const ranked = [
      testProfile({ id: 'new', display_name: 'Ana', review_count: 2, review_sum: 10 }),
      testProfile({ id: 'good-a', display_name: 'Bea', review_count: 4, review_sum: 18 }),
      testProfile({ id: 'low', display_name: 'Cy', review_count: 3, review_sum: 9 }),
      testProfile({ id: 'best', display_name: 'Dee', review_count: 3, review_sum: 15 }),
      testProfile({ id: 'good-b', display_name: 'Eve', review_count: 8, review_sum: 36 }),
    ];
    const top = { ...NO_MENTOR_FILTERS, sort: MENTOR_SORTS.topRated };
    expect(ids(await filterMentors(ranked, top))).toEqual(['best', 'good-b', 'good-a', 'low', 'new']);
    expect(ids(await filterMentors(ranked, { ...top, rating: '4up' }))).toEqual(['best', 'good-b', 'good-a']);
    expect(ids(await filterMentors(ranked, { ...NO_MENTOR_FILTERS, rating: '4up' }))).toEqual(['good-a', 'best', 'good-b']);
  });

  it('sorts the copy by responsiveness when asked: fastest median first, new mentors last, ties by id', async () => {
    const stats = (median_response_hours: number, decisions: number): MentorStats => ({
      median_response_hours,
      decisions,
      response_rate: 1,
      open_requests: 0,
      last_active_at: null,
      sessions_confirmed: 0,
    });
    const ranked = [
      testProfile({ id: 'new-b', display_name: 'Ana', stats: null }),
      testProfile({ id: 'slow', display_name: 'Bea', stats: stats(70, 4), specialization: 'Data Science' }),
      testProfile({ id: 'new-a', display_name: 'Cy', stats: stats(1, 2) }),
      testProfile({ id: 'fast', display_name: 'Dee', stats: stats(2, 3), specialization: 'Data Science' }),
    ];
    const responsive = { ...NO_MENTOR_FILTERS, sort: MENTOR_SORTS.responsive };
    expect(ids(await filterMentors(ranked, responsive))).toEqual(['fast', 'slow', 'new-a', 'new-b']);
    expect(ids(await filterMentors(ranked, { ...responsive, industry: 'Data Science' }))).toEqual(['fast', 'slow']);
    // By name, alphabetically.
    expect(ids(await filterMentors([...ranked].reverse(), { ...NO_MENTOR_FILTERS, sort: MENTOR_SORTS.name }))).toEqual(['new-b', 'slow', 'new-a', 'fast']);
    expect(ids([...ranked].sort(byResponsiveness))).toEqual(['fast', 'slow', 'new-a', 'new-b']);
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['Recommended', 'Name', 'Most responsive', 'Top rated']);
  });

  it('keeps the copy in the Recommended order by default, from the same score the server keeps', () => {
    const sessions = (n: number): MentorStats => ({ median_response_hours: null, decisions: 0, response_rate: null, open_requests: 0, last_active_at: null, sessions_confirmed: n });
    const ranked = [
      testProfile({ id: 'a-new', display_name: 'Ana' }),
      testProfile({ id: 'b-lone', display_name: 'Bea', review_count: 1, review_sum: 5 }),
      testProfile({ id: 'c-proven', display_name: 'Cy', review_count: 40, review_sum: 180, stats: sessions(12) }),
      testProfile({ id: 'd-paused', display_name: 'Dee', accepting: false }),
    ];
    const copy = offlineCopyOf('mentors', MENTOR_COPY);
    expect(ids([...ranked].sort(copy.compare))).toEqual(['c-proven', 'b-lone', 'a-new', 'd-paused']);
    expect(NO_MENTOR_FILTERS.sort).toBe(MENTOR_SORTS.recommended);
  });

  it('knows when a filter is set', () => {
    expect(hasFilters({ ...NO_MENTOR_FILTERS, sort: MENTOR_SORTS.responsive })).toBe(false);
    expect(hasFilters(NO_MENTOR_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_MENTOR_FILTERS, search: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_MENTOR_FILTERS, rate: '101+' })).toBe(true);
  });

  it('labels the rate buckets in dollars', () => {
    expect(RATE_OPTIONS.map((o) => o.label)).toEqual(['$0 - $50', '$51 - $100', '$101+']);
  });
});
