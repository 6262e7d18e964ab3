import { useId, useState } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBellRinging, IconCheck } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { timeAgo } from '@/lib/dates';
import { browserPush, PushRefused, pushState, registerThisDevice, removeDevice, thisDeviceId, useDevices, type PushState } from '../api/push';
import classes from './NotificationSettings.module.css';

const T = TEXTS.notifications.device;

/** Why the button cannot be used here, by state. */
const BLOCKED: Partial<Record<PushState, { text: string; color: string }>> = {
  not_configured: { text: TEXTS.notifications.pushNotConfigured, color: 'gray' },
  install_first: { text: T.installFirst, color: 'blue' },
  unsupported: { text: T.unsupported, color: 'gray' },
  denied: { text: T.denied, color: 'yellow' },
};

/**
 * The control of "Notifications on this device" in each state: a message where the server, the browser, the
 * platform or a blocked permission does not allow push; the button otherwise; a confirmation once it is on.
 */
export function PushControl({ state, busy, dismissed, onTurnOn }: { state: PushState; busy: boolean; dismissed: boolean; onTurnOn: () => void }) {
  const blocked = BLOCKED[state];
  if (blocked) {
    return (
      <Alert variant="light" color={blocked.color}>
        {blocked.text}
      </Alert>
    );
  }
  if (state === 'on') {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconCheck size={18} aria-hidden color="var(--mantine-color-green-7)" />
        <Text size="sm">{T.on}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button leftSection={<IconBellRinging size={18} aria-hidden />} loading={busy} onClick={onTurnOn} variant="light">
        {T.turnOn}
      </Button>
      {dismissed && (
        <Text size="sm" c="dimmed" role="status">
          {T.dismissed}
        </Text>
      )}
    </Stack>
  );
}

/** "Notifications on this device" in the account settings, and the list of the person's devices, each removable. */
export function PushDevices({ uid }: { uid: string }) {
  const devices = useDevices(uid);
  const [browser, setBrowser] = useState(browserPush);
  const [mine, setMine] = useState(thisDeviceId);
  const [busy, setBusy] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const registered = devices.status === 'success' && devices.data.some((device) => device.id === mine);
  const state = pushState({ ...browser, registered });
  const titleId = useId();
  const listId = useId();

  const turnOn = () => {
    setBusy(true);
    setDismissed(false);
    registerThisDevice(uid)
      .then(() => {
        setMine(thisDeviceId());
        toast.success(T.turnedOn);
      })
      .catch((error: unknown) => {
        if (error instanceof PushRefused && error.state === 'dismissed') setDismissed(true);
        else if (!(error instanceof PushRefused)) toast.error(T.failed);
      })
      .finally(() => {
        setBrowser(browserPush());
        setBusy(false);
      });
  };

  const remove = (id: string, name: string) => {
    setRemoving(id);
    removeDevice(uid, id)
      .then(() => toast.success(T.removed(name)))
      .catch(() => toast.error(T.removeFailed))
      .finally(() => {
        setRemoving(null);
        setMine(thisDeviceId());
      });
  };

  return (
    <section aria-labelledby={titleId} className={classes.fieldset} data-testid="push-devices">
      <Title order={3} size="h5" id={titleId} mb={4}>
        {T.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {T.intro}
      </Text>
      <PushControl state={state} busy={busy} dismissed={dismissed} onTurnOn={turnOn} />
      <Title order={4} size="sm" mt="md" mb="xs" id={listId}>
        {T.devicesTitle}
      </Title>
      {devices.status === 'loading' ? (
        <>
          <VisuallyHidden role="status">{T.devicesLoading}</VisuallyHidden>
          <Skeleton height={48} aria-hidden />
        </>
      ) : devices.status === 'error' ? (
        <Alert variant="light" color="red">
          {T.devicesFailed}
        </Alert>
      ) : devices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.devicesEmpty}
        </Text>
      ) : (
        <ul className={classes.devices} aria-labelledby={listId}>
          {devices.data.map(({ id, data: device }) => (
            <li key={id} className={classes.device}>
              <div className={classes.deviceText}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {device.name}
                  </Text>
                  {id === mine && (
                    <Badge size="sm" variant="light">
                      {T.thisDevice}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {T.lastSeen(timeAgo(device.last_seen_at))}
                </Text>
              </div>
              <Button
                size="xs"
                variant="default"
                aria-label={T.removeLabel(device.name)}
                loading={removing === id}
                onClick={() => remove(id, device.name)}
              >
                {T.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
