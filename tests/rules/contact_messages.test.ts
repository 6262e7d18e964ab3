import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS, newContactMessage, paths } from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, profileDoc, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const input = {
  name: 'Jo Visitor',
  email: 'jo@example.com',
  subject: 'Question',
  message: 'How do I become a mentor?\nThanks!',
};

/** A message as the contact form writes it, from a visitor unless `userId` is given. */
const valid = (userId: string | null = null) => newContactMessage(input, userId, serverTimestamp());

const inbox = (db: Firestore) => collection(db, COLLECTIONS.contactMessages);
const EXISTING = `${COLLECTIONS.contactMessages}/existing`;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnv('contact');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('admin')]: profileDoc({ admin_role: 'admin' }),
    [paths.profile('student')]: profileDoc(),
    [EXISTING]: newContactMessage(input, null, SEEDED_AT),
  });
});

describe('contact_messages', () => {
  it('lets a visitor send a well-formed message', async () => {
    await expectAllowed(addDoc(inbox(anon()), valid()));
  });

  it('lets a signed-in user send a message as themselves', async () => {
    await expectAllowed(addDoc(inbox(as('student')), valid('student')));
  });

  it('refuses a message claiming another user', async () => {
    await expectDenied(addDoc(inbox(as('student')), valid('admin')));
    await expectDenied(addDoc(inbox(anon()), valid('student')));
  });

  it('refuses a message as a signed-in user whose account is gone, but takes it from them anonymously', async () => {
    await expectDenied(addDoc(inbox(as('ghost')), valid('ghost')));
    await expectAllowed(addDoc(inbox(as('ghost')), valid()));
  });

  it.each(Object.keys(valid()))('refuses a message without %s', async (key) => {
    const data: Record<string, unknown> = valid();
    delete data[key];
    await expectDenied(addDoc(inbox(anon()), data));
  });

  it('refuses empty, untrimmed, oversized and malformed fields', async () => {
    const db = anon();
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: '  padded  ' },
      { name: 'x'.repeat(101) },
      { email: 'not-an-email' },
      { email: `${'a'.repeat(250)}@x.io` },
      { subject: 's'.repeat(201) },
      { message: '' },
      { message: '   ' },
      { message: '\n\n' },
      { message: 42 },
      { subject: ' ' },
      { message: 'm'.repeat(5001) },
      { name: 42 },
      { created_at: new Date('2020-01-01') },
    ];
    for (const patch of bad) await expectDenied(addDoc(inbox(db), { ...valid(), ...patch }));
  });

  it('refuses extra fields', async () => {
    await expectDenied(addDoc(inbox(anon()), { ...valid(), priority: 'high' }));
  });

  it('lets only admins read messages', async () => {
    await expectAllowed(getDoc(doc(as('admin'), EXISTING)));
    await expectAllowed(getDocs(inbox(as('admin'))));
    await expectDenied(getDoc(doc(as('student'), EXISTING)));
    await expectDenied(getDocs(inbox(as('student'))));
    await expectDenied(getDoc(doc(anon(), EXISTING)));
  });

  it('lets nobody edit a sent message', async () => {
    await expectDenied(updateDoc(doc(as('admin'), EXISTING), { subject: 'changed' }));
  });
});
