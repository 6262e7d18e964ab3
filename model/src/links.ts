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

/**
 * A LinkedIn profile link as stored: http(s), host `linkedin.com` or `www.linkedin.com` and nothing else before
 * the path (no user info, no port), path `/in/{slug}` with an optional trailing slash. firestore.rules uses the
 * same pattern.
 */
export const LINKEDIN_PROFILE_PATTERN = /^https?:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/;

/** True for a stored LinkedIn profile link that firestore.rules accepts (pattern and length). */
export function isLinkedInProfileUrl(url: string): boolean {
  return url.length <= LIMITS.linkedinUrl && LINKEDIN_PROFILE_PATTERN.test(url);
}

/** True when the text, as normalizeLinkedInUrl stores it, is a LinkedIn profile link (`linkedin.com/in/x` is). */
export function isLinkedInUrl(value: string): boolean {
  return isLinkedInProfileUrl(normalizeLinkedInUrl(value));
}

/**
 * The URL as stored: trimmed, `https://` added when no scheme was typed, scheme and host in lower case, and
 * without the query or fragment that share links carry (`?utm_source=...`).
 */
export function normalizeLinkedInUrl(value: string): string {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return withScheme
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, (origin) => origin.toLowerCase())
    .replace(/[?#][\s\S]*$/, '');
}

/**
 * An avatar link: `https://` and a real (dotted) host, an optional port, then any printable path; no user info,
 * no spaces. firestore.rules uses the same pattern; avatars may also be null.
 */
export const AVATAR_URL_PATTERN = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(\/[!-~]*)?$/;

/** True for an avatar_url firestore.rules accepts: null, or an https link of at most LIMITS.url characters. */
export function isAvatarUrl(url: string | null): boolean {
  return url === null || (url.length > 0 && url.length <= LIMITS.url && AVATAR_URL_PATTERN.test(url));
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

/**
 * A stored video link: http(s) on www., m. or no subdomain of youtube.com, youtu.be or youtube-nocookie.com,
 * then a printable path. firestore.rules uses the same pattern (and requires the video's id in it).
 */
export const YOUTUBE_VIDEO_URL_PATTERN =
  /^https?:\/\/((www|m)\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\/[!-~]*$/;

/** YouTube's image host: every thumbnail of a video comes from it. */
export const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/** A stored thumbnail link: YouTube's image host over https (firestore.rules uses the same pattern). */
export const THUMBNAIL_URL_PATTERN = /^https:\/\/i\.ytimg\.com\/[!-~]*$/;

/** The canonical watch link stored for a video. */
export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

export type ThumbnailQuality = 'hqdefault' | 'mqdefault' | 'default';

export function thumbnailUrl(id: string, quality: ThumbnailQuality = 'hqdefault'): string {
  return `${THUMBNAIL_ORIGIN}/vi/${id}/${quality}.jpg`;
}

/** Durations are m:ss or h:mm:ss. */
export const DURATION_PATTERN = /^(\d{1,3}:)?\d{1,2}:\d{2}$/;
