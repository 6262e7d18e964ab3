import { collection, limit, orderBy, query, where, type FirestoreDataConverter, type Query, type Timestamp } from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import { useLiveQuery } from '../../../lib/liveQuery';

/** The fields of `videos/{id}` the dashboard shows. */
export interface DashboardVideo {
  id: string;
  title: string;
  description: string;
  video_url: string;
  thumbnail_url: string;
  duration: string;
  created_at: Timestamp | null;
}

const videoConverter: FirestoreDataConverter<DashboardVideo> = {
  toFirestore: () => {
    throw new Error('The dashboard never writes videos.');
  },
  fromFirestore: (snap) => {
    const d = snap.data();
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      id: snap.id,
      title: text(d.title),
      description: text(d.description),
      video_url: text(d.video_url),
      thumbnail_url: text(d.thumbnail_url),
      duration: text(d.duration) || 'N/A',
      created_at: d.created_at && typeof d.created_at.toDate === 'function' ? (d.created_at as Timestamp) : null,
    };
  },
};

export const RECENT_COUNT = 3;

/** The mentor's most recent videos. */
export function recentVideosQuery(mentorId: string): Query<DashboardVideo> {
  return query(
    collection(getDb(), 'videos').withConverter(videoConverter),
    where('mentor_id', '==', mentorId),
    orderBy('created_at', 'desc'),
    limit(RECENT_COUNT),
  );
}

export const useRecentVideos = (mentorId: string | null) => useLiveQuery(mentorId ? recentVideosQuery(mentorId) : null);
