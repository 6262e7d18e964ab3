import { useId } from 'react';
import { Anchor, Container, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { useSession } from '@/session';
import { NotificationList } from './NotificationList';

/** /notifications: the bell's list as a page (the phones' way to it; signed in), with the way to its settings. */
export function NotificationsPage() {
  const { user } = useSession();
  const headingId = useId();
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={1} id={headingId}>
          {TEXTS.notifications.title}
        </Title>
        <Anchor component={Link} to="/profile?tab=account">
          {TEXTS.notifications.settingsTitle}
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p="xs">
        {user && <NotificationList uid={user.uid} headingId={headingId} />}
      </Paper>
    </Container>
  );
}
