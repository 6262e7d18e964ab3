import { isAdmin, isMentor, schemas, TEXTS, type ProfileFields } from '@mentorbridge/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { assertNotSuspended, callerProfile } from '../lib/guards';

/** Who uploads: the caller, and whether they are an admin (admins read Google's own error texts). */
export interface Uploader {
  uid: string;
  admin: boolean;
  /** Counted against the upload quota: every mentor upload, demo ones included. */
  quota: boolean;
}

/** Why this profile may not upload a file, or null when it may: mentors with a complete profile only. */
export function mentorRefusal(profile: ProfileFields | undefined): HttpsError | null {
  if (!isMentor(profile)) return new HttpsError('permission-denied', TEXTS.toasts.access.uploadVideoDenied);
  if (!schemas.v.is(schemas.completeMentorProfile, profile)) {
    return new HttpsError('failed-precondition', TEXTS.errors.mentorProfileIncomplete);
  }
  return null;
}

/**
 * Mentors with a complete profile upload; admins may run a demo upload from the setup page to test the pipeline.
 * Mentors' demo uploads count against their quota like real ones (each carries a file of up to
 * LIMITS.videoFileBytes to the function, and demo mode is the client's to choose); admins' tests do not.
 */
export async function requireUploader(uid: string, demo: boolean): Promise<Uploader> {
  const profile = await callerProfile(uid);
  assertNotSuspended(profile);
  const admin = isAdmin(profile);
  if (demo && admin) return { uid, admin, quota: false };
  const refusal = mentorRefusal(profile);
  if (refusal) throw refusal;
  return { uid, admin, quota: true };
}
