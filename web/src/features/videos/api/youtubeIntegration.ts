import { CALLABLES, type YoutubeAction, type YoutubeRequest, type YoutubeResponse, type YoutubeTokenStatus } from '@mentorbridge/model';
import { callFunction } from '@/lib/functions';

/** Calls one action of the youtubeUpload function. */
export async function youtubeCall<A extends YoutubeAction>(request: YoutubeRequest<A>): Promise<YoutubeResponse<A>> {
  // The server answers each action with that action's result shape.
  return (await callFunction(CALLABLES.youtubeUpload, request as YoutubeRequest)) as YoutubeResponse<A>;
}

/** The setup page's states; expiry follows the token health of docs/data-model.md, `integrations/youtube`. */
export type IntegrationState = 'checking' | 'needs_setup' | 'ready' | 'expired';

/** Where Google sends the admin back with the authorization code. */
export function setupRedirectUri(origin: string = window.location.origin): string {
  return `${origin}/youtube-setup`;
}

/**
 * needs_setup without a token or when the status call failed; expired when not healthy or with
 * 1 day or less left; ready otherwise.
 */
export function integrationState(status: YoutubeTokenStatus | null | 'failed' | undefined): IntegrationState {
  if (status === undefined) return 'checking';
  if (status === null || status === 'failed' || !status.has_token) return 'needs_setup';
  const health = status.health;
  if (!health || !health.healthy || health.daysUntilExpiry <= 1) return 'expired';
  return 'ready';
}
