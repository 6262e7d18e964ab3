import { Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import {
  channelOn,
  NOTIFICATION_CHANNELS,
  TEXTS,
  type NotificationChannel,
  type NotificationType,
  type Role,
} from '@mentorbridge/model';
import { pushConfigured } from '../api/push';
import { setChannel, useNotificationSettings } from '../api/notifications';
import classes from './NotificationSettings.module.css';
import { PushDevices } from './PushDevices';

/** The types a person can receive, by their account type; everyone has threads, replies and role changes. */
const TYPES_FOR: Record<Role, readonly NotificationType[]> = {
  mentor: [
    'request_received',
    'answer_received',
    'request_waiting',
    'mentor_paused',
    'session_check',
    'review_received',
    'project_message',
    'discussion_reply',
    'role_changed',
  ],
  student: [
    'info_requested',
    'request_approved',
    'request_rejected',
    'request_expired',
    'session_follow_up',
    'project_message',
    'discussion_reply',
    'role_changed',
  ],
};

/** The account settings' notification switches: per type, in app, push and e-mail (docs/data-model.md, `user_private/{uid}`). */
export function NotificationSettings({ uid, role }: { uid: string; role: Role }) {
  const settings = useNotificationSettings(uid);
  const current = settings.status === 'success' ? settings.data : null;
  const push = pushConfigured();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb={4}>
        {TEXTS.notifications.settingsTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {TEXTS.notifications.settingsIntro}
      </Text>
      <PushDevices uid={uid} />
      {settings.status === 'loading' ? (
        <Skeleton height={200} aria-hidden />
      ) : (
        <Stack gap="sm">
          {TYPES_FOR[role].map((type) => (
            <fieldset key={type} className={classes.fieldset}>
              <legend className={classes.legend}>{TEXTS.notifications.types[type]}</legend>
              <Group gap="lg">
                {NOTIFICATION_CHANNELS.map((channel: NotificationChannel) => (
                  <Switch
                    key={channel}
                    label={TEXTS.notifications.channels[channel]}
                    // Push that this app cannot send shows off, whatever the stored choice.
                    checked={(channel !== 'push' || push) && channelOn(current, type, channel)}
                    disabled={channel === 'push' && !push}
                    onChange={(event) => setChannel(uid, current, { type, channel, on: event.currentTarget.checked })}
                  />
                ))}
              </Group>
            </fieldset>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
