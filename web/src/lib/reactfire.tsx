import { useEffect, type ReactNode } from 'react';
import type { FirebaseApp } from 'firebase/app';
import { onIdTokenChanged, type Auth } from 'firebase/auth';
import { onSnapshot, queryEqual, refEqual, type DocumentReference, type Firestore, type Query } from 'firebase/firestore';
import { Observable } from 'rxjs';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  useAuth,
  useFirestore,
  useObservable,
  type ReactFireGlobals,
} from 'reactfire';
import { docState, failedState, LOADING, queryState, type LiveItem, type LiveState } from './liveQuery';

/**
 * reactfire's providers for the signed-in screens (app/SignedInLayout.tsx), given the page's own instances: the
 * route guards read the session with its `useSigninCheck`, and the screens' reads below go through its cache.
 * Without Suspense (unreliable with React 19): every hook reports 'loading' instead of suspending.
 */
export function FirebaseProviders({ app, auth, db, children }: { app: FirebaseApp; auth: Auth; db: Firestore; children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

type Target = DocumentReference<unknown> | Query<unknown>;

/** One read in reactfire's cache: its key there, what it watches, and how to end it. */
interface Entry {
  key: string;
  target: Target;
  /** Mounted components reading it. */
  users: number;
  /** Ends the Firestore listener (completes the source reactfire holds). */
  end?: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * How long a read nobody shows stays in the cache, listening: a screen opened again within it renders at once.
 * reactfire itself never lets go of a read once a component has used it (its warm-up subscription stays).
 */
export const RELEASE_MS = 30_000;

let entries: Entry[] = [];
let made = 0;

const same = (a: Target, b: Target): boolean =>
  a.type === 'document' ? b.type === 'document' && refEqual(a, b) : b.type !== 'document' && queryEqual(a, b);

/** The cache entry of a document or query (the same path or query, converter and Firestore instance), made on first use. */
function entryFor(target: Target): Entry {
  const known = entries.find((entry) => same(entry.target, target));
  if (known) return known;
  const entry: Entry = { key: `mentorbridge:${target.type}:${++made}`, target, users: 0 };
  entries.push(entry);
  // A render that never mounts (StrictMode, an abandoned transition) would otherwise leave its listener on.
  entry.timer = setTimeout(() => release(entry), RELEASE_MS);
  return entry;
}

const preloaded = () => (globalThis as typeof globalThis & Partial<ReactFireGlobals>)._reactFirePreloadedObservables;

/** Takes a read out of reactfire's cache and ends its listener; the next render that needs it reads afresh. */
function release(entry: Entry): void {
  clearTimeout(entry.timer);
  entries = entries.filter((other) => other !== entry);
  preloaded()?.delete(entry.key);
  entry.end?.();
}

/**
 * Empties reactfire's cache of Firestore reads and ends their listeners. Runs whenever the signed-in user changes
 * (sign-out, from any tab or path): the next user of the device is never shown the previous one's documents, and
 * no read keeps a listener on the Firestore instance that sign-out terminates.
 */
export function clearLiveReads(): void {
  [...entries].forEach(release);
  entries = [];
}

/** The user whose reads the cache holds; undefined until Auth has said. */
let owner: string | null | undefined;
let following = false;

/** Tells the cache who is signed in now: another user (or nobody) than before clears it. */
export function noteUser(uid: string | null): void {
  if (owner !== undefined && uid !== owner) clearLiveReads();
  owner = uid;
}

function followSignIns(auth: Auth): void {
  if (following) return;
  following = true;
  onIdTokenChanged(auth, (user) => noteUser(user?.uid ?? null));
}

/** A read to cache: what it watches, and how to listen to it. */
interface Read<S> {
  target: Target;
  listen: (report: (state: LiveState<S>) => void, fail: (error: Error) => void) => () => void;
}

/**
 * The source reactfire caches for a read: every snapshot (with metadata-only changes, so the pending and
 * from-cache marks stay current) as a LiveState, and a failure as an error state instead of an error thrown
 * during render (reactfire throws errors without Suspense), as is a listener refused at once. `end` completes it,
 * which removes the listener.
 */
function source<S>(entry: Entry, read: Read<S>): Observable<LiveState<S>> {
  return new Observable<LiveState<S>>((subscriber) => {
    entry.end = () => subscriber.complete();
    const fail = (error: unknown) => subscriber.next(failedState(error instanceof Error ? error : new Error(String(error))));
    try {
      return read.listen((state) => subscriber.next(state), fail);
    } catch (error) {
      // A terminated instance refuses at once (a screen rendered during sign-out).
      fail(error);
      return undefined;
    }
  });
}

/**
 * Counts the components that show a read, and lets it go RELEASE_MS after the last one has gone. Also follows the
 * provided Auth, so that a change of user clears the cache.
 */
function useHeld(entry: Entry | null): void {
  const auth = useAuth();
  useEffect(() => {
    followSignIns(auth);
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.users += 1;
    return () => {
      entry.users -= 1;
      if (entry.users === 0) entry.timer = setTimeout(() => release(entry), RELEASE_MS);
    };
  }, [entry, auth]);
}

/** A read through reactfire's useObservable, or `none` (under a key of its own) when there is nothing to read. */
function useCachedRead<S>(read: Read<S> | null, none: { key: string; state: LiveState<S> }): LiveState<S> {
  const entry = read ? entryFor(read.target) : null;
  useHeld(entry);
  const status = useObservable<LiveState<S>>(
    entry?.key ?? none.key,
    entry && read ? source(entry, read) : new Observable<LiveState<S>>((subscriber) => subscriber.next(none.state)),
  );
  return status.status === 'success' ? status.data : LOADING;
}

const NO_DOCUMENT = { key: 'mentorbridge:document:none', state: { status: 'success', data: null, pending: false, fromCache: false } } as const;
const NO_ITEMS = { key: 'mentorbridge:query:none', state: { status: 'success', data: [] as never[], pending: false, fromCache: false } } as const;

/**
 * A live document through reactfire (under FirebaseProviders): `at` builds the reference from the provided
 * Firestore, or returns null when there is nothing to watch. The same state as useLiveDoc (lib/liveQuery.ts),
 * marks included; a document already read on this visit shows at once.
 */
export function useLiveDocument<T>(at: (db: Firestore) => DocumentReference<T> | null): LiveState<(T & { id: string }) | null> {
  const ref = at(useFirestore());
  return useCachedRead(
    ref && {
      target: ref,
      listen: (report, fail) => onSnapshot(ref, { includeMetadataChanges: true }, (snap) => report(docState(snap)), fail),
    },
    NO_DOCUMENT,
  );
}

/**
 * A live query through reactfire (under FirebaseProviders): `at` builds the query from the provided Firestore,
 * or returns null for none. The same state as useLiveQuery (lib/liveQuery.ts): each item's pending mark, and the
 * list's. For bounded reads only: every distinct query is a cache entry of its own, and there is no paging.
 */
export function useLiveCollection<T>(at: (db: Firestore) => Query<T> | null): LiveState<LiveItem<T>[]> {
  const query = at(useFirestore());
  return useCachedRead<LiveItem<T>[]>(
    query && {
      target: query,
      listen: (report, fail) => onSnapshot(query, { includeMetadataChanges: true }, (snap) => report(queryState(snap)), fail),
    },
    NO_ITEMS,
  );
}
