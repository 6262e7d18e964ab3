/**
 * The push sender: one Firebase Cloud Messaging HTTP v1 request (`POST /v1/projects/{project}/messages:send`) per
 * device the recipient registered (`user_private/{uid}/devices`, at most LIMITS.devicesListed). The request is the
 * one the Admin SDK's `getMessaging().send()` makes, with the app's credential; it is made here because the Admin
 * SDK's host is fixed, and tests point the same code at a local stand-in (docs/decisions.md, "Push"). A token FCM
 * answers as unregistered or invalid is deleted; any other failure is logged and the event goes on.
 */
import { LIMITS, notificationPaths, TEXTS, type NotificationType } from '@mentorbridge/model';
import { getApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { appOrigin } from './mail';
import type { Message } from './message';

/** Where FCM is and how to prove who is asking. */
export interface FcmTransport {
  /** `https://fcm.googleapis.com`, or the local stand-in's address. */
  root: string;
  project: string;
  accessToken: () => Promise<string>;
}

const PRODUCTION_ROOT = 'https://fcm.googleapis.com';

/**
 * The one place that reads where FCM is. Deployed: FCM itself, with the Admin SDK app's credential (the
 * functions' service account). In the emulator only, the local stand-in (functions/test/support/fakeFcm.ts) on
 * FCM_FAKE_PORT shifted by MB_PORT_OFFSET like every emulator port, with a fixed bearer (the emulator has no
 * service account); without FCM_FAKE_PORT the emulator sends no push at all. Deployed functions ignore both.
 */
export function fcmTransport(env: NodeJS.ProcessEnv = process.env): FcmTransport | undefined {
  const project = env.GCLOUD_PROJECT ?? '';
  if (env.FUNCTIONS_EMULATOR === 'true') {
    if (!env.FCM_FAKE_PORT) return undefined;
    const port = Number(env.FCM_FAKE_PORT) + Number(env.MB_PORT_OFFSET ?? 0);
    return { root: `http://127.0.0.1:${port}`, project, accessToken: () => Promise.resolve('emulator') };
  }
  return {
    root: PRODUCTION_ROOT,
    project,
    accessToken: async () => {
      const credential = getApp().options.credential;
      if (!credential) throw new Error('The Admin SDK app has no credential for FCM');
      return (await credential.getAccessToken()).access_token;
    },
  };
}

/** What the push says: the type's name as its title, the notification's line as its body. */
export interface PushContent {
  title: string;
  body: string;
  /** The full address the click opens. */
  link: string;
  icon: string;
  /** Messages of one thread replace each other on the device; a single event keeps its own. */
  tag: string;
}

/** The push of `message` (of `type`, produced under `key`). */
export function pushContent(type: NotificationType, message: Message, key: string, origin: string = appOrigin()): PushContent {
  return {
    title: TEXTS.notifications.types[type],
    body: message.line,
    link: `${origin}${message.target}`,
    icon: `${origin}/pwa-192x192.png`,
    tag: message.thread ?? key,
  };
}

/** The HTTP v1 request body for one device (webpush: the service worker shows it, public/ has no FCM SDK). */
export function fcmRequest(token: string, content: PushContent) {
  return {
    message: {
      token,
      webpush: {
        notification: { title: content.title, body: content.body, icon: content.icon, tag: content.tag },
        fcm_options: { link: content.link },
      },
    },
  };
}

export const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

/** FCM's error answer (google.rpc.Status with FcmError and BadRequest details). */
interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/**
 * Whether FCM's answer says the token itself is dead: UNREGISTERED (the Admin SDK's
 * `messaging/registration-token-not-registered`), or INVALID_ARGUMENT about the token
 * (`messaging/invalid-registration-token`). Other invalid arguments are the message's fault, not the device's.
 */
export function tokenIsDead(body: FcmErrorBody): boolean {
  const error = body.error;
  if (!error) return false;
  // As the Admin SDK reads it (messaging-errors-internal): the FcmError detail's code, else the status.
  const code = error.details?.find((detail) => detail['@type'] === FCM_ERROR_TYPE)?.errorCode ?? error.status;
  if (code === 'UNREGISTERED' || code === 'NOT_FOUND') return true;
  if (code !== 'INVALID_ARGUMENT') return false;
  const onToken = (error.details ?? []).some((detail) => (detail.fieldViolations ?? []).some((v) => v.field === 'message.token'));
  return onToken || /registration token/i.test(error.message ?? '');
}

/** Sends `message` to each of `uid`'s devices; deletes those FCM no longer knows. */
export async function sendPush(
  db: Firestore,
  uid: string,
  type: NotificationType,
  message: Message,
  key: string,
  transport: FcmTransport | undefined = fcmTransport(),
): Promise<void> {
  if (!transport) return;
  const devices = await db.collection(notificationPaths.devices(uid)).orderBy('last_seen_at', 'desc').limit(LIMITS.devicesListed).get();
  if (devices.empty) return;
  const content = pushContent(type, message, key);
  let bearer: string;
  try {
    bearer = await transport.accessToken();
  } catch (error) {
    logger.error('Push: no access token for FCM', error);
    return;
  }
  const url = `${transport.root}/v1/projects/${encodeURIComponent(transport.project)}/messages:send`;
  await Promise.all(
    devices.docs.map(async (device) => {
      const token = device.get('token') as unknown;
      if (typeof token !== 'string') return;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify(fcmRequest(token, content)),
        });
        if (response.ok) return;
        const body = (await response.json().catch(() => ({}))) as FcmErrorBody;
        if (tokenIsDead(body)) {
          await device.ref.delete();
          return;
        }
        logger.warn('Push: FCM refused a message', { uid, status: response.status, error: body.error?.message });
      } catch (error) {
        logger.warn('Push: FCM could not be reached', { uid, error: String(error) });
      }
    }),
  );
}
