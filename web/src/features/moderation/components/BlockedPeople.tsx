import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { displayName, TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { settle } from '@/lib/writeOutcome';
import { PersonAvatar, useProfile } from '@/session';
import { useMyBlocks } from '../api/blocks';

const T = TEXTS.moderation;
/** Rows shown at first, and added by each "Load more". */
const PAGE = 20;

function BlockedRow({ uid, personId, blocked }: { uid: string; personId: string; blocked: readonly string[] }) {
  const state = useProfile(personId);
  const [busy, setBusy] = useState(false);
  const name = state.status === 'ready' ? displayName(state.profile.display_name) : state.status === 'loading' ? '' : T.blockedGone;

  const unblock = async () => {
    setBusy(true);
    try {
      const { unblockPerson } = await import('../api/blockWrites');
      await settle(unblockPerson(uid, blocked, personId), () => toast.error(T.unblockFailed));
      toast.success(T.unblocked(name || T.blockedGone));
    } catch {
      toast.error(T.unblockFailed);
      setBusy(false);
    }
  };

  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <PersonAvatar id={personId} name={name} src={state.status === 'ready' ? state.profile.avatar_url : null} size={32} />
        {name ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
        ) : (
          <Skeleton height={14} width={120} aria-hidden />
        )}
      </Group>
      <Button size="xs" variant="default" loading={busy} aria-label={T.unblockLabel(name || T.blockedGone)} onClick={() => void unblock()}>
        {T.unblock}
      </Button>
    </Group>
  );
}

/** The account settings' "Blocked people": everyone the user blocked, newest first, each with Unblock. */
export function BlockedPeople({ uid }: { uid: string }) {
  const blocks = useMyBlocks();
  const [shown, setShown] = useState(PAGE);
  const newestFirst = [...blocks.blocked].reverse();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="blocked-people-title">
      <Title order={2} size="h4" mb={4} id="blocked-people-title">
        {T.blockedPeople}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.blockedPeopleIntro}
      </Text>
      {blocks.status === 'loading' && (
        <Stack gap="xs" role="status" aria-label={T.loadingBlocked}>
          <Skeleton height={32} aria-hidden />
          <Skeleton height={32} aria-hidden />
        </Stack>
      )}
      {blocks.status === 'error' && <Alert color="red" title={T.blockedLoadFailed} />}
      {blocks.status === 'ready' && newestFirst.length === 0 && (
        <Text size="sm" c="dimmed">
          {T.blockedNone}
        </Text>
      )}
      {newestFirst.length > 0 && (
        <Stack gap="sm" component="ul" aria-label={T.blockedPeople} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {newestFirst.slice(0, shown).map((personId) => (
            <BlockedRow key={personId} uid={uid} personId={personId} blocked={blocks.blocked} />
          ))}
        </Stack>
      )}
      {newestFirst.length > shown && (
        <Button variant="default" size="xs" mt="md" onClick={() => setShown((n) => n + PAGE)}>
          {TEXTS.lists.loadMore(T.blockedNoun)}
        </Button>
      )}
    </Paper>
  );
}
