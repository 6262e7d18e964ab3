// Abuse limits (docs/data-model.md, `rate_limits/{uid}`): each comment, project message and report is created in
// one batch with a step of its author's counter, which the rules allow only within the kind's limit per window
// (RATE_LIMITS). The counter is the owner's alone, and nobody deletes it from a client.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, increment, serverTimestamp, setDoc, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  moderationPaths,
  newComment,
  newDiscussion,
  newProject,
  newProjectMessage,
  newRateLimits,
  newReport,
  paths,
  RATE_LIMITS,
  rateLimitKey,
  rateLimitPath,
  rateLimitUpdate,
  type RateLimitKind,
} from '@mentorbridge/model';
import { createCounted, expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const ME = 'writer';
const OTHER = 'other';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The n-th new document of each kind `ME` may create, with its path (reports: of discussion d{n}). */
const created: Record<RateLimitKind, (n: number) => { path: string; data: DocumentData }> = {
  comments: (n) => ({ path: `${paths.comments('d0')}/c${n}`, data: newComment('d0', person(ME), `Comment ${n}`, serverTimestamp()) }),
  messages: (n) => ({ path: `${paths.projectMessages('p1')}/m${n}`, data: newProjectMessage('p1', person(ME), `Message ${n}`, serverTimestamp()) }),
  reports: (n) => {
    const target = paths.discussion(`d${n}`);
    return {
      path: moderationPaths.report(ME, target),
      data: newReport(ME, { kind: 'discussion', target_path: target, reason: 'spam', note: '' }, serverTimestamp()),
    };
  },
};
const KINDS = Object.keys(created) as RateLimitKind[];

/** `ME`'s counter with `kind` at `count` writes in a window that started `ago` ms before now (the rest untouched). */
const counterAt = (kind: RateLimitKind, count: number, ago: number) => ({
  ...newRateLimits(SEEDED_AT, 'seeded'),
  [`${kind}_window`]: new Date(Date.now() - ago),
  [`${kind}_count`]: count,
});

/** Creates the n-th document of `kind` with the given counter step, as `ME`. */
const create = (kind: RateLimitKind, n: number, step: 'reset' | 'increment', db = as(ME)) => {
  const { path, data } = created[kind](n);
  return createCounted(db, ME, kind, path, data, step);
};

const counterOf = async (uid = ME) => {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore() as unknown as Firestore, rateLimitPath(uid)))).data();
  });
  return data;
};

beforeAll(async () => {
  env = await rulesEnv('rate-limits');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  const discussions = Object.fromEntries(
    Array.from({ length: 30 }, (_, i) => [paths.discussion(`d${i}`), newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, person('admin'), SEEDED_AT)]),
  );
  await seedDocs(env, {
    [paths.profile(ME)]: profileOf(ME, { role: 'mentor' }),
    [paths.profile(OTHER)]: profileOf(OTHER),
    [paths.project('p1')]: newProject({ title: 'T', description: 'D', category: 'C' }, person(ME), SEEDED_AT),
    ...discussions,
  });
});

describe.each(KINDS)('%s', (kind) => {
  const { max, hours } = RATE_LIMITS[kind];

  it('allows the first write, starting a window, and refuses it without the counter', async () => {
    const { path, data } = created[kind](1);
    await expectDenied(setDoc(doc(as(ME), path), data));
    await expectDenied(create(kind, 1, 'increment'));
    await expectAllowed(create(kind, 1, 'reset'));
    expect(await counterOf()).toMatchObject({ [`${kind}_count`]: 1, [`${kind}_last`]: rateLimitKey(path) });
    await expectAllowed(create(kind, 2, 'increment'));
    expect((await counterOf())?.[`${kind}_count`]).toBe(2);
  });

  it(`allows the ${max}th write of a window and refuses the next with permission-denied`, async () => {
    await seedDocs(env, { [rateLimitPath(ME)]: counterAt(kind, max - 1, 10 * MINUTE) });
    await expectAllowed(create(kind, 1, 'increment'));
    await expectDenied(create(kind, 2, 'increment'));
    // Nor may a new window start before this one ends.
    await expectDenied(create(kind, 2, 'reset'));
    expect((await counterOf())?.[`${kind}_count`]).toBe(max);
  });

  it(`starts a new window once ${hours} h have passed since the last one started`, async () => {
    await seedDocs(env, { [rateLimitPath(ME)]: counterAt(kind, max, hours * HOUR + MINUTE) });
    await expectDenied(create(kind, 1, 'increment'));
    await expectAllowed(create(kind, 1, 'reset'));
    expect((await counterOf())?.[`${kind}_count`]).toBe(1);
  });

  it('counts a write below the limit in a window that has ended (a write sent after reconnecting)', async () => {
    await seedDocs(env, { [rateLimitPath(ME)]: counterAt(kind, 3, hours * HOUR + MINUTE) });
    await expectAllowed(create(kind, 1, 'increment'));
    expect((await counterOf())?.[`${kind}_count`]).toBe(4);
  });

  it('refuses two documents for one step, and a step that names another document', async () => {
    await seedDocs(env, { [rateLimitPath(ME)]: counterAt(kind, 5, 10 * MINUTE) });
    const db = as(ME);
    const [first, second] = [created[kind](1), created[kind](2)];
    const two = writeBatch(db);
    two.set(doc(db, first.path), first.data);
    two.set(doc(db, second.path), second.data);
    two.set(doc(db, rateLimitPath(ME)), rateLimitUpdate(kind, 'increment', rateLimitKey(first.path), { now: serverTimestamp(), increment: increment(1) }), { merge: true });
    await expectDenied(two.commit());
    const elsewhere = writeBatch(db);
    elsewhere.set(doc(db, first.path), first.data);
    elsewhere.set(doc(db, rateLimitPath(ME)), rateLimitUpdate(kind, 'increment', rateLimitKey(second.path), { now: serverTimestamp(), increment: increment(1) }), { merge: true });
    await expectDenied(elsewhere.commit());
    expect((await counterOf())?.[`${kind}_count`]).toBe(5);
  });
});

describe('a deleted comment', () => {
  it('is not created again under its id without a new step', async () => {
    await expectAllowed(create('comments', 1, 'reset'));
    const { path, data } = created.comments(1);
    await expectAllowed(deleteDoc(doc(as(ME), path)));
    // The counter still names the comment; only a new step lets it be written again.
    await expectDenied(setDoc(doc(as(ME), path), data));
    await expectAllowed(create('comments', 1, 'increment'));
    expect((await counterOf())?.comments_count).toBe(2);
  });
});

describe('rate_limits/{uid}', () => {
  const counter = (db: Firestore, uid = ME) => doc(db, rateLimitPath(uid));

  it('lets its owner read it, and nobody else', async () => {
    await seedDocs(env, { [rateLimitPath(ME)]: counterAt('comments', 5, MINUTE) });
    await expectAllowed(getDoc(counter(as(ME))));
    await expectDenied(getDoc(counter(as(OTHER))));
    await expectDenied(getDoc(counter(env.unauthenticatedContext().firestore() as unknown as Firestore)));
  });

  it('refuses another user’s steps, a decrement, an early reset, a moved window, a bare key and deleting it', async () => {
    await seedDocs(env, { [rateLimitPath(ME)]: counterAt('comments', 5, 10 * MINUTE) });
    const mine = counter(as(ME));
    await expectDenied(setDoc(counter(as(OTHER)), { comments_count: increment(1), comments_last: 'd0/x' }, { merge: true }));
    await expectDenied(updateDoc(mine, { comments_count: increment(-1), comments_last: 'd0/x' }));
    await expectDenied(updateDoc(mine, { comments_count: 0 }));
    await expectDenied(updateDoc(mine, { comments_window: serverTimestamp(), comments_count: 1, comments_last: 'd0/x' }));
    await expectDenied(updateDoc(mine, { comments_window: new Date(Date.now() - 2 * HOUR), comments_last: 'd0/x' }));
    await expectDenied(updateDoc(mine, { comments_count: increment(2), comments_last: 'd0/x' }));
    await expectDenied(updateDoc(mine, { comments_last: 'd0/x' }));
    await expectDenied(updateDoc(mine, { spare: 1 }));
    await expectDenied(deleteDoc(mine));
    // A step alone (no document) is allowed: it only uses up the owner's own allowance.
    await expectAllowed(updateDoc(mine, { comments_count: increment(1), comments_last: 'd0/x' }));
    expect((await counterOf())?.comments_count).toBe(6);
  });

  it('is not created with a count or a window of the client’s choosing', async () => {
    const mine = counter(as(ME));
    await expectDenied(setDoc(mine, { comments_window: new Date(Date.now() - 2 * HOUR), comments_count: 1, comments_last: 'd0/x' }));
    await expectDenied(setDoc(mine, { comments_window: serverTimestamp(), comments_count: 0, comments_last: 'd0/x' }));
    await expectAllowed(setDoc(mine, { comments_window: serverTimestamp(), comments_count: 1, comments_last: 'd0/x' }));
  });
});

// The emulator, like Firestore, applies the commits that touch one document one after the other, each checked by
// the rules against the counter as the commits before it left it; increment(1) adds up exactly.
describe('abuse limits under concurrency', () => {
  it(`lets exactly ${RATE_LIMITS.comments.max} of 70 concurrent comments through, from separate clients`, async () => {
    await seedDocs(env, { [rateLimitPath(ME)]: counterAt('comments', 0, MINUTE) });
    const outcomes = await Promise.allSettled(Array.from({ length: 70 }, (_, n) => create('comments', n, 'increment', as(ME))));
    const allowed = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
    expect(allowed).toBe(RATE_LIMITS.comments.max);
    expect(new Set(refusals)).toEqual(new Set(['permission-denied']));
    expect((await counterOf())?.comments_count).toBe(RATE_LIMITS.comments.max);
    let stored = 0;
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const reads = await Promise.all(Array.from({ length: 70 }, (_, n) => getDoc(doc(db, created.comments(n).path))));
      stored = reads.filter((snap) => snap.exists()).length;
    });
    expect(stored).toBe(RATE_LIMITS.comments.max);
  });

  it('lets exactly 10 of 20 concurrent project messages through from 50 in the window', async () => {
    await seedDocs(env, { [rateLimitPath(ME)]: counterAt('messages', 50, MINUTE) });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, n) => create('messages', n, 'increment', as(ME))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect((await counterOf())?.messages_count).toBe(RATE_LIMITS.messages.max);
  });
});
