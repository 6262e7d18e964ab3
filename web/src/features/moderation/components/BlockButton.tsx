import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { displayName, LIMITS, TEXTS } from '@mentorbridge/model';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { settle } from '@/lib/writeOutcome';
import { useSession } from '@/session';
import { useMyBlocks } from '../api/blocks';

const T = TEXTS.moderation;

/**
 * "Block" (with a confirmation) or, once blocked, "Unblock" for another signed-in user's person: on a profile page,
 * next to Report. Nothing for visitors or for oneself; disabled until the block list is known, so nothing moves when
 * it arrives (a thread scrolled to its newest message stays there).
 */
export function BlockButton({ personId, name }: { personId: string; name: string }) {
  const uid = useSession().user?.uid ?? null;
  const blocks = useMyBlocks();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!uid || uid === personId) return null;
  const known = blocks.status === 'ready';
  const shown = displayName(name);
  const isBlocked = blocks.blocked.includes(personId);

  const change = async (block: boolean) => {
    if (block && blocks.blocked.length >= LIMITS.blocks) {
      toast.error(T.blockFull);
      setConfirming(false);
      return;
    }
    setBusy(true);
    try {
      const { blockPerson, unblockPerson } = await import('../api/blockWrites');
      const write = block ? blockPerson(uid, blocks.blocked, personId) : unblockPerson(uid, blocks.blocked, personId);
      await settle(write, () => toast.error(block ? T.blockFailed : T.unblockFailed));
      toast.success(block ? T.blocked(shown) : T.unblocked(shown));
      setConfirming(false);
    } catch {
      toast.error(block ? T.blockFailed : T.unblockFailed);
    } finally {
      setBusy(false);
    }
  };

  if (isBlocked) {
    return (
      <Button size="compact-xs" variant="subtle" color="gray" aria-label={T.unblockLabel(shown)} loading={busy} onClick={() => void change(false)}>
        {T.unblock}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconBan size={14} aria-hidden />}
        aria-label={T.blockLabel(shown)}
        disabled={!known}
        onClick={() => setConfirming(true)}
      >
        {T.block}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={T.blockTitle(shown)}
        confirmLabel={T.block}
        destructive
        loading={busy}
        onConfirm={() => void change(true)}
        onCancel={() => setConfirming(false)}
      >
        {T.blockMessage(shown)}
      </ConfirmDialog>
    </>
  );
}
