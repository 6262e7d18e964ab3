import { Badge, Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { useUnreadCount } from '../api/notifications';

/**
 * The phone menu's way to /notifications, with the unread count the header's bell shows (below 360 px the bell
 * gives its place in the header up, so the count must be here).
 */
export function NotificationsEntry({ uid, onOpen }: { uid: string; onOpen: () => void }) {
  const unread = useUnreadCount(uid) ?? 0;
  return (
    <Button
      variant="default"
      leftSection={<IconBell size={16} aria-hidden />}
      rightSection={
        unread > 0 ? (
          <Badge color="red" size="sm" circle={unread < 10} aria-hidden>
            {TEXTS.notifications.badge(unread)}
          </Badge>
        ) : undefined
      }
      aria-label={TEXTS.notifications.bell(unread)}
      onClick={onOpen}
    >
      {TEXTS.notifications.title}
    </Button>
  );
}
