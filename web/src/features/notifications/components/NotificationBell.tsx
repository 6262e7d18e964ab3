// The badge's own styles: the list pages load only part of Mantine's stylesheet (app/listStyles.ts), without the
// Indicator's, and the bell is on every page.
import '@mantine/core/styles/Indicator.css';
import { useEffect, useId, useState } from 'react';
import { ActionIcon, Indicator, Popover, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { useUnreadCount } from '../api/notifications';
import { NotificationList } from './NotificationList';
import classes from './NotificationList.module.css';

/** Where the popover gives way to the page /notifications (Mantine's `sm`). */
const WIDE = '(min-width: 48em)';

/**
 * The header's bell: the live unread count as a badge; on wide screens a popover with the list, on phones the
 * page /notifications.
 */
export function NotificationBell({ uid }: { uid: string }) {
  const unread = useUnreadCount(uid) ?? 0;
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const headingId = useId();
  const label = TEXTS.notifications.bell(unread);
  // A browser registered for push says it was seen, once per start of the app (its module loads after the bell).
  useEffect(() => {
    void import('../api/push').then(({ refreshThisDevice }) => refreshThisDevice(uid));
  }, [uid]);

  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={TEXTS.notifications.title}
      onClick={() => (wide ? setOpened((o) => !o) : navigate('/notifications'))}
    >
      <IconBell size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    // Below 360 px the header has no room for it: the phone menu's entry leads to /notifications there.
    <Indicator
      label={TEXTS.notifications.badge(unread)}
      disabled={unread === 0}
      size={18}
      offset={4}
      color="red"
      className={classes.bell}
      data-testid="notification-badge"
    >
      {wide ? (
        <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus returnFocus withinPortal>
          <Popover.Target>{button}</Popover.Target>
          <Popover.Dropdown role="dialog" aria-labelledby={headingId} p="xs">
            {/* The heading takes the focus as the panel opens (the list may still be loading): Tab goes on to its controls. */}
            <Title order={2} size="h5" id={headingId} px="sm" pt={4} tabIndex={-1} data-autofocus>
              {TEXTS.notifications.title}
            </Title>
            <div className={classes.scroller}>
              <NotificationList uid={uid} headingId={headingId} onOpen={() => setOpened(false)} />
            </div>
          </Popover.Dropdown>
        </Popover>
      ) : (
        button
      )}
    </Indicator>
  );
}

/**
 * The unread count on the phone menu's button, below 360 px only, where the bell gives its place in the header up
 * (the menu's entry, NotificationsEntry, says it in words). Rendered inside the menu button.
 */
export function MenuUnread({ uid }: { uid: string }) {
  const unread = useUnreadCount(uid) ?? 0;
  if (unread === 0) return null;
  return (
    <span className={classes.menuUnread} aria-hidden data-testid="menu-unread">
      {TEXTS.notifications.badge(unread)}
    </span>
  );
}
