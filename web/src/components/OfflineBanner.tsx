import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { timeAgo } from '@/lib/dates';

export interface RefreshedList {
  /** What the list holds, for the sentence: "Mentors", "Career videos". */
  label: string;
  /** When it was last refreshed from the server (ms), or null if never on this device. */
  at: number | null;
}

function Freshness({ label, at, now }: RefreshedList & { now: number }) {
  if (at === null) return <span>{label} have not been saved on this device yet. </span>;
  const when = new Date(at);
  return (
    <span>
      {label} last refreshed{' '}
      <time dateTime={when.toISOString()} title={when.toLocaleString()}>
        {timeAgo(at, now)}
      </time>
      .{' '}
    </span>
  );
}

/**
 * Says the device is offline and how fresh the lists shown are. Writes made meanwhile are queued,
 * so the banner also tells the user nothing is lost.
 */
export function OfflineBanner({ lists = [], now = Date.now() }: { lists?: RefreshedList[]; now?: number }) {
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      title="You're offline"
      py="xs"
    >
      {lists.map((list) => (
        <Freshness key={list.label} {...list} now={now} />
      ))}
      Changes you make are saved on this device and sent when you're back online.
    </Alert>
  );
}
