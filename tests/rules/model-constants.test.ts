// firestore.rules cannot import the model package, so it repeats the model's enumerations, limits and field
// lists; this test reads them from the rules text and fails when one differs from the model (docs/testing.md).
// It needs no emulator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  newRateLimits,
  newReport,
  RATE_LIMIT_KINDS,
  RATE_LIMITS_COLLECTION,
  CLIENT_ERROR_LIMITS_COLLECTION,
  newBlockList,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  REPORT_TARGETS,
  ADMIN_ROLES,
  CHANNEL_KEYS,
  newDevice,
  newNotificationSettings,
  USER_PRIVATE,
  AVATAR_URL_PATTERN,
  COLLECTIONS,
  DIFFICULTIES,
  DISCUSSION_CATEGORIES,
  DURATION_PATTERN,
  DELETABLE_ENROLLMENT_STATUSES,
  ENROLLMENT_ANSWER_FIELDS,
  ENROLLMENT_STATUSES,
  ENROLLMENT_WITHDRAW_FIELDS,
  enrollmentId,
  LIMITS,
  newComment,
  newContactMessage,
  newDiscussion,
  newEnrollment,
  newLike,
  newProfile,
  newProject,
  newProjectMessage,
  newVideo,
  newVideoRating,
  OPEN_ENROLLMENT_STATUSES,
  PAUSE_REASONS,
  personCopy,
  PROFILE_OWNER_FIELDS,
  PROJECT_OWNER_FIELDS,
  ROLES,
  schemas,
  THUMBNAIL_URL_PATTERN,
  TOPMATE_PATTERN,
  VIDEO_CATEGORIES,
  YOUTUBE_VIDEO_URL_PATTERN,
  BOOKING_ANSWERS,
  bookingAnswer,
  MENTOR_CHECK_ANSWERS,
  mentorCheckAnswer,
  newBookingIntent,
  SESSION_CONFIRMATIONS,
  newReview,
  REVIEW_BASES,
  reviewEdit,
  reviewReply,
} from '@mentorbridge/model';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/emulators.mjs';
import { compareRules, type Check, type Expected, type Where } from './rulesText';

const RULES = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');

/** Model limits the rules do not enforce; adding a limit to the model means checking it here or listing it. */
const NOT_IN_RULES: readonly (keyof typeof LIMITS)[] = [
  'bioMin', // students have no bio: only the profile form asks mentors for 50 characters
  'passwordMin', // Firebase Auth
  'projectHoursDefault', // a default, not a limit
  'videoFileBytes', // youtubeUpload's payload
  'videoFileMegabytes', // the same limit, in the upload form's words
  'youtubeTokenAgingDays', // youtubeStatus
  'youtubeTokenLifetimeDays',
  'authorizationCode', // youtubeUpload's payload
  'setAdminMaxProfiles', // the setAdmin function
  'statsRecentDecisions', // mentor stats are kept by onEnrollmentWritten
  'statsRateWindowDays',
  'statsNewMentorBelow',
  'autoPauseExpired', // onEnrollmentWritten pauses a mentor
  'autoPauseWindowDays',
  // The application workflow's callables and sweep (clients neither create nor decide requests):
  'linkedinUrl', // applyToProject's payload
  'applicationMessageMin', // applyToProject's payload (no client writes the message: tests/rules/enrollments.test.ts)
  'applicationMessageMax',
  'seatsDefault', // a default, not a limit
  'openApplications', // applyToProject's transaction
  'enrollmentQuestion', // decideEnrollment's payload
  'rejectNote', // decideEnrollment's payload
  'reportSnapshot', // onReportWritten's snapshot
  'enrollmentExpiryDays', // the expireEnrollments sweep
  'enrollmentWaitingHighlightDays', // the mentor's dashboard
  'ratingsShownFrom', // the cards
  'reviewsShownFrom', // the cards and the profile
  'reviewsPage', // the profile's page of reviews
  'topRatedFrom', // the rating bucket, kept by onProfileWrittenSearch
  'followUpDays', // the follow-up sweep
  'followUpAsks',
  'reviewBasesReopened', // reopenReviews's read
  'noShowFlag', // the admin's Users tab
  'noShowWindowDays',
  // Notifications are written by functions only; the bell reads a page at a time:
  'notificationsKept', // the producer's retention
  'notificationsPage', // the bell's page
  'unreadBadgeMax', // the bell's badge
  'devicesListed', // the settings' device list and the push sender read this many
  // Client error reports go through the reportClientError callable only (clients cannot touch client_error_limits):
  'clientErrorMessage', // its payload
  'clientErrorStack',
  'clientErrorRoute',
  'clientErrorRelease',
  'clientErrorSession',
  'clientErrorsPerSession', // the reporter's page-load cap, and the callable's window per session
  'clientErrorsPerSource', // the callable's window per user or address
  'clientErrorsWindowHours',
];

// Sample documents: only their keys and default values are compared.
const when = new Date(0);
const someone = personCopy({ id: 'u1', display_name: 'Someone' });
const project = newProject({ title: 'T', description: 'D', category: 'C' }, someone, when);
const enrollment = newEnrollment({ id: 'p1', ...project }, someone, 'https://linkedin.com/in/someone', when);
const discussion = newDiscussion({ title: 'T', content: 'C', category: DISCUSSION_CATEGORIES[0], tags: [] }, someone, when);
const comment = newComment('d1', someone, 'C', when);
const video = newVideo(
  { title: 'T', description: 'D', video_url: 'https://youtu.be/dQw4w9WgXcQ', youtube_id: 'dQw4w9WgXcQ', category: VIDEO_CATEGORIES[0] },
  someone,
  when,
);

/** A model pattern as the rules write it: the same source, with `/` unescaped (rules strings need no escaping of it). */
const rulesPattern = (pattern: RegExp) => pattern.source.replaceAll('\\/', '/');
const fn = (name: string): Where => ({ fn: name });
const allow = (match: string, op: string, having?: string): Where => ({ match, allow: op, having });
const check = (what: string, where: Where, find: string, expected: Expected): Check => ({ what, where, find, expected });
const limit = (key: keyof typeof LIMITS, where: Where, find: string): Check => check(`LIMITS.${key}`, where, find, LIMITS[key]);
/** A create rule's `hasOnly` and `hasAll` lists both equal the builder's keys. */
const createKeys = (what: string, where: Where, target: string, doc: object): Check[] => [
  check(`${what} (hasOnly)`, where, `${target}.keys().hasOnly(<list>)`, Object.keys(doc)),
  check(`${what} (hasAll)`, where, `${target}.keys().hasAll(<list>)`, Object.keys(doc)),
];
const updateKeys = (what: string, where: Where, fields: readonly string[]): Check =>
  check(what, where, 'incoming().diff(resource.data).affectedKeys().hasOnly(<list>)', fields);

const PROFILES = '/profiles/{userId}';
const PROJECTS = '/projects/{projectId}';
const MESSAGES = '/messages/{messageId}';
const ENROLLMENTS = '/project_enrollments/{enrollmentId}';
const DISCUSSIONS = '/community_discussions/{discussionId}';
const COMMENTS = '/comments/{commentId}';
const CONTACT = '/contact_messages/{messageId}';
const REVIEWS = '/reviews/{studentId}';
const INTENTS = '/booking_intents/{intentId}';
const REPORTS = '/reports/{reportId}';
const BLOCKS = '/blocks/{userId}';

const CHECKS: readonly Check[] = [
  check('COLLECTIONS and USER_PRIVATE', { match: '/databases/{database}/documents' }, 'match /<name>/', {
    all: [
      ...Object.values(COLLECTIONS),
      ...Object.values(USER_PRIVATE),
      RATE_LIMITS_COLLECTION,
      CLIENT_ERROR_LIMITS_COLLECTION,
    ],
  }),
  check('COLLECTIONS and the block lists (paths read by get and exists)', 'everywhere', 'documents/<name>/', {
    oneOf: [...Object.values(COLLECTIONS), RATE_LIMITS_COLLECTION],
  }),
  check('enrollmentId separator', 'everywhere', '+ <str> + uid()', enrollmentId('P', 'S').slice(1, -1)),
  check('enrollmentId separator', fn('isApprovedStudent'), 'projectId + <str> + uid()', enrollmentId('P', 'S').slice(1, -1)),
  check('enrollmentId separator', allow(ENROLLMENTS, 'get'), 'enrollmentId.split(<str>)', enrollmentId('P', 'S').slice(1, -1)),

  check('ROLES', 'everywhere', '.role == <str>', { oneOf: ROLES }),
  check('ROLES', allow(PROFILES, 'create'), 'incoming().role in <list>', ROLES),
  check('ADMIN_ROLES', 'everywhere', '.admin_role == <str>', { oneOf: ADMIN_ROLES }),
  check('REPORT_REASONS', allow(REPORTS, 'create'), 'incoming().reason in <list>', REPORT_REASONS),
  check('REPORT_TARGET_KINDS', fn('isReportTarget'), 'kind in <list>', REPORT_TARGET_KINDS),
  ...REPORT_TARGET_KINDS.map((kind) =>
    check(`REPORT_TARGETS.${kind}`, fn('isReportTarget'), `'${kind}': <str>`, rulesPattern(REPORT_TARGETS[kind])),
  ),
  limit('reportNote', allow(REPORTS, 'create'), 'isString(incoming().note, 0, <num>)'),
  limit('blocks', allow(BLOCKS, 'create'), 'incoming().blocked.size() <= <num>'),
  ...createKeys('newBlockList', allow(BLOCKS, 'create'), 'incoming()', newBlockList([], when)),
  ...createKeys('newReport', allow(REPORTS, 'create'), 'incoming()', newReport('u', { kind: 'video', target_path: 'videos/v', reason: 'spam', note: '' }, when)),
  check('PAUSE_REASONS', fn('isValidPauseChange'), 'incoming().paused_reason == <str>', { oneOf: PAUSE_REASONS }),
  check('newProfile admin_role', allow(PROFILES, 'create'), 'incoming().admin_role == <str>', newProfile({ display_name: 'x' }, when).admin_role),

  check('ENROLLMENT_STATUSES', 'everywhere', '.status == <str>', { oneOf: ENROLLMENT_STATUSES }),
  check('ENROLLMENT_STATUSES', 'everywhere', '.status in <list>', { oneOf: ENROLLMENT_STATUSES }),
  check('newEnrollment status (an answer makes a request pending again)', fn('isAnswer'), 'incoming().status == <str>', enrollment.status),
  check('OPEN_ENROLLMENT_STATUSES', fn('isWithdrawal'), 'resource.data.status in <list>', OPEN_ENROLLMENT_STATUSES),
  check('DELETABLE_ENROLLMENT_STATUSES', allow(ENROLLMENTS, 'delete'), 'resource.data.status in <list>', DELETABLE_ENROLLMENT_STATUSES),

  check('DIFFICULTIES', fn('isProjectFields'), 'data.difficulty in <list>', DIFFICULTIES),
  check('DISCUSSION_CATEGORIES', fn('isCategory'), 'value in <list>', DISCUSSION_CATEGORIES),
  check('VIDEO_CATEGORIES', fn('isValidVideo'), 'v.category in <list>', VIDEO_CATEGORIES),

  ...createKeys('personCopy keys', fn('isPersonCopy'), 'value', someone),
  limit('displayName', fn('isPersonCopy'), 'isString(value.display_name, 1, <num>)'),
  limit('url', fn('isAvatarUrl'), 'isString(value, 1, <num>)'),
  check('AVATAR_URL_PATTERN', fn('isAvatarUrl'), 'value.matches(<str>)', rulesPattern(AVATAR_URL_PATTERN)),
  check('schemas.TAG_PATTERN', fn('isTag'), 'value.matches(<str>)', rulesPattern(schemas.TAG_PATTERN)),

  ...createKeys('newProfile keys', allow(PROFILES, 'create'), 'incoming()', newProfile({ display_name: 'x' }, when)),
  // One update rule: the owner's (admin_role changes only through the setAdminRole callable).
  updateKeys('PROFILE_OWNER_FIELDS', allow(PROFILES, 'update'), PROFILE_OWNER_FIELDS),
  limit('displayName', fn('isValidOwnProfile'), 'isString(data.display_name, 1, <num>)'),
  limit('bio', fn('isValidOwnProfile'), 'isString(data.bio, 0, <num>)'),
  limit('profileDescription', fn('isValidOwnProfile'), 'isString(data.description, 0, <num>)'),
  limit('location', fn('isValidOwnProfile'), 'isString(data.location, 0, <num>)'),
  limit('hourlyRateMax', fn('isValidOwnProfile'), 'data.hourly_rate <= <num>'),
  limit('specialization', fn('isValidOwnProfile'), 'isString(data.specialization, 0, <num>)'),
  limit('expertiseTags', fn('isExpertise'), 'value.size() <= <num>'),
  check('LIMITS.expertiseTags (one slot per tag)', fn('isExpertise'), 'isExpertiseTag(value, <num>)', {
    all: Array.from({ length: LIMITS.expertiseTags }, (_, i) => i),
  }),
  limit('expertiseTag', fn('isExpertiseTag'), 'isTag(list[i], <num>)'),
  check('TOPMATE_PATTERN', fn('isTopmateUrl'), 'value.matches(<str>)', rulesPattern(TOPMATE_PATTERN)),

  ...createKeys('newProject keys', allow(PROJECTS, 'create'), 'incoming()', project),
  check('PROJECT_OWNER_FIELDS', allow(PROJECTS, 'update', 'mentor_id == uid()'), 'projectChanges().hasOnly(<list>)', PROJECT_OWNER_FIELDS),
  limit('projectTitle', fn('isProjectFields'), 'isTrimmedText(data.title, <num>)'),
  limit('projectCategory', fn('isProjectFields'), 'isTrimmedText(data.category, <num>)'),
  limit('projectDescription', fn('isProjectFields'), 'isTrimmedText(data.description, <num>)'),
  limit('projectHoursMin', fn('isProjectFields'), 'data.estimated_hours >= <num>'),
  limit('projectHoursMax', fn('isProjectFields'), 'data.estimated_hours <= <num>'),
  limit('seatsMin', fn('isProjectFields'), 'data.seats >= <num>'),
  limit('seatsMax', fn('isProjectFields'), 'data.seats <= <num>'),
  check('newProject seats_taken', allow(PROJECTS, 'create'), 'incoming().seats_taken == <num>', project.seats_taken),

  ...createKeys('newProjectMessage keys', allow(MESSAGES, 'create'), 'incoming()', newProjectMessage('p1', someone, 'M', when)),
  limit('projectMessage', allow(MESSAGES, 'create'), 'isTrimmedText(incoming().message, <num>)'),

  updateKeys('ENROLLMENT_ANSWER_FIELDS', fn('isAnswer'), ENROLLMENT_ANSWER_FIELDS),
  updateKeys('ENROLLMENT_WITHDRAW_FIELDS', fn('isWithdrawal'), ENROLLMENT_WITHDRAW_FIELDS),
  limit('enrollmentAnswer', fn('isAnswer'), 'isTrimmedText(incoming().answer, <num>)'),

  ...createKeys('newDiscussion keys', allow(DISCUSSIONS, 'create'), 'incoming()', discussion),
  limit('discussionTitle', allow(DISCUSSIONS, 'create'), 'isTrimmedText(incoming().title, <num>)'),
  limit('discussionContent', allow(DISCUSSIONS, 'create'), 'isTrimmedText(incoming().content, <num>)'),
  limit('discussionTags', fn('isDiscussionTags'), 'value.size() <= <num>'),
  check('LIMITS.discussionTags (one slot per tag)', fn('isDiscussionTags'), 'isDiscussionTag(value, <num>)', {
    all: Array.from({ length: LIMITS.discussionTags }, (_, i) => i),
  }),
  limit('discussionTag', fn('isDiscussionTag'), 'isTag(list[i], <num>)'),
  check('newDiscussion likes_count', allow(DISCUSSIONS, 'create'), 'incoming().likes_count == <num>', discussion.likes_count),
  check('newDiscussion comments_count', allow(DISCUSSIONS, 'create'), 'incoming().comments_count == <num>', discussion.comments_count),
  ...createKeys('newLike keys', fn('isOwnLike'), 'incoming()', newLike('u1', when)),
  ...createKeys('newComment keys', allow(COMMENTS, 'create'), 'incoming()', comment),
  limit('comment', allow(COMMENTS, 'create'), 'isTrimmedText(incoming().content, <num>)'),
  check('newComment likes_count', allow(COMMENTS, 'create'), 'incoming().likes_count == <num>', comment.likes_count),

  ...createKeys('newVideo keys', fn('isValidVideo'), 'v', video),
  limit('videoTitle', fn('isValidVideo'), 'isTrimmedText(v.title, <num>)'),
  ...createKeys('newVideoRating keys', fn('isOwnRating'), 'incoming()', newVideoRating('u1', 4, when)),
  limit('ratingMin', fn('isOwnRating'), 'incoming().stars >= <num>'),
  limit('ratingMax', fn('isOwnRating'), 'incoming().stars <= <num>'),
  limit('videoDescriptionBelow', fn('isValidVideo'), 'v.description.size() < <num>'),
  limit('url', fn('isValidVideo'), 'isString(v.thumbnail_url, 1, <num>)'),
  limit('url', fn('isYoutubeUrl'), 'isString(value, 1, <num>)'),
  limit('youtubeIdLength', fn('isYoutubeId'), "value.matches('^[A-Za-z0-9_-]{<num>}$')"),
  check('YOUTUBE_VIDEO_URL_PATTERN', fn('isYoutubeUrl'), 'value.matches(<str>)', rulesPattern(YOUTUBE_VIDEO_URL_PATTERN)),
  check('THUMBNAIL_URL_PATTERN', fn('isValidVideo'), 'v.thumbnail_url.matches(<str>)', rulesPattern(THUMBNAIL_URL_PATTERN)),
  check('DURATION_PATTERN', fn('isValidVideo'), 'v.duration.matches(<str>)', DURATION_PATTERN.source.replaceAll('\\d', '[0-9]')),

  ...createKeys('newReview keys', allow(REVIEWS, 'create'), 'incoming()', newReview(someone, 'm1', { stars: 4, text: 'T', basis: 'session', basis_id: 'i', confirmed_by: 'both' }, when)),
  limit('ratingMin', fn('isStars'), 'value >= <num>'),
  limit('ratingMax', fn('isStars'), 'value <= <num>'),
  limit('reviewText', fn('isReviewText'), 'isTrimmedText(value, <num>)'),
  limit('reviewTextMin', fn('isReviewText'), 'value.size() >= <num>'),
  limit('reviewReply', allow(REVIEWS, 'update'), 'isTrimmedText(incoming().reply, <num>)'),
  limit('reviewEditDays', allow(REVIEWS, 'update'), "duration.value(<num>, 'd')"),
  limit('reviewEditDays', fn('isOpenWindow'), "duration.value(<num>, 'd')"),
  limit('reviewAfterApprovalDays', fn('isSeasonedRequest'), "duration.value(<num>, 'd')"),
  check('REVIEW_BASES', fn('isReviewBasis'), 'data.basis == <str>', { all: REVIEW_BASES }),
  check('reviewEdit fields', allow(REVIEWS, 'update'), 'studentId == uid() && incoming().diff(resource.data).affectedKeys().hasOnly(<list>)', Object.keys(reviewEdit({ stars: 1, text: 't' }, when))),
  check('reviewReply fields', allow(REVIEWS, 'update'), 'resource.data.reply == null && incoming().diff(resource.data).affectedKeys().hasOnly(<list>)', Object.keys(reviewReply('r', when))),
  ...createKeys('newBookingIntent keys', allow(INTENTS, 'create'), 'incoming()', newBookingIntent('s1', someone, when)),
  check('newBookingIntent state', allow(INTENTS, 'create'), 'incoming().state == <str>', newBookingIntent('s1', someone, when).state),
  check('BOOKING_ANSWERS', allow(INTENTS, 'update'), 'incoming().state in <list>', BOOKING_ANSWERS),
  check('bookingAnswer fields', allow(INTENTS, 'update'), "resource.data.state == 'asked' && incoming().diff(resource.data).affectedKeys().hasOnly(<list>)", Object.keys(bookingAnswer('yes', when))),
  check('newBookingIntent mentor_state', allow(INTENTS, 'create'), 'incoming().mentor_state == <str>', newBookingIntent('s1', someone, when).mentor_state),
  check('MENTOR_CHECK_ANSWERS', allow(INTENTS, 'update'), 'incoming().mentor_state in <list>', MENTOR_CHECK_ANSWERS),
  check('mentorCheckAnswer fields', allow(INTENTS, 'update'), "duration.value(7, 'd') && incoming().diff(resource.data).affectedKeys().hasOnly(<list>)", Object.keys(mentorCheckAnswer('yes', when))),
  limit('sessionCheckDays', allow(INTENTS, 'update'), "resource.data.mentor_asked_at + duration.value(<num>, 'd')"),
  limit('sessionCheckDays', fn('sessionConfirmation'), "intent.mentor_asked_at + duration.value(<num>, 'd')"),
  check('SESSION_CONFIRMATIONS', fn('sessionConfirmation'), '? <str>', { all: SESSION_CONFIRMATIONS }),
  check('SESSION_CONFIRMATIONS (a review names one)', fn('isReviewBasis'), 'data.confirmed_by in <list>', SESSION_CONFIRMATIONS),
  check('newProfile review counts', allow(PROFILES, 'create'), 'incoming().review_count == <num>', newProfile({ display_name: 'x' }, when).review_count),

  check('CHANNEL_KEYS', fn('isSettings'), 'data.channels.keys().hasOnly(<list>)', CHANNEL_KEYS),
  ...createKeys('newNotificationSettings keys', fn('isSettings'), 'data', newNotificationSettings(null, { type: 'role_changed', channel: 'push', on: true }, when)),
  ...createKeys('newDevice keys', allow('/devices/{deviceId}', 'create'), 'incoming()', newDevice('t', 'n', when)),
  limit('deviceTokenMax', allow('/devices/{deviceId}', 'create'), 'isString(incoming().token, 1, <num>)'),
  limit('deviceNameMax', allow('/devices/{deviceId}', 'create'), 'isTrimmedText(incoming().name, <num>)'),

  limit('commentsPerWindow', fn('rateLimitMax'), "'comments': <num>"),
  limit('projectMessagesPerWindow', fn('rateLimitMax'), "'messages': <num>"),
  limit('reportsPerWindow', fn('rateLimitMax'), "'reports': <num>"),
  limit('commentsWindowHours', fn('rateLimitPeriod'), "'comments': duration.value(<num>, 'h')"),
  limit('projectMessagesWindowHours', fn('rateLimitPeriod'), "'messages': duration.value(<num>, 'h')"),
  limit('reportsWindowHours', fn('rateLimitPeriod'), "'reports': duration.value(<num>, 'h')"),
  check('RATE_LIMIT_KINDS (limits)', fn('rateLimitMax'), '<str>:', { all: RATE_LIMIT_KINDS }),
  check('RATE_LIMIT_KINDS (periods)', fn('rateLimitPeriod'), '<str>:', { all: RATE_LIMIT_KINDS }),
  check('RATE_LIMIT_KINDS (steps)', fn('isCounterWrite'), 'isStep(before, incoming(), <str>)', { all: RATE_LIMIT_KINDS }),
  check('RATE_LIMIT_KINDS (counted documents)', 'everywhere', 'isCounted(<str>,', { all: RATE_LIMIT_KINDS }),
  check('newRateLimits keys', fn('isCounterWrite'), 'incoming().keys().hasOnly(<list>)', Object.keys(newRateLimits(when))),

  ...createKeys('newContactMessage keys', allow(CONTACT, 'create'), 'incoming()', newContactMessage({ name: 'N', email: 'e@x.io', subject: 'S', message: 'M' }, null, when)),
  limit('contactName', allow(CONTACT, 'create'), 'isTrimmedText(incoming().name, <num>)'),
  limit('contactEmail', allow(CONTACT, 'create'), 'isTrimmedText(incoming().email, <num>)'),
  limit('contactSubject', allow(CONTACT, 'create'), 'isTrimmedText(incoming().subject, <num>)'),
  limit('contactMessage', allow(CONTACT, 'create'), 'incoming().message.size() <= <num>'),
];

describe('firestore.rules repeats the model', () => {
  it('uses the model’s enumerations, limits and field lists', () => {
    expect(compareRules(RULES, CHECKS)).toEqual([]);
  });

  it('checks every model limit, or lists it as one the rules do not enforce', () => {
    const checked = new Set(CHECKS.map((c) => /^LIMITS\.(\w+)$/.exec(c.what)?.[1]).filter(Boolean));
    const unchecked = Object.keys(LIMITS).filter((key) => !checked.has(key));
    expect(unchecked.sort()).toEqual([...NOT_IN_RULES].sort());
  });
});

describe('the rules-constants checker', () => {
  /** The rules with `from` (which must occur exactly once) replaced by `to`. */
  const edited = (from: string, to: string) => {
    expect(RULES.split(from)).toHaveLength(2);
    return RULES.replace(from, to);
  };
  const whats = (rules: string, checks: readonly Check[] = CHECKS) => compareRules(rules, checks).map((m) => m.what);

  it.each([
    ['a difficulty removed', "'intermediate', 'advanced']", "'intermediate']", 'DIFFICULTIES'],
    ['a limit changed', 'isTrimmedText(data.title, 200)', 'isTrimmedText(data.title, 201)', 'LIMITS.projectTitle'],
    ['a video category renamed', "'Data', 'Design']", "'Data', 'Designs']", 'VIDEO_CATEGORIES'],
    ['an unknown role', "profile(uid()).role == 'mentor'", "profile(uid()).role == 'learner'", 'ROLES'],
    ['an expertise slot dropped', ' && isExpertiseTag(value, 19)', '', 'LIMITS.expertiseTags (one slot per tag)'],
    ['a discussion tag slot dropped', ' && isDiscussionTag(value, 9)', '', 'LIMITS.discussionTags (one slot per tag)'],
    ['a URL pattern loosened', "topmate\\\\.io/[", "topmate\\\\.io[", 'TOPMATE_PATTERN'],
    ['a look-alike avatar host allowed', "'^https://[A-Za-z0-9-]+", "'^https://[A-Za-z0-9@-]+", 'AVATAR_URL_PATTERN'],
    ['a limit check removed', ' && data.hourly_rate <= 10000', '', 'LIMITS.hourlyRateMax'],
    ['a key added on create', "hasOnly(['name', 'email'", "hasOnly(['name', 'edited', 'email'", 'newContactMessage keys (hasOnly)'],
    ['an editable field added', "hasOnly(['status', 'updated_at'])", "hasOnly(['status', 'linkedin_url', 'updated_at'])", 'ENROLLMENT_WITHDRAW_FIELDS'],
  ])('fails when the rules change alone: %s', (_change, from, to, what) => {
    expect(whats(edited(from, to))).toEqual([what]);
  });

  it('fails when the model changes alone', () => {
    const changed = CHECKS.map((c) => (c.what === 'LIMITS.comment' ? { ...c, expected: LIMITS.comment + 1 } : c));
    expect(whats(RULES, changed)).toEqual(['LIMITS.comment']);
  });

  it('ignores comments and line breaks', () => {
    const rewrapped = edited("'Sustainability', 'Mentorship']", "// 'Gossip',\n 'Sustainability',\n 'Mentorship' ]");
    expect(whats(rewrapped)).toEqual([]);
  });
});
