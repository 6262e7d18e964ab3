import { useState } from 'react';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { REPORT_REASONS, SUSPENSION_PERIOD_KEYS, suspensionEnd, TEXTS, type ReportReason, type SuspensionPeriod } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/errors';
import { suspendUser } from '../api/mutations';
import { FormActions } from '@/components/FormActions';

const T = TEXTS.moderation;
const PERIODS = SUSPENSION_PERIOD_KEYS.map((value) => ({ value, label: T.periods[value] }));
const REASONS = REPORT_REASONS.map((value) => ({ value, label: T.reasons[value] }));

/** A choice the dialog always has: one of its options stays chosen. */
function Choice<V extends string>({ label, options, value, onChange }: { label: string; options: { value: V; label: string }[]; value: V; onChange: (value: V) => void }) {
  const chosen = (picked: string | null) => options.find((option) => option.value === picked);
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={(picked) => {
        const option = chosen(picked);
        if (option) onChange(option.value);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface SuspendDialogProps {
  /** Who is suspended, or null while the dialog is closed. */
  user: { id: string; name: string } | null;
  /** The reason to start from (a report's). */
  reason?: ReportReason;
  onClose: () => void;
  /** After the server suspended them, with about when it ends (the server's clock decides). */
  onSuspended?: (userId: string, until: Date) => void;
}

/** The admin suspends a user for a period or for good, with a reason (Users and Reports tabs). */
export function SuspendDialog({ user, reason: initialReason = 'other', onClose, onSuspended }: SuspendDialogProps) {
  const [period, setPeriod] = useState<SuspensionPeriod>('week');
  const [reason, setReason] = useState<ReportReason>(initialReason);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await suspendUser(user.id, period, reason);
      toast.success(T.suspendedToast);
      onSuspended?.(user.id, suspensionEnd(period, new Date()));
      onClose();
    } catch (error) {
      toast.error(errorText(error, T.suspendFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={user !== null} onClose={saving ? () => undefined : onClose} title={user ? T.suspendTitle(user.name) : ''} centered>
      <Stack gap="md">
        <Text size="sm">{T.suspendIntro}</Text>
        <Choice label={T.period} options={PERIODS} value={period} onChange={setPeriod} />
        <Choice label={T.reason} options={REASONS} value={reason} onChange={setReason} />
        <FormActions submit={T.suspend} onSubmit={() => void submit()} onCancel={onClose} busy={saving} color="red" focusCancel />
      </Stack>
    </Modal>
  );
}
