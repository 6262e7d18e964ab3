/**
 * What every admin action does inside its transaction (docs/data-model.md, `admin_audit`): check again that the
 * caller is an admin, never leave the platform without one, and leave exactly one audit entry.
 */
import {
  ADMIN_ROLE,
  adminPaths,
  paths,
  COLLECTIONS,
  isAdmin,
  newAuditEntry,
  TEXTS,
  PROFILE_FIELDS,
  type Profile,
} from '@mentorbridge/model';
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db, readDoc } from './app';

/**
 * Fails with `permission-denied` unless the snapshot, read in the action's transaction, is an admin's profile:
 * an admin demoted or deleted by a racing action loses the right to act at the same moment.
 */
export function assertStillAdmin(actor: DocumentSnapshot): void {
  if (!isAdmin(readDoc(PROFILE_FIELDS, actor))) throw new HttpsError('permission-denied', TEXTS.errors.adminOnly);
}

/** The admins' profiles. */
export const admins = () => db.collection(COLLECTIONS.profiles).where('admin_role', '==', ADMIN_ROLE.admin);

/**
 * Fails with `failed-precondition` when `uid` is the only admin. The admins are read in the transaction that
 * removes one, so two removals racing each other conflict and the second one sees the first.
 */
export async function assertNotLastAdmin(tx: Transaction, uid: string): Promise<void> {
  const found = await tx.get(admins().limit(2));
  if (!found.docs.some((doc) => doc.id !== uid)) throw new HttpsError('failed-precondition', TEXTS.errors.lastAdmin);
}

/** Adds an admin action's audit entry to the transaction that performs the action. */
export function audit(tx: Transaction, entry: Parameters<typeof newAuditEntry>[0]): void {
  tx.create(db.collection(COLLECTIONS.audit).doc(), newAuditEntry(entry, FieldValue.serverTimestamp()));
}

/**
 * The first reads of an admin action on a user, in its transaction: the actor (still an admin) and the user's
 * profile, which must exist for an account that was not deleted (`not-found` otherwise).
 */
export async function readUserForAdmin(
  tx: Transaction,
  actorId: string,
  userId: string,
): Promise<{ ref: DocumentReference; profile: Profile }> {
  const [actor, target, tombstone] = await tx.getAll(
    db.doc(paths.profile(actorId)),
    db.doc(paths.profile(userId)),
    db.doc(adminPaths.deletedAccount(userId)),
  );
  assertStillAdmin(actor);
  const profile = readDoc(PROFILE_FIELDS, target);
  if (!profile || tombstone.exists) throw new HttpsError('not-found', TEXTS.errors.userNotFound);
  return { ref: target.ref, profile };
}
