import { Text } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';

/** The muted line under a list that hid items of blocked people: "1 hidden from a blocked user". Nothing for 0. */
export function HiddenByBlock({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="hidden-by-block">
      {TEXTS.moderation.hiddenByBlock(count)}
    </Text>
  );
}
