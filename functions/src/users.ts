import { COLLECTIONS, paths, schemas, type Callables } from '@mentorbridge/model';
import type { DocumentReference, Query } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminAuth, db } from './lib/app';
import { requireAdmin, requireUid } from './lib/guards';
import { checkPayload } from './lib/payload';

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

const isUserNotFound = (error: unknown) => (error as { code?: unknown } | undefined)?.code === 'auth/user-not-found';

async function authUserExists(uid: string): Promise<boolean> {
  try {
    await adminAuth.getUser(uid);
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

/** True when the user still has an Auth account or a profile. */
async function userExists(uid: string): Promise<boolean> {
  return (await authUserExists(uid)) || (await db.doc(paths.profile(uid)).get()).exists;
}

/**
 * Deletes a user and everything they own: discussions they started (with their comments and likes),
 * their comments and likes elsewhere, as a mentor their projects (with those projects' enrollments and
 * messages) and videos, as a student their enrollments, their project messages, the profile and last
 * the Auth account. Counts on other people's documents follow through the counter triggers, which
 * react to each deleted like and comment. The Auth account goes last so a failed run can be retried.
 */
async function deleteUserAndContent(uid: string): Promise<void> {
  // Phases run in order so that a later query never finds documents an earlier phase already removed.
  await deleteAll(await refs(db.collection(COLLECTIONS.discussions).where('author_id', '==', uid)), true);
  await deleteAll(await refs(db.collectionGroup(COLLECTIONS.comments).where('user_id', '==', uid)), true);
  await deleteAll(await refs(db.collectionGroup(COLLECTIONS.likes).where('user_id', '==', uid)));

  const projects = await refs(db.collection(COLLECTIONS.projects).where('mentor_id', '==', uid));
  const projectEnrollments = await Promise.all(
    projects.map((project) => refs(db.collection(COLLECTIONS.enrollments).where('project_id', '==', project.id))),
  );
  await deleteAll(projectEnrollments.flat());
  await deleteAll(projects, true);

  await deleteAll(await refs(db.collection(COLLECTIONS.enrollments).where('student_id', '==', uid)));
  await deleteAll(await refs(db.collectionGroup(COLLECTIONS.projectMessages).where('user_id', '==', uid)));
  await deleteAll(await refs(db.collection(COLLECTIONS.videos).where('mentor_id', '==', uid)));
  await db.doc(paths.profile(uid)).delete();

  try {
    await adminAuth.deleteUser(uid);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/** Deletes the caller's own account and everything they own. */
export const deleteUserSelf = onCall(async (request): Promise<Callables['deleteUserSelf']['res']> => {
  checkPayload(schemas.noPayload, request.data);
  const uid = requireUid(request);
  // A token stays valid for a while after its account is gone: a repeated call finds nothing to delete.
  if (!(await userExists(uid))) throw new HttpsError('not-found', 'This account no longer exists.');
  await deleteUserAndContent(uid);
  return { ok: true };
});

/** Admin only: deletes another user's account and everything they own. */
export const deleteUserAdmin = onCall(async (request): Promise<Callables['deleteUserAdmin']['res']> => {
  const { userId } = checkPayload(schemas.deleteUserAdminPayload, request.data);
  const adminId = await requireAdmin(request);
  if (userId === adminId) {
    throw new HttpsError('failed-precondition', 'Admins delete their own account from their profile, not here.');
  }
  if (!(await userExists(userId))) throw new HttpsError('not-found', 'No user with this id exists.');
  await deleteUserAndContent(userId);
  return { ok: true };
});
