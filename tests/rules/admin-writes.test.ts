// Who writes what: the table "Admins' client writes" in docs/data-model.md against the rules. For every
// collection the table names, an admin changes and deletes a document another user owns from the client; the
// rules must allow exactly what the table says ("yes") and refuse the rest with permission-denied ("no"). Admin
// actions go through callables that leave an audit entry, so the table says "no" almost everywhere; a row the
// docs add or drop without a case here, or a case without a row, fails too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminPaths,
  newNoShow,
  newReviewBasis,
  COLLECTIONS,
  moderationPaths,
  newSuspension,
  newReport,
  newBlockList,
  newAuditEntry,
  newComment,
  newContactMessage,
  newDiscussion,
  newEnrollment,
  newLike,
  newProject,
  newProjectMessage,
  newVideo,
  newVideoRating,
  newBookingIntent,
  newReview,
  newRateLimits,
  paths,
  RATE_LIMITS_COLLECTION,
  rateLimitPath,
  thumbnailUrl,
  watchUrl,
} from '@mentorbridge/model';
import { ROOT } from '../../scripts/emulators.mjs';
import { expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs, TOMBSTONE } from './setup';

let env: RulesTestEnvironment;
const admin = (): Firestore => env.authenticatedContext('admin').firestore() as unknown as Firestore;

/** The rows of the table under the heading "Admins' client writes": collection, update allowed, delete allowed. */
function documentedAdminWrites(): Map<string, { update: boolean; delete: boolean }> {
  const markdown = readFileSync(join(ROOT, 'docs/data-model.md'), 'utf8');
  const start = markdown.indexOf("## Admins' client writes");
  expect(start, 'docs/data-model.md has no section "Admins\' client writes"').toBeGreaterThan(-1);
  const section = markdown.slice(start, markdown.indexOf('\n## ', start + 1));
  const rows = [...section.matchAll(/^\| `([^`]+)` \| (yes|no)\b[^|]*\| (yes|no)\b[^|]*\|$/gm)];
  return new Map(rows.map(([, name, update, del]) => [name, { update: update === 'yes', delete: del === 'yes' }]));
}

const project = newProject({ title: 'T', description: 'D', category: 'C' }, person('mentor'), SEEDED_AT);
const youtubeId = 'rfscVS0vtbw';

/** One document per collection, owned by someone other than the admin, and a change to it. */
const CASES: Record<string, { path: string; data: object; change: object }> = {
  [COLLECTIONS.profiles]: {
    path: paths.profile('student'),
    data: profileOf('student'),
    change: { admin_role: 'admin', updated_at: serverTimestamp() },
  },
  [COLLECTIONS.projects]: {
    path: paths.project('p1'),
    data: project,
    change: { title: 'Renamed', updated_at: serverTimestamp() },
  },
  [COLLECTIONS.enrollments]: {
    path: paths.enrollment('p1', 'student'),
    data: { ...newEnrollment({ id: 'p1', ...project }, person('student'), 'https://www.linkedin.com/in/s', SEEDED_AT), status: 'rejected' },
    change: { status: 'approved', updated_at: serverTimestamp() },
  },
  [`${COLLECTIONS.projects}/{projectId}/${COLLECTIONS.projectMessages}`]: {
    path: `${paths.projectMessages('p1')}/m1`,
    data: newProjectMessage('p1', person('mentor'), 'Hello', SEEDED_AT),
    change: { message: 'Edited' },
  },
  [COLLECTIONS.discussions]: {
    path: paths.discussion('d1'),
    data: newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, person('other-admin'), SEEDED_AT),
    change: { title: 'Renamed' },
  },
  [`${COLLECTIONS.discussions}/{discussionId}/${COLLECTIONS.comments}`]: {
    path: `${paths.comments('d1')}/c1`,
    data: newComment('d1', person('student'), 'Nice', SEEDED_AT),
    change: { content: 'Edited' },
  },
  [`${COLLECTIONS.discussions}/{discussionId}/${COLLECTIONS.likes}`]: {
    path: `${paths.discussionLikes('d1')}/student`,
    data: newLike('student', SEEDED_AT),
    change: { created_at: serverTimestamp() },
  },
  [COLLECTIONS.videos]: {
    path: paths.video('v1'),
    data: newVideo(
      { title: 'T', description: 'D', video_url: watchUrl(youtubeId), youtube_id: youtubeId, thumbnail_url: thumbnailUrl(youtubeId), category: 'Tech' },
      person('mentor'),
      SEEDED_AT,
    ),
    change: { title: 'Renamed' },
  },
  [`${COLLECTIONS.videos}/{videoId}/${COLLECTIONS.ratings}`]: {
    path: paths.videoRating('v1', 'student'),
    data: newVideoRating('student', 4, SEEDED_AT),
    change: { stars: 1, updated_at: serverTimestamp() },
  },
  [`${COLLECTIONS.profiles}/{userId}/${COLLECTIONS.reviews}`]: {
    path: paths.review('mentor', 'student'),
    data: newReview(person('student'), 'mentor', { stars: 4, text: 'A helpful session about my portfolio.', basis: 'session', basis_id: 'i1' }, SEEDED_AT),
    change: { stars: 1, updated_at: serverTimestamp() },
  },
  [COLLECTIONS.bookingIntents]: {
    path: paths.bookingIntent('student_mentor_20260101'),
    data: { ...newBookingIntent('student', person('mentor'), SEEDED_AT), state: 'asked', asks: 1, asked_at: SEEDED_AT },
    change: { state: 'no', answered_at: serverTimestamp() },
  },
  [COLLECTIONS.contactMessages]: {
    path: `${COLLECTIONS.contactMessages}/c1`,
    data: newContactMessage({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M' }, null, SEEDED_AT),
    change: { subject: 'Edited' },
  },
  [COLLECTIONS.audit]: {
    path: adminPaths.auditEntry('e1'),
    data: newAuditEntry({ actor_id: 'other-admin', action: 'promote', target_path: paths.profile('student'), target_name: 'S' }, SEEDED_AT),
    change: { target_name: 'Edited' },
  },
  [COLLECTIONS.suspensions]: {
    path: moderationPaths.suspension('student'),
    data: newSuspension({ reason: 'spam', until: null, admin_id: 'other-admin' }, SEEDED_AT),
    change: { until: SEEDED_AT },
  },
  [COLLECTIONS.reports]: {
    path: moderationPaths.report('student', paths.video('v1')),
    data: newReport('student', { kind: 'video', target_path: paths.video('v1'), reason: 'spam', note: '' }, SEEDED_AT),
    change: { reason: 'other' },
  },
  [COLLECTIONS.blocks]: {
    path: moderationPaths.blocks('student'),
    data: newBlockList(['mentor'], SEEDED_AT),
    change: { blocked: [] },
  },
  [COLLECTIONS.reportTargets]: {
    path: moderationPaths.reportTarget(paths.video('v1')),
    data: { kind: 'video', target_path: paths.video('v1'), count: 1, last_reported_at: SEEDED_AT },
    change: { count: 0 },
  },
  [RATE_LIMITS_COLLECTION]: {
    path: rateLimitPath('student'),
    data: newRateLimits(SEEDED_AT, 'd1/c1'),
    change: { comments_window: serverTimestamp(), comments_count: 1, comments_last: 'd1/c2' },
  },
  [COLLECTIONS.noShows]: {
    path: adminPaths.noShow('mentor', 'student'),
    data: newNoShow('mentor', 'student', SEEDED_AT),
    change: { last_at: serverTimestamp() },
  },
  [COLLECTIONS.reviewBases]: {
    path: paths.reviewBasis('student_mentor_20260101'),
    data: newReviewBasis({ mentor_id: 'mentor', student_id: 'student', basis: 'session' }, SEEDED_AT),
    change: { closed_at: null, opened_at: serverTimestamp() },
  },
  [COLLECTIONS.deletedAccounts]: {
    path: adminPaths.deletedAccount('gone'),
    data: TOMBSTONE,
    change: { deleted_at: serverTimestamp() },
  },
  [COLLECTIONS.private]: {
    path: adminPaths.applicationLock('student'),
    data: { updated_at: SEEDED_AT },
    change: { updated_at: serverTimestamp() },
  },
  [COLLECTIONS.integrations]: {
    path: paths.youtubeIntegration,
    data: { refresh_token: 't' },
    change: { refresh_token: 'mine' },
  },
};

beforeAll(async () => {
  env = await rulesEnv('admin-writes');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('admin')]: profileOf('admin', { admin_role: 'admin' }),
    [paths.profile('other-admin')]: profileOf('other-admin', { admin_role: 'admin' }),
    [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor' }),
    [paths.profile('student')]: profileOf('student'),
    [paths.project('p1')]: project,
    [paths.discussion('d1')]: CASES[COLLECTIONS.discussions].data,
    ...Object.fromEntries(Object.values(CASES).map(({ path, data }) => [path, data])),
  });
});

describe("docs/data-model.md, Admins' client writes", () => {
  const documented = documentedAdminWrites();

  it('has a row for every collection this test writes to, and no other', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('matches the rules for an admin changing and deleting another user’s document in %s', async (name) => {
    const { path, change } = CASES[name];
    const expected = documented.get(name) ?? { update: false, delete: false };
    const update = updateDoc(doc(admin(), path), change);
    await (expected.update ? expectAllowed(update) : expectDenied(update));
    const remove = deleteDoc(doc(admin(), path));
    await (expected.delete ? expectAllowed(remove) : expectDenied(remove));
  });
});
