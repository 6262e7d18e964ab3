import type { ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { collection, disableNetwork, doc, initializeFirestore, memoryLocalCache, setDoc, terminate, type Firestore } from 'firebase/firestore';
import type { ReactFireGlobals } from 'reactfire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from './liveQuery';
import { clearLiveReads, FirebaseProviders, noteUser, RELEASE_MS, useLiveCollection, useLiveDocument } from './reactfire';

// A real Firestore in memory with its network off: every snapshot comes from the cache, and writes stay pending.
let app: FirebaseApp;
let db: Firestore;
let apps = 0;

/** An Auth for the provider: the cache follows sign-ins through its onIdTokenChanged (noteUser is driven below). */
const auth = (): Auth => ({ name: app.name, app, onIdTokenChanged: (next: (user: User | null) => void) => (next(null), () => undefined) }) as unknown as Auth;

function withProviders(children: ReactNode) {
  return (
    <FirebaseProviders app={app} auth={auth()} db={db}>
      {children}
    </FirebaseProviders>
  );
}

/** Shows a LiveState as text: its status, its marks and its data. */
function Show({ state }: { state: LiveState<unknown> }) {
  const marks = state.status === 'success' ? `${state.pending ? 'pending' : 'sent'} ${state.fromCache ? 'cache' : 'server'}` : '';
  const detail = state.status === 'error' ? state.error.message : JSON.stringify(state.data);
  return <p>{`${state.status} ${marks} ${detail}`.replace(/\s+/g, ' ')}</p>;
}

function Thing({ id }: { id: string | null }) {
  return <Show state={useLiveDocument((firestore) => (id ? doc(firestore, 'things', id) : null))} />;
}

function Things() {
  const state = useLiveCollection((firestore) => collection(firestore, 'things'));
  return <Show state={state.status === 'success' ? { ...state, data: state.data.map((item) => `${item.id}:${item.pending}`) } : state} />;
}

const cache = () => (globalThis as typeof globalThis & ReactFireGlobals)._reactFirePreloadedObservables;
const ourKeys = () => [...cache().keys()].filter((key) => /^mentorbridge:(document|query):\d+$/.test(key));

beforeEach(async () => {
  app = initializeApp({ projectId: 'demo-reactfire', apiKey: 'test', appId: 'test' }, `reactfire-${++apps}`);
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
  await disableNetwork(db);
});

afterEach(async () => {
  // Unmounted first, so that nothing reads again once the cache is cleared.
  cleanup();
  clearLiveReads();
  await terminate(db);
  await deleteApp(app);
});

describe('reads through reactfire', () => {
  it('report a document with its from-cache and pending marks, as useLiveDoc does', async () => {
    render(withProviders(<Thing id="a" />));
    expect(await screen.findByText('success sent cache null')).toBeInTheDocument();

    // Offline, the write stays queued: the document shows at once, marked pending.
    void setDoc(doc(db, 'things', 'a'), { n: 1 });
    expect(await screen.findByText('success pending cache {"n":1,"id":"a"}')).toBeInTheDocument();
  });

  it('report a query with the list’s and each item’s pending marks', async () => {
    void setDoc(doc(db, 'things', 'b'), { n: 2 });
    render(withProviders(<Things />));
    expect(await screen.findByText('success pending cache ["b:true"]')).toBeInTheDocument();
  });

  it('report nothing to read as an empty success, and a refused read as an error state instead of throwing', async () => {
    render(withProviders(<Thing id={null} />));
    expect(screen.getByText('success sent server null')).toBeInTheDocument();

    await terminate(db);
    render(withProviders(<Thing id="c" />));
    expect(await screen.findByText(/^error .*terminated/)).toBeInTheDocument();
  });

  it('share one cache entry between screens, and let it go a while after the last one leaves', async () => {
    const first = render(withProviders(<Thing id="d" />));
    const second = render(withProviders(<Thing id="d" />));
    expect(await screen.findAllByText('success sent cache null')).toHaveLength(2);
    expect(ourKeys()).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      first.unmount();
      act(() => vi.advanceTimersByTime(RELEASE_MS));
      expect(ourKeys()).toHaveLength(1);
      second.unmount();
      act(() => vi.advanceTimersByTime(RELEASE_MS - 1));
      expect(ourKeys()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(ourKeys()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are cleared, their listeners ended, when the signed-in user changes', async () => {
    noteUser('student-1');
    render(withProviders(<Thing id="e" />));
    expect(await screen.findByText('success sent cache null')).toBeInTheDocument();
    const [key] = ourKeys();
    const held = cache().get(key);

    // A token refresh of the same user keeps the cache.
    noteUser('student-1');
    expect(ourKeys()).toEqual([key]);

    act(() => noteUser(null));
    expect(cache().has(key)).toBe(false);
    // The source reactfire held has completed: its Firestore listener is gone.
    expect(held?.immutableStatus.isComplete).toBe(true);
    // The screen still shown reads afresh, under a new entry.
    await waitFor(() => expect(ourKeys()).toHaveLength(1));
    expect(ourKeys()[0]).not.toBe(key);
    expect(await screen.findByText('success sent cache null')).toBeInTheDocument();
  });
});
