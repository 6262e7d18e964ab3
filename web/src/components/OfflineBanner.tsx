import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

export interface RefreshedList {
  /** What the list holds, for the sentence: "Mentors", "Career videos". */
  label: string;
  /** When it was last refreshed from the server (ms), or null if never on this device. */
  at: number | null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday"… */
export function timeAgo(at: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - at);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
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
