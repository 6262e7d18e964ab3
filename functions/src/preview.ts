/**
 * Link previews (docs/architecture.md, "Link previews"): Hosting rewrites the shared addresses of a mentor
 * (/profile/:id), a project (/projects/:id), a discussion (/community/discussion/:id and its aliases) and a video
 * (/career-hub/:id) to `linkPreview` (firebase.json, before the SPA's catch-all), which answers with the app's shell
 * whose title, description, canonical link, Open Graph and Twitter tags describe the item, for the crawlers of
 * LinkedIn, WhatsApp or Slack that run no script. A person's browser gets the same page and the app starts as usual.
 *
 * The shell: the function fetches the built `app.html` from the Hosting site the request came through (`/app`, the
 * clean URL Hosting serves it at), and keeps it in memory for SHELL_TTL_MS, so a deploy's new shell is served within a
 * minute and the function never carries a copy of the web build that could drift from it (the emulators' Hosting
 * serves the emulator build the same way). The site is the request's `X-Forwarded-Host` (Hosting sets it) when that is
 * one of this project's hosts, else APP_ORIGIN: a request made to the function directly cannot make it fetch a page
 * from elsewhere.
 *
 * It reads the one document the address names. An unknown id, a student's or a suspended mentor's profile, or a read
 * that fails, gets the shell unchanged (the app then shows its own not-found or error); only a shell that cannot be
 * fetched at all answers 503.
 */
import type { Response } from 'express';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { DISCUSSION_FIELDS, paths, PROFILE_FIELDS, PROJECT_FIELDS, VIDEO_FIELDS } from '@mentorbridge/model';
import {
  discussionPreview,
  mentorPreview,
  projectPreview,
  sharedItemOf,
  videoPreview,
  withLinkPreview,
  type LinkPreview,
  type PreviewKind,
} from '@mentorbridge/model/linkPreview';
import { db, readDoc } from './lib/app';
import { appOrigin } from './notifications/mail';

/** How long a fetched shell is served before it is fetched again. */
export const SHELL_TTL_MS = 60_000;
/** What Hosting's CDN and browsers may keep a preview for. */
const CACHE_CONTROL = 'public, max-age=300, s-maxage=600';
/** The clean URL Hosting serves the built `app.html` at (`cleanUrls` in firebase.json). */
const SHELL_PATH = '/app';

/** The item's preview, or null when there is none to show (missing, not public, not a mentor). */
async function previewOf(kind: PreviewKind, id: string, origin: string): Promise<LinkPreview | null> {
  switch (kind) {
    case 'profile': {
      const profile = readDoc(PROFILE_FIELDS, await db.doc(paths.profile(id)).get());
      return profile ? mentorPreview(profile, origin) : null;
    }
    case 'project': {
      const project = readDoc(PROJECT_FIELDS, await db.doc(paths.project(id)).get());
      return project ? projectPreview(project, origin) : null;
    }
    case 'discussion': {
      const discussion = readDoc(DISCUSSION_FIELDS, await db.doc(paths.discussion(id)).get());
      return discussion ? discussionPreview(discussion, origin) : null;
    }
    case 'video': {
      const video = readDoc(VIDEO_FIELDS, await db.doc(paths.video(id)).get());
      return video ? videoPreview(video, origin) : null;
    }
  }
}

/**
 * The origin of the site the request came through: its X-Forwarded-Host when that is APP_ORIGIN's host or one of the
 * project's default Hosting sites (any local host on the emulators), else APP_ORIGIN.
 */
function siteOrigin(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = appOrigin(env);
  const forwarded = req.get('x-forwarded-host')?.split(',')[0].trim().toLowerCase();
  if (!forwarded) return configured;
  const project = env.GCLOUD_PROJECT ?? '';
  const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(forwarded);
  if (local && env.FUNCTIONS_EMULATOR === 'true') return `http://${forwarded}`;
  const known = [new URL(configured).host, `${project}.web.app`, `${project}.firebaseapp.com`];
  return known.includes(forwarded) ? `https://${forwarded}` : configured;
}

const shells = new Map<string, { html: string; at: number }>();

/** The site's built shell, from memory while fresh; a stale one when the site does not answer; null without any. */
async function shellOf(origin: string): Promise<string | null> {
  const kept = shells.get(origin);
  if (kept && Date.now() - kept.at < SHELL_TTL_MS) return kept.html;
  try {
    const response = await fetch(`${origin}${SHELL_PATH}`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${SHELL_PATH} answered ${response.status}`);
    const html = await response.text();
    shells.set(origin, { html, at: Date.now() });
    return html;
  } catch (error) {
    logger.warn('linkPreview: the shell could not be fetched', { origin, error: String(error) });
    return kept?.html ?? null;
  }
}

async function answer(req: Request, res: Response): Promise<void> {
  const origin = siteOrigin(req);
  const shell = await shellOf(origin);
  if (shell === null) {
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '30').send('');
    return;
  }
  // The emulators' Hosting names the address it rewrote in X-Original-Url; deployed, the path is the address.
  const item = sharedItemOf(req.get('x-original-url') ?? req.url);
  let preview: LinkPreview | null = null;
  let failed = false;
  if (item) {
    try {
      preview = await previewOf(item.kind, item.id, origin);
    } catch (error) {
      failed = true;
      logger.warn('linkPreview: the item could not be read', { ...item, error: String(error) });
    }
  }
  res
    .status(200)
    .set('Content-Type', 'text/html; charset=utf-8')
    // A read that failed is not kept: the next request tries again.
    .set('Cache-Control', failed ? 'no-cache' : CACHE_CONTROL)
    .send(preview ? withLinkPreview(shell, preview) : shell);
}

/** The HTML of a shared link (firebase.json's rewrites): the app's shell with the item's preview tags. */
export const linkPreview = onRequest({ invoker: 'public', memory: '256MiB', concurrency: 80 }, answer);
