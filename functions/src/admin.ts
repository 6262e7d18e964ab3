import {
  COLLECTIONS,
  FALLBACK_NAME,
  LIMITS,
  newProfile,
  paths,
  schemas,
  TEXTS,
  type Callables,
  type ProfileFields,
  type Stored,
} from '@mentorbridge/model';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminAuth, db } from './lib/app';
import { requireUid } from './lib/guards';
import { checkPayload } from './lib/payload';

/** The profile a caller without one gets, built from their Auth account (they count toward the limit). */
async function adminProfileFor(uid: string, now: FieldValue) {
  const user = await adminAuth.getUser(uid);
  return newProfile(
    {
      display_name: user.displayName || user.email?.split('@')[0] || FALLBACK_NAME,
      avatar_url: user.photoURL ?? null,
      admin_role: 'admin',
    },
    now,
  );
}

/**
 * First-admin bootstrap: makes the caller admin while there are at most LIMITS.setAdminMaxProfiles profiles,
 * counting the caller's own (created if missing). The count is read inside the transaction that grants the
 * role, and every grant also reads and writes one shared lock document, so racing callers are serialised:
 * a caller retried after another's grant sees the new count.
 */
export const setAdmin = onCall(async (request): Promise<Callables['setAdmin']['res']> => {
  checkPayload(schemas.noPayload, request.data);
  const uid = requireUid(request);
  const ownRef = db.doc(paths.profile(uid));
  const lockRef = db.doc(paths.adminBootstrap);
  await db.runTransaction(async (tx) => {
    await tx.get(lockRef);
    // Reading one past the limit is enough to know whether the limit is exceeded.
    const profiles = await tx.get(db.collection(COLLECTIONS.profiles).select().limit(LIMITS.setAdminMaxProfiles + 1));
    const own = await tx.get(ownRef);
    const count = profiles.size + (own.exists ? 0 : 1);
    if (count > LIMITS.setAdminMaxProfiles) throw new HttpsError('failed-precondition', TEXTS.errors.setupOver);
    const now = FieldValue.serverTimestamp();
    const grant = { admin_role: 'admin', updated_at: now } satisfies Partial<Stored<ProfileFields, FieldValue>>;
    if (own.exists) tx.update(ownRef, grant);
    else tx.create(ownRef, await adminProfileFor(uid, now));
    tx.set(lockRef, { last_granted_to: uid, updated_at: now });
  });
  return { ok: true };
});
