import type { DocumentData } from 'firebase/firestore';
import { isYouTubeId, parseYouTubeId, ratingLine } from '@mentorbridge/model';
import { documentReader, readVideo } from '@/lib/converters';
import { VIDEO_DEFAULTS, type Video } from './types';

/** Builds a Video from raw document data, filling in the hub's defaults. */
export function toVideo(id: string, d: DocumentData, pending = false): Video {
  const video = readVideo(id, d);
  return {
    ...video,
    mentor: { ...video.mentor, id: video.mentor_id },
    youtube_id: isYouTubeId(video.youtube_id) ? video.youtube_id : parseYouTubeId(video.video_url),
    duration: video.duration || VIDEO_DEFAULTS.duration,
    category: video.category || VIDEO_DEFAULTS.category,
    rating_line: ratingLine(video),
    pending,
  };
}

/** Videos with the hub's defaults; a video saved here gets an estimated time, so it sorts first at once. */
export const videoConverter = documentReader<Video>(
  (id, d, snapshot) => toVideo(id, d, snapshot?.metadata.hasPendingWrites ?? false),
  { estimateTimes: true },
);
