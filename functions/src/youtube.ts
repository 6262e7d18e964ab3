import {
  CALLABLE_REQUEST_BYTES,
  schemas,
  TEXTS,
  thumbnailUrl,
  watchUrl,
  type YoutubeRequest,
  type YoutubeResponse,
  type YoutubeUploadResult,
} from '@mentorbridge/model';
import { onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { requireAdmin, requireSize, requireUid } from './lib/guards';
import { checkPayload } from './lib/payload';
import { formatIsoDuration } from './youtube/duration';
import {
  describeGoogleError,
  insertVideo,
  oauthClient,
  oauthConfigured,
  UPLOAD_SCOPE,
  YOUTUBE_CLIENT_ID,
  YOUTUBE_CLIENT_SECRET,
} from './youtube/google';
import { takeUpload } from './youtube/quota';
import { readToken, recordFailure, recordSuccess, storeNewToken, tokenStatus } from './youtube/tokens';
import { requireUploader, type Uploader } from './youtube/uploader';

const NOT_CONFIGURED = {
  success: false,
  error: 'YouTube integration is not configured',
  error_code: 'AUTH_REQUIRED',
  details: 'An admin must complete the YouTube setup before videos can be uploaded.',
} as const satisfies YoutubeUploadResult;

const NO_OAUTH_CLIENT = 'The YouTube OAuth client id and secret are not configured';

/** A fixed 11-character id marks demo results; nothing with this id exists on YouTube. */
const DEMO_VIDEO_ID = 'DEMO_VIDEO0';

async function getOauthUrl(p: YoutubeRequest<'get_oauth_url'>): Promise<YoutubeResponse<'get_oauth_url'>> {
  if (!oauthConfigured()) return { error: NO_OAUTH_CLIENT };
  const oauthUrl = (await oauthClient(p.redirect_uri)).generateAuthUrl({
    access_type: 'offline',
    // Asking for consent every time is what makes Google return a refresh token.
    prompt: 'consent',
    scope: [UPLOAD_SCOPE],
  });
  return { oauth_url: oauthUrl };
}

async function exchangeToken(p: YoutubeRequest<'exchange_token'>): Promise<YoutubeResponse<'exchange_token'>> {
  if (!oauthConfigured()) return { success: false, error: NO_OAUTH_CLIENT };
  try {
    const { tokens } = await (await oauthClient(p.redirect_uri)).getToken({ code: p.code, redirect_uri: p.redirect_uri });
    if (!tokens.refresh_token) {
      return {
        success: false,
        error: 'No refresh token received',
        error_description:
          "Google did not return a refresh token. Remove this app's access in the Google account's security settings, then authorize again.",
      };
    }
    await storeNewToken(tokens.refresh_token);
    return { success: true };
  } catch (error) {
    const failure = describeGoogleError(error);
    logger.warn('YouTube code exchange failed', failure.message);
    return {
      success: false,
      error: failure.message,
      error_description: 'The authorization code may have expired or already been used. Start the authorization again.',
    };
  }
}

async function refreshToken(): Promise<YoutubeResponse<'refresh_token'>> {
  const stored = await readToken();
  if (!stored) return { success: false, error: NOT_CONFIGURED.error, error_code: NOT_CONFIGURED.error_code };
  const client = await oauthClient();
  client.setCredentials({ refresh_token: stored.refresh_token });
  try {
    await client.getAccessToken();
    await recordSuccess(stored, client.credentials.refresh_token);
    return { success: true };
  } catch (error) {
    const failure = describeGoogleError(error);
    await recordFailure(failure.message);
    return { success: false, error: failure.message, ...(failure.authRequired && { error_code: 'AUTH_REQUIRED' as const }) };
  }
}

async function uploadVideo(
  uploader: Uploader,
  p: YoutubeRequest<'upload_video'>,
): Promise<YoutubeResponse<'upload_video'>> {
  const stored = await readToken();
  if (!stored) return NOT_CONFIGURED;
  // Every upload started counts, whether it then succeeds or fails: each one carries the file this far.
  if (uploader.quota) await takeUpload(uploader.uid);
  if (p.demo_mode) {
    return {
      success: true,
      demo: true,
      details: 'Demo mode: nothing was uploaded to YouTube.',
      videoUrl: watchUrl(DEMO_VIDEO_ID),
      thumbnailUrl: thumbnailUrl(DEMO_VIDEO_ID),
      duration: 'N/A',
    };
  }
  const client = await oauthClient();
  client.setCredentials({ refresh_token: stored.refresh_token });
  try {
    const video = await insertVideo(client, {
      title: p.title,
      description: p.description,
      file: Buffer.from(p.file, 'base64'),
      mimeType: p.mime_type,
    });
    await recordSuccess(stored, client.credentials.refresh_token);
    return {
      success: true,
      videoUrl: watchUrl(video.id),
      thumbnailUrl: thumbnailUrl(video.id),
      duration: formatIsoDuration(video.isoDuration),
    };
  } catch (error) {
    const failure = describeGoogleError(error);
    logger.warn('YouTube upload failed', { uid: uploader.uid, message: failure.message });
    // Google's own text goes to admins only (they see it on /youtube-setup); mentors get a text of ours.
    if (failure.authRequired) {
      // The channel's token no longer works: the integration is unhealthy until an admin authorizes again.
      await recordFailure(failure.message);
      return {
        success: false,
        error: 'The YouTube authorization has expired or was revoked',
        error_code: 'AUTH_REQUIRED',
        details: uploader.admin ? failure.message : TEXTS.errors.youtubeReauthorize,
      };
    }
    // A refused upload says nothing about the channel, and a mentor could cause one at will: it is only logged.
    return {
      success: false,
      error: 'Failed to upload video',
      error_code: 'UPLOAD_FAILED',
      details: uploader.admin ? failure.message : TEXTS.errors.uploadRejected,
    };
  }
}

/** True when the raw payload asks for an upload: read before any check of the payload, to pick the role. */
function asksForUpload(data: unknown): data is { action: 'upload_video'; demo_mode?: unknown } {
  return typeof data === 'object' && data !== null && (data as { action?: unknown }).action === 'upload_video';
}

/**
 * The YouTube integration (docs/data-model.md, callables): token status and OAuth setup for admins, and video
 * uploads to the platform's channel for mentors. The refresh token never leaves the server. The caller and
 * their role are checked first (the action only picks which role), then the request's size, then the payload.
 */
export const youtubeUpload = onCall(
  { secrets: [YOUTUBE_CLIENT_ID, YOUTUBE_CLIENT_SECRET], timeoutSeconds: 540, memory: '1GiB' },
  async (request): Promise<YoutubeResponse> => {
    const uid = requireUid(request);
    if (asksForUpload(request.data)) {
      const uploader = await requireUploader(uid, request.data.demo_mode === true);
      requireSize(request, CALLABLE_REQUEST_BYTES.upload, TEXTS.validation.videoFileTooBig);
      return uploadVideo(uploader, checkPayload(schemas.youtubeActions.upload_video, request.data));
    }
    await requireAdmin(request);
    requireSize(request);
    const payload = checkPayload(schemas.youtubeSetupRequest, request.data);
    switch (payload.action) {
      case 'get_token_status':
        return tokenStatus(await readToken(), Date.now());
      case 'get_oauth_url':
        return getOauthUrl(payload);
      case 'exchange_token':
        return exchangeToken(payload);
      case 'refresh_token':
        return refreshToken();
    }
  },
);
