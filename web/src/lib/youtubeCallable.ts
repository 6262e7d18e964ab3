/** Payloads and results of each `youtubeUpload` action (spec section 7; functions/src/youtube.ts). */
export interface YoutubeTokenStatus {
  has_token: boolean;
  token_info: {
    age_days: number;
    /** ISO date-time of the last successful use, or null. */
    last_used_at: string | null;
    error_count: number;
    last_error: string | null;
  } | null;
  health: {
    healthy: boolean;
    daysUntilExpiry: number;
    /** Older than 5 days. */
    aging: boolean;
  } | null;
}

export type YoutubeVideoMime = 'video/mp4' | 'video/quicktime' | 'video/webm';

export type YoutubeUploadResult =
  | {
      success: true;
      /** Set on demo-mode results: nothing was uploaded. */
      demo?: true;
      videoUrl: string;
      thumbnailUrl: string;
      duration: string;
      details?: string;
    }
  | { success: false; error: string; error_code: 'AUTH_REQUIRED' | 'UPLOAD_FAILED'; details?: string };

export interface YoutubeActions {
  get_token_status: { req: Record<never, never>; res: YoutubeTokenStatus };
  get_oauth_url: { req: { redirect_uri: string }; res: { oauth_url: string; error?: undefined } | { oauth_url?: undefined; error: string } };
  exchange_token: {
    req: { code: string; redirect_uri: string };
    res: { success: true } | { success: false; error: string; error_description?: string };
  };
  refresh_token: {
    req: Record<never, never>;
    res: { success: true } | { success: false; error: string; error_code?: 'AUTH_REQUIRED' };
  };
  upload_video: {
    req: { title: string; description: string; file: string; mime_type: YoutubeVideoMime; demo_mode?: boolean };
    res: YoutubeUploadResult;
  };
}

export type YoutubeAction = keyof YoutubeActions;

/** The payload of one action: `{ action, ...fields }`. */
export type YoutubeRequest<A extends YoutubeAction = YoutubeAction> = {
  [K in A]: { action: K } & YoutubeActions[K]['req'];
}[A];

export type YoutubeResponse<A extends YoutubeAction = YoutubeAction> = YoutubeActions[A]['res'];
