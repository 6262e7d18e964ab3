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
import { adminPaths, COLLECTIONS, newProfile, paths } from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AVATAR, expectAllowed, expectDenied, profileDoc, rulesEnv, seedDocs, TOMBSTONE, type ProfileSeed } from './setup';

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
    // An account deleted earlier: its profile is gone, its tombstone stays.
    [adminPaths.deletedAccount('deleted')]: TOMBSTONE,
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

    it('accepts an avatar on any https host, with a port or a query', async () => {
      for (const url of [AVATAR, 'https://cdn.example.com', 'https://img.example.com:8443/me.png?size=96']) {
        await env.clearFirestore();
        await expectAllowed(setDoc(profile(as('p4'), 'p4'), signUpProfile({ avatar_url: url })));
      }
    });

    it('accepts 20 distinct trimmed tags of up to 50 characters, inner spaces included', async () => {
      const expertise = Array.from({ length: 20 }, (_, i) => `Tag ${i} ${'y'.repeat(44)}`.slice(0, 50));
      await expectAllowed(setDoc(profile(as('p5'), 'p5'), signUpProfile({ role: 'mentor', expertise })));
    });

    it('refuses a deleted account creating its profile again, with any token it still holds', async () => {
      await expectDenied(setDoc(profile(as('deleted'), 'deleted'), signUpProfile()));
      await expectDenied(setDoc(profile(as('deleted'), 'deleted'), signUpProfile({ role: 'mentor' })));
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

    it('refuses a new profile that brings its own stats', async () => {
      const stats = { median_response_hours: 1, decisions: 50, response_rate: 1, open_requests: 0, last_active_at: null, sessions_confirmed: 0 };
      await expectDenied(setDoc(profile(as('newbie'), 'newbie'), { ...signUpProfile({ role: 'mentor' }), stats }));
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
      ['a tag holding a carriage return', { expertise: ['React\rVue'] }],
      ['a blank expertise tag', { expertise: ['React', '   '] }],
      ['an expertise tag with leading space', { expertise: [' React'] }],
      ['an expertise tag with trailing space', { expertise: ['React '] }],
      ['a duplicated expertise tag', { expertise: ['React', 'Vue', 'React'] }],
      ['a map as expertise tag', { expertise: [{ name: 'React' }] }],
      ['a blank tag in the last slot', { expertise: [...Array.from({ length: 19 }, (_, i) => `T${i}`), ' '] }],
      ['a blank display name', { display_name: '   ' }],
      ['a display name of a line break', { display_name: '\n' }],
      ['a display name that is not text', { display_name: 42 }],
      ['an avatar over http', { avatar_url: 'http://example.com/me.png' }],
      ['a javascript: avatar', { avatar_url: 'javascript:alert(1)' }],
      ['a data: avatar', { avatar_url: 'data:image/png;base64,iVBORw0KGgo=' }],
      ['an avatar without host', { avatar_url: 'https:///me.png' }],
      ['an avatar on a dotless host', { avatar_url: 'https://localhost/me.png' }],
      ['an avatar with user info', { avatar_url: 'https://cdn.example.com@evil.example/me.png' }],
      ['an avatar with a space', { avatar_url: 'https://example.com/my photo.png' }],
      ['an empty avatar', { avatar_url: '' }],
      ['an avatar that is not text', { avatar_url: 7 }],
      ['an avatar over 2048 characters', { avatar_url: `https://example.com/${'a'.repeat(2048)}` }],
      ['a javascript: topmate_url', { topmate_url: 'javascript:alert(1)//topmate.io/maya' }],
      ['a data: topmate_url', { topmate_url: 'data:text/html,topmate.io/maya' }],
      ['a topmate_url on a look-alike host', { topmate_url: 'https://topmate.io.evil.example/maya' }],
      ['a topmate_url on a host ending in topmate.io', { topmate_url: 'https://evil-topmate.io/maya' }],
      ['a topmate_url with user info', { topmate_url: 'https://topmate.io@evil.example/maya' }],
      ['a topmate_url on a subdomain', { topmate_url: 'https://evil.topmate.io/maya' }],
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

    it('refuses a mentor writing their own stats: onEnrollmentWritten keeps them', async () => {
      const flattering = { median_response_hours: 1, decisions: 50, response_rate: 1, open_requests: 0, last_active_at: new Date(), sessions_confirmed: 0 };
      await expectDenied(updateDoc(profile(as('mentor'), 'mentor'), { stats: flattering, updated_at: serverTimestamp() }));
      await expectDenied(updateDoc(profile(as('mentor'), 'mentor'), { 'stats.response_rate': 1, updated_at: serverTimestamp() }));
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
      await expectDenied(updateDoc(ref, { display_name: ' \t ', updated_at: now }));
      await expectDenied(updateDoc(ref, { avatar_url: 'javascript:alert(1)', updated_at: now }));
      await expectDenied(updateDoc(ref, { avatar_url: 'https://evil.example@', updated_at: now }));
      await expectDenied(updateDoc(ref, { topmate_url: 'https://topmate.io.evil.example/maya', updated_at: now }));
      await expectDenied(updateDoc(ref, { expertise: ['React', 'React'], updated_at: now }));
      await expectDenied(updateDoc(ref, { expertise: [' padded '], updated_at: now }));
      await expectDenied(updateDoc(ref, { expertise: [7], updated_at: now }));
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
    it("refuses an admin promoting or demoting another user from the client (the setAdminRole callable does)", async () => {
      await expectDenied(updateDoc(profile(as('admin'), 'student'), { admin_role: 'admin', updated_at: serverTimestamp() }));
      await expectDenied(updateDoc(profile(as('admin'), 'student'), { admin_role: 'student', updated_at: serverTimestamp() }));
      await expectDenied(updateDoc(profile(as('admin'), 'mentor'), { admin_role: 'admin', updated_at: serverTimestamp() }));
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
