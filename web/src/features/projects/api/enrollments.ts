import { collection, deleteDoc, doc, orderBy, query, serverTimestamp, updateDoc, where, type DocumentReference, type Firestore, type Query } from 'firebase/firestore';
import {
  COLLECTIONS,
  enrollmentId,
  normalizeLinkedInUrl,
  type Enrollment,
  type Callables,
  type EnrollmentDecision,
} from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { callFunction } from '@/lib/functions';
import { useLiveDoc, useLiveQuery } from '@/lib/liveQuery';
import { enrollmentConverter } from './converters';

// The reads take the Firestore instance from reactfire's provider on signed-in screens (api/signedIn.ts).
const enrollments = (db: Firestore) => collection(db, COLLECTIONS.enrollments).withConverter(enrollmentConverter);

export function enrollmentRef(projectId: string, studentId: string, db: Firestore = getDb()): DocumentReference<Enrollment> {
  return doc(enrollments(db), enrollmentId(projectId, studentId));
}

/** Every request for the mentor's projects, newest first. */
export function mentorEnrollmentsQuery(mentorId: string, db: Firestore): Query<Enrollment> {
  return query(enrollments(db), where('mentor_id', '==', mentorId), orderBy('created_at', 'desc'));
}

/** The student's own requests, newest first. */
export function studentEnrollmentsQuery(studentId: string, db: Firestore): Query<Enrollment> {
  return query(enrollments(db), where('student_id', '==', studentId), orderBy('created_at', 'desc'));
}

/** Requests for one project, for its mentor (sorted on the page: equality filters need no composite index). */
export function projectEnrollmentsQuery(projectId: string, mentorId: string): Query<Enrollment> {
  return query(enrollments(getDb()), where('project_id', '==', projectId), where('mentor_id', '==', mentorId));
}

// The project dialog over the public projects list is outside the signed-in layout: its reads do not go through
// reactfire (the signed-in screens' are in api/signedIn.ts).
export const useProjectEnrollments = (projectId: string | null, mentorId: string | null) =>
  useLiveQuery(projectId && mentorId ? projectEnrollmentsQuery(projectId, mentorId) : null);
export const useMyEnrollment = (projectId: string | null, studentId: string | null) =>
  useLiveDoc(projectId && studentId ? enrollmentRef(projectId, studentId) : null);

/**
 * Applies to a project through the applyToProject callable: it counts the student's open requests and the
 * project's seats in a transaction, and builds the request's copies from the project and the profile. Needs the
 * network (fails at once offline with "You're offline").
 */
export async function applyToProject(projectId: string, linkedinUrl: string, message: string): Promise<void> {
  await callFunction('applyToProject', { projectId, linkedin_url: normalizeLinkedInUrl(linkedinUrl), message: message.trim() });
}

/** What comes with a decision: the question when asking for more information; an optional reason and note with a rejection. */
export type DecisionDetails = Omit<Callables['decideEnrollment']['req'], 'enrollmentId' | 'decision'>;

/** The project's mentor approves, rejects or asks for more information (the decideEnrollment callable). */
export async function decideEnrollment(id: string, decision: EnrollmentDecision, details: DecisionDetails = {}): Promise<void> {
  await callFunction('decideEnrollment', { enrollmentId: id, decision, ...details });
}

/** The student answers the mentor's question: the request is pending again, waiting from now. */
export function answerEnrollment(id: string, answer: string): Promise<void> {
  return updateDoc(doc(getDb(), COLLECTIONS.enrollments, id), {
    status: 'pending',
    answer: answer.trim(),
    waiting_since: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

/** The student withdraws an open request. */
export function withdrawEnrollment(id: string): Promise<void> {
  return updateDoc(doc(getDb(), COLLECTIONS.enrollments, id), { status: 'withdrawn', updated_at: serverTimestamp() });
}

export function deleteEnrollment(id: string): Promise<void> {
  return deleteDoc(doc(getDb(), COLLECTIONS.enrollments, id));
}
