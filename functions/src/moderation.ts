/**
 * Moderation by admins (docs/data-model.md, `suspensions`): suspending a user and lifting it. Each action writes
 * the profile's server-owned `suspended_until` (which the rules compare on every write), the suspension record the
 * user's banner reads, and one audit entry, in one transaction.
 */
import {
  displayName,
  moderationPaths,
  newSuspension,
  paths,
  schemas,
  SUSPENDED_FOR_GOOD,
  suspensionEnd,
  TEXTS,
  adminPaths,
  type Callables,
  type ProfileFields,
  type Stored,
} from '@mentorbridge/model';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { assertStillAdmin, audit } from './lib/admins';
import { db, fieldsOf } from './lib/app';
import { isAdminProfile, profileRef, requireAdmin, requireSize } from './lib/guards';
import { checkPayload } from './lib/payload';

/**
 * Admin only: suspends a user for a period (from now) or for good, with a reason. A new suspension replaces the
 * one in force. Admins cannot be suspended (an admin would keep acting through the admin callables).
 */
export const suspendUser = onCall(async (request): Promise<Callables['suspendUser']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const { userId, period, reason } = checkPayload(schemas.suspendUserPayload, request.data);
  await db.runTransaction(async (tx) => {
    const [actor, target, tombstone] = await tx.getAll(
      profileRef(actorId),
      profileRef(userId),
      db.doc(adminPaths.deletedAccount(userId)),
    );
    assertStillAdmin(actor);
    const profile = fieldsOf<ProfileFields>(target);
    if (!profile || tombstone.exists) throw new HttpsError('not-found', TEXTS.errors.userNotFound);
    if (isAdminProfile(profile)) throw new HttpsError('failed-precondition', TEXTS.moderation.cannotSuspendAdmin);
    const end = suspensionEnd(period, new Date());
    const now = FieldValue.serverTimestamp();
    tx.update(target.ref, {
      suspended_until: Timestamp.fromDate(end),
      updated_at: now,
    } satisfies Partial<Stored<ProfileFields, FieldValue | Timestamp>>);
    tx.set(
      db.doc(moderationPaths.suspension(userId)),
      newSuspension({ reason, until: end.getTime() === SUSPENDED_FOR_GOOD.getTime() ? null : end, admin_id: actorId }, now),
    );
    audit(tx, { actor_id: actorId, action: 'suspend_user', target_path: paths.profile(userId), target_name: displayName(profile.display_name) });
  });
  return { ok: true };
});

/** Admin only: ends a user's suspension now. A user who is not suspended is left as is, without an audit entry. */
export const liftSuspension = onCall(async (request): Promise<Callables['liftSuspension']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const { userId } = checkPayload(schemas.liftSuspensionPayload, request.data);
  await db.runTransaction(async (tx) => {
    const [actor, target] = await tx.getAll(profileRef(actorId), profileRef(userId));
    assertStillAdmin(actor);
    const profile = fieldsOf<ProfileFields>(target);
    if (!profile) throw new HttpsError('not-found', TEXTS.errors.userNotFound);
    if (profile.suspended_until === null || profile.suspended_until === undefined) return;
    tx.update(target.ref, {
      suspended_until: null,
      updated_at: FieldValue.serverTimestamp(),
    } satisfies Partial<Stored<ProfileFields, FieldValue>>);
    tx.delete(db.doc(moderationPaths.suspension(userId)));
    audit(tx, { actor_id: actorId, action: 'lift_suspension', target_path: paths.profile(userId), target_name: displayName(profile.display_name) });
  });
  return { ok: true };
});
