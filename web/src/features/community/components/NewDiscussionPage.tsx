import { Alert, Anchor, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { isAdmin, useMyProfile } from '@/session';
import { DiscussionForm } from './DiscussionForm';

/**
 * /community/new: the full-page discussion form. The route's guard sends signed-out visitors to sign in;
 * other non-admins stay and are told that only administrators create discussions.
 */
export function NewDiscussionPage() {
  const navigate = useNavigate();
  const profile = useMyProfile();

  let body;
  if (profile.status === 'loading' || profile.status === 'signedOut') {
    body = (
      <Center mih={200}>
        <Loader role="status" aria-label={TEXTS.loading.page} />
      </Center>
    );
  } else if (profile.status !== 'ready') {
    body = <Alert color="red">{TEXTS.toasts.community.profileNotFound}</Alert>;
  } else if (!isAdmin(profile.profile)) {
    body = <Alert color="yellow">{TEXTS.toasts.community.adminsOnly}</Alert>;
  } else {
    body = (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <DiscussionForm mode="page" onPosted={(id) => void navigate(`/community/discussion/${id}`)} />
      </Paper>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/community" size="sm">
          {TEXTS.community.back}
        </Anchor>
        <div>
          <Title order={1}>{TEXTS.community.startNew}</Title>
          <Text c="dimmed">{TEXTS.community.startIntro}</Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
