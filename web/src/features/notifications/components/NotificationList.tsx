import { useEffect, useRef } from 'react';
import { Button, Group, Loader, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBellOff,
  IconCalendarQuestion,
  IconChecks,
  IconCircleCheck,
  IconCircleX,
  IconClockX,
  IconHelp,
  IconHourglass,
  IconMessageCircle,
  IconMessageReply,
  IconMessages,
  IconPlayerPause,
  IconShield,
  IconStar,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { notificationLine, TEXTS, type AppNotification, type NotificationType } from '@mentorbridge/model';
import { timeAgo } from '@/lib/dates';
import { markAllRead, markRead, useNotificationList } from '../api/notifications';
import classes from './NotificationList.module.css';

/** Each type's icon and colour. */
const ICONS: Record<NotificationType, { icon: Icon; color: string }> = {
  request_received: { icon: IconUserPlus, color: 'blue' },
  answer_received: { icon: IconMessageReply, color: 'blue' },
  request_waiting: { icon: IconHourglass, color: 'orange' },
  mentor_paused: { icon: IconPlayerPause, color: 'orange' },
  info_requested: { icon: IconHelp, color: 'yellow' },
  request_approved: { icon: IconCircleCheck, color: 'green' },
  request_rejected: { icon: IconCircleX, color: 'red' },
  request_expired: { icon: IconClockX, color: 'gray' },
  project_message: { icon: IconMessages, color: 'violet' },
  discussion_reply: { icon: IconMessageCircle, color: 'violet' },
  role_changed: { icon: IconShield, color: 'teal' },
  session_follow_up: { icon: IconCalendarQuestion, color: 'blue' },
  session_check: { icon: IconCalendarQuestion, color: 'teal' },
  review_received: { icon: IconStar, color: 'yellow' },
};

function NotificationItem({ item, onOpen }: { item: AppNotification; onOpen: (item: AppNotification) => void }) {
  const { icon: TypeIcon, color } = ICONS[item.type];
  return (
    <li>
      <UnstyledButton className={classes.item} data-unread={!item.read || undefined} onClick={() => onOpen(item)}>
        <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
          <TypeIcon size={18} />
        </ThemeIcon>
        <span className={classes.body}>
          <Text size="sm" fw={item.read ? 400 : 600} className={classes.line}>
            {notificationLine(item)}
          </Text>
          <Text size="xs" c="dimmed">
            {timeAgo(item.updated_at)}
          </Text>
        </span>
        {!item.read && (
          <span className={classes.dot}>
            <VisuallyHidden>{TEXTS.notifications.unread}</VisuallyHidden>
          </span>
        )}
      </UnstyledButton>
    </li>
  );
}

/**
 * The bell's list (the popover on wide screens, /notifications on phones): newest first, a page at a time, with
 * "Mark all as read". A click marks the notification read and opens its target; `onOpen` closes the popover.
 */
export function NotificationList({ uid, onOpen, headingId }: { uid: string; onOpen?: () => void; headingId?: string }) {
  const navigate = useNavigate();
  const list = useNotificationList(uid);
  const listRef = useRef<HTMLUListElement>(null);
  // "Show older" goes once the last page is in: the focus moves to the first older notification instead of the page.
  const focusFrom = useRef<number | null>(null);
  const shown = list.items.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector('button')?.focus();
  }, [shown]);
  const anyUnread = list.items.some((item) => !item.read);
  const open = (item: AppNotification) => {
    if (!item.read) markRead(uid, item.id);
    onOpen?.();
    navigate(item.target);
  };

  if (list.status === 'loading') {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" role="status" aria-label={TEXTS.notifications.loading} />
      </Group>
    );
  }
  if (list.status === 'error') {
    return (
      <Text c="red" p="md" role="alert">
        {TEXTS.notifications.failed}
      </Text>
    );
  }
  if (list.items.length === 0) {
    return (
      <Stack align="center" gap="xs" p="lg" ta="center">
        <ThemeIcon variant="light" color="gray" radius="xl" size="xl" aria-hidden>
          <IconBellOff size={22} />
        </ThemeIcon>
        <Text fw={600}>{TEXTS.notifications.empty}</Text>
        <Text size="sm" c="dimmed">
          {TEXTS.notifications.emptyHint}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={!anyUnread}
          onClick={() => void markAllRead(uid)}
        >
          {TEXTS.notifications.markAllRead}
        </Button>
      </Group>
      <ul className={classes.list} aria-labelledby={headingId} ref={listRef}>
        {list.items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={open} />
        ))}
      </ul>
      {list.hasOlder && (
        <Button
          variant="default"
          loading={list.loadingOlder}
          onClick={() => {
            focusFrom.current = shown;
            list.loadOlder();
          }}
        >
          {TEXTS.notifications.loadOlder}
        </Button>
      )}
    </Stack>
  );
}
