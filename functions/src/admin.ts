import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminAuth, db } from './lib/app';
import { requireUid } from './lib/guards';
import { requireNoPayload } from './lib/payload';
import { newProfileFields } from './lib/profileFields';

/** Self-promotion to admin is open only while there are this many profiles or fewer. */
const SET_ADMIN_MAX_PROFILES = 5;
const SETUP_OVER_MESSAGE = 'This page is only available during initial setup';

/** The profile a caller without one gets, built from their Auth account (they count toward the limit). */
async function newProfileFor(uid: string): Promise<FirebaseFirestore.DocumentData> {
  const user = await adminAuth.getUser(uid);
  return {
    ...newProfileFields(),
    display_name: user.displayName || user.email?.split('@')[0] || 'User',
    avatar_url: user.photoURL ?? null,
    created_at: FieldValue.serverTimestamp(),
  };
}

/**
 * First-admin bootstrap: makes the caller admin while there are at most five profiles, counting the
 * caller's own (created if missing). The count is read inside the transaction that grants the role,
 * and every grant also reads and writes one shared lock document, so racing callers are serialised:
 * a caller retried after another's grant sees the new count.
 */
export const setAdmin = onCall(async (request) => {
  requireNoPayload(request.data);
  const uid = requireUid(request);
  const ownRef = db.doc(`profiles/${uid}`);
  const lockRef = db.doc('private/admin_bootstrap');
  await db.runTransaction(async (tx) => {
    await tx.get(lockRef);
    // Reading one past the limit is enough to know whether the limit is exceeded.
    const profiles = await tx.get(db.collection('profiles').select().limit(SET_ADMIN_MAX_PROFILES + 1));
    const own = await tx.get(ownRef);
    const count = profiles.size + (own.exists ? 0 : 1);
    if (count > SET_ADMIN_MAX_PROFILES) throw new HttpsError('failed-precondition', SETUP_OVER_MESSAGE);
    const now = FieldValue.serverTimestamp();
    if (own.exists) tx.update(ownRef, { admin_role: 'admin', updated_at: now });
    else tx.create(ownRef, { ...(await newProfileFor(uid)), admin_role: 'admin', updated_at: now });
    tx.set(lockRef, { last_granted_to: uid, updated_at: now });
  });
  return { ok: true as const };
});
