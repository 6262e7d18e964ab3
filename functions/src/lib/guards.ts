import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from './app';

/** The caller's uid, or an `unauthenticated` error. */
export function requireUid(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'You must be signed in.');
  return uid;
}

/** The caller's profile fields, or undefined when they have none. */
export async function callerProfile(uid: string): Promise<FirebaseFirestore.DocumentData | undefined> {
  const snap = await db.doc(`profiles/${uid}`).get();
  return snap.exists ? snap.data() : undefined;
}

/** Fails with `permission-denied` unless the caller's profile has admin_role admin. */
export async function requireAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireUid(request);
  const profile = await callerProfile(uid);
  if (profile?.admin_role !== 'admin') throw new HttpsError('permission-denied', 'Only admins can do this.');
  return uid;
}
