import { useState } from 'react';
import { Badge, Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { counted, displayName, isAdmin, isSuspended, REPORT_REASONS, TEXTS, type ReportReason, type ReportTarget } from '@mentorbridge/model';
import { ConfirmDelete } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { useProfile } from '@/session';
import { resolveReports } from '../api/mutations';
import { adminQueries } from '../api/records';
import { reportTargetHref } from '../api/reportLinks';
import { searchFields } from '../api/search';
import { AdminList, useAdminPages } from './AdminList';
import { LiftButton } from './LiftButton';
import { SuspendDialog } from './SuspendDialog';

const T = TEXTS.moderation;

/** The reason most reports give. */
function mainReason(target: ReportTarget): ReportReason {
  return REPORT_REASONS.reduce((best, reason) => ((target.reasons[reason] ?? 0) > (target.reasons[best] ?? 0) ? reason : best), 'other');
}

/** Suspend the author, or lift their suspension, by their profile's state (nothing once the account is gone). */
function AuthorAction({ target, onSuspend }: { target: ReportTarget; onSuspend: (target: ReportTarget) => void }) {
  const state = useProfile(target.author_id || null);
  if (state.status !== 'ready' || isAdmin(state.profile)) return null;
  const name = displayName(state.profile.display_name);
  // The profile is live: once lifted, the button turns back into Suspend on its own.
  if (isSuspended(state.profile.suspended_until)) return <LiftButton userId={target.author_id} name={name} />;
  return (
    <Button size="xs" variant="light" color="red" onClick={() => onSuspend(target)} aria-label={T.suspendAuthorLabel(name)}>
      {T.suspend}
    </Button>
  );
}

/**
 * `report_targets`: reported content with its open reports counted (onReportWritten keeps them), the latest report
 * first, the content inline. Dismiss, remove, and suspend or lift the author go through functions that audit them.
 */
export function ReportsTab() {
  const paged = useAdminPages(adminQueries.reports);
  const [toRemove, setToRemove] = useState<ReportTarget | null>(null);
  const [toSuspend, setToSuspend] = useState<ReportTarget | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const resolve = async (target: ReportTarget, action: 'dismiss' | 'remove') => {
    setBusy(target.id);
    try {
      const changed = await resolveReports(target.target_path, action);
      paged.remove(target.id);
      toast.success(changed ? (action === 'dismiss' ? T.dismissed : T.removed) : T.alreadyDone);
      setToRemove(null);
    } catch (error) {
      toast.error(errorText(error, T.resolveFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <AdminList
        paged={paged}
        noun={T.reportsNoun}
        searchPlaceholder={T.reportsSearch}
        searchFields={searchFields.reports}
        renderItem={(target: ReportTarget) => {
          const kind = T.kinds[target.kind];
          const what = target.title || target.author_name || target.target_path;
          const href = reportTargetHref(target);
          return (
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{kind}</Badge>
                  <Badge color="red" variant="filled">
                    {counted(target.count, T.reportCount)}
                  </Badge>
                  {REPORT_REASONS.filter((r) => target.reasons[r]).map((r) => (
                    <Badge key={r} color="gray" variant="outline">
                      {T.reasons[r]} · {target.reasons[r]}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(target.last_reported_at)}
                </Text>
              </Group>
              {target.title && (
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {target.title}
                </Text>
              )}
              {target.text && (
                <Blockquote p="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {target.text}
                </Blockquote>
              )}
              {target.author_name && (
                <Text size="sm" c="dimmed">
                  {TEXTS.people.by(target.author_name)}
                </Text>
              )}
              <Group gap="xs" wrap="wrap">
                {href && (
                  <Button size="xs" variant="subtle" component={Link} to={href} aria-label={T.openLabel(T.open[target.kind], kind, what)}>
                    {T.open[target.kind]}
                  </Button>
                )}
                <Button size="xs" variant="default" loading={busy === target.id && toRemove === null} onClick={() => void resolve(target, 'dismiss')} aria-label={T.dismissLabel(kind, what)}>
                  {T.dismiss}
                </Button>
                {target.kind !== 'profile' && (
                  <Button size="xs" color="red" variant="light" onClick={() => setToRemove(target)} aria-label={T.removeLabel(kind, what)}>
                    {T.remove}
                  </Button>
                )}
                <AuthorAction target={target} onSuspend={setToSuspend} />
              </Group>
            </Stack>
          );
        }}
      />
      <ConfirmDelete
        texts={{ title: T.removeTitle(toRemove ? T.kinds[toRemove.kind] : ''), action: T.remove }}
        message={T.removeMessage}
        opened={toRemove !== null}
        loading={busy !== null && toRemove !== null}
        onConfirm={() => toRemove && void resolve(toRemove, 'remove')}
        onCancel={() => setToRemove(null)}
      />
      <SuspendDialog
        key={toSuspend?.id ?? 'none'}
        user={toSuspend ? { id: toSuspend.author_id, name: toSuspend.author_name || toSuspend.author_id } : null}
        reason={toSuspend ? mainReason(toSuspend) : undefined}
        onClose={() => setToSuspend(null)}
      />
    </>
  );
}
