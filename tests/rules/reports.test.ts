// Reports (docs/data-model.md, `reports`): any signed-in user reports something that exists, as themselves, once
// per target, with a reason from the list and a short note; nobody changes a report; only admins read reports and
// the reported targets' counts.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  LIMITS,
  COLLECTIONS,
  moderationPaths,
  newComment,
  newDiscussion,
  newEnrollment,
  newProject,
  newProjectMessage,
  newReport,
  paths,
  SUSPENDED_FOR_GOOD,
  type ReportFields,
  type ReportTargetKind,
} from '@mentorbridge/model';
import { createCounted, expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const REPORTER = 'reporter';
const AUTHOR = 'author';
const ADMIN = 'admin';

const TARGETS: Record<ReportTargetKind, string> = {
  discussion: paths.discussion('d1'),
  comment: `${paths.comments('d1')}/c1`,
  project_message: `${paths.projectMessages('p1')}/m1`,
  video: paths.video('v1'),
  profile: paths.profile(AUTHOR),
  review: paths.review(ADMIN, AUTHOR),
};

const project = newProject({ title: 'T', description: 'D', category: 'C' }, person(AUTHOR), SEEDED_AT);
const approvedRequest = { ...newEnrollment({ id: 'p1', ...project }, person(REPORTER), 'https://linkedin.com/in/r', SEEDED_AT), status: 'approved' };

const report = (kind: ReportTargetKind, fields: Partial<ReportFields> = {}) => ({
  ...newReport(REPORTER, { kind, target_path: TARGETS[kind], reason: 'spam', note: '' }, serverTimestamp()),
  ...fields,
});
/** Files a report as the reporter does in the app: with their abuse-limit counter's step (rate-limits.test.ts). */
const file = (db: Firestore, data: ReturnType<typeof report>, id = moderationPaths.report(REPORTER, data.target_path)) =>
  createCounted(db, REPORTER, 'reports', id, data);

beforeAll(async () => {
  env = await rulesEnv('reports');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile(REPORTER)]: profileOf(REPORTER),
    [paths.profile(AUTHOR)]: profileOf(AUTHOR, { role: 'mentor' }),
    [paths.profile(ADMIN)]: profileOf(ADMIN, { admin_role: 'admin' }),
    [paths.discussion('d1')]: newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, person(ADMIN), SEEDED_AT),
    [TARGETS.comment]: newComment('d1', person(AUTHOR), 'Buy now', SEEDED_AT),
    [paths.project('p1')]: project,
    [TARGETS.project_message]: newProjectMessage('p1', person(AUTHOR), 'Hi', SEEDED_AT),
    // The reporter is one of the project's approved students: its messages are theirs to read, and to report.
    [paths.enrollment('p1', REPORTER)]: approvedRequest,
    [TARGETS.video]: { mentor_id: AUTHOR, title: 'V' },
    [TARGETS.review]: { student_id: AUTHOR, mentor_id: ADMIN, stars: 1, text: 'An abusive review of this mentor' },
  });
});

describe('reports', () => {
  it.each(Object.keys(TARGETS) as ReportTargetKind[])('lets a signed-in user report a %s once, with a note', async (kind) => {
    await expectAllowed(file(as(REPORTER), report(kind, { reason: 'harassment', note: 'x'.repeat(LIMITS.reportNote) })));
    // A second report of the same target is a change of the first: refused.
    await expectDenied(file(as(REPORTER), report(kind, { reason: 'other' })));
  });

  it('refuses a report of a project message by someone outside the project, who cannot read it', async () => {
    // The attack: a user who guesses or copies a message's path reports it without ever seeing it.
    for (const status of ['pending', 'rejected', 'withdrawn']) {
      await seedDocs(env, { [paths.enrollment('p1', REPORTER)]: { ...approvedRequest, status } });
      await expectDenied(file(as(REPORTER), report('project_message')));
    }
    await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore() as unknown as Firestore, paths.enrollment('p1', REPORTER))));
    await expectDenied(file(as(REPORTER), report('project_message')));
    // The project's mentor reads its messages, and may report one.
    await seedDocs(env, { [paths.project('p1')]: { ...project, mentor_id: REPORTER } });
    await expectAllowed(file(as(REPORTER), report('project_message')));
  });

  it('refuses visitors and suspended users', async () => {
    await expectDenied(setDoc(doc(env.unauthenticatedContext().firestore() as unknown as Firestore, moderationPaths.report(REPORTER, TARGETS.video)), report('video')));
    await seedDocs(env, { [paths.profile(REPORTER)]: { ...profileOf(REPORTER), suspended_until: SUSPENDED_FOR_GOOD } });
    await expectDenied(file(as(REPORTER), report('video')));
  });

  it('refuses a report under another id, in another name, or of something missing or of another kind', async () => {
    const db = as(REPORTER);
    await expectDenied(file(db, report('video'), moderationPaths.report(AUTHOR, TARGETS.video)));
    await expectDenied(file(db, report('video'), `${COLLECTIONS.reports}/anything`));
    await expectDenied(file(db, report('video', { reporter_id: AUTHOR }), moderationPaths.report(AUTHOR, TARGETS.video)));
    await expectDenied(file(db, report('video', { target_path: paths.video('missing') })));
    await expectDenied(file(db, report('video', { target_path: TARGETS.comment })));
    await expectDenied(file(db, report('comment', { target_path: paths.project('p1') })));
    // A review is not its mentor's profile, nor the reverse.
    await expectDenied(file(db, report('profile', { target_path: TARGETS.review })));
    await expectDenied(file(db, report('review', { target_path: TARGETS.profile })));
    await expectDenied(file(db, report('review', { target_path: paths.review(ADMIN, 'missing') })));
  });

  it('refuses a reason off the list, a long note and fields the server owns', async () => {
    const db = as(REPORTER);
    await expectDenied(file(db, report('video', { reason: 'boring' as ReportFields['reason'] })));
    await expectDenied(file(db, report('video', { note: 'x'.repeat(LIMITS.reportNote + 1) })));
    await expectDenied(file(db, { ...report('video'), status: 'dismissed' } as ReturnType<typeof report>));
    await expectDenied(file(db, report('video', { created_at: SEEDED_AT })));
  });

  it('lets only admins read reports and reported targets; nobody changes or deletes them', async () => {
    await seedDocs(env, {
      [moderationPaths.report(REPORTER, TARGETS.video)]: newReport(REPORTER, { kind: 'video', target_path: TARGETS.video, reason: 'spam', note: '' }, SEEDED_AT),
      [moderationPaths.reportTarget(TARGETS.video)]: { kind: 'video', target_path: TARGETS.video, count: 1, last_reported_at: SEEDED_AT },
    });
    const reportPath = moderationPaths.report(REPORTER, TARGETS.video);
    const targetPath = moderationPaths.reportTarget(TARGETS.video);
    await expectAllowed(getDoc(doc(as(ADMIN), reportPath)));
    await expectAllowed(getDocs(query(collection(as(ADMIN), COLLECTIONS.reportTargets), orderBy('last_reported_at', 'desc'), limit(20))));
    for (const uid of [REPORTER, AUTHOR]) {
      await expectDenied(getDoc(doc(as(uid), reportPath)));
      await expectDenied(getDocs(collection(as(uid), COLLECTIONS.reports)));
      await expectDenied(getDoc(doc(as(uid), targetPath)));
    }
    for (const uid of [REPORTER, ADMIN]) {
      await expectDenied(updateDoc(doc(as(uid), reportPath), { reason: 'other' }));
      await expectDenied(deleteDoc(doc(as(uid), reportPath)));
      await expectDenied(updateDoc(doc(as(uid), targetPath), { count: 0 }));
    }
  });
});
