/** The demo requests to join projects (`project_enrollments/{projectId}_{studentId}`). */
import { enrollmentId, LINKEDIN_HOST, type EnrollmentFields } from '@mentorbridge/model';
import { DEMO_STUDENT_ID } from './people';
import { DAY } from './time';

/** A request's content and its times in hours ago; `updated_hours_ago` is when the mentor decided. */
export type SeedEnrollment = Pick<EnrollmentFields, 'project_id' | 'student_id' | 'linkedin_url' | 'status'> & {
  id: string;
  created_hours_ago: number;
  updated_hours_ago: number;
};

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
): SeedEnrollment => ({
  id: enrollmentId(project_id, student_id),
  project_id,
  student_id,
  linkedin_url: linkedin(LINKEDIN_SLUGS[student_id] ?? student_id),
  status,
  created_hours_ago,
  updated_hours_ago: status === 'pending' ? created_hours_ago : decided_hours_ago,
});

/**
 * The demo student has one request of each status: approved on project-01, pending on project-02 (both
 * the demo mentor's) and rejected on project-04. The demo mentor's project-01 has requests of every status.
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
];
