/**
 * What produces notifications (docs/decisions.md, "Notifications"): triggers on project messages, discussion
 * comments, new reviews of mentors and admins' role changes. The application workflow's requests and the mentors' automatic pause are told
 * by the requests' own trigger (onEnrollmentWritten, with ./notifications/workflow.ts), and the daily sweep reminds
 * mentors of requests waiting LIMITS.enrollmentWaitingHighlightDays days. Each decides who is concerned and hands
 * the event to the one producer (./notifications/producer.ts).
 */
import {
  COLLECTIONS,
  displayName,
  newParticipant,
  notificationPaths,
  notificationTargets,
  paths,
  personCopy,
  threadKey,
  COMMENT_FIELDS,
  DISCUSSION_FIELDS,
  PROFILE_FIELDS,
  PROJECT_FIELDS,
  PROJECT_MESSAGE_FIELDS,
} from '@mentorbridge/model';
import { AUDIT_ENTRY_FIELDS, REVIEW_FIELDS } from '@mentorbridge/model/records';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminAuth, db, readDoc } from './lib/app';
import { produce } from './notifications/producer';

const services = { db, auth: adminAuth };

/** A message in a project thread reaches its mentor and approved students (one notification per thread). */
export const onProjectMessageNotify = onDocumentCreated(
  `${COLLECTIONS.projects}/{projectId}/${COLLECTIONS.projectMessages}/{messageId}`,
  async (event) => {
    const message = readDoc(PROJECT_MESSAGE_FIELDS, event.data);
    const { projectId } = event.params;
    const project = readDoc(PROJECT_FIELDS, await db.doc(paths.project(projectId)).get());
    if (!message || !project) return;
    // A project has at most LIMITS.seatsMax approved students.
    const approved = await db
      .collection(COLLECTIONS.enrollments)
      .where('project_id', '==', projectId)
      .where('status', '==', 'approved')
      .select('student_id')
      .get();
    await produce(services, {
      type: 'project_message',
      actor: message.user,
      recipients: [project.mentor_id, ...approved.docs.map((doc) => String(doc.get('student_id')))],
      target: notificationTargets.projectThread(projectId),
      params: { title: project.title },
      thread: threadKey.project(projectId),
      key: event.id,
    });
  },
);

/** People told of a discussion's comments per producer call: the participants are read a page at a time. */
const PARTICIPANTS_PAGE = 300;

/**
 * A comment on a discussion reaches its author and everyone who commented before (one notification per
 * discussion); the commenter then joins its participants.
 */
export const onCommentNotify = onDocumentCreated(`${COLLECTIONS.discussions}/{discussionId}/${COLLECTIONS.comments}/{commentId}`, async (event) => {
  const comment = readDoc(COMMENT_FIELDS, event.data);
  const { discussionId } = event.params;
  const discussion = readDoc(DISCUSSION_FIELDS, await db.doc(paths.discussion(discussionId)).get());
  if (!comment || !discussion) return;
  const notice = {
    type: 'discussion_reply',
    actor: comment.user,
    target: notificationTargets.discussion(discussionId),
    params: { title: discussion.title },
    thread: threadKey.discussion(discussionId),
    key: event.id,
  } as const;
  await produce(services, { ...notice, recipients: [discussion.author_id] });
  const participants = db.collection(notificationPaths.participants(discussionId)).orderBy('__name__').limit(PARTICIPANTS_PAGE);
  let page = await participants.get();
  while (!page.empty) {
    const ids = page.docs.map((doc) => doc.id).filter((uid) => uid !== discussion.author_id);
    await produce(services, { ...notice, recipients: ids });
    if (page.size < PARTICIPANTS_PAGE) break;
    page = await participants.startAfter(page.docs[page.size - 1]).get();
  }
  const joined = db.doc(`${notificationPaths.participants(discussionId)}/${comment.user_id}`);
  if (!(await joined.get()).exists) await joined.set(newParticipant(comment.user_id, FieldValue.serverTimestamp()));
});

/** A student's new review reaches the mentor it reviews (edits and the mentor's reply tell nobody). */
export const onReviewNotify = onDocumentCreated(paths.review('{mentorId}', '{studentId}'), async (event) => {
  const { mentorId } = event.params;
  const review = readDoc(REVIEW_FIELDS, event.data);
  if (!review) return;
  await produce(services, {
    type: 'review_received',
    actor: review.student,
    recipients: [mentorId],
    target: notificationTargets.mentorReviews(mentorId),
    key: event.id,
  });
});

/** An admin's promotion or demotion (its audit entry) reaches the person. */
export const onRoleChangedNotify = onDocumentCreated(`${COLLECTIONS.audit}/{entryId}`, async (event) => {
  const entry = readDoc(AUDIT_ENTRY_FIELDS, event.data);
  if (!entry || (entry.action !== 'promote' && entry.action !== 'demote')) return;
  const [collection, uid] = entry.target_path.split('/');
  if (collection !== COLLECTIONS.profiles || !uid) return;
  const actor = readDoc(PROFILE_FIELDS, await db.doc(paths.profile(entry.actor_id)).get());
  const role = entry.action === 'promote' ? 'admin' : 'student';
  await produce(services, {
    type: 'role_changed',
    actor: personCopy({ id: entry.actor_id, display_name: displayName(actor?.display_name), avatar_url: actor?.avatar_url ?? null }),
    recipients: [uid],
    target: notificationTargets.roleChanged(role),
    params: { role },
    key: event.id,
  });
});
