// The admin powers, collection by collection: what an admin may do to other people's data, and that
// the same action is refused to an ordinary user.
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
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, profileDoc, rulesEnv, seedDocs } from './setup';

let env: RulesTestEnvironment;

const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const person = (id: string) => ({ id, display_name: `Name ${id}`, avatar_url: null });
const when = new Date('2026-01-01T00:00:00Z');

beforeAll(async () => {
  env = await rulesEnv('admin');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'profiles/admin': profileDoc({ display_name: 'Name admin', admin_role: 'admin' }),
    'profiles/admin2': profileDoc({ display_name: 'Name admin2', admin_role: 'admin' }),
    'profiles/mentor': profileDoc({ display_name: 'Name mentor', role: 'mentor' }),
    'profiles/student': profileDoc({ display_name: 'Name student' }),
    'profiles/other': profileDoc({ display_name: 'Name other' }),
    'projects/p1': {
      title: 'Project',
      description: 'Build it',
      category: 'Web',
      difficulty: 'beginner',
      estimated_hours: 3,
      mentor_id: 'mentor',
      mentor: person('mentor'),
      created_at: when,
      updated_at: when,
    },
    'project_enrollments/p1_student': {
      project_id: 'p1',
      student_id: 'student',
      mentor_id: 'mentor',
      linkedin_url: 'https://www.linkedin.com/in/student',
      status: 'pending',
      project: { id: 'p1', title: 'Project', mentor_id: 'mentor', mentor: person('mentor') },
      student: person('student'),
      created_at: when,
      updated_at: when,
    },
    'videos/v1': {
      mentor_id: 'mentor',
      mentor: person('mentor'),
      title: 'Video',
      description: 'Watch',
      video_url: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
      youtube_id: 'rfscVS0vtbw',
      thumbnail_url: null,
      duration: null,
      category: 'Tech',
      created_at: when,
    },
    'community_discussions/d1': {
      author_id: 'admin2',
      author: person('admin2'),
      title: 'Discussion',
      content: 'Talk',
      category: 'Research',
      tags: [],
      likes_count: 0,
      comments_count: 1,
      created_at: when,
    },
    'community_discussions/d1/comments/c1': {
      discussion_id: 'd1',
      user_id: 'student',
      user: person('student'),
      content: 'Hello',
      likes_count: 0,
      created_at: when,
    },
    'contact_messages/m1': {
      name: 'Jo',
      email: 'jo@example.com',
      subject: 'Hi',
      message: 'Hello',
      user_id: null,
      created_at: when,
    },
    'private/admin_bootstrap': { last_granted_to: 'admin' },
  });
});

describe('profiles (admin powers)', () => {
  it('lets an admin promote and demote another user (admin_role and updated_at only)', async () => {
    await expectAllowed(updateDoc(doc(as('admin'), 'profiles/student'), { admin_role: 'admin', updated_at: serverTimestamp() }));
    await expectAllowed(updateDoc(doc(as('admin'), 'profiles/admin2'), { admin_role: 'student', updated_at: serverTimestamp() }));
  });

  it('refuses an admin any other field, any other role value, or a stale updated_at', async () => {
    const admin = as('admin');
    await expectDenied(updateDoc(doc(admin, 'profiles/student'), { display_name: 'Renamed', updated_at: serverTimestamp() }));
    await expectDenied(
      updateDoc(doc(admin, 'profiles/student'), { admin_role: 'admin', role: 'mentor', updated_at: serverTimestamp() }),
    );
    await expectDenied(updateDoc(doc(admin, 'profiles/student'), { admin_role: 'owner', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(admin, 'profiles/student'), { admin_role: 'admin', updated_at: when }));
  });

  it('never lets anyone change their own admin_role (so the last admin cannot demote themselves)', async () => {
    await expectDenied(updateDoc(doc(as('admin'), 'profiles/admin'), { admin_role: 'student', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('student'), 'profiles/student'), { admin_role: 'admin', updated_at: serverTimestamp() }));
  });

  it('refuses non-admins promoting or demoting others', async () => {
    await expectDenied(updateDoc(doc(as('student'), 'profiles/other'), { admin_role: 'admin', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('mentor'), 'profiles/admin'), { admin_role: 'student', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(anon(), 'profiles/other'), { admin_role: 'admin', updated_at: serverTimestamp() }));
  });

  it('lets an admin list and count profiles newest first, but not delete one (deleteUserAdmin does)', async () => {
    const admin = as('admin');
    await expectAllowed(getDocs(query(collection(admin, 'profiles'), orderBy('created_at', 'desc'), limit(50))));
    await expectAllowed(getCountFromServer(collection(admin, 'profiles')));
    await expectDenied(deleteDoc(doc(admin, 'profiles/student')));
  });
});

describe('projects (admin powers)', () => {
  it('lets an admin edit and delete another mentor\'s project', async () => {
    await expectAllowed(updateDoc(doc(as('admin'), 'projects/p1'), { title: 'Renamed', updated_at: serverTimestamp() }));
    await expectAllowed(deleteDoc(doc(as('admin'), 'projects/p1')));
  });

  it('refuses the same to other users', async () => {
    await expectDenied(deleteDoc(doc(as('student'), 'projects/p1')));
    await expectDenied(deleteDoc(doc(anon(), 'projects/p1')));
    await expectDenied(updateDoc(doc(as('other'), 'projects/p1'), { title: 'Renamed', updated_at: serverTimestamp() }));
  });
});

describe('project_enrollments (admin powers)', () => {
  it('lets an admin read, list and delete any enrollment', async () => {
    const admin = as('admin');
    await expectAllowed(getDoc(doc(admin, 'project_enrollments/p1_student')));
    await expectAllowed(getDocs(query(collection(admin, 'project_enrollments'), where('project_id', '==', 'p1'))));
    await expectAllowed(deleteDoc(doc(admin, 'project_enrollments/p1_student')));
  });

  it('refuses other users', async () => {
    await expectDenied(getDoc(doc(as('other'), 'project_enrollments/p1_student')));
    await expectDenied(deleteDoc(doc(as('other'), 'project_enrollments/p1_student')));
  });
});

describe('videos (admin powers)', () => {
  it('lets an admin delete any video', async () => {
    await expectAllowed(deleteDoc(doc(as('admin'), 'videos/v1')));
  });

  it('refuses other users', async () => {
    await expectDenied(deleteDoc(doc(as('student'), 'videos/v1')));
    await expectDenied(deleteDoc(doc(anon(), 'videos/v1')));
  });
});

describe('community_discussions (admin powers)', () => {
  it('lets an admin delete another admin\'s discussion and anyone\'s comment', async () => {
    await expectAllowed(deleteDoc(doc(as('admin'), 'community_discussions/d1/comments/c1')));
    await expectAllowed(deleteDoc(doc(as('admin'), 'community_discussions/d1')));
  });

  it('lets an admin start a discussion as themselves, and nobody else', async () => {
    const discussion = (authorId: string) => ({
      author_id: authorId,
      author: person(authorId),
      title: 'New',
      content: 'Topic',
      category: 'Mentorship',
      tags: ['a'],
      likes_count: 0,
      comments_count: 0,
      created_at: serverTimestamp(),
    });
    await expectAllowed(setDoc(doc(as('admin'), 'community_discussions/d2'), discussion('admin')));
    await expectDenied(setDoc(doc(as('student'), 'community_discussions/d3'), discussion('student')));
  });

  it('refuses other users deleting what is not theirs', async () => {
    await expectDenied(deleteDoc(doc(as('other'), 'community_discussions/d1')));
    await expectDenied(deleteDoc(doc(as('other'), 'community_discussions/d1/comments/c1')));
    await expectDenied(deleteDoc(doc(anon(), 'community_discussions/d1')));
  });
});

describe('contact_messages (admin powers)', () => {
  it('lets an admin list newest first and delete messages', async () => {
    const admin = as('admin');
    await expectAllowed(getDocs(query(collection(admin, 'contact_messages'), orderBy('created_at', 'desc'), limit(50))));
    await expectAllowed(deleteDoc(doc(admin, 'contact_messages/m1')));
  });

  it('refuses other users', async () => {
    await expectDenied(getDocs(query(collection(as('student'), 'contact_messages'), orderBy('created_at', 'desc'))));
    await expectDenied(deleteDoc(doc(as('student'), 'contact_messages/m1')));
  });
});

describe('private (no client access, not even for admins)', () => {
  it('refuses an admin reading or writing the bootstrap lock', async () => {
    await expectDenied(getDoc(doc(as('admin'), 'private/admin_bootstrap')));
    await expectDenied(setDoc(doc(as('admin'), 'private/admin_bootstrap'), { last_granted_to: 'admin' }));
  });
});
