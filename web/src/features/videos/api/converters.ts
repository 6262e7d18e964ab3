import type { DocumentData } from 'firebase/firestore';
import { isYouTubeId, parseYouTubeId, readPersonCopy } from '@mentorbridge/model';
import { documentReader, readText, readTime } from '@/lib/converters';
import { VIDEO_DEFAULTS, type Video } from './types';

/** Builds a Video from raw document data, filling in the hub's defaults. */
export function toVideo(id: string, d: DocumentData, pending = false): Video {
  const mentorId = readText(d.mentor_id);
  const videoUrl = readText(d.video_url);
  const storedId = readText(d.youtube_id);
  return {
    id,
    mentor_id: mentorId,
    mentor: { ...readPersonCopy(d.mentor, mentorId), id: mentorId },
    title: readText(d.title),
    description: readText(d.description),
    video_url: videoUrl,
    youtube_id: isYouTubeId(storedId) ? storedId : parseYouTubeId(videoUrl),
    thumbnail_url: readText(d.thumbnail_url) || null,
    duration: readText(d.duration) || VIDEO_DEFAULTS.duration,
    category: readText(d.category) || VIDEO_DEFAULTS.category,
    rating: VIDEO_DEFAULTS.rating,
    created_at: readTime(d.created_at),
    pending,
  };
}

/** Videos with the hub's defaults; a video saved here gets an estimated time, so it sorts first at once. */
export const videoConverter = documentReader<Video>(
  (id, d, snapshot) => toVideo(id, d, snapshot?.metadata.hasPendingWrites ?? false),
  { estimateTimes: true },
);
