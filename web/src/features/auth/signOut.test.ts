import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  signOut: vi.fn(),
  settled: vi.fn(),
  clearFirestore: vi.fn(),
  clearPrivate: vi.fn(),
  show: vi.fn(),
}));
vi.mock('firebase/auth', () => ({ signOut: mocks.signOut }));
vi.mock('@/lib/auth', () => ({ getAuthInstance: () => ({ currentUser: { uid: 'u1' } }) }));
vi.mock('@/lib/firestore', () => ({
  pendingWritesSettled: mocks.settled,
  clearFirestoreCache: mocks.clearFirestore,
}));
vi.mock('@/lib/offlineCache', () => ({ clearPrivateData: mocks.clearPrivate }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: mocks.show } }));

import { signOutWithToast, UNSENT_CHANGES_WARNING } from './signOut';

beforeEach(() => {
  vi.clearAllMocks();
  mocks.signOut.mockResolvedValue(undefined);
  mocks.clearFirestore.mockResolvedValue(undefined);
  mocks.clearPrivate.mockResolvedValue(undefined);
});

describe('signOutWithToast', () => {
  it('signs out and clears the device’s copy of the user’s data once writes are sent', async () => {
    mocks.settled.mockResolvedValue(true);
    const confirm = vi.spyOn(window, 'confirm');
    expect(await signOutWithToast()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(mocks.clearFirestore).toHaveBeenCalled();
    expect(mocks.clearPrivate).toHaveBeenCalledWith('u1');
    expect(mocks.signOut).toHaveBeenCalled();
    expect(mocks.clearFirestore.mock.invocationCallOrder[0]).toBeLessThan(mocks.signOut.mock.invocationCallOrder[0]);
    expect(mocks.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Signed out successfully' }));
  });

  it('asks before discarding queued writes and stays signed in when the user says no', async () => {
    mocks.settled.mockResolvedValue(false);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const leavePage = vi.fn();
    expect(await signOutWithToast(leavePage)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSENT_CHANGES_WARNING);
    expect(leavePage).not.toHaveBeenCalled();
    expect(mocks.signOut).not.toHaveBeenCalled();
    expect(mocks.clearFirestore).not.toHaveBeenCalled();
  });

  it('signs out anyway when the user confirms, even if the cache cannot be cleared', async () => {
    mocks.settled.mockResolvedValue(false);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mocks.clearFirestore.mockRejectedValue(new Error('another tab holds the database'));
    const leavePage = vi.fn();
    expect(await signOutWithToast(leavePage)).toBe(true);
    expect(mocks.signOut).toHaveBeenCalled();
    // The caller leaves its page after the question and before the session ends.
    expect(leavePage.mock.invocationCallOrder[0]).toBeGreaterThan(confirm.mock.invocationCallOrder[0]);
    expect(leavePage.mock.invocationCallOrder[0]).toBeLessThan(mocks.signOut.mock.invocationCallOrder[0]);
  });
});
