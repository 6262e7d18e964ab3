/**
 * Validation schemas (valibot, a Standard Schema library): the forms use them through Mantine's
 * `schemaResolver`, the callables check their payloads with them. Messages come from TEXTS.
 */
import * as v from 'valibot';
import { DIFFICULTIES, DISCUSSION_CATEGORIES, VIDEO_CATEGORIES, VIDEO_MIME_TYPES } from './enums';
import { LIMITS } from './limits';
import { DURATION_PATTERN, isLinkedInUrl, parseYouTubeId, TOPMATE_PATTERN } from './links';
import { TEXTS } from './texts';

const m = TEXTS.validation;

/** A required text: trimmed, at least one character, at most `max`. */
export const requiredText = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));

/** An e-mail address, trimmed. */
export const email = v.pipe(
  v.string(m.emailRequired),
  v.trim(),
  v.minLength(1, m.emailRequired),
  v.maxLength(LIMITS.contactEmail, m.emailInvalid),
  v.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, m.emailInvalid),
);

/** A mentor's bio: at least LIMITS.bioMin characters once trimmed. */
export const mentorBio = v.pipe(
  v.string(m.bioRequired),
  v.trim(),
  v.minLength(1, m.bioRequired),
  v.minLength(LIMITS.bioMin, m.bioTooShort),
  v.maxLength(LIMITS.bio),
);

export const topmateUrl = v.pipe(
  v.string(m.topmateRequired),
  v.trim(),
  v.minLength(1, m.topmateRequired),
  v.regex(TOPMATE_PATTERN, m.topmateInvalid),
);

/** One expertise tag or discussion tag: trimmed, single line, non-empty. */
const tag = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), v.regex(/^[^\n]*$/));

/** A tag list without duplicates (case-insensitive), at most `count` tags. */
const tagList = (count: number, max: number) =>
  v.pipe(
    v.array(tag(max)),
    v.maxLength(count),
    v.check((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, 'Tags must be unique'),
  );

export const expertise = tagList(LIMITS.expertiseTags, LIMITS.expertiseTag);
export const discussionTags = tagList(LIMITS.discussionTags, LIMITS.discussionTag);

/** The project form. */
export const projectInput = v.object({
  title: requiredText(LIMITS.projectTitle, m.projectRequired),
  category: requiredText(LIMITS.projectCategory, m.projectRequired),
  description: requiredText(LIMITS.projectDescription, m.projectRequired),
  difficulty: v.picklist(DIFFICULTIES),
  estimated_hours: v.pipe(
    v.number(m.projectHours),
    v.integer(m.projectHours),
    v.minValue(LIMITS.projectHoursMin, m.projectHours),
    v.maxValue(LIMITS.projectHoursMax, m.projectHours),
  ),
});

/** The enroll dialog's LinkedIn link. */
export const linkedinUrl = v.pipe(
  v.string(m.linkedinInvalid),
  v.trim(),
  v.maxLength(LIMITS.linkedinUrl, m.linkedinInvalid),
  v.check(isLinkedInUrl, m.linkedinInvalid),
);

/** The discussion form. */
export const discussionInput = v.object({
  title: requiredText(LIMITS.discussionTitle, m.discussionRequired),
  content: requiredText(LIMITS.discussionContent, m.discussionRequired),
  category: v.picklist(DISCUSSION_CATEGORIES),
  tags: discussionTags,
});

export const commentText = requiredText(LIMITS.comment, 'Comment is required');
export const projectMessageText = requiredText(LIMITS.projectMessage, 'Message is required');

/** A video's title and description (both upload modes). */
export const videoText = v.object({
  title: v.pipe(
    v.string(m.videoTitleAndDescription),
    v.trim(),
    v.minLength(1, m.videoTitleAndDescription),
    v.maxLength(LIMITS.videoTitle, m.videoTitleLength),
  ),
  description: v.pipe(
    v.string(m.videoTitleAndDescription),
    v.trim(),
    v.minLength(1, m.videoTitleAndDescription),
    v.maxLength(LIMITS.videoDescriptionBelow - 1, m.videoDescriptionLength),
  ),
});

export const youtubeUrl = v.pipe(
  v.string(m.youtubeUrlRequired),
  v.trim(),
  v.minLength(1, m.youtubeUrlRequired),
  v.check((url) => parseYouTubeId(url) !== null, m.youtubeUrlInvalid),
);

export const videoCategory = v.picklist(VIDEO_CATEGORIES);

/** An optional duration: empty, or m:ss / h:mm:ss. */
export const duration = v.pipe(v.string(), v.trim(), v.check((d) => !d || DURATION_PATTERN.test(d), m.durationInvalid));

/** The contact form: four required fields. */
export const contactInput = v.object({
  name: requiredText(LIMITS.contactName, m.contactRequired),
  email,
  subject: requiredText(LIMITS.contactSubject, m.contactRequired),
  message: requiredText(LIMITS.contactMessage, m.contactRequired),
});

// Firebase Auth uids are 1 to 128 characters; a '/' would also make an invalid document path.
export const userId = v.pipe(
  v.string('userId must be a user id (1 to 128 characters, no spaces or slashes).'),
  v.regex(/^[^/\s]{1,128}$/, 'userId must be a user id (1 to 128 characters, no spaces or slashes).'),
);

/** deleteUserAdmin's payload. */
export const deleteUserAdminPayload = v.strictObject({ userId }, 'Expected a payload { userId }.');

/** Callables without payload accept nothing, null or an empty object. */
export const noPayload = v.union(
  [v.undefined(), v.null(), v.strictObject({})],
  'This function takes no payload.',
);

export const videoMimeType = v.picklist(VIDEO_MIME_TYPES, m.videoFileInvalid);

/** The first issue's message of a failed parse, for an `invalid-argument` error. */
export function firstMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'Invalid request';
}

export { v };
