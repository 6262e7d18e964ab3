/**
 * Errors met in visitors' and users' browsers (web/src/lib/errorReports.ts): the reportClientError callable writes
 * each report to the functions' log as a Cloud Error Reporting event (a `ReportedErrorEvent` entry: the stack in
 * `message`, `serviceContext`, `context.httpRequest` and the signed-in caller as `context.user`), which groups
 * them. Anyone may call it, visitors too; App Check applies as to every callable (lib/appCheck.ts). Abuse is
 * bounded by two windows counted in one transaction (`client_error_limits`, CLIENT_ERROR_LIMITS): per anonymous
 * session and per caller (their uid, or for a visitor a hash of their IP address). A report beyond either is
 * refused with `resource-exhausted` and logged nowhere.
 */
import { createHash } from 'node:crypto';
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_LIMITS_COLLECTION,
  schemas,
  TEXTS,
  windowStep,
  type Callables,
  type ClientErrorReport,
  type WindowLimit,
} from '@mentorbridge/model';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from './lib/app';
import { requireSize } from './lib/guards';
import { checkPayload } from './lib/payload';

export const ERROR_EVENT_TYPE = 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';
/** The service the web app's errors are grouped under in Error Reporting. */
export const CLIENT_ERROR_SERVICE = 'web';

const HOUR_MS = 3_600_000;
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The counter documents of one report: its session's and its caller's (uid, or the IP address's hash). */
export function clientErrorKeys(session: string, uid: string | undefined, ip: string): { session: string; source: string } {
  return { session: `session_${hash(session)}`, source: uid ? `user_${uid}` : `ip_${hash(ip)}` };
}

const limitRef = (key: string) => db.collection(CLIENT_ERROR_LIMITS_COLLECTION).doc(key);

/** Reads one window; returns the write that counts this report, or null when the limit is reached. */
async function countIn(tx: Transaction, ref: DocumentReference, limit: WindowLimit, now: Date) {
  const data = (await tx.get(ref)).data();
  const window = data?.window instanceof Timestamp ? data.window.toDate() : null;
  const count = typeof data?.count === 'number' ? data.count : 0;
  const step = windowStep(limit, { window, count }, now);
  if (step.type === 'limited') return null;
  // Kept one window past its end, then a TTL policy on expires_at deletes it (firestore.indexes.json).
  const expires_at = Timestamp.fromMillis(now.getTime() + 2 * limit.hours * HOUR_MS);
  return step.type === 'reset'
    ? () => tx.set(ref, { window: Timestamp.fromDate(now), count: 1, expires_at })
    : () => tx.update(ref, { count: FieldValue.increment(1), expires_at });
}

/** The structured entry Cloud Error Reporting reads from the log: the stack (or the message) is its `message`. */
export function errorEvent(report: ClientErrorReport, request: { url: string; userAgent: string; user?: string }) {
  const stack = report.stack.includes(report.message) ? report.stack : `${report.message}\n${report.stack}`;
  return {
    '@type': ERROR_EVENT_TYPE,
    message: stack.trim() || report.message,
    serviceContext: { service: CLIENT_ERROR_SERVICE, version: report.release || 'unknown' },
    context: {
      httpRequest: { url: request.url, userAgent: request.userAgent },
      ...(request.user ? { user: request.user } : {}),
      reportLocation: { functionName: report.route },
    },
    session: report.session,
  };
}

function requestContext(request: CallableRequest<unknown>, route: string) {
  const headers = request.rawRequest.headers;
  const origin = typeof headers.origin === 'string' ? headers.origin : '';
  return { url: `${origin}${route}`, userAgent: String(headers['user-agent'] ?? '').slice(0, 500), user: request.auth?.uid };
}

export const reportClientError = onCall(async (request): Promise<Callables['reportClientError']['res']> => {
  requireSize(request);
  const report = checkPayload(schemas.clientErrorReport, request.data);
  const keys = clientErrorKeys(report.session, request.auth?.uid, request.rawRequest.ip ?? '');
  const now = new Date();
  const accepted = await db.runTransaction(async (tx) => {
    const writes = [
      await countIn(tx, limitRef(keys.session), CLIENT_ERROR_LIMITS.session, now),
      await countIn(tx, limitRef(keys.source), CLIENT_ERROR_LIMITS.source, now),
    ];
    if (writes.some((write) => write === null)) return false;
    for (const write of writes) write?.();
    return true;
  });
  if (!accepted) throw new HttpsError('resource-exhausted', TEXTS.errors.tooManyReports);
  // logger.write, not logger.error(message): the latter replaces a message by this function's own stack.
  logger.write({ severity: 'ERROR', ...errorEvent(report, requestContext(request, report.route)) });
  return { ok: true };
});
