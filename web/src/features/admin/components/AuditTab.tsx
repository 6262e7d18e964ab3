import { useState } from 'react';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { displayName, REPORT_TARGETS, TEXTS, type AdminAction, type AuditEntry } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { useProfile, useSession } from '@/session';
import { reopenReviews } from '../api/mutations';
import { adminQueries } from '../api/records';
import { searchFields } from '../api/search';
import { AdminList, useAdminPages } from './AdminList';

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
  reopen_review: 'green',
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

/**
 * A removed review's entry: lets its student review the mentor again (reopenReviews), as moderation's removal closed
 * the window of the review's basis (docs/data-model.md, `review_bases`).
 */
function ReopenReview({ entry }: { entry: AuditEntry }) {
  const [busy, setBusy] = useState(false);
  // profiles/{mentorId}/reviews/{studentId}
  const [, mentorId, , studentId] = entry.target_path.split('/');
  if (!REPORT_TARGETS.review.test(entry.target_path) || !mentorId || !studentId) return null;
  const reopen = async () => {
    setBusy(true);
    try {
      toast.success((await reopenReviews(mentorId, studentId)) ? TEXTS.moderation.reopenedReview : TEXTS.moderation.alreadyDone);
    } catch (error) {
      toast.error(errorText(error, TEXTS.moderation.reopenFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group>
      <Button size="xs" variant="light" loading={busy} onClick={() => void reopen()} aria-label={TEXTS.moderation.reopenReviewLabel(entry.target_name)}>
        {TEXTS.moderation.reopenReview}
      </Button>
    </Group>
  );
}

/** A suspension's entry in words, e.g. "Suspended Sam Lee for a week · Spam or advertising". */
function suspensionWords(entry: Pick<AuditEntry, 'target_name' | 'period' | 'reason'>): string {
  return TEXTS.audit.suspension(
    entry.target_name,
    entry.period && TEXTS.audit.suspensionPeriods[entry.period],
    entry.reason && TEXTS.moderation.reasons[entry.reason],
  );
}

/** `admin_audit`: every admin action, newest first, written only by the functions that perform them. */
export function AuditTab() {
  const paged = useAdminPages(adminQueries.audit);
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
          {entry.action === 'suspend_user' && (entry.period || entry.reason) && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {suspensionWords(entry)}
            </Text>
          )}
          {entry.action === 'delete_review' && <ReopenReview entry={entry} />}
        </Stack>
      )}
    />
  );
}
