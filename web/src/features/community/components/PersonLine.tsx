import { Group, Stack, Text } from '@mantine/core';
import type { PersonCopy } from '@mentorbridge/model';
import { PersonAvatar } from '@/session';
import { postedAt } from '../api/card';

/** Avatar, name and how long ago someone posted. */
export function PersonLine({ person, date, size = 'md' }: { person: PersonCopy; date: Date | null; size?: 'sm' | 'md' }) {
  const posted = postedAt(date);
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <PersonAvatar id={person.id} name={person.display_name} src={person.avatar_url} size={size === 'sm' ? 28 : 36} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {person.display_name}
        </Text>
        <Text size="xs" c="dimmed">
          {posted.datetime ? <time dateTime={posted.datetime}>{posted.ago}</time> : posted.ago}
        </Text>
      </Stack>
    </Group>
  );
}
