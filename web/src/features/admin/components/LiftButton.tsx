import { useState } from 'react';
import { Button } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/errors';
import { liftSuspension } from '../api/mutations';

const T = TEXTS.moderation;

/**
 * "Lift suspension" for a suspended user (the Users and Reports tabs): asks first, then lifts through the audited
 * callable and says whether anything changed. `onLifted` runs once the server has lifted it (or found it lifted).
 */
export function LiftButton({ userId, name, onLifted }: { userId: string; name: string; onLifted?: () => void }) {
  const [asking, setAsking] = useState(false);
  const [lifting, setLifting] = useState(false);
  const lift = async () => {
    setLifting(true);
    try {
      const changed = await liftSuspension(userId);
      setAsking(false);
      onLifted?.();
      toast.success(changed ? T.liftedToast : T.alreadyDone);
    } catch (error) {
      toast.error(errorText(error, T.liftFailed));
    } finally {
      setLifting(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setAsking(true)} aria-label={T.liftLabel(name)}>
        {T.lift}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={T.liftTitle(name)}
        confirmLabel={T.lift}
        loading={lifting}
        onConfirm={() => void lift()}
        onCancel={() => setAsking(false)}
      >
        {T.liftMessage}
      </ConfirmDialog>
    </>
  );
}
