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
import { getDb } from '../../../lib/firestore';
import { useLiveDoc, useLiveQuery } from '../../../lib/liveQuery';
import type { PersonCopy } from '../../../lib/models';
import { describeItem, trackWrite } from '../../../lib/writeJournal';
import { enrollmentConverter } from './converters';
import { enrollmentId, normalizeLinkedInUrl, type Enrollment, type Project } from './models';

const enrollments = () => collection(getDb(), 'project_enrollments').withConverter(enrollmentConverter);

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

/** Sends a pending request under the fixed id, with copies of the project and the student. */
export function applyToProject(project: Project, student: PersonCopy, linkedinUrl: string): Promise<void> {
  const ref = doc(getDb(), 'project_enrollments', enrollmentId(project.id, student.id));
  const saved = setDoc(ref, {
    project_id: project.id,
    student_id: student.id,
    mentor_id: project.mentor_id,
    linkedin_url: normalizeLinkedInUrl(linkedinUrl),
    status: 'pending',
    project: { id: project.id, title: project.title, mentor_id: project.mentor_id, mentor: project.mentor },
    student,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
  // The form reports a refusal while it is open; one after an offline reload is reported by the journal.
  const item = {
    path: ref.path,
    expect: 'exists' as const,
    title: 'Failed to enroll in project',
    label: describeItem('enrollment request for', project.title),
  };
  return trackWrite(saved, item, 'afterReload');
}

/** The project's mentor approves or rejects a pending request. */
export function decideEnrollment(id: string, status: 'approved' | 'rejected'): Promise<void> {
  return updateDoc(doc(getDb(), 'project_enrollments', id), { status, updated_at: serverTimestamp() });
}

export function deleteEnrollment(id: string): Promise<void> {
  return deleteDoc(doc(getDb(), 'project_enrollments', id));
}
