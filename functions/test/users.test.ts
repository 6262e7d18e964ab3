import {
  adminPaths,
  COLLECTIONS,
  newComment,
  newContactMessage,
  newDiscussion,
  newEnrollment,
  newLike,
  newProfile,
  newProject,
  newProjectMessage,
  newVideo,
  newVideoRating,
  newReview,
  newBookingIntent,
  bookingIntentId,
  enrollmentId,
  paths as modelPaths,
  STATS_LOGS,
  USER_PRIVATE,
  PARTICIPANTS,
  TEXTS,
  thumbnailUrl,
  watchUrl,
  moderationPaths,
  newReport,
  newBlockList,
  newSuspension,
  newRateLimits,
  RATE_LIMITS_COLLECTION,
  rateLimitPath,
} from '@mentorbridge/model';
import { addDoc, collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { COUNTER_EVENTS } from '../src/counters';
import {
  accountCopy as person,
  accountName,
  APPLICATION_MESSAGE,
  auditEntriesOf,
  auditEntry,
  auth,
  callerOf,
  clientFirestore,
  closeCallers,
  createAccount,
  db,
  errorCode,
  eventually,
  failureOf,
  signedInApp,
  signedInCaller,
  TRIGGER_TEST_TIMEOUT_MS,
  uniqueId,
  writeCode,
} from './callers';

afterAll(closeCallers);

const at = () => Timestamp.now();

async function exists(path: string): Promise<boolean> {
  return (await db.doc(path).get()).exists;
}

async function authExists(uid: string): Promise<boolean> {
  return auth.getUser(uid).then(
    () => true,
    () => false,
  );
}

async function counts(path: string): Promise<DocumentData> {
  const data = (await db.doc(path).get()).data() ?? {};
  return { likes_count: data.likes_count, comments_count: data.comments_count };
}

async function ratingCounts(path: string): Promise<DocumentData> {
  const data = (await db.doc(path).get()).data() ?? {};
  return { rating_count: data.rating_count, rating_sum: data.rating_sum };
}

/** Paths of every document that still names the user as owner, author or member. */
async function leftovers(uid: string): Promise<string[]> {
  const queries = [
    db.collection(COLLECTIONS.projects).where('mentor_id', '==', uid),
    db.collection(COLLECTIONS.videos).where('mentor_id', '==', uid),
    db.collection(COLLECTIONS.enrollments).where('student_id', '==', uid),
    db.collection(COLLECTIONS.enrollments).where('mentor_id', '==', uid),
    db.collection(COLLECTIONS.discussions).where('author_id', '==', uid),
    db.collectionGroup(COLLECTIONS.comments).where('user_id', '==', uid),
    db.collectionGroup(COLLECTIONS.likes).where('user_id', '==', uid),
    db.collectionGroup(COLLECTIONS.ratings).where('user_id', '==', uid),
    db.collectionGroup(COLLECTIONS.reviews).where('student_id', '==', uid),
    db.collectionGroup(COLLECTIONS.reviews).where('mentor_id', '==', uid),
    db.collection(COLLECTIONS.bookingIntents).where('student_id', '==', uid),
    db.collection(COLLECTIONS.bookingIntents).where('mentor_id', '==', uid),
    db.collectionGroup(COLLECTIONS.projectMessages).where('user_id', '==', uid),
  ];
  const snaps = await Promise.all(queries.map((q) => q.get()));
  const paths = snaps.flatMap((s) => s.docs.map((d) => d.ref.path));
  if (await exists(modelPaths.profile(uid))) paths.push(modelPaths.profile(uid));
  return paths;
}

/** Every collection the model knows, by the name it has at any depth. */
const KNOWN_COLLECTIONS = [
  ...new Set([
    ...Object.values(COLLECTIONS),
    ...Object.values(STATS_LOGS),
    ...Object.values(USER_PRIVATE),
    PARTICIPANTS,
    RATE_LIMITS_COLLECTION,
    COUNTER_EVENTS.split('/').pop() ?? '',
  ]),
];

/**
 * Paths of every document, in every collection the model knows, that names the user: by its path, or anywhere
 * in its fields (their uid, and so their e-mail address and account name, which contain it).
 */
async function documentsNaming(uid: string): Promise<string[]> {
  const roots = (await db.listCollections()).map((c) => c.id);
  expect(KNOWN_COLLECTIONS, 'a collection the model does not know').toEqual(expect.arrayContaining(roots));
  const found: string[] = [];
  for (const name of KNOWN_COLLECTIONS) {
    for (const snap of (await db.collectionGroup(name).get()).docs) {
      if (snap.ref.path.includes(uid) || JSON.stringify(snap.data()).includes(uid)) found.push(snap.ref.path);
    }
  }
  return found.sort();
}

/** Records outside the user's own content that name them: a contact message, an upload quota, an abuse-limit counter, the bootstrap grant. */
async function arrangeRecords(uid: string): Promise<string> {
  const contact = await db
    .collection(COLLECTIONS.contactMessages)
    .add(newContactMessage({ name: accountName(uid), email: `${uid}@functions.test`, subject: 'Hi', message: 'Hello' }, uid, at()));
  await db.doc(adminPaths.uploadQuota(uid)).set({ uploads: [at()] });
  await db.doc(rateLimitPath(uid)).set(newRateLimits(at(), 'd/c'));
  await db.doc(modelPaths.adminBootstrap).set({ last_granted_to: uid, updated_at: at() });
  return contact.path;
}

/** A mentor's project, for students to apply to. */
async function mentorProject(mentorId: string): Promise<string> {
  const projectId = uniqueId('project');
  await db
    .doc(modelPaths.project(projectId))
    .set(newProject({ title: 'Apply here', description: 'Something to build', category: 'Web' }, person(mentorId), at()));
  return projectId;
}

/**
 * A student's application through applyToProject, which also writes their application lock
 * (`private/applications_{uid}`), and the mentor's question on it through decideEnrollment, which writes a record
 * in the mentor's decision log. Returns the request's id.
 */
async function applyAndAsk(student: { uid: string; email: string }, mentor: { email: string }, projectId: string): Promise<string> {
  await (await signedInCaller(student.email))('applyToProject', { projectId, linkedin_url: 'https://www.linkedin.com/in/someone', message: APPLICATION_MESSAGE });
  const id = enrollmentId(projectId, student.uid);
  await (await signedInCaller(mentor.email))('decideEnrollment', { enrollmentId: id, decision: 'needs_info', question: 'Why this one?' });
  expect((await db.doc(adminPaths.applicationLock(student.uid)).get()).exists).toBe(true);
  return id;
}

/**
 * A mentor who owns a project (with another student's enrollment and messages), a video and a
 * discussion (with others' comments and likes), and who also comments, likes, enrolls and posts on
 * other people's content. Returns the paths involved, once every counter trigger has settled.
 */
async function arrangeBusyMentor() {
  const mentor = await createAccount('mentor', { role: 'mentor' });
  const other = await createAccount('other');
  const otherMentor = await createAccount('other-mentor', { role: 'mentor' });
  const m = mentor.uid;
  const o = other.uid;
  const projectId = uniqueId('project');
  const otherProjectId = uniqueId('project');
  const ownId = uniqueId('discussion');
  const otherId = uniqueId('discussion');
  const p = {
    project: modelPaths.project(projectId),
    otherProject: modelPaths.project(otherProjectId),
    video: modelPaths.video(uniqueId('video')),
    otherVideo: modelPaths.video(uniqueId('video')),
    ownDiscussion: modelPaths.discussion(ownId),
    otherDiscussion: modelPaths.discussion(otherId),
  };
  const messagePath = (pid: string, id: string) => `${modelPaths.projectMessages(pid)}/${id}`;
  const commentPath = (did: string, id: string) => `${modelPaths.comments(did)}/${id}`;
  const paths = {
    ...p,
    otherEnrollment: modelPaths.enrollment(projectId, o),
    ownEnrollment: modelPaths.enrollment(otherProjectId, m),
    mentorMessage: messagePath(projectId, 'm1'),
    studentMessage: messagePath(projectId, 'm2'),
    mentorMessageElsewhere: messagePath(otherProjectId, 'm3'),
    otherMessageElsewhere: messagePath(otherProjectId, 'm4'),
    commentOnOwn: commentPath(ownId, 'c1'),
    likeOnOwn: `${modelPaths.discussionLikes(ownId)}/${o}`,
    commentLikeOnOwn: `${modelPaths.commentLikes(ownId, 'c1')}/${o}`,
    mentorComment: commentPath(otherId, 'c2'),
    likeOnMentorComment: `${modelPaths.commentLikes(otherId, 'c2')}/${o}`,
    otherComment: commentPath(otherId, 'c3'),
    mentorLikeOnOtherComment: `${modelPaths.commentLikes(otherId, 'c3')}/${m}`,
    mentorLike: `${modelPaths.discussionLikes(otherId)}/${m}`,
    otherLike: `${modelPaths.discussionLikes(otherId)}/${o}`,
    ratingOfOwnVideo: modelPaths.videoRating(p.video.split('/')[1], o),
    mentorRating: modelPaths.videoRating(p.otherVideo.split('/')[1], m),
    otherRating: modelPaths.videoRating(p.otherVideo.split('/')[1], o),
    reviewOfMentor: modelPaths.review(m, o),
    otherReview: modelPaths.review(otherMentor.uid, o),
    intentForMentor: modelPaths.bookingIntent(bookingIntentId(o, m, new Date())),
  };
  const project = (mentorId: string) =>
    newProject(
      { title: 'A project', description: 'Something to build', category: 'Web', estimated_hours: 5 },
      person(mentorId),
      at(),
    );
  const enrollment = (pid: string, studentId: string, mentorId: string) => ({
    ...newEnrollment({ id: pid, ...project(mentorId) }, person(studentId), 'https://www.linkedin.com/in/someone', at()),
    status: 'approved',
  });
  const message = (pid: string, userId: string) => newProjectMessage(pid, person(userId), 'Hello', at());
  const discussion = (authorId: string) =>
    newDiscussion({ title: 'A discussion', content: 'Let us talk', category: 'Career Advice', tags: [] }, person(authorId), at());
  const comment = (did: string, userId: string) => newComment(did, person(userId), 'Nice', at());
  const like = (userId: string) => newLike(userId, at());

  const youtubeId = 'rfscVS0vtbw';
  const video = (mentorId: string) =>
    newVideo(
      {
        title: 'A video',
        description: 'Watch this',
        video_url: watchUrl(youtubeId),
        youtube_id: youtubeId,
        thumbnail_url: thumbnailUrl(youtubeId),
        category: 'Tech',
      },
      person(mentorId),
      at(),
    );
  const batch = db.batch();
  batch.set(db.doc(p.project), project(m));
  batch.set(db.doc(p.otherProject), project(otherMentor.uid));
  batch.set(db.doc(p.video), video(m));
  batch.set(db.doc(p.otherVideo), video(otherMentor.uid));
  batch.set(db.doc(p.ownDiscussion), discussion(m));
  batch.set(db.doc(p.otherDiscussion), discussion(o));
  batch.set(db.doc(paths.otherEnrollment), enrollment(projectId, o, m));
  batch.set(db.doc(paths.ownEnrollment), enrollment(otherProjectId, m, otherMentor.uid));
  batch.set(db.doc(paths.mentorMessage), message(projectId, m));
  batch.set(db.doc(paths.studentMessage), message(projectId, o));
  batch.set(db.doc(paths.mentorMessageElsewhere), message(otherProjectId, m));
  batch.set(db.doc(paths.otherMessageElsewhere), message(otherProjectId, o));
  await batch.commit();

  // Parents first, then children, so every counter trigger finds its parent.
  const children = db.batch();
  children.set(db.doc(paths.commentOnOwn), comment(ownId, o));
  children.set(db.doc(paths.likeOnOwn), like(o));
  children.set(db.doc(paths.mentorComment), comment(otherId, m));
  children.set(db.doc(paths.otherComment), comment(otherId, o));
  children.set(db.doc(paths.mentorLike), like(m));
  children.set(db.doc(paths.otherLike), like(o));
  children.set(db.doc(paths.ratingOfOwnVideo), newVideoRating(o, 5, at()));
  const review = (mentorId: string) => newReview(person(o), mentorId, { stars: 4, text: 'A useful session on my portfolio.', basis: 'session', basis_id: 'i' }, at());
  children.set(db.doc(paths.reviewOfMentor), review(m));
  children.set(db.doc(paths.otherReview), review(otherMentor.uid));
  children.set(db.doc(paths.intentForMentor), newBookingIntent(o, person(m), at()));
  children.set(db.doc(paths.mentorRating), newVideoRating(m, 2, at()));
  children.set(db.doc(paths.otherRating), newVideoRating(o, 4, at()));
  await children.commit();
  const grandchildren = db.batch();
  grandchildren.set(db.doc(paths.commentLikeOnOwn), like(o));
  grandchildren.set(db.doc(paths.likeOnMentorComment), like(o));
  grandchildren.set(db.doc(paths.mentorLikeOnOtherComment), like(m));
  await grandchildren.commit();

  expect(await eventually(() => counts(p.otherDiscussion), { likes_count: 2, comments_count: 2 })).toEqual({
    likes_count: 2,
    comments_count: 2,
  });
  expect(await eventually(async () => (await db.doc(paths.otherComment).get()).get('likes_count'), 1)).toBe(1);
  expect(await eventually(async () => (await db.doc(paths.mentorComment).get()).get('likes_count'), 1)).toBe(1);
  expect(await eventually(() => counts(p.ownDiscussion), { likes_count: 1, comments_count: 1 })).toEqual({
    likes_count: 1,
    comments_count: 1,
  });
  expect(await eventually(() => ratingCounts(p.otherVideo), { rating_count: 2, rating_sum: 6 })).toEqual({ rating_count: 2, rating_sum: 6 });
  // A student applies through the callable and the mentor asks them a question: the mentor's decision log.
  const applicant = await createAccount('applicant');
  const applied = await applyAndAsk(applicant, mentor, await mentorProject(m));
  expect((await db.collection(adminPaths.decisionLog(m)).get()).size).toBe(1);
  return { mentor, other, otherMentor, paths: { ...paths, applied: `${COLLECTIONS.enrollments}/${applied}` } };
}

describe('deleteUserAdmin', () => {
  it('refuses callers who are not admins', async () => {
    const student = await createAccount('student');
    const victim = await createAccount('victim');
    const call = await signedInCaller(student.email);
    expect(await errorCode(call('deleteUserAdmin', { userId: victim.uid }))).toBe('functions/permission-denied');
    expect(await exists(modelPaths.profile(victim.uid))).toBe(true);
    expect(await authExists(victim.uid)).toBe(true);
  });

  it('refuses a missing or malformed userId with invalid-argument', async () => {
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    for (const payload of [undefined, {}, { userId: '' }, { userId: 42 }, { userId: 'a/b' }, { userId: '..' }, { userId: 'é'.repeat(751) }, { userId: 'ok', extra: 1 }]) {
      expect(await errorCode(call('deleteUserAdmin', payload)), JSON.stringify(payload)).toBe('functions/invalid-argument');
    }
  });

  it('reports an unknown user as not-found', async () => {
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    expect(await errorCode(call('deleteUserAdmin', { userId: uniqueId('nobody') }))).toBe('functions/not-found');
    // A valid document id longer than any Auth uid (128 characters) names nobody either.
    expect(await failureOf(call('deleteUserAdmin', { userId: 'x'.repeat(129) }))).toEqual({
      code: 'functions/not-found',
      message: TEXTS.errors.userNotFound,
    });
  });

  it('does not let an admin delete themselves through it', async () => {
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    expect(await errorCode(call('deleteUserAdmin', { userId: admin.uid }))).toBe('functions/failed-precondition');
    expect(await authExists(admin.uid)).toBe(true);
  });

  it('deletes a busy mentor and everything they own, and corrects the counts on others\' documents', async () => {
    const { mentor, other, otherMentor, paths } = await arrangeBusyMentor();
    const contact = await arrangeRecords(mentor.uid);
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);

    await expect(call('deleteUserAdmin', { userId: mentor.uid })).resolves.toEqual({ ok: true });

    expect(await authExists(mentor.uid)).toBe(false);
    expect(await leftovers(mentor.uid)).toEqual([]);
    expect(await exists(contact)).toBe(false);
    const audited = await auditEntriesOf(modelPaths.profile(mentor.uid));
    expect(audited).toEqual([
      auditEntry({ actor_id: admin.uid, action: 'delete_user', target_path: modelPaths.profile(mentor.uid), target_name: accountName(mentor.uid) }),
    ]);
    // Only the tombstone and the audit entry of the deletion name the user now.
    const [auditPath] = (await db.collection(COLLECTIONS.audit).where('target_path', '==', modelPaths.profile(mentor.uid)).get()).docs.map(
      (d) => d.ref.path,
    );
    expect(await documentsNaming(mentor.uid)).toEqual([auditPath, adminPaths.deletedAccount(mentor.uid)].sort());
    const gone = [
      paths.project,
      paths.video,
      paths.ownDiscussion,
      paths.otherEnrollment,
      paths.ownEnrollment,
      paths.mentorMessage,
      paths.studentMessage,
      paths.mentorMessageElsewhere,
      paths.commentOnOwn,
      paths.likeOnOwn,
      paths.commentLikeOnOwn,
      paths.mentorComment,
      paths.likeOnMentorComment,
      paths.mentorLikeOnOtherComment,
      paths.mentorLike,
      paths.applied,
      paths.ratingOfOwnVideo,
      paths.mentorRating,
      paths.reviewOfMentor,
      paths.intentForMentor,
    ];
    expect((await db.collection(adminPaths.decisionLog(mentor.uid)).get()).size).toBe(0);
    for (const path of gone) expect(await exists(path), path).toBe(false);
    const kept = [paths.otherProject, paths.otherMessageElsewhere, paths.otherDiscussion, paths.otherComment, paths.otherLike, paths.otherVideo, paths.otherRating, paths.otherReview];
    for (const path of kept) expect(await exists(path), path).toBe(true);
    for (const uid of [other.uid, otherMentor.uid, admin.uid]) expect(await exists(modelPaths.profile(uid))).toBe(true);

    const want = { likes_count: 1, comments_count: 1 };
    expect(await eventually(() => counts(paths.otherDiscussion), want)).toEqual(want);
    expect(await eventually(async () => (await db.doc(paths.otherComment).get()).get('likes_count'), 0)).toBe(0);
    // The mentor's rating of another video no longer counts there.
    expect(await eventually(() => ratingCounts(paths.otherVideo), { rating_count: 1, rating_sum: 4 })).toEqual({ rating_count: 1, rating_sum: 4 });
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('deleteUserAdmin of a student', () => {
  it('deletes a student who applied, with their requests and application lock, keeping the mentor’s decision log', async () => {
    const student = await createAccount('applicant');
    const mentor = await createAccount('mentor', { role: 'mentor' });
    const request = `${COLLECTIONS.enrollments}/${await applyAndAsk(student, mentor, await mentorProject(mentor.uid))}`;
    const admin = await createAccount('admin', { admin_role: 'admin' });
    // Their report of the mentor's profile and a suspension record go with them.
    const report = moderationPaths.report(student.uid, modelPaths.profile(mentor.uid));
    await db.doc(report).set(newReport(student.uid, { kind: 'profile', target_path: modelPaths.profile(mentor.uid), reason: 'spam', note: '' }, Timestamp.now()));
    await db.doc(moderationPaths.suspension(student.uid)).set(newSuspension({ reason: 'spam', until: null, admin_id: admin.uid }, Timestamp.now()));
    // The mentor reported the student's profile: the reported target keeps the student's id, name and bio.
    const aboutThem = moderationPaths.report(mentor.uid, modelPaths.profile(student.uid));
    await db.doc(aboutThem).set(newReport(mentor.uid, { kind: 'profile', target_path: modelPaths.profile(student.uid), reason: 'harassment', note: '' }, Timestamp.now()));
    const target = moderationPaths.reportTarget(modelPaths.profile(student.uid));
    expect(await eventually(async () => (await db.doc(target).get()).get('author_id') as unknown, student.uid)).toBe(student.uid);

    await expect((await signedInCaller(admin.email))('deleteUserAdmin', { userId: student.uid })).resolves.toEqual({ ok: true });

    expect(await exists(request)).toBe(false);
    expect(await exists(report)).toBe(false);
    // Nothing of them stays in reports others filed about them (documentsNaming below checks every document).
    expect(await exists(aboutThem)).toBe(false);
    expect(await exists(target)).toBe(false);
    expect(await exists(moderationPaths.suspension(student.uid))).toBe(false);
    expect(await exists(adminPaths.applicationLock(student.uid))).toBe(false);
    expect(await leftovers(student.uid)).toEqual([]);
    const [auditPath] = (await db.collection(COLLECTIONS.audit).where('target_path', '==', modelPaths.profile(student.uid)).get()).docs.map(
      (d) => d.ref.path,
    );
    expect(await documentsNaming(student.uid)).toEqual([auditPath, adminPaths.deletedAccount(student.uid)].sort());
    // The mentor's decision on the request still counts: the log names neither the request nor the student.
    expect((await db.collection(adminPaths.decisionLog(mentor.uid)).get()).size).toBe(1);
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('deleteUserSelf', () => {
  it('deletes the caller and their content; a second call fails cleanly', async () => {
    const student = await createAccount('self');
    const author = await createAccount('author');
    const mentor = await createAccount('mentor', { role: 'mentor' });
    const request = `${COLLECTIONS.enrollments}/${await applyAndAsk(student, mentor, await mentorProject(mentor.uid))}`;
    const discussion = db.doc(modelPaths.discussion(uniqueId('discussion')));
    await discussion.set(
      newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, person(author.uid), FieldValue.serverTimestamp()),
    );
    await discussion.collection(COLLECTIONS.likes).doc(student.uid).set(newLike(student.uid, at()));
    await discussion
      .collection(COLLECTIONS.comments)
      .doc('c1')
      .set(newComment(discussion.id, person(student.uid), 'Hi', at()));
    const settled = { likes_count: 1, comments_count: 1 };
    expect(await eventually(() => counts(discussion.path), settled)).toEqual(settled);

    const contact = await arrangeRecords(student.uid);
    // Their block list goes, and they leave the list of someone who blocked them (who keeps the rest of it).
    await db.doc(moderationPaths.blocks(student.uid)).set(newBlockList([author.uid], Timestamp.now()));
    await db.doc(moderationPaths.blocks(mentor.uid)).set(newBlockList([author.uid, student.uid], Timestamp.now()));

    const call = await signedInCaller(student.email);
    expect(await errorCode(call('deleteUserSelf', { userId: author.uid }))).toBe('functions/invalid-argument');
    await expect(call('deleteUserSelf')).resolves.toEqual({ ok: true });

    expect(await authExists(student.uid)).toBe(false);
    expect(await leftovers(student.uid)).toEqual([]);
    expect(await exists(contact)).toBe(false);
    expect(await exists(rateLimitPath(student.uid))).toBe(false);
    expect(await exists(request)).toBe(false);
    expect(await exists(adminPaths.applicationLock(student.uid))).toBe(false);
    expect(await exists(moderationPaths.blocks(student.uid))).toBe(false);
    expect((await db.doc(moderationPaths.blocks(mentor.uid)).get()).get('blocked')).toEqual([author.uid]);
    expect((await db.doc(modelPaths.adminBootstrap).get()).get('last_granted_to')).toBeUndefined();
    // The tombstone alone names the user; a self-deletion is not an admin action and leaves no audit entry.
    expect(await documentsNaming(student.uid)).toEqual([adminPaths.deletedAccount(student.uid)]);
    const zero = { likes_count: 0, comments_count: 0 };
    expect(await eventually(() => counts(discussion.path), zero)).toEqual(zero);
    expect(await exists(modelPaths.profile(author.uid))).toBe(true);

    expect(['functions/not-found', 'functions/unauthenticated']).toContain(await errorCode(call('deleteUserSelf')));
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('a deleted account', () => {
  it('cannot write with its still-valid ID token', async () => {
    const student = await createAccount('doomed');
    const author = await createAccount('author');
    const discussionPath = modelPaths.discussion(uniqueId('discussion'));
    await db
      .doc(discussionPath)
      .set(newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, person(author.uid), at()));

    const app = await signedInApp(student.email);
    const clientDb = clientFirestore(app);
    const like = () => setDoc(doc(clientDb, `${modelPaths.discussionLikes(discussionPath.split('/')[1])}/${student.uid}`), newLike(student.uid, serverTimestamp()));
    // The account can write while it exists.
    expect(await writeCode(like())).toBe('ok');

    await expect(callerOf(app)('deleteUserSelf')).resolves.toEqual({ ok: true });
    expect(await authExists(student.uid)).toBe(false);

    // The same client, with the same ID token, tries again: a like, a contact message as itself, a new profile.
    expect(await writeCode(like())).toBe('permission-denied');
    const contact = newContactMessage(
      { name: 'Ghost', email: `${student.uid}@functions.test`, subject: 'Still here', message: 'Hello' },
      student.uid,
      serverTimestamp(),
    );
    expect(await writeCode(addDoc(collection(clientDb, COLLECTIONS.contactMessages), contact))).toBe('permission-denied');
    const profile = newProfile({ display_name: accountName(student.uid), location: 'Remote' }, serverTimestamp());
    expect(await writeCode(setDoc(doc(clientDb, modelPaths.profile(student.uid)), profile))).toBe('permission-denied');
    expect(await documentsNaming(student.uid)).toEqual([adminPaths.deletedAccount(student.uid)]);

    // And the functions: its account is gone.
    expect(await failureOf(callerOf(app)('deleteUserSelf'))).toEqual({ code: 'functions/not-found', message: TEXTS.errors.accountGone });
  }, TRIGGER_TEST_TIMEOUT_MS);
});
