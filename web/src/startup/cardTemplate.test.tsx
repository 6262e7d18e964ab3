import { describe, expect, it } from 'vitest';
import type { Project } from '@mentorbridge/model';
import { decodeFields, type RestDocument, type RestValue } from '@/lib/restDocument';
import { projectConverter } from '@/features/projects/api/converters';
import { PROJECT_EARLY } from '@/features/projects/api/earlyCard';
import { PROJECT_EARLY_CARD } from '@/features/projects/components/earlyCard';
import { ListedProjectCard } from '@/features/projects/components/ProjectCard';
import { VIDEO_EARLY } from '@/features/videos/api/earlyCard';
import { toVideo } from '@/features/videos/api/converters';
import { VIDEO_EARLY_CARD } from '@/features/videos/components/earlyCard';
import { VideoCard } from '@/features/videos/components/VideoCard';
import { MENTOR_EARLY } from '@/features/mentors/api/earlyCard';
import { MENTOR_EARLY_CARD } from '@/features/mentors/components/earlyCard';
import { MentorCard } from '@/features/mentors/components/MentorCard';
import { profileConverter } from '@/session/profileReader';
import { discussionConverter } from '@/features/community/api/converters';
import { DISCUSSION_EARLY } from '@/features/community/api/earlyCard';
import { DISCUSSION_EARLY_CARD } from '@/features/community/components/earlyCard';
import { DiscussionCard } from '@/features/community/components/DiscussionCard';
import { cardTemplate, renderPart } from './cardTemplate';
import { escapeHtml, fillCard, fillList, slot, type CardTemplate } from '@/lib/earlyCards';

/** A value as Firestore's REST API encodes it. */
function encode(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)])) } };
}

function restDoc(id: string, fields: object): RestDocument {
  const encoded = encode(Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'id')));
  return { name: `projects/demo/databases/(default)/documents/x/${id}`, fields: 'mapValue' in encoded ? encoded.mapValue.fields : {} };
}

const project = (changes: Partial<Project>): Project => ({
  id: 'p1',
  title: 'Build a <portfolio> & "blog"',
  description: "Ship it: it's yours.",
  category: 'Web Development',
  difficulty: 'intermediate',
  estimated_hours: 12,
  seats: 5,
  seats_taken: 1,
  mentor_id: 'm1',
  mentor: { id: 'm1', display_name: 'Ada Lovelace', avatar_url: null },
  mentor_accepting: true,
  created_at: new Date('2026-01-02T03:04:05Z'),
  updated_at: new Date('2026-01-02T03:04:05Z'),
  ...changes,
});

describe('early cards', () => {
  const template = cardTemplate(PROJECT_EARLY_CARD);

  it.each([
    ['a usual project', project({})],
    ['a beginner one-hour project with one seat left', project({ difficulty: 'beginner', estimated_hours: 1, seats: 2, seats_taken: 1 })],
    ['an advanced full project whose mentor has a picture', project({ difficulty: 'advanced', seats: 3, seats_taken: 3, mentor: { id: 'm1', display_name: 'Grace', avatar_url: 'https://example.com/a.png?x=1&y=2' } })],
    ['a project with an empty title and a mentor without a name', project({ title: '', mentor: { id: 'm1', display_name: '', avatar_url: null } })],
    ['a full project of a paused mentor', project({ mentor_accepting: false, seats: 3, seats_taken: 3 })],
  ])('render a project card as the app does: %s', (_, item) => {
    const doc = restDoc(item.id, item);
    // The app reads the same document with the same reader (api/converters.ts).
    const shown = projectConverter.read(item.id, decodeFields(doc.fields));
    expect(fillCard(template.card, PROJECT_EARLY.values(PROJECT_EARLY.read(doc)), '')).toBe(renderPart(<ListedProjectCard project={shown} />));
  });

  const videoTemplate = cardTemplate(VIDEO_EARLY_CARD);
  const video = (changes: Record<string, unknown>) => ({
    mentor_id: 'm1',
    mentor: { id: 'm1', display_name: 'Linus', avatar_url: null },
    title: 'System design <interviews>',
    description: 'How to "think" about scale & trade-offs.',
    video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    youtube_id: 'dQw4w9WgXcQ',
    thumbnail_url: null,
    duration: '12:34',
    category: 'Interviews',
    created_at: new Date('2026-02-03T04:05:06Z'),
    ...changes,
  });

  it.each([
    ['a YouTube video', video({})],
    ['a video with a stored thumbnail, no duration and no category', video({ thumbnail_url: 'https://cdn.example.com/t.jpg', duration: null, category: '' })],
    ['an old entry whose link is not YouTube', video({ youtube_id: '', video_url: 'https://example.com/v' })],
  ])('render a video card as the app does: %s', (_, fields) => {
    const doc = restDoc('v1', fields);
    const shown = toVideo('v1', decodeFields(doc.fields));
    expect(fillCard(videoTemplate.card, VIDEO_EARLY.values(VIDEO_EARLY.read(doc)), '')).toBe(renderPart(<VideoCard video={shown} onPlay={() => undefined} priority />));
  });

  const mentorTemplate = cardTemplate(MENTOR_EARLY_CARD);
  const mentor = (changes: Record<string, unknown>) => ({
    display_name: 'Grace Hopper',
    avatar_url: null,
    role: 'mentor',
    bio: 'Compilers, "debugging" & <teaching>.',
    location: 'Arlington, VA',
    hourly_rate: 80,
    topmate_url: 'https://topmate.io/grace/',
    specialization: 'Software Engineering',
    expertise: ['COBOL', 'Compilers', 'Navy', 'Teaching'],
    stats: { median_response_hours: 30, decisions: 6, response_rate: 1, open_requests: 0, last_active_at: new Date(Date.now() - 3 * 86_400_000), sessions_confirmed: 0 },
    created_at: new Date('2026-01-01T00:00:00Z'),
    ...changes,
  });

  it.each([
    ['a paid mentor with four chips, a location, stats and booking', mentor({})],
    ['a free new mentor with a picture, no location, two chips and no booking', mentor({ hourly_rate: 0, avatar_url: 'https://example.com/g.png', location: '', expertise: ['A', 'B'], stats: null, topmate_url: '' })],
    ['a mentor with more chips than shown, no bio, no specialization and no name', mentor({ expertise: ['a', 'b', 'c', 'd', 'e', 'f'], bio: '', specialization: '', display_name: '' })],
    ['a mentor without chips', mentor({ expertise: [] })],
    ['a mentor with 12 reviews averaging 4.8', mentor({ review_count: 12, review_sum: 58 })],
    ['a mentor with 2 reviews (New)', mentor({ review_count: 2, review_sum: 10 })],
    ['a mentor with 3 reviews averaging 5.0, the sample’s own line', mentor({ review_count: 3, review_sum: 15 })],
  ])('render a mentor card as the app does: %s', (_, fields) => {
    const doc = restDoc('m1', fields);
    const shown = profileConverter.read('m1', decodeFields(doc.fields));
    expect(fillCard(mentorTemplate.card, MENTOR_EARLY.values(MENTOR_EARLY.read(doc)), '')).toBe(renderPart(<MentorCard mentor={shown} />));
  });

  const discussionTemplate = cardTemplate(DISCUSSION_EARLY_CARD);
  const discussion = (changes: Record<string, unknown>) => ({
    author_id: 'u1',
    author: { id: 'u1', display_name: 'Margaret Hamilton', avatar_url: null },
    title: 'Is <software> "engineering"?',
    content: "Let's talk about rigour & reliability.",
    category: 'Career Advice',
    tags: ['apollo', 'c&c <ops>'],
    likes_count: 12,
    comments_count: 3,
    created_at: new Date(Date.now() - 2 * 3_600_000),
    ...changes,
  });

  it.each([
    ['a discussion with tags, likes and comments', discussion({})],
    ['one like and one comment, an author with a picture, no tags, and no time yet', discussion({ likes_count: 1, comments_count: 1, author: { id: 'u1', display_name: 'Ada', avatar_url: 'https://example.com/a.png' }, tags: [], created_at: null })],
    ['ten tags, nothing liked or said, a year-old post by an author without a name', discussion({ tags: Array.from({ length: 10 }, (_, i) => `tag-${i}`), likes_count: 0, comments_count: 0, author: { id: 'u1', display_name: '', avatar_url: null }, created_at: new Date(Date.now() - 400 * 86_400_000) })],
  ])('render a discussion card as the app does: %s', (_, fields) => {
    const doc = restDoc('d1', fields);
    const shown = discussionConverter.read('d1', decodeFields(doc.fields));
    expect(fillCard(discussionTemplate.card, DISCUSSION_EARLY.values(DISCUSSION_EARLY.read(doc)), '')).toBe(
      renderPart(<DiscussionCard id="d1" discussion={shown} pending={false} />),
    );
  });

  it('give each card its own element ids and put the cards in the grid', () => {
    const values = [video({}), video({ title: 'Second' })].map((fields) => VIDEO_EARLY.values(VIDEO_EARLY.read(restDoc('v', fields))));
    const html = fillList(videoTemplate, values);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(2);
    // Each card is named by its own title.
    expect([...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html.startsWith(videoTemplate.region[0])).toBe(true);
    expect(html.endsWith(videoTemplate.region[1])).toBe(true);
  });

  it('make a variant of each text field the card shows otherwise when empty, and none of one it shows as it is', () => {
    const variants = (card: CardTemplate) => card.flatMap((piece) => (typeof piece === 'string' ? [] : [piece.variant]));
    // A mentor's empty bio and specialization read as fallback texts, an empty location leaves its line out.
    expect(variants(mentorTemplate.card)).toEqual(expect.arrayContaining(['bio', 'specialization', 'location']));
    // The card does not show the profile's description: no slot, no variant.
    expect(variants(mentorTemplate.card)).not.toContain('description');
    expect(JSON.stringify(mentorTemplate)).not.toContain(slot('description'));
    // A project's title is shown as it is, empty too (its slot is simply empty).
    expect(variants(template.card)).not.toContain('title');
    expect(JSON.stringify(template)).toContain(slot('title'));
  });

  it('escape text for elements and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;');
  });

  it('refuse a value the template lacks', () => {
    const values = PROJECT_EARLY.values(PROJECT_EARLY.read(restDoc('p1', project({}))));
    expect(() => fillCard(template.card, { ...values, variants: { ...values.variants, difficulty: 'expert' } }, '')).toThrow(/no option "expert"/);
    expect(() => fillCard(template.card, { ...values, slots: {} }, '')).toThrow(/no value/);
  });
});
