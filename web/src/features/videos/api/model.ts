import type { Timestamp } from 'firebase/firestore';
import type { PersonCopy } from '../../../lib/models';
import { isYouTubeId, parseYouTubeId } from './youtubeUrl';

/** Categories a mentor can file a video under. */
export const VIDEO_CATEGORIES = ['Tech', 'Career', 'Interview Prep', 'Soft Skills', 'Data', 'Design'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** The hub's defaults for fields a video does not have (spec section 3). */
export const VIDEO_DEFAULTS = { category: 'Tech', rating: 4.8, duration: 'N/A' } as const;

/** `videos/{id}` as stored (field names are the data-model contract). */
export interface VideoDoc {
  mentor_id: string;
  mentor: PersonCopy;
  title: string;
  description: string;
  video_url: string;
  youtube_id: string;
  thumbnail_url: string | null;
  /** m:ss or h:mm:ss, or null when unknown. */
  duration: string | null;
  category: VideoCategory;
  created_at: Timestamp | null;
}

/** A video as screens show it: defaults applied, id attached. */
export interface Video {
  id: string;
  mentor_id: string;
  mentor: PersonCopy;
  title: string;
  description: string;
  video_url: string;
  /** Null only for old entries whose link is not a recognisable YouTube link. */
  youtube_id: string | null;
  thumbnail_url: string | null;
  duration: string;
  category: string;
  rating: number;
  created_at: Timestamp | null;
  /** Saved on this device but not yet acknowledged by the server (e.g. offline). */
  pending: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Builds a Video from raw document data, filling in the hub's defaults. */
export function toVideo(id: string, d: Record<string, unknown>, pending = false): Video {
  const mentorId = text(d.mentor_id);
  const mentor = (d.mentor ?? {}) as Partial<PersonCopy>;
  const videoUrl = text(d.video_url);
  const storedId = text(d.youtube_id);
  return {
    id,
    mentor_id: mentorId,
    mentor: {
      id: mentorId,
      display_name: text(mentor.display_name) || 'Mentor',
      avatar_url: typeof mentor.avatar_url === 'string' ? mentor.avatar_url : null,
    },
    title: text(d.title),
    description: text(d.description),
    video_url: videoUrl,
    youtube_id: isYouTubeId(storedId) ? storedId : parseYouTubeId(videoUrl),
    thumbnail_url: text(d.thumbnail_url) || null,
    duration: text(d.duration) || VIDEO_DEFAULTS.duration,
    category: text(d.category) || VIDEO_DEFAULTS.category,
    rating: VIDEO_DEFAULTS.rating,
    created_at: (d.created_at as Timestamp | undefined) ?? null,
    pending,
  };
}
