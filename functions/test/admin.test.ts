import { httpsCallable, getFunctions, connectFunctionsEmulator } from 'firebase/functions';
import { initializeApp as initializeClientApp, deleteApp as deleteClientApp } from 'firebase/app';
import { CALLABLES, COLLECTIONS, paths } from '@mentorbridge/model';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  closeCallers,
  createAccount,
  db,
  errorCode,
  profileData,
  PROJECT_ID,
  signedInCaller,
  uniqueId,
  type ProfileOverrides,
} from './callers';

// setAdmin depends on how many profiles exist in the whole database. Function test files run one after
// another, but another file may have left profiles behind: they are set aside before these tests and
// put back afterwards, and every test removes what it created.
let setAside: [string, DocumentData][] = [];
const created: string[] = [];

async function account(prefix: string, profile: ProfileOverrides | false = {}) {
  const result = await createAccount(prefix, profile);
  created.push(result.uid);
  return result;
}

async function otherProfiles(count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, async () => {
      const id = uniqueId('bystander');
      created.push(id);
      await db.doc(paths.profile(id)).set(profileData({ display_name: id }));
    }),
  );
}

async function profileCount(): Promise<number> {
  return (await db.collection(COLLECTIONS.profiles).count().get()).data().count;
}

beforeAll(async () => {
  const existing = await db.collection(COLLECTIONS.profiles).get();
  setAside = existing.docs.map((doc) => [doc.id, doc.data()]);
  await Promise.all(existing.docs.map((doc) => doc.ref.delete()));
});

afterEach(async () => {
  await Promise.all(created.map((id) => db.doc(paths.profile(id)).delete()));
  await Promise.all(created.splice(0).map((id) => auth.deleteUser(id).catch(() => undefined)));
});

afterAll(async () => {
  await Promise.all(setAside.map(([id, data]) => db.doc(paths.profile(id)).set(data)));
  await closeCallers();
});

describe('setAdmin', () => {
  it('with no profiles at all, makes the caller admin and gives them a profile', async () => {
    expect(await profileCount()).toBe(0);
    const { uid, email } = await account('first', false);
    const call = await signedInCaller(email);
    await expect(call('setAdmin')).resolves.toEqual({ ok: true });
    const profile = (await db.doc(paths.profile(uid)).get()).data();
    expect(profile).toMatchObject({ admin_role: 'admin', role: 'student', display_name: `Person ${uid}` });
  });

  it('with 5 profiles (the caller\'s included), makes the caller admin', async () => {
    const { uid, email } = await account('fifth');
    await otherProfiles(4);
    expect(await profileCount()).toBe(5);
    const call = await signedInCaller(email);
    await expect(call('setAdmin')).resolves.toEqual({ ok: true });
    expect((await db.doc(paths.profile(uid)).get()).get('admin_role')).toBe('admin');
  });

  it('with 6 profiles, refuses with the setup message and changes nothing', async () => {
    const { uid, email } = await account('sixth');
    await otherProfiles(5);
    expect(await profileCount()).toBe(6);
    const call = await signedInCaller(email);
    const failure = await call('setAdmin').catch((error: { code: string; message: string }) => error);
    expect(failure).toMatchObject({ code: 'functions/failed-precondition' });
    expect((failure as Error).message).toMatch(/^This page is only available during initial setup/);
    expect((await db.doc(paths.profile(uid)).get()).get('admin_role')).toBe('student');
  });

  it('counts a caller without a profile: with 5 others it refuses and creates nothing', async () => {
    const { uid, email } = await account('late', false);
    await otherProfiles(5);
    const call = await signedInCaller(email);
    expect(await errorCode(call('setAdmin'))).toBe('functions/failed-precondition');
    expect((await db.doc(paths.profile(uid)).get()).exists).toBe(false);
  });

  it('lets exactly one of two racing callers take the last place', async () => {
    await otherProfiles(4);
    const a = await account('racer-a', false);
    const b = await account('racer-b', false);
    const [callA, callB] = await Promise.all([signedInCaller(a.email), signedInCaller(b.email)]);
    // The emulator starts one worker per concurrent request, which takes seconds: two refused calls
    // first leave two warm workers, so the real calls below run their transactions at the same time.
    await Promise.all([errorCode(callA('setAdmin', { warm: 1 })), errorCode(callB('setAdmin', { warm: 1 }))]);
    const results = await Promise.allSettled([callA('setAdmin'), callB('setAdmin')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await profileCount()).toBe(5);
    const admins = await db.collection(COLLECTIONS.profiles).where('admin_role', '==', 'admin').get();
    expect(admins.docs.map((d) => d.id)).toHaveLength(1);
    expect([a.uid, b.uid]).toContain(admins.docs[0].id);
  }, 180_000);

  it('refuses signed-out callers and any payload', async () => {
    const app = initializeClientApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, uniqueId('anon'));
    const functions = getFunctions(app, 'us-central1');
    connectFunctionsEmulator(functions, '127.0.0.1', 5001 + Number(process.env.MB_PORT_OFFSET ?? 0));
    expect(await errorCode(httpsCallable(functions, CALLABLES.setAdmin)())).toBe('functions/unauthenticated');
    await deleteClientApp(app);

    const { email } = await account('payload');
    const call = await signedInCaller(email);
    expect(await errorCode(call('setAdmin', { admin: true }))).toBe('functions/invalid-argument');
  });
});
