/** What the web adds to the model's YouTube helpers: the player's embed link and the thumbnails to try. */
import { thumbnailUrl } from '@mentorbridge/model';

/** The bundled picture shown when no YouTube thumbnail can be loaded (offline, removed video...). */
export const STOCK_THUMBNAIL = '/images/video-placeholder.svg';

/** The privacy-enhanced embed used by the player dialog. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0`;
}

/**
 * Thumbnails to try in order: high, medium, default quality, then the bundled stock image
 * (the model's thumbnailUrl qualities). A stored thumbnail that is not one of YouTube's is tried first.
 */
export function thumbnailCandidates(video: { youtube_id: string | null; thumbnail_url: string | null }): string[] {
  const { youtube_id: id } = video;
  const youtube = id ? (['hqdefault', 'mqdefault', 'default'] as const).map((q) => thumbnailUrl(id, q)) : [];
  const stored = video.thumbnail_url && !youtube.includes(video.thumbnail_url) ? [video.thumbnail_url] : [];
  return [...stored, ...youtube, STOCK_THUMBNAIL];
}
