import { doc, serverTimestamp, setDoc, type DocumentReference } from 'firebase/firestore';
import { newVideoRating, paths, readFields, type VideoRatingFields } from '@mentorbridge/model';
import { VIDEO_RATING_FIELDS } from '@mentorbridge/model/records';
import { documentReader } from '@/lib/converters';
import { getDb } from '@/lib/firestore';
import { useLiveDoc } from '@/lib/liveQuery';

/** A stored rating; stars outside 1-5 (never written under the rules) read as no rating (0). */
const ratingConverter = documentReader<VideoRatingFields>((id, d) => readFields(VIDEO_RATING_FIELDS, id, d), { estimateTimes: true });

function ratingRef(videoId: string, uid: string): DocumentReference<VideoRatingFields> {
  return doc(getDb(), paths.videoRating(videoId, uid)).withConverter(ratingConverter);
}

/** The signed-in viewer's own rating of a video, live (one document; nothing for a visitor). */
export function useOwnRating(videoId: string, uid: string | null) {
  return useLiveDoc(uid ? ratingRef(videoId, uid) : null);
}

/** Rates a video (or changes the rating): Firestore queues the write offline. */
export function rateVideo(videoId: string, uid: string, stars: number): Promise<void> {
  return setDoc(doc(getDb(), paths.videoRating(videoId, uid)), newVideoRating(uid, stars, serverTimestamp()));
}

