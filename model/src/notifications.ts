/**
 * Notifications (docs/data-model.md, `user_private/{uid}` and below): what the server tells a user, on which
 * channels, and the user's choices. Only functions create notifications, mail documents and pushes (the producer in
 * functions/src/notifications); the owner reads their notifications, flips `read`, edits their channels and
 * registers this device for push.
 */
import { isOneOf, type AdminRole, type RejectReason } from './enums';
import type { DeviceFields } from './deviceFields';
import type { Stored, Time } from './documents';
import type { NotificationFields } from './notificationFields';
import type { NotificationSettingsFields } from './notificationSettings';
import { displayName } from './person';
import { isAdmin } from './roles';
import { TEXTS } from './texts';

/** The user's own private data, readable by them alone (unlike `private/`, which no client touches). */
export const USER_PRIVATE = {
  collection: 'user_private',
  notifications: 'notifications',
  devices: 'devices',
  /** The "Trigger Email" extension's collection (firestore-send-email, `extensions/firestore-send-email.env`). */
  mail: 'mail',
} as const;

export const notificationPaths = {
  /** The user's settings document: their notification channels. */
  settings: (uid: string) => `${USER_PRIVATE.collection}/${uid}`,
  notifications: (uid: string) => `${USER_PRIVATE.collection}/${uid}/${USER_PRIVATE.notifications}`,
  notification: (uid: string, id: string) => `${USER_PRIVATE.collection}/${uid}/${USER_PRIVATE.notifications}/${id}`,
  devices: (uid: string) => `${USER_PRIVATE.collection}/${uid}/${USER_PRIVATE.devices}`,
  device: (uid: string, id: string) => `${USER_PRIVATE.collection}/${uid}/${USER_PRIVATE.devices}/${id}`,
  mail: USER_PRIVATE.mail,
  /** Who commented on a discussion, so a new comment reaches them (functions only, under `private/`). */
  participants: (discussionId: string) => `private/discussion_${discussionId}/${PARTICIPANTS}`,
  participantsRecord: (discussionId: string) => `private/discussion_${discussionId}`,
} as const;

/** The collection of a discussion's participants, under `private/discussion_{discussionId}`. */
export const PARTICIPANTS = 'participants';

/** `private/discussion_{discussionId}/participants/{uid}`: one person who commented (the id is theirs). */
export interface ParticipantFields {
  user_id: string;
  joined_at: Time;
}

/** A discussion's participant record. */
export function newParticipant<S>(uid: string, now: S) {
  return { user_id: uid, joined_at: now } satisfies Stored<ParticipantFields, S>;
}

/** Who is told what. The first part of each comment names the recipient; the actor is never told. */
export const NOTIFICATION_TYPES = [
  /** Mentor: a student applied to their project. */
  'request_received',
  /** Mentor: the student answered their question. */
  'answer_received',
  /** Mentor: a request has waited LIMITS.enrollmentWaitingHighlightDays days for them. */
  'request_waiting',
  /** Mentor: paused automatically for requests that expired unanswered. */
  'mentor_paused',
  /** Student: the mentor asked for more information. */
  'info_requested',
  /** Student: approved. */
  'request_approved',
  /** Student: rejected. */
  'request_rejected',
  /** Student: their request expired. */
  'request_expired',
  /** Mentor and approved students: new messages in a project thread (one notification per thread). */
  'project_message',
  /** The author and the commenters of a discussion: new comments (one notification per discussion). */
  'discussion_reply',
  /** A user whose admin role an admin changed. */
  'role_changed',
  /** Student: the follow-up sweep asks whether a session they booked happened (docs/data-model.md, `booking_intents`). */
  'session_follow_up',
  /** Mentor: after the student's "Yes", the sweep asks whether the mentor met them (docs/data-model.md, `booking_intents`). */
  'session_check',
  /** Mentor: a student published a review of them (not its edits). */
  'review_received',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types that collapse into one notification per thread, its count raised by each new event. */
export const THREAD_TYPES = ['project_message', 'discussion_reply'] as const satisfies readonly NotificationType[];

/**
 * A mentor's decisions on a student's own application: they reach the student even from a mentor the student
 * blocked, since a block hides the other person's posts, never the fate of one's own application.
 */
export const DECISION_TYPES = ['info_requested', 'request_approved', 'request_rejected'] as const satisfies readonly NotificationType[];

export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What the one specific line of a notification needs besides its actor. */
export interface NotificationParams {
  /** The project's or the discussion's title; '' for types without one. */
  title: string;
  /** The new admin role for `role_changed`; null otherwise. */
  role: AdminRole | null;
  /** The mentor's reason for `request_rejected`, when they gave one; null otherwise. */
  reason: RejectReason | null;
}

/** A preference key: a type on a channel, e.g. `request_received:email`. */
export type ChannelKey = `${NotificationType}:${NotificationChannel}`;

export const channelKey = (type: NotificationType, channel: NotificationChannel): ChannelKey => `${type}:${channel}`;

/** Every preference key (firestore.rules lists the same; tests/rules/model-constants.test.ts compares). */
export const CHANNEL_KEYS: readonly ChannelKey[] = NOTIFICATION_TYPES.flatMap((type) =>
  NOTIFICATION_CHANNELS.map((channel) => channelKey(type, channel)),
);

/** Decisions and notices on every channel; the busy threads in the app only. */
export function defaultChannel(type: NotificationType, channel: NotificationChannel): boolean {
  return channel === 'in_app' || !isOneOf(THREAD_TYPES, type);
}

/** Whether a user with these settings (or none yet) gets `type` on `channel`. */
export function channelOn(
  settings: Pick<NotificationSettingsFields, 'channels'> | null | undefined,
  type: NotificationType,
  channel: NotificationChannel,
): boolean {
  const chosen: unknown = settings?.channels?.[channelKey(type, channel)];
  return typeof chosen === 'boolean' ? chosen : defaultChannel(type, channel);
}

/** The settings document with one switch changed (the others as they were, or their defaults). */
export function newNotificationSettings<S>(
  current: Pick<NotificationSettingsFields, 'channels'> | null | undefined,
  change: { type: NotificationType; channel: NotificationChannel; on: boolean },
  now: S,
) {
  const channels: Partial<Record<ChannelKey, boolean>> = {};
  for (const key of CHANNEL_KEYS) {
    const chosen: unknown = current?.channels?.[key];
    if (typeof chosen === 'boolean') channels[key] = chosen;
  }
  channels[channelKey(change.type, change.channel)] = change.on;
  return { channels, updated_at: now } satisfies Stored<NotificationSettingsFields, S>;
}

/**
 * A device's id: the SHA-256 of its token in lower-case hex, so one browser registers once and the rules can check
 * the id against the token (`hashing.sha256`).
 */
export async function deviceId(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A device registration. */
export function newDevice<S>(token: string, name: string, now: S) {
  return { token, name, created_at: now, last_seen_at: now } satisfies Stored<DeviceFields, S>;
}

/** `mail/{id}`: a message in the format of Firebase's "Trigger Email" extension (firestore-send-email). */
export interface MailFields {
  to: string;
  message: { subject: string; text: string; html: string };
}

/** Where each kind of notification leads in the app. */
export const notificationTargets = {
  /** A mentor's applications for one project (the dashboard's Applications tab). */
  mentorRequests: (projectId: string) => `/dashboard?project=${encodeURIComponent(projectId)}`,
  mentorDashboard: '/dashboard',
  /** The project's dialog, with the student's application. */
  application: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  projectThread: (projectId: string) => `/project-discussions/${encodeURIComponent(projectId)}`,
  discussion: (discussionId: string) => `/community/discussion/${encodeURIComponent(discussionId)}`,
  roleChanged: (role: AdminRole) => (isAdmin({ admin_role: role }) ? '/admin' : '/dashboard'),
  /** The student's dashboard, where the follow-up question waits. */
  studentDashboard: '/dashboard',
  /** A mentor's public profile, where their reviews are listed. */
  mentorReviews: (mentorId: string) => `/profile/${encodeURIComponent(mentorId)}`,
} as const;

/** The thread key of a project's messages and of a discussion's comments. */
export const threadKey = {
  project: (projectId: string) => `project:${projectId}`,
  discussion: (discussionId: string) => `discussion:${discussionId}`,
} as const;

/** A new notification for `recipientId` (functions only). */
export function newNotification<S>(
  fields: Pick<NotificationFields, 'type' | 'recipient_id' | 'actor' | 'target' | 'thread'> & { params?: Partial<NotificationParams> },
  now: S,
) {
  return {
    type: fields.type,
    recipient_id: fields.recipient_id,
    actor: fields.actor,
    target: fields.target,
    params: { title: fields.params?.title ?? '', role: fields.params?.role ?? null, reason: fields.params?.reason ?? null },
    read: false,
    thread: fields.thread,
    count: 1,
    created_at: now,
    updated_at: now,
  } satisfies Stored<NotificationFields, S>;
}

/** The one specific line of a notification ("Mara asked for more information on your application to Build a CLI"). */
export function notificationLine(notification: Pick<NotificationFields, 'type' | 'actor' | 'params' | 'count'>): string {
  const line = TEXTS.notifications.lines[notification.type];
  return line({
    actor: displayName(notification.actor?.display_name),
    title: notification.params.title,
    count: notification.count,
    role: notification.params.role,
    reason: notification.params.reason,
  });
}
