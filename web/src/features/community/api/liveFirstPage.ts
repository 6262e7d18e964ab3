import { collection, limit, onSnapshot, query, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS, LISTS } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { listQuery } from '@/lib/listQuery';
import type { LiveItem } from '@/lib/liveQuery';
import type { Discussion } from '@mentorbridge/model';
import { discussionConverter } from './converters';

/**
 * Watches the first page of discussions for the server's search word (null: all): the SDK half of
 * useDiscussionList (discussionList.ts), imported once the first page is on screen, so the list's first cards
 * never wait for the SDK. Reports null on an error (the list then simply stays as it was read).
 */
export function watchFirstPage(term: string | null, report: (items: LiveItem<Discussion>[] | null) => void): Unsubscribe {
  const discussions = collection(getDb(), COLLECTIONS.discussions).withConverter(discussionConverter);
  const first = query(listQuery(discussions, LISTS.discussions, {}, term), limit(LISTS.discussions.pageSize));
  return onSnapshot(
    first,
    { includeMetadataChanges: true },
    (snap) => {
      // The SDK's own cache holds only what this device watched before: a snapshot from it (offline, or before
      // the server answers) would drop from the list every discussion it lacks. Only this device's own writes
      // are worth showing before the server's view.
      if (snap.metadata.fromCache && !snap.metadata.hasPendingWrites) return;
      report(snap.docs.map((d) => ({ id: d.id, data: d.data(), pending: d.metadata.hasPendingWrites })));
    },
    () => report(null),
  );
}
