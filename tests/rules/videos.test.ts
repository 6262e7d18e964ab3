import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, profileDoc, rulesEnv, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const ID = 'dQw4w9WgXcQ';

/** A video as the upload page writes it for mentor `mentor`. */
const valid = (overrides: Record<string, unknown> = {}) => ({
  mentor_id: 'mentor',
  mentor: { id: 'mentor', display_name: 'Maya Mentor', avatar_url: null },
  title: 'Acing the behavioural interview',
  description: 'STAR stories, follow-up questions and what interviewers listen for.',
  video_url: `https://www.youtube.com/watch?v=${ID}`,
  youtube_id: ID,
  thumbnail_url: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
  duration: null,
  category: 'Interview Prep',
  created_at: serverTimestamp(),
  ...overrides,
});

const add = (db: Firestore, data: Record<string, unknown>) => addDoc(collection(db, 'videos'), data);

beforeAll(async () => {
  env = await rulesEnv('videos');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'profiles/mentor': profileDoc({ role: 'mentor', display_name: 'Maya Mentor' }),
    'profiles/other-mentor': profileDoc({ role: 'mentor', display_name: 'Omar Other' }),
    'profiles/student': profileDoc({ display_name: 'Sam Student' }),
    'profiles/admin': profileDoc({ admin_role: 'admin', display_name: 'Ava Admin' }),
    'videos/existing': { ...valid(), created_at: new Date('2026-01-01T00:00:00Z') },
  });
});

describe('videos', () => {
  it('lets everyone read videos, signed in or not', async () => {
    await expectAllowed(getDoc(doc(anon(), 'videos/existing')));
    await expectAllowed(getDocs(collection(anon(), 'videos')));
    await expectAllowed(getDocs(collection(as('student'), 'videos')));
  });

  it('lets a mentor publish their own video', async () => {
    await expectAllowed(add(as('mentor'), valid()));
  });

  it.each([
    ['youtu.be', `https://youtu.be/${ID}?t=42`],
    ['shorts', `https://youtube.com/shorts/${ID}`],
    ['embed', `https://www.youtube.com/embed/${ID}`],
    ['mobile', `https://m.youtube.com/watch?v=${ID}&list=PL1`],
  ])('accepts a %s link', async (_form, url) => {
    await expectAllowed(add(as('mentor'), valid({ video_url: url })));
  });

  it('accepts a known duration and a missing thumbnail', async () => {
    await expectAllowed(add(as('mentor'), valid({ duration: '1:02:03', thumbnail_url: null })));
    await expectAllowed(add(as('mentor'), valid({ duration: '9:58' })));
  });

  it('refuses visitors, students and admins who are not mentors', async () => {
    await expectDenied(add(anon(), valid()));
    await expectDenied(add(as('student'), valid({ mentor_id: 'student', mentor: { id: 'student', display_name: 'Sam Student', avatar_url: null } })));
    await expectDenied(add(as('admin'), valid({ mentor_id: 'admin', mentor: { id: 'admin', display_name: 'Ava Admin', avatar_url: null } })));
  });

  it("refuses a video in another mentor's name", async () => {
    await expectDenied(add(as('other-mentor'), valid()));
    await expectDenied(add(as('mentor'), valid({ mentor: { id: 'mentor', display_name: 'Someone Famous', avatar_url: null } })));
    await expectDenied(add(as('mentor'), valid({ mentor: { id: 'other-mentor', display_name: 'Maya Mentor', avatar_url: null } })));
  });

  it('refuses titles outside 1 to 100 characters and descriptions of 5000 or more', async () => {
    const db = as('mentor');
    await expectAllowed(add(db, valid({ title: 't'.repeat(100), description: 'd'.repeat(4999) })));
    await expectDenied(add(db, valid({ title: '' })));
    await expectDenied(add(db, valid({ title: 't'.repeat(101) })));
    await expectDenied(add(db, valid({ title: '  padded  ' })));
    await expectDenied(add(db, valid({ description: '' })));
    await expectDenied(add(db, valid({ description: 'd'.repeat(5000) })));
  });

  it('refuses links that are not YouTube or do not name the video id', async () => {
    const db = as('mentor');
    await expectDenied(add(db, valid({ video_url: `https://vimeo.com/${ID}` })));
    await expectDenied(add(db, valid({ video_url: `https://evil.example/?u=youtube.com/watch?v=${ID}` })));
    await expectDenied(add(db, valid({ video_url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa' })));
    await expectDenied(add(db, valid({ youtube_id: 'short', video_url: 'https://youtu.be/short' })));
    await expectDenied(add(db, valid({ thumbnail_url: 'https://tracker.example/pixel.gif' })));
  });

  it('refuses bad categories, durations and timestamps', async () => {
    const db = as('mentor');
    await expectDenied(add(db, valid({ category: 'Cooking' })));
    await expectDenied(add(db, valid({ duration: 'forever' })));
    await expectDenied(add(db, valid({ created_at: new Date('2020-01-01') })));
  });

  it.each(['mentor_id', 'mentor', 'title', 'description', 'video_url', 'youtube_id', 'thumbnail_url', 'duration', 'category', 'created_at'])(
    'refuses a video without %s',
    async (key) => {
      const data: Record<string, unknown> = valid();
      delete data[key];
      await expectDenied(add(as('mentor'), data));
    },
  );

  it('refuses extra fields', async () => {
    await expectDenied(add(as('mentor'), valid({ likes_count: 1000 })));
  });

  it('lets the owner or an admin delete a video, and nobody else', async () => {
    await expectDenied(deleteDoc(doc(anon(), 'videos/existing')));
    await expectDenied(deleteDoc(doc(as('student'), 'videos/existing')));
    await expectDenied(deleteDoc(doc(as('other-mentor'), 'videos/existing')));
    await expectAllowed(deleteDoc(doc(as('mentor'), 'videos/existing')));
    await seedDocs(env, { 'videos/second': { ...valid(), created_at: new Date() } });
    await expectAllowed(deleteDoc(doc(as('admin'), 'videos/second')));
  });

  it('lets nobody edit a published video', async () => {
    await expectDenied(updateDoc(doc(as('mentor'), 'videos/existing'), { title: 'Changed' }));
    await expectDenied(updateDoc(doc(as('admin'), 'videos/existing'), { title: 'Changed' }));
  });
});
