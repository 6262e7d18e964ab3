import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { TEXTS, topmateHref } from '@mentorbridge/model';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * "Book on Topmate" in a new tab when the mentor's link is valid, otherwise a disabled "Booking not available";
 * offline, a disabled button that says booking needs a connection (Topmate's page cannot open).
 * `onBook` runs on the click (a student's booking intent is recorded), never holding the link back.
 */
export function BookingButton({
  topmateUrl,
  mentorName,
  onBook,
  ...props
}: { topmateUrl: string; mentorName: string; onBook?: () => void } & ButtonProps) {
  const href = topmateHref(topmateUrl);
  const online = useOnlineStatus();
  if (!href || !online) {
    return (
      <Button variant="default" disabled {...props}>
        {href ? TEXTS.booking.offline : TEXTS.booking.unavailable}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconCalendarEvent size={16} aria-hidden />}
      title={TEXTS.booking.bookTitle(mentorName)}
      onClick={onBook}
      {...props}
    >
      {TEXTS.booking.book}
    </Button>
  );
}
