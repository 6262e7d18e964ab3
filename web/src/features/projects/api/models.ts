import type { Timestamp } from 'firebase/firestore';
import { LINKEDIN_HOST } from '../../../config';
import type { PersonCopy } from '../../../lib/models';

export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Suggestions for the category field; mentors may type their own. */
export const PROJECT_CATEGORIES = [
  'Web Development',
  'Mobile Development',
  'Data Science',
  'UI/UX Design',
  'Cloud Computing',
  'Artificial Intelligence',
  'Cybersecurity',
  'Product Management',
  'Digital Marketing',
  'Business Analysis',
] as const;

/** Field limits, the same as the security rules enforce. */
export const PROJECT_LIMITS = { title: 200, category: 100, description: 5000, message: 2000 } as const;

/** `projects/{id}` as stored (field names are the data-model contract). */
export interface Project {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: Difficulty;
  estimated_hours: number;
  mentor_id: string;
  mentor: PersonCopy;
  created_at: Timestamp | null;
  updated_at: Timestamp | null;
}

/** What the create/edit form controls. */
export type ProjectInput = Pick<Project, 'title' | 'description' | 'category' | 'difficulty' | 'estimated_hours'>;

export type EnrollmentStatus = 'pending' | 'approved' | 'rejected';

/** `project_enrollments/{projectId}_{studentId}` as stored. */
export interface Enrollment {
  id: string;
  project_id: string;
  student_id: string;
  mentor_id: string;
  linkedin_url: string;
  status: EnrollmentStatus;
  project: { id: string; title: string; mentor_id: string; mentor: PersonCopy };
  student: PersonCopy;
  created_at: Timestamp | null;
  updated_at: Timestamp | null;
}

/** `projects/{projectId}/messages/{id}` as stored. */
export interface ProjectMessage {
  id: string;
  project_id: string;
  user_id: string;
  user: PersonCopy;
  message: string;
  /** Null while a message written on this device has not reached the server. */
  created_at: Timestamp | null;
}

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

export const LINKEDIN_ERROR = `Please enter a valid LinkedIn profile URL (e.g., ${LINKEDIN_HOST}/in/username)`;

const LINKEDIN_PATTERN = /linkedin\.com\//i;

/** True when the text contains `linkedin.com/` (with or without `www.` and a scheme). */
export function isLinkedInUrl(value: string): boolean {
  return LINKEDIN_PATTERN.test(value.trim());
}

/** The URL as stored: trimmed, host in lower case, `https://` added when no scheme was typed. */
export function normalizeLinkedInUrl(value: string): string {
  const trimmed = value.trim().replace(LINKEDIN_PATTERN, 'linkedin.com/');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The fixed id of a student's request for a project: one request per student and project. */
export function enrollmentId(projectId: string, studentId: string): string {
  return `${projectId}_${studentId}`;
}

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === 'string' && (DIFFICULTIES as readonly string[]).includes(value);
}
