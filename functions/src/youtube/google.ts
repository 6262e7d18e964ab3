import type { VideoMimeType } from '@mentorbridge/model';
import { defineSecret } from 'firebase-functions/params';
import { Readable } from 'node:stream';
import type { Auth } from 'googleapis';

/**
 * The YouTube API client, loaded on first use. Only its module (the full googleapis index takes
 * seconds), and only by a youtubeUpload call: every function of the codebase shares one entry
 * point, so a top-level import would slow each one's cold start (and each emulator worker's).
 */
function loadYoutubeApi() {
  return import('googleapis/build/src/apis/youtube/index.js');
}

/** The OAuth client of the Google Cloud project that owns the channel (set with `functions:secrets:set`). */
export const YOUTUBE_CLIENT_ID = defineSecret('YOUTUBE_CLIENT_ID');
export const YOUTUBE_CLIENT_SECRET = defineSecret('YOUTUBE_CLIENT_SECRET');

export const UPLOAD_SCOPE = 'https://www.googleapis.com/auth/youtube.upload';

/**
 * Where Google is, when it is not Google: in the emulator only, a local stand-in
 * (functions/test/support/fakeGoogle.ts) listens on YOUTUBE_FAKE_GOOGLE_PORT shifted by
 * MB_PORT_OFFSET like every emulator port, so the demo project never reaches real Google.
 * Deployed functions ignore both variables.
 */
export function fakeGoogleRoot(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.FUNCTIONS_EMULATOR !== 'true' || !env.YOUTUBE_FAKE_GOOGLE_PORT) return undefined;
  const port = Number(env.YOUTUBE_FAKE_GOOGLE_PORT) + Number(env.MB_PORT_OFFSET ?? 0);
  return `http://127.0.0.1:${port}`;
}

/** True when the function has an OAuth client id and secret to talk to Google with. */
export function oauthConfigured(): boolean {
  return Boolean(YOUTUBE_CLIENT_ID.value() && YOUTUBE_CLIENT_SECRET.value());
}

/** A Google OAuth2 client for the channel's app (optionally for one redirect URI). */
export async function oauthClient(redirectUri?: string): Promise<Auth.OAuth2Client> {
  const root = fakeGoogleRoot();
  const { auth: googleAuth } = await loadYoutubeApi();
  return new googleAuth.OAuth2({
    clientId: YOUTUBE_CLIENT_ID.value(),
    clientSecret: YOUTUBE_CLIENT_SECRET.value(),
    redirectUri,
    ...(root && { endpoints: { oauth2AuthBaseUrl: `${root}/o/oauth2/v2/auth`, oauth2TokenUrl: `${root}/token` } }),
  });
}

export interface UploadedVideo {
  id: string;
  /** ISO 8601 duration when YouTube already knows it (usually only after processing). */
  isoDuration?: string;
}

/** Uploads a video file to the channel the client is authorised for. */
export async function insertVideo(
  auth: Auth.OAuth2Client,
  video: { title: string; description: string; file: Buffer; mimeType: VideoMimeType },
): Promise<UploadedVideo> {
  const root = fakeGoogleRoot();
  const { youtube: youtubeApi } = await loadYoutubeApi();
  const youtube = youtubeApi({ version: 'v3', auth });
  // The media upload URL is built from the per-call rootUrl only, so it is passed here.
  const { data } = await youtube.videos.insert(
    {
      part: ['snippet', 'status', 'contentDetails'],
      requestBody: {
        // Category 27 is YouTube's "Education".
        snippet: { title: video.title, description: video.description, categoryId: '27' },
        // Unlisted: reachable from the career hub and embeds without being listed on the channel.
        status: { privacyStatus: 'unlisted', embeddable: true, selfDeclaredMadeForKids: false },
      },
      media: { mimeType: video.mimeType, body: Readable.from(video.file) },
    },
    root ? { rootUrl: `${root}/` } : {},
  );
  if (!data.id) throw new Error('YouTube did not return a video id');
  return { id: data.id, isoDuration: data.contentDetails?.duration ?? undefined };
}

/** Google's OAuth or API error, reduced to what the admin needs to read. */
export interface GoogleFailure {
  message: string;
  /** The refresh token (or the client) is no longer accepted: an admin must authorise again. */
  authRequired: boolean;
}

interface GoogleErrorShape {
  message?: string;
  status?: number;
  response?: { status?: number; data?: unknown };
}

/** Describes an error thrown by googleapis (OAuth token endpoint or YouTube Data API). */
export function describeGoogleError(error: unknown): GoogleFailure {
  const e = (error ?? {}) as GoogleErrorShape;
  const status = e.response?.status ?? e.status;
  const data = e.response?.data;
  let code: string | undefined;
  let message: string | undefined;
  if (data && typeof data === 'object') {
    const d = data as { error?: unknown; error_description?: unknown };
    if (typeof d.error === 'string') {
      code = d.error;
      message = typeof d.error_description === 'string' ? d.error_description : d.error;
    } else if (d.error && typeof d.error === 'object') {
      const apiError = d.error as { message?: unknown };
      if (typeof apiError.message === 'string') message = apiError.message;
    }
  }
  message ??= e.message || 'Unknown error from Google';
  const authRequired =
    code === 'invalid_grant' || code === 'invalid_client' || code === 'unauthorized_client' || status === 401;
  return { message, authRequired };
}
