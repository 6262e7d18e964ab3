/**
 * The shape of every document as the app reads it (docs/data-model.md; field names are snake_case as stored).
 *
 * One rule for time: the app sees `Date`, or `null` while a server timestamp written on this device is still
 * pending. Converters (web: lib/firestore, functions: lib/app) turn Firestore Timestamps into Dates on read;
 * builders put the caller's server-timestamp sentinel in every time field on write.
 */
import { ADMIN_ROLES, DEFAULT_DIFFICULTY, DIFFICULTIES, PAUSE_REASONS, ROLES, type AdminRole, type Difficulty, type Role } from './enums';
import {
  always,
  count,
  custom,
  finiteOrNull,
  number,
  oneOf,
  oneOfOrNull,
  optionalText,
  person,
  plainText,
  owned,
  readTime,
  text,
  textList,
  time,
  trueUnlessFalse,
  type FieldsOf,
  type Time,
} from './fieldKinds';
import { LIMITS } from './limits';
import type { PersonCopy } from './person';

export type { Time } from './fieldKinds';

/** Time fields that stay null until something happens (a request's first decision). */
type LaterTimeField = 'decided_at' | 'accepting_changed_at' | 'asked_at' | 'answered_at' | 'replied_at' | 'suspended_until' | 'active_at' | 'closed_at' | 'mentor_asked_at' | 'mentor_answered_at';

/**
 * A document's fields as written: every time field holds `S` (a server-timestamp sentinel, or a Date in tests);
 * the LaterTimeField ones may also be null.
 */
export type Stored<T, S> = { [K in keyof T]: Date extends T[K] ? (K extends LaterTimeField ? S | null : S) : T[K] };

/** A document read with its id. */
export type WithId<T> = T & { id: string };

/** A mentor's stats as functions keep them, or null when there are none (or they are not well-formed). */
function readStats(value: unknown): MentorStats | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  return {
    median_response_hours: finiteOrNull(s.median_response_hours),
    decisions: finiteOrNull(s.decisions) ?? 0,
    response_rate: finiteOrNull(s.response_rate),
    open_requests: finiteOrNull(s.open_requests) ?? 0,
    last_active_at: readTime(s.last_active_at),
    sessions_confirmed: finiteOrNull(s.sessions_confirmed) ?? 0,
  };
}

/**
 * `profiles/{uid}`, field by field (model/src/fieldKinds.ts): the type, the builder's defaults (docs/data-model.md),
 * the directory's field mask, the one reader and the owner's fields come from here.
 */
export const PROFILE_FIELDS = {
  display_name: owned(text()),
  avatar_url: owned(optionalText()),
  role: oneOf<Role, 'student'>(ROLES, 'student'),
  admin_role: oneOf<AdminRole, 'student'>(ADMIN_ROLES, 'student'),
  bio: owned(text()),
  description: owned(text()),
  location: owned(text()),
  /** Whole US dollars per hour. */
  hourly_rate: owned(number(0)),
  /** `https://topmate.io/{username}/`, or '' when not set. */
  topmate_url: owned(plainText()),
  /** One of SPECIALIZATIONS, or the text a mentor typed after choosing Other; '' when not set. */
  specialization: owned(text()),
  expertise: owned(textList()),
  /** Always null: booking is Topmate only. */
  calendly_url: always(null),
  /** A mentor's responsiveness, kept only by functions (onEnrollmentWritten); null until their first request. */
  stats: custom<MentorStats | null, null>(null, readStats),
  /** A mentor takes new applications; false while paused (by themselves, or by onEnrollmentWritten). Profiles written before pausing existed accept. */
  accepting: owned(trueUnlessFalse()),
  /** Why a paused mentor is paused; null while accepting. */
  paused_reason: owned(oneOfOrNull(PAUSE_REASONS)),
  /** When `accepting` last changed; null before the first pause. Automatic pauses count expiries after it. */
  accepting_changed_at: owned(time()),
  /** A mentor's reviews (`profiles/{uid}/reviews`) and the sum of their stars: 0 at creation, then written only by a function. */
  review_count: count(),
  review_sum: count(),
  /**
   * Until when the user may write nothing (moderation.ts); null when never suspended or lifted, SUSPENDED_FOR_GOOD
   * for good. Written only by suspendUser and liftSuspension; the rules refuse every write while it is in the future.
   */
  suspended_until: time(),
  created_at: time(),
  updated_at: time(),
};
export type ProfileFields = FieldsOf<typeof PROFILE_FIELDS>;
export type Profile = WithId<ProfileFields>;

/** How responsive a mentor is, from their requests (docs/data-model.md, `profiles`). */
export interface MentorStats {
  /** Median hours from a request starting to wait (its creation or the last answer) to the mentor's decision, over the last LIMITS.statsRecentDecisions decisions; null without any. */
  median_response_hours: number | null;
  /** How many decisions the median is over (at most LIMITS.statsRecentDecisions); below LIMITS.statsNewMentorBelow the mentor shows as new. */
  decisions: number;
  /** Decided / (decided + expired) over the last LIMITS.statsRateWindowDays days, 0-1; null when there was neither. */
  response_rate: number | null;
  /** Requests waiting for the mentor or the student (pending + needs_info). */
  open_requests: number;
  /** The mentor's last decision. */
  last_active_at: Time;
  /** Sessions both sides confirmed in the booking follow-ups (booking intents whose `mentor_state` is `yes`). */
  sessions_confirmed: number;
}

/** `projects/{projectId}`, field by field (model/src/fieldKinds.ts). */
export const PROJECT_FIELDS = {
  title: text(),
  description: text(),
  category: text(),
  difficulty: oneOf<Difficulty, typeof DEFAULT_DIFFICULTY>(DIFFICULTIES, DEFAULT_DIFFICULTY),
  estimated_hours: number(LIMITS.projectHoursDefault),
  /** How many students the mentor takes (LIMITS.seatsMin-seatsMax); projects written before seats existed read as the default. */
  seats: custom(LIMITS.seatsDefault, (value) => (Number.isInteger(value) ? (value as number) : LIMITS.seatsDefault)),
  /** Approved requests holding a seat; written only by functions (decideEnrollment, onEnrollmentDeleted). */
  seats_taken: custom(0, (value) => (Number.isInteger(value) ? Math.max(0, value as number) : 0)),
  mentor_id: plainText(),
  mentor: person('mentor_id'),
  /**
   * A copy of the mentor's `accepting`: false while they take no new applications, so the card says so. Set from
   * the profile at creation (the rules check it), then kept by onProfileUpdated; the mentor's edits never change it.
   * Projects written before the copy existed read as accepting, as their mentors' profiles did.
   */
  mentor_accepting: trueUnlessFalse(),
  created_at: time(),
  updated_at: time(),
};
export type ProjectFields = FieldsOf<typeof PROJECT_FIELDS>;
export type Project = WithId<ProjectFields>;

/** What the project form edits. */
export type ProjectInput = Pick<ProjectFields, 'title' | 'description' | 'category' | 'difficulty' | 'estimated_hours' | 'seats'>;

/** The copy of a project an enrollment carries. */
export interface ProjectCopy {
  id: string;
  title: string;
  mentor_id: string;
  mentor: PersonCopy;
}


/** `projects/{projectId}/messages/{id}`, field by field (model/src/fieldKinds.ts). */
export const PROJECT_MESSAGE_FIELDS = {
  project_id: plainText(),
  user_id: plainText(),
  user: person('user_id'),
  message: text(),
  created_at: time(),
};
export type ProjectMessageFields = FieldsOf<typeof PROJECT_MESSAGE_FIELDS>;
export type ProjectMessage = WithId<ProjectMessageFields>;

/** `community_discussions/{id}`, field by field (model/src/fieldKinds.ts); the counts are written only by functions. */
export const DISCUSSION_FIELDS = {
  author_id: plainText(),
  author: person('author_id'),
  title: text(),
  content: text(),
  category: text(),
  tags: textList(),
  likes_count: count(),
  comments_count: count(),
  created_at: time(),
};
export type DiscussionFields = FieldsOf<typeof DISCUSSION_FIELDS>;
export type Discussion = WithId<DiscussionFields>;

/** What the discussion form submits. */
export type DiscussionInput = Pick<DiscussionFields, 'title' | 'content' | 'category' | 'tags'>;

/** `community_discussions/{d}/comments/{id}`, field by field (model/src/fieldKinds.ts); the count is written only by functions. */
export const COMMENT_FIELDS = {
  discussion_id: plainText(),
  user_id: plainText(),
  user: person('user_id'),
  content: text(),
  likes_count: count(),
  created_at: time(),
};
export type CommentFields = FieldsOf<typeof COMMENT_FIELDS>;
export type Comment = WithId<CommentFields>;

/** `.../likes/{uid}` on a discussion or a comment: the id is the liker's uid. */
export const LIKE_FIELDS = {
  user_id: plainText(),
  created_at: time(),
};
export type LikeFields = FieldsOf<typeof LIKE_FIELDS>;

/** `videos/{id}`, field by field (model/src/fieldKinds.ts), as stored: a missing thumbnail or duration is null. */
export const VIDEO_FIELDS = {
  mentor_id: plainText(),
  mentor: person('mentor_id'),
  title: text(),
  description: text(),
  video_url: plainText(),
  youtube_id: plainText(),
  thumbnail_url: optionalText(),
  /** m:ss or h:mm:ss, or null when unknown. */
  duration: optionalText(),
  category: text(),
  /** Ratings given (`videos/{id}/ratings`) and the sum of their stars: written only by a function. */
  rating_count: count(),
  rating_sum: count(),
  created_at: time(),
};
export type VideoFields = FieldsOf<typeof VIDEO_FIELDS>;
export type VideoDoc = WithId<VideoFields>;

/** What a mentor publishes (newVideo's input): the link, the texts and the category. */
export type VideoInput = Pick<VideoFields, 'title' | 'description' | 'video_url' | 'youtube_id' | 'category'> &
  Partial<Pick<VideoFields, 'thumbnail_url' | 'duration'>>;



