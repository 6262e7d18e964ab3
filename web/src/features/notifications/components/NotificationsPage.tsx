import { useId } from 'react';
import { Container, Paper, Title } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { useSession } from '@/session';
import { NotificationList } from './NotificationList';

/** /notifications: the bell's list as a page (the phones' way to it; signed in). */
export function NotificationsPage() {
  const { user } = useSession();
  const headingId = useId();
  return (
    <Container size="sm" py="xl">
      <Title order={1} id={headingId} mb="md">
        {TEXTS.notifications.title}
      </Title>
      <Paper withBorder radius="md" p="xs">
        {user && <NotificationList uid={user.uid} headingId={headingId} />}
      </Paper>
    </Container>
  );
}
