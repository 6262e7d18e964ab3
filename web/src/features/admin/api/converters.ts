import {
  readFields,
  TEXTS,
  type ReportTarget,
  type AuditEntry,
  type ContactMessage,
  type Discussion,
  type Project,
  type VideoDoc,
} from '@mentorbridge/model';
import { AUDIT_ENTRY_FIELDS, CONTACT_MESSAGE_FIELDS, REPORT_TARGET_FIELDS } from '@mentorbridge/model/records';
import { documentReader, readDiscussion, readProject, readVideo } from '@/lib/converters';

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
export const reportTargetReader = documentReader<ReportTarget>((id, d) => readFields(REPORT_TARGET_FIELDS, id, d), { estimateTimes });
