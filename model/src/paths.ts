/** Collection names and document paths (docs/data-model.md). Every layer builds paths from here. */
export const COLLECTIONS = {
  profiles: 'profiles',
  projects: 'projects',
  enrollments: 'project_enrollments',
  projectMessages: 'messages',
  discussions: 'community_discussions',
  comments: 'comments',
  likes: 'likes',
  videos: 'videos',
  ratings: 'ratings',
  bookingIntents: 'booking_intents',
  reviews: 'reviews',
  /** `review_bases/{basisId}`: the review window of one basis (functions write; its student and admins read). */
  reviewBases: 'review_bases',
  contactMessages: 'contact_messages',
  integrations: 'integrations',
  private: 'private',
  // Administration records, kept by functions only (model/src/admin.ts).
  /** `admin_audit/{id}`: the audit trail of admin actions (functions write; admins read). */
  audit: 'admin_audit',
  /** `deleted_accounts/{uid}`: tombstones, so a deleted account's still-valid ID token cannot write. */
  deletedAccounts: 'deleted_accounts',
  /** `no_shows/{mentorId}_{studentId}`: a student's latest "No" about a session with a mentor (functions write; admins read). */
  noShows: 'no_shows',
  // Moderation (model/src/moderation.ts).
  /** `suspensions/{uid}`: why and until when a user is suspended (functions write; the user and admins read). */
  suspensions: 'suspensions',
  /** `reports/{reporterId}_{targetKey}`: one open report per reporter and target (signed-in users create; admins read). */
  reports: 'reports',
  /** `report_targets/{targetKey}`: the open reports of one target, counted by onReportWritten (admins read). */
  reportTargets: 'report_targets',
  /** `blocks/{uid}`: the people a user has blocked (only the user reads and writes it; applyToProject reads it). */
  blocks: 'blocks',
} as const;

export const paths = {
  profile: (uid: string) => `${COLLECTIONS.profiles}/${uid}`,
  project: (projectId: string) => `${COLLECTIONS.projects}/${projectId}`,
  projectMessages: (projectId: string) => `${COLLECTIONS.projects}/${projectId}/${COLLECTIONS.projectMessages}`,
  enrollment: (projectId: string, studentId: string) => `${COLLECTIONS.enrollments}/${enrollmentId(projectId, studentId)}`,
  discussion: (discussionId: string) => `${COLLECTIONS.discussions}/${discussionId}`,
  discussionLikes: (discussionId: string) => `${COLLECTIONS.discussions}/${discussionId}/${COLLECTIONS.likes}`,
  comments: (discussionId: string) => `${COLLECTIONS.discussions}/${discussionId}/${COLLECTIONS.comments}`,
  commentLikes: (discussionId: string, commentId: string) =>
    `${COLLECTIONS.discussions}/${discussionId}/${COLLECTIONS.comments}/${commentId}/${COLLECTIONS.likes}`,
  video: (videoId: string) => `${COLLECTIONS.videos}/${videoId}`,
  videoRatings: (videoId: string) => `${COLLECTIONS.videos}/${videoId}/${COLLECTIONS.ratings}`,
  /** One viewer's rating of a video: its id is the viewer's uid. */
  videoRating: (videoId: string, uid: string) => `${COLLECTIONS.videos}/${videoId}/${COLLECTIONS.ratings}/${uid}`,
  bookingIntent: (intentId: string) => `${COLLECTIONS.bookingIntents}/${intentId}`,
  /** The review window of a basis (a confirmed intent's or an approved request's id). */
  reviewBasis: (basisId: string) => `${COLLECTIONS.reviewBases}/${basisId}`,
  /** A mentor's reviews; each one's id is its student's uid. */
  reviews: (mentorId: string) => `${COLLECTIONS.profiles}/${mentorId}/${COLLECTIONS.reviews}`,
  review: (mentorId: string, studentId: string) => `${COLLECTIONS.profiles}/${mentorId}/${COLLECTIONS.reviews}/${studentId}`,
  /** YouTube integration tokens and status (functions only). */
  youtubeIntegration: `${COLLECTIONS.integrations}/youtube`,
  /** The lock document that serialises first-admin grants (functions only). */
  adminBootstrap: `${COLLECTIONS.private}/admin_bootstrap`,
} as const;

/** The fixed id of a student's request for a project: one request per student and project. */
export function enrollmentId(projectId: string, studentId: string): string {
  return `${projectId}_${studentId}`;
}

/** Firestore's limit on a document id, in bytes of its UTF-8 encoding (not characters). */
export const DOCUMENT_ID_MAX_BYTES = 1500;

/** The length of a text in bytes of UTF-8, as Firestore counts an id's size. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Whether `id` fits Firestore's document id limit (a request's id adds `_` and the student's uid to the project's). */
export function fitsDocumentId(id: string): boolean {
  return utf8Length(id) <= DOCUMENT_ID_MAX_BYTES;
}
