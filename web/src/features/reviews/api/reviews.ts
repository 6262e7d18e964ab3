import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Query,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  LIMITS,
  newReview,
  paths,
  personCopy,
  readFields,
  reviewEdit,
  reviewReply,
  type Profile,
  type ReviewBasis,
  type ReviewFields,
} from '@mentorbridge/model';
import { REVIEW_FIELDS } from '@mentorbridge/model/records';
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

/** What lets the student review the mentor: their confirmed session, else an approved request, else nothing. */
export interface ReviewBasisState {
  status: 'loading' | 'ready';
  basis: { basis: ReviewBasis; basis_id: string } | null;
}

/** Only the id matters: the basis a review names. */
const idOnly = documentReader<Record<string, never>>(() => ({}));

/** The first of the student's documents about the mentor in `collectionName` whose field is the value. */
function firstOwn(collectionName: string, uid: string, mentorId: string, [field, value]: readonly [string, string]) {
  return query(
    collection(getDb(), collectionName).withConverter(idOnly),
    where('student_id', '==', uid),
    where('mentor_id', '==', mentorId),
    where(field, '==', value),
    limit(1),
  );
}

/**
 * Whether the signed-in user may review the mentor (the rules decide; this only offers the form): one of their
 * booking intents answered "Yes", or one of their requests approved in one of the mentor's projects. Two bounded
 * queries (one document each), equality filters only.
 */
export function useReviewBasis(mentorId: string, uid: string | null): ReviewBasisState {
  const session = useLiveQuery(uid ? firstOwn(COLLECTIONS.bookingIntents, uid, mentorId, ['state', 'yes']) : null);
  const request = useLiveQuery(uid ? firstOwn(COLLECTIONS.enrollments, uid, mentorId, ['status', 'approved']) : null);
  if (session.status === 'loading' || request.status === 'loading') return { status: 'loading', basis: null };
  const confirmed = session.data?.[0];
  if (confirmed) return { status: 'ready', basis: { basis: 'session', basis_id: confirmed.id } };
  const approved = request.data?.[0];
  if (approved) return { status: 'ready', basis: { basis: 'request', basis_id: approved.id } };
  return { status: 'ready', basis: null };
}

/** The student's new review of a mentor (their person copy from their own profile). */
export function writeReview(student: Profile, mentorId: string, input: Pick<ReviewFields, 'stars' | 'text' | 'basis' | 'basis_id'>): Promise<void> {
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
