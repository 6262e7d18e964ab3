import { describe, expect, it } from 'vitest';
import {
  channelOn,
  CHANNEL_KEYS,
  newNotification,
  newNotificationSettings,
  notificationLine,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  personCopy,
  TEXTS,
} from './index';

const mara = personCopy({ id: 'm1', display_name: 'Mara' });

describe('notificationLine', () => {
  it('names the actor and the title', () => {
    const asked = newNotification(
      { type: 'info_requested', recipient_id: 's1', actor: mara, target: '/projects/p1', thread: null, params: { title: 'Build a CLI' } },
      0,
    );
    expect(notificationLine(asked)).toBe('Mara asked for more information on your application to Build a CLI');
  });

  it('counts a collapsed thread, and names the writer of a single message', () => {
    const message = newNotification(
      { type: 'project_message', recipient_id: 's1', actor: mara, target: '/', thread: 'project:p1', params: { title: 'Build a CLI' } },
      0,
    );
    expect(notificationLine(message)).toBe('Mara wrote in Build a CLI');
    expect(notificationLine({ ...message, count: 3 })).toBe('3 new messages in Build a CLI');
  });

  it("carries a rejection's reason when the mentor gave one, and says nothing of one otherwise", () => {
    const base = { type: 'request_rejected', recipient_id: 's1', actor: mara, target: '/projects/p1', thread: null } as const;
    expect(notificationLine(newNotification({ ...base, params: { title: 'Build a CLI', reason: 'seats' } }, 0))).toBe(
      'Mara rejected your application to Build a CLI. The mentor’s reason: The seats went to other applicants',
    );
    expect(notificationLine(newNotification({ ...base, params: { title: 'Build a CLI' } }, 0))).toBe('Mara rejected your application to Build a CLI');
  });

  it('words both directions of a role change', () => {
    const base = { recipient_id: 'u', actor: mara, target: '/admin', thread: null } as const;
    expect(notificationLine(newNotification({ ...base, type: 'role_changed', params: { role: 'admin' } }, 0))).toBe('Mara made you an admin');
    expect(notificationLine(newNotification({ ...base, type: 'role_changed', params: { role: 'student' } }, 0))).toBe(
      'Mara removed your admin role',
    );
  });

  it('has a line and a settings label for every type', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(TEXTS.notifications.types[type]).toBeTruthy();
      expect(notificationLine(newNotification({ type, recipient_id: 'u', actor: null, target: '/', thread: null }, 0))).toBeTruthy();
    }
  });
});

describe('channels', () => {
  it('default to every channel for decisions and to the app alone for threads', () => {
    expect(channelOn(null, 'info_requested', 'email')).toBe(true);
    expect(channelOn(null, 'request_received', 'push')).toBe(true);
    expect(channelOn(null, 'project_message', 'in_app')).toBe(true);
    expect(channelOn(null, 'project_message', 'push')).toBe(false);
    expect(channelOn(null, 'discussion_reply', 'email')).toBe(false);
  });

  it('keep the switches already set when one changes, and ignore what is not a boolean', () => {
    const first = newNotificationSettings(null, { type: 'request_received', channel: 'email', on: false }, 0);
    const second = newNotificationSettings(first, { type: 'project_message', channel: 'push', on: true }, 0);
    expect(second.channels).toEqual({ 'request_received:email': false, 'project_message:push': true });
    expect(channelOn(second, 'request_received', 'email')).toBe(false);
    expect(channelOn(second, 'project_message', 'push')).toBe(true);
    expect(channelOn({ channels: { 'request_received:email': 'no' as unknown as boolean } }, 'request_received', 'email')).toBe(true);
  });

  it('has one key per type and channel', () => {
    expect(CHANNEL_KEYS).toHaveLength(NOTIFICATION_TYPES.length * NOTIFICATION_CHANNELS.length);
    expect(new Set(CHANNEL_KEYS).size).toBe(CHANNEL_KEYS.length);
  });
});
