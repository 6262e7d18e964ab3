import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { topmateHref } from '@mentorbridge/model';

/**
 * "Book on Topmate" in a new tab when the mentor's link is valid, otherwise a disabled "Booking not available".
 * `onBook` runs on the click (a student's booking intent is recorded), never holding the link back.
 */
export function BookingButton({
  topmateUrl,
  mentorName,
  onBook,
  ...props
}: { topmateUrl: string; mentorName: string; onBook?: () => void } & ButtonProps) {
  const href = topmateHref(topmateUrl);
  if (!href) {
    return (
      <Button variant="default" disabled {...props}>
        Booking not available
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
      title={`Book a session with ${mentorName} on Topmate (opens in a new tab)`}
      onClick={onBook}
      {...props}
    >
      Book on Topmate
    </Button>
  );
}
