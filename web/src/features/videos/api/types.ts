import type { VideoDoc } from '@mentorbridge/model';

/** The hub's defaults for fields a video does not have: shown, never stored (docs/data-model.md). */
export const VIDEO_DEFAULTS = { category: 'Tech', duration: 'N/A' } as const;

/** A video as screens show it: the model's document with the hub's defaults applied. */
export type Video = Omit<VideoDoc, 'youtube_id' | 'duration'> & {
  /** Null only for old entries whose link is not a recognisable YouTube link. */
  youtube_id: string | null;
  duration: string;
  /** The card's rating line (the model's ratingLine): "4.6 · 12 ratings", or "No ratings yet". */
  rating_line: string;
  /** Saved on this device but not yet acknowledged by the server (e.g. offline). */
  pending: boolean;
};
