import { TEXTS, type Difficulty, type EnrollmentStatus } from '@mentorbridge/model';

/** How the screens name and colour the model's difficulties and request statuses (words: TEXTS.enrollment). */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** The student's button label for each status. */
export const ENROLLMENT_BUTTON_LABELS: Record<EnrollmentStatus, string> = TEXTS.enrollment.button;

export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = TEXTS.enrollment.status;

/** Badge colours: green approved, red rejected, yellow waiting for the mentor, blue waiting for the student. */
export const ENROLLMENT_STATUS_COLORS: Record<EnrollmentStatus, 'green' | 'red' | 'yellow' | 'blue' | 'gray'> = {
  approved: 'green',
  rejected: 'red',
  pending: 'yellow',
  needs_info: 'blue',
  withdrawn: 'gray',
  expired: 'gray',
};
