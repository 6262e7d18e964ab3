import { useMemo } from 'react';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import { displayName, TEXTS, type AdminAction, type AuditEntry } from '@mentorbridge/model';
import { formatDateTime } from '@/lib/dates';
import { useProfile, useSession } from '@/session';
import { usePagedQuery } from '../api/paged';
import { adminQueries } from '../api/records';
import { searchFields } from '../api/search';
import { AdminList, PAGE_SIZE } from './AdminList';

const ACTION_COLOURS: Record<AdminAction, string> = {
  promote: 'green',
  demote: 'orange',
  delete_user: 'red',
  delete_project: 'red',
  delete_video: 'red',
  delete_discussion: 'red',
  delete_comment: 'red',
  delete_enrollment: 'red',
  edit_project: 'blue',
  suspend_user: 'red',
  lift_suspension: 'green',
  dismiss_report: 'gray',
  delete_message: 'red',
  delete_review: 'red',
};

/**
 * Who acted: "you", the admin's current name, or their id once the profile is gone (a deleted admin).
 * Admins are few, so the rows share a handful of profile listeners.
 */
function Actor({ id }: { id: string }) {
  const myId = useSession().user?.uid ?? null;
  const state = useProfile(id === myId ? null : id);
  const name = id === myId ? TEXTS.audit.you : state.status === 'ready' ? displayName(state.profile.display_name) : id;
  return <>{TEXTS.people.by(name)}</>;
}

/** `admin_audit`: every admin action, newest first, written only by the functions that perform them. */
export function AuditTab() {
  const base = useMemo(() => adminQueries.audit(), []);
  const paged = usePagedQuery(base, PAGE_SIZE);
  return (
    <AdminList
      paged={paged}
      noun={TEXTS.admin.auditNoun}
      searchPlaceholder={TEXTS.admin.auditSearch}
      searchFields={searchFields.audit}
      renderItem={(entry: AuditEntry) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Badge color={ACTION_COLOURS[entry.action]} variant="light">
                {TEXTS.audit.actions[entry.action]}
              </Badge>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {entry.target_name}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.created_at)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Actor id={entry.actor_id} /> · <Code>{entry.target_path}</Code>
          </Text>
        </Stack>
      )}
    />
  );
}
