import {
  isOneOf,
  readCount,
  readFields,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  TEXTS,
  type ReportReason,
  type ReportTarget,
  type AuditEntry,
  type ContactMessage,
  type Discussion,
  type Project,
  type VideoDoc,
} from '@mentorbridge/model';
import { AUDIT_ENTRY_FIELDS, CONTACT_MESSAGE_FIELDS } from '@mentorbridge/model/records';
import { documentReader, readDiscussion, readProject, readText, readTime, readVideo } from '@/lib/converters';

// The admin lists read every document defensively (old or partial ones never crash a tab), with titles
// that say what is missing; a time written on this device is estimated so the item keeps its place.
const estimateTimes = true;

export const projectReader = documentReader<Project>((id, d) => readProject(id, d, TEXTS.adminContent.untitled.project), { estimateTimes });

export const videoReader = documentReader<VideoDoc>((id, d) => readVideo(id, d, TEXTS.adminContent.untitled.video), { estimateTimes });

// The admin list's label for a missing category is General (the form's default is Career Advice).
export const discussionReader = documentReader<Discussion>((id, d) => readDiscussion(id, d, { untitled: TEXTS.adminContent.untitled.discussion, category: 'General' }), { estimateTimes });

export const messageReader = documentReader<ContactMessage>((id, d) => readFields(CONTACT_MESSAGE_FIELDS, id, d), { estimateTimes });

export const auditReader = documentReader<AuditEntry>((id, d) => readFields(AUDIT_ENTRY_FIELDS, id, d), { estimateTimes });

/** A reported target (`report_targets`, written only by onReportWritten). */
export const reportTargetReader = documentReader<ReportTarget>((id, d) => {
  const reasons = (d.reasons ?? {}) as Record<string, unknown>;
  return {
    id,
    kind: isOneOf(REPORT_TARGET_KINDS, d.kind) ? d.kind : 'profile',
    target_path: readText(d.target_path),
    count: readCount(d.count),
    reasons: Object.fromEntries(REPORT_REASONS.filter((r) => readCount(reasons[r]) > 0).map((r) => [r, readCount(reasons[r])])) as Partial<Record<ReportReason, number>>,
    author_id: readText(d.author_id),
    author_name: readText(d.author_name),
    title: readText(d.title),
    text: readText(d.text),
    last_reported_at: readTime(d.last_reported_at),
  };
}, { estimateTimes });
