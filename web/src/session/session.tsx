import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { STORAGE_KEYS, UI } from '@/config';
import { afterPaint } from '@/lib/afterPaint';

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

// Where a visitor starts signed out and Auth loads late: the landing page and the data pages (lateAuthOn).
const LATE_AUTH_PATHS = new Set(['/']);

/** Adds screens where a visitor starts signed out, Auth loading late: the app names its data pages (app/router.tsx). */
export function lateAuthOn(paths: readonly string[]): void {
  paths.forEach((path) => LATE_AUTH_PATHS.add(path));
}
// What makes such a visitor need Auth: acting on the page, or another tab signing in; otherwise Auth loads once
// the visitor has been reading for a while (UI.visitorIdleMs; it also corrects a missing hint).
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Whether this screen starts as a visitor's, signed out, with the Firebase SDKs loading late. */
function startsLate(): boolean {
  return !maybeSignedIn() && LATE_AUTH_PATHS.has(window.location.pathname);
}

/**
 * Runs `start` once this screen needs the Firebase SDKs (Auth, and Firestore's live listeners): soon (once the
 * first screen is up) on a device that had a signed-in user, or on a screen that needs the session at once. A
 * visitor who starts signed out on the landing page or a data page reads what the page shows (its lists read
 * over REST) and needs them only when they act on the page, another tab signs in, or after they have been
 * reading for a while: a first visit does not pay the SDKs' main-thread time before it needs them. Returns a
 * cleanup that cancels what has not run.
 */
export function whenSdksNeeded(start: () => void): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const run = () => {
    if (done) return;
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    start();
  };
  const later = (delay: number) => {
    const timer = window.setTimeout(() => {
      // Once the first screen is up, so the SDKs never delay the first paint or hydration.
      const idle = window.requestIdleCallback?.(run, { timeout: 500 });
      if (idle === undefined) run();
      else cleanups.push(() => window.cancelIdleCallback(idle));
    }, delay);
    cleanups.push(() => window.clearTimeout(timer));
  };
  if (!startsLate()) {
    later(0);
  } else {
    // After the paint of the action: the SDKs' imports (their preloads, a link per file) and evaluation never hold up
    // the answer to the press that asked for them (docs/architecture.md, "Interactions").
    const onAction = () => cleanups.push(afterPaint(run));
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onAction, { capture: true, passive: true });
      cleanups.push(() => window.removeEventListener(type, onAction, { capture: true }));
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.signedInHint) run();
    };
    window.addEventListener('storage', onStorage);
    cleanups.push(() => window.removeEventListener('storage', onStorage));
    later(UI.visitorIdleMs);
  }
  return () => {
    done = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}

/**
 * Tracks the signed-in user: the one source of "who is signed in" for the whole app. The Auth SDK is
 * imported after first render so the landing page paints without waiting for it, and for a visitor who starts
 * signed out on the landing page or a data page, only once the visit needs it (whenSdksNeeded).
 * The header, the landing page and the data pages need the session without reactfire, so this is the app's one
 * session; reactfire's `useSigninCheck` reads the same Auth instance for the login-required routes' guards, under
 * the layout that mounts its AuthProvider (app/SignedInLayout.tsx).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // A visitor on the landing page or a data page (which reads its lists over REST) starts signed out;
    // other screens need the session at once (their guards, the forms). Whenever Firestore starts, it has
    // created the Auth instance before its first read (lib/firestore.ts).
    if (startsLate()) startTransition(() => setSession({ status: 'signedOut', user: null }));
    const stop = whenSdksNeeded(() => {
      void Promise.all([import('firebase/auth'), import('@/lib/auth')]).then(([{ onIdTokenChanged }, { getAuthInstance }]) => {
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
      });
    });
    return () => {
      cancelled = true;
      stop();
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
