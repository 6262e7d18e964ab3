import { useEffect } from 'react';
import { Alert, Anchor, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router-dom';
import { rememberRedirect } from '../../../lib/storage';
import { isAdminProfile, useMyProfile } from '../../profiles';
import { DiscussionForm } from './DiscussionForm';

/** /community/new: the full-page discussion form (admins only). */
export function NewDiscussionPage() {
  const navigate = useNavigate();
  const profile = useMyProfile();
  const signedOut = profile.status === 'signedOut';

  useEffect(() => {
    if (!signedOut) return;
    rememberRedirect('/community/new');
    notifications.show({ color: 'blue', message: 'Please sign in to create a discussion' });
    void navigate('/sign-in', { replace: true });
  }, [signedOut, navigate]);

  let body;
  if (profile.status === 'loading' || signedOut) {
    body = (
      <Center mih={200}>
        <Loader aria-label="Loading" />
      </Center>
    );
  } else if (profile.status !== 'ready') {
    body = <Alert color="red">User profile not found</Alert>;
  } else if (!isAdminProfile(profile.profile)) {
    body = <Alert color="yellow">Only administrators can create discussions</Alert>;
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
          Back to Community
        </Anchor>
        <div>
          <Title order={1}>Start a New Discussion</Title>
          <Text c="dimmed">Ask the community a question or share something worth talking about.</Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
