// Test support for the administration functions: firebase-admin to arrange and inspect the emulators,
// and one client SDK app per signed-in caller (so several users can call at the same time).
import {
  COLLECTIONS,
  DEMO_PROJECT_ID,
  newAuditEntry,
  newEnrollment,
  newProfile,
  newProject,
  paths,
  personCopy,
  rateLimitKey,
  rateLimitPath,
  rateLimitUpdate,
  type CallableName,
  type EnrollmentFields,
  type ProfileFields,
  type RateLimitKind,
  type Stored,
} from '@mentorbridge/model';
import { randomUUID } from 'node:crypto';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp, type FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore as getClientFirestore,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentData as ClientData,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { AggregateField, getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { expect } from 'vitest';

export const PROJECT_ID = DEMO_PROJECT_ID;
const PASSWORD = 'password123';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('Function tests run inside the emulators: use `npm test -- functions`.');
}

const adminApp = getApps().find((a) => a.name === 'admin-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'admin-tests');
export const db = getFirestore(adminApp);
export const auth = getAdminAuth(adminApp);

/** A unique id for documents and accounts, so tests never collide with the seed or each other. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** The profile fields a test sets (the rest are the model's defaults). */
export type ProfileOverrides = Partial<Omit<ProfileFields, 'created_at' | 'updated_at' | 'accepting_changed_at'>>;

/** A mentor profile complete enough to publish and upload (bio, specialization and Topmate link). */
export const COMPLETE_MENTOR = {
  role: 'mentor',
  bio: 'Staff engineer with fifteen years of building and running distributed systems.',
  specialization: 'Software Development',
  topmate_url: 'https://topmate.io/test-mentor/',
} as const satisfies ProfileOverrides;

/** A profile as the app stores it. */
export function profileData(overrides: ProfileOverrides = {}) {
  return newProfile({ display_name: 'Test Person', location: 'Remote', ...overrides }, Timestamp.now());
}

/** The name createAccount gives an account. */
export function accountName(uid: string): string {
  return `Person ${uid}`;
}

/** The person copy of an account made by createAccount. */
export function accountCopy(uid: string) {
  return personCopy({ id: uid, display_name: accountName(uid) });
}

/** Creates an Auth account (and, unless `profile` is false, its profile); returns the uid. */
export async function createAccount(
  prefix: string,
  profile: ProfileOverrides | false = {},
): Promise<{ uid: string; email: string }> {
  const uid = uniqueId(prefix);
  const email = `${uid}@functions.test`;
  await auth.createUser({ uid, email, password: PASSWORD, displayName: accountName(uid) });
  if (profile !== false) await db.doc(paths.profile(uid)).set(profileData({ display_name: accountName(uid), ...profile }));
  return { uid, email };
}

const clientApps: FirebaseApp[] = [];

const APP_ID = '1:000000000000:web:0000000000000000';

/**
 * An App Check token as the emulated callables read it: they decode it without checking its signature (the
 * functions emulator's skipTokenVerification), so any JWT naming the app as its subject passes.
 */
export function emulatorAppCheckToken(appId = APP_ID): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: appId, iat: now, exp: now + 3600 })}.c2lnbmF0dXJl`;
}

/**
 * A client SDK app of its own, with its Auth connected to the emulator and, unless `appCheck` is false, App Check
 * tokens on its calls: the emulated callables enforce App Check (APP_CHECK_ENFORCED, scripts/emulators.mjs).
 */
export function clientApp({ appCheck = true }: { appCheck?: boolean } = {}): FirebaseApp {
  const app = initializeClientApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key', appId: APP_ID }, uniqueId('client'));
  clientApps.push(app);
  connectAuthEmulator(getAuth(app), `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  if (appCheck) {
    const provider = new CustomProvider({ getToken: async () => ({ token: emulatorAppCheckToken(), expireTimeMillis: Date.now() + 3_600_000 }) });
    initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: false });
  }
  return app;
}

/** Calls the callables as whoever is signed in to `app` (nobody, unless signed in). */
export function callerOf(app: FirebaseApp) {
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, '127.0.0.1', 5001 + Number(process.env.MB_PORT_OFFSET ?? 0));
  return <Req, Res = unknown>(name: CallableName, data?: Req) =>
    httpsCallable<Req | undefined, Res>(functions, name, { timeout: 150_000 })(data).then((result) => result.data);
}

export type Caller = ReturnType<typeof callerOf>;

/** A client SDK app signed in as the given account. */
export async function signedInApp(email: string): Promise<FirebaseApp> {
  const app = clientApp();
  await signInWithEmailAndPassword(getAuth(app), email, PASSWORD);
  return app;
}

/** The client SDK's Firestore of `app`, on the emulator: its writes go through firestore.rules, as the web app's do. */
export function clientFirestore(app: FirebaseApp): ClientFirestore {
  const clientDb = getClientFirestore(app);
  const [host, port] = String(process.env.FIRESTORE_EMULATOR_HOST).split(':');
  connectFirestoreEmulator(clientDb, host, Number(port));
  return clientDb;
}

/**
 * Creates a comment, project message or report through the rules as the app does: in one batch with `uid`'s step of
 * their abuse-limit counter (`reset` for their first write of the kind, `increment` after it).
 */
export function createCounted(
  clientDb: ClientFirestore,
  uid: string,
  kind: RateLimitKind,
  path: string,
  data: ClientData,
  step: 'reset' | 'increment',
): Promise<void> {
  const batch = writeBatch(clientDb);
  batch.set(doc(clientDb, path), data);
  const counter = rateLimitUpdate(kind, step, rateLimitKey(path), { now: serverTimestamp(), increment: increment(1) });
  batch.set(doc(clientDb, rateLimitPath(uid)), counter, { merge: true });
  return batch.commit();
}

/** The code of a client write the rules may refuse: 'ok', or e.g. 'permission-denied'. */
export function writeCode(write: Promise<unknown>): Promise<string> {
  return write.then(
    () => 'ok',
    (error: { code?: unknown }) => String(error.code),
  );
}

/**
 * Starts `count` workers of the callable `name` before a race. The functions emulator runs one call per worker and
 * starts a worker for each call that finds none idle, so a burst sent to a cold function waits for workers that
 * become ready one after the other and runs nearly one call at a time. These calls arrive together, find no idle
 * worker, and each starts one; they fail at once (signed out and without App Check), so they change nothing. The race that follows finds
 * `count` idle workers and its calls run side by side.
 */
export async function warmWorkers(name: CallableName, count: number): Promise<void> {
  const caller = callerOf(clientApp({ appCheck: false }));
  const codes = await Promise.all(Array.from({ length: count }, () => errorCode(caller(name, null))));
  expect(codes).toEqual(Array(count).fill('functions/unauthenticated'));
}

/** A callable client signed in as the given account. */
export async function signedInCaller(email: string): Promise<Caller> {
  return callerOf(await signedInApp(email));
}

/** A callable client nobody is signed in to. */
export function signedOutCaller(): Caller {
  return callerOf(clientApp());
}

/** The `code` of a failed call, e.g. 'functions/permission-denied'. */
export async function errorCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

/** The code and message of a failed call, e.g. { code: 'functions/permission-denied', message: 'Only admins can do this.' }. */
export async function failureOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    // The client SDK appends the HTTP status to the function's message, e.g. "Only admins can do this. [403]".
    return { code: String(code), message: String(message).replace(/ \[\d{3}\]$/, '') };
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

/** The audit entries of actions on one document, as stored. */
export async function auditEntriesOf(targetPath: string): Promise<DocumentData[]> {
  const snap = await db.collection(COLLECTIONS.audit).where('target_path', '==', targetPath).get();
  return snap.docs.map((doc) => doc.data());
}

/** An audit entry as functions store it, built as they build it (the server sets created_at). */
export function auditEntry(entry: Parameters<typeof newAuditEntry>[0]) {
  return newAuditEntry(entry, expect.any(Timestamp) as unknown);
}

/** Waits until `read` returns `expected`, or a value `expected` accepts (triggers run asynchronously, and slowly on a busy emulator). */
export async function eventually<T>(read: () => Promise<T>, expected: T | ((value: T) => boolean), timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  const done = typeof expected === 'function' ? (expected as (value: T) => boolean) : (value: T) => JSON.stringify(value) === JSON.stringify(expected);
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

/** The fields `names` of the document at `path`, as stored (undefined for a missing one). */
export async function fieldsAt<K extends string>(path: string, names: readonly K[]): Promise<Record<K, unknown>> {
  const data = (await db.doc(path).get()).data() ?? {};
  return Object.fromEntries(names.map((name) => [name, data[name]])) as Record<K, unknown>;
}

/**
 * The truth a star count is kept against: how many documents the collection at `path` holds and the sum of their
 * `stars`, as Firestore aggregates them, under the names the counted document uses.
 */
export async function starsAggregate<C extends string, S extends string>(path: string, countName: C, sumName: S) {
  const aggregates = { [countName]: AggregateField.count(), [sumName]: AggregateField.sum('stars') } as Record<C, AggregateField<number>> &
    Record<S, AggregateField<number>>;
  const snapshot = await db.collection(path).aggregate(aggregates).get();
  return snapshot.data() as Record<C | S, number>;
}

/** The LinkedIn profile that test applications give. */
export const LINKEDIN = 'https://www.linkedin.com/in/some-student';
/** An application's message, within LIMITS.applicationMessageMin to applicationMessageMax characters. */
export const APPLICATION_MESSAGE = 'I want to ship a tested feature end to end and learn how reviews work.';

/** A project of `mentor` titled `title`. */
export async function projectOf(mentorId: string, title: string): Promise<string> {
  const id = uniqueId('project');
  await db.doc(paths.project(id)).set(newProject({ title, description: 'Practice.', category: 'Web Development' }, accountCopy(mentorId), Timestamp.now()));
  return id;
}

/** A request of `studentId` for the project, written as applyToProject writes it (the trigger sees the same). */
export async function requestOf(projectId: string, title: string, mentorId: string, studentId: string, fields: Partial<Stored<EnrollmentFields, Timestamp>> = {}) {
  const ref = db.doc(paths.enrollment(projectId, studentId));
  const request = newEnrollment({ id: projectId, title, mentor_id: mentorId, mentor: accountCopy(mentorId) }, accountCopy(studentId), LINKEDIN, Timestamp.now(), APPLICATION_MESSAGE);
  await ref.set({ ...request, ...fields });
  return ref;
}

/** Time allowed to a test that waits for several rounds of counter triggers. */
export const TRIGGER_TEST_TIMEOUT_MS = 300_000;

export async function closeCallers(): Promise<void> {
  await Promise.all(clientApps.splice(0).map((app) => deleteClientApp(app)));
}
