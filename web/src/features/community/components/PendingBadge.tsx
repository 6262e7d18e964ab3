import { Badge } from '@mantine/core';
import classes from './community.module.css';

/** Marks something written here that the server has not confirmed yet (it is queued, not lost). */
export function PendingBadge({ label = 'Pending' }: { label?: string }) {
  return (
    <Badge className={classes.pending} size="xs" variant="outline" color="yellow" title="Saved on this device; it will be sent when you're back online">
      {label}
    </Badge>
  );
}
