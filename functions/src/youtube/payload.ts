import { HttpsError } from 'firebase-functions/v2/https';

export const TITLE_MAX = 100;
/** Descriptions must be shorter than this. */
export const DESCRIPTION_LIMIT = 5000;
/** Callable requests are capped at 32 MB; base64 inflates a file by a third. */
export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const ACTIONS = ['get_token_status', 'get_oauth_url', 'exchange_token', 'refresh_token', 'upload_video'] as const;
export type Action = (typeof ACTIONS)[number];

export type YoutubePayload =
  | { action: 'get_token_status' }
  | { action: 'get_oauth_url'; redirect_uri: string }
  | { action: 'exchange_token'; code: string; redirect_uri: string }
  | { action: 'refresh_token' }
  | {
      action: 'upload_video';
      title: string;
      description: string;
      file: Buffer;
      mime_type: VideoType;
      demo_mode: boolean;
    };

const invalid = (message: string) => new HttpsError('invalid-argument', message);

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function redirectUri(value: unknown): string {
  if (typeof value !== 'string' || !value) throw invalid('redirect_uri is required');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('redirect_uri must be an absolute URL');
  }
  // Google only redirects to registered URIs; this keeps the code landing on the setup page.
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/youtube-setup' || url.search || url.hash) {
    throw invalid('redirect_uri must be the /youtube-setup page of this app');
  }
  return value;
}

function videoFile(value: unknown): Buffer {
  if (typeof value !== 'string' || !value) throw invalid('Please select a video file');
  if (value.length % 4 !== 0 || !BASE64.test(value)) throw invalid('Please select a valid video file');
  if ((value.length / 4) * 3 > MAX_VIDEO_BYTES + 2) throw invalid('Video files must be 20 MB or smaller');
  const file = Buffer.from(value, 'base64');
  if (file.length === 0) throw invalid('Please select a video file');
  return file;
}

/** Checks a youtubeUpload payload; anything malformed fails with a clear invalid-argument error. */
export function parsePayload(data: unknown): YoutubePayload {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw invalid('The request must be an object with an action');
  const d = data as Record<string, unknown>;
  const action = d.action;
  if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
    throw invalid(`action must be one of ${ACTIONS.join(', ')}`);
  }
  switch (action as Action) {
    case 'get_token_status':
    case 'refresh_token':
      return { action: action as 'get_token_status' | 'refresh_token' };
    case 'get_oauth_url':
      return { action: 'get_oauth_url', redirect_uri: redirectUri(d.redirect_uri) };
    case 'exchange_token': {
      const code = typeof d.code === 'string' ? d.code.trim() : '';
      if (!code) throw invalid('Please enter the authorization code');
      if (code.length > 2048) throw invalid('The authorization code is too long');
      return { action: 'exchange_token', code, redirect_uri: redirectUri(d.redirect_uri) };
    }
    case 'upload_video': {
      if (typeof d.title !== 'string' || typeof d.description !== 'string') {
        throw invalid('Please provide a title and description');
      }
      const title = d.title.trim();
      const description = d.description.trim();
      if (!title || !description) throw invalid('Please provide a title and description');
      if (title.length > TITLE_MAX) throw invalid('Title must be between 1 and 100 characters');
      if (description.length >= DESCRIPTION_LIMIT) throw invalid('Description must be less than 5000 characters');
      const mimeType = d.mime_type ?? 'video/mp4';
      if (typeof mimeType !== 'string' || !(VIDEO_TYPES as readonly string[]).includes(mimeType)) {
        throw invalid('Please select a valid video file');
      }
      if (d.demo_mode !== undefined && typeof d.demo_mode !== 'boolean') throw invalid('demo_mode must be true or false');
      return {
        action: 'upload_video',
        title,
        description,
        file: videoFile(d.file),
        mime_type: mimeType as VideoType,
        demo_mode: d.demo_mode === true,
      };
    }
  }
}
