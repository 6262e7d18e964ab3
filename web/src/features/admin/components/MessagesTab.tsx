import { Anchor, Group, Spoiler, Stack, Text } from '@mantine/core';
import { TEXTS, type ContactMessage } from '@mentorbridge/model';
import { formatDate } from '@/lib/dates';
import { adminQueries } from '../api/records';
import { searchFields } from '../api/search';
import { AdminList, useAdminPages } from './AdminList';

/** Messages sent through the contact form (only admins may read them). */
export function MessagesTab() {
  const paged = useAdminPages(adminQueries.messages);
  return (
    <AdminList
      paged={paged}
      noun={TEXTS.admin.messagesNoun}
      searchPlaceholder={TEXTS.admin.messagesSearch}
      searchFields={searchFields.messages}
      renderItem={(m: ContactMessage) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>{m.subject || TEXTS.admin.noSubject}</Text>
            <Text size="xs" c="dimmed">
              {formatDate(m.created_at)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {m.name}
            {m.email && (
              <>
                {' · '}
                <Anchor href={`mailto:${m.email}`} size="sm">
                  {m.email}
                </Anchor>
              </>
            )}
          </Text>
          <Spoiler maxHeight={66} showLabel={TEXTS.admin.showMore} hideLabel={TEXTS.admin.showLess}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.message}
            </Text>
          </Spoiler>
        </Stack>
      )}
    />
  );
}
