import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: User | null;
}

const SessionContext = createContext<Session>({ status: 'loading', user: null });

/**
 * Tracks the signed-in user. The Auth SDK is imported after first render so the landing
 * page paints without waiting for it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void Promise.all([import('firebase/auth'), import('../../../lib/auth')]).then(
        ([{ onIdTokenChanged }, { getAuthInstance }]) => {
          if (cancelled) return;
          // onIdTokenChanged also fires after profile updates that refresh the token.
          let restored = false;
          unsubscribe = onIdTokenChanged(getAuthInstance(), (user) => {
            const next: Session = { status: user ? 'signedIn' : 'signedOut', user };
            if (restored) return setSession(next);
            restored = true;
            // The restored session is a transition: if the pre-rendered page is still hydrating,
            // hydration goes on in slices instead of being forced through in one blocking task.
            startTransition(() => setSession(next));
          });
        },
      );
    // Auth starts once the first screen is up, so it never delays the first paint or hydration.
    const idle = window.requestIdleCallback?.(start, { timeout: 500 });
    const timer = idle === undefined ? window.setTimeout(start, 0) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
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
