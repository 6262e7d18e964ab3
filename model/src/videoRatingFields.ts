/**
 * `videos/{videoId}/ratings/{uid}` (one viewer's rating of a video), defined field by field (fieldKinds.ts). A module
 * of its own: the video's page and the functions read it, not the app's start-up.
 */
import { plainText, time, type FieldsOf } from './fieldKinds';
import { ratingStars } from './ratings';

/** `videos/{v}/ratings/{uid}`, field by field (fieldKinds.ts): one viewer's rating (the id is their uid), changeable. */
export const VIDEO_RATING_FIELDS = {
  user_id: plainText(),
  /** 1 to 5 (LIMITS.ratingMin, LIMITS.ratingMax). */
  stars: ratingStars(),
  updated_at: time(),
};
export type VideoRatingFields = FieldsOf<typeof VIDEO_RATING_FIELDS>;
