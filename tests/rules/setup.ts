import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  setLogLevel,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { expect } from 'vitest';
import {
  newProfile,
  personCopy,
  rateLimitKey,
  rateLimitPath,
  rateLimitStep,
  rateLimitUpdate,
  readRateWindow,
  type DeletedAccountFields,
  type PersonCopy,
  type RateLimitKind,
} from '@mentorbridge/model';
import { ROOT } from '../../scripts/emulators.mjs';

// Denials are the expected outcome of many tests; the SDK would log each one as an error.
setLogLevel('silent');

/**
 * A rules test environment on its own project id, so clearing it never touches the app's
 * demo data in the same emulator.
 */
export async function rulesEnv(name: string): Promise<RulesTestEnvironment> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('Rules tests run inside the emulators: use `npm test -- rules`.');
  const [hostname, port] = host.split(':');
  return initializeTestEnvironment({
    projectId: `demo-rules-${name}`,
    firestore: {
      rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
      host: hostname,
      port: Number(port),
    },
  });
}

/** Writes documents with rules disabled. */
export async function seedDocs(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx: RulesTestContext) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}

/** Asserts that an operation is refused with Firestore's permission-denied code. */
export async function expectDenied(op: Promise<unknown>): Promise<void> {
  const error = (await assertFails(op)) as { code?: string };
  expect(error.code).toBe('permission-denied');
}

export { assertSucceeds as expectAllowed };

/**
 * Creates a comment, project message or report at `path` as the app does: in one batch with `uid`'s step of their
 * abuse-limit counter (`step`, or the one the counter as read now calls for).
 */
export async function createCounted(
  db: Firestore,
  uid: string,
  kind: RateLimitKind,
  path: string,
  data: DocumentData,
  step?: 'reset' | 'increment',
): Promise<void> {
  const counter = doc(db, rateLimitPath(uid));
  const chosen = step ?? (await getDoc(counter).then(
    (snap) => (rateLimitStep(kind, readRateWindow(snap.data(), kind), new Date()).type === 'reset' ? 'reset' : 'increment'),
    () => 'reset' as const,
  ));
  const batch = writeBatch(db);
  batch.set(doc(db, path), data);
  batch.set(counter, rateLimitUpdate(kind, chosen, rateLimitKey(path), { now: serverTimestamp(), increment: increment(1) }), { merge: true });
  await batch.commit();
}

/** The time stored in documents seeded with rules disabled (client writes store `serverTimestamp()`). */
export const SEEDED_AT = new Date('2026-01-01T00:00:00Z');

/** A person copy, named `Name {id}` unless a name is given. */
export function person(id: string, displayName = `Name ${id}`): PersonCopy {
  return personCopy({ id, display_name: displayName });
}

/** The fields a test may give newProfile. */
export type ProfileSeed = Partial<Parameters<typeof newProfile>[0]>;

/** A profile as seeded for a test: a student named Someone in Remote unless `fields` say otherwise. */
export function profileDoc(fields: ProfileSeed = {}) {
  return newProfile({ display_name: 'Someone', location: 'Remote', ...fields }, SEEDED_AT);
}

/** The profile of `id` whose current name is the one person(id) copies (`Name {id}`), a student unless `fields` say otherwise. */
export function profileOf(id: string, fields: ProfileSeed = {}) {
  return profileDoc({ display_name: `Name ${id}`, ...fields });
}

/** The tombstone deleteUserSelf and deleteUserAdmin leave at `deleted_accounts/{uid}`. */
export const TOMBSTONE = { deleted_at: SEEDED_AT } satisfies DeletedAccountFields;

/** An avatar a profile may hold. */
export const AVATAR = 'https://lh3.googleusercontent.com/a/ACg8ocK-photo=s96-c';
