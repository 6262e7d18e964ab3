import { useMemo } from 'react';
import { collection, query, where, type Query } from 'firebase/firestore';
import { COLLECTIONS, type Profile } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { useLiveQuery } from '@/lib/liveQuery';
import { CACHED_LISTS } from '@/lib/offlineCache';
import { useCachedList } from '@/lib/useCachedList';
import { profileConverter } from '@/session';
import type { Mentor } from './filters';

export type MentorsState =
  | { status: 'loading'; mentors: Mentor[] }
  | { status: 'error'; mentors: Mentor[]; error: Error }
  | { status: 'ready'; mentors: Mentor[] };

/** Every mentor profile (public; the rules allow visitors to run this query). */
export function mentorsQuery(): Query<Profile> {
  return query(collection(getDb(), COLLECTIONS.profiles).withConverter(profileConverter), where('role', '==', 'mentor'));
}

const byName = (a: Mentor, b: Mentor) => a.display_name.localeCompare(b.display_name);

/**
 * All mentors, live, sorted by name. The one data entry point of the directory: filtering happens in
 * `filterMentors`, so a cache can later be put behind this hook without touching the screen.
 */
export function useMentors(): MentorsState {
  const state = useLiveQuery(mentorsQuery());
  const live = useMemo(
    () => (state.status === 'success' ? state.data.map((item) => item.data).sort(byName) : []),
    [state],
  );
  // Shown at once from the device's offline copy, refreshed by every list the server sends.
  const cached = useCachedList(
    CACHED_LISTS.mentors.name,
    {
      status: state.status === 'success' ? 'ready' : state.status,
      items: live,
      fromCache: state.fromCache,
      error: state.status === 'error' ? state.error : undefined,
    },
    { compare: byName },
  );
  const mentors = cached.items;
  if (cached.status === 'loading') return { status: 'loading', mentors };
  if (cached.status === 'error') return { status: 'error', mentors, error: cached.error ?? new Error('Failed to load mentors') };
  return { status: 'ready', mentors };
}
