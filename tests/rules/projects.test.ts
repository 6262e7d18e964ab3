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
import { COLLECTIONS, newProject, paths, type ProjectInput } from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AVATAR, expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const input: ProjectInput = {
  title: 'Build a portfolio',
  description: 'Design and ship a portfolio site.',
  category: 'Web Development',
  difficulty: 'beginner',
  estimated_hours: 10,
  seats: 10,
};

/** A new project as the create form writes it. */
const valid = (mentorId = 'mentor') => newProject(input, person(mentorId), serverTimestamp());

const projects = (db: Firestore) => collection(db, COLLECTIONS.projects);
const p1 = (db: Firestore) => doc(db, paths.project('p1'));

beforeAll(async () => {
  env = await rulesEnv('projects');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor' }),
    [paths.profile('other-mentor')]: profileOf('other-mentor', { role: 'mentor' }),
    [paths.profile('student')]: profileOf('student'),
    [paths.profile('admin')]: profileOf('admin', { admin_role: 'admin' }),
    [paths.project('p1')]: newProject(input, person('mentor'), SEEDED_AT),
  });
});

describe('projects', () => {
  it('is readable by everyone', async () => {
    await expectAllowed(getDoc(p1(anon())));
    await expectAllowed(getDocs(projects(anon())));
  });

  it('lets a mentor create a project as themselves', async () => {
    await expectAllowed(addDoc(projects(as('mentor')), valid()));
  });

  it('refuses projects from students, admins who are not mentors and visitors', async () => {
    await expectDenied(addDoc(projects(as('student')), valid('student')));
    await expectDenied(addDoc(projects(as('admin')), valid('admin')));
    await expectDenied(addDoc(projects(anon()), valid()));
  });

  it('refuses a project created in another mentor’s name', async () => {
    await expectDenied(addDoc(projects(as('other-mentor')), valid('mentor')));
    await expectDenied(
      addDoc(projects(as('other-mentor')), { ...valid('other-mentor'), mentor: person('mentor') }),
    );
  });

  it('lets a mentor with an avatar create a project carrying it', async () => {
    await seedDocs(env, { [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor', avatar_url: AVATAR }) });
    await expectAllowed(addDoc(projects(as('mentor')), { ...valid(), mentor: { ...person('mentor'), avatar_url: AVATAR } }));
  });

  it.each([
    ['another name', { ...person('mentor'), display_name: 'Someone Famous' }],
    ['another avatar', { ...person('mentor'), avatar_url: AVATAR }],
    ['a blank name', { ...person('mentor'), display_name: ' ' }],
    ['no avatar field', { id: 'mentor', display_name: 'Name mentor' }],
    ['an extra field', { ...person('mentor'), verified: true }],
  ])('refuses a project whose mentor copy has %s', async (_name, mentor) => {
    await expectDenied(addDoc(projects(as('mentor')), { ...valid(), mentor }));
  });

  it('refuses a mentor copy made before the mentor renamed themselves', async () => {
    await seedDocs(env, { [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor', display_name: 'Renamed Mentor' }) });
    await expectDenied(addDoc(projects(as('mentor')), valid()));
    await expectAllowed(addDoc(projects(as('mentor')), { ...valid(), mentor: person('mentor', 'Renamed Mentor') }));
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
    ['zero seats', { seats: 0 }],
    ['51 seats', { seats: 51 }],
    ['fractional seats', { seats: 1.5 }],
    ['seats as text', { seats: '10' }],
    ['a seat already taken', { seats_taken: 1 }],
    ['a client timestamp', { created_at: SEEDED_AT }],
    ['an extra field', { featured: true }],
  ])('refuses a project with %s', async (_name, patch) => {
    await expectDenied(addDoc(projects(as('mentor')), { ...valid(), ...patch }));
  });

  it('refuses a project missing a field', async () => {
    const { category: _category, ...rest } = valid();
    await expectDenied(addDoc(projects(as('mentor')), rest));
  });

  it('lets the owner edit the project fields', async () => {
    await expectAllowed(
      updateDoc(p1(as('mentor')), { title: 'New title', estimated_hours: 20, updated_at: serverTimestamp() }),
    );
  });

  it('refuses an admin editing another mentor’s texts or seats from the client: adminUpdateProject does it, audited', async () => {
    await expectDenied(updateDoc(p1(as('admin')), { difficulty: 'advanced', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('admin')), { title: 'Renamed by an admin', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('admin')), { seats: 50, updated_at: serverTimestamp() }));
  });

  it('lets the owner change the seats, within 1 to 50', async () => {
    await expectAllowed(updateDoc(p1(as('mentor')), { seats: 1, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('mentor')), { seats: 51, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('mentor')), { seats: 0, updated_at: serverTimestamp() }));
  });

  it('takes mentor_accepting from the mentor’s profile at creation, and lets no client change it later', async () => {
    await expectDenied(addDoc(projects(as('mentor')), { ...valid(), mentor_accepting: false }));
    await seedDocs(env, { [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor', accepting: false }) });
    // A paused mentor's new project says so from the start.
    await expectDenied(addDoc(projects(as('mentor')), valid()));
    await expectAllowed(addDoc(projects(as('mentor')), { ...valid(), mentor_accepting: false }));
    // Only onProfileUpdated keeps it afterwards: not the owner, not an admin.
    await expectDenied(updateDoc(p1(as('mentor')), { mentor_accepting: false, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('admin')), { mentor_accepting: false, updated_at: serverTimestamp() }));
  });

  it('refuses anyone changing seats_taken: decideEnrollment and onEnrollmentDeleted count it', async () => {
    await expectDenied(updateDoc(p1(as('mentor')), { seats_taken: 1, seats: 10, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('mentor')), { seats_taken: -5, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('admin')), { seats_taken: 3, updated_at: serverTimestamp() }));
  });

  it('refuses edits by another mentor, a student or a visitor', async () => {
    const edit = { title: 'Hijacked', updated_at: serverTimestamp() };
    await expectDenied(updateDoc(p1(as('other-mentor')), edit));
    await expectDenied(updateDoc(p1(as('student')), edit));
    await expectDenied(updateDoc(p1(anon()), edit));
  });

  it('refuses changing mentor_id or created_at, even by the owner or an admin', async () => {
    await expectDenied(
      updateDoc(p1(as('mentor')), {
        mentor_id: 'other-mentor',
        mentor: person('other-mentor'),
        updated_at: serverTimestamp(),
      }),
    );
    await expectDenied(updateDoc(p1(as('admin')), { mentor_id: 'admin', updated_at: serverTimestamp() }));
    await expectDenied(
      updateDoc(p1(as('mentor')), { created_at: serverTimestamp(), updated_at: serverTimestamp() }),
    );
  });

  it('refuses invalid values and a stale updated_at on edit', async () => {
    await expectDenied(updateDoc(p1(as('mentor')), { title: '', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('mentor')), { estimated_hours: 500, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(p1(as('mentor')), { title: 'No timestamp' }));
    await expectDenied(updateDoc(p1(as('admin')), { mentor: person('admin'), updated_at: serverTimestamp() }));
  });

  it('lets the owner refresh the mentor copy to their current profile, and to nothing else', async () => {
    await seedDocs(env, {
      [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor', display_name: 'Maya M.', avatar_url: AVATAR }),
    });
    const current = { ...person('mentor', 'Maya M.'), avatar_url: AVATAR };
    const refresh = (mentor: object) => ({ mentor, updated_at: serverTimestamp() });
    await expectDenied(updateDoc(p1(as('mentor')), refresh({ ...current, display_name: 'Someone Famous' })));
    await expectDenied(updateDoc(p1(as('mentor')), refresh({ ...current, avatar_url: null })));
    await expectDenied(updateDoc(p1(as('mentor')), refresh({ ...current, id: 'other-mentor' })));
    await expectDenied(updateDoc(p1(as('admin')), refresh(current)));
    await expectAllowed(updateDoc(p1(as('mentor')), refresh(current)));
  });

  it('lets the owner edit without touching the mentor copy, even when it is out of date', async () => {
    await seedDocs(env, { [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor', display_name: 'Maya M.' }) });
    await expectAllowed(updateDoc(p1(as('mentor')), { title: 'Renamed project', updated_at: serverTimestamp() }));
  });

  it('lets the owner delete the project', async () => {
    await expectAllowed(deleteDoc(p1(as('mentor'))));
  });

  it('refuses an admin deleting another mentor’s project from the client (the adminDelete callable does)', async () => {
    await expectDenied(deleteDoc(p1(as('admin'))));
  });

  it('refuses deletion by another mentor, a student or a visitor', async () => {
    await expectDenied(deleteDoc(p1(as('other-mentor'))));
    await expectDenied(deleteDoc(p1(as('student'))));
    await expectDenied(deleteDoc(p1(anon())));
  });

  it('refuses overwriting an existing project with set()', async () => {
    await expectDenied(setDoc(p1(as('other-mentor')), valid('other-mentor')));
  });
});
