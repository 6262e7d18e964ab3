import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_LIMITS_COLLECTION, LIMITS, type ClientErrorReport } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { clientErrorKeys } from '../src/clientErrors';
import {
  callerOf,
  clientApp,
  closeCallers,
  createAccount,
  db,
  errorCode,
  signedInCaller,
  signedOutCaller,
  uniqueId,
  warmWorkers,
} from './callers';

afterAll(closeCallers);

const report = (session: string, message = 'TypeError: x is undefined'): ClientErrorReport => ({
  message,
  stack: `${message}\n    at render (http://127.0.0.1:5173/assets/index.js:1:100)`,
  route: '/projects',
  release: 'test',
  session,
});

/** Each call's outcome: 'ok', or its error code. */
const outcomes = (calls: Promise<unknown>[]) =>
  Promise.all(calls.map((call) => call.then(() => 'ok', (error: { code?: string }) => String(error.code))));

describe('App Check on the callables (APP_CHECK_ENFORCED)', () => {
  it('refuses a call without an App Check token and accepts the same call with one', async () => {
    const session = uniqueId('session');
    const withoutToken = callerOf(clientApp({ appCheck: false }));
    expect(await errorCode(withoutToken('reportClientError', report(session)))).toBe('functions/unauthenticated');
    // The refused call counted nothing: the session's window does not exist.
    expect((await db.doc(`${CLIENT_ERROR_LIMITS_COLLECTION}/${clientErrorKeys(session, undefined, '').session}`).get()).exists).toBe(false);
    expect(await signedOutCaller()('reportClientError', report(session))).toEqual({ ok: true });
  });
});

describe('reportClientError', () => {
  it('accepts a visitor’s report and refuses a payload beyond the limits or with other fields', async () => {
    const call = signedOutCaller();
    expect(await call('reportClientError', report(uniqueId('session')))).toEqual({ ok: true });
    const tooLong = { ...report(uniqueId('session')), message: 'm'.repeat(LIMITS.clientErrorMessage + 1) };
    expect(await errorCode(call('reportClientError', tooLong))).toBe('functions/invalid-argument');
    expect(await errorCode(call('reportClientError', { ...report(uniqueId('session')), email: 'a@b.c' }))).toBe('functions/invalid-argument');
    expect(await errorCode(call('reportClientError', { ...report(''), session: '' }))).toBe('functions/invalid-argument');
  });

  it('accepts exactly the session’s limit from a flood of concurrent reports and refuses the rest', async () => {
    const { max } = CLIENT_ERROR_LIMITS.session;
    // The session's window holds all but 3 of its reports already: of 8 concurrent reports, exactly 3 pass.
    const session = uniqueId('session');
    const ref = db.doc(`${CLIENT_ERROR_LIMITS_COLLECTION}/${clientErrorKeys(session, undefined, '').session}`);
    await ref.set({ window: Timestamp.now(), count: max - 3, expires_at: Timestamp.now() });
    await warmWorkers('reportClientError', 4);
    const call = signedOutCaller();
    const results = await outcomes(Array.from({ length: 8 }, (_, i) => call('reportClientError', report(session, `Error ${i}`))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(5).fill('functions/resource-exhausted'));
    expect((await ref.get()).get('count')).toBe(max);
  });

  it('limits a signed-in user across sessions: concurrent reports at the edge of the window let exactly one through', async () => {
    const { max } = CLIENT_ERROR_LIMITS.source;
    const { uid, email } = await createAccount('reporter');
    // The user's window holds one report less than the limit.
    const key = clientErrorKeys('any', uid, '').source;
    await db.doc(`${CLIENT_ERROR_LIMITS_COLLECTION}/${key}`).set({ window: Timestamp.now(), count: max - 1, expires_at: Timestamp.now() });
    const call = await signedInCaller(email);
    const results = await outcomes(Array.from({ length: 4 }, () => call('reportClientError', report(uniqueId('session')))));
    expect(results.sort()).toEqual(['functions/resource-exhausted', 'functions/resource-exhausted', 'functions/resource-exhausted', 'ok']);
    expect((await db.doc(`${CLIENT_ERROR_LIMITS_COLLECTION}/${key}`).get()).get('count')).toBe(max);
  });
});
