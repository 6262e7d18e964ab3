import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { signOut, type User } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { getAuthInstance } from '@/lib/auth';
import { TEXTS, type Profile } from '@mentorbridge/model';
import { ConfirmDelete } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { OfflineError } from '@/lib/errors';
import { callFunction } from '@/lib/functions';
import { isAdmin, roleLabel } from '@/session';

/** Account facts and account deletion (through the deleteUserSelf function). */
export function AccountSettings({ profile, user }: { profile: Profile; user: User }) {
  const navigate = useNavigate();
  const auth = getAuthInstance();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      await callFunction('deleteUserSelf', undefined);
    } catch (error) {
      setDeleting(false);
      toast.error(error instanceof OfflineError ? error.message : TEXTS.toasts.profiles.accountDeleteFailed);
      return;
    }
    // Leave the (now deleted) profile first, committed at once, so the sign-in guard of /profile never sees
    // the sign-out; then drop the local session of the account that no longer exists.
    navigate('/', { replace: true, flushSync: true });
    await signOut(auth).catch(() => undefined);
    toast.success(TEXTS.toasts.profiles.accountDeleted);
  };

  return (
    <Stack>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {TEXTS.profile.account}
        </Title>
        <Stack gap={4}>
          <Text>
            <Text span c="dimmed">
              {TEXTS.fields.email}:{' '}
            </Text>
            {user.email ?? TEXTS.profile.notSet}
          </Text>
          <Text>
            <Text span c="dimmed">
              {TEXTS.profile.accountType}{' '}
            </Text>
            {roleLabel(profile)}
            {isAdmin(profile) ? ` (${TEXTS.roles.admin})` : ''}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
        <Title order={2} size="h4" c="red" mb="xs">
          {TEXTS.profile.deleteAccount}
        </Title>
        <Text size="sm" mb="md">
          {TEXTS.profile.deleteAccountText}
        </Text>
        <Button color="red" onClick={() => setConfirming(true)}>
          {TEXTS.profile.deleteAccount}
        </Button>
      </Paper>
      <ConfirmDelete
        texts={TEXTS.confirm.deleteAccount}
        opened={confirming}
        loading={deleting}
        onConfirm={() => void deleteAccount()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
