import { paths } from '@mentorbridge/model';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/app';
import type { StoredToken } from './status';

export { tokenStatus, type StoredToken } from './status';

/** The only place the channel's refresh token lives; rules deny every client access to it. */
const TOKEN_DOC = paths.youtubeIntegration;

/** The stored token, or undefined when setup has not been completed. */
export async function readToken(): Promise<StoredToken | undefined> {
  const snap = await db.doc(TOKEN_DOC).get();
  const data = snap.data();
  if (!data || typeof data.refresh_token !== 'string' || !data.refresh_token) return undefined;
  return {
    refresh_token: data.refresh_token,
    token_created_at: data.token_created_at instanceof Timestamp ? data.token_created_at : Timestamp.fromMillis(0),
    last_used_at: data.last_used_at instanceof Timestamp ? data.last_used_at : null,
    error_count: typeof data.error_count === 'number' ? data.error_count : 0,
    last_error: typeof data.last_error === 'string' ? data.last_error : null,
  };
}

/** Replaces the stored token with a freshly issued one. */
export async function storeNewToken(refreshToken: string): Promise<void> {
  await db.doc(TOKEN_DOC).set({
    refresh_token: refreshToken,
    token_created_at: FieldValue.serverTimestamp(),
    last_used_at: null,
    error_count: 0,
    last_error: null,
    updated_at: FieldValue.serverTimestamp(),
  });
}

/** Records a successful use; Google may hand out a new refresh token, which restarts its age. */
export async function recordSuccess(stored: StoredToken, refreshToken: string | null | undefined): Promise<void> {
  const rotated = Boolean(refreshToken && refreshToken !== stored.refresh_token);
  await db.doc(TOKEN_DOC).update({
    ...(rotated && { refresh_token: refreshToken, token_created_at: FieldValue.serverTimestamp() }),
    last_used_at: FieldValue.serverTimestamp(),
    error_count: 0,
    last_error: null,
    updated_at: FieldValue.serverTimestamp(),
  });
}

/** Records a failed use so the setup page can show it. */
export async function recordFailure(message: string): Promise<void> {
  await db.doc(TOKEN_DOC).update({
    error_count: FieldValue.increment(1),
    last_error: message.slice(0, 500),
    last_error_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
}
