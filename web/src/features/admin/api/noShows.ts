import { useEffect, useState } from 'react';
import { collection, getCountFromServer, query, Timestamp, where } from 'firebase/firestore';
import { COLLECTIONS, LIMITS } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';

const DAY_MS = 86_400_000;

/**
 * How many students reported a no-show for a mentor in the last LIMITS.noShowWindowDays days: one count() per mentor
 * shown in the Users tab of the `no_shows` records (one per student and mentor, so a student who answered "No" twice
 * counts once), served by the index (mentor_id, last_at). Null while unknown or when it could not be read.
 */
export function useNoShows(mentorId: string | null): number | null {
  const [count, setCount] = useState<{ id: string; value: number } | null>(null);
  useEffect(() => {
    if (!mentorId) return;
    let cancelled = false;
    const since = Timestamp.fromMillis(Date.now() - LIMITS.noShowWindowDays * DAY_MS);
    const reports = query(
      collection(getDb(), COLLECTIONS.noShows),
      where('mentor_id', '==', mentorId),
      where('last_at', '>=', since),
    );
    getCountFromServer(reports)
      .then((snap) => !cancelled && setCount({ id: mentorId, value: snap.data().count }))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [mentorId]);
  return count && count.id === mentorId ? count.value : null;
}
