/**
 * `project_enrollments/{projectId}_{studentId}` (a student's request to join a project), defined field by field
 * (fieldKinds.ts). A module of its own: the screens that read requests load it, not the app's start-up.
 */
import type { ProjectCopy, WithId } from './documents';
import { ENROLLMENT_STATUSES, REJECT_REASONS, type EnrollmentStatus } from './enums';
import { custom, oneOf, oneOfOrNull, optionalText, person, plainText, readText, readTime, time, type FieldsOf, type Time } from './fieldKinds';
import { FALLBACK_NAME, readPersonCopy } from './person';

/** An enrollment's copy of its project, read defensively: its id and its mentor fall back to the enrollment's own fields. */
function readProjectCopy(value: unknown, data: Readonly<Record<string, unknown>>): ProjectCopy {
  const project = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const mentorId = readText(data.mentor_id);
  return {
    id: readText(project.id) || readText(data.project_id),
    title: readText(project.title),
    mentor_id: readText(project.mentor_id) || mentorId,
    mentor: readPersonCopy(project.mentor, mentorId),
  };
}

/** `project_enrollments/{projectId}_{studentId}`, field by field (model/src/fieldKinds.ts). */
export const ENROLLMENT_FIELDS = {
  project_id: plainText(),
  student_id: plainText(),
  mentor_id: plainText(),
  linkedin_url: plainText(),
  /** The student's message with the application (LIMITS.applicationMessageMin to applicationMessageMax characters); '' for requests written before it. */
  message: plainText(),
  status: oneOf<EnrollmentStatus, 'pending'>(ENROLLMENT_STATUSES, 'pending'),
  project: custom<ProjectCopy, ProjectCopy>({ id: '', title: '', mentor_id: '', mentor: { id: '', display_name: FALLBACK_NAME, avatar_url: null } }, readProjectCopy),
  student: person('student_id'),
  /** The mentor's question while asking for more information; kept once answered; null before. */
  question: optionalText(),
  /** The student's answer to the question; null before. */
  answer: optionalText(),
  /** When the request started waiting for the mentor: its creation, or the student's last answer (requests written before it waited from their creation). */
  waiting_since: custom<Time, null>(null, (value, data) => readTime(value ?? data.created_at)),
  /** When the mentor last decided (approved, rejected, needs_info); null before. */
  decided_at: time(),
  /** Why the mentor rejected it, when they said (REJECT_REASONS); null otherwise. */
  reject_reason: oneOfOrNull(REJECT_REASONS),
  /** The mentor's own words to the student with a rejection (up to LIMITS.rejectNote); null otherwise. */
  reject_note: optionalText(),
  /**
   * The student's first message in the project's discussion once approved (onProjectMessageActivity); null before.
   * With an approval LIMITS.reviewAfterApprovalDays old, it lets them review the mentor.
   */
  active_at: time(),
  created_at: time(),
  updated_at: time(),
};
export type EnrollmentFields = FieldsOf<typeof ENROLLMENT_FIELDS>;
export type Enrollment = WithId<EnrollmentFields>;
