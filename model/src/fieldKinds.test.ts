import { describe, expect, it } from 'vitest';
import {
  COMMENT_FIELDS,
  DISCUSSION_FIELDS,
  FALLBACK_NAME,
  LISTS,
  newDiscussion,
  newProfile,
  newProject,
  newVideo,
  personCopy,
  PROFILE_FIELDS,
  PROFILE_OWNER_FIELDS,
  PROJECT_FIELDS,
  readFields,
  textFields,
  VIDEO_FIELDS,
} from './index';

describe('documents defined field by field', () => {
  it('read an old or partial profile as its builder would have written it, never crashing', () => {
    const read = readFields(PROFILE_FIELDS, 'u1', { display_name: 'Ada', role: 'admin', hourly_rate: Number.NaN, expertise: ['Go', 7], accepting: 'no' });
    const { created_at, updated_at, ...built } = newProfile({ display_name: 'Ada', expertise: ['Go'] }, null);
    expect(read).toEqual({ ...built, id: 'u1', created_at, updated_at });
  });

  it('read times from a Timestamp or a Date, and null for a pending server time', () => {
    const at = new Date('2026-03-04T05:06:07Z');
    const timestamp = { seconds: at.getTime() / 1000, toDate: () => at };
    expect(readFields(PROFILE_FIELDS, 'u', { created_at: timestamp, updated_at: at, accepting_changed_at: {} })).toMatchObject({
      created_at: at,
      updated_at: at,
      accepting_changed_at: null,
    });
  });

  it('read a person copy with the id beside it, and the one fallback name', () => {
    expect(readFields(DISCUSSION_FIELDS, 'd', { author_id: 'a1', likes_count: -3 })).toMatchObject({
      author: { id: 'a1', display_name: FALLBACK_NAME, avatar_url: null },
      likes_count: 0,
    });
    expect(readFields(COMMENT_FIELDS, 'c', { user_id: 'u2', user: { display_name: ' Ann ' }, content: 7 })).toEqual({
      id: 'c',
      discussion_id: '',
      user_id: 'u2',
      user: { id: 'u2', display_name: 'Ann', avatar_url: null },
      content: '',
      likes_count: 0,
      created_at: null,
    });
  });

  it('read seats as whole numbers, taken seats never below zero, projects before seats as the default', () => {
    const mentor = personCopy({ id: 'm', display_name: 'Mia' });
    const { seats } = newProject({ title: 'T', description: 'D', category: 'C' }, mentor, null);
    expect(readFields(PROJECT_FIELDS, 'p', { seats: 2.5, seats_taken: -1 })).toMatchObject({ seats, seats_taken: 0 });
    expect(readFields(PROJECT_FIELDS, 'p', { seats: 3, seats_taken: 2 })).toMatchObject({ seats: 3, seats_taken: 2 });
  });

  it('give each list the fields its builder writes, and the cards their text fields', () => {
    const mentor = personCopy({ id: 'm', display_name: 'Mia' });
    const written = {
      mentors: newProfile({ display_name: 'A' }, 0),
      projects: newProject({ title: 'T', description: 'D', category: 'C' }, mentor, 0),
      discussions: newDiscussion({ title: 'T', content: 'C', category: 'C', tags: [] }, mentor, 0),
      videos: newVideo({ title: 'T', description: 'D', video_url: 'u', youtube_id: 'y', category: 'C' }, mentor, 0),
    };
    for (const [list, document] of Object.entries(written)) {
      expect([...LISTS[list as keyof typeof LISTS].fields].sort()).toEqual(Object.keys(document).sort());
    }
    // Texts a card may show as they are; ids and addresses are no slots.
    expect(textFields(PROFILE_FIELDS)).toEqual(expect.arrayContaining(['display_name', 'bio', 'location', 'specialization']));
    expect(textFields(VIDEO_FIELDS)).toEqual(expect.arrayContaining(['title', 'description', 'category']));
    for (const fields of [PROFILE_FIELDS, PROJECT_FIELDS, DISCUSSION_FIELDS, VIDEO_FIELDS]) {
      expect(textFields(fields).filter((name) => /_id$|_url$/.test(name))).toEqual([]);
    }
  });

  it('let the owner write the fields their definition marks, with the server time', () => {
    expect(PROFILE_OWNER_FIELDS).toEqual(expect.arrayContaining(['display_name', 'bio', 'accepting', 'updated_at']));
    for (const kept of ['role', 'admin_role', 'stats', 'calendly_url', 'created_at']) expect(PROFILE_OWNER_FIELDS).not.toContain(kept);
  });
});
