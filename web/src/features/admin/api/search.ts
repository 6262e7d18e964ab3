import { TEXTS, type ReportTarget, type AuditEntry, type ContactMessage, type Discussion, type Profile, type Project, type VideoDoc } from '@mentorbridge/model';

/** True when the term is empty or appears, ignoring case, in one of the fields. */
export function matchesSearch(fields: readonly (string | null | undefined)[], term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => typeof field === 'string' && field.toLocaleLowerCase().includes(needle));
}

/** The fields each admin tab searches (messages: sender, e-mail, subject and text). */
export const searchFields = {
  users: (u: Profile) => [u.display_name, u.id],
  projects: (p: Project) => [p.title, p.description, p.category, p.mentor.display_name],
  videos: (v: VideoDoc) => [v.title, v.description, v.mentor.display_name],
  discussions: (d: Discussion) => [d.title, d.content, d.category, d.author.display_name],
  messages: (m: ContactMessage) => [m.name, m.email, m.subject, m.message],
  reports: (r: ReportTarget) => [r.title, r.text, r.author_name, r.target_path, ...Object.keys(r.reasons).map((k) => TEXTS.moderation.reasons[k as keyof typeof r.reasons])],
  audit: (a: AuditEntry) => [
    TEXTS.audit.actions[a.action],
    a.action,
    a.target_name,
    a.target_path,
    a.actor_id,
    a.period && TEXTS.audit.suspensionPeriods[a.period],
    a.reason && TEXTS.moderation.reasons[a.reason],
  ],
};
