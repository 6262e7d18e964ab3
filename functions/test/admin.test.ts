import {
  adminPaths,
  COLLECTIONS,
  newComment,
  newDiscussion,
  newEnrollment,
  newLike,
  newProject,
  newVideo,
  paths,
  TEXTS,
  thumbnailUrl,
  watchUrl,
} from '@mentorbridge/model';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountCopy,
  accountName,
  auditEntriesOf,
  auditEntry,
  auth,
  closeCallers,
  COMPLETE_MENTOR,
  createAccount,
  db,
  errorCode,
  eventually,
  failureOf,
  profileData,
  signedInCaller,
  signedOutCaller,
  uniqueId,
  type ProfileOverrides,
} from './callers';

// setAdmin depends on how many profiles exist in the whole database. Function test files run one after
// another, but another file may have left profiles behind: they are set aside before these tests and
// put back afterwards, and every test removes what it created.
let setAside: [string, DocumentData][] = [];
const created: string[] = [];

async function account(prefix: string, profile: ProfileOverrides | false = {}) {
  const result = await createAccount(prefix, profile);
  created.push(result.uid);
  return result;
}

async function otherProfiles(count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, async () => {
      const id = uniqueId('bystander');
      created.push(id);
      await db.doc(paths.profile(id)).set(profileData({ display_name: id }));
    }),
  );
}

async function profileCount(): Promise<number> {
  return (await db.collection(COLLECTIONS.profiles).count().get()).data().count;
}

beforeAll(async () => {
  const existing = await db.collection(COLLECTIONS.profiles).get();
  setAside = existing.docs.map((doc) => [doc.id, doc.data()]);
  await Promise.all(existing.docs.map((doc) => doc.ref.delete()));
});

afterEach(async () => {
  await Promise.all(created.map((id) => db.doc(paths.profile(id)).delete()));
  await Promise.all(created.splice(0).map((id) => auth.deleteUser(id).catch(() => undefined)));
});

afterAll(async () => {
  await Promise.all(setAside.map(([id, data]) => db.doc(paths.profile(id)).set(data)));
  await closeCallers();
});

describe('setAdmin', () => {
  it('with no profiles at all, makes the caller admin and gives them a profile', async () => {
    expect(await profileCount()).toBe(0);
    const { uid, email } = await account('first', false);
    const call = await signedInCaller(email);
    await expect(call('setAdmin')).resolves.toEqual({ ok: true });
    const profile = (await db.doc(paths.profile(uid)).get()).data();
    expect(profile).toMatchObject({ admin_role: 'admin', role: 'student', display_name: `Person ${uid}` });
  });

  it('with 5 profiles (the caller\'s included), makes the caller admin', async () => {
    const { uid, email } = await account('fifth');
    await otherProfiles(4);
    expect(await profileCount()).toBe(5);
    const call = await signedInCaller(email);
    await expect(call('setAdmin')).resolves.toEqual({ ok: true });
    expect((await db.doc(paths.profile(uid)).get()).get('admin_role')).toBe('admin');
  });

  it('with 6 profiles, refuses with the setup message and changes nothing', async () => {
    const { uid, email } = await account('sixth');
    await otherProfiles(5);
    expect(await profileCount()).toBe(6);
    const call = await signedInCaller(email);
    const failure = await call('setAdmin').catch((error: { code: string; message: string }) => error);
    expect(failure).toMatchObject({ code: 'functions/failed-precondition' });
    expect((failure as Error).message).toMatch(/^This page is only available during initial setup/);
    expect((await db.doc(paths.profile(uid)).get()).get('admin_role')).toBe('student');
  });

  it('counts a caller without a profile: with 5 others it refuses and creates nothing', async () => {
    const { uid, email } = await account('late', false);
    await otherProfiles(5);
    const call = await signedInCaller(email);
    expect(await errorCode(call('setAdmin'))).toBe('functions/failed-precondition');
    expect((await db.doc(paths.profile(uid)).get()).exists).toBe(false);
  });

  it('lets exactly one of two racing callers take the last place', async () => {
    await otherProfiles(4);
    const a = await account('racer-a', false);
    const b = await account('racer-b', false);
    const [callA, callB] = await Promise.all([signedInCaller(a.email), signedInCaller(b.email)]);
    // The emulator starts one worker per concurrent request, which takes seconds: two refused calls
    // first leave two warm workers, so the real calls below run their transactions at the same time.
    await Promise.all([errorCode(callA('setAdmin', { warm: 1 })), errorCode(callB('setAdmin', { warm: 1 }))]);
    const results = await Promise.allSettled([callA('setAdmin'), callB('setAdmin')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await profileCount()).toBe(5);
    const admins = await db.collection(COLLECTIONS.profiles).where('admin_role', '==', 'admin').get();
    expect(admins.docs.map((d) => d.id)).toHaveLength(1);
    expect([a.uid, b.uid]).toContain(admins.docs[0].id);
  }, 180_000);

  it('refuses once an admin exists, however few profiles there are', async () => {
    await account('admin', { admin_role: 'admin' });
    const { uid, email } = await account('second');
    expect(await profileCount()).toBe(2);
    const call = await signedInCaller(email);
    expect(await failureOf(call('setAdmin'))).toEqual({ code: 'functions/failed-precondition', message: TEXTS.errors.setupOver });
    expect((await db.doc(paths.profile(uid)).get()).get('admin_role')).toBe('student');
  });

  it('refuses signed-out callers and any payload', async () => {
    expect(await errorCode(signedOutCaller()('setAdmin'))).toBe('functions/unauthenticated');

    const { email } = await account('payload');
    const call = await signedInCaller(email);
    expect(await errorCode(call('setAdmin', { admin: true }))).toBe('functions/invalid-argument');
  });
});

/** The ids of every admin's profile. */
async function adminIds(): Promise<string[]> {
  const admins = await db.collection(COLLECTIONS.profiles).where('admin_role', '==', 'admin').get();
  return admins.docs.map((doc) => doc.id).sort();
}

const roleOf = async (uid: string) => (await db.doc(paths.profile(uid)).get()).get('admin_role') as unknown;

/** Two signed-in callers with a warm function worker each, so their next calls really run at the same time. */
async function warmPair(a: { email: string }, b: { email: string }, name: 'setAdminRole' | 'deleteUserAdmin') {
  const [callA, callB] = await Promise.all([signedInCaller(a.email), signedInCaller(b.email)]);
  // The emulator starts one worker per concurrent request, which takes seconds: two refused calls first
  // leave two warm workers.
  await Promise.all([errorCode(callA(name, { warm: 1 })), errorCode(callB(name, { warm: 1 }))]);
  return [callA, callB] as const;
}

describe('setAdminRole', () => {
  it('refuses signed-out callers and non-admins before it reads the payload', async () => {
    const student = await account('student');
    const mentor = await account('mentor', { role: 'mentor' });
    const target = await account('target');
    const payloads = [{ userId: target.uid, admin_role: 'admin' }, { userId: 'a/b', admin_role: 'owner' }, null, 'x'.repeat(100_000)];
    for (const payload of payloads) {
      expect(await errorCode(signedOutCaller()('setAdminRole', payload))).toBe('functions/unauthenticated');
    }
    for (const caller of [await signedInCaller(student.email), await signedInCaller(mentor.email)]) {
      for (const payload of payloads) {
        expect(await failureOf(caller('setAdminRole', payload))).toEqual({
          code: 'functions/permission-denied',
          message: TEXTS.errors.adminOnly,
        });
      }
    }
    expect(await roleOf(target.uid)).toBe('student');
    expect(await auditEntriesOf(paths.profile(target.uid))).toEqual([]);
  });

  it('refuses oversized and malformed payloads from admins with invalid-argument', async () => {
    const admin = await account('admin', { admin_role: 'admin' });
    const target = await account('target');
    const call = await signedInCaller(admin.email);
    expect(await failureOf(call('setAdminRole', { userId: target.uid, admin_role: 'admin', pad: 'x'.repeat(100_000) }))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.errors.requestTooLarge,
    });
    const malformed = [
      undefined,
      {},
      { userId: target.uid },
      { userId: target.uid, admin_role: 'owner' },
      { userId: 'a/b', admin_role: 'admin' },
      { userId: target.uid, admin_role: 'admin', extra: 1 },
    ];
    for (const payload of malformed) {
      expect(await errorCode(call('setAdminRole', payload)), JSON.stringify(payload)).toBe('functions/invalid-argument');
    }
    expect(await roleOf(target.uid)).toBe('student');
  });

  it('promotes and demotes, each with exactly one audit entry', async () => {
    const admin = await account('admin', { admin_role: 'admin' });
    const target = await account('target');
    const call = await signedInCaller(admin.email);
    const entry = (action: 'promote' | 'demote') =>
      auditEntry({ actor_id: admin.uid, action, target_path: paths.profile(target.uid), target_name: accountName(target.uid) });

    await expect(call('setAdminRole', { userId: target.uid, admin_role: 'admin' })).resolves.toEqual({ ok: true, changed: true });
    expect(await roleOf(target.uid)).toBe('admin');
    expect(await auditEntriesOf(paths.profile(target.uid))).toEqual([entry('promote')]);

    await expect(call('setAdminRole', { userId: target.uid, admin_role: 'student' })).resolves.toEqual({ ok: true, changed: true });
    expect(await roleOf(target.uid)).toBe('student');
    const entries = await auditEntriesOf(paths.profile(target.uid));
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(expect.arrayContaining([entry('promote'), entry('demote')]));
  });

  it('changes nothing and audits nothing when the user already has the role; an unknown user is not-found', async () => {
    const admin = await account('admin', { admin_role: 'admin' });
    const target = await account('target');
    const call = await signedInCaller(admin.email);
    await expect(call('setAdminRole', { userId: target.uid, admin_role: 'student' })).resolves.toEqual({ ok: true, changed: false });
    expect(await auditEntriesOf(paths.profile(target.uid))).toEqual([]);
    expect(await failureOf(call('setAdminRole', { userId: uniqueId('nobody'), admin_role: 'admin' }))).toEqual({
      code: 'functions/not-found',
      message: TEXTS.errors.userNotFound,
    });
  });
});

describe('the last admin', () => {
  const lastAdmin = { code: 'functions/failed-precondition', message: TEXTS.errors.lastAdmin };

  it('cannot demote themselves; with another admin they can', async () => {
    const admin = await account('admin', { admin_role: 'admin' });
    const other = await account('other');
    const call = await signedInCaller(admin.email);
    expect(await failureOf(call('setAdminRole', { userId: admin.uid, admin_role: 'student' }))).toEqual(lastAdmin);
    expect(await adminIds()).toEqual([admin.uid]);
    expect(await auditEntriesOf(paths.profile(admin.uid))).toEqual([]);

    await call('setAdminRole', { userId: other.uid, admin_role: 'admin' });
    await expect(call('setAdminRole', { userId: admin.uid, admin_role: 'student' })).resolves.toEqual({ ok: true, changed: true });
    expect(await adminIds()).toEqual([other.uid]);
    expect(await auditEntriesOf(paths.profile(admin.uid))).toEqual([
      auditEntry({ actor_id: admin.uid, action: 'demote', target_path: paths.profile(admin.uid), target_name: accountName(admin.uid) }),
    ]);
  });

  it('cannot delete their own account', async () => {
    const admin = await account('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    expect(await failureOf(call('deleteUserSelf'))).toEqual(lastAdmin);
    expect(await adminIds()).toEqual([admin.uid]);
    expect((await db.doc(adminPaths.deletedAccount(admin.uid)).get()).exists).toBe(false);
    expect((await auth.getUser(admin.uid)).uid).toBe(admin.uid);
  });

  it('survives two admins demoting each other at the same time', async () => {
    const a = await account('admin-a', { admin_role: 'admin' });
    const b = await account('admin-b', { admin_role: 'admin' });
    const [callA, callB] = await warmPair(a, b, 'setAdminRole');
    const results = await Promise.allSettled([
      callA('setAdminRole', { userId: b.uid, admin_role: 'student' }),
      callB('setAdminRole', { userId: a.uid, admin_role: 'student' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'functions/permission-denied' });
    const survivor = results[0].status === 'fulfilled' ? a.uid : b.uid;
    const demoted = survivor === a.uid ? b.uid : a.uid;
    expect(await adminIds()).toEqual([survivor]);
    expect(await auditEntriesOf(paths.profile(demoted))).toEqual([
      auditEntry({ actor_id: survivor, action: 'demote', target_path: paths.profile(demoted), target_name: accountName(demoted) }),
    ]);
  }, 180_000);

  it('survives two admins deleting each other at the same time', async () => {
    const a = await account('admin-a', { admin_role: 'admin' });
    const b = await account('admin-b', { admin_role: 'admin' });
    const [callA, callB] = await warmPair(a, b, 'deleteUserAdmin');
    const results = await Promise.allSettled([callA('deleteUserAdmin', { userId: b.uid }), callB('deleteUserAdmin', { userId: a.uid })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(['functions/permission-denied', 'functions/not-found']).toContain((refused?.reason as { code?: unknown }).code);
    const survivor = results[0].status === 'fulfilled' ? a.uid : b.uid;
    const deleted = survivor === a.uid ? b.uid : a.uid;
    expect(await adminIds()).toEqual([survivor]);
    expect(await auditEntriesOf(paths.profile(deleted))).toEqual([
      auditEntry({ actor_id: survivor, action: 'delete_user', target_path: paths.profile(deleted), target_name: accountName(deleted) }),
    ]);
    expect(await auditEntriesOf(paths.profile(survivor))).toEqual([]);
  }, 180_000);
});

describe('adminDelete', () => {
  const at = () => Timestamp.now();

  /** A project (with a request), a video, a discussion and a comment on it (with a like), by other users. */
  async function content() {
    const mentor = await account('mentor', COMPLETE_MENTOR);
    const student = await account('student');
    const mentorCopy = accountCopy(mentor.uid);
    const projectId = uniqueId('project');
    const videoId = uniqueId('video');
    const discussionId = uniqueId('discussion');
    const commentId = uniqueId('comment');
    const project = newProject({ title: 'Build a compiler', description: 'From scratch', category: 'Web' }, mentorCopy, at());
    const youtubeId = 'rfscVS0vtbw';
    const video = newVideo(
      {
        title: 'Career talk',
        description: 'Watch this',
        video_url: watchUrl(youtubeId),
        youtube_id: youtubeId,
        thumbnail_url: thumbnailUrl(youtubeId),
        category: 'Career',
      },
      mentorCopy,
      at(),
    );
    const discussion = newDiscussion({ title: 'Remote work', content: 'Thoughts?', category: 'Career Advice', tags: [] }, mentorCopy, at());
    const comment = newComment(discussionId, accountCopy(student.uid), `${'A long comment '.repeat(10)}that goes on.`, at());
    const p = {
      project: paths.project(projectId),
      enrollment: paths.enrollment(projectId, student.uid),
      video: paths.video(videoId),
      discussion: paths.discussion(discussionId),
      comment: `${paths.comments(discussionId)}/${commentId}`,
      commentLike: `${paths.commentLikes(discussionId, commentId)}/${mentor.uid}`,
    };
    const batch = db.batch();
    batch.set(db.doc(p.project), project);
    batch.set(db.doc(p.enrollment), newEnrollment({ id: projectId, ...project }, accountCopy(student.uid), 'https://linkedin.com/in/s', at()));
    batch.set(db.doc(p.video), video);
    batch.set(db.doc(p.discussion), discussion);
    await batch.commit();
    await db.doc(p.comment).set(comment);
    await db.doc(p.commentLike).set(newLike(mentor.uid, at()));
    return { ids: { projectId, videoId, discussionId, commentId }, paths: p, comment, student };
  }

  it('refuses signed-out callers and non-admins before it reads the payload, and deletes nothing', async () => {
    const { ids, paths: p } = await content();
    const student = await account('student');
    const payloads = [{ kind: 'project', id: ids.projectId }, { kind: 'user', id: 'a/b' }, null];
    for (const payload of payloads) {
      expect(await errorCode(signedOutCaller()('adminDelete', payload))).toBe('functions/unauthenticated');
    }
    const call = await signedInCaller(student.email);
    for (const payload of payloads) {
      expect(await failureOf(call('adminDelete', payload))).toEqual({ code: 'functions/permission-denied', message: TEXTS.errors.adminOnly });
    }
    for (const path of Object.values(p)) expect((await db.doc(path).get()).exists, path).toBe(true);
    expect(await auditEntriesOf(p.project)).toEqual([]);
  });

  it('refuses oversized and malformed payloads from admins with invalid-argument', async () => {
    const admin = await account('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    expect(await failureOf(call('adminDelete', { kind: 'video', id: 'v'.repeat(100_000) }))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.errors.requestTooLarge,
    });
    const malformed = [
      undefined,
      { kind: 'project' },
      { kind: 'user', id: 'u1' },
      { kind: 'project', id: 'a/b' },
      { kind: 'project', id: '..' },
      { kind: 'comment', id: 'c1' },
      { kind: 'project', id: 'p1', discussionId: 'd1' },
      { kind: 'video', id: 'v1', extra: true },
    ];
    for (const payload of malformed) {
      expect(await errorCode(call('adminDelete', payload)), JSON.stringify(payload)).toBe('functions/invalid-argument');
    }
    expect(await failureOf(call('adminDelete', { kind: 'video', id: uniqueId('gone') }))).toEqual({
      code: 'functions/not-found',
      message: TEXTS.errors.itemNotFound,
    });
  });

  it('deletes a project, a video, a discussion and a comment, each with exactly one audit entry', async () => {
    const { ids, paths: p, comment } = await content();
    const admin = await account('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    const entry = (action: 'delete_project' | 'delete_video' | 'delete_discussion' | 'delete_comment', target_path: string, target_name: string) =>
      auditEntry({ actor_id: admin.uid, action, target_path, target_name });

    await expect(call('adminDelete', { kind: 'comment', id: ids.commentId, discussionId: ids.discussionId })).resolves.toEqual({ ok: true });
    expect((await db.doc(p.comment).get()).exists).toBe(false);
    expect((await db.doc(p.commentLike).get()).exists).toBe(false);
    expect(await auditEntriesOf(p.comment)).toEqual([entry('delete_comment', p.comment, comment.content.slice(0, 80))]);

    await expect(call('adminDelete', { kind: 'project', id: ids.projectId })).resolves.toEqual({ ok: true });
    await expect(call('adminDelete', { kind: 'video', id: ids.videoId, discussionId: null })).resolves.toEqual({ ok: true });
    await expect(call('adminDelete', { kind: 'discussion', id: ids.discussionId })).resolves.toEqual({ ok: true });
    for (const path of [p.project, p.video, p.discussion]) expect((await db.doc(path).get()).exists, path).toBe(false);
    expect(await auditEntriesOf(p.project)).toEqual([entry('delete_project', p.project, 'Build a compiler')]);
    expect(await auditEntriesOf(p.video)).toEqual([entry('delete_video', p.video, 'Career talk')]);
    expect(await auditEntriesOf(p.discussion)).toEqual([entry('delete_discussion', p.discussion, 'Remote work')]);
    // The project's own clean-up (onProjectDeleted) still follows.
    expect(await eventually(async () => (await db.doc(p.enrollment).get()).exists, false)).toBe(false);

    expect(await failureOf(call('adminDelete', { kind: 'project', id: ids.projectId }))).toEqual({
      code: 'functions/not-found',
      message: TEXTS.errors.itemNotFound,
    });
    expect(await auditEntriesOf(p.project)).toHaveLength(1);
  });

  it('deletes a request with exactly one audit entry; an approved one gives its seat back', async () => {
    const { paths: p, student } = await content();
    await db.doc(p.enrollment).update({ status: 'approved' });
    await db.doc(p.project).update({ seats_taken: 1 });
    const admin = await account('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    const id = p.enrollment.split('/')[1];

    await expect(call('adminDelete', { kind: 'enrollment', id })).resolves.toEqual({ ok: true });

    expect((await db.doc(p.enrollment).get()).exists).toBe(false);
    expect(await auditEntriesOf(p.enrollment)).toEqual([
      auditEntry({
        actor_id: admin.uid,
        action: 'delete_enrollment',
        target_path: p.enrollment,
        target_name: `${accountName(student.uid)} · Build a compiler`,
      }),
    ]);
    expect(await eventually(async () => (await db.doc(p.project).get()).get('seats_taken'), 0)).toBe(0);
    expect(await failureOf(call('adminDelete', { kind: 'enrollment', id }))).toEqual({ code: 'functions/not-found', message: TEXTS.errors.itemNotFound });
    expect(await auditEntriesOf(p.enrollment)).toHaveLength(1);
  });
});

describe('adminUpdateProject', () => {
  const edit = { title: 'Build an interpreter', description: 'Step by step', category: 'Languages', difficulty: 'advanced', estimated_hours: 40, seats: 3 } as const;

  async function project() {
    const mentor = await account('mentor', COMPLETE_MENTOR);
    const projectId = uniqueId('project');
    const fields = newProject({ title: 'Build a compiler', description: 'From scratch', category: 'Web' }, accountCopy(mentor.uid), Timestamp.now());
    await db.doc(paths.project(projectId)).set(fields);
    return { mentor, projectId, path: paths.project(projectId), fields };
  }

  it('refuses signed-out callers, non-admins (the project’s own mentor included) and malformed payloads, changing nothing', async () => {
    const { mentor, projectId, path, fields } = await project();
    const payload = { projectId, ...edit };
    expect(await errorCode(signedOutCaller()('adminUpdateProject', payload))).toBe('functions/unauthenticated');
    const owner = await signedInCaller(mentor.email);
    expect(await failureOf(owner('adminUpdateProject', payload))).toEqual({ code: 'functions/permission-denied', message: TEXTS.errors.adminOnly });

    const admin = await account('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);
    const malformed = [
      undefined,
      { projectId },
      { ...payload, title: ' ' },
      { ...payload, seats: 0 },
      { ...payload, estimated_hours: 1.5 },
      { ...payload, difficulty: 'expert' },
      { ...payload, mentor_id: admin.uid },
      { ...payload, seats_taken: 0 },
      { ...payload, projectId: 'a/b' },
    ];
    for (const bad of malformed) {
      expect(await errorCode(call('adminUpdateProject', bad)), JSON.stringify(bad)).toBe('functions/invalid-argument');
    }
    expect(await failureOf(call('adminUpdateProject', { ...payload, projectId: uniqueId('gone') }))).toEqual({
      code: 'functions/not-found',
      message: TEXTS.errors.projectNotFound,
    });
    expect((await db.doc(path).get()).data()).toMatchObject({ title: fields.title, seats: fields.seats });
    expect(await auditEntriesOf(path)).toEqual([]);
  });

  it('edits another mentor’s project with exactly one audit entry, naming it by its title before the edit', async () => {
    const { mentor, projectId, path } = await project();
    const admin = await account('admin', { admin_role: 'admin' });
    const call = await signedInCaller(admin.email);

    await expect(call('adminUpdateProject', { projectId, ...edit, title: `  ${edit.title} ` })).resolves.toEqual({ ok: true });

    const stored = (await db.doc(path).get()).data();
    expect(stored).toMatchObject({ ...edit, mentor_id: mentor.uid, mentor: accountCopy(mentor.uid), seats_taken: 0 });
    expect((stored?.updated_at as Timestamp).toMillis()).toBeGreaterThan((stored?.created_at as Timestamp).toMillis());
    expect(await auditEntriesOf(path)).toEqual([
      auditEntry({ actor_id: admin.uid, action: 'edit_project', target_path: path, target_name: 'Build a compiler' }),
    ]);
  });
});
