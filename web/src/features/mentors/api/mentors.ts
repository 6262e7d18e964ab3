import { useMemo } from 'react';
import { collection, query, where, type Query } from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import { useLiveQuery } from '../../../lib/liveQuery';
import type { Profile } from '../../../lib/models';
import { profileConverter } from '../../profiles';
import type { Mentor } from './filters';

export type MentorsState =
  | { status: 'loading'; mentors: Mentor[] }
  | { status: 'error'; mentors: Mentor[]; error: Error }
  | { status: 'ready'; mentors: Mentor[] };

/** Every mentor profile (public; the rules allow visitors to run this query). */
export function mentorsQuery(): Query<Profile> {
  return query(collection(getDb(), 'profiles').withConverter(profileConverter), where('role', '==', 'mentor'));
}

/**
 * All mentors, live, sorted by name. The one data entry point of the directory: filtering happens in
 * `filterMentors`, so a cache can later be put behind this hook without touching the screen.
 */
export function useMentors(): MentorsState {
  const state = useLiveQuery(mentorsQuery());
  const mentors = useMemo(
    () =>
      state.status === 'success'
        ? state.data.map((item) => item.data).sort((a, b) => a.display_name.localeCompare(b.display_name))
        : [],
    [state],
  );
  if (state.status === 'loading') return { status: 'loading', mentors };
  if (state.status === 'error') return { status: 'error', mentors, error: state.error };
  return { status: 'ready', mentors };
}
