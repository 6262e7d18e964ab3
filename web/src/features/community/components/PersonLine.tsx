import { Group, Stack, Text } from '@mantine/core';
import type { PersonCopy } from '@mentorbridge/model';
import { timeAgo } from '@/lib/dates';
import { PersonAvatar } from '@/session';

/** Avatar, name and how long ago someone posted. */
export function PersonLine({ person, date, size = 'md' }: { person: PersonCopy; date: Date | null; size?: 'sm' | 'md' }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <PersonAvatar name={person.display_name} src={person.avatar_url} size={size === 'sm' ? 28 : 36} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {person.display_name}
        </Text>
        <Text size="xs" c="dimmed">
          {date ? <time dateTime={date.toISOString()}>{timeAgo(date)}</time> : timeAgo(null)}
        </Text>
      </Stack>
    </Group>
  );
}
