/**
 * The application workflow (docs/data-model.md, `project_enrollments`). The two moves that count across
 * documents run here, in transactions, so no client can get past the counts: a student's application (at most
 * LIMITS.openApplications open requests) and a mentor's decision (an approval takes one of the project's seats).
 * The student's own moves that need no count (answering a question, withdrawing) are client writes the rules
 * check. A daily sweep expires requests left waiting too long, and a trigger gives a seat back when an approved
 * request is deleted. Every decision and every expiry the mentor is answerable for is logged under
 * `private/stats_{mentorId}` in the transaction that makes it; the mentor's stats are counted from those logs.
 */
import {
  adminPaths,
  COLLECTIONS,
  displayName,
  enrollmentId as requestId,
  fitsDocumentId,
  isMentor,
  isOneOf,
  isStudent,
  LIMITS,
  mentorStats,
  newDecisionRecord,
  newEnrollment,
  normalizeLinkedInUrl,
  OPEN_ENROLLMENT_STATUSES,
  paths,
  personCopy,
  PROFILE_FIELDS,
  PROJECT_FIELDS,
  DECISION_RECORD_FIELDS,
  readFields,
  REAPPLY_STATUSES,
  responseRank,
  schemas,
  statsWindowStart,
  TEXTS,
  type Callables,
  type EnrollmentFields,
  type EnrollmentStatus,
  type ProfileFields,
  type ProfileSearchFields,
  type Stored,
} from '@mentorbridge/model';
import { ENROLLMENT_FIELDS } from '@mentorbridge/model/records';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { expireStaleEnrollments } from './enrollments/expiry';
import { adminAuth, db, readDoc } from './lib/app';
import { blocks, blocksRef } from './lib/blocks';
import { produce } from './notifications/producer';
import { remindWaitingRequests } from './notifications/reminders';
import { enrollmentEvent, pausedEvent } from './notifications/workflow';
import { assertNotSuspended, callerProfile, profileRef, requireSize, requireUid } from './lib/guards';
import { checkPayload } from './lib/payload';

const enrollments = () => db.collection(COLLECTIONS.enrollments);

/**
 * Attempts of a contended transaction: a popular project's approvals all write the project document, and one
 * student's applications all write their lock, so a burst of them retries more than the SDK's default 5 times.
 */
const CONTENDED = { maxAttempts: 25 };

/**
 * The approved requests of a project, counted inside the transaction. Every caller also writes the project's
 * `seats_taken` in the same transaction, so two approvals racing for the last seat are serialised on the
 * project document: the second one counts the first.
 */
async function approvedCount(tx: Transaction, projectId: string): Promise<number> {
  const approved = enrollments().where('project_id', '==', projectId).where('status', '==', 'approved');
  return (await tx.get(approved.count())).data().count;
}

/**
 * Students only: a pending request for a project, under the fixed id {projectId}_{studentId}. A request that
 * ended (rejected, withdrawn, expired) is replaced by the new one; an open or approved one is kept. Refused on a
 * full project and beyond LIMITS.openApplications open requests. The student's applications are serialised on
 * a lock document, so parallel calls cannot pass the cap together.
 */
export const applyToProject = onCall(async (request): Promise<Callables['applyToProject']['res']> => {
  const uid = requireUid(request);
  const caller = await callerProfile(uid);
  if (!isStudent(caller)) throw new HttpsError('permission-denied', TEXTS.errors.studentsOnly);
  requireSize(request);
  // The message comes back trimmed and within LIMITS.applicationMessageMin to applicationMessageMax characters.
  const { projectId, linkedin_url, message } = checkPayload(schemas.applyToProjectPayload, request.data);
  // The request's id is the project's id, '_' and the uid: it must fit Firestore's id limit in bytes too.
  if (!fitsDocumentId(requestId(projectId, uid))) throw new HttpsError('invalid-argument', TEXTS.errors.idTooLong);

  const ref = db.doc(paths.enrollment(projectId, uid));
  const projectRef = db.doc(paths.project(projectId));
  const lockRef = db.doc(adminPaths.applicationLock(uid));
  await db.runTransaction(async (tx) => {
    await tx.get(lockRef);
    const [projectSnap, existingSnap, ownSnap] = await tx.getAll(projectRef, ref, profileRef(uid));
    const project = readDoc(PROJECT_FIELDS, projectSnap);
    const existing = readDoc(ENROLLMENT_FIELDS, existingSnap);
    const own = readDoc(PROFILE_FIELDS, ownSnap);
    if (!own) throw new HttpsError('unauthenticated', TEXTS.errors.accountGone);
    assertNotSuspended(own);
    if (!project) throw new HttpsError('not-found', TEXTS.errors.projectNotFound);
    const [mentorSnap, blocksSnap] = await tx.getAll(profileRef(project.mentor_id), blocksRef(db, project.mentor_id));
    // A student the mentor blocked hears exactly what a paused mentor's applicants hear: a block is not told
    // (docs/decisions.md, "Moderation"; the block list is the mentor's alone).
    const mentor = readDoc(PROFILE_FIELDS, mentorSnap);
    if (mentor?.accepting === false || blocks(blocksSnap, uid)) throw new HttpsError('failed-precondition', TEXTS.errors.mentorPaused);
    if (existing && !isOneOf(REAPPLY_STATUSES, existing.status)) {
      throw new HttpsError('already-exists', TEXTS.errors.alreadyApplied);
    }
    if ((await approvedCount(tx, projectId)) >= project.seats) {
      throw new HttpsError('failed-precondition', TEXTS.errors.projectFull);
    }
    const open = await tx.get(
      enrollments().where('student_id', '==', uid).where('status', 'in', [...OPEN_ENROLLMENT_STATUSES]).select(),
    );
    if (open.size >= LIMITS.openApplications) throw new HttpsError('resource-exhausted', TEXTS.errors.openApplicationsCap);

    const now = FieldValue.serverTimestamp();
    const student = personCopy({ id: uid, display_name: displayName(own.display_name), avatar_url: own.avatar_url });
    tx.set(ref, newEnrollment(project, student, normalizeLinkedInUrl(linkedin_url), now, message));
    tx.set(lockRef, { updated_at: now });
  }, CONTENDED);
  return { ok: true };
});

/**
 * The project's mentor decides a pending request: approve (takes a seat; refused when every seat is taken),
 * reject (with an optional reason and note the student reads), or ask the student for more information (a new question clears the previous answer, so only a new
 * answer returns the request to pending). Each decision stamps `decided_at` and leaves a record in the mentor's
 * decision log, in the same transaction.
 */
export const decideEnrollment = onCall(async (request): Promise<Callables['decideEnrollment']['res']> => {
  const uid = requireUid(request);
  const caller = await callerProfile(uid);
  if (!isMentor(caller)) throw new HttpsError('permission-denied', TEXTS.errors.notProjectMentor);
  assertNotSuspended(caller);
  requireSize(request);
  const { enrollmentId, decision, question, reason, note } = checkPayload(schemas.decideEnrollmentPayload, request.data);

  const ref = enrollments().doc(enrollmentId);
  await db.runTransaction(async (tx) => {
    const enrollment = readDoc(ENROLLMENT_FIELDS, await tx.get(ref));
    if (!enrollment) throw new HttpsError('not-found', TEXTS.errors.itemNotFound);
    if (enrollment.mentor_id !== uid) throw new HttpsError('permission-denied', TEXTS.errors.notProjectMentor);
    if (enrollment.status !== 'pending') throw new HttpsError('failed-precondition', TEXTS.errors.notPending);

    if (decision === 'approved') {
      const projectRef = db.doc(paths.project(enrollment.project_id));
      const project = readDoc(PROJECT_FIELDS, await tx.get(projectRef));
      if (!project) throw new HttpsError('not-found', TEXTS.errors.projectNotFound);
      const taken = await approvedCount(tx, enrollment.project_id);
      if (taken >= project.seats) throw new HttpsError('failed-precondition', TEXTS.errors.seatsTaken);
      tx.update(projectRef, { seats_taken: taken + 1 });
    }
    const now = FieldValue.serverTimestamp();
    const asked = decision === 'needs_info';
    const change = {
      status: decision,
      question: asked ? (question ?? null) : enrollment.question,
      answer: asked ? null : enrollment.answer,
      decided_at: now,
      reject_reason: reason ?? null,
      reject_note: note ?? null,
      updated_at: now,
    } satisfies Partial<Stored<EnrollmentFields, FieldValue>>;
    tx.update(ref, change);
    const waitedSince = enrollment.waiting_since ?? enrollment.created_at ?? now;
    tx.create(db.collection(adminPaths.decisionLog(uid)).doc(), newDecisionRecord(decision, waitedSince, now));
  }, CONTENDED);
  return { ok: true };
});

/**
 * An approved request that is deleted (by its mentor, with its project, or with an account) gives its seat back:
 * the project's `seats_taken` is counted again, so a redelivered event changes nothing.
 */
export const onEnrollmentDeleted = onDocumentDeleted(`${COLLECTIONS.enrollments}/{enrollmentId}`, async (event) => {
  const enrollment = readDoc(ENROLLMENT_FIELDS, event.data);
  const status: EnrollmentStatus | undefined = enrollment?.status;
  if (!enrollment || status !== 'approved') return;
  const projectRef = db.doc(paths.project(enrollment.project_id));
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(projectRef)).exists) return;
    tx.update(projectRef, { seats_taken: await approvedCount(tx, enrollment.project_id) });
  }, CONTENDED);
});

/**
 * Every day: requests still pending LIMITS.enrollmentExpiryDays after they started waiting, and requests still
 * waiting that long for the student's answer, expire; mentors hear of requests that have waited
 * LIMITS.enrollmentWaitingHighlightDays days.
 */
export const expireEnrollments = onSchedule({ schedule: 'every day 03:00', timeZone: 'UTC' }, async () => {
  const now = new Date();
  const expired = await expireStaleEnrollments(db, now);
  logger.info('Expired stale enrollment requests', { expired });
  const reminded = await remindWaitingRequests({ db, auth: adminAuth }, now);
  logger.info('Reminded mentors of waiting requests', { reminded });
});

const sameTime = (a: Date | null | undefined, b: Date | null | undefined) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Recounts a mentor's stats (docs/data-model.md, `profiles.stats`) and their `response_rank` from bounded reads of
 * their decision and expiry logs (the latest LIMITS.statsRecentDecisions decisions, and counts), a count of their
 * open requests and a count of their confirmed sessions (onBookingIntentAnswered recounts when one is confirmed). The logs are written only with the decisions and expiries themselves, so deleting requests changes
 * nothing. Every read happens in the transaction that writes the profile: Firestore serialises it with the
 * decisions and with other refreshes, so the last write always holds the latest counts, and a redelivered event
 * writes the same numbers again. Pauses the mentor when LIMITS.autoPauseExpired of their requests expired waiting
 * for them in the last LIMITS.autoPauseWindowDays days (counting only expiries after their last pause or resume,
 * so resuming holds). True when this recount paused the mentor.
 */
export async function refreshMentorStats(mentorId: string, now: Date): Promise<boolean> {
  const profile = profileRef(mentorId);
  const decisions = db.collection(adminPaths.decisionLog(mentorId));
  const expiries = db.collection(adminPaths.expiryLog(mentorId));
  const open = enrollments().where('mentor_id', '==', mentorId).where('status', 'in', [...OPEN_ENROLLMENT_STATUSES]);
  // Sessions both sides confirmed: the mentor is asked only after the student's "Yes", so their "Yes" confirms both.
  const confirmed = db.collection(COLLECTIONS.bookingIntents).where('mentor_id', '==', mentorId).where('mentor_state', '==', 'yes');
  const since = statsWindowStart(now);
  const windowStart = now.getTime() - LIMITS.autoPauseWindowDays * 86_400_000;
  return db.runTransaction(async (tx) => {
    const current = readDoc(PROFILE_FIELDS, await tx.get(profile));
    if (!current || !isMentor(current)) return false;
    const pauseFrom = new Date(Math.max(windowStart, current.accepting_changed_at?.getTime() ?? 0));
    const [recent, decided, expired, openCount, recentlyExpired] = await Promise.all([
      tx.get(decisions.orderBy('decided_at', 'desc').limit(LIMITS.statsRecentDecisions)),
      tx.get(decisions.where('decided_at', '>=', since).count()),
      tx.get(expiries.where('expired_at', '>=', since).count()),
      tx.get(open.count()),
      tx.get(expiries.where('expired_at', '>', pauseFrom).count()),
    ]);
    // After the others, not beside them: one more aggregation in flight made a contended transaction's retry meet
    // "Transaction is invalid or closed" on a busy emulator.
    const sessions = await tx.get(confirmed.count());
    const stats = mentorStats({
      recent: recent.docs.map((doc) => readFields(DECISION_RECORD_FIELDS, doc.id, doc.data())),
      decidedInWindow: decided.data().count,
      expiredInWindow: expired.data().count,
      openRequests: openCount.data().count,
      sessionsConfirmed: sessions.data().count,
    });
    // The directory's "Most responsive" sort key follows the stats in the same write.
    const counted = { stats, response_rank: responseRank(stats) } satisfies Partial<ProfileFields & ProfileSearchFields>;
    if (recentlyExpired.data().count >= LIMITS.autoPauseExpired && current.accepting !== false) {
      const pause = {
        ...counted,
        accepting: false,
        paused_reason: 'expired_requests',
        accepting_changed_at: FieldValue.serverTimestamp(),
      } satisfies Partial<Stored<ProfileFields, FieldValue> & ProfileSearchFields>;
      tx.update(profile, pause);
      return true;
    }
    tx.update(profile, counted);
    return false;
  }, CONTENDED);
}

/**
 * Keeps the mentor's stats when one of their requests is created, decided, answered, withdrawn, expired or
 * deleted; copy refreshes (a renamed project or person) change nothing that counts and are skipped. The move is
 * told to the other side, and a mentor it paused hears of it (./notifications/workflow.ts).
 */
export const onEnrollmentWritten = onDocumentWritten(`${COLLECTIONS.enrollments}/{enrollmentId}`, async (event) => {
  const before = readDoc(ENROLLMENT_FIELDS, event.data?.before);
  const after = readDoc(ENROLLMENT_FIELDS, event.data?.after);
  const mentorId = after?.mentor_id || before?.mentor_id;
  if (!mentorId) return;
  const unchanged =
    before &&
    after &&
    before.status === after.status &&
    sameTime(before.decided_at, after.decided_at) &&
    sameTime(before.waiting_since, after.waiting_since);
  if (unchanged) return;
  const notice = after ? enrollmentEvent(before, after, event.id) : null;
  const services = { db, auth: adminAuth };
  await Promise.all([
    refreshMentorStats(mentorId, new Date()).then(async (paused) => {
      if (paused) await produce(services, pausedEvent(mentorId, event.id));
    }),
    notice ? produce(services, notice) : undefined,
  ]);
});
