import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { ROOT } from '../../scripts/emulators.mjs';
import { newProfileFields } from '../../functions/src/lib/profileFields';

// Denials are the expected outcome of many tests; the SDK would log each one as an error.
setLogLevel('silent');

/**
 * A rules test environment on its own project id, so clearing it never touches the app's
 * demo data in the same emulator.
 */
export async function rulesEnv(name: string): Promise<RulesTestEnvironment> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('Rules tests run inside the emulators: use `npm test -- rules`.');
  const [hostname, port] = host.split(':');
  return initializeTestEnvironment({
    projectId: `demo-rules-${name}`,
    firestore: {
      rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
      host: hostname,
      port: Number(port),
    },
  });
}

/** Writes documents with rules disabled. */
export async function seedDocs(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx: RulesTestContext) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}

/** Asserts that an operation is refused with Firestore's permission-denied code. */
export async function expectDenied(op: Promise<unknown>): Promise<void> {
  const error = (await assertFails(op)) as { code?: string };
  expect(error.code).toBe('permission-denied');
}

export { assertSucceeds as expectAllowed };

/** A profile document as the app writes it. */
export function profileDoc(overrides: Partial<DocumentData> = {}): DocumentData {
  return {
    ...newProfileFields(),
    display_name: 'Someone',
    avatar_url: null,
    location: 'Remote',
    created_at: new Date('2026-01-01T00:00:00Z'),
    updated_at: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}
