// Community counters and clean-up against the emulators: real users write likes and comments through
// the client SDK (so the security rules apply) and the triggers keep the counts.
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore as getClientFirestore,
  serverTimestamp,
  setDoc,
  terminate,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { newComment, newDiscussion, newLike, paths, personCopy, type PersonCopy } from '@mentorbridge/model';
// The trigger code itself, for redelivery (it uses the default app, set up from the emulator environment).
import { bump } from '../src/counters';
import { accountName, auth as adminAuth, createCounted, db, PROJECT_ID, profileData, uniqueId } from './callers';

const PASSWORD = 'password123';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!firestoreHost || !authHost) throw new Error('Function tests run inside the emulators: use `npm test -- functions`.');
const [firestoreHostname, firestorePort] = firestoreHost.split(':');

interface Member {
  uid: string;
  name: string;
  db: ClientFirestore;
}

const clients: { app: FirebaseApp; db: ClientFirestore }[] = [];

/** A user with a profile, signed in with their own client SDK instance. */
async function member(prefix: string): Promise<Member> {
  const uid = uniqueId(prefix);
  const name = accountName(uid);
  const email = `${uid}@community.test`;
  await adminAuth.createUser({ uid, email, password: PASSWORD, displayName: name });
  await db.doc(paths.profile(uid)).set(profileData({ display_name: name }));
  const app = initializeClientApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, uniqueId('client'));
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const clientDb = getClientFirestore(app);
  connectFirestoreEmulator(clientDb, firestoreHostname, Number(firestorePort));
  clients.push({ app, db: clientDb });
  return { uid, name, db: clientDb };
}

/** A discussion written directly (rules for creating one are covered by the rules tests). */
async function discussion(
  author: PersonCopy = personCopy({ id: 'admin-01', display_name: 'Admin' }),
  input = { title: 'Concurrency', content: 'Counting likes.', category: 'Career Advice', tags: [] },
): Promise<string> {
  const id = uniqueId('discussion');
  await db.doc(paths.discussion(id)).set(newDiscussion(input, author, Timestamp.now()));
  return id;
}

const likePath = (discussionId: string, uid: string) => `${paths.discussionLikes(discussionId)}/${uid}`;
const commentPath = (discussionId: string, commentId: string) => `${paths.comments(discussionId)}/${commentId}`;
const commentLikePath = (discussionId: string, commentId: string, uid: string) =>
  `${paths.commentLikes(discussionId, commentId)}/${uid}`;

async function counts(path: string): Promise<{ likes: unknown; comments: unknown }> {
  const data = (await db.doc(path).get()).data();
  return { likes: data?.likes_count, comments: data?.comments_count };
}

/**
 * Waits until the document's counts equal `expected`, then a little longer, and returns them:
 * a count that overshoots later (an event counted twice) is caught too. The emulator runs triggers
 * one after another, so on a busy machine 50 of them can take well over a minute.
 */
async function settledCounts(path: string, expected: { likes: unknown; comments: unknown }) {
  const deadline = Date.now() + 150_000;
  while (JSON.stringify(await counts(path)) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return counts(path);
}

/** Waits until `check` holds (triggers run asynchronously). */
async function until(check: () => Promise<boolean>, timeoutMs = 90_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}

const like = (uid: string) => newLike(uid, serverTimestamp());

const comment = (m: Member, discussionId: string, content: string) =>
  newComment(discussionId, personCopy({ id: m.uid, display_name: m.name }), content, serverTimestamp());

afterAll(async () => {
  await Promise.all(clients.splice(0).map(async ({ app, db: clientDb }) => {
    await terminate(clientDb);
    await deleteClientApp(app);
  }));
});

describe('community counters', () => {
  it('counts exactly when 50 users like at once and then half unlike', { timeout: 480_000 }, async () => {
    const id = await discussion();
    const path = paths.discussion(id);
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => member(`liker${i}`)));

    await Promise.all(members.map((m) => setDoc(doc(m.db, likePath(id, m.uid)), like(m.uid))));
    expect(await settledCounts(path, { likes: 50, comments: 0 })).toEqual({ likes: 50, comments: 0 });

    await Promise.all(members.slice(0, 25).map((m) => deleteDoc(doc(m.db, likePath(id, m.uid)))));
    expect(await settledCounts(path, { likes: 25, comments: 0 })).toEqual({ likes: 25, comments: 0 });
    expect((await db.collection(paths.discussionLikes(id)).count().get()).data().count).toBe(25);
  });

  it('counts comments and comment likes added and removed concurrently', { timeout: 480_000 }, async () => {
    const id = await discussion();
    const path = paths.discussion(id);
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => member(`commenter${i}`)));

    const commentIds = members.map(() => uniqueId('comment'));
    await Promise.all(
      members.map((m, i) => createCounted(m.db, m.uid, 'comments', commentPath(id, commentIds[i]), comment(m, id, `Comment ${i}`), 'reset')),
    );
    expect(await settledCounts(path, { likes: 0, comments: 10 })).toEqual({ likes: 0, comments: 10 });

    // Everyone likes the first comment, then four take their like back.
    const first = commentPath(id, commentIds[0]);
    await Promise.all(members.map((m) => setDoc(doc(m.db, commentLikePath(id, commentIds[0], m.uid)), like(m.uid))));
    expect(await settledCounts(first, { likes: 10, comments: undefined })).toEqual({ likes: 10, comments: undefined });
    await Promise.all(members.slice(0, 4).map((m) => deleteDoc(doc(m.db, commentLikePath(id, commentIds[0], m.uid)))));
    expect(await settledCounts(first, { likes: 6, comments: undefined })).toEqual({ likes: 6, comments: undefined });

    // Three authors delete their comments at once.
    await Promise.all(members.slice(5, 8).map((m, i) => deleteDoc(doc(m.db, commentPath(id, commentIds[5 + i])))));
    expect(await settledCounts(path, { likes: 0, comments: 7 })).toEqual({ likes: 0, comments: 7 });
  });

  it('keeps counts out of clients’ reach', async () => {
    const id = await discussion();
    const m = await member('forger');
    await expect(
      setDoc(doc(m.db, paths.discussion(id)), { likes_count: 1000 }, { merge: true }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await counts(paths.discussion(id))).toEqual({ likes: 0, comments: 0 });
  });
});

describe('discussion deletion', () => {
  it('removes the discussion’s likes, comments and comment likes', { timeout: 300_000 }, async () => {
    const id = await discussion();
    const path = paths.discussion(id);
    const other = await discussion();
    const m = await member('cleanup');
    const commentId = uniqueId('comment');
    await setDoc(doc(m.db, likePath(id, m.uid)), like(m.uid));
    await createCounted(m.db, m.uid, 'comments', commentPath(id, commentId), comment(m, id, 'Bye'), 'reset');
    await setDoc(doc(m.db, commentLikePath(id, commentId, m.uid)), like(m.uid));
    await setDoc(doc(m.db, likePath(other, m.uid)), like(m.uid));
    expect(await settledCounts(path, { likes: 1, comments: 1 })).toEqual({ likes: 1, comments: 1 });

    await db.doc(path).delete();

    const cleared = await until(async () => {
      const [likes, comments, commentLikes] = await Promise.all([
        db.collection(paths.discussionLikes(id)).count().get(),
        db.collection(paths.comments(id)).count().get(),
        db.collection(paths.commentLikes(id, commentId)).count().get(),
      ]);
      return likes.data().count + comments.data().count + commentLikes.data().count === 0;
    });
    expect(cleared).toBe(true);
    // The counter triggers of the removed children must not bring the discussion back.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await db.doc(path).get()).exists).toBe(false);
    // Other discussions keep their likes.
    expect((await db.doc(likePath(other, m.uid)).get()).exists).toBe(true);
    expect(await settledCounts(paths.discussion(other), { likes: 1, comments: 0 })).toEqual({ likes: 1, comments: 0 });
  });
});

// The refresh itself lives with the profiles (one trigger for every copy); this checks the community's copies.
describe('person copies', () => {
  it('follow a profile’s name change on discussions and comments', { timeout: 120_000 }, async () => {
    const m = await member('renamed');
    const author = personCopy({ id: m.uid, display_name: m.name });
    const id = await discussion(author, { title: 'Mine', content: 'Mine.', category: 'Research', tags: [] });
    const path = paths.discussion(id);
    const commentId = uniqueId('comment');
    await createCounted(m.db, m.uid, 'comments', commentPath(id, commentId), comment(m, id, 'Hello'), 'reset');

    await db.doc(paths.profile(m.uid)).update({ display_name: 'New Name', avatar_url: 'https://example.com/a.png' });

    const want = { id: m.uid, display_name: 'New Name', avatar_url: 'https://example.com/a.png' };
    const fresh = await until(async () => {
      const [d, c] = await Promise.all([db.doc(path).get(), db.doc(commentPath(id, commentId)).get()]);
      return JSON.stringify(d.data()?.author) === JSON.stringify(want) && JSON.stringify(c.data()?.user) === JSON.stringify(want);
    });
    expect(fresh).toBe(true);
  });
});

describe('redelivered events', () => {
  it('are counted once', async () => {
    const id = await discussion();
    const path = paths.discussion(id);
    const eventId = uniqueId('event');
    await bump(eventId, path, 'likes_count', 1);
    await bump(eventId, path, 'likes_count', 1);
    expect(await counts(path)).toEqual({ likes: 1, comments: 0 });
    // A parent that no longer exists is skipped without an error.
    await expect(bump(uniqueId('event'), paths.discussion('missing-one'), 'likes_count', 1)).resolves.toBeUndefined();
  });
});
