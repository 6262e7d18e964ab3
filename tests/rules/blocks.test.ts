// Blocks (docs/data-model.md, `blocks`): a user's block list is theirs alone to read and write; each write appends
// one person who has a profile, or removes some; the list stays distinct, bounded, without the owner, stamped with
// the server's time; nobody deletes it from a client.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { LIMITS, moderationPaths, newBlockList, paths } from '@mentorbridge/model';
import { expectAllowed, expectDenied, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const OWNER = 'owner';
const MARA = 'mara';
const LEO = 'leo';
const ADMIN = 'admin';

const ref = (db: Firestore, uid = OWNER) => doc(db, moderationPaths.blocks(uid));
const write = (db: Firestore, data: object, uid = OWNER) => setDoc(ref(db, uid), data);
/** `count` made-up uids, as a list seeded with rules off (a full list needs no profiles to exist then). */
const many = (count: number) => Array.from({ length: count }, (_, i) => `u${i}`);

beforeAll(async () => {
  env = await rulesEnv('blocks');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile(OWNER)]: profileOf(OWNER),
    [paths.profile(MARA)]: profileOf(MARA),
    [paths.profile(LEO)]: profileOf(LEO, { role: 'mentor' }),
    [paths.profile(ADMIN)]: profileOf(ADMIN, { admin_role: 'admin' }),
  });
});

describe('blocks/{uid}', () => {
  it('lets the owner create their list with one person, read it, and add and remove people', async () => {
    const db = as(OWNER);
    await expectAllowed(write(db, newBlockList([], serverTimestamp(), MARA)));
    await expectAllowed(getDoc(ref(db)));
    await expectAllowed(write(db, newBlockList([MARA], serverTimestamp(), LEO)));
    await expectAllowed(write(db, newBlockList([LEO], serverTimestamp())));
    await expectAllowed(write(db, newBlockList([], serverTimestamp())));
  });

  it('lets the owner block an admin (hiding their posts; their moderation does not depend on it)', async () => {
    await expectAllowed(write(as(OWNER), newBlockList([], serverTimestamp(), ADMIN)));
  });

  it('refuses everyone else reading or writing it, admins included', async () => {
    await seedDocs(env, { [moderationPaths.blocks(OWNER)]: newBlockList([MARA], SEEDED_AT) });
    await expectDenied(getDoc(ref(as(MARA))));
    await expectDenied(getDoc(ref(as(ADMIN))));
    await expectDenied(getDoc(ref(env.unauthenticatedContext().firestore() as unknown as Firestore)));
    await expectDenied(write(as(MARA), newBlockList([], serverTimestamp())));
    await expectDenied(write(as(ADMIN), newBlockList([MARA], serverTimestamp(), LEO)));
    await expectDenied(deleteDoc(ref(as(OWNER))));
    await expectDenied(deleteDoc(ref(as(ADMIN))));
  });

  it('refuses blocking oneself, a duplicate, or someone without a profile', async () => {
    const db = as(OWNER);
    await expectDenied(write(db, newBlockList([], serverTimestamp(), OWNER)));
    await expectDenied(write(db, { blocked: [MARA, MARA], updated_at: serverTimestamp() }));
    await expectDenied(write(db, newBlockList([], serverTimestamp(), 'nobody')));
    await seedDocs(env, { [moderationPaths.blocks(OWNER)]: newBlockList([MARA], SEEDED_AT) });
    await expectDenied(write(db, { blocked: [MARA, MARA], updated_at: serverTimestamp() }));
    await expectDenied(write(db, { blocked: [MARA, OWNER], updated_at: serverTimestamp() }));
  });

  it('refuses adding two people at once, replacing one, or adding anything but a uid', async () => {
    const db = as(OWNER);
    await expectDenied(write(db, { blocked: [MARA, LEO], updated_at: serverTimestamp() }));
    await seedDocs(env, { [moderationPaths.blocks(OWNER)]: newBlockList([MARA], SEEDED_AT) });
    await expectDenied(write(db, { blocked: [LEO], updated_at: serverTimestamp() }));
    await expectDenied(write(db, { blocked: [LEO, MARA], updated_at: serverTimestamp() }));
    await expectDenied(write(db, { blocked: [MARA, 7], updated_at: serverTimestamp() }));
    await expectDenied(write(db, { blocked: MARA, updated_at: serverTimestamp() }));
  });

  it(`refuses a list longer than ${LIMITS.blocks}, but lets a full list shrink`, async () => {
    await seedDocs(env, { [moderationPaths.blocks(OWNER)]: newBlockList(many(LIMITS.blocks), SEEDED_AT) });
    const db = as(OWNER);
    await expectDenied(write(db, newBlockList(many(LIMITS.blocks), serverTimestamp(), MARA)));
    await expectAllowed(write(db, newBlockList(many(LIMITS.blocks).slice(1), serverTimestamp())));
    await expectAllowed(write(db, newBlockList(many(LIMITS.blocks).slice(1), serverTimestamp(), MARA)));
  });

  it("refuses extra keys, missing keys and a time that is not the server's", async () => {
    const db = as(OWNER);
    await expectDenied(write(db, { ...newBlockList([], serverTimestamp(), MARA), note: 'x' }));
    await expectDenied(write(db, { blocked: [MARA] }));
    await expectDenied(write(db, newBlockList([], new Date(), MARA)));
  });
});
