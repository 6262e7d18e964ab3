// The admin powers, collection by collection: what an admin may do to other people's data from the client, and
// that the same action is refused to an ordinary user. Promoting, demoting and deleting other people's content are
// admin actions of the setAdminRole and adminDelete callables (functions/test), refused here.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  adminPaths,
  CLIENT_ERROR_LIMITS_COLLECTION,
  COLLECTIONS,
  newAuditEntry,
  newComment,
  newContactMessage,
  newDiscussion,
  newEnrollment,
  newProject,
  newVideo,
  paths,
  watchUrl,
} from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, person, profileDoc, rulesEnv, SEEDED_AT, seedDocs, TOMBSTONE } from './setup';

let env: RulesTestEnvironment;

const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const project = newProject({ title: 'Project', description: 'Build it', category: 'Web', estimated_hours: 3 }, person('mentor'), SEEDED_AT);
const C1 = `${paths.comments('d1')}/c1`;
const M1 = `${COLLECTIONS.contactMessages}/m1`;
/** The functions-only lock of the first-admin grant. */
const LOCK = { last_granted_to: 'admin' };
const AUDIT = adminPaths.auditEntry('a1');
const audit = <S>(now: S) =>
  newAuditEntry({ actor_id: 'admin', action: 'delete_video', target_path: paths.video('v0'), target_name: 'Old video' }, now);

beforeAll(async () => {
  env = await rulesEnv('admin');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('admin')]: profileDoc({ display_name: 'Name admin', admin_role: 'admin' }),
    [paths.profile('admin2')]: profileDoc({ display_name: 'Name admin2', admin_role: 'admin' }),
    [paths.profile('mentor')]: profileDoc({ display_name: 'Name mentor', role: 'mentor' }),
    [paths.profile('student')]: profileDoc({ display_name: 'Name student' }),
    [paths.profile('other')]: profileDoc({ display_name: 'Name other' }),
    [paths.project('p1')]: project,
    [paths.enrollment('p1', 'student')]: newEnrollment(
      { id: 'p1', ...project },
      person('student'),
      'https://www.linkedin.com/in/student',
      SEEDED_AT,
    ),
    [paths.video('v1')]: newVideo(
      {
        title: 'Video',
        description: 'Watch',
        video_url: watchUrl('rfscVS0vtbw'),
        youtube_id: 'rfscVS0vtbw',
        category: 'Tech',
      },
      person('mentor'),
      SEEDED_AT,
    ),
    // One comment, as the counter function has counted it.
    [paths.discussion('d1')]: {
      ...newDiscussion({ title: 'Discussion', content: 'Talk', category: 'Research', tags: [] }, person('admin2'), SEEDED_AT),
      comments_count: 1,
    },
    [C1]: newComment('d1', person('student'), 'Hello', SEEDED_AT),
    [M1]: newContactMessage({ name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hello' }, null, SEEDED_AT),
    [paths.adminBootstrap]: LOCK,
    [AUDIT]: audit(SEEDED_AT),
    [adminPaths.deletedAccount('gone')]: TOMBSTONE,
  });
});

describe('profiles (admin powers)', () => {
  it('refuses an admin promoting or demoting from the client: the setAdminRole callable does, with an audit entry', async () => {
    await expectDenied(updateDoc(doc(as('admin'), paths.profile('student')), { admin_role: 'admin', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('admin'), paths.profile('admin2')), { admin_role: 'student', updated_at: serverTimestamp() }));
  });

  it('refuses an admin any other field, any other role value, or a stale updated_at', async () => {
    const admin = as('admin');
    await expectDenied(updateDoc(doc(admin, paths.profile('student')), { display_name: 'Renamed', updated_at: serverTimestamp() }));
    await expectDenied(
      updateDoc(doc(admin, paths.profile('student')), { admin_role: 'admin', role: 'mentor', updated_at: serverTimestamp() }),
    );
    await expectDenied(updateDoc(doc(admin, paths.profile('student')), { admin_role: 'owner', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(admin, paths.profile('student')), { admin_role: 'admin', updated_at: SEEDED_AT }));
  });

  it('never lets anyone change their own admin_role (so the last admin cannot demote themselves)', async () => {
    await expectDenied(updateDoc(doc(as('admin'), paths.profile('admin')), { admin_role: 'student', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('student'), paths.profile('student')), { admin_role: 'admin', updated_at: serverTimestamp() }));
  });

  it('refuses non-admins promoting or demoting others', async () => {
    await expectDenied(updateDoc(doc(as('student'), paths.profile('other')), { admin_role: 'admin', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('mentor'), paths.profile('admin')), { admin_role: 'student', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(anon(), paths.profile('other')), { admin_role: 'admin', updated_at: serverTimestamp() }));
  });

  it('lets an admin list and count profiles newest first, but not delete one (deleteUserAdmin does)', async () => {
    const admin = as('admin');
    await expectAllowed(getDocs(query(collection(admin, COLLECTIONS.profiles), orderBy('created_at', 'desc'), limit(50))));
    await expectAllowed(getCountFromServer(collection(admin, COLLECTIONS.profiles)));
    await expectDenied(deleteDoc(doc(admin, paths.profile('student'))));
  });
});

describe('projects (admin powers)', () => {
  it('refuses an admin editing or deleting another mentor\'s project from the client (adminUpdateProject and adminDelete do, audited)', async () => {
    await expectDenied(updateDoc(doc(as('admin'), paths.project('p1')), { title: 'Renamed', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('admin'), paths.project('p1')), { seats: 50, updated_at: serverTimestamp() }));
    await expectDenied(deleteDoc(doc(as('admin'), paths.project('p1'))));
  });

  it('refuses an admin rewriting the mentor copy of another mentor\'s project', async () => {
    const mentor = person('mentor', 'Someone Famous');
    await expectDenied(updateDoc(doc(as('admin'), paths.project('p1')), { mentor, updated_at: serverTimestamp() }));
    // Not even to the mentor's current profile values: only the mentor refreshes their copy.
    await seedDocs(env, { [paths.profile('mentor')]: profileDoc({ display_name: 'Mentor Renamed', role: 'mentor' }) });
    const current = person('mentor', 'Mentor Renamed');
    await expectDenied(updateDoc(doc(as('admin'), paths.project('p1')), { mentor: current, updated_at: serverTimestamp() }));
  });

  it('refuses the same to other users', async () => {
    await expectDenied(deleteDoc(doc(as('student'), paths.project('p1'))));
    await expectDenied(deleteDoc(doc(anon(), paths.project('p1'))));
    await expectDenied(updateDoc(doc(as('other'), paths.project('p1')), { title: 'Renamed', updated_at: serverTimestamp() }));
  });
});

describe('project_enrollments (admin powers)', () => {
  it('lets an admin read and list any enrollment, but not delete it from the client (adminDelete does, audited)', async () => {
    const admin = as('admin');
    await expectAllowed(getDoc(doc(admin, paths.enrollment('p1', 'student'))));
    await expectAllowed(getDocs(query(collection(admin, COLLECTIONS.enrollments), where('project_id', '==', 'p1'))));
    await expectDenied(deleteDoc(doc(admin, paths.enrollment('p1', 'student'))));
  });

  it('refuses other users', async () => {
    await expectDenied(getDoc(doc(as('other'), paths.enrollment('p1', 'student'))));
    await expectDenied(deleteDoc(doc(as('other'), paths.enrollment('p1', 'student'))));
  });
});

describe('videos (admin powers)', () => {
  it('refuses an admin deleting another mentor\'s video from the client (adminDelete does)', async () => {
    await expectDenied(deleteDoc(doc(as('admin'), paths.video('v1'))));
  });

  it('refuses other users', async () => {
    await expectDenied(deleteDoc(doc(as('student'), paths.video('v1'))));
    await expectDenied(deleteDoc(doc(anon(), paths.video('v1'))));
  });
});

describe('community_discussions (admin powers)', () => {
  it('refuses an admin deleting another admin\'s discussion or anyone\'s comment from the client (adminDelete does)', async () => {
    await expectDenied(deleteDoc(doc(as('admin'), C1)));
    await expectDenied(deleteDoc(doc(as('admin'), paths.discussion('d1'))));
  });

  it('lets an admin delete their own discussion, as any author', async () => {
    await expectAllowed(deleteDoc(doc(as('admin2'), paths.discussion('d1'))));
  });

  it('lets an admin start a discussion as themselves, and nobody else', async () => {
    const discussion = (authorId: string) =>
      newDiscussion({ title: 'New', content: 'Topic', category: 'Mentorship', tags: ['a'] }, person(authorId), serverTimestamp());
    await expectAllowed(setDoc(doc(as('admin'), paths.discussion('d2')), discussion('admin')));
    await expectDenied(setDoc(doc(as('student'), paths.discussion('d3')), discussion('student')));
  });

  it('refuses other users deleting what is not theirs', async () => {
    await expectDenied(deleteDoc(doc(as('other'), paths.discussion('d1'))));
    await expectDenied(deleteDoc(doc(as('other'), C1)));
    await expectDenied(deleteDoc(doc(anon(), paths.discussion('d1'))));
  });
});

describe('contact_messages (admin powers)', () => {
  it('lets an admin list newest first and delete messages', async () => {
    const admin = as('admin');
    await expectAllowed(getDocs(query(collection(admin, COLLECTIONS.contactMessages), orderBy('created_at', 'desc'), limit(50))));
    await expectAllowed(deleteDoc(doc(admin, M1)));
  });

  it('refuses other users', async () => {
    await expectDenied(getDocs(query(collection(as('student'), COLLECTIONS.contactMessages), orderBy('created_at', 'desc'))));
    await expectDenied(deleteDoc(doc(as('student'), M1)));
  });
});

describe('admin_audit (written by functions, read by admins)', () => {
  const log = (db: Firestore) => collection(db, COLLECTIONS.audit);

  it('lets an admin read an entry and list the log newest first', async () => {
    await expectAllowed(getDoc(doc(as('admin'), AUDIT)));
    await expectAllowed(getDocs(query(log(as('admin2')), orderBy('created_at', 'desc'), limit(50))));
  });

  it('hides the log from other users and visitors', async () => {
    for (const db of [as('student'), as('mentor'), as('gone'), anon()]) {
      await expectDenied(getDoc(doc(db, AUDIT)));
      await expectDenied(getDocs(log(db)));
    }
  });

  it('lets nobody write it, not even an admin', async () => {
    for (const db of [as('admin'), as('student'), anon()]) {
      await expectDenied(setDoc(doc(db, adminPaths.auditEntry('forged')), audit(serverTimestamp())));
      await expectDenied(updateDoc(doc(db, AUDIT), { target_name: 'Nothing happened' }));
      await expectDenied(deleteDoc(doc(db, AUDIT)));
    }
  });
});

describe('deleted_accounts (tombstones, functions only)', () => {
  it('lets nobody read or write a tombstone, not even its own account or an admin', async () => {
    for (const db of [as('gone'), as('admin'), anon()]) {
      await expectDenied(getDoc(doc(db, adminPaths.deletedAccount('gone'))));
      await expectDenied(getDocs(collection(db, COLLECTIONS.deletedAccounts)));
      await expectDenied(deleteDoc(doc(db, adminPaths.deletedAccount('gone'))));
    }
    await expectDenied(setDoc(doc(as('student'), adminPaths.deletedAccount('student')), { deleted_at: serverTimestamp() }));
  });
});

describe('integrations (no client access, not even for admins)', () => {
  it('refuses an admin reading or writing the YouTube integration', async () => {
    await expectDenied(getDoc(doc(as('admin'), paths.youtubeIntegration)));
    await expectDenied(setDoc(doc(as('admin'), paths.youtubeIntegration), { refresh_token: 'x' }));
  });
});

describe('private (no client access, not even for admins)', () => {
  it('refuses an admin reading or writing the bootstrap lock', async () => {
    await expectDenied(getDoc(doc(as('admin'), paths.adminBootstrap)));
    await expectDenied(setDoc(doc(as('admin'), paths.adminBootstrap), LOCK));
  });
});

describe('client_error_limits (the error reports\' counters, functions only)', () => {
  it('refuses everyone reading, creating or changing a counter, admins and visitors included', async () => {
    const counter = `${CLIENT_ERROR_LIMITS_COLLECTION}/user_student`;
    for (const db of [as('student'), as('admin'), anon()]) {
      await expectDenied(getDoc(doc(db, counter)));
      await expectDenied(getDocs(collection(db, CLIENT_ERROR_LIMITS_COLLECTION)));
      await expectDenied(setDoc(doc(db, counter), { window: serverTimestamp(), count: 0 }));
      await expectDenied(deleteDoc(doc(db, counter)));
    }
  });
});
