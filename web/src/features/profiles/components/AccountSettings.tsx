import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { signOut, type User } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { getAuthInstance } from '../../../lib/auth';
import { callFunction, OfflineError } from '../../../lib/functions';
import type { Profile } from '../../../lib/models';

/** Account facts and account deletion (through the deleteUserSelf function). */
export function AccountSettings({ profile, user }: { profile: Profile; user: User }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      await callFunction('deleteUserSelf', undefined);
    } catch (error) {
      setDeleting(false);
      notifications.show({ color: 'red', message: error instanceof OfflineError ? error.message : 'Error deleting account' });
      return;
    }
    // Leave the (now deleted) profile first, committed at once, so the sign-in guard of /profile never sees
    // the sign-out; then drop the local session of the account that no longer exists.
    navigate('/', { replace: true, flushSync: true });
    await signOut(getAuthInstance()).catch(() => undefined);
    notifications.show({ color: 'green', message: 'Account deleted' });
  };

  return (
    <Stack>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          Account
        </Title>
        <Stack gap={4}>
          <Text>
            <Text span c="dimmed">
              Email:{' '}
            </Text>
            {user.email ?? 'Not set'}
          </Text>
          <Text>
            <Text span c="dimmed">
              Account type:{' '}
            </Text>
            {profile.role === 'mentor' ? 'Mentor' : 'Student'}
            {profile.admin_role === 'admin' ? ' (Admin)' : ''}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
        <Title order={2} size="h4" c="red" mb="xs">
          Delete Account
        </Title>
        <Text size="sm" mb="md">
          Permanently deletes your account, your profile and everything you created: projects, videos, enrollment
          requests, messages, discussions and comments. This cannot be undone.
        </Text>
        <Button color="red" onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
      </Paper>
      <Modal
        opened={confirming}
        onClose={() => !deleting && setConfirming(false)}
        title="Delete your account?"
        centered
        closeOnClickOutside={!deleting}
        closeOnEscape={!deleting}
      >
        <Text mb="lg">This permanently deletes your account and everything you created. This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={deleteAccount} loading={deleting}>
            Yes, delete my account
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
