/**
 * The shape of every document as the app reads it (docs/data-model.md; field names are snake_case as stored).
 *
 * One rule for time: the app sees `Date`, or `null` while a server timestamp written on this device is still
 * pending. Converters (web: lib/firestore, functions: lib/app) turn Firestore Timestamps into Dates on read;
 * builders put the caller's server-timestamp sentinel in every time field on write.
 */
import type { AdminRole, Difficulty, EnrollmentStatus, PauseReason, RejectReason, Role } from './enums';
import type { PersonCopy } from './person';

/** A time field as the app sees it. */
export type Time = Date | null;

/** Time fields that stay null until something happens (a request's first decision). */
type LaterTimeField = 'decided_at' | 'accepting_changed_at';

/**
 * A document's fields as written: every time field holds `S` (a server-timestamp sentinel, or a Date in tests);
 * the LaterTimeField ones may also be null.
 */
export type Stored<T, S> = { [K in keyof T]: Date extends T[K] ? (K extends LaterTimeField ? S | null : S) : T[K] };

/** A document read with its id. */
export type WithId<T> = T & { id: string };

/** `profiles/{uid}`. */
export interface ProfileFields {
  display_name: string;
  avatar_url: string | null;
  role: Role;
  admin_role: AdminRole;
  bio: string;
  description: string;
  location: string;
  /** Whole US dollars per hour. */
  hourly_rate: number;
  /** `https://topmate.io/{username}/`, or '' when not set. */
  topmate_url: string;
  /** One of SPECIALIZATIONS, or the text a mentor typed after choosing Other; '' when not set. */
  specialization: string;
  expertise: string[];
  /** Always null: booking is Topmate only. */
  calendly_url: null;
  /** A mentor's responsiveness, kept only by functions (onEnrollmentWritten); null until their first request. */
  stats: MentorStats | null;
  /** A mentor takes new applications; false while paused (by themselves, or by onEnrollmentWritten). */
  accepting: boolean;
  /** Why a paused mentor is paused; null while accepting. */
  paused_reason: PauseReason | null;
  /** When `accepting` last changed; null before the first pause. Automatic pauses count expiries after it. */
  accepting_changed_at: Time;
  created_at: Time;
  updated_at: Time;
}
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
}

/** `projects/{projectId}`. */
export interface ProjectFields {
  title: string;
  description: string;
  category: string;
  difficulty: Difficulty;
  estimated_hours: number;
  /** How many students the mentor takes (LIMITS.seatsMin-seatsMax). */
  seats: number;
  /** Approved requests holding a seat; written only by functions (decideEnrollment, onEnrollmentDeleted). */
  seats_taken: number;
  mentor_id: string;
  mentor: PersonCopy;
  /**
   * A copy of the mentor's `accepting`: false while they take no new applications, so the card says so. Set from
   * the profile at creation (the rules check it), then kept by onProfileUpdated; the mentor's edits never change it.
   */
  mentor_accepting: boolean;
  created_at: Time;
  updated_at: Time;
}
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

/** `project_enrollments/{projectId}_{studentId}`. */
export interface EnrollmentFields {
  project_id: string;
  student_id: string;
  mentor_id: string;
  linkedin_url: string;
  status: EnrollmentStatus;
  project: ProjectCopy;
  student: PersonCopy;
  /** The mentor's question while asking for more information; kept once answered; null before. */
  question: string | null;
  /** The student's answer to the question; null before. */
  answer: string | null;
  /** When the request started waiting for the mentor: its creation, or the student's last answer. */
  waiting_since: Time;
  /** When the mentor last decided (approved, rejected, needs_info); null before. */
  decided_at: Time;
  /** Why the mentor rejected it, when they said (REJECT_REASONS); null otherwise. */
  reject_reason: RejectReason | null;
  /** The mentor's own words to the student with a rejection (up to LIMITS.rejectNote); null otherwise. */
  reject_note: string | null;
  created_at: Time;
  updated_at: Time;
}
export type Enrollment = WithId<EnrollmentFields>;

/** `projects/{projectId}/messages/{id}`. */
export interface ProjectMessageFields {
  project_id: string;
  user_id: string;
  user: PersonCopy;
  message: string;
  created_at: Time;
}
export type ProjectMessage = WithId<ProjectMessageFields>;

/** `community_discussions/{id}`; the counts are written only by functions. */
export interface DiscussionFields {
  author_id: string;
  author: PersonCopy;
  title: string;
  content: string;
  category: string;
  tags: string[];
  likes_count: number;
  comments_count: number;
  created_at: Time;
}
export type Discussion = WithId<DiscussionFields>;

/** What the discussion form submits. */
export type DiscussionInput = Pick<DiscussionFields, 'title' | 'content' | 'category' | 'tags'>;

/** `community_discussions/{d}/comments/{id}`. */
export interface CommentFields {
  discussion_id: string;
  user_id: string;
  user: PersonCopy;
  content: string;
  likes_count: number;
  created_at: Time;
}
export type Comment = WithId<CommentFields>;

/** `.../likes/{uid}` on a discussion or a comment: the id is the liker's uid. */
export interface LikeFields {
  user_id: string;
  created_at: Time;
}

/** `videos/{id}`. */
export interface VideoFields {
  mentor_id: string;
  mentor: PersonCopy;
  title: string;
  description: string;
  video_url: string;
  youtube_id: string;
  thumbnail_url: string | null;
  /** m:ss or h:mm:ss, or null when unknown. */
  duration: string | null;
  category: string;
  /** Ratings given (`videos/{id}/ratings`) and the sum of their stars: written only by a function. */
  rating_count: number;
  rating_sum: number;
  created_at: Time;
}
export type VideoDoc = WithId<VideoFields>;

/** `videos/{v}/ratings/{uid}`: one viewer's rating of a video (the id is the viewer's uid), changeable. */
export interface VideoRatingFields {
  user_id: string;
  /** 1 to 5 (LIMITS.ratingMin, LIMITS.ratingMax). */
  stars: number;
  updated_at: Time;
}

/** What a mentor publishes (newVideo's input): the link, the texts and the category. */
export type VideoInput = Pick<VideoFields, 'title' | 'description' | 'video_url' | 'youtube_id' | 'category'> &
  Partial<Pick<VideoFields, 'thumbnail_url' | 'duration'>>;

/** `contact_messages/{id}`: anyone writes, admins read. */
export interface ContactMessageFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  created_at: Time;
}
export type ContactMessage = WithId<ContactMessageFields>;

/** What the contact form sends. */
export type ContactInput = Pick<ContactMessageFields, 'name' | 'email' | 'subject' | 'message'>;
