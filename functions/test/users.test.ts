import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { auth, closeCallers, createAccount, db, errorCode, eventually, signedInCaller, TRIGGER_TEST_TIMEOUT_MS, uniqueId } from './callers';

afterAll(closeCallers);

const person = (id: string) => ({ id, display_name: `Person ${id}`, avatar_url: null });
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

/** Paths of every document that still names the user as owner, author or member. */
async function leftovers(uid: string): Promise<string[]> {
  const queries = [
    db.collection('projects').where('mentor_id', '==', uid),
    db.collection('videos').where('mentor_id', '==', uid),
    db.collection('project_enrollments').where('student_id', '==', uid),
    db.collection('project_enrollments').where('mentor_id', '==', uid),
    db.collection('community_discussions').where('author_id', '==', uid),
    db.collectionGroup('comments').where('user_id', '==', uid),
    db.collectionGroup('likes').where('user_id', '==', uid),
    db.collectionGroup('messages').where('user_id', '==', uid),
  ];
  const snaps = await Promise.all(queries.map((q) => q.get()));
  const paths = snaps.flatMap((s) => s.docs.map((d) => d.ref.path));
  if (await exists(`profiles/${uid}`)) paths.push(`profiles/${uid}`);
  return paths;
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
  const p = {
    project: `projects/${uniqueId('project')}`,
    otherProject: `projects/${uniqueId('project')}`,
    video: `videos/${uniqueId('video')}`,
    ownDiscussion: `community_discussions/${uniqueId('discussion')}`,
    otherDiscussion: `community_discussions/${uniqueId('discussion')}`,
  };
  const projectId = p.project.split('/')[1];
  const otherProjectId = p.otherProject.split('/')[1];
  const paths = {
    ...p,
    otherEnrollment: `project_enrollments/${projectId}_${o}`,
    ownEnrollment: `project_enrollments/${otherProjectId}_${m}`,
    mentorMessage: `${p.project}/messages/m1`,
    studentMessage: `${p.project}/messages/m2`,
    mentorMessageElsewhere: `${p.otherProject}/messages/m3`,
    otherMessageElsewhere: `${p.otherProject}/messages/m4`,
    commentOnOwn: `${p.ownDiscussion}/comments/c1`,
    likeOnOwn: `${p.ownDiscussion}/likes/${o}`,
    commentLikeOnOwn: `${p.ownDiscussion}/comments/c1/likes/${o}`,
    mentorComment: `${p.otherDiscussion}/comments/c2`,
    likeOnMentorComment: `${p.otherDiscussion}/comments/c2/likes/${o}`,
    otherComment: `${p.otherDiscussion}/comments/c3`,
    mentorLikeOnOtherComment: `${p.otherDiscussion}/comments/c3/likes/${m}`,
    mentorLike: `${p.otherDiscussion}/likes/${m}`,
    otherLike: `${p.otherDiscussion}/likes/${o}`,
  };
  const project = (mentorId: string) => ({
    title: 'A project',
    description: 'Something to build',
    category: 'Web',
    difficulty: 'beginner',
    estimated_hours: 5,
    mentor_id: mentorId,
    mentor: person(mentorId),
    created_at: at(),
    updated_at: at(),
  });
  const enrollment = (pid: string, studentId: string, mentorId: string) => ({
    project_id: pid,
    student_id: studentId,
    mentor_id: mentorId,
    linkedin_url: 'https://www.linkedin.com/in/someone',
    status: 'approved',
    project: { id: pid, title: 'A project', mentor_id: mentorId, mentor: person(mentorId) },
    student: person(studentId),
    created_at: at(),
    updated_at: at(),
  });
  const message = (pid: string, userId: string) => ({
    project_id: pid,
    user_id: userId,
    user: person(userId),
    message: 'Hello',
    created_at: at(),
  });
  const discussion = (authorId: string) => ({
    author_id: authorId,
    author: person(authorId),
    title: 'A discussion',
    content: 'Let us talk',
    category: 'Career Advice',
    tags: [],
    likes_count: 0,
    comments_count: 0,
    created_at: at(),
  });
  const comment = (did: string, userId: string) => ({
    discussion_id: did,
    user_id: userId,
    user: person(userId),
    content: 'Nice',
    likes_count: 0,
    created_at: at(),
  });
  const like = (userId: string) => ({ user_id: userId, created_at: at() });

  const batch = db.batch();
  batch.set(db.doc(p.project), project(m));
  batch.set(db.doc(p.otherProject), project(otherMentor.uid));
  batch.set(db.doc(p.video), {
    mentor_id: m,
    mentor: person(m),
    title: 'A video',
    description: 'Watch this',
    video_url: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
    youtube_id: 'rfscVS0vtbw',
    thumbnail_url: '',
    duration: 'N/A',
    category: 'Tech',
    created_at: at(),
  });
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
  const ownId = p.ownDiscussion.split('/')[1];
  const otherId = p.otherDiscussion.split('/')[1];
  children.set(db.doc(paths.commentOnOwn), comment(ownId, o));
  children.set(db.doc(paths.likeOnOwn), like(o));
  children.set(db.doc(paths.mentorComment), comment(otherId, m));
  children.set(db.doc(paths.otherComment), comment(otherId, o));
  children.set(db.doc(paths.mentorLike), like(m));
  children.set(db.doc(paths.otherLike), like(o));
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
  return { mentor, other, otherMentor, paths };
}

describe('deleteUserAdmin', () => {
  it('refuses callers who are not admins', async () => {
    const student = await createAccount('student');
    const victim = await createAccount('victim');
    const call = await signedInCaller(student.email);
    expect(await errorCode(call('deleteUserAdmin', { userId: victim.uid }))).toBe('functions/permission-denied');
    expect(await exists(`profiles/${victim.uid}`)).toBe(true);
    expect(await authExists(victim.uid)).toBe(true);
  });

  it('refuses a missing or malformed userId with invalid-argument', async () => {
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    for (const payload of [undefined, {}, { userId: '' }, { userId: 42 }, { userId: 'a/b' }, { userId: 'x'.repeat(129) }, { userId: 'ok', extra: 1 }]) {
      expect(await errorCode(call('deleteUserAdmin', payload)), JSON.stringify(payload)).toBe('functions/invalid-argument');
    }
  });

  it('reports an unknown user as not-found', async () => {
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    expect(await errorCode(call('deleteUserAdmin', { userId: uniqueId('nobody') }))).toBe('functions/not-found');
  });

  it('does not let an admin delete themselves through it', async () => {
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    expect(await errorCode(call('deleteUserAdmin', { userId: admin.uid }))).toBe('functions/failed-precondition');
    expect(await authExists(admin.uid)).toBe(true);
  });

  it('deletes a busy mentor and everything they own, and corrects the counts on others\' documents', async () => {
    const { mentor, other, otherMentor, paths } = await arrangeBusyMentor();
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);

    await expect(call('deleteUserAdmin', { userId: mentor.uid })).resolves.toEqual({ ok: true });

    expect(await authExists(mentor.uid)).toBe(false);
    expect(await leftovers(mentor.uid)).toEqual([]);
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
    ];
    for (const path of gone) expect(await exists(path), path).toBe(false);
    const kept = [paths.otherProject, paths.otherMessageElsewhere, paths.otherDiscussion, paths.otherComment, paths.otherLike];
    for (const path of kept) expect(await exists(path), path).toBe(true);
    for (const uid of [other.uid, otherMentor.uid, admin.uid]) expect(await exists(`profiles/${uid}`)).toBe(true);

    const want = { likes_count: 1, comments_count: 1 };
    expect(await eventually(() => counts(paths.otherDiscussion), want)).toEqual(want);
    expect(await eventually(async () => (await db.doc(paths.otherComment).get()).get('likes_count'), 0)).toBe(0);
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('deleteUserSelf', () => {
  it('deletes the caller and their content; a second call fails cleanly', async () => {
    const student = await createAccount('self');
    const author = await createAccount('author');
    const discussion = db.doc(`community_discussions/${uniqueId('discussion')}`);
    await discussion.set({
      author_id: author.uid,
      author: person(author.uid),
      title: 'T',
      content: 'C',
      category: 'Research',
      tags: [],
      likes_count: 0,
      comments_count: 0,
      created_at: FieldValue.serverTimestamp(),
    });
    await discussion.collection('likes').doc(student.uid).set({ user_id: student.uid, created_at: at() });
    await discussion
      .collection('comments')
      .doc('c1')
      .set({ discussion_id: discussion.id, user_id: student.uid, user: person(student.uid), content: 'Hi', likes_count: 0, created_at: at() });
    const settled = { likes_count: 1, comments_count: 1 };
    expect(await eventually(() => counts(discussion.path), settled)).toEqual(settled);

    const call = await signedInCaller(student.email);
    expect(await errorCode(call('deleteUserSelf', { userId: author.uid }))).toBe('functions/invalid-argument');
    await expect(call('deleteUserSelf')).resolves.toEqual({ ok: true });

    expect(await authExists(student.uid)).toBe(false);
    expect(await leftovers(student.uid)).toEqual([]);
    const zero = { likes_count: 0, comments_count: 0 };
    expect(await eventually(() => counts(discussion.path), zero)).toEqual(zero);
    expect(await exists(`profiles/${author.uid}`)).toBe(true);

    expect(['functions/not-found', 'functions/unauthenticated']).toContain(await errorCode(call('deleteUserSelf')));
  }, TRIGGER_TEST_TIMEOUT_MS);
});
