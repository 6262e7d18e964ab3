/**
 * The checks every callable makes, in this order, before it does any work: who calls (`unauthenticated`),
 * their role (`permission-denied`), the request's size (`invalid-argument`), then the payload's schema
 * (lib/payload.ts). The first three never look into the payload, so a signed-out caller or a caller without
 * the role costs no decoding, and neither does an oversized request.
 */
import { CALLABLE_REQUEST_BYTES, isAdmin, isSuspended, paths, PROFILE_FIELDS, TEXTS, type Profile, type ProfileFields } from '@mentorbridge/model';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db, readDoc } from './app';

/** The caller's uid, or an `unauthenticated` error. */
export function requireUid(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', TEXTS.errors.signedOut);
  return uid;
}

export const profileRef = (uid: string) => db.doc(paths.profile(uid));

/** The caller's profile, or undefined when they have none. */
export async function callerProfile(uid: string): Promise<Profile | undefined> {
  return readDoc(PROFILE_FIELDS, await profileRef(uid).get());
}

/**
 * Fails with `permission-denied` while the profile's user is suspended: every callable that writes on a user's
 * behalf calls it with the profile it reads, as the rules refuse their own writes (docs/data-model.md, `suspensions`).
 */
export function assertNotSuspended(profile: Pick<ProfileFields, 'suspended_until'> | undefined): void {
  if (isSuspended(profile?.suspended_until ?? null)) throw new HttpsError('permission-denied', TEXTS.moderation.suspended);
}

/** The signed-in caller's uid; fails with `permission-denied` unless their profile has admin_role admin. */
export async function requireAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireUid(request);
  if (!isAdmin(await callerProfile(uid))) throw new HttpsError('permission-denied', TEXTS.errors.adminOnly);
  return uid;
}

/**
 * Fails with `invalid-argument` when the request body is larger than `maxBytes`. The size comes from the raw
 * request (its Content-Length header and the bytes received), never from the decoded payload.
 */
export function requireSize(
  request: CallableRequest<unknown>,
  maxBytes: number = CALLABLE_REQUEST_BYTES.other,
  message: string = TEXTS.errors.requestTooLarge,
): void {
  const raw = request.rawRequest;
  const size = Math.max(Number(raw.headers['content-length']) || 0, raw.rawBody?.length ?? 0);
  if (size > maxBytes) throw new HttpsError('invalid-argument', message);
}
