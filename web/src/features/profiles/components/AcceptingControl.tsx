import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/errors';
import { settle } from '@/lib/writeOutcome';
import { isMentor, useMyProfile } from '@/session';
import { setAccepting } from '../api/profiles';

const t = TEXTS.enrollment;

/**
 * A mentor's switch for new applications (docs/data-model.md, `profiles.accepting`): while paused, a banner says
 * why (their own pause, or onEnrollmentWritten's after too many expired requests) with one-click Resume; while
 * accepting, a quiet Pause button.
 */
export function AcceptingControl() {
  const me = useMyProfile();
  const [busy, setBusy] = useState(false);
  if (me.status !== 'ready' || !isMentor(me.profile)) return null;
  const { id, accepting, paused_reason } = me.profile;

  const change = async (next: boolean) => {
    setBusy(true);
    const failed = (error: unknown) => toast.error(errorText(error, TEXTS.toasts.unknownError), { title: t.pauseFailed });
    try {
      await settle(setAccepting(id, next), failed);
      toast.success(next ? t.resumed : t.paused);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  if (!accepting) {
    return (
      <Alert color="orange" icon={<IconPlayerPause size={18} aria-hidden />} title={t.paused}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{paused_reason === 'expired_requests' ? t.pausedByExpiry : t.pausedBySelf}</Text>
          <Button size="xs" leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={busy} onClick={() => void change(true)}>
            {t.resume}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Group justify="flex-end">
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconPlayerPause size={16} aria-hidden />}
        loading={busy}
        onClick={() => void change(false)}
      >
        {t.pause}
      </Button>
    </Group>
  );
}
