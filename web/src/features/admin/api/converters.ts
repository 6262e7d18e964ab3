import {
  ADMIN_ACTIONS,
  isOneOf,
  readCount,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  type ReportReason,
  type ReportTarget,
  type AuditEntry,
  type ContactMessage,
  type Discussion,
  type Project,
  type VideoDoc,
} from '@mentorbridge/model';
import { documentReader, readDiscussion, readProject, readText, readTime, readVideo } from '@/lib/converters';

// The admin lists read every document defensively (old or partial ones never crash a tab), with titles
// that say what is missing; a time written on this device is estimated so the item keeps its place.
const estimateTimes = true;

export const projectReader = documentReader<Project>((id, d) => readProject(id, d, 'Untitled project'), { estimateTimes });

export const videoReader = documentReader<VideoDoc>((id, d) => readVideo(id, d, 'Untitled video'), { estimateTimes });

// The admin list's label for a missing category is General (the form's default is Career Advice).
export const discussionReader = documentReader<Discussion>((id, d) => readDiscussion(id, d, { untitled: 'Untitled discussion', category: 'General' }), { estimateTimes });

export const messageReader = documentReader<ContactMessage>((id, d) => ({
  id,
  name: readText(d.name),
  email: readText(d.email),
  subject: readText(d.subject),
  message: readText(d.message),
  user_id: typeof d.user_id === 'string' ? d.user_id : null,
  created_at: readTime(d.created_at),
}), { estimateTimes });

export const auditReader = documentReader<AuditEntry>((id, d) => ({
  id,
  actor_id: readText(d.actor_id),
  // Entries are written only by functions, from ADMIN_ACTIONS; an unknown one is shown as its nearest kind.
  action: isOneOf(ADMIN_ACTIONS, d.action) ? d.action : 'delete_user',
  target_path: readText(d.target_path),
  target_name: readText(d.target_name),
  created_at: readTime(d.created_at),
}), { estimateTimes });

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
