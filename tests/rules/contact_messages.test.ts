import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, profileDoc, rulesEnv, seedDocs } from './setup';

let env: RulesTestEnvironment;

const valid = () => ({
  name: 'Jo Visitor',
  email: 'jo@example.com',
  subject: 'Question',
  message: 'How do I become a mentor?\nThanks!',
  user_id: null,
  created_at: serverTimestamp(),
});

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
    'profiles/admin': profileDoc({ admin_role: 'admin' }),
    'profiles/student': profileDoc(),
    'contact_messages/existing': { ...valid(), created_at: new Date() },
  });
});

describe('contact_messages', () => {
  it('lets a visitor send a well-formed message', async () => {
    await expectAllowed(addDoc(collection(anon(), 'contact_messages'), valid()));
  });

  it('lets a signed-in user send a message as themselves', async () => {
    await expectAllowed(addDoc(collection(as('student'), 'contact_messages'), { ...valid(), user_id: 'student' }));
  });

  it('refuses a message claiming another user', async () => {
    await expectDenied(addDoc(collection(as('student'), 'contact_messages'), { ...valid(), user_id: 'admin' }));
    await expectDenied(addDoc(collection(anon(), 'contact_messages'), { ...valid(), user_id: 'student' }));
  });

  it.each(['name', 'email', 'subject', 'message', 'user_id', 'created_at'])('refuses a message without %s', async (key) => {
    const data: Record<string, unknown> = valid();
    delete data[key];
    await expectDenied(addDoc(collection(anon(), 'contact_messages'), data));
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
      { message: 'm'.repeat(5001) },
      { name: 42 },
      { created_at: new Date('2020-01-01') },
    ];
    for (const patch of bad) await expectDenied(addDoc(collection(db, 'contact_messages'), { ...valid(), ...patch }));
  });

  it('refuses extra fields', async () => {
    await expectDenied(addDoc(collection(anon(), 'contact_messages'), { ...valid(), priority: 'high' }));
  });

  it('lets only admins read messages', async () => {
    await expectAllowed(getDoc(doc(as('admin'), 'contact_messages/existing')));
    await expectAllowed(getDocs(collection(as('admin'), 'contact_messages')));
    await expectDenied(getDoc(doc(as('student'), 'contact_messages/existing')));
    await expectDenied(getDocs(collection(as('student'), 'contact_messages')));
    await expectDenied(getDoc(doc(anon(), 'contact_messages/existing')));
  });

  it('lets nobody edit a sent message', async () => {
    await expectDenied(updateDoc(doc(as('admin'), 'contact_messages/existing'), { subject: 'changed' }));
  });
});
