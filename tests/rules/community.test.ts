import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS, newComment, newDiscussion, newLike, paths } from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AVATAR, createCounted, expectAllowed, expectDenied, person, profileDoc, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const EXISTING = paths.discussion('d1');
const COMMENT = `${paths.comments('d1')}/c1`;

const input = {
  title: 'How do I prepare for interviews?',
  content: 'Share what worked for you.\nThanks!',
  category: 'Career Advice',
  tags: ['interviews', 'career'],
};

/** A discussion as the app writes it for the given admin. */
const discussion = (uid = 'admin', name = 'Ada Admin', now: unknown = serverTimestamp()) =>
  newDiscussion(input, person(uid, name), now);

const comment = (uid = 'student', name = 'Sam Student', now: unknown = serverTimestamp()) =>
  newComment('d1', person(uid, name), 'Practice out loud.', now);

const like = (uid: string) => newLike(uid, serverTimestamp());

beforeAll(async () => {
  env = await rulesEnv('community');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('admin')]: profileDoc({ admin_role: 'admin', display_name: 'Ada Admin' }),
    [paths.profile('admin2')]: profileDoc({ admin_role: 'admin', display_name: 'Otto Admin' }),
    [paths.profile('student')]: profileDoc({ display_name: 'Sam Student' }),
    [paths.profile('other')]: profileDoc({ display_name: 'Olga Other' }),
    [paths.profile('mentor')]: profileDoc({ role: 'mentor', display_name: 'Mia Mentor' }),
    // The counters as the functions keep them for one like and one comment.
    [EXISTING]: { ...discussion('admin', 'Ada Admin', SEEDED_AT), likes_count: 1, comments_count: 1 },
    [`${paths.discussionLikes('d1')}/student`]: newLike('student', SEEDED_AT),
    [COMMENT]: { ...comment('student', 'Sam Student', SEEDED_AT), likes_count: 1 },
    [`${paths.commentLikes('d1', 'c1')}/other`]: newLike('other', SEEDED_AT),
  });
});

describe('community_discussions', () => {
  it('lets anyone read discussions', async () => {
    await expectAllowed(getDoc(doc(anon(), EXISTING)));
    await expectAllowed(getDocs(collection(anon(), COLLECTIONS.discussions)));
  });

  it('lets an admin start a discussion as themselves', async () => {
    await expectAllowed(setDoc(doc(as('admin'), paths.discussion('new')), discussion()));
    await expectAllowed(setDoc(doc(as('admin'), paths.discussion('no-tags')), { ...discussion(), tags: [] }));
  });

  it('refuses a non-admin creating a discussion', async () => {
    await expectDenied(setDoc(doc(as('student'), paths.discussion('new')), discussion('student', 'Sam Student')));
    await expectDenied(setDoc(doc(as('mentor'), paths.discussion('new')), discussion('mentor', 'Mia Mentor')));
    await expectDenied(setDoc(doc(anon(), paths.discussion('new')), discussion()));
    // A user without a profile is no admin either.
    await expectDenied(setDoc(doc(as('ghost'), paths.discussion('new')), discussion('ghost', 'Ghost')));
  });

  it('refuses an admin posting as someone else', async () => {
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), discussion('admin2', 'Otto Admin')));
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), author: person('admin2', 'Otto Admin') }));
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), author: person('admin', 'Someone Famous') }));
  });

  it('refuses an author copy with another avatar than the profile’s, and accepts the profile’s', async () => {
    const author = person('admin', 'Ada Admin');
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), author: { ...author, avatar_url: AVATAR } }));
    await seedDocs(env, { [paths.profile('admin')]: profileDoc({ admin_role: 'admin', display_name: 'Ada Admin', avatar_url: AVATAR }) });
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), discussion()));
    await expectAllowed(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), author: { ...author, avatar_url: AVATAR } }));
  });

  it('accepts 10 distinct tags of up to 40 characters, inner spaces included', async () => {
    const tags = Array.from({ length: 10 }, (_, i) => `tag ${i} ${'t'.repeat(40)}`.slice(0, 40));
    await expectAllowed(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), tags }));
  });

  it.each<[string, unknown[]]>([
    ['an empty tag', ['career', '']],
    ['a blank tag', ['career', '   ']],
    ['a tag with leading space', [' career']],
    ['a tag with trailing space', ['career ']],
    ['a tag over two lines', ['career\nadvice']],
    ['a tag holding a carriage return', ['career\radvice']],
    ['a duplicated tag', ['career', 'jobs', 'career']],
    ['a number as tag', ['career', 42]],
    ['a map as tag', [{ tag: 'career' }]],
    ['a null tag', [null]],
    ['a tag over 40 characters', ['t'.repeat(41)]],
    ['a bad tag in the last slot', [...Array.from({ length: 9 }, (_, i) => `t${i}`), ' t9']],
    ['more than 10 tags', Array.from({ length: 11 }, (_, i) => `t${i}`)],
  ])('refuses a discussion with %s', async (_name, tags) => {
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), tags }));
  });

  it('refuses forged counts on create', async () => {
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), likes_count: 5 }));
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), comments_count: 3 }));
    await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), likes_count: -1 }));
  });

  it.each(Object.keys(discussion()))(
    'refuses a discussion without %s',
    async (key) => {
      const data: DocumentData = discussion();
      delete data[key];
      await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), data));
    },
  );

  it('refuses invalid fields', async () => {
    const bad: DocumentData[] = [
      { title: '' },
      { title: '  padded ' },
      { title: 't'.repeat(201) },
      { content: '' },
      { content: 'c'.repeat(10001) },
      { category: 'Gossip' },
      { tags: 'career' },
      { tags: ['a', 'a'] },
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { created_at: new Date('2020-01-01') },
      { pinned: true },
    ];
    for (const patch of bad) await expectDenied(setDoc(doc(as('admin'), paths.discussion('new')), { ...discussion(), ...patch }));
  });

  it('lets nobody edit a discussion or its counts', async () => {
    await expectDenied(updateDoc(doc(as('admin'), EXISTING), { likes_count: 100 }));
    await expectDenied(updateDoc(doc(as('admin'), EXISTING), { title: 'Changed' }));
    await expectDenied(updateDoc(doc(as('student'), EXISTING), { comments_count: 0 }));
  });

  it('lets the author delete, and nobody else (admins delete others’ through the adminDelete callable)', async () => {
    await expectDenied(deleteDoc(doc(as('student'), EXISTING)));
    await expectDenied(deleteDoc(doc(anon(), EXISTING)));
    await expectAllowed(deleteDoc(doc(as('admin'), EXISTING)));
    await seedDocs(env, { [paths.discussion('d2')]: discussion('admin2', 'Otto Admin', SEEDED_AT) });
    await expectDenied(deleteDoc(doc(as('admin'), paths.discussion('d2'))));
    await expectAllowed(deleteDoc(doc(as('admin2'), paths.discussion('d2'))));
    // An author who is no longer an admin may still delete their own discussion.
    await seedDocs(env, { [paths.discussion('d3')]: discussion('student', 'Sam Student', SEEDED_AT) });
    await expectAllowed(deleteDoc(doc(as('student'), paths.discussion('d3'))));
  });
});

describe('community_discussions likes', () => {
  const likePath = (uid: string, d = 'd1') => `${paths.discussionLikes(d)}/${uid}`;

  it('lets anyone read likes', async () => {
    await expectAllowed(getDocs(collection(anon(), paths.discussionLikes('d1'))));
  });

  it('lets a signed-in user like as themselves', async () => {
    await expectAllowed(setDoc(doc(as('other'), likePath('other')), like('other')));
  });

  it('refuses liking as someone else', async () => {
    await expectDenied(setDoc(doc(as('other'), likePath('admin')), like('admin')));
    await expectDenied(setDoc(doc(as('other'), likePath('other')), like('admin')));
    await expectDenied(setDoc(doc(as('other'), likePath('admin')), like('other')));
  });

  it('refuses a visitor, a second like, a like on a missing discussion and malformed likes', async () => {
    await expectDenied(setDoc(doc(anon(), likePath('other')), like('other')));
    await expectDenied(setDoc(doc(as('student'), likePath('student')), like('student')));
    await expectDenied(setDoc(doc(as('other'), likePath('other', 'missing')), like('other')));
    await expectDenied(setDoc(doc(as('other'), likePath('other')), { ...like('other'), weight: 2 }));
    await expectDenied(setDoc(doc(as('other'), likePath('other')), { ...like('other'), created_at: new Date('2020-01-01') }));
  });

  it('lets a user remove only their own like', async () => {
    await expectDenied(deleteDoc(doc(as('other'), likePath('student'))));
    await expectDenied(deleteDoc(doc(as('admin'), likePath('student'))));
    await expectDenied(deleteDoc(doc(anon(), likePath('student'))));
    await expectAllowed(deleteDoc(doc(as('student'), likePath('student'))));
  });

  it('lets nobody edit a like', async () => {
    await expectDenied(updateDoc(doc(as('student'), likePath('student')), { created_at: serverTimestamp() }));
  });
});

describe('community_discussions comments', () => {
  const commentsOf = (db: Firestore, d = 'd1') => collection(db, paths.comments(d));
  /** A new comment as `uid` writes it in the app: with their abuse-limit counter's step (rate-limits.test.ts). */
  const post = (db: Firestore, uid: string, data: DocumentData, d = 'd1') =>
    createCounted(db, uid, 'comments', doc(commentsOf(db, d)).path, data);

  it('lets anyone read comments', async () => {
    await expectAllowed(getDocs(commentsOf(anon())));
  });

  it('lets a signed-in user comment as themselves', async () => {
    await expectAllowed(post(as('other'), 'other', comment('other', 'Olga Other')));
    await expectAllowed(post(as('admin'), 'admin', comment('admin', 'Ada Admin')));
  });

  it('refuses a visitor and commenting as someone else', async () => {
    await expectDenied(post(anon(), 'anon', comment()));
    await expectDenied(post(as('other'), 'other', comment('student', 'Sam Student')));
    await expectDenied(post(as('other'), 'other', { ...comment('other', 'Olga Other'), user: person('student', 'Sam Student') }));
    await expectDenied(post(as('other'), 'other', { ...comment('other', 'Olga Other'), user: person('other', 'Ada Admin') }));
    await expectDenied(
      post(as('other'), 'other', { ...comment('other', 'Olga Other'), user: { ...person('other', 'Olga Other'), avatar_url: AVATAR } }),
    );
  });

  it('refuses forged counts, wrong discussions and invalid content', async () => {
    const base = comment('other', 'Olga Other');
    const bad: DocumentData[] = [
      { likes_count: 3 },
      { discussion_id: 'd2' },
      { content: '' },
      { content: '   ' },
      { content: ' padded ' },
      { content: 'x'.repeat(2001) },
      { created_at: new Date('2020-01-01') },
      { edited: true },
    ];
    for (const patch of bad) await expectDenied(post(as('other'), 'other', { ...base, ...patch }));
    await expectDenied(post(as('other'), 'other', { ...base, discussion_id: 'missing' }, 'missing'));
  });

  it('accepts the longest allowed comment', async () => {
    await expectAllowed(post(as('other'), 'other', { ...comment('other', 'Olga Other'), content: 'x'.repeat(2000) }));
  });

  it("refuses editing a comment, another's or one's own, and its count", async () => {
    await expectDenied(updateDoc(doc(as('other'), COMMENT), { content: 'Hijacked' }));
    await expectDenied(updateDoc(doc(as('admin'), COMMENT), { content: 'Moderated' }));
    await expectDenied(updateDoc(doc(as('student'), COMMENT), { likes_count: 50 }));
  });

  it('lets the comment author delete, and nobody else (admins delete others’ through the adminDelete callable)', async () => {
    await expectDenied(deleteDoc(doc(as('other'), COMMENT)));
    await expectDenied(deleteDoc(doc(anon(), COMMENT)));
    await expectAllowed(deleteDoc(doc(as('student'), COMMENT)));
    await seedDocs(env, { [`${paths.comments('d1')}/c2`]: comment('student', 'Sam Student', SEEDED_AT) });
    await expectDenied(deleteDoc(doc(as('admin'), `${paths.comments('d1')}/c2`)));
    await seedDocs(env, { [`${paths.comments('d1')}/c3`]: comment('admin', 'Ada Admin', SEEDED_AT) });
    await expectAllowed(deleteDoc(doc(as('admin'), `${paths.comments('d1')}/c3`)));
  });
});

describe('community_discussions comment likes', () => {
  const likePath = (uid: string, c = 'c1') => `${paths.commentLikes('d1', c)}/${uid}`;

  it('lets anyone read comment likes', async () => {
    await expectAllowed(getDocs(collection(anon(), paths.commentLikes('d1', 'c1'))));
  });

  it('lets a signed-in user like a comment as themselves', async () => {
    await expectAllowed(setDoc(doc(as('student'), likePath('student')), like('student')));
  });

  it('refuses liking as someone else, twice, as a visitor or on a missing comment', async () => {
    await expectDenied(setDoc(doc(as('student'), likePath('admin')), like('admin')));
    await expectDenied(setDoc(doc(as('student'), likePath('student')), like('other')));
    await expectDenied(setDoc(doc(as('other'), likePath('other')), like('other')));
    await expectDenied(setDoc(doc(anon(), likePath('student')), like('student')));
    await expectDenied(setDoc(doc(as('student'), likePath('student', 'missing')), like('student')));
  });

  it('lets a user remove only their own comment like', async () => {
    await expectDenied(deleteDoc(doc(as('student'), likePath('other'))));
    await expectAllowed(deleteDoc(doc(as('other'), likePath('other'))));
  });
});
