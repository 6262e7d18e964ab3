// A local stand-in for the parts of Google the youtubeUpload function talks to: the OAuth consent
// redirect, the OAuth token endpoint and the YouTube Data API upload endpoint. The emulated
// function finds it through YOUTUBE_FAKE_GOOGLE_PORT (functions/.env.demo-mentorbridge) plus
// MB_PORT_OFFSET, so tests start it on that same port.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, readBody, StandIn, standInPort } from './http';

/** Authorization codes with special outcomes. */
export const FAKE_CODES = {
  /** Exchanged for tokens without a refresh token (Google does this without prompt=consent). */
  noRefreshToken: 'fake-code-without-refresh-token',
  /** Rejected with invalid_grant. */
  rejected: 'fake-code-rejected',
} as const;

/** The code the fake consent page hands back (exchanged for a fresh refresh token). */
export const FAKE_CONSENT_CODE = 'fake-consent-code';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface RecordedUpload {
  title: string;
  description: string;
  privacyStatus: string;
  mimeType: string;
  bytes: Buffer;
}

/** The port the emulated function expects the fake on. */
export function fakeGooglePort(): number {
  return standInPort('YOUTUBE_FAKE_GOOGLE_PORT');
}

/** Splits a multipart/related body into its parts (headers are lower-cased). */
function multipartParts(body: Buffer, contentType: string): { type: string; data: Buffer }[] {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (!boundary) return [];
  const text = body.toString('latin1');
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = part.indexOf('\r\n\r\n');
      const head = part.slice(0, split).toLowerCase();
      let data = part.slice(split + 4);
      if (data.endsWith('\r\n')) data = data.slice(0, -2);
      return { type: /content-type:\s*([^\r\n]+)/.exec(head)?.[1] ?? '', data: Buffer.from(data, 'latin1') };
    });
}

export class FakeGoogle extends StandIn {
  readonly requests: RecordedRequest[] = [];
  readonly uploads: RecordedUpload[] = [];
  /** Refresh tokens Google no longer accepts. */
  readonly revoked = new Set<string>();
  /** When set, the upload endpoint answers with this error instead of accepting the video. */
  uploadFailure: { status: number; message: string } | null = null;
  /** Holds each upload this long before answering (lets browser tests see the progress). */
  uploadDelayMs = 0;
  private readonly accessTokens = new Set<string>();
  private counter = 0;

  protected port(): number {
    return fakeGooglePort();
  }

  /** Forgets everything recorded and every revocation. */
  reset(): void {
    this.requests.length = 0;
    this.uploads.length = 0;
    this.revoked.clear();
    this.uploadFailure = null;
    this.uploadDelayMs = 0;
  }

  /** The requests made to one path. */
  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  private next(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${Date.now().toString(36)}-${this.counter}`;
  }

  private issueAccessToken(): string {
    const token = this.next('fake-access');
    this.accessTokens.add(token);
    return token;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body });

    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      // The consent screen: the admin "agrees" at once and Google sends the browser back with a code.
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', FAKE_CONSENT_CODE);
      back.searchParams.set('scope', url.searchParams.get('scope') ?? '');
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }

    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        const code = form.get('code');
        if (code === FAKE_CODES.rejected) return json(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        const tokens = { access_token: this.issueAccessToken(), expires_in: 3599, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/youtube.upload' };
        if (code === FAKE_CODES.noRefreshToken) return json(res, 200, tokens);
        return json(res, 200, { ...tokens, refresh_token: this.next('fake-refresh') });
      }
      if (grant === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        if (this.revoked.has(refresh)) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        }
        return json(res, 200, { access_token: this.issueAccessToken(), expires_in: 3599, token_type: 'Bearer' });
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }

    if (req.method === 'POST' && url.pathname === '/upload/youtube/v3/videos') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !this.accessTokens.has(bearer)) {
        return json(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      }
      if (this.uploadFailure) {
        const { status, message } = this.uploadFailure;
        return json(res, status, { error: { code: status, message } });
      }
      if (this.uploadDelayMs) await new Promise((resolve) => setTimeout(resolve, this.uploadDelayMs));
      const [meta, media] = multipartParts(body, req.headers['content-type'] ?? '');
      const resource = JSON.parse(meta?.data.toString('utf8') ?? '{}') as {
        snippet?: { title?: string; description?: string };
        status?: { privacyStatus?: string };
      };
      this.uploads.push({
        title: resource.snippet?.title ?? '',
        description: resource.snippet?.description ?? '',
        privacyStatus: resource.status?.privacyStatus ?? '',
        mimeType: media?.type ?? '',
        bytes: media?.data ?? Buffer.alloc(0),
      });
      // A YouTube video id: 11 characters.
      const id = `fk${String(this.uploads.length).padStart(4, '0')}${Date.now().toString(36).slice(-5)}`.slice(0, 11);
      return json(res, 200, {
        kind: 'youtube#video',
        id,
        snippet: resource.snippet,
        status: resource.status,
        contentDetails: { duration: 'PT2M5S' },
      });
    }

    json(res, 404, { error: { code: 404, message: `No fake for ${req.method} ${url.pathname}` } });
  }
}
