/**
 * Every enumeration of the data model, written once (docs/data-model.md). `firestore.rules` repeats some of
 * them (it cannot import TypeScript); tests/rules/model-constants.test.ts fails when the two differ.
 */

/** `profiles.role`: account type 'professional' at sign-up becomes 'mentor'. */
export const ROLES = ['student', 'mentor'] as const;
export type Role = (typeof ROLES)[number];

/** `profiles.admin_role`. */
export const ADMIN_ROLES = ['admin', 'student'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * `project_enrollments.status` as stored; `accepted` is `approved` (docs/decisions.md, "Enrollment status").
 * The life cycle and who moves a request where: docs/data-model.md, `project_enrollments`.
 */
export const ENROLLMENT_STATUSES = ['pending', 'needs_info', 'approved', 'rejected', 'withdrawn', 'expired'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** Requests still waiting for a decision: they count toward a student's cap of open applications. */
export const OPEN_ENROLLMENT_STATUSES = ['pending', 'needs_info'] as const satisfies readonly EnrollmentStatus[];
export type OpenEnrollmentStatus = (typeof OPEN_ENROLLMENT_STATUSES)[number];

/** Ended requests: the student may apply to the same project again (the request's document is reused). */
export const REAPPLY_STATUSES = ['rejected', 'withdrawn', 'expired'] as const satisfies readonly EnrollmentStatus[];

/** Requests the project's mentor may delete: every one that is no longer open. */
export const DELETABLE_ENROLLMENT_STATUSES = ['approved', 'rejected', 'withdrawn', 'expired'] as const satisfies readonly EnrollmentStatus[];

/**
 * Why a mentor rejected an application (`project_enrollments.reject_reason`), optional, with a note of their own;
 * the student reads both (TEXTS.enrollment.rejectReasons).
 */
export const REJECT_REASONS = ['experience', 'fit', 'seats', 'profile', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** Why a mentor is paused: they paused themselves, or too many of their requests expired (docs/data-model.md). */
export const PAUSE_REASONS = ['self', 'expired_requests'] as const;

/** `projects.difficulty`; a new project starts as beginner. */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = 'beginner';

/** Suggestions for `projects.category`; mentors may type their own. */
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

/** `profiles.specialization` choices; 'Other' lets a mentor type their own. */
export const SPECIALIZATIONS = [
  'Software Development',
  'Data Science',
  'UI/UX Design',
  'Product Management',
  'Digital Marketing',
  'Project Management',
  'Business Analysis',
  'Cybersecurity',
  'Cloud Computing',
  'Artificial Intelligence',
  'Other',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** `community_discussions.category`; the form resets to the first. */
export const DISCUSSION_CATEGORIES = [
  'Career Advice',
  'Technology Trends',
  'Skills Development',
  'Research',
  'Sustainability',
  'Mentorship',
] as const;
export type DiscussionCategory = (typeof DISCUSSION_CATEGORIES)[number];

/** `videos.category`. */
export const VIDEO_CATEGORIES = ['Tech', 'Career', 'Interview Prep', 'Soft Skills', 'Data', 'Design'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** Video file types a mentor may upload (MP4, MOV, WebM). */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

/** The mentor directory's rate filter buckets (USD per hour, inclusive). */
export const RATE_BUCKETS = [
  { value: '0-50', label: '0-50', min: 0, max: 50 },
  { value: '51-100', label: '51-100', min: 51, max: 100 },
  { value: '101+', label: '101+', min: 101, max: Number.POSITIVE_INFINITY },
] as const;
export type RateBucket = (typeof RATE_BUCKETS)[number]['value'];

/** The bucket an hourly rate falls in. */
export function rateBucketOf(rate: number): RateBucket {
  const bucket = RATE_BUCKETS.find((b) => rate >= b.min && rate <= b.max);
  return (bucket ?? RATE_BUCKETS[0]).value;
}

/** True when `value` is one of `values` (narrows it). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}
