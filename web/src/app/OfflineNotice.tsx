import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TEXTS, type ListName } from '@mentorbridge/model';
import { OfflineBanner } from '@/components/OfflineBanner';
import { useOnlineStatus } from '@/components/useOnlineStatus';
import { dataPageAt } from '@/lib/dataPage';
import { useListsRefreshedAt } from '@/lib/useCachedList';
import { useSession } from '@/session';
import { DATA_PAGES } from './dataPages';

/** Which lists' copies on the device a screen shows (each copy goes by its list's name), so the banner can say how fresh they are. */
function listsFor(pathname: string): ListName[] {
  // A profile offline is the directory's copy of the mentor.
  if (pathname.startsWith('/profile/')) return ['mentors'];
  const page = dataPageAt(DATA_PAGES, pathname);
  return page ? [page.list] : [];
}

let persistAsked = false;

/** Asks once per visit that the browser keep the offline data even when storage runs low. */
function requestPersistentStorage() {
  if (persistAsked || !navigator.storage?.persist) return;
  persistAsked = true;
  void navigator.storage
    .persisted()
    .then((persisted) => (persisted ? true : navigator.storage.persist()))
    .catch(() => false);
}

/**
 * Above every data screen: the offline banner, and the background jobs of offline support (persistent
 * storage, reporting queued writes the server refused after a reload).
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const { pathname } = useLocation();
  const { user } = useSession();
  const lists = listsFor(pathname);
  const refreshed = useListsRefreshedAt(lists);

  useEffect(requestPersistentStorage, []);

  const uid = user?.uid;
  useEffect(() => {
    // Loaded only for a signed-in user (the journal reads Auth's current user): a visitor's list needs neither.
    if (uid && online) void import('@/lib/writeJournal').then(({ checkUnconfirmedWrites }) => checkUnconfirmedWrites());
  }, [uid, online]);

  // "5 minutes ago" keeps counting while the user stays offline.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (online) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [online]);

  if (online) return null;
  return <OfflineBanner now={now} lists={lists.map((list) => ({ label: TEXTS.listPages[list].copy, at: refreshed[list] ?? null }))} />;
}
