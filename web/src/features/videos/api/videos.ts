import { useMemo } from 'react';
import { collection, doc, limit, orderBy, query, serverTimestamp, setDoc, where, type Firestore, type Query } from 'firebase/firestore';
import { COLLECTIONS, LIST_PAGE_SIZE, newVideo, type PersonCopy, type VideoInput } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { useLiveQuery } from '@/lib/liveQuery';
import { useLiveCollection } from '@/lib/reactfire';
import type { LocalWrite } from '@/lib/writeOutcome';
import { videoConverter } from './converters';
import type { Video } from './types';

// The reads are the signed-in screens' (the dashboard, the profile's videos): through reactfire (lib/reactfire.tsx),
// with the Firestore instance its provider gives (SignedInLayout).
const videosCollection = (db: Firestore) => collection(db, COLLECTIONS.videos).withConverter(videoConverter);

export type VideosState =
  | { status: 'loading'; videos: Video[] }
  | { status: 'error'; videos: Video[]; error: Error }
  | { status: 'ready'; videos: Video[]; fromCache: boolean };

/** The mentor's most recent videos, newest first. */
export function recentVideosQuery(mentorId: string, count: number, db: Firestore): Query<Video> {
  return query(videosCollection(db), where('mentor_id', '==', mentorId), orderBy('created_at', 'desc'), limit(count));
}

/** A mentor's newest videos (a page of them), live, for their public page: outside the signed-in layout, so not through reactfire. */
export const usePublicMentorVideos = (mentorId: string | null) =>
  useLiveQuery(mentorId ? recentVideosQuery(mentorId, LIST_PAGE_SIZE, getDb()) : null);

/** The mentor's `count` most recent videos, live (the dashboard's overview). */
export const useRecentVideos = (mentorId: string | null, count: number) =>
  useLiveCollection((db) => (mentorId ? recentVideosQuery(mentorId, count, db) : null));

/** One mentor's videos, newest first, live (null: nothing to load). */
export function useMentorVideos(mentorId: string | null): VideosState {
  const state = useLiveCollection((db) =>
    mentorId ? query(videosCollection(db), where('mentor_id', '==', mentorId), orderBy('created_at', 'desc')) : null,
  );
  const videos = useMemo(() => (state.status === 'success' ? state.data.map((item) => item.data) : []), [state]);
  if (state.status === 'loading') return { status: 'loading', videos };
  if (state.status === 'error') return { status: 'error', videos, error: state.error };
  return { status: 'ready', videos, fromCache: state.fromCache };
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
