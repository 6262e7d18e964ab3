import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { STORAGE_KEYS } from '@/config';
import { DATA_PAGES } from '@/lib/dataPages';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: User | null;
}

const SessionContext = createContext<Session>({ status: 'loading', user: null });

/** Whether this device last had a signed-in user; unreadable storage counts as "maybe". */
function maybeSignedIn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.signedInHint) === '1';
  } catch {
    return true;
  }
}

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(STORAGE_KEYS.signedInHint, '1');
    else localStorage.removeItem(STORAGE_KEYS.signedInHint);
  } catch {
    // Without storage every visit loads Auth up front, as before.
  }
}

// Where a visitor starts signed out and Auth loads late: the landing page and the data pages.
const LATE_AUTH_PATHS = new Set(['/', ...DATA_PAGES.map((page) => `/${page}`)]);
// What makes such a visitor need Auth: acting on the page, or another tab signing in.
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
// Otherwise Auth loads once the visitor has been reading for a while (it also corrects a missing hint).
const LANDING_IDLE_MS = 5000;

/**
 * Tracks the signed-in user: the one source of "who is signed in" for the whole app. The Auth SDK is
 * imported after first render so the landing page paints without waiting for it. A device that has
 * never had a signed-in user starts as signed out, and on the landing page and the data pages loads Auth only when the
 * visitor acts (or after a quiet while), so a first visit does not pay for the SDK before it needs it.
 * This is also why reactfire's `useUser`/`useSigninCheck` are not used: they need its AuthProvider,
 * which only exists (with the Auth SDK loaded) below the data screens' layout, while the header and the
 * landing page need the session before that.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    const cleanups: (() => void)[] = [];
    const start = () => {
      if (started || cancelled) return;
      started = true;
      cleanups.forEach((cleanup) => cleanup());
      void Promise.all([import('firebase/auth'), import('@/lib/auth')]).then(
        ([{ onIdTokenChanged }, { getAuthInstance }]) => {
          if (cancelled) return;
          // onIdTokenChanged also fires after profile updates that refresh the token.
          let restored = false;
          unsubscribe = onIdTokenChanged(getAuthInstance(), (user) => {
            rememberSignedIn(user !== null);
            const next: Session = { status: user ? 'signedIn' : 'signedOut', user };
            if (restored) return setSession(next);
            restored = true;
            // The restored session is a transition: if the pre-rendered page is still hydrating,
            // hydration goes on in slices instead of being forced through in one blocking task.
            startTransition(() => setSession(next));
          });
        },
      );
    };
    const later = (callback: () => void, delay: number) => {
      const timer = window.setTimeout(() => {
        // Once the first screen is up, so Auth never delays the first paint or hydration.
        const idle = window.requestIdleCallback?.(callback, { timeout: 500 });
        if (idle === undefined) callback();
        else cleanups.push(() => window.cancelIdleCallback(idle));
      }, delay);
      cleanups.push(() => window.clearTimeout(timer));
    };

    // A visitor on the landing page or a data page (which reads its lists over REST) starts signed out;
    // other screens need the session at once (their guards, the forms). Whenever Firestore starts, it has
    // created the Auth instance before its first read (lib/firestore.ts).
    if (maybeSignedIn() || !LATE_AUTH_PATHS.has(window.location.pathname)) {
      later(start, 0);
    } else {
      startTransition(() => setSession({ status: 'signedOut', user: null }));
      for (const type of INTERACTIONS) {
        window.addEventListener(type, start, { capture: true, passive: true });
        cleanups.push(() => window.removeEventListener(type, start, { capture: true }));
      }
      const onStorage = (event: StorageEvent) => {
        if (event.key === STORAGE_KEYS.signedInHint) start();
      };
      window.addEventListener('storage', onStorage);
      cleanups.push(() => window.removeEventListener('storage', onStorage));
      later(start, LANDING_IDLE_MS);
    }
    return () => {
      cancelled = true;
      cleanups.forEach((cleanup) => cleanup());
      unsubscribe?.();
    };
  }, []);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session; status is 'loading' until Auth has restored any saved user. */
export function useSession(): Session {
  return useContext(SessionContext);
}

/** Lets tests and previews provide a fixed session. */
export const SessionContextProvider = SessionContext.Provider;
