// Video ratings against the emulators: viewers rate through the client SDK (so the rules apply) and
// onVideoRatingWritten keeps each video's count and sum of stars; deleting a video removes its ratings.
import { deleteDoc, doc, serverTimestamp, setDoc, terminate, type Firestore as ClientFirestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { newVideo, newVideoRating, paths, ratingLine, thumbnailUrl, watchUrl } from '@mentorbridge/model';
import {
  accountCopy,
  clientFirestore,
  closeCallers,
  createAccount,
  db,
  eventually,
  fieldsAt,
  signedInApp,
  starsAggregate,
  TRIGGER_TEST_TIMEOUT_MS,
  uniqueId,
} from './callers';

const YOUTUBE_ID = 'rfscVS0vtbw';
const clients: ClientFirestore[] = [];

afterAll(async () => {
  await Promise.all(clients.splice(0).map((clientDb) => terminate(clientDb)));
  await closeCallers();
});

/** A video written directly (its rules are covered by the rules tests). */
async function video(): Promise<string> {
  const mentor = await createAccount('video-mentor', { role: 'mentor' });
  const id = uniqueId('video');
  const input = {
    title: 'Ratings',
    description: 'Counting stars.',
    video_url: watchUrl(YOUTUBE_ID),
    youtube_id: YOUTUBE_ID,
    thumbnail_url: thumbnailUrl(YOUTUBE_ID),
    category: 'Tech',
  };
  await db.doc(paths.video(id)).set(newVideo(input, accountCopy(mentor.uid), Timestamp.now()));
  return id;
}

/** A signed-in viewer with a profile and their own client SDK instance. */
async function viewer(prefix: string): Promise<{ uid: string; db: ClientFirestore }> {
  const { uid, email } = await createAccount(prefix);
  const clientDb = clientFirestore(await signedInApp(email));
  clients.push(clientDb);
  return { uid, db: clientDb };
}

const rate = (v: { uid: string; db: ClientFirestore }, videoId: string, stars: number) =>
  setDoc(doc(v.db, paths.videoRating(videoId, v.uid)), newVideoRating(v.uid, stars, serverTimestamp()));

const counts = (videoId: string) => fieldsAt(paths.video(videoId), ['rating_count', 'rating_sum']);

/** The count and sum of the stored ratings themselves, as Firestore aggregates them. */
const truth = (videoId: string) => starsAggregate(paths.videoRatings(videoId), 'rating_count', 'rating_sum');

describe('video ratings', () => {
  it('keep a video’s count and sum exact under 20 concurrent ratings, changes and removals', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const id = await video();
    const viewers = await Promise.all(Array.from({ length: 20 }, (_, i) => viewer(`rater${i}`)));

    // Stars 1 to 5, four times over: 20 ratings summing to 60.
    await Promise.all(viewers.map((v, i) => rate(v, id, (i % 5) + 1)));
    const first = { rating_count: 20, rating_sum: 60 };
    expect(await eventually(() => counts(id), first)).toEqual(first);

    // At the same time, eight change theirs to 5 stars and five others take theirs back.
    const changing = viewers.slice(0, 8);
    const leaving = viewers.slice(8, 13);
    await Promise.all([
      ...changing.map((v) => rate(v, id, 5)),
      ...leaving.map((v) => deleteDoc(doc(v.db, paths.videoRating(id, v.uid)))),
    ]);
    // What the ratings should now be, worked out from the plan, and what Firestore says they are.
    const kept = viewers.map((_, i) => (i < 8 ? 5 : (i % 5) + 1)).filter((_, i) => i < 8 || i >= 13);
    const expected = { rating_count: kept.length, rating_sum: kept.reduce((a, b) => a + b, 0) };
    expect(expected).toEqual({ rating_count: 15, rating_sum: 64 });
    expect(await truth(id)).toEqual(expected);
    expect(await eventually(() => counts(id), expected)).toEqual(expected);
    expect(ratingLine(expected)).toBe('4.3 · 15 ratings');
  });

  it('a rating changed to the same stars moves nothing, and a video starts with none', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const id = await video();
    expect(await counts(id)).toEqual({ rating_count: 0, rating_sum: 0 });
    const v = await viewer('same');
    await rate(v, id, 3);
    expect(await eventually(() => counts(id), { rating_count: 1, rating_sum: 3 })).toEqual({ rating_count: 1, rating_sum: 3 });
    await rate(v, id, 3);
    await rate(v, id, 4);
    expect(await eventually(() => counts(id), { rating_count: 1, rating_sum: 4 })).toEqual({ rating_count: 1, rating_sum: 4 });
  });

  it('deleting a video removes its ratings and does not bring the video back', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const id = await video();
    const other = await video();
    const v = await viewer('cleanup');
    await Promise.all([rate(v, id, 5), rate(v, other, 2)]);
    expect(await eventually(() => counts(id), { rating_count: 1, rating_sum: 5 })).toEqual({ rating_count: 1, rating_sum: 5 });

    await db.doc(paths.video(id)).delete();
    const remaining = async () => (await db.collection(paths.videoRatings(id)).count().get()).data().count;
    expect(await eventually(remaining, 0)).toBe(0);
    expect((await db.doc(paths.video(id)).get()).exists).toBe(false);
    expect(await eventually(() => counts(other), { rating_count: 1, rating_sum: 2 })).toEqual({ rating_count: 1, rating_sum: 2 });
  });
});
