import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS, newProfile, paths } from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, profileDoc, rulesEnv, seedDocs, type ProfileSeed } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

/** A profile as the sign-up screen writes it. */
const signUpProfile = (fields: ProfileSeed = {}) =>
  newProfile({ display_name: 'New Person', location: 'Remote', ...fields }, serverTimestamp());

const profile = (db: Firestore, uid: string) => doc(db, paths.profile(uid));

const mentorFields = {
  bio: 'I have mentored junior developers for years and love helping people ship.',
  topmate_url: 'https://topmate.io/new_mentor/',
  specialization: 'Software Development',
  hourly_rate: 60,
  expertise: ['React', 'TypeScript'],
};

beforeAll(async () => {
  env = await rulesEnv('profiles');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('admin')]: profileDoc({ admin_role: 'admin', display_name: 'Ada Admin' }),
    [paths.profile('student')]: profileDoc({ display_name: 'Sam Student' }),
    [paths.profile('mentor')]: profileDoc({ role: 'mentor', display_name: 'Maya Mentor', ...mentorFields }),
  });
});

describe('profiles', () => {
  describe('read', () => {
    it('shows mentor profiles to everyone', async () => {
      await expectAllowed(getDoc(profile(anon(), 'mentor')));
      await expectAllowed(getDocs(query(collection(anon(), COLLECTIONS.profiles), where('role', '==', 'mentor'))));
    });

    it('shows other profiles only to signed-in users', async () => {
      await expectDenied(getDoc(profile(anon(), 'student')));
      await expectDenied(getDocs(collection(anon(), COLLECTIONS.profiles)));
      await expectAllowed(getDoc(profile(as('mentor'), 'student')));
      await expectAllowed(getDocs(collection(as('student'), COLLECTIONS.profiles)));
    });
  });

  describe('create', () => {
    it('lets a user create their own student or mentor profile', async () => {
      await expectAllowed(setDoc(profile(as('new-student'), 'new-student'), signUpProfile()));
      await expectAllowed(setDoc(profile(as('new-mentor'), 'new-mentor'), signUpProfile({ role: 'mentor' })));
    });

    it('accepts a complete mentor profile with 20 tags', async () => {
      const expertise = Array.from({ length: 20 }, (_, i) => `Skill number ${i} ${'x'.repeat(30)}`);
      await expectAllowed(
        setDoc(profile(as('full'), 'full'), signUpProfile({ role: 'mentor', ...mentorFields, expertise })),
      );
    });

    it('refuses a profile for someone else or for a visitor', async () => {
      await expectDenied(setDoc(profile(as('student'), 'other'), signUpProfile()));
      await expectDenied(setDoc(profile(anon(), 'nobody'), signUpProfile()));
    });

    it('refuses to create an admin or an unknown role', async () => {
      await expectDenied(setDoc(profile(as('sneaky'), 'sneaky'), signUpProfile({ admin_role: 'admin' })));
      await expectDenied(setDoc(profile(as('sneaky'), 'sneaky'), { ...signUpProfile(), role: 'admin' }));
      await expectDenied(setDoc(profile(as('sneaky'), 'sneaky'), { ...signUpProfile(), role: 'professional' }));
    });

    it('refuses to overwrite an existing profile (e.g. to reset admin_role)', async () => {
      await expectDenied(setDoc(profile(as('admin'), 'admin'), signUpProfile()));
    });

    it('refuses missing or extra fields', async () => {
      const { bio: _bio, ...withoutBio } = signUpProfile();
      await expectDenied(setDoc(profile(as('p1'), 'p1'), withoutBio));
      await expectDenied(setDoc(profile(as('p1'), 'p1'), { ...signUpProfile(), is_verified: true }));
    });

    it.each<[string, DocumentData]>([
      ['an empty display name', { display_name: '' }],
      ['a display name over 100 characters', { display_name: 'n'.repeat(101) }],
      ['a bio over 2000 characters', { bio: 'b'.repeat(2001) }],
      ['a description over 2000 characters', { description: 'd'.repeat(2001) }],
      ['a non-integer hourly rate', { hourly_rate: 12.5 }],
      ['a negative hourly rate', { hourly_rate: -1 }],
      ['an absurd hourly rate', { hourly_rate: 10001 }],
      ['an hourly rate as text', { hourly_rate: '50' }],
      ['a topmate_url on another host', { topmate_url: 'https://evil.example/maya/' }],
      ['a topmate_url with a path', { topmate_url: 'https://topmate.io/maya/call' }],
      ['a topmate_url with bad characters', { topmate_url: 'https://topmate.io/ma ya/' }],
      ['a calendly_url', { calendly_url: 'https://calendly.com/maya' }],
      ['expertise that is not a list', { expertise: 'React' }],
      ['more than 20 expertise tags', { expertise: Array.from({ length: 21 }, (_, i) => `T${i}`) }],
      ['an expertise tag over 50 characters', { expertise: ['ok', 't'.repeat(51)] }],
      ['an empty expertise tag', { expertise: ['React', ''] }],
      ['a non-text expertise tag', { expertise: ['React', 42] }],
      ['a non-text tag in the last slot', { expertise: [...Array.from({ length: 19 }, (_, i) => `T${i}`), true] }],
      ['a tag holding a newline', { expertise: ['React\nVue'] }],
      ['a client-chosen created_at', { created_at: new Date('2020-01-01') }],
      ['a client-chosen updated_at', { updated_at: new Date('2020-01-01') }],
    ])('refuses %s', async (_label, patch) => {
      await expectDenied(setDoc(profile(as('p2'), 'p2'), { ...signUpProfile(), ...patch }));
    });

    it('accepts the topmate_url forms the form accepts', async () => {
      for (const url of ['topmate.io/maya', 'https://www.topmate.io/maya_m-1/', 'http://topmate.io/maya/']) {
        await env.clearFirestore();
        await expectAllowed(setDoc(profile(as('p3'), 'p3'), signUpProfile({ role: 'mentor', topmate_url: url })));
      }
    });
  });

  describe('update by the owner', () => {
    it('lets the owner edit their own fields', async () => {
      await expectAllowed(
        updateDoc(profile(as('student'), 'student'), {
          display_name: 'Sam S.',
          bio: 'Now with a bio',
          description: 'About me',
          location: 'Berlin',
          updated_at: serverTimestamp(),
        }),
      );
      await expectAllowed(
        updateDoc(profile(as('mentor'), 'mentor'), {
          bio: mentorFields.bio + ' More.',
          topmate_url: 'topmate.io/maya2/',
          specialization: 'Quantum Computing',
          hourly_rate: 0,
          expertise: [],
          avatar_url: 'https://example.com/me.png',
          updated_at: serverTimestamp(),
        }),
      );
    });

    it('refuses to let the owner change their role (escalation)', async () => {
      await expectDenied(updateDoc(profile(as('student'), 'student'), { role: 'mentor', updated_at: serverTimestamp() }));
      await expectDenied(updateDoc(profile(as('mentor'), 'mentor'), { role: 'student', updated_at: serverTimestamp() }));
    });

    it('refuses to let the owner make themselves admin (escalation)', async () => {
      await expectDenied(
        updateDoc(profile(as('student'), 'student'), { admin_role: 'admin', updated_at: serverTimestamp() }),
      );
      await expectDenied(
        setDoc(profile(as('student'), 'student'), signUpProfile({ display_name: 'Sam Student', admin_role: 'admin' })),
      );
    });

    it('refuses to let an admin drop or change their own admin_role through the owner rule', async () => {
      await expectDenied(updateDoc(profile(as('admin'), 'admin'), { admin_role: 'student', updated_at: serverTimestamp() }));
    });

    it('refuses to change created_at or calendly_url', async () => {
      await expectDenied(updateDoc(profile(as('student'), 'student'), { created_at: serverTimestamp(), updated_at: serverTimestamp() }));
      await expectDenied(
        updateDoc(profile(as('mentor'), 'mentor'), { calendly_url: 'https://calendly.com/x', updated_at: serverTimestamp() }),
      );
    });

    it('requires updated_at to be the server time', async () => {
      await expectDenied(updateDoc(profile(as('student'), 'student'), { bio: 'x' }));
      await expectDenied(updateDoc(profile(as('student'), 'student'), { bio: 'x', updated_at: new Date('2020-01-01') }));
    });

    it('refuses malformed fields and new fields', async () => {
      const ref = profile(as('mentor'), 'mentor');
      const now = serverTimestamp();
      await expectDenied(updateDoc(ref, { bio: 'b'.repeat(2001), updated_at: now }));
      await expectDenied(updateDoc(ref, { hourly_rate: 20.5, updated_at: now }));
      await expectDenied(updateDoc(ref, { topmate_url: 'https://calendly.com/maya', updated_at: now }));
      await expectDenied(updateDoc(ref, { display_name: '', updated_at: now }));
      await expectDenied(updateDoc(ref, { expertise: ['x'.repeat(51)], updated_at: now }));
      await expectDenied(updateDoc(ref, { verified: true, updated_at: now }));
    });

    it("refuses to edit someone else's profile (escalation)", async () => {
      await expectDenied(updateDoc(profile(as('student'), 'mentor'), { bio: 'hacked', updated_at: serverTimestamp() }));
      await expectDenied(
        updateDoc(profile(as('student'), 'mentor'), { admin_role: 'admin', updated_at: serverTimestamp() }),
      );
      await expectDenied(updateDoc(profile(anon(), 'mentor'), { bio: 'hacked', updated_at: serverTimestamp() }));
    });
  });

  describe('update by an admin', () => {
    it("lets an admin promote and demote another user's admin_role", async () => {
      await expectAllowed(updateDoc(profile(as('admin'), 'student'), { admin_role: 'admin', updated_at: serverTimestamp() }));
      await expectAllowed(updateDoc(profile(as('admin'), 'student'), { admin_role: 'student', updated_at: serverTimestamp() }));
    });

    it("refuses an admin anything else on another user's profile", async () => {
      const ref = profile(as('admin'), 'student');
      await expectDenied(updateDoc(ref, { display_name: 'Renamed', updated_at: serverTimestamp() }));
      await expectDenied(updateDoc(ref, { admin_role: 'admin', role: 'mentor', updated_at: serverTimestamp() }));
      await expectDenied(updateDoc(ref, { admin_role: 'superuser', updated_at: serverTimestamp() }));
      await expectDenied(updateDoc(ref, { admin_role: 'admin' }));
    });

    it('refuses a non-admin promoting someone else (escalation)', async () => {
      await expectDenied(updateDoc(profile(as('mentor'), 'student'), { admin_role: 'admin', updated_at: serverTimestamp() }));
    });
  });

  describe('delete', () => {
    it('lets nobody delete a profile from the client (functions do it)', async () => {
      await expectDenied(deleteDoc(profile(as('student'), 'student')));
      await expectDenied(deleteDoc(profile(as('admin'), 'student')));
      await expectDenied(deleteDoc(profile(anon(), 'mentor')));
    });
  });
});
