/**
 * Moderation (docs/data-model.md, `suspensions`, `reports`, `report_targets`): admins suspend a user and lift it (the
 * profile's server-owned `suspended_until`, which the rules compare on every write, the suspension record the user's
 * banner reads, and one audit entry, in one transaction); reports are counted per target for the Reports tab, and
 * admins resolve them.
 */
import {
  isSuspended,
  COLLECTIONS,
  newReportTarget,
  REPORT_REASONS,
  reportTargetKind,
  type AdminAction,
  type ReportReason,
  type ReportTargetFields,
  type ReportTargetKind,
  displayName,
  isAdmin,
  moderationPaths,
  newSuspension,
  paths,
  schemas,
  SUSPENDED_FOR_GOOD,
  suspensionEnd,
  TEXTS,
  type Callables,
  type ProfileFields,
  type ReviewFields,
  type Stored,
  LIMITS,
  newReviewBasis,
  PROFILE_FIELDS,
} from '@mentorbridge/model';
import { REPORT_TARGET_FIELDS, REVIEW_BASIS_FIELDS, REVIEW_FIELDS } from '@mentorbridge/model/records';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { assertStillAdmin, audit, readUserForAdmin } from './lib/admins';
import { db, readDoc } from './lib/app';
import { profileRef, requireAdmin, requireSize } from './lib/guards';
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
    const { ref, profile } = await readUserForAdmin(tx, actorId, userId);
    if (isAdmin(profile)) throw new HttpsError('failed-precondition', TEXTS.moderation.cannotSuspendAdmin);
    const end = suspensionEnd(period, new Date());
    const now = FieldValue.serverTimestamp();
    tx.update(ref, {
      suspended_until: Timestamp.fromDate(end),
      updated_at: now,
    } satisfies Partial<Stored<ProfileFields, FieldValue | Timestamp>>);
    tx.set(
      db.doc(moderationPaths.suspension(userId)),
      newSuspension({ reason, until: end.getTime() === SUSPENDED_FOR_GOOD.getTime() ? null : end, admin_id: actorId }, now),
    );
    audit(tx, { actor_id: actorId, action: 'suspend_user', target_path: paths.profile(userId), target_name: displayName(profile.display_name), period, reason });
  });
  return { ok: true };
});

/**
 * Admin only: ends a user's suspension now. A user with none in force is left as is, without an audit entry, and the
 * answer says so (`changed` false).
 */
export const liftSuspension = onCall(async (request): Promise<Callables['liftSuspension']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const { userId } = checkPayload(schemas.liftSuspensionPayload, request.data);
  const changed = await db.runTransaction(async (tx) => {
    const { ref, profile } = await readUserForAdmin(tx, actorId, userId);
    // None in force (never suspended, lifted by another admin, or over by itself): nothing to do, nothing audited.
    if (!isSuspended(profile.suspended_until ?? null)) return false;
    tx.update(ref, {
      suspended_until: null,
      updated_at: FieldValue.serverTimestamp(),
    } satisfies Partial<Stored<ProfileFields, FieldValue>>);
    tx.delete(db.doc(moderationPaths.suspension(userId)));
    audit(tx, { actor_id: actorId, action: 'lift_suspension', target_path: paths.profile(userId), target_name: displayName(profile.display_name) });
    return true;
  });
  return { ok: true, changed };
});

/** The reported content as the Reports tab shows it: who wrote it, a title or name, and the text. */
function snapshotOf(kind: ReportTargetKind, snap: DocumentSnapshot): Pick<ReportTargetFields, 'author_id' | 'author_name' | 'title' | 'text'> {
  const text = (field: string) => String(snap.get(field) ?? '');
  const by = (idField: string, copyField: string) => ({ author_id: text(idField), author_name: text(`${copyField}.display_name`) });
  switch (kind) {
    case 'discussion':
      return { ...by('author_id', 'author'), title: text('title'), text: text('content') };
    case 'comment':
      return { ...by('user_id', 'user'), title: '', text: text('content') };
    case 'project_message':
      return { ...by('user_id', 'user'), title: '', text: text('message') };
    case 'video':
      return { ...by('mentor_id', 'mentor'), title: text('title'), text: text('description') };
    case 'profile':
      return { author_id: snap.id, author_name: text('display_name'), title: text('display_name'), text: text('bio') };
    case 'review':
      return { ...by('student_id', 'student'), title: '', text: text('text') };
  }
}

/** The open reports of one target (also deleted with the account of the target's author, users.ts). */
export const reportsOf = (targetPath: string) => db.collection(COLLECTIONS.reports).where('target_path', '==', targetPath);

/**
 * Recounts the open reports of one target in a transaction (exact under concurrent reports and redelivered events):
 * the total and per reason, with a snapshot of the content while it exists. The target's document goes with its
 * last report. A new report moves `last_reported_at` to now.
 */
async function recountReports(targetPath: string, kind: ReportTargetKind, reported: boolean): Promise<void> {
  const ref = db.doc(moderationPaths.reportTarget(targetPath));
  await db.runTransaction(async (tx) => {
    const [current, content] = await tx.getAll(ref, db.doc(targetPath));
    const counts = await Promise.all(
      REPORT_REASONS.map(async (reason) => [reason, (await tx.get(reportsOf(targetPath).where('reason', '==', reason).count())).data().count] as const),
    );
    const count = counts.reduce((sum, [, n]) => sum + n, 0);
    if (count === 0) {
      if (current.exists) tx.delete(ref);
      return;
    }
    const reasons: Partial<Record<ReportReason, number>> = Object.fromEntries(counts.filter(([, n]) => n > 0));
    const previous = readDoc(REPORT_TARGET_FIELDS, current);
    const snapshot = content.exists
      ? snapshotOf(kind, content)
      : { author_id: previous?.author_id ?? '', author_name: previous?.author_name ?? '', title: previous?.title ?? '', text: previous?.text ?? '' };
    // The stored time as it is: a Date would cut it to milliseconds and move the target back in the Reports tab's
    // order (its cursor), so a page read after the recount could hold it again.
    const stored: unknown = current.get('last_reported_at');
    const last = reported || !(stored instanceof Timestamp) ? FieldValue.serverTimestamp() : stored;
    tx.set(ref, newReportTarget({ kind, target_path: targetPath, count, reasons, ...snapshot }, last));
  });
}

/** Keeps `report_targets` in step with the reports (docs/data-model.md, `report_targets`). */
export const onReportWritten = onDocumentWritten(`${COLLECTIONS.reports}/{reportId}`, async (event) => {
  const after = event.data?.after;
  const data = after?.exists ? after.data() : event.data?.before.data();
  const targetPath = String(data?.target_path ?? '');
  const kind = reportTargetKind(targetPath);
  if (!kind) return;
  await recountReports(targetPath, kind, Boolean(after?.exists && !event.data?.before.exists));
});

/** The audit action of removing reported content of each kind (profiles are not removed: their users are suspended). */
const REMOVAL: Record<Exclude<ReportTargetKind, 'profile'>, AdminAction> = {
  discussion: 'delete_discussion',
  comment: 'delete_comment',
  project_message: 'delete_message',
  video: 'delete_video',
  review: 'delete_review',
};

/**
 * Closes the window of a removed review's basis (docs/data-model.md, `review_bases`): its student cannot post on
 * that basis again until an admin reopens it. Opened here at the review's time when its trigger has not run yet.
 */
function closeReviewWindow(tx: Transaction, review: ReviewFields, window: DocumentSnapshot): void {
  const closed_at = FieldValue.serverTimestamp();
  if (window.exists) {
    tx.update(window.ref, { closed_at });
  } else {
    tx.set(window.ref, { ...newReviewBasis(review, review.created_at ? Timestamp.fromDate(review.created_at) : closed_at), closed_at });
  }
}

/**
 * Admin only: lets a student whose review moderation removed review the mentor again: each closed window of theirs
 * for the mentor opens afresh for LIMITS.reviewEditDays. One audit entry; nothing closed, "already done".
 */
export const reopenReviews = onCall(async (request): Promise<Callables['reopenReviews']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const { mentorId, studentId } = checkPayload(schemas.reopenReviewsPayload, request.data);
  const windows = db
    .collection(COLLECTIONS.reviewBases)
    .where('mentor_id', '==', mentorId)
    .where('student_id', '==', studentId)
    .limit(LIMITS.reviewBasesReopened);
  const changed = await db.runTransaction(async (tx) => {
    const [actor, student] = await tx.getAll(profileRef(actorId), profileRef(studentId));
    assertStillAdmin(actor);
    const closed = (await tx.get(windows)).docs.filter((doc) => readDoc(REVIEW_BASIS_FIELDS, doc)?.closed_at);
    if (closed.length === 0) return false;
    const now = FieldValue.serverTimestamp();
    closed.forEach((doc) => tx.update(doc.ref, { opened_at: now, closed_at: null }));
    const name = student.exists ? displayName(readDoc(PROFILE_FIELDS, student)?.display_name ?? '') : studentId;
    audit(tx, { actor_id: actorId, action: 'reopen_review', target_path: paths.review(mentorId, studentId), target_name: name });
    return true;
  });
  return { ok: true, changed };
});

/** How many reports of one target one call closes (a transaction writes at most 500 documents). */
const RESOLVE_BATCH = 400;

/** Deletes the reports of a target and its count, in the transaction. */
async function closeReports(tx: Transaction, targetPath: string): Promise<void> {
  const reports = await tx.get(reportsOf(targetPath).select().limit(RESOLVE_BATCH));
  reports.docs.forEach((doc) => tx.delete(doc.ref));
  tx.delete(db.doc(moderationPaths.reportTarget(targetPath)));
}

/**
 * Admin only: closes the open reports of a target. `dismiss` keeps the content; `remove` deletes it for everyone as
 * adminDelete does (onDiscussionDeleted cleans up a discussion's comments; a comment's likes are removed here). One
 * audit entry in the same transaction.
 */
export const resolveReports = onCall(async (request): Promise<Callables['resolveReports']['res']> => {
  const actorId = await requireAdmin(request);
  requireSize(request);
  const { targetPath, action } = checkPayload(schemas.resolveReportsPayload, request.data);
  const kind = reportTargetKind(targetPath) as ReportTargetKind;
  if (action === 'remove' && kind === 'profile') throw new HttpsError('invalid-argument', TEXTS.moderation.cannotRemoveProfile);
  const changed = await db.runTransaction(async (tx) => {
    const [actor, counted, content] = await tx.getAll(profileRef(actorId), db.doc(moderationPaths.reportTarget(targetPath)), db.doc(targetPath));
    assertStillAdmin(actor);
    // No open report, and (for a removal) nothing left to remove: already done, by another admin or another tab.
    if (!counted.exists && (action === 'dismiss' || !content.exists)) return false;
    const target = readDoc(REPORT_TARGET_FIELDS, counted);
    const name = target?.title || target?.text || (content.exists ? snapshotOf(kind, content).text : '');
    // A removed review closes its basis's window (read before the transaction writes).
    const review = action === 'remove' && kind === 'review' ? readDoc(REVIEW_FIELDS, content) : undefined;
    const window = review?.basis_id ? await tx.get(db.doc(paths.reviewBasis(review.basis_id))) : undefined;
    await closeReports(tx, targetPath);
    if (action === 'remove' && kind !== 'profile') {
      if (content.exists) tx.delete(content.ref);
      if (review && window) closeReviewWindow(tx, review, window);
      audit(tx, { actor_id: actorId, action: REMOVAL[kind], target_path: targetPath, target_name: Array.from(name).slice(0, 80).join('') });
    } else {
      audit(tx, { actor_id: actorId, action: 'dismiss_report', target_path: targetPath, target_name: Array.from(name).slice(0, 80).join('') });
    }
    return true;
  });
  if (changed && action === 'remove' && kind === 'comment') await db.recursiveDelete(db.collection(`${targetPath}/${COLLECTIONS.likes}`));
  return { ok: true, changed };
});
