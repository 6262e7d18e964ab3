import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, profileDoc, rulesEnv, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const copy = (id: string) => ({ id, display_name: `Name ${id}`, avatar_url: null });

/** A new project as the create form writes it. */
const valid = (mentorId = 'mentor') => ({
  title: 'Build a portfolio',
  description: 'Design and ship a portfolio site.',
  category: 'Web Development',
  difficulty: 'beginner',
  estimated_hours: 10,
  mentor_id: mentorId,
  mentor: copy(mentorId),
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
});

const stored = (mentorId: string) => ({
  ...valid(mentorId),
  created_at: new Date('2026-01-01T00:00:00Z'),
  updated_at: new Date('2026-01-01T00:00:00Z'),
});

beforeAll(async () => {
  env = await rulesEnv('projects');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'profiles/mentor': profileDoc({ role: 'mentor' }),
    'profiles/other-mentor': profileDoc({ role: 'mentor' }),
    'profiles/student': profileDoc(),
    'profiles/admin': profileDoc({ admin_role: 'admin' }),
    'projects/p1': stored('mentor'),
  });
});

describe('projects', () => {
  it('is readable by everyone', async () => {
    await expectAllowed(getDoc(doc(anon(), 'projects/p1')));
    await expectAllowed(getDocs(collection(anon(), 'projects')));
  });

  it('lets a mentor create a project as themselves', async () => {
    await expectAllowed(addDoc(collection(as('mentor'), 'projects'), valid()));
  });

  it('refuses projects from students, admins who are not mentors and visitors', async () => {
    await expectDenied(addDoc(collection(as('student'), 'projects'), valid('student')));
    await expectDenied(addDoc(collection(as('admin'), 'projects'), valid('admin')));
    await expectDenied(addDoc(collection(anon(), 'projects'), valid()));
  });

  it('refuses a project created in another mentor’s name', async () => {
    await expectDenied(addDoc(collection(as('other-mentor'), 'projects'), valid('mentor')));
    await expectDenied(
      addDoc(collection(as('other-mentor'), 'projects'), { ...valid('other-mentor'), mentor: copy('mentor') }),
    );
  });

  it.each([
    ['an empty title', { title: '' }],
    ['an untrimmed title', { title: ' Padded ' }],
    ['a long title', { title: 't'.repeat(201) }],
    ['an empty category', { category: '' }],
    ['an empty description', { description: '   ' }],
    ['a long description', { description: 'd'.repeat(5001) }],
    ['an unknown difficulty', { difficulty: 'expert' }],
    ['zero hours', { estimated_hours: 0 }],
    ['101 hours', { estimated_hours: 101 }],
    ['fractional hours', { estimated_hours: 2.5 }],
    ['hours as text', { estimated_hours: '10' }],
    ['a client timestamp', { created_at: new Date('2026-01-01T00:00:00Z') }],
    ['an extra field', { featured: true }],
  ])('refuses a project with %s', async (_name, patch) => {
    await expectDenied(addDoc(collection(as('mentor'), 'projects'), { ...valid(), ...patch }));
  });

  it('refuses a project missing a field', async () => {
    const { category: _category, ...rest } = valid();
    await expectDenied(addDoc(collection(as('mentor'), 'projects'), rest));
  });

  it('lets the owner and admins edit the project fields', async () => {
    await expectAllowed(
      updateDoc(doc(as('mentor'), 'projects/p1'), { title: 'New title', estimated_hours: 20, updated_at: serverTimestamp() }),
    );
    await expectAllowed(
      updateDoc(doc(as('admin'), 'projects/p1'), { difficulty: 'advanced', updated_at: serverTimestamp() }),
    );
  });

  it('refuses edits by another mentor, a student or a visitor', async () => {
    const edit = { title: 'Hijacked', updated_at: serverTimestamp() };
    await expectDenied(updateDoc(doc(as('other-mentor'), 'projects/p1'), edit));
    await expectDenied(updateDoc(doc(as('student'), 'projects/p1'), edit));
    await expectDenied(updateDoc(doc(anon(), 'projects/p1'), edit));
  });

  it('refuses changing mentor_id or created_at, even by the owner or an admin', async () => {
    await expectDenied(
      updateDoc(doc(as('mentor'), 'projects/p1'), {
        mentor_id: 'other-mentor',
        mentor: copy('other-mentor'),
        updated_at: serverTimestamp(),
      }),
    );
    await expectDenied(updateDoc(doc(as('admin'), 'projects/p1'), { mentor_id: 'admin', updated_at: serverTimestamp() }));
    await expectDenied(
      updateDoc(doc(as('mentor'), 'projects/p1'), { created_at: serverTimestamp(), updated_at: serverTimestamp() }),
    );
  });

  it('refuses invalid values and a stale updated_at on edit', async () => {
    await expectDenied(updateDoc(doc(as('mentor'), 'projects/p1'), { title: '', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('mentor'), 'projects/p1'), { estimated_hours: 500, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('mentor'), 'projects/p1'), { title: 'No timestamp' }));
    await expectDenied(updateDoc(doc(as('admin'), 'projects/p1'), { mentor: copy('admin'), updated_at: serverTimestamp() }));
  });

  it('lets the owner delete the project', async () => {
    await expectAllowed(deleteDoc(doc(as('mentor'), 'projects/p1')));
  });

  it('lets an admin delete any project', async () => {
    await expectAllowed(deleteDoc(doc(as('admin'), 'projects/p1')));
  });

  it('refuses deletion by another mentor, a student or a visitor', async () => {
    await expectDenied(deleteDoc(doc(as('other-mentor'), 'projects/p1')));
    await expectDenied(deleteDoc(doc(as('student'), 'projects/p1')));
    await expectDenied(deleteDoc(doc(anon(), 'projects/p1')));
  });

  it('refuses overwriting an existing project with set()', async () => {
    await expectDenied(setDoc(doc(as('other-mentor'), 'projects/p1'), valid('other-mentor')));
  });
});
