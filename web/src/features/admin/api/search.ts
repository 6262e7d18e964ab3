import type { AdminDiscussion, AdminMessage, AdminProject, AdminUser, AdminVideo } from './records';

/** True when the term is empty or appears, ignoring case, in one of the fields. */
export function matchesSearch(fields: readonly (string | null | undefined)[], term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => typeof field === 'string' && field.toLocaleLowerCase().includes(needle));
}

/** The fields each admin tab searches (spec section 2; messages: sender, e-mail, subject and text). */
export const searchFields = {
  users: (u: AdminUser) => [u.display_name, u.id],
  projects: (p: AdminProject) => [p.title, p.description, p.category, p.mentorName],
  videos: (v: AdminVideo) => [v.title, v.description, v.mentorName],
  discussions: (d: AdminDiscussion) => [d.title, d.content, d.category, d.authorName],
  messages: (m: AdminMessage) => [m.name, m.email, m.subject, m.message],
};
