import { collection, deleteDoc, doc, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where, type FirestoreDataConverter, type Query } from 'firebase/firestore';
import {
  COLLECTIONS,
  LIMITS,
  newReview,
  paths,
  personCopy,
  readFields,
  mentorCheckEnd,
  requestReviewableFrom,
  reviewBasisOpen,
  sessionConfirmation,
  reviewEdit,
  reviewReply,
  type BookingIntentFields,
  type EnrollmentFields,
  type Profile,
  type ReviewBasisFields,
  type ReviewFields,
} from '@mentorbridge/model';
import { BOOKING_INTENT_FIELDS, ENROLLMENT_FIELDS, REVIEW_BASIS_FIELDS, REVIEW_FIELDS } from '@mentorbridge/model/records';
import { documentReader } from '@/lib/converters';
import { getDb } from '@/lib/firestore';
import { useLiveDoc, useLiveQuery } from '@/lib/liveQuery';

/** A stored review, read defensively (REVIEW_FIELDS: stars outside 1-5, never written under the rules, read as 0). */
export const reviewConverter = documentReader<ReviewFields>((id, d) => readFields(REVIEW_FIELDS, id, d), { estimateTimes: true });

/** A mentor's reviews, newest first: `pages` pages of LIMITS.reviewsPage, and one more to know whether more exist. */
function reviewsQuery(mentorId: string, pages: number): Query<ReviewFields> {
  return query(
    collection(getDb(), paths.reviews(mentorId)).withConverter(reviewConverter),
    orderBy('created_at', 'desc'),
    limit(pages * LIMITS.reviewsPage + 1),
  );
}

/** A mentor's reviews, newest first, live, `pages` pages of LIMITS.reviewsPage ("Load more" adds one). */
export function useMentorReviews(mentorId: string, pages: number) {
  const state = useLiveQuery(reviewsQuery(mentorId, pages));
  const all = state.data ?? [];
  const shown = pages * LIMITS.reviewsPage;
  return { ...state, items: all.slice(0, shown), hasMore: all.length > shown };
}

/** The signed-in student's own review of a mentor, live (nothing for a visitor). */
export function useOwnReview(mentorId: string, uid: string | null) {
  return useLiveDoc(uid ? doc(getDb(), paths.review(mentorId, uid)).withConverter(reviewConverter) : null);
}

/** A basis's review window (`review_bases`), read as the rules read it. */
const windowReader = documentReader<ReviewBasisFields>((id, d) => readFields(REVIEW_BASIS_FIELDS, id, d));
/** A request, for when it weighs: its approval's time and the student's first activity. */
const requestReader = documentReader<EnrollmentFields>((id, d) => readFields(ENROLLMENT_FIELDS, id, d));
/** A session the student confirmed, for the mentor's side of it. */
export const intentReader = documentReader<BookingIntentFields>((id, d) => readFields(BOOKING_INTENT_FIELDS, id, d), { estimateTimes: true });

/** The review window of a basis, live: null while none is recorded (a basis not reviewed yet), undefined while loading. */
export function useReviewWindow(basisId: string | null): ReviewBasisFields | null | undefined {
  const state = useLiveDoc(basisId ? doc(getDb(), paths.reviewBasis(basisId)).withConverter(windowReader) : null);
  if (!basisId) return null;
  // A window the student may not read (never theirs) counts as none: the rules decide the write.
  return state.status === 'loading' ? undefined : (state.data ?? null);
}

/**
 * Why the student cannot review the mentor yet, or any more, although they have a basis: a request too new or
 * without activity, a session waiting for the mentor's side (until `date`, or an unknown date while they were not
 * asked yet), or a closed window.
 */
export type ReviewWait = { kind: 'from'; date: Date } | { kind: 'activity' } | { kind: 'mentor'; date: Date | null } | { kind: 'closed' };

/** What lets the student review the mentor: their confirmed session, else an approved request that weighs, else nothing. */
export interface ReviewBasisState {
  status: 'loading' | 'ready';
  basis: Pick<ReviewFields, 'basis' | 'basis_id' | 'confirmed_by'> | null;
  /** A basis the student has that does not serve (yet): what to tell them. */
  wait: ReviewWait | null;
}

/** The student's documents about the mentor in `collectionName` whose field is the value, up to `count`, read with `reader`. */
function ownOf<T>(
  collectionName: string,
  reader: FirestoreDataConverter<T>,
  uid: string,
  mentorId: string,
  [field, value]: readonly [string, string],
  count: number,
): Query<T> {
  return query(
    collection(getDb(), collectionName).withConverter(reader),
    where('student_id', '==', uid),
    where('mentor_id', '==', mentorId),
    where(field, '==', value),
    limit(count),
  );
}

/** Sessions said `yes` to, and approved requests, read to find one that serves (a student has few with one mentor). */
const BASES_READ = 5;

/**
 * Whether the signed-in user may review the mentor (the rules decide; this only offers the form): one of their
 * booking intents answered "Yes" that the mentor confirmed or let stand (sessionConfirmation), or one of their
 * requests approved in one of the mentor's projects LIMITS.reviewAfterApprovalDays ago with activity in the project
 * since; and the basis's window still open (none recorded, or neither run out nor closed by moderation). Bounded
 * queries, equality filters only.
 */
export function useReviewBasis(mentorId: string, uid: string | null, now = new Date()): ReviewBasisState {
  const sessions = useLiveQuery(uid ? ownOf(COLLECTIONS.bookingIntents, intentReader, uid, mentorId, ['state', 'yes'], BASES_READ) : null);
  const requests = useLiveQuery(uid ? ownOf(COLLECTIONS.enrollments, requestReader, uid, mentorId, ['status', 'approved'], BASES_READ) : null);
  const said = (sessions.data ?? []).map(({ id, data }) => ({ id, data, by: sessionConfirmation(data, now) }));
  const confirmed = said.find(({ by }) => by !== null);
  const approved = (requests.data ?? []).map(({ id, data }) => ({ id, from: requestReviewableFrom(data) }));
  const weighing = approved.find(({ from }) => from !== null && from.getTime() <= now.getTime());
  const chosen: ReviewBasisState['basis'] = confirmed
    ? { basis: 'session', basis_id: confirmed.id, confirmed_by: confirmed.by }
    : weighing
      ? { basis: 'request', basis_id: weighing.id, confirmed_by: null }
      : null;
  const window = useReviewWindow(chosen?.basis_id ?? null);
  if (sessions.status === 'loading' || requests.status === 'loading' || window === undefined) return { status: 'loading', basis: null, wait: null };
  if (chosen) {
    return reviewBasisOpen(window, now) ? { status: 'ready', basis: chosen, wait: null } : { status: 'ready', basis: null, wait: { kind: 'closed' } };
  }
  // A session waiting for the mentor's side (not one they said "No" to).
  const heard = said.find(({ data }) => data.mentor_state === 'waiting' || data.mentor_state === 'asked');
  if (heard) return { status: 'ready', basis: null, wait: { kind: 'mentor', date: mentorCheckEnd(heard.data.mentor_asked_at) } };
  // Approved, not weighing yet: the soonest date, or the activity it waits for.
  const dates = approved.map(({ from }) => from).filter((date): date is Date => date !== null);
  if (dates.length > 0) return { status: 'ready', basis: null, wait: { kind: 'from', date: new Date(Math.min(...dates.map((d) => d.getTime()))) } };
  if (approved.length > 0) return { status: 'ready', basis: null, wait: { kind: 'activity' } };
  return { status: 'ready', basis: null, wait: null };
}

/** The student's new review of a mentor (their person copy from their own profile). */
export function writeReview(
  student: Profile,
  mentorId: string,
  input: Pick<ReviewFields, 'stars' | 'text' | 'basis' | 'basis_id' | 'confirmed_by'>,
): Promise<void> {
  return setDoc(doc(getDb(), paths.review(mentorId, student.id)), newReview(personCopy(student), mentorId, input, serverTimestamp()));
}

/** The student's edit of their review (within LIMITS.reviewEditDays). */
export function editReview(mentorId: string, uid: string, input: Pick<ReviewFields, 'stars' | 'text'>): Promise<void> {
  return updateDoc(doc(getDb(), paths.review(mentorId, uid)), reviewEdit(input, serverTimestamp()));
}

/** The mentor's one public reply to a review. */
export function replyToReview(mentorId: string, studentId: string, reply: string): Promise<void> {
  return updateDoc(doc(getDb(), paths.review(mentorId, studentId)), reviewReply(reply, serverTimestamp()));
}

/** The student deletes their review (its counts follow through onReviewWritten). */
export function deleteReview(mentorId: string, uid: string): Promise<void> {
  return deleteDoc(doc(getDb(), paths.review(mentorId, uid)));
}
