/**
 * Document builders: the only way any layer (web, functions, seed, tests) makes a new document. Each takes
 * the time value to store as `now`: `serverTimestamp()` in the web app, `FieldValue.serverTimestamp()` in
 * functions and the seed, a Date in tests that write with rules disabled.
 */
import { DEFAULT_DIFFICULTY, type OpenEnrollmentStatus } from './enums';
import {
  DISCUSSION_FIELDS,
  PROFILE_FIELDS,
  PROJECT_FIELDS,
  VIDEO_FIELDS,
  type CommentFields,
  type DiscussionFields,
  type LikeFields,
  type ProfileFields,
  type ProjectFields,
  type ProjectInput,
  type ProjectMessageFields,
  type Stored,
  type VideoFields,
} from './documents';
import type { ContactMessageFields } from './contactMessage';
import type { EnrollmentFields } from './enrollmentFields';
import { defaultsOf } from './fieldKinds';
import { LIMITS } from './limits';
import { personCopy, type PersonCopy } from './person';
import type { VideoRatingFields } from './videoRatingFields';

/** A new profile with its definition's defaults (PROFILE_FIELDS, docs/data-model.md), plus the caller's fields (a sign-up's name, a seed mentor's). */
export function newProfile<S>(
  fields: Pick<ProfileFields, 'display_name'> & Partial<Omit<ProfileFields, 'created_at' | 'updated_at' | 'accepting_changed_at' | 'suspended_until'>>,
  now: S,
) {
  return {
    ...defaultsOf(PROFILE_FIELDS),
    ...fields,
    created_at: now,
    updated_at: now,
  } satisfies Stored<ProfileFields, S>;
}

/** A new project of `mentor` (the author's current person copy; `accepting`, their profile's, true by default). */
export function newProject<S>(
  input: Partial<ProjectInput> & Pick<ProjectInput, 'title' | 'description' | 'category'>,
  mentor: PersonCopy & { accepting?: boolean },
  now: S,
) {
  return {
    ...defaultsOf(PROJECT_FIELDS),
    title: input.title,
    description: input.description,
    category: input.category,
    difficulty: input.difficulty ?? DEFAULT_DIFFICULTY,
    estimated_hours: input.estimated_hours ?? LIMITS.projectHoursDefault,
    seats: input.seats ?? LIMITS.seatsDefault,
    seats_taken: 0,
    mentor_id: mentor.id,
    mentor: personCopy(mentor),
    mentor_accepting: mentor.accepting ?? true,
    created_at: now,
    updated_at: now,
  } satisfies Stored<ProjectFields, S>;
}

/** Seats still free on a project (0 when full, even if seats were lowered below the taken ones). */
export function seatsLeft(project: Pick<ProjectFields, 'seats' | 'seats_taken'>): number {
  return Math.max(0, project.seats - project.seats_taken);
}

/**
 * Each open status, the field its wait starts from, and whether its expiry counts against the mentor: a pending
 * request waits for the mentor from `waiting_since`, one in `needs_info` for the student from the question
 * (`decided_at`). The daily sweep (functions/src/enrollments/expiry.ts) and the student's "Expires on" read it.
 */
export const ENROLLMENT_WAITS = [
  { status: 'pending', since: 'waiting_since', mentorsExpiry: true },
  { status: 'needs_info', since: 'decided_at', mentorsExpiry: false },
] as const satisfies readonly { status: OpenEnrollmentStatus; since: keyof EnrollmentFields; mentorsExpiry: boolean }[];

/** When an open request expires if nobody acts (LIMITS.enrollmentExpiryDays after its wait began); null when it is not open or not stored yet. */
export function expiresAt(enrollment: Pick<EnrollmentFields, 'status' | 'waiting_since' | 'decided_at'>): Date | null {
  const wait = ENROLLMENT_WAITS.find((w) => w.status === enrollment.status);
  const since = wait ? enrollment[wait.since] : null;
  return since ? new Date(since.getTime() + LIMITS.enrollmentExpiryDays * 86_400_000) : null;
}

/**
 * A student's new, pending request to join `project` (its id is enrollmentId(project.id, student.id)). A new
 * application after a rejected, withdrawn or expired one replaces that document with this one. `message` is the
 * student's message, trimmed (applyToProject checks its length); '' is what a request written before messages reads as.
 */
export function newEnrollment<S>(
  project: { id: string; title: string; mentor_id: string; mentor: PersonCopy },
  student: PersonCopy,
  linkedinUrl: string,
  now: S,
  message = '',
) {
  return {
    project_id: project.id,
    student_id: student.id,
    mentor_id: project.mentor_id,
    linkedin_url: linkedinUrl,
    message: message.trim(),
    status: 'pending',
    project: { id: project.id, title: project.title, mentor_id: project.mentor_id, mentor: personCopy(project.mentor) },
    student: personCopy(student),
    question: null,
    answer: null,
    waiting_since: now,
    decided_at: null,
    reject_reason: null,
    reject_note: null,
    active_at: null,
    created_at: now,
    updated_at: now,
  } satisfies Stored<EnrollmentFields, S>;
}

/** A message in a project's discussion. */
export function newProjectMessage<S>(projectId: string, user: PersonCopy, message: string, now: S) {
  return {
    project_id: projectId,
    user_id: user.id,
    user: personCopy(user),
    message,
    created_at: now,
  } satisfies Stored<ProjectMessageFields, S>;
}

/** A new community discussion by `author`, with zero counts (functions keep them). */
export function newDiscussion<S>(
  input: Pick<DiscussionFields, 'title' | 'content' | 'category' | 'tags'>,
  author: PersonCopy,
  now: S,
) {
  return {
    ...defaultsOf(DISCUSSION_FIELDS),
    author_id: author.id,
    author: personCopy(author),
    title: input.title,
    content: input.content,
    category: input.category,
    tags: input.tags,
    likes_count: 0,
    comments_count: 0,
    created_at: now,
  } satisfies Stored<DiscussionFields, S>;
}

/** A comment on a discussion, with zero likes. */
export function newComment<S>(discussionId: string, user: PersonCopy, content: string, now: S) {
  return {
    discussion_id: discussionId,
    user_id: user.id,
    user: personCopy(user),
    content,
    likes_count: 0,
    created_at: now,
  } satisfies Stored<CommentFields, S>;
}

/** A like by `userId` (stored under the id userId). */
export function newLike<S>(userId: string, now: S) {
  return { user_id: userId, created_at: now } satisfies Stored<LikeFields, S>;
}

/** A mentor's video entry. */
export function newVideo<S>(
  input: Pick<VideoFields, 'title' | 'description' | 'video_url' | 'youtube_id' | 'category'> &
    Partial<Pick<VideoFields, 'thumbnail_url' | 'duration'>>,
  mentor: PersonCopy,
  now: S,
) {
  return {
    ...defaultsOf(VIDEO_FIELDS),
    mentor_id: mentor.id,
    mentor: personCopy(mentor),
    title: input.title,
    description: input.description,
    video_url: input.video_url,
    youtube_id: input.youtube_id,
    thumbnail_url: input.thumbnail_url ?? null,
    duration: input.duration ?? null,
    category: input.category,
    created_at: now,
  } satisfies Stored<VideoFields, S>;
}

/** `userId`'s rating of a video (stored under the id userId). */
export function newVideoRating<S>(userId: string, stars: number, now: S) {
  return { user_id: userId, stars, updated_at: now } satisfies Stored<VideoRatingFields, S>;
}

/** A contact-form message; `userId` is the signed-in sender or null. */
export function newContactMessage<S>(
  input: Pick<ContactMessageFields, 'name' | 'email' | 'subject' | 'message'>,
  userId: string | null,
  now: S,
) {
  return { ...input, user_id: userId, created_at: now } satisfies Stored<ContactMessageFields, S>;
}
