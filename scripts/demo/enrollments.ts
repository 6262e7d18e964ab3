/** The demo requests to join projects (`project_enrollments/{projectId}_{studentId}`). */
import { enrollmentId, LIMITS, LINKEDIN_HOST, type EnrollmentFields } from '@mentorbridge/model';
import { DEMO_STUDENT_ID } from './people';
import { DAY } from './time';

/**
 * A request's content and its times in hours ago: `updated_hours_ago` is its last change (the mentor's decision,
 * the student's withdrawal, the expiry); a needs_info request carries the mentor's question, and an answered one
 * (pending again) the answer, given `answered_hours_ago`.
 */
export type SeedEnrollment = Pick<EnrollmentFields, 'project_id' | 'student_id' | 'linkedin_url' | 'status'> & {
  id: string;
  created_hours_ago: number;
  updated_hours_ago: number;
  question?: string;
  answer?: string;
  answered_hours_ago?: number;
};

/** A request expires this many hours after it started waiting (the daily sweep). */
const EXPIRY_HOURS = LIMITS.enrollmentExpiryDays * DAY;

const linkedin = (slug: string): string => `https://www.${LINKEDIN_HOST}/in/${slug}`;

const LINKEDIN_SLUGS: Readonly<Record<string, string>> = {
  'student-01': 'sam-student',
  'student-02': 'leila-haddad',
  'student-03': 'tomas-garcia',
  'student-04': 'aisha-bello',
  'student-05': 'noah-williams',
  'student-06': 'mei-chen',
  'student-07': 'ravi-patel',
};
const enrollment = (
  project_id: string,
  student_id: string,
  status: SeedEnrollment['status'],
  created_hours_ago: number,
  decided_hours_ago: number = created_hours_ago,
  extra: Pick<SeedEnrollment, 'question' | 'answer' | 'answered_hours_ago'> = {},
): SeedEnrollment => ({
  id: enrollmentId(project_id, student_id),
  project_id,
  student_id,
  linkedin_url: linkedin(LINKEDIN_SLUGS[student_id] ?? student_id),
  status,
  created_hours_ago,
  updated_hours_ago: status === 'pending' ? (extra.answered_hours_ago ?? created_hours_ago) : decided_hours_ago,
  ...extra,
});

/**
 * The demo student has an approved request on project-01, a pending one on project-02 (both the demo
 * mentor's) and a rejected one on project-04. The demo mentor's projects have requests in every status of
 * the application workflow, among them one waiting more than a week and one answered after a question;
 * project-06 is full (one seat, taken). The other mentors differ in responsiveness: Marcus Johnson decides within
 * hours, Maya Mentor within a day, Priya Raman within days, Daniel Okafor and Sofia Rossi have too few decisions
 * ("New mentor"), and Arjun Mehta is paused after three expired requests.
 */
export const ENROLLMENTS: readonly SeedEnrollment[] = [
  enrollment('project-01', DEMO_STUDENT_ID, 'approved', 20 * DAY, 19 * DAY),
  enrollment('project-01', 'student-02', 'approved', 19 * DAY, 18 * DAY),
  enrollment('project-01', 'student-03', 'pending', 2 * DAY),
  enrollment('project-01', 'student-04', 'rejected', 15 * DAY, 14 * DAY),
  enrollment('project-02', DEMO_STUDENT_ID, 'pending', 1 * DAY),
  enrollment('project-02', 'student-05', 'pending', 3 * DAY),
  enrollment('project-03', 'student-06', 'approved', 7 * DAY, 6 * DAY),
  enrollment('project-04', DEMO_STUDENT_ID, 'rejected', 16 * DAY, 15 * DAY),
  enrollment('project-04', 'student-03', 'approved', 18 * DAY, 17 * DAY),
  enrollment('project-04', 'student-07', 'pending', 4 * DAY),
  enrollment('project-05', 'student-02', 'pending', 5 * DAY),
  enrollment('project-05', 'student-04', 'approved', 14 * DAY, 13 * DAY),
  enrollment('project-06', 'student-05', 'approved', 13 * DAY, 12 * DAY),
  enrollment('project-06', 'student-07', 'rejected', 10 * DAY, 9 * DAY),
  enrollment('project-07', 'student-06', 'pending', 2 * DAY + 5),
  enrollment('project-02', 'student-06', 'needs_info', 4 * DAY, 3 * DAY, {
    question: 'Have you used TypeScript before? Tell me about one thing you built with it.',
  }),
  enrollment('project-02', 'student-07', 'pending', 9 * DAY),
  enrollment('project-01', 'student-05', 'pending', 6 * DAY, 6 * DAY, {
    question: 'Which part of the portfolio would you like to focus on?',
    answer: 'The project pages: I want to show my case studies well, with images that load fast.',
    answered_hours_ago: 4 * DAY,
  }),
  enrollment('project-02', 'student-04', 'withdrawn', 6 * DAY, 5 * DAY),
  enrollment('project-01', 'student-07', 'expired', 20 * DAY, 6 * DAY),
  // Priya Raman (project-05) answers slowly: 3 and 4 days, and 1 day above; "Usually responds within 3 days".
  enrollment('project-05', 'student-06', 'rejected', 16 * DAY, 12 * DAY),
  enrollment('project-05', 'student-07', 'approved', 12 * DAY, 9 * DAY),
  // Marcus Johnson (project-08) answers within hours (2, 4 and 1): first under "Most responsive".
  enrollment('project-08', 'student-02', 'approved', 5 * DAY, 5 * DAY - 2),
  enrollment('project-08', 'student-03', 'rejected', 4 * DAY, 4 * DAY - 4),
  enrollment('project-08', 'student-04', 'approved', 3 * DAY, 3 * DAY - 1),
  // Arjun Mehta (project-07) let 3 requests expire in the last 30 days: paused automatically (PAUSED_MENTOR).
  enrollment('project-07', 'student-02', 'expired', 22 * DAY, 22 * DAY - EXPIRY_HOURS),
  enrollment('project-07', 'student-03', 'expired', 20 * DAY, 20 * DAY - EXPIRY_HOURS),
  enrollment('project-07', 'student-04', 'expired', 17 * DAY, 17 * DAY - EXPIRY_HOURS),
];

/** When the last of the paused mentor's three requests expired: the moment onEnrollmentWritten paused them. */
export const PAUSED_AT_HOURS_AGO = 17 * DAY - EXPIRY_HOURS;
