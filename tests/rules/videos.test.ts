import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS, newVideo, newVideoRating, paths, thumbnailUrl, watchUrl } from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AVATAR, expectAllowed, expectDenied, person, profileDoc, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const ID = 'dQw4w9WgXcQ';

const input = {
  title: 'Acing the behavioural interview',
  description: 'STAR stories, follow-up questions and what interviewers listen for.',
  video_url: watchUrl(ID),
  youtube_id: ID,
  thumbnail_url: thumbnailUrl(ID),
  category: 'Interview Prep',
};

const MAYA = person('mentor', 'Maya Mentor');

/** A video as the upload page writes it for `mentor`. */
const video = (mentor = MAYA, now: unknown = serverTimestamp()) => newVideo(input, mentor, now);

/** Maya's video with some fields replaced. */
const valid = (overrides: Record<string, unknown> = {}) => ({ ...video(), ...overrides });

const add = (db: Firestore, data: Record<string, unknown>) => addDoc(collection(db, COLLECTIONS.videos), data);
const EXISTING = paths.video('existing');

beforeAll(async () => {
  env = await rulesEnv('videos');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('mentor')]: profileDoc({ role: 'mentor', display_name: 'Maya Mentor' }),
    [paths.profile('other-mentor')]: profileDoc({ role: 'mentor', display_name: 'Omar Other' }),
    [paths.profile('student')]: profileDoc({ display_name: 'Sam Student' }),
    [paths.profile('admin')]: profileDoc({ admin_role: 'admin', display_name: 'Ava Admin' }),
    [EXISTING]: video(MAYA, SEEDED_AT),
  });
});

describe('videos', () => {
  it('lets everyone read videos, signed in or not', async () => {
    await expectAllowed(getDoc(doc(anon(), EXISTING)));
    await expectAllowed(getDocs(collection(anon(), COLLECTIONS.videos)));
    await expectAllowed(getDocs(collection(as('student'), COLLECTIONS.videos)));
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
    await expectDenied(add(as('student'), video(person('student', 'Sam Student'))));
    await expectDenied(add(as('admin'), video(person('admin', 'Ava Admin'))));
  });

  it("refuses a video in another mentor's name", async () => {
    await expectDenied(add(as('other-mentor'), valid()));
    await expectDenied(add(as('mentor'), valid({ mentor: person('mentor', 'Someone Famous') })));
    await expectDenied(add(as('mentor'), valid({ mentor: person('other-mentor', 'Maya Mentor') })));
  });

  it('refuses a mentor copy with another avatar than the profile’s, and accepts the profile’s', async () => {
    await expectDenied(add(as('mentor'), valid({ mentor: { ...MAYA, avatar_url: AVATAR } })));
    await seedDocs(env, { [paths.profile('mentor')]: profileDoc({ role: 'mentor', display_name: 'Maya Mentor', avatar_url: AVATAR }) });
    await expectDenied(add(as('mentor'), valid()));
    await expectAllowed(add(as('mentor'), valid({ mentor: { ...MAYA, avatar_url: AVATAR } })));
  });

  it('refuses titles outside 1 to 100 characters and descriptions of 5000 or more', async () => {
    const db = as('mentor');
    await expectAllowed(add(db, valid({ title: 't'.repeat(100), description: 'd'.repeat(4999) })));
    await expectDenied(add(db, valid({ title: '' })));
    await expectDenied(add(db, valid({ title: 't'.repeat(101) })));
    await expectDenied(add(db, valid({ title: '  padded  ' })));
    await expectDenied(add(db, valid({ description: '' })));
    await expectDenied(add(db, valid({ description: '   ' })));
    await expectDenied(add(db, valid({ description: '\n\t' })));
    await expectAllowed(add(db, valid({ description: ' Padded descriptions are fine. ' })));
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

  it.each([
    ['a javascript: link', `javascript:alert(1)//youtube.com/watch?v=${ID}`],
    ['a data: link', `data:text/html,https://youtube.com/watch?v=${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a host ending in youtube.com', `https://evil-youtube.com/watch?v=${ID}`],
    ['user info before the host', `https://youtube.com@evil.example/watch?v=${ID}`],
    ['another subdomain', `https://evil.youtube.com/watch?v=${ID}`],
    ['no scheme', `youtube.com/watch?v=${ID}`],
    ['whitespace', `https://www.youtube.com/watch?v=${ID} `],
  ])('refuses a video link with %s', async (_name, url) => {
    await expectDenied(add(as('mentor'), valid({ video_url: url })));
  });

  it.each([
    ['http', `http://i.ytimg.com/vi/${ID}/hqdefault.jpg`],
    ['a look-alike host', `https://i.ytimg.com.evil.example/vi/${ID}/hqdefault.jpg`],
    ['user info before the host', `https://i.ytimg.com@evil.example/vi/${ID}/hqdefault.jpg`],
    ['a javascript: link', 'javascript:alert(1)//i.ytimg.com/'],
    ['whitespace', `https://i.ytimg.com/vi/${ID}/hq default.jpg`],
  ])('refuses a thumbnail link with %s', async (_name, url) => {
    await expectDenied(add(as('mentor'), valid({ thumbnail_url: url })));
  });

  it('refuses bad categories, durations and timestamps', async () => {
    const db = as('mentor');
    await expectDenied(add(db, valid({ category: 'Cooking' })));
    await expectDenied(add(db, valid({ duration: 'forever' })));
    await expectDenied(add(db, valid({ created_at: new Date('2020-01-01') })));
  });

  it.each(Object.keys(video()))(
    'refuses a video without %s',
    async (key) => {
      const data: Record<string, unknown> = video();
      delete data[key];
      await expectDenied(add(as('mentor'), data));
    },
  );

  it('refuses extra fields', async () => {
    await expectDenied(add(as('mentor'), valid({ likes_count: 1000 })));
  });

  it('lets the owner delete a video, and nobody else (admins delete through the adminDelete callable)', async () => {
    await expectDenied(deleteDoc(doc(anon(), EXISTING)));
    await expectDenied(deleteDoc(doc(as('student'), EXISTING)));
    await expectDenied(deleteDoc(doc(as('other-mentor'), EXISTING)));
    await expectDenied(deleteDoc(doc(as('admin'), EXISTING)));
    await expectAllowed(deleteDoc(doc(as('mentor'), EXISTING)));
  });

  it('lets nobody edit a published video', async () => {
    await expectDenied(updateDoc(doc(as('mentor'), EXISTING), { title: 'Changed' }));
    await expectDenied(updateDoc(doc(as('admin'), EXISTING), { title: 'Changed' }));
  });
});

describe('video ratings', () => {
  const rating = (uid: string) => doc(as(uid), paths.videoRating('existing', uid));
  const rate = (uid: string, stars: unknown, overrides: Record<string, unknown> = {}) =>
    setDoc(rating(uid), { ...newVideoRating(uid, 4, serverTimestamp()), stars, ...overrides });

  it('lets a signed-in viewer rate a video 1 to 5, change it, read it back and remove it', async () => {
    for (const stars of [1, 5, 3]) await expectAllowed(rate('student', stars));
    await expectAllowed(getDoc(rating('student')));
    await expectAllowed(deleteDoc(rating('student')));
    // Mentors rate other mentors' videos like anyone else.
    await expectAllowed(rate('other-mentor', 4));
  });

  it("refuses the video's own mentor a rating of it, new or changed, and lets another mentor rate it", async () => {
    await expectDenied(rate('mentor', 5));
    // A rating left before the rule cannot be raised either; its mentor may still remove it.
    await seedDocs(env, { [paths.videoRating('existing', 'mentor')]: newVideoRating('mentor', 3, SEEDED_AT) });
    await expectDenied(rate('mentor', 5));
    await expectAllowed(deleteDoc(rating('mentor')));
    await expectAllowed(rate('other-mentor', 5));
    await expectAllowed(rate('student', 5));
  });

  it('refuses stars outside 1 to 5 or not whole', async () => {
    for (const stars of [0, 6, 4.5, '4', null]) await expectDenied(rate('student', stars));
  });

  it("refuses a rating in someone else's name, a visitor's, and one of a video that does not exist", async () => {
    await expectDenied(setDoc(doc(as('student'), paths.videoRating('existing', 'mentor')), newVideoRating('mentor', 4, serverTimestamp())));
    await expectDenied(rate('student', 4, { user_id: 'mentor' }));
    await expectDenied(setDoc(doc(anon(), paths.videoRating('existing', 'student')), newVideoRating('student', 4, serverTimestamp())));
    await expectDenied(setDoc(doc(as('student'), paths.videoRating('missing', 'student')), newVideoRating('student', 4, serverTimestamp())));
  });

  it('refuses extra fields, a missing field and a time that is not the server’s', async () => {
    await expectDenied(rate('student', 4, { comment: 'Great' }));
    await expectDenied(rate('student', 4, { updated_at: new Date('2020-01-01') }));
    await expectDenied(setDoc(rating('student'), { user_id: 'student', stars: 4 }));
  });

  it("lets nobody read or remove another viewer's rating, nor list ratings", async () => {
    const theirs = paths.videoRating('existing', 'student');
    await seedDocs(env, { [theirs]: newVideoRating('student', 2, SEEDED_AT) });
    await expectDenied(getDoc(doc(as('mentor'), theirs)));
    await expectDenied(getDoc(doc(anon(), theirs)));
    await expectDenied(getDocs(collection(as('student'), paths.videoRatings('existing'))));
    await expectDenied(deleteDoc(doc(as('mentor'), theirs)));
    await expectDenied(deleteDoc(doc(as('admin'), theirs)));
  });

  it('refuses rating counts written by a client, on a new video or an existing one', async () => {
    await expectDenied(add(as('mentor'), valid({ rating_count: 3, rating_sum: 15 })));
    await expectDenied(updateDoc(doc(as('mentor'), EXISTING), { rating_count: 3, rating_sum: 15 }));
  });
});
