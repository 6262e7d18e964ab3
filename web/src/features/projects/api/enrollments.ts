import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  enrollmentId,
  newEnrollment,
  normalizeLinkedInUrl,
  paths,
  type Enrollment,
  type EnrollmentDecision,
  type PersonCopy,
  type Project,
} from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { useLiveDoc, useLiveQuery } from '@/lib/liveQuery';
import { describeItem, trackWrite } from '@/lib/writeJournal';
import type { LocalWrite } from '@/lib/writeOutcome';
import { enrollmentConverter } from './converters';

const enrollments = () => collection(getDb(), COLLECTIONS.enrollments).withConverter(enrollmentConverter);

export function enrollmentRef(projectId: string, studentId: string): DocumentReference<Enrollment> {
  return doc(enrollments(), enrollmentId(projectId, studentId));
}

/** Every request for the mentor's projects, newest first. */
export function mentorEnrollmentsQuery(mentorId: string): Query<Enrollment> {
  return query(enrollments(), where('mentor_id', '==', mentorId), orderBy('created_at', 'desc'));
}

/** The student's own requests, newest first. */
export function studentEnrollmentsQuery(studentId: string): Query<Enrollment> {
  return query(enrollments(), where('student_id', '==', studentId), orderBy('created_at', 'desc'));
}

/** Requests for one project, for its mentor (sorted on the page: equality filters need no composite index). */
export function projectEnrollmentsQuery(projectId: string, mentorId: string): Query<Enrollment> {
  return query(enrollments(), where('project_id', '==', projectId), where('mentor_id', '==', mentorId));
}

export const useMentorEnrollments = (mentorId: string | null) =>
  useLiveQuery(mentorId ? mentorEnrollmentsQuery(mentorId) : null);
export const useStudentEnrollments = (studentId: string | null) =>
  useLiveQuery(studentId ? studentEnrollmentsQuery(studentId) : null);
export const useProjectEnrollments = (projectId: string | null, mentorId: string | null) =>
  useLiveQuery(projectId && mentorId ? projectEnrollmentsQuery(projectId, mentorId) : null);
export const useMyEnrollment = (projectId: string | null, studentId: string | null) =>
  useLiveDoc(projectId && studentId ? enrollmentRef(projectId, studentId) : null);

/** The student's existing request for the project, if any (from the server when online). */
export async function findEnrollment(projectId: string, studentId: string): Promise<Enrollment | null> {
  const snap = await getDoc(enrollmentRef(projectId, studentId));
  return snap.exists() ? snap.data() : null;
}

/**
 * Sends a pending request under the fixed id, with copies of the project and the student. The form reports
 * a refusal while it is open; one after an offline reload is reported by the write journal.
 */
export function applyToProject(project: Project, student: PersonCopy, linkedinUrl: string): LocalWrite {
  const ref = doc(getDb(), paths.enrollment(project.id, student.id));
  const saved = setDoc(ref, newEnrollment(project, student, normalizeLinkedInUrl(linkedinUrl), serverTimestamp()));
  const item = {
    path: ref.path,
    expect: 'exists' as const,
    title: 'Failed to enroll in project',
    label: describeItem('enrollment request for', project.title),
  };
  return { id: ref.id, saved: trackWrite(saved, item, 'afterReload') };
}

/** The project's mentor approves or rejects a pending request. */
export function decideEnrollment(id: string, status: EnrollmentDecision): Promise<void> {
  return updateDoc(doc(getDb(), COLLECTIONS.enrollments, id), { status, updated_at: serverTimestamp() });
}

export function deleteEnrollment(id: string): Promise<void> {
  return deleteDoc(doc(getDb(), COLLECTIONS.enrollments, id));
}
