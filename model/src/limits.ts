/**
 * Every length, count and range limit, written once (docs/data-model.md). The forms stop input there, the
 * callables refuse beyond them, and `firestore.rules` enforces the same numbers (checked by
 * tests/rules/model-constants.test.ts). Lengths are in characters after trimming.
 */
/** A video file's size limit, in megabytes (the upload form's hint and check say the same number). */
const VIDEO_FILE_MEGABYTES = 20;

export const LIMITS = {
  /** A person's name, on profiles and every person copy. */
  displayName: 100,
  url: 2048,
  /** Mentors' bio: at least this many characters. */
  bioMin: 50,
  bio: 2000,
  profileDescription: 2000,
  location: 200,
  specialization: 100,
  hourlyRateMax: 10000,
  expertiseTags: 20,
  expertiseTag: 50,
  passwordMin: 6,

  projectTitle: 200,
  projectCategory: 100,
  projectDescription: 5000,
  projectHoursMin: 1,
  projectHoursMax: 100,
  projectHoursDefault: 1,
  projectMessage: 2000,
  linkedinUrl: 500,
  /** A student's message with an application (what they want to get out of the project), trimmed. */
  applicationMessageMin: 30,
  applicationMessageMax: 1000,
  /** Seats of a project: approvals beyond them are refused. */
  seatsMin: 1,
  seatsMax: 50,
  seatsDefault: 10,
  /** Open requests (pending + needs_info) a student may have across all projects. */
  openApplications: 5,
  /** The mentor's question when asking for more information, and the student's answer. */
  enrollmentQuestion: 500,
  enrollmentAnswer: 1000,
  /** The mentor's note to the student with a rejection. */
  rejectNote: 500,
  /** A reporter's note with a report. */
  reportNote: 500,
  /** How much of a reported title and text the Reports tab's snapshot keeps. */
  reportSnapshot: 300,
  /** People one user may block (one document holds them all). */
  blocks: 200,
  /** A request still pending this many days after it started waiting expires (the daily sweep). */
  enrollmentExpiryDays: 14,
  /** The mentor's dashboard highlights requests waiting this many days. */
  enrollmentWaitingHighlightDays: 7,

  discussionTitle: 200,
  discussionContent: 10000,
  discussionTags: 10,
  discussionTag: 40,
  comment: 2000,

  videoTitle: 100,
  /** A video's rating: whole stars from ratingMin to ratingMax. */
  ratingMin: 1,
  ratingMax: 5,
  /** A video's average is shown from this many ratings on; below, "No ratings yet". */
  ratingsShownFrom: 3,
  /** A mentor's review: its text's length, and the days its student may edit it after writing it. */
  reviewTextMin: 20,
  reviewText: 1000,
  reviewEditDays: 7,
  /** Days after a request's approval before it lets its student review the mentor (with some activity in the project). */
  reviewAfterApprovalDays: 7,
  /** The most review windows (bases) of one student and mentor an admin's reopening reads. */
  reviewBasesReopened: 50,
  /** The mentor's public reply to a review. */
  reviewReply: 1000,
  /** Reviews per page on a mentor's profile. */
  reviewsPage: 10,
  /** A mentor's average shows from this many reviews on; below, "New". */
  reviewsShownFrom: 3,
  /** The directory's "4 stars and up": an average of at least this (with reviewsShownFrom reviews). */
  topRatedFrom: 4,
  /** Days after a booking click (and after a "Not yet") before the student is asked whether the session happened. */
  followUpDays: 3,
  /** How many times a student is asked about one booking at most. */
  followUpAsks: 2,
  /**
   * Days the mentor has to answer "Did you meet Sam?" once the sweep asks (after the student's "Yes"): their "Yes"
   * lets the student review at once, their "No" stops it, and silence this long lets the student's word stand.
   */
  sessionCheckDays: 7,
  /** A mentor whom this many distinct students reported as a no-show in noShowWindowDays days is flagged to admins. */
  noShowFlag: 2,
  noShowWindowDays: 60,
  /** Video descriptions must be shorter than this. */
  videoDescriptionBelow: 5000,
  youtubeIdLength: 11,
  /** Callable requests are capped at 32 MB; base64 inflates a file by a third. */
  videoFileMegabytes: VIDEO_FILE_MEGABYTES,
  videoFileBytes: VIDEO_FILE_MEGABYTES * 1024 * 1024,
  /** The YouTube token is "aging" after this many days; tokens of apps in testing mode expire after the lifetime. */
  youtubeTokenAgingDays: 5,
  youtubeTokenLifetimeDays: 7,

  contactName: 100,
  contactEmail: 254,
  contactSubject: 200,
  contactMessage: 5000,

  authorizationCode: 2048,
  /** Mentor stats: the median response time is over this many latest decisions. */
  statsRecentDecisions: 20,
  /** Mentor stats: the response rate counts decisions and expiries of this many days. */
  statsRateWindowDays: 90,
  /** Below this many decisions a mentor shows as "New mentor". */
  statsNewMentorBelow: 3,
  /** A mentor with this many requests expired in LIMITS.autoPauseWindowDays days is paused automatically. */
  autoPauseExpired: 3,
  autoPauseWindowDays: 30,
  /** First-admin bootstrap: open while there are this many profiles or fewer. */
  setAdminMaxProfiles: 5,
  /** How many notifications a user keeps: the producer deletes the oldest beyond it in the same write. */
  notificationsKept: 200,
  /** The bell's page: the panel and /notifications read this many at a time. */
  notificationsPage: 20,
  /** The bell's badge counts unread notifications up to this many, then shows "9+". */
  unreadBadgeMax: 9,
  /** Devices registered for push: the settings list and the push sender read at most this many (newest seen first). */
  devicesListed: 10,
  /** An FCM registration token's length at most (theirs are about 160 characters). */
  deviceTokenMax: 4096,
  /** A device's name ("Chrome on Android") at most. */
  deviceNameMax: 100,

  /**
   * Abuse limits (rateLimits.ts, `rate_limits/{uid}`): at most this many comments, project messages and reports per
   * user in a window of this many hours, which starts at the first write after the previous window ended.
   */
  commentsPerWindow: 60,
  commentsWindowHours: 1,
  projectMessagesPerWindow: 60,
  projectMessagesWindowHours: 1,
  reportsPerWindow: 20,
  reportsWindowHours: 24,

  /**
   * Client error reports (the reportClientError callable, `client_error_limits`): each field of a report is cut to
   * these many characters by the app, and the callable refuses longer ones.
   */
  clientErrorMessage: 1000,
  clientErrorStack: 8000,
  clientErrorRoute: 500,
  clientErrorRelease: 100,
  clientErrorSession: 64,
  /** Reports accepted per anonymous session, and per signed-in user or (for visitors) per IP address, in a window. */
  clientErrorsPerSession: 10,
  clientErrorsPerSource: 30,
  clientErrorsWindowHours: 1,
} as const;
