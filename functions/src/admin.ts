import {
  ADMIN_ROLE,
  COLLECTIONS,
  adminPaths,
  displayName,
  FALLBACK_NAME,
  isAdmin,
  isSuspended,
  LIMITS,
  newProfile,
  paths,
  schemas,
  TEXTS,
  type AdminAction,
  type Callables,
  type ProfileFields,
  PROJECT_FIELDS,
  type ProjectFields,
  type Stored,
} from '@mentorbridge/model';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { admins, assertNotLastAdmin, assertStillAdmin, audit, readUserForAdmin } from './lib/admins';
import { adminAuth, db, readDoc } from './lib/app';
import { profileRef, requireAdmin, requireSize, requireUid } from './lib/guards';
import { checkPayload } from './lib/payload';

/** The profile a caller without one gets, built from their Auth account (they count toward the limit). */
async function adminProfileFor(uid: string, now: FieldValue) {
  const user = await adminAuth.getUser(uid);
  return newProfile(
    {
      display_name: user.displayName || user.email?.split('@')[0] || FALLBACK_NAME,
      avatar_url: user.photoURL ?? null,
      admin_role: ADMIN_ROLE.admin,
    },
    now,
  );
}

/**
 * First-admin bootstrap: makes the caller admin while the platform has no admin and at most
 * LIMITS.setAdminMaxProfiles profiles, counting the caller's own (created if missing). Both are read inside
 * the transaction that grants the role, and every grant also reads and writes one shared lock document, so
 * racing callers are serialised: a caller retried after another's grant sees the new admin.
 */
export const setAdmin = onCall(async (request): Promise<Callables['setAdmin']['res']> => {
  const uid = requireUid(request);
  requireSize(request);
  checkPayload(schemas.noPayload, request.data);
  const ownRef = profileRef(uid);
  const lockRef = db.doc(paths.adminBootstrap);
  await db.runTransaction(async (tx) => {
    await tx.get(lockRef);
    if (!(await tx.get(admins().limit(1))).empty) throw new HttpsError('failed-precondition', TEXTS.errors.setupOver);
    // Reading one past the limit is enough to know whether the limit is exceeded.
    const profiles = await tx.get(db.collection(COLLECTIONS.profiles).select().limit(LIMITS.setAdminMaxProfiles + 1));
    const [own, tombstone] = await tx.getAll(ownRef, db.doc(adminPaths.deletedAccount(uid)));
    // A deleted account's ID token stays valid for up to an hour.
    if (tombstone.exists) throw new HttpsError('unauthenticated', TEXTS.errors.accountGone);
    const count = profiles.size + (own.exists ? 0 : 1);
    if (count > LIMITS.setAdminMaxProfiles) throw new HttpsError('failed-precondition', TEXTS.errors.setupOver);
    const now = FieldValue.serverTimestamp();
    const grant = { admin_role: ADMIN_ROLE.admin, updated_at: now } satisfies Partial<Stored<ProfileFields, FieldValue>>;
    if (own.exists) tx.update(ownRef, grant);
    else tx.create(ownRef, await adminProfileFor(uid, now));
    tx.set(lockRef, { last_granted_to: uid, updated_at: now });
  });
  return { ok: true };
});

/**
 * Admin only: promotes a user to admin or demotes one to student, the caller included, as long as one admin
 * remains, never a suspended user to admin. Setting the role a user already has changes nothing and is not audited.
 */
export const setAdminRole = onCall(async (request): Promise<Callables['setAdminRole']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const { userId, admin_role } = checkPayload(schemas.setAdminRolePayload, request.data);
  const changed = await db.runTransaction(async (tx) => {
    const { ref, profile } = await readUserForAdmin(tx, actorId, userId);
    const promote = isAdmin({ admin_role });
    if (isAdmin(profile) === promote) return false;
    // A suspended admin would moderate others while their own writes are refused.
    if (promote && isSuspended(profile.suspended_until ?? null)) {
      throw new HttpsError('failed-precondition', TEXTS.moderation.cannotPromoteSuspended);
    }
    if (!promote) await assertNotLastAdmin(tx, userId);
    tx.update(ref, {
      admin_role,
      updated_at: FieldValue.serverTimestamp(),
    } satisfies Partial<Stored<ProfileFields, FieldValue>>);
    audit(tx, {
      actor_id: actorId,
      action: promote ? 'promote' : 'demote',
      target_path: paths.profile(userId),
      target_name: displayName(profile.display_name),
    });
    return true;
  });
  return { ok: true, changed };
});

type DeleteRequest = Callables['adminDelete']['req'];

/** Comments are named by their first characters in the audit trail. */
const COMMENT_NAME_LENGTH = 80;

/** The document an adminDelete request names, the audit action, and how the audit names what was deleted. */
function deletion({ kind, id, discussionId }: DeleteRequest): {
  path: string;
  action: AdminAction;
  nameOf: (snap: DocumentSnapshot) => string;
} {
  const title = (snap: DocumentSnapshot) => String(snap.get('title') ?? '');
  switch (kind) {
    case 'project':
      return { path: paths.project(id), action: 'delete_project', nameOf: title };
    case 'video':
      return { path: paths.video(id), action: 'delete_video', nameOf: title };
    case 'discussion':
      return { path: paths.discussion(id), action: 'delete_discussion', nameOf: title };
    case 'enrollment':
      return {
        path: `${COLLECTIONS.enrollments}/${id}`,
        action: 'delete_enrollment',
        nameOf: (snap) => `${String(snap.get('student.display_name') ?? '')} · ${String(snap.get('project.title') ?? '')}`,
      };
    case 'comment':
      return {
        // The payload schema requires discussionId for comments.
        path: `${paths.comments(discussionId ?? '')}/${id}`,
        action: 'delete_comment',
        nameOf: (snap) => Array.from(String(snap.get('content') ?? '')).slice(0, COMMENT_NAME_LENGTH).join(''),
      };
  }
}

/**
 * Admin only: deletes a project, video, discussion, comment or request with its audit entry, in one transaction.
 * What hangs off the document is removed as when its owner deletes it: onProjectDeleted and onDiscussionDeleted
 * clean up after projects and discussions, onEnrollmentDeleted gives an approved request's seat back; a
 * comment's likes are removed here. A deleted request stays in its mentor's stats (their decision log).
 */
export const adminDelete = onCall(async (request): Promise<Callables['adminDelete']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const target = checkPayload(schemas.adminDeletePayload, request.data);
  const { path, action, nameOf } = deletion(target);
  await db.runTransaction(async (tx) => {
    const [actor, snap] = await tx.getAll(profileRef(actorId), db.doc(path));
    assertStillAdmin(actor);
    if (!snap.exists) throw new HttpsError('not-found', TEXTS.errors.itemNotFound);
    tx.delete(snap.ref);
    audit(tx, { actor_id: actorId, action, target_path: path, target_name: nameOf(snap) });
  });
  if (target.kind === 'comment') await db.recursiveDelete(db.collection(`${path}/${COLLECTIONS.likes}`));
  return { ok: true };
});

/**
 * Admin only: edits any project's texts, difficulty, hours and seats (what its mentor edits directly, except the
 * mentor copy), with an audit entry in the same transaction. The entry names the project by its title before the
 * edit. refreshEnrollmentProjectCopies then carries a new title to the project's requests.
 */
export const adminUpdateProject = onCall(async (request): Promise<Callables['adminUpdateProject']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const { projectId, ...input } = checkPayload(schemas.adminUpdateProjectPayload, request.data);
  const path = paths.project(projectId);
  await db.runTransaction(async (tx) => {
    const [actor, snap] = await tx.getAll(profileRef(actorId), db.doc(path));
    assertStillAdmin(actor);
    const project = readDoc(PROJECT_FIELDS, snap);
    if (!project) throw new HttpsError('not-found', TEXTS.errors.projectNotFound);
    const change = { ...input, updated_at: FieldValue.serverTimestamp() } satisfies Partial<Stored<ProjectFields, FieldValue>>;
    tx.update(snap.ref, change);
    audit(tx, { actor_id: actorId, action: 'edit_project', target_path: path, target_name: project.title });
  });
  return { ok: true };
});
