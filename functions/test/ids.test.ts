// Every callable that takes a document id or path checks it with the model's one document-id schema
// (docs/data-model.md, "Document ids"): an id Firestore refuses is answered `invalid-argument` with the
// catalogue's message, never `internal`; a valid id still works.
import { newDiscussion, paths, TEXTS, type CallableName } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  accountCopy,
  APPLICATION_MESSAGE,
  closeCallers,
  COMPLETE_MENTOR,
  createAccount,
  db,
  failureOf,
  LINKEDIN,
  projectOf,
  requestOf,
  signedInCaller,
  uniqueId,
  type Caller,
} from './callers';

afterAll(closeCallers);

/** Ids Firestore refuses: empty, '.', '..', reserved, with a slash, and 751 two-byte characters (1502 bytes). */
const REFUSED_IDS = ['', '.', '..', '__x__', 'a/b', 'é'.repeat(751)];
/** The longest id Firestore takes, in fewer characters than bytes. */
const LONGEST_ID = 'é'.repeat(750);

const ID_REFUSED = { code: 'functions/invalid-argument', message: TEXTS.payloads.documentId(1500) };

const PROJECT_FIELDS = { title: 'Compiler', description: 'Build one.', category: 'Web Development', difficulty: 'beginner', estimated_hours: 10, seats: 2 };

/** Each callable that takes an id, the payload it takes with that id, and who may call it. */
const CALLS: { name: CallableName; by: 'admin' | 'student' | 'mentor'; payload: (id: string) => Record<string, unknown> }[] = [
  { name: 'suspendUser', by: 'admin', payload: (id) => ({ userId: id, period: 'day', reason: 'spam' }) },
  { name: 'liftSuspension', by: 'admin', payload: (id) => ({ userId: id }) },
  { name: 'setAdminRole', by: 'admin', payload: (id) => ({ userId: id, admin_role: 'admin' }) },
  { name: 'deleteUserAdmin', by: 'admin', payload: (id) => ({ userId: id }) },
  { name: 'adminDelete', by: 'admin', payload: (id) => ({ kind: 'discussion', id }) },
  { name: 'adminDelete', by: 'admin', payload: (id) => ({ kind: 'comment', id: 'c1', discussionId: id }) },
  { name: 'adminUpdateProject', by: 'admin', payload: (id) => ({ projectId: id, ...PROJECT_FIELDS }) },
  { name: 'resolveReports', by: 'admin', payload: (id) => ({ targetPath: `videos/${id}`, action: 'dismiss' }) },
  { name: 'resolveReports', by: 'admin', payload: (id) => ({ targetPath: `profiles/u1/reviews/${id}`, action: 'remove' }) },
  { name: 'reopenReviews', by: 'admin', payload: (id) => ({ mentorId: id, studentId: 'u1' }) },
  { name: 'reopenReviews', by: 'admin', payload: (id) => ({ mentorId: 'u1', studentId: id }) },
  { name: 'applyToProject', by: 'student', payload: (id) => ({ projectId: id, linkedin_url: LINKEDIN, message: APPLICATION_MESSAGE }) },
  { name: 'decideEnrollment', by: 'mentor', payload: (id) => ({ enrollmentId: id, decision: 'approved' }) },
];

async function callers(): Promise<Record<'admin' | 'student' | 'mentor', Caller> & { mentorId: string; studentId: string }> {
  const [admin, student, mentor] = await Promise.all([
    createAccount('admin', { admin_role: 'admin' }),
    createAccount('student'),
    createAccount('mentor', COMPLETE_MENTOR),
  ]);
  return {
    admin: await signedInCaller(admin.email),
    student: await signedInCaller(student.email),
    mentor: await signedInCaller(mentor.email),
    mentorId: mentor.uid,
    studentId: student.uid,
  };
}

describe('document ids in callables', { timeout: 300_000 }, () => {
  it('refuse each id Firestore refuses with invalid-argument and the message, on every callable that takes one', async () => {
    const as = await callers();
    for (const { name, by, payload } of CALLS) {
      for (const id of REFUSED_IDS) {
        const data = payload(id);
        // A '/' or nothing after `videos/` is a path of nothing that can be reported.
        const expected =
          name === 'resolveReports' && (id === '' || id.includes('/'))
            ? { code: 'functions/invalid-argument', message: TEXTS.payloads.targetPath }
            : ID_REFUSED;
        expect(await failureOf(as[by](name, data)), `${name} ${JSON.stringify(data).slice(0, 120)}`).toEqual(expected);
      }
    }
  });

  it('refuse a reported path whose report_targets key would be over 1500 bytes, each of its ids fitting', async () => {
    const { admin } = await callers();
    const id = 'c'.repeat(740);
    expect(await failureOf(admin('resolveReports', { targetPath: `community_discussions/${id}/comments/${id}`, action: 'dismiss' }))).toEqual(ID_REFUSED);
  });

  it('take the longest valid id (1500 bytes): the callable looks for the document and answers not-found', async () => {
    const as = await callers();
    expect(await failureOf(as.admin('suspendUser', { userId: LONGEST_ID, period: 'day', reason: 'spam' }))).toEqual({
      code: 'functions/not-found',
      message: TEXTS.errors.userNotFound,
    });
    expect(await failureOf(as.admin('deleteUserAdmin', { userId: LONGEST_ID }))).toEqual({
      code: 'functions/not-found',
      message: TEXTS.errors.userNotFound,
    });
    expect(await failureOf(as.admin('adminDelete', { kind: 'discussion', id: LONGEST_ID }))).toEqual({
      code: 'functions/not-found',
      message: TEXTS.errors.itemNotFound,
    });
    expect((await failureOf(as.admin('adminUpdateProject', { projectId: LONGEST_ID, ...PROJECT_FIELDS }))).code).toBe('functions/not-found');
    expect((await failureOf(as.mentor('decideEnrollment', { enrollmentId: LONGEST_ID, decision: 'approved' }))).code).toBe('functions/not-found');
  });

  it('still work with valid ids', async () => {
    const as = await callers();
    const [target, other, gone] = await Promise.all([createAccount('target'), createAccount('other'), createAccount('gone')]);
    const ok = { ok: true };
    expect(await as.admin('suspendUser', { userId: target.uid, period: 'day', reason: 'spam' })).toEqual(ok);
    expect(await as.admin('liftSuspension', { userId: target.uid })).toEqual({ ...ok, changed: true });
    expect(await as.admin('setAdminRole', { userId: other.uid, admin_role: 'admin' })).toEqual({ ...ok, changed: true });
    expect(await as.admin('deleteUserAdmin', { userId: gone.uid })).toEqual(ok);

    const discussionId = uniqueId('discussion');
    await db.doc(paths.discussion(discussionId)).set(
      newDiscussion({ title: 'Remote work', content: 'Thoughts?', category: 'Career Advice', tags: [] }, accountCopy(target.uid), Timestamp.now()),
    );
    expect(await as.admin('adminDelete', { kind: 'discussion', id: discussionId })).toEqual(ok);

    const projectId = await projectOf(as.mentorId, 'Compiler');
    expect(await as.admin('adminUpdateProject', { projectId, ...PROJECT_FIELDS })).toEqual(ok);
    expect(await as.student('applyToProject', { projectId, linkedin_url: LINKEDIN, message: APPLICATION_MESSAGE })).toEqual(ok);
    const applicant = await createAccount('applicant');
    const request = await requestOf(projectId, 'Compiler', as.mentorId, applicant.uid);
    expect(await as.mentor('decideEnrollment', { enrollmentId: request.id, decision: 'approved' })).toEqual(ok);

    // Nothing reported it: a valid id, answered as already done.
    expect(await as.admin('resolveReports', { targetPath: paths.review(as.mentorId, target.uid), action: 'dismiss' })).toEqual({ ...ok, changed: false });
    // No window closed: already done.
    expect(await as.admin('reopenReviews', { mentorId: as.mentorId, studentId: target.uid })).toEqual({ ...ok, changed: false });
  });
});
