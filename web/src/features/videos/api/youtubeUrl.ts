/** YouTube link helpers: pure functions shared by the hub, the upload form and other features. */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The bundled picture shown when no YouTube thumbnail can be loaded (offline, removed video...). */
export const STOCK_THUMBNAIL = '/images/video-placeholder.svg';

export type ThumbnailQuality = 'hqdefault' | 'mqdefault' | 'default';

/** True for an 11-character YouTube video id. */
export function isYouTubeId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/**
 * The video id of a YouTube link in any common form: watch?v=, youtu.be/, shorts/, embed/, live/,
 * v/, on www., m., music. or youtube-nocookie.com, with or without the scheme and extra parameters.
 * Null when the text is not a YouTube video link.
 */
export function parseYouTubeId(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = first;
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (first === undefined || first === 'watch') candidate = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v', 'e'].includes(first)) candidate = second;
  }
  return candidate && isYouTubeId(candidate) ? candidate : null;
}

/** The canonical watch link stored for a video. */
export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The privacy-enhanced embed used by the player dialog. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0`;
}

export function thumbnailUrl(id: string, quality: ThumbnailQuality = 'hqdefault'): string {
  return `https://i.ytimg.com/vi/${id}/${quality}.jpg`;
}

/**
 * Thumbnails to try in order: high, medium, default quality, then the bundled stock image
 * (spec section 9). A stored thumbnail that is not one of YouTube's is tried first.
 */
export function thumbnailCandidates(video: { youtube_id: string | null; thumbnail_url: string | null }): string[] {
  const youtube = video.youtube_id
    ? (['hqdefault', 'mqdefault', 'default'] as const).map((q) => thumbnailUrl(video.youtube_id as string, q))
    : [];
  const stored = video.thumbnail_url && !youtube.includes(video.thumbnail_url) ? [video.thumbnail_url] : [];
  return [...stored, ...youtube, STOCK_THUMBNAIL];
}
