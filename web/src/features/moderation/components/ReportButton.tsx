import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { LIMITS, REPORT_REASONS, TEXTS, type ReportReason, type ReportTargetKind } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { useOnlineStatus } from '@/components/useOnlineStatus';
import { useSession } from '@/session';
import { FormActions } from '@/components/FormActions';
import { LongText } from '@/components/formFields';

const T = TEXTS.moderation;
const REASONS = REPORT_REASONS.map((value) => ({ value, label: T.reasons[value] }));

export interface ReportButtonProps {
  kind: ReportTargetKind;
  /** The reported document's path. */
  targetPath: string;
  /** Who wrote it: nobody reports their own content. */
  authorId: string;
  /** What the button's label names after the kind: a title, or "by Ana". */
  what: string;
}

/** What the Report action needs from its place: whether it is offered, its label, and how to open its dialog. */
export interface ReportAction {
  /** Offered: to signed-in users other than the author. */
  available: boolean;
  /** The action's accessible name ("Report message by Ana"). */
  label: string;
  open: () => void;
  /** The dialog, to render beside the control that opens it (closed until `open`). */
  dialog: ReactNode;
}

/**
 * The Report action and its dialog (a reason and an optional note), for a control of the caller's: the Report button,
 * or an item of a message's "…" menu (MessageActions).
 */
export function useReport({ kind, targetPath, authorId, what }: ReportButtonProps): ReportAction {
  const uid = useSession().user?.uid ?? null;
  const online = useOnlineStatus();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  // The abuse limit's message, when the report was not sent because of it.
  const [limit, setLimit] = useState<string | null>(null);
  const available = !!uid && uid !== authorId;

  const close = () => {
    setOpened(false);
    setReason(null);
    setNote('');
    setLimit(null);
  };

  const send = async () => {
    if (!reason || !uid) return;
    if (!online) {
      toast.error(TEXTS.errors.offline);
      return;
    }
    setSending(true);
    let refusal: (() => Promise<string | null>) | undefined;
    try {
      // Firestore loads with the first report, not with the public pages that show the button.
      const { fileReport } = await import('../api/reports');
      const written = await fileReport(uid, { kind, target_path: targetPath, reason, note: note.trim() });
      // At the limit nothing is sent: the dialog stays open with the reason and note, and says when to try again.
      if (written.limited !== undefined) {
        setLimit(written.limited);
        return;
      }
      refusal = written.refusal;
      await written.saved;
      toast.success(T.sent);
      close();
    } catch (error) {
      const limited = refusal ? await refusal() : null;
      if (limited) setLimit(limited);
      else toast.error((error as { code?: string }).code === 'permission-denied' ? T.alreadyReported : T.sendFailed);
    } finally {
      setSending(false);
    }
  };

  const dialog = available && (
    <Modal opened={opened} onClose={sending ? () => undefined : close} title={T.reportTitle(T.kinds[kind])} centered>
      <Stack gap="md">
        <Text size="sm">{T.reportIntro}</Text>
        <Select label={T.reason} data={REASONS} value={reason} onChange={(value) => setReason(value as ReportReason | null)} required data-autofocus comboboxProps={{ withinPortal: true }} />
        <LongText
          label={T.noteLabel}
          max={LIMITS.reportNote}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxRows={6}
        />
        {limit && (
          <Alert color="yellow" variant="light">
            {limit}
          </Alert>
        )}
        <FormActions submit={T.send} onSubmit={() => void send()} onCancel={close} busy={sending} disabled={!reason} color="red" />
      </Stack>
    </Modal>
  );
  return { available, label: T.reportLabel(T.kinds[kind], what), open: () => setOpened(true), dialog };
}

/** "Report" on a discussion, comment, message, video or profile, for signed-in users other than its author. */
export function ReportButton(props: ReportButtonProps) {
  const report = useReport(props);
  if (!report.available) return null;
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="gray" leftSection={<IconFlag size={14} aria-hidden />} aria-label={report.label} onClick={report.open}>
        {T.report}
      </Button>
      {report.dialog}
    </>
  );
}
