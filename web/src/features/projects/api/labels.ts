import type { Difficulty, EnrollmentStatus } from '@mentorbridge/model';

/** How the screens name and colour the model's difficulties and request statuses. */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** The student's button label for each status. */
export const ENROLLMENT_BUTTON_LABELS: Record<EnrollmentStatus, string> = {
  pending: 'Enrollment Pending',
  approved: 'Enrolled in Project',
  rejected: 'Enrollment Rejected',
};

export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const ENROLLMENT_STATUS_COLORS: Record<EnrollmentStatus, 'green' | 'red' | 'yellow'> = {
  approved: 'green',
  rejected: 'red',
  pending: 'yellow',
};
