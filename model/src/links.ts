/** Outside links the data model stores: Topmate booking links, LinkedIn profiles and YouTube videos. */
import { LIMITS } from './limits';

/** `topmate.io/{username}` with an optional scheme, `www.` and trailing slash (firestore.rules uses the same pattern). */
export const TOPMATE_PATTERN = /^(https?:\/\/)?(www\.)?topmate\.io\/[A-Za-z0-9_-]+\/?$/;

export function isValidTopmateUrl(url: string | null | undefined): boolean {
  return !!url && TOPMATE_PATTERN.test(url.trim());
}

/** The booking link to open, or null when the profile's link is not a valid Topmate URL. */
export function topmateHref(url: string | null | undefined): string | null {
  if (!url || !isValidTopmateUrl(url)) return null;
  const trimmed = url.trim();
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const LINKEDIN_PATTERN = /linkedin\.com\//i;

/** True when the text contains `linkedin.com/` (with or without `www.` and a scheme). */
export function isLinkedInUrl(value: string): boolean {
  return LINKEDIN_PATTERN.test(value.trim());
}

/** The URL as stored: trimmed, host in lower case, `https://` added when no scheme was typed. */
export function normalizeLinkedInUrl(value: string): string {
  const trimmed = value.trim().replace(LINKEDIN_PATTERN, 'linkedin.com/');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const VIDEO_ID = new RegExp(`^[A-Za-z0-9_-]{${LIMITS.youtubeIdLength}}$`);

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

export type ThumbnailQuality = 'hqdefault' | 'mqdefault' | 'default';

export function thumbnailUrl(id: string, quality: ThumbnailQuality = 'hqdefault'): string {
  return `https://i.ytimg.com/vi/${id}/${quality}.jpg`;
}

/** Durations are m:ss or h:mm:ss. */
export const DURATION_PATTERN = /^(\d{1,3}:)?\d{1,2}:\d{2}$/;
