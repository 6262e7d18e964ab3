import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config';

const mocks = vi.hoisted(() => ({
  onIdTokenChanged: vi.fn(),
  getAuthInstance: vi.fn(() => ({ name: 'auth' })),
}));
vi.mock('firebase/auth', () => ({ onIdTokenChanged: mocks.onIdTokenChanged }));
vi.mock('@/lib/auth', () => ({ getAuthInstance: mocks.getAuthInstance }));

import { SessionProvider, useSession } from './session';

function Status() {
  const { status, user } = useSession();
  return <p>{`${status}${user ? ` as ${user.uid}` : ''}`}</p>;
}

function renderSession() {
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );
}

/** Lets the dynamic imports and the timers run. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  mocks.onIdTokenChanged.mockReset().mockReturnValue(() => {});
});
afterEach(() => vi.useRealTimers());

describe('SessionProvider', () => {
  it('on a device that never signed in, starts signed out and loads Auth only when the visitor acts', async () => {
    renderSession();
    await settle(1000);
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    expect(mocks.onIdTokenChanged).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    // Auth starts once the action has been painted: a frame later.
    await settle(50);
    expect(mocks.onIdTokenChanged).toHaveBeenCalledTimes(1);

    // A saved user found by Auth (the hint was missing) still signs the page in, and is remembered.
    const report = mocks.onIdTokenChanged.mock.calls[0][1] as (user: { uid: string } | null) => void;
    await act(async () => report({ uid: 'u1' }));
    expect(screen.getByText('signedIn as u1')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.signedInHint)).toBe('1');

    await act(async () => report(null));
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.signedInHint)).toBeNull();
  });

  it('without any action, loads Auth after the visitor has been reading a while', async () => {
    renderSession();
    await settle(4000);
    expect(mocks.onIdTokenChanged).not.toHaveBeenCalled();
    await settle(2000);
    expect(mocks.onIdTokenChanged).toHaveBeenCalledTimes(1);
  });

  it('on a device with a signed-in user, waits for Auth (loading) and loads it at once', async () => {
    localStorage.setItem(STORAGE_KEYS.signedInHint, '1');
    renderSession();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle(600);
    expect(mocks.onIdTokenChanged).toHaveBeenCalledTimes(1);
    const report = mocks.onIdTokenChanged.mock.calls[0][1] as (user: { uid: string } | null) => void;
    await act(async () => report({ uid: 'u2' }));
    expect(screen.getByText('signedIn as u2')).toBeInTheDocument();
  });
});
