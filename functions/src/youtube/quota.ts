import { adminPaths, PROFILE_FIELDS, TEXTS, UPLOAD_QUOTA_DEFAULT, UPLOAD_QUOTA_WINDOW_HOURS } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { defineInt } from 'firebase-functions/params';
import { HttpsError } from 'firebase-functions/v2/https';
import { db, readDoc } from '../lib/app';
import { profileRef } from '../lib/guards';
import { mentorRefusal } from './uploader';

/**
 * File uploads a mentor may start per rolling UPLOAD_QUOTA_WINDOW_HOURS. Set per project in
 * `functions/.env.<project id>` (the emulators read `functions/.env.demo-mentorbridge`).
 */
export const YOUTUBE_UPLOAD_QUOTA = defineInt('YOUTUBE_UPLOAD_QUOTA', {
  default: UPLOAD_QUOTA_DEFAULT,
  description: `File uploads to YouTube a mentor may start per ${UPLOAD_QUOTA_WINDOW_HOURS} hours`,
});

const WINDOW_MS = UPLOAD_QUOTA_WINDOW_HOURS * 60 * 60 * 1000;

/** `private/upload_quota_{uid}` as stored: when the mentor's recent uploads started. */
interface StoredQuota {
  uploads: Timestamp[];
}

/**
 * Takes one of the mentor's uploads in the window, or fails with `resource-exhausted`. The recent uploads are
 * read and the new one written in one transaction on the mentor's quota document, so parallel calls cannot
 * take more than the quota between them. The profile is read again in that transaction: an account deleted
 * or changed meanwhile takes nothing (account deletion removes the profile before the quota document).
 */
export async function takeUpload(uid: string, nowMs = Date.now()): Promise<void> {
  const limit = YOUTUBE_UPLOAD_QUOTA.value();
  const quotaRef = db.doc(adminPaths.uploadQuota(uid));
  await db.runTransaction(async (tx) => {
    const [profile, quota] = await tx.getAll(profileRef(uid), quotaRef);
    const refusal = mentorRefusal(readDoc(PROFILE_FIELDS, profile));
    if (refusal) throw refusal;
    const uploads = (quota.data() as Partial<StoredQuota> | undefined)?.uploads ?? [];
    const recent = uploads.filter((at) => at instanceof Timestamp && at.toMillis() > nowMs - WINDOW_MS);
    if (recent.length >= limit) {
      throw new HttpsError('resource-exhausted', TEXTS.errors.uploadQuota(limit, UPLOAD_QUOTA_WINDOW_HOURS));
    }
    tx.set(quotaRef, { uploads: [...recent, Timestamp.fromMillis(nowMs)] } satisfies StoredQuota);
  });
}
