import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { PersonCopy } from '../../../lib/models';
import { timeAgo } from '../api/text';

/** Avatar, name and how long ago someone posted. */
export function PersonLine({ person, date, size = 'md' }: { person: PersonCopy; date: Date | null; size?: 'sm' | 'md' }) {
  const initial = person.display_name.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={person.avatar_url} alt="" size={size === 'sm' ? 28 : 36} radius="xl" color="blue">
        {initial}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {person.display_name}
        </Text>
        <Text size="xs" c="dimmed">
          {date ? <time dateTime={date.toISOString()}>{timeAgo(date)}</time> : timeAgo(null)}
        </Text>
      </Stack>
    </Group>
  );
}
