import { deleteDoc, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import { callFunction } from '../../../lib/functions';
import type { AdminRole } from '../../../lib/models';

/**
 * How long to wait for the server to acknowledge a write before treating it as queued: Firestore
 * resolves a write only on acknowledgement, which never comes while offline, yet the persistent cache
 * keeps the write and sends it when the connection returns.
 */
const SERVER_ACK_WAIT_MS = 2000;

/**
 * Starts a write and reports it: resolves when the server acknowledged it or after a short wait (queued
 * offline); rejects when the server refused it within that wait. A later refusal goes to `onLateFailure`.
 */
async function settle(write: Promise<void>, onLateFailure: (error: unknown) => void): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const queued = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), SERVER_ACK_WAIT_MS);
  });
  try {
    if ((await Promise.race([write.then(() => 'saved' as const), queued])) === 'queued') write.catch(onLateFailure);
  } finally {
    clearTimeout(timer);
  }
}

/** Promotes or demotes another user (rules: admins only, never their own profile). */
export function setAdminRole(userId: string, role: AdminRole, onLateFailure: (error: unknown) => void): Promise<void> {
  return settle(
    updateDoc(doc(getDb(), 'profiles', userId), { admin_role: role, updated_at: serverTimestamp() }),
    onLateFailure,
  );
}

export type DeletableCollection = 'projects' | 'videos' | 'community_discussions';

/**
 * Deletes a project, video or discussion (rules: its owner or an admin). Functions then remove what
 * hangs off it (a project's enrollments and messages, a discussion's comments and likes).
 */
export function deleteContent(
  path: DeletableCollection,
  id: string,
  onLateFailure: (error: unknown) => void,
): Promise<void> {
  return settle(deleteDoc(doc(getDb(), path, id)), onLateFailure);
}

/** Deletes another user's account and everything they own (the deleteUserAdmin function). */
export async function deleteUserAsAdmin(userId: string): Promise<void> {
  await callFunction('deleteUserAdmin', { userId });
}
