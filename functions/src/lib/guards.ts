import { paths, TEXTS, type ProfileFields } from '@mentorbridge/model';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db, fieldsOf } from './app';

/** The caller's uid, or an `unauthenticated` error. */
export function requireUid(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', TEXTS.errors.signedOut);
  return uid;
}

/** The caller's profile, or undefined when they have none. */
export async function callerProfile(uid: string): Promise<ProfileFields | undefined> {
  return fieldsOf<ProfileFields>(await db.doc(paths.profile(uid)).get());
}

/** Fails with `permission-denied` unless the caller's profile has admin_role admin. */
export async function requireAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireUid(request);
  const profile = await callerProfile(uid);
  if (profile?.admin_role !== 'admin') throw new HttpsError('permission-denied', TEXTS.errors.adminOnly);
  return uid;
}
