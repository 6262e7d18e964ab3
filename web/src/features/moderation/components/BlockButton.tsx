import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { displayName, LIMITS, TEXTS } from '@mentorbridge/model';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { settle } from '@/lib/writeOutcome';
import { useSession } from '@/session';
import { useMyBlocks } from '../api/blocks';

const T = TEXTS.moderation;

/** What the Block action needs from its place: whether it is offered, what it says, and how to run it. */
export interface BlockAction {
  /** Offered: to signed-in users, for another person. */
  available: boolean;
  /** The block list is known: until then the action is disabled, so nothing moves when it arrives. */
  known: boolean;
  /** The person is blocked already: the action unblocks. */
  isBlocked: boolean;
  /** The visible text ("Block", "Unblock") and the accessible name ("Block Ana"). */
  text: string;
  label: string;
  busy: boolean;
  /** Asks before blocking (the dialog); unblocks at once. */
  run: () => void;
  /** The confirmation, to render beside the control (closed until `run`). */
  dialog: ReactNode;
}

/**
 * The Block action (with a confirmation) or, once blocked, Unblock, for a control of the caller's: the Block button,
 * or an item of a message's "…" menu (MessageActions).
 */
export function useBlock({ personId, name }: { personId: string; name: string }): BlockAction {
  const uid = useSession().user?.uid ?? null;
  const blocks = useMyBlocks();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const available = !!uid && uid !== personId;
  const known = blocks.status === 'ready';
  const shown = displayName(name);
  const isBlocked = blocks.blocked.includes(personId);

  const change = async (block: boolean) => {
    if (!uid) return;
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

  const dialog = available && !isBlocked && (
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
  );
  return {
    available,
    known,
    isBlocked,
    text: isBlocked ? T.unblock : T.block,
    label: isBlocked ? T.unblockLabel(shown) : T.blockLabel(shown),
    busy,
    run: () => (isBlocked ? void change(false) : setConfirming(true)),
    dialog,
  };
}

/**
 * "Block" (with a confirmation) or, once blocked, "Unblock" for another signed-in user's person: on a profile page,
 * next to Report. Nothing for visitors or for oneself; disabled until the block list is known, so nothing moves when
 * it arrives (a thread scrolled to its newest message stays there).
 */
export function BlockButton({ personId, name }: { personId: string; name: string }) {
  const block = useBlock({ personId, name });
  if (!block.available) return null;
  if (block.isBlocked) {
    return (
      <Button size="compact-xs" variant="subtle" color="gray" aria-label={block.label} loading={block.busy} onClick={block.run}>
        {block.text}
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
        aria-label={block.label}
        disabled={!block.known}
        onClick={block.run}
      >
        {block.text}
      </Button>
      {block.dialog}
    </>
  );
}
