import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { timeAgo } from '@/lib/dates';

export interface RefreshedList {
  /** What the list holds, for the sentence: "Mentors", "Career videos". */
  label: string;
  /** When it was last refreshed from the server (ms), or null if never on this device. */
  at: number | null;
}

function Freshness({ label, at, now }: RefreshedList & { now: number }) {
  if (at === null) return <span>{TEXTS.offline.neverSaved(label)} </span>;
  const when = new Date(at);
  return (
    <span>
      {TEXTS.offline.refreshed(label)}{' '}
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
      title={TEXTS.errors.offline}
      py="xs"
    >
      {lists.map((list) => (
        <Freshness key={list.label} {...list} now={now} />
      ))}
      {TEXTS.offline.changesKept}
    </Alert>
  );
}
