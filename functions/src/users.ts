import {
  ADMIN_ROLE,
  adminPaths,
  COLLECTIONS,
  displayName,
  isAdmin,
  moderationPaths,
  notificationPaths,
  PARTICIPANTS,
  paths,
  rateLimitPath,
  schemas,
  TEXTS,
  USER_PRIVATE,
  type Callables,
  type DeletedAccountFields,
  PROFILE_FIELDS,
  type ProfileFields,
  type Stored,
} from '@mentorbridge/model';
import { REPORT_TARGET_FIELDS } from '@mentorbridge/model/records';
import { FieldValue, type DocumentReference, type Query, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COUNTER_EVENTS } from './counters';
import { assertNotLastAdmin, assertStillAdmin, audit } from './lib/admins';
import { adminAuth, db, readDoc } from './lib/app';
import { profileRef, requireAdmin, requireSize, requireUid } from './lib/guards';
import { checkPayload } from './lib/payload';
import { reportsOf } from './moderation';

async function refs(query: Query): Promise<DocumentReference[]> {
  return (await query.get()).docs.map((doc) => doc.ref);
}

async function deleteAll(docs: DocumentReference[], withChildren = false): Promise<void> {
  if (docs.length === 0) return;
  if (withChildren) {
    await Promise.all(docs.map((ref) => db.recursiveDelete(ref)));
    return;
  }
  const writer = db.bulkWriter();
  for (const ref of docs) void writer.delete(ref);
  await writer.close();
}

/** Auth has no such account: none by that uid, or an id no uid can be (a valid document id over 128 characters). */
const isUserNotFound = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'auth/user-not-found' || code === 'auth/invalid-uid';
};

/** The name of the account `uid` (from its profile, else its Auth account), or null when neither exists. */
async function accountName(uid: string): Promise<string | null> {
  const profile = readDoc(PROFILE_FIELDS, await profileRef(uid).get());
  if (profile) return displayName(profile.display_name);
  try {
    return displayName((await adminAuth.getUser(uid)).displayName);
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/**
 * Starts a deletion, in the transaction that checks it may happen: the tombstone `deleted_accounts/{uid}` makes
 * the rules refuse every write of the account's still-valid ID token from now on, and an admin is demoted at the
 * same moment, so a racing admin action sees one admin fewer. Resolves to false when the account was already
 * marked (a retried deletion).
 */
async function markDeleted(tx: Transaction, uid: string): Promise<boolean> {
  const [own, tombstone] = await tx.getAll(profileRef(uid), db.doc(adminPaths.deletedAccount(uid)));
  const profile = readDoc(PROFILE_FIELDS, own);
  if (isAdmin(profile)) await assertNotLastAdmin(tx, uid);
  const deleted = { deleted_at: FieldValue.serverTimestamp() } satisfies Stored<DeletedAccountFields, FieldValue>;
  tx.set(tombstone.ref, deleted);
  if (isAdmin(profile)) tx.update(own.ref, { admin_role: ADMIN_ROLE.none } satisfies Partial<ProfileFields>);
  return !tombstone.exists;
}

/** Forgets the account in the first-admin bootstrap record, if it was the last one granted there. */
async function forgetBootstrapGrant(uid: string): Promise<void> {
  const lockRef = db.doc(paths.adminBootstrap);
  await db.runTransaction(async (tx) => {
    const lock = await tx.get(lockRef);
    if (lock.get('last_granted_to') === uid) tx.update(lockRef, { last_granted_to: FieldValue.delete() });
  });
}

/**
 * Deletes a user and everything that names them: discussions they started (with their comments and likes),
 * their comments, likes, video ratings and reviews elsewhere, the reviews of them and the booking intents naming them, as a mentor their projects (with those projects' enrollments and
 * messages) and videos, as a student their enrollments, their project messages, their contact messages, the
 * profile, their block list and their place in other people's, their upload quota, application lock, stats logs, their private data (notifications, settings, devices),
 * the notifications, participant records and e-mails that name them, and bootstrap record, and last the Auth account. Their refresh tokens are revoked
 * first, so no new ID token is issued while this runs; the tombstone (markDeleted) stays, because an ID token
 * issued before stays valid for up to an hour. Counts on other people's documents follow through the counter
 * triggers, which react to each deleted like and comment. The Auth account goes last so a failed run can be
 * retried. Audit entries are kept: they record admins' actions, and outlive the accounts they name.
 */
async function deleteUserAndContent(uid: string): Promise<void> {
  let email: string | undefined;
  try {
    email = (await adminAuth.getUser(uid)).email;
    await adminAuth.revokeRefreshTokens(uid);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  // Phases run in order so that a later query never finds documents an earlier phase already removed.
  await deleteAll(await refs(db.collection(COLLECTIONS.discussions).where('author_id', '==', uid)), true);
  await deleteAll(await refs(db.collectionGroup(COLLECTIONS.comments).where('user_id', '==', uid)), true);
  await deleteAll(await refs(db.collectionGroup(COLLECTIONS.likes).where('user_id', '==', uid)));
  await deleteAll(await refs(db.collectionGroup(COLLECTIONS.ratings).where('user_id', '==', uid)));
  await deleteAll(await refs(db.collectionGroup(COLLECTIONS.reviews).where('student_id', '==', uid)));
  await db.recursiveDelete(db.collection(paths.reviews(uid)));
  await deleteAll(await refs(db.collection(COLLECTIONS.bookingIntents).where('student_id', '==', uid)));
  await deleteAll(await refs(db.collection(COLLECTIONS.bookingIntents).where('mentor_id', '==', uid)));
  await deleteAll(await refs(db.collection(COLLECTIONS.noShows).where('student_id', '==', uid)));
  await deleteAll(await refs(db.collection(COLLECTIONS.noShows).where('mentor_id', '==', uid)));
  await deleteAll(await refs(db.collection(COLLECTIONS.reviewBases).where('student_id', '==', uid)));
  await deleteAll(await refs(db.collection(COLLECTIONS.reviewBases).where('mentor_id', '==', uid)));

  const projects = await refs(db.collection(COLLECTIONS.projects).where('mentor_id', '==', uid));
  const projectEnrollments = await Promise.all(
    projects.map((project) => refs(db.collection(COLLECTIONS.enrollments).where('project_id', '==', project.id))),
  );
  await deleteAll(projectEnrollments.flat());
  await deleteAll(projects, true);

  await deleteAll(await refs(db.collection(COLLECTIONS.enrollments).where('student_id', '==', uid)));
  await deleteAll(await refs(db.collectionGroup(COLLECTIONS.projectMessages).where('user_id', '==', uid)));
  await deleteAll(await refs(db.collection(COLLECTIONS.videos).where('mentor_id', '==', uid)), true);
  await deleteAll(await refs(db.collection(COLLECTIONS.contactMessages).where('user_id', '==', uid)));
  // Their reports (onReportWritten recounts the targets) and their suspension record.
  await deleteAll(await refs(db.collection(COLLECTIONS.reports).where('reporter_id', '==', uid)));
  // Others' reports about them: what they wrote went with them above, so nothing is left to moderate, while a
  // reported target keeps their name and words. The targets naming them as author go, with the reports of each
  // (docs/data-model.md, "Deleting a user"); the audit still records what admins did.
  const aboutThem = await db.collection(COLLECTIONS.reportTargets).where('author_id', '==', uid).get();
  for (const snap of aboutThem.docs) {
    const target = readDoc(REPORT_TARGET_FIELDS, snap);
    if (target?.target_path) await deleteAll(await refs(reportsOf(target.target_path)));
    await snap.ref.delete();
  }
  await db.doc(moderationPaths.suspension(uid)).delete();
  // Their block list, and their place in everyone else's.
  await db.doc(moderationPaths.blocks(uid)).delete();
  const blockers = await refs(db.collection(COLLECTIONS.blocks).where('blocked', 'array-contains', uid));
  await Promise.all(blockers.map((ref) => ref.update({ blocked: FieldValue.arrayRemove(uid), updated_at: FieldValue.serverTimestamp() })));
  // The profile before the records that follow: an upload (quota) or an application (lock) racing this deletion
  // re-reads the profile in its transaction; a decision or an expiry needs a request, all of them gone by now.
  await profileRef(uid).delete();
  // The review counter's records of events on the profile name it (a trigger after this finds no profile, writes none).
  await deleteAll(await refs(db.collection(COUNTER_EVENTS).where('path', '==', paths.profile(uid))));
  await db.doc(adminPaths.uploadQuota(uid)).delete();
  await db.doc(adminPaths.applicationLock(uid)).delete();
  // Their abuse-limit counter: written only with their profile there (canWrite()), so nothing recreates it now.
  await db.doc(rateLimitPath(uid)).delete();
  await db.recursiveDelete(db.doc(adminPaths.statsRecord(uid)));
  // After the profile: the notification producer writes nothing for or about a user without one. Other people's
  // notifications that name them go too, with their place among a discussion's participants and their e-mails.
  await db.recursiveDelete(db.doc(notificationPaths.settings(uid)));
  // The records of thread events counted on their notifications (functions/src/notifications/producer.ts) name them.
  const ownNotifications = `${notificationPaths.notifications(uid)}/`;
  await deleteAll(
    await refs(db.collection(COUNTER_EVENTS).where('path', '>=', ownNotifications).where('path', '<', `${ownNotifications}\uf8ff`)),
  );
  await deleteAll(await refs(db.collectionGroup(USER_PRIVATE.notifications).where('actor.id', '==', uid)));
  await deleteAll(await refs(db.collectionGroup(PARTICIPANTS).where('user_id', '==', uid)));
  if (email) await deleteAll(await refs(db.collection(notificationPaths.mail).where('to', '==', email)));
  await forgetBootstrapGrant(uid);

  try {
    await adminAuth.deleteUser(uid);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/** Deletes the caller's own account and everything they own; the last admin cannot. */
export const deleteUserSelf = onCall(async (request): Promise<Callables['deleteUserSelf']['res']> => {
  const uid = requireUid(request);
  requireSize(request);
  checkPayload(schemas.noPayload, request.data);
  // A token stays valid for a while after its account is gone: a repeated call finds nothing to delete.
  if ((await accountName(uid)) === null) throw new HttpsError('not-found', TEXTS.errors.accountGone);
  await db.runTransaction((tx) => markDeleted(tx, uid));
  await deleteUserAndContent(uid);
  return { ok: true };
});

/** Admin only: deletes another user's account and everything they own, with an audit entry. */
export const deleteUserAdmin = onCall(async (request): Promise<Callables['deleteUserAdmin']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const { userId } = checkPayload(schemas.deleteUserAdminPayload, request.data);
  if (userId === actorId) throw new HttpsError('failed-precondition', TEXTS.errors.adminSelfDelete);
  const name = await accountName(userId);
  if (name === null) throw new HttpsError('not-found', TEXTS.errors.userNotFound);
  await db.runTransaction(async (tx) => {
    const actor = await tx.get(profileRef(actorId));
    assertStillAdmin(actor);
    const first = await markDeleted(tx, userId);
    // A retried deletion was audited when it started.
    if (first) {
      audit(tx, { actor_id: actorId, action: 'delete_user', target_path: paths.profile(userId), target_name: name });
    }
  });
  await deleteUserAndContent(userId);
  return { ok: true };
});
