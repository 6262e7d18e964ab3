/**
 * A shared link's preview (docs/architecture.md, "Link previews"): what LinkedIn, WhatsApp or Slack show for the
 * address of a mentor, a project, a discussion or a video, read from the HTML before any script runs. The function
 * `linkPreview` (functions/src/preview.ts) reads the one document, builds its preview here and writes it into the app's
 * shell with `withLinkPreview`. Imported as '@mentorbridge/model/linkPreview': no data page needs it.
 */
import type { Discussion, Profile, Project, VideoDoc } from './documents';
import { PRODUCT_NAME } from './identity';
import { isAvatarUrl, THUMBNAIL_URL_PATTERN } from './links';
import { isSuspended } from './moderation';
import { displayName } from './person';
import { isMentor } from './roles';
import { TEXTS } from './texts';

/** The kinds of item a shared link can name. */
export type PreviewKind = 'profile' | 'project' | 'discussion' | 'video';

/** The app's one address of each item: a preview's canonical link and `og:url`. */
export const SHARE_PATHS = {
  profile: (id: string) => `/profile/${encodeURIComponent(id)}`,
  project: (id: string) => `/projects/${encodeURIComponent(id)}`,
  discussion: (id: string) => `/community/discussion/${encodeURIComponent(id)}`,
  video: (id: string) => `/career-hub/${encodeURIComponent(id)}`,
} as const satisfies Record<PreviewKind, (id: string) => string>;

/** The addresses with one id after them that name an item (firebase.json rewrites them to the preview function). */
const SHARED_ROUTES: Record<string, PreviewKind> = {
  profile: 'profile',
  projects: 'project',
  'career-hub': 'video',
  discussion: 'discussion',
  discussions: 'discussion',
};

/** The kind and id a shared address names (`/profile/:id`, `/community/discussion/:id`, ...), or null. */
export function sharedItemOf(path: string): { kind: PreviewKind; id: string } | null {
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean);
  const [route, raw, extra] = parts[0] === 'community' && parts[1] === 'discussion' ? parts.slice(1) : parts;
  const kind = SHARED_ROUTES[route ?? ''];
  if (!kind || raw === undefined || extra !== undefined) return null;
  try {
    const id = decodeURIComponent(raw);
    return id && !id.includes('/') && id !== '.' && id !== '..' ? { kind, id } : null;
  } catch {
    return null;
  }
}

/** The site's own picture (web/public; 512 px square), for an item without a picture of its own. */
export const SITE_IMAGE_PATH = '/pwa-512x512.png';

/** Descriptions are cut to about this many characters (what the previews show at most). */
export const PREVIEW_DESCRIPTION_MAX = 160;

export interface LinkPreview {
  title: string;
  description: string;
  /** The absolute canonical address. */
  url: string;
  /** An absolute https (or, on the emulators, http) picture address. */
  image: string;
  /** `og:type`. */
  type: 'profile' | 'article' | 'video.other';
  /** `twitter:card`: a wide picture (a video's thumbnail) or a square one. */
  card: 'summary' | 'summary_large_image';
}

/** Text made safe for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** One line of at most PREVIEW_DESCRIPTION_MAX characters: spaces folded, cut at a word with an ellipsis. */
export function previewDescription(text: string, max = PREVIEW_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s[^>]*name=["']description["'][^>]*>/i;

/**
 * The shell (the app's `app.html`) with the preview's title, description, canonical link, Open Graph and Twitter
 * tags, every value escaped; the shell unchanged when it has no head to write them into. No script is added, so the
 * Content-Security-Policy's hashes of the shell's inline scripts still hold.
 */
export function withLinkPreview(shell: string, preview: LinkPreview): string {
  const end = shell.search(/<\/head>/i);
  if (end < 0) return shell;
  const value = (text: string) => `"${escapeHtml(text)}"`;
  const property = (name: string, content: string) => `<meta property="${name}" content=${value(content)} />`;
  const named = (name: string, content: string) => `<meta name="${name}" content=${value(content)} />`;
  const tags = [
    named('description', preview.description),
    `<link rel="canonical" href=${value(preview.url)} />`,
    property('og:site_name', PRODUCT_NAME),
    property('og:type', preview.type),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:url', preview.url),
    property('og:image', preview.image),
    named('twitter:card', preview.card),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
    named('twitter:image', preview.image),
  ];
  const head = shell.slice(0, end).replace(TITLE, '').replace(DESCRIPTION, '');
  return `${head}<title>${escapeHtml(preview.title)}</title>\n${tags.join('\n')}\n${shell.slice(end)}`;
}

/** A picture a preview may name: a stored avatar link firestore.rules accepts, else the site's own. */
function pictureOr(url: string | null, origin: string): string {
  return url && isAvatarUrl(url) ? url : `${origin}${SITE_IMAGE_PATH}`;
}

/** A mentor's page: their name, their bio (or the page's own description line) and their avatar. Null for anyone else, or a suspended mentor. */
export function mentorPreview(profile: Profile, origin: string, now = new Date()): LinkPreview | null {
  if (!isMentor(profile) || isSuspended(profile.suspended_until, now)) return null;
  const name = displayName(profile.display_name);
  return {
    title: TEXTS.mentorPage.title(name),
    description: previewDescription(profile.bio || TEXTS.mentorPage.description(name, profile.specialization)),
    url: `${origin}${SHARE_PATHS.profile(profile.id)}`,
    image: pictureOr(profile.avatar_url, origin),
    type: 'profile',
    card: 'summary',
  };
}

/** An item's preview: its title with the product's name, its text (or `fallback` when it has none), at `path`. */
function itemPreview(
  item: { title: string; text: string; fallback: string; path: string; image: string | null },
  origin: string,
  type: LinkPreview['type'],
  card: LinkPreview['card'] = 'summary',
): LinkPreview {
  return {
    title: TEXTS.pageTitles.title(item.title),
    description: previewDescription(item.text || item.fallback),
    url: `${origin}${item.path}`,
    image: item.image ?? `${origin}${SITE_IMAGE_PATH}`,
    type,
    card,
  };
}

/** A project: its title and description, with its mentor's avatar. */
export function projectPreview(project: Project, origin: string): LinkPreview {
  const { title, description, mentor } = project;
  const fallback = TEXTS.linkPreview.project(mentor.display_name);
  return itemPreview({ title, text: description, fallback, path: SHARE_PATHS.project(project.id), image: pictureOr(mentor.avatar_url, origin) }, origin, 'article');
}

/** A community discussion: its title and the start of its text, with its author's avatar. */
export function discussionPreview(discussion: Discussion, origin: string): LinkPreview {
  const { title, content, author } = discussion;
  const fallback = TEXTS.linkPreview.discussion(author.display_name);
  return itemPreview({ title, text: content, fallback, path: SHARE_PATHS.discussion(discussion.id), image: pictureOr(author.avatar_url, origin) }, origin, 'article');
}

/** A career video: its title and description, with its YouTube thumbnail (wide) when it has one. */
export function videoPreview(video: VideoDoc, origin: string): LinkPreview {
  const thumbnail = video.thumbnail_url && THUMBNAIL_URL_PATTERN.test(video.thumbnail_url) ? video.thumbnail_url : null;
  const fallback = TEXTS.linkPreview.video(video.mentor.display_name);
  const item = { title: video.title, text: video.description, fallback, path: SHARE_PATHS.video(video.id), image: thumbnail };
  return itemPreview(item, origin, 'video.other', thumbnail ? 'summary_large_image' : 'summary');
}
