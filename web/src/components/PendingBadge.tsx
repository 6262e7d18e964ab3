import { Badge } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import classes from './PendingBadge.module.css';

/** Marks something changed on this device that the server has not confirmed yet (it is queued, not lost). */
export function PendingBadge({ label = TEXTS.pending.label }: { label?: string }) {
  return (
    <Badge className={classes.pending} size="xs" variant="outline" color="gray" title={TEXTS.pending.hint}>
      {label}
    </Badge>
  );
}
