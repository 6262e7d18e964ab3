// A local stand-in for Firebase Cloud Messaging's HTTP v1 API (`POST /v1/projects/{project}/messages:send`), which
// the push sender (src/notifications/push.ts) talks to. The emulated functions find it through FCM_FAKE_PORT
// (functions/.env.demo-mentorbridge) plus MB_PORT_OFFSET, so tests start it on that same port. It records every
// message and answers as FCM does: the message's name, or FCM's error body for tokens marked unregistered or invalid.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, readBody, StandIn, standInPort } from './http';

/** One message as the sender sent it. */
export interface SentPush {
  project: string;
  authorization: string | undefined;
  token: string;
  title: string;
  body: string;
  icon: string;
  tag: string;
  link: string;
}

interface SendRequest {
  message?: {
    token?: string;
    webpush?: {
      notification?: { title?: string; body?: string; icon?: string; tag?: string };
      fcm_options?: { link?: string };
    };
  };
}

const FCM_ERROR = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

/** FCM's answer for a token it no longer knows (the Admin SDK's messaging/registration-token-not-registered). */
const unregistered = {
  error: {
    code: 404,
    message: 'Requested entity was not found.',
    status: 'NOT_FOUND',
    details: [{ '@type': FCM_ERROR, errorCode: 'UNREGISTERED' }],
  },
};

/** FCM's answer for a token that is not one (messaging/invalid-registration-token). */
const invalidToken = {
  error: {
    code: 400,
    message: 'The registration token is not a valid FCM registration token',
    status: 'INVALID_ARGUMENT',
    details: [
      { '@type': FCM_ERROR, errorCode: 'INVALID_ARGUMENT' },
      { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }] },
    ],
  },
};

export function fakeFcmPort(): number {
  return standInPort('FCM_FAKE_PORT');
}

export class FakeFcm extends StandIn {
  readonly sent: SentPush[] = [];
  /** Tokens answered as unregistered. */
  readonly unregistered = new Set<string>();
  /** Tokens answered as invalid. */
  readonly invalid = new Set<string>();
  private counter = 0;

  protected port(): number {
    return fakeFcmPort();
  }

  /** The messages sent to `tokens`' devices. */
  sentTo(...tokens: string[]): SentPush[] {
    return this.sent.filter((push) => tokens.includes(push.token));
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url.pathname);
    if (req.method !== 'POST' || !route) {
      return json(res, 404, { error: { code: 404, message: `No fake for ${req.method} ${url.pathname}`, status: 'NOT_FOUND' } });
    }
    if (!/^Bearer .+/.test(req.headers.authorization ?? '')) {
      return json(res, 401, { error: { code: 401, message: 'Request is missing required authentication credential.', status: 'UNAUTHENTICATED' } });
    }
    const request = JSON.parse((await readBody(req)).toString('utf8')) as SendRequest;
    const token = request.message?.token ?? '';
    if (!token) {
      return json(res, 400, { error: { code: 400, message: 'Recipient of the message is not set.', status: 'INVALID_ARGUMENT' } });
    }
    if (this.unregistered.has(token)) return json(res, 404, unregistered);
    if (this.invalid.has(token)) return json(res, 400, invalidToken);
    const notification = request.message?.webpush?.notification ?? {};
    this.sent.push({
      project: decodeURIComponent(route[1] ?? ''),
      authorization: req.headers.authorization,
      token,
      title: notification.title ?? '',
      body: notification.body ?? '',
      icon: notification.icon ?? '',
      tag: notification.tag ?? '',
      link: request.message?.webpush?.fcm_options?.link ?? '',
    });
    this.counter += 1;
    return json(res, 200, { name: `projects/${route[1]}/messages/fake-${this.counter}` });
  }
}
