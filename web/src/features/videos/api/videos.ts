import { useMemo } from 'react';
import { collection, doc, limit, orderBy, query, serverTimestamp, setDoc, where, type Query } from 'firebase/firestore';
import { COLLECTIONS, newVideo, type PersonCopy, type VideoInput } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { useLiveQuery } from '@/lib/liveQuery';
import type { LocalWrite } from '@/lib/writeOutcome';
import { videoConverter } from './converters';
import type { Video } from './types';

const videosCollection = () => collection(getDb(), COLLECTIONS.videos).withConverter(videoConverter);

export type VideosState =
  | { status: 'loading'; videos: Video[] }
  | { status: 'error'; videos: Video[]; error: Error }
  | { status: 'ready'; videos: Video[]; fromCache: boolean };

function useVideoQuery(q: Query<Video> | null): VideosState {
  const state = useLiveQuery(q);
  const videos = useMemo(
    () => (state.status === 'success' ? state.data.map((item) => item.data) : []),
    [state],
  );
  if (state.status === 'loading') return { status: 'loading', videos };
  if (state.status === 'error') return { status: 'error', videos, error: state.error };
  return { status: 'ready', videos, fromCache: state.fromCache };
}

/** The mentor's most recent videos, newest first, live. */
export function recentVideosQuery(mentorId: string, count: number): Query<Video> {
  return query(videosCollection(), where('mentor_id', '==', mentorId), orderBy('created_at', 'desc'), limit(count));
}

/** The mentor's `count` most recent videos, live (the dashboard's overview). */
export const useRecentVideos = (mentorId: string | null, count: number) =>
  useLiveQuery(mentorId ? recentVideosQuery(mentorId, count) : null);

/** One mentor's videos, newest first, live (null: nothing to load). */
export function useMentorVideos(mentorId: string | null): VideosState {
  return useVideoQuery(
    mentorId ? query(videosCollection(), where('mentor_id', '==', mentorId), orderBy('created_at', 'desc')) : null,
  );
}

/**
 * Publishes a video for the signed-in mentor. Returns at once with the new id; `saved` settles when
 * the server has acknowledged the write (never while offline: the write waits in the local queue).
 */
export function createVideo(mentor: PersonCopy, input: VideoInput): LocalWrite {
  const ref = doc(collection(getDb(), COLLECTIONS.videos));
  const video = newVideo({ ...input, title: input.title.trim(), description: input.description.trim() }, mentor, serverTimestamp());
  return { id: ref.id, saved: setDoc(ref, video) };
}
