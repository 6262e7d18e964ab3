/**
 * Validation schemas (valibot, a Standard Schema library): the forms use them through Mantine's
 * `schemaResolver`, the callables check their payloads with them. Messages come from TEXTS.
 */
import * as v from 'valibot';
import { ADMIN_DELETE_KINDS } from './admin';
import { YOUTUBE_ACTIONS, type Callables, type YoutubeAction, type YoutubeRequest } from './callables';
import { ENROLLMENT_DECISIONS } from './fields';
import { ADMIN_ROLES, DIFFICULTIES, REJECT_REASONS, VIDEO_MIME_TYPES } from './enums';
import { LIMITS } from './limits';
import { REPORT_ACTIONS, REPORT_REASONS, reportTargetKind, SUSPENSION_PERIOD_KEYS, targetKey } from './moderation';
import { DOCUMENT_ID_MAX_BYTES, fitsDocumentId } from './paths';
import { DURATION_PATTERN, isLinkedInUrl, parseYouTubeId, TOPMATE_PATTERN } from './links';
import { TEXTS } from './texts';

const m = TEXTS.validation;
const p = TEXTS.payloads;

/** A required text: trimmed, at least one character, at most `max`. */
const requiredText = (max: number, message: string) =>
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

/**
 * A stored expertise or discussion tag: one line (no line feed or carriage return), not empty, no leading or
 * trailing whitespace. firestore.rules checks every tag with the same pattern.
 */
export const TAG_PATTERN = /^\S([^\n\r]*\S)?$/;

/** One expertise tag or discussion tag: trimmed, then TAG_PATTERN and at most `max` characters. */
const tag = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), v.regex(TAG_PATTERN));

/** A tag list without duplicates (case-insensitive), at most `count` tags. */
const tagList = (count: number, max: number) =>
  v.pipe(
    v.array(tag(max)),
    v.maxLength(count),
    v.check((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, m.tagsUnique),
  );

export const expertise = tagList(LIMITS.expertiseTags, LIMITS.expertiseTag);
export const discussionTags = tagList(LIMITS.discussionTags, LIMITS.discussionTag);

/** A whole number from `min` to `max`, `message` for anything else. */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A project's seats: a whole number from LIMITS.seatsMin to LIMITS.seatsMax. */
const seats = wholeNumber(LIMITS.seatsMin, LIMITS.seatsMax, m.projectSeats);

/** The project form. */
export const projectInput = v.object({
  title: requiredText(LIMITS.projectTitle, m.projectRequired),
  category: requiredText(LIMITS.projectCategory, m.projectRequired),
  description: requiredText(LIMITS.projectDescription, m.projectRequired),
  difficulty: v.picklist(DIFFICULTIES),
  estimated_hours: wholeNumber(LIMITS.projectHoursMin, LIMITS.projectHoursMax, m.projectHours),
  seats,
});

/** The enroll dialog's LinkedIn link: valid exactly when its normalised form (what is stored) passes the rules. */
export const linkedinUrl = v.pipe(v.string(m.linkedinInvalid), v.trim(), v.check(isLinkedInUrl, m.linkedinInvalid));

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

/** An optional duration: empty, or m:ss / h:mm:ss. */
export const duration = v.pipe(v.string(), v.trim(), v.check((d) => !d || DURATION_PATTERN.test(d), m.durationInvalid));

const DOCUMENT_ID_MESSAGE = p.documentId(DOCUMENT_ID_MAX_BYTES);

/** Whether `id` is one Firestore takes: not '.' or '..', not reserved (__name__). */
const isUsableId = (id: string) => id !== '.' && id !== '..' && !/^__.*__$/.test(id);

/**
 * A Firestore document id, the one check of every id a callable takes (user ids included): not empty, no '/',
 * not '.' or '..', not reserved (__name__), at most DOCUMENT_ID_MAX_BYTES bytes of UTF-8 (Firestore counts
 * bytes, not characters). Firestore refuses each of these with an error a callable would answer as `internal`.
 */
export const documentId = v.pipe(
  v.string(DOCUMENT_ID_MESSAGE),
  v.regex(/^[^/]+$/, DOCUMENT_ID_MESSAGE),
  v.check(fitsDocumentId, DOCUMENT_ID_MESSAGE),
  v.check(isUsableId, DOCUMENT_ID_MESSAGE),
);

/** Whether every segment of a document path is a document id. */
const hasDocumentIds = (path: string) => path.split('/').every((id) => v.is(documentId, id));

/** deleteUserAdmin's payload. */
export const deleteUserAdminPayload = v.strictObject({ userId: documentId }, p.expected('{ userId }'));

/** setAdminRole's payload. */
export const setAdminRolePayload = v.strictObject(
  { userId: documentId, admin_role: v.picklist(ADMIN_ROLES, p.oneOf('admin_role', ADMIN_ROLES)) },
  p.expected('{ userId, admin_role }'),
) satisfies v.GenericSchema<unknown, Callables['setAdminRole']['req']>;

/** suspendUser's payload. */
export const suspendUserPayload = v.strictObject(
  {
    userId: documentId,
    period: v.picklist(SUSPENSION_PERIOD_KEYS, p.oneOf('period', SUSPENSION_PERIOD_KEYS)),
    reason: v.picklist(REPORT_REASONS, p.oneOf('reason', REPORT_REASONS)),
  },
  p.expected('{ userId, period, reason }'),
) satisfies v.GenericSchema<unknown, Callables['suspendUser']['req']>;

/** liftSuspension's payload. */
export const liftSuspensionPayload = deleteUserAdminPayload satisfies v.GenericSchema<unknown, Callables['liftSuspension']['req']>;

/** reopenReviews's payload: the mentor and the student of the removed review. */
export const reopenReviewsPayload = v.strictObject(
  { mentorId: documentId, studentId: documentId },
  p.expected('{ mentorId, studentId }'),
) satisfies v.GenericSchema<unknown, Callables['reopenReviews']['req']>;

/**
 * resolveReports's payload: a path of a kind that can be reported, each of its ids a document id, its
 * `report_targets` key (targetKey) one too.
 */
export const resolveReportsPayload = v.strictObject(
  {
    targetPath: v.pipe(
      v.string(p.targetPath),
      v.check((path) => reportTargetKind(path) !== null, p.targetPath),
      v.check(hasDocumentIds, DOCUMENT_ID_MESSAGE),
      v.check((path) => fitsDocumentId(targetKey(path)), DOCUMENT_ID_MESSAGE),
    ),
    action: v.picklist(REPORT_ACTIONS, p.oneOf('action', REPORT_ACTIONS)),
  },
  p.expected('{ targetPath, action }'),
) satisfies v.GenericSchema<unknown, Callables['resolveReports']['req']>;

/**
 * adminDelete's payload. A comment is named by its discussion and its id; clients that send no discussionId
 * for other kinds may send null (the callable protocol turns an undefined field into null).
 */
export const adminDeletePayload = v.pipe(
  v.strictObject(
    {
      kind: v.picklist(ADMIN_DELETE_KINDS, p.oneOf('kind', ADMIN_DELETE_KINDS)),
      id: documentId,
      discussionId: v.pipe(
        v.nullish(documentId),
        v.transform((id) => id ?? undefined),
      ),
    },
    p.expected('{ kind, id, discussionId? }'),
  ),
  v.check((payload) => (payload.kind === 'comment') === (payload.discussionId !== undefined), p.discussionIdForComments),
) satisfies v.GenericSchema<unknown, Callables['adminDelete']['req']>;

/** A complete mentor profile: a bio of at least LIMITS.bioMin characters, a specialization and a Topmate link. */
export const completeMentorProfile = v.object({
  bio: mentorBio,
  specialization: v.pipe(v.string(m.specializationRequired), v.trim(), v.minLength(1, m.specializationRequired)),
  topmate_url: topmateUrl,
});

/** Callables without payload accept nothing, null or an empty object. */
export const noPayload = v.union(
  [v.undefined(), v.null(), v.strictObject({})],
  p.noPayload,
);

/** A field of a client error report: a string of at most `max` characters (the app cuts longer ones). */
const reportText = (max: number) => v.pipe(v.string(p.invalid), v.maxLength(max, p.invalid));

/** reportClientError's payload (ClientErrorReport); the session id is required. */
export const clientErrorReport = v.strictObject(
  {
    message: reportText(LIMITS.clientErrorMessage),
    stack: reportText(LIMITS.clientErrorStack),
    route: reportText(LIMITS.clientErrorRoute),
    release: reportText(LIMITS.clientErrorRelease),
    session: v.pipe(reportText(LIMITS.clientErrorSession), v.minLength(1, p.invalid)),
  },
  p.expected('{ message, stack, route, release, session }'),
) satisfies v.GenericSchema<unknown, Callables['reportClientError']['req']>;

const videoMimeType = v.picklist(VIDEO_MIME_TYPES, m.videoFileInvalid);

/**
 * A callable payload object. valibot reports a missing key with the object's message; here a missing field
 * fails with the message its own schema gives for `undefined`, as if it had been sent empty.
 */
function payloadObject<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    return (field && v.safeParse(field, undefined).issues?.[0]?.message) || p.invalid;
  });
}

/** Google sends the admin back to this app's setup page with the authorization code. */
function isSetupPageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.pathname === '/youtube-setup' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const redirectUri = v.pipe(
  v.string(p.redirectUriRequired),
  v.nonEmpty(p.redirectUriRequired),
  v.url(p.redirectUriAbsolute),
  // Google only redirects to registered URIs; this keeps the code landing on the setup page.
  v.check(isSetupPageUrl, p.redirectUriSetupPage),
);

const authorizationCode = v.pipe(
  v.string(m.authorizationCodeRequired),
  v.trim(),
  v.nonEmpty(m.authorizationCodeRequired),
  v.maxLength(LIMITS.authorizationCode, m.authorizationCodeTooLong),
);

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A video file's bytes in base64, at most LIMITS.videoFileBytes once decoded. */
const videoFileBase64 = v.pipe(
  v.string(m.videoFileRequired),
  v.nonEmpty(m.videoFileRequired),
  v.check((file) => file.length % 4 === 0 && BASE64.test(file), m.videoFileInvalid),
  v.check((file) => (file.length / 4) * 3 <= LIMITS.videoFileBytes + 2, m.videoFileTooBig),
);

/** Each `youtubeUpload` action's payload (callables.ts), fields checked in the order their errors are reported. */
export const youtubeActions = {
  get_token_status: payloadObject({ action: v.literal('get_token_status') }),
  get_oauth_url: payloadObject({ action: v.literal('get_oauth_url'), redirect_uri: redirectUri }),
  exchange_token: payloadObject({
    action: v.literal('exchange_token'),
    code: authorizationCode,
    redirect_uri: redirectUri,
  }),
  refresh_token: payloadObject({ action: v.literal('refresh_token') }),
  upload_video: payloadObject({
    action: v.literal('upload_video'),
    ...videoText.entries,
    // Clients that send no type upload MP4.
    mime_type: v.nullish(videoMimeType, 'video/mp4'),
    demo_mode: v.optional(v.boolean(p.demoMode), false),
    file: videoFileBase64,
  }),
} satisfies { [A in YoutubeAction]: v.GenericSchema<unknown, YoutubeRequest<A>> };

const youtubeRequestObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  p.youtubeRequest,
);
const youtubeActionMessage = p.youtubeAction(YOUTUBE_ACTIONS);

/** `youtubeUpload`'s payload `{ action, ...fields }`. */
export const youtubeRequest = v.pipe(youtubeRequestObject, v.variant('action', Object.values(youtubeActions), youtubeActionMessage));

/** The payload of a `youtubeUpload` setup action (every action but upload_video: admins only). */
export const youtubeSetupRequest = v.pipe(
  youtubeRequestObject,
  v.variant(
    'action',
    [youtubeActions.get_token_status, youtubeActions.get_oauth_url, youtubeActions.exchange_token, youtubeActions.refresh_token],
    youtubeActionMessage,
  ),
);

/** A required field of a web form: "{field} is required", "{field} must be {max} characters or fewer". */
const formField = (field: string, max: number) =>
  v.pipe(
    v.string(m.fieldRequired(field)),
    v.trim(),
    v.minLength(1, m.fieldRequired(field)),
    v.maxLength(max, m.fieldTooLong(field, max)),
  );

/** The web's project form, a message per field (the form also shows TEXTS.validation.projectRequired as a toast). */
export const projectForm = v.object({
  title: formField(TEXTS.fields.title, LIMITS.projectTitle),
  category: formField(TEXTS.fields.category, LIMITS.projectCategory),
  description: formField(TEXTS.fields.description, LIMITS.projectDescription),
  difficulty: v.picklist(DIFFICULTIES),
  estimated_hours: wholeNumber(LIMITS.projectHoursMin, LIMITS.projectHoursMax, m.projectHoursWhole),
  seats,
});

/** The web's contact form, a message per field. */
export const contactForm = v.object({
  name: formField(TEXTS.fields.name, LIMITS.contactName),
  email: v.pipe(
    v.string(m.emailRequired),
    v.trim(),
    v.minLength(1, m.emailRequired),
    v.maxLength(LIMITS.contactEmail, m.fieldTooLong(TEXTS.fields.email, LIMITS.contactEmail)),
    v.check((value) => v.is(email, value), m.emailInvalid),
  ),
  subject: formField(TEXTS.contact.subject, LIMITS.contactSubject),
  message: formField(TEXTS.fields.message, LIMITS.contactMessage),
});

/** A student's message with an application: LIMITS.applicationMessageMin to applicationMessageMax characters once trimmed. */
export const applicationMessage = v.pipe(
  v.string(m.applicationMessageTooShort),
  v.trim(),
  v.minLength(LIMITS.applicationMessageMin, m.applicationMessageTooShort),
  v.maxLength(LIMITS.applicationMessageMax, m.applicationMessageTooLong),
);

/** The enroll dialog. */
export const enrollForm = v.object({ linkedin_url: linkedinUrl, message: applicationMessage });

/** The mentor's question when asking for more information. */
const enrollmentQuestion = requiredText(LIMITS.enrollmentQuestion, m.enrollmentQuestion);
/** The student's answer to it. */
const enrollmentAnswer = requiredText(LIMITS.enrollmentAnswer, m.enrollmentAnswer);
export const enrollmentQuestionForm = v.object({ question: enrollmentQuestion });
/** The mentor's optional note with a rejection: blank is none. */
const rejectNote = v.pipe(v.string(m.rejectNote), v.trim(), v.maxLength(LIMITS.rejectNote, m.rejectNote));
/** The reject dialog: an optional reason ('' for none) and an optional note. */
export const rejectForm = v.object({
  reason: v.union([v.literal(''), v.picklist(REJECT_REASONS)]),
  note: rejectNote,
});
export const enrollmentAnswerForm = v.object({ answer: enrollmentAnswer });

/** applyToProject's payload. */
export const applyToProjectPayload = v.strictObject(
  { projectId: documentId, linkedin_url: linkedinUrl, message: applicationMessage },
  p.expected('{ projectId, linkedin_url, message }'),
) satisfies v.GenericSchema<unknown, Callables['applyToProject']['req']>;

/** adminUpdateProject's payload: the project and every field of the project form, checked as the rules check a mentor's edit. */
export const adminUpdateProjectPayload = v.strictObject(
  { projectId: documentId, ...projectInput.entries },
  p.expected('{ projectId, title, description, category, difficulty, estimated_hours, seats }'),
) satisfies v.GenericSchema<unknown, Callables['adminUpdateProject']['req']>;

/**
 * decideEnrollment's payload: a question exactly when asking for more information; a reason and a note only
 * with a rejection, both optional (a blank note is none).
 */
export const decideEnrollmentPayload = v.pipe(
  v.strictObject(
    {
      enrollmentId: documentId,
      decision: v.picklist(ENROLLMENT_DECISIONS, p.oneOf('decision', ENROLLMENT_DECISIONS)),
      question: v.pipe(
        v.nullish(enrollmentQuestion),
        v.transform((q) => q ?? undefined),
      ),
      reason: v.pipe(
        v.nullish(v.picklist(REJECT_REASONS, p.oneOf('reason', REJECT_REASONS))),
        v.transform((r) => r ?? undefined),
      ),
      note: v.pipe(
        v.nullish(rejectNote),
        v.transform((n) => n || undefined),
      ),
    },
    p.expected('{ enrollmentId, decision, question?, reason?, note? }'),
  ),
  v.check((payload) => (payload.decision === 'needs_info') === (payload.question !== undefined), m.enrollmentQuestion),
  v.check((payload) => payload.decision === 'rejected' || (payload.reason === undefined && payload.note === undefined), p.rejectionOnly),
) satisfies v.GenericSchema<unknown, Callables['decideEnrollment']['req']>;

/** The first message `schema` gives for `value`, or null when it is valid (one field of a form). */
export function errorOf(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : firstMessage(result.issues);
}

/** The first issue's message of a failed parse, for an `invalid-argument` error. */
export function firstMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? p.invalid;
}

export { v };
