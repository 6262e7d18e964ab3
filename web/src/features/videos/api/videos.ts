import { useMemo } from 'react';
import {
  collection,
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentData,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import { useLiveQuery } from '../../../lib/liveQuery';
import type { PersonCopy } from '../../../lib/models';
import { CACHED_LISTS } from '../../../lib/offlineCache';
import { reviveTimestamps } from '../../../lib/reviveTimestamps';
import { useCachedList } from '../../../lib/useCachedList';
import { toVideo, type Video, type VideoCategory } from './model';

// Local writes carry an estimated creation time, so a video saved offline sorts first at once.
const rawConverter: FirestoreDataConverter<DocumentData> = {
  toFirestore: (data) => data,
  fromFirestore: (snapshot) => snapshot.data({ serverTimestamps: 'estimate' }),
};

const videosCollection = () => collection(getDb(), 'videos').withConverter(rawConverter);

export type VideosState =
  | { status: 'loading'; videos: Video[] }
  | { status: 'error'; videos: Video[]; error: Error }
  | { status: 'ready'; videos: Video[]; fromCache: boolean };

function useVideoQuery(q: Query<DocumentData> | null): VideosState {
  const state = useLiveQuery(q);
  const videos = useMemo(
    () => (state.status === 'success' ? state.data.map((item) => toVideo(item.id, item.data, item.pending)) : []),
    [state],
  );
  if (state.status === 'loading') return { status: 'loading', videos };
  if (state.status === 'error') return { status: 'error', videos, error: state.error };
  return { status: 'ready', videos, fromCache: state.fromCache };
}

// Newest first; a video without a time yet (just written) counts as newest.
const newestFirst = (a: Video, b: Video) =>
  (b.created_at?.toMillis() ?? Number.MAX_SAFE_INTEGER) - (a.created_at?.toMillis() ?? Number.MAX_SAFE_INTEGER);

/**
 * Every video, newest first, live. Shown at once from the device's offline copy, which every
 * list from the server refreshes, so the hub also works offline.
 */
export function useVideos(): VideosState {
  const state = useVideoQuery(query(videosCollection(), orderBy('created_at', 'desc')));
  const cached = useCachedList(
    CACHED_LISTS.videos.name,
    {
      status: state.status,
      items: state.videos,
      fromCache: state.status === 'ready' && state.fromCache,
      error: state.status === 'error' ? state.error : undefined,
    },
    { revive: reviveTimestamps, compare: newestFirst },
  );
  if (cached.status === 'loading') return { status: 'loading', videos: cached.items };
  if (cached.status === 'error') return { status: 'error', videos: cached.items, error: cached.error ?? new Error('Failed to load videos') };
  return { status: 'ready', videos: cached.items, fromCache: cached.stale };
}

/** One mentor's videos, newest first, live (null: nothing to load). */
export function useMentorVideos(mentorId: string | null): VideosState {
  return useVideoQuery(
    mentorId ? query(videosCollection(), where('mentor_id', '==', mentorId), orderBy('created_at', 'desc')) : null,
  );
}

export interface NewVideo {
  title: string;
  description: string;
  video_url: string;
  youtube_id: string;
  thumbnail_url: string | null;
  duration: string | null;
  category: VideoCategory;
}

/**
 * Publishes a video for the signed-in mentor. Returns at once with the new id; `saved` settles when
 * the server has acknowledged the write (never while offline: the write waits in the local queue).
 */
export function createVideo(mentor: PersonCopy, input: NewVideo): { id: string; saved: Promise<void> } {
  const ref = doc(collection(getDb(), 'videos'));
  const saved = setDoc(ref, {
    mentor_id: mentor.id,
    mentor: { id: mentor.id, display_name: mentor.display_name, avatar_url: mentor.avatar_url ?? null },
    title: input.title.trim(),
    description: input.description.trim(),
    video_url: input.video_url,
    youtube_id: input.youtube_id,
    thumbnail_url: input.thumbnail_url,
    duration: input.duration,
    category: input.category,
    created_at: serverTimestamp(),
  });
  return { id: ref.id, saved };
}

/** Deletes a video (its mentor or an admin). */
export function deleteVideo(id: string): Promise<void> {
  return deleteDoc(doc(getDb(), 'videos', id));
}
