import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase/firestore';
import type { PersonCopy } from '../../../lib/models';
import { isDifficulty, type Enrollment, type EnrollmentStatus, type Project, type ProjectMessage } from './models';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const time = (value: unknown): Timestamp | null =>
  value && typeof value === 'object' && 'toDate' in value ? (value as Timestamp) : null;

function person(value: unknown, id: string): PersonCopy {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<PersonCopy>;
  return { id: text(v.id) || id, display_name: text(v.display_name) || 'User', avatar_url: v.avatar_url ?? null };
}

/** Reading only: documents are written as plain objects with server timestamps. */
function readOnly<T>(read: (snap: QueryDocumentSnapshot<DocumentData>) => T): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error('Write through the mutation helpers, not a converted reference.');
    },
    fromFirestore: (snap) => read(snap),
  };
}

export const projectConverter = readOnly<Project>((snap) => {
  const d = snap.data();
  const mentorId = text(d.mentor_id);
  return {
    id: snap.id,
    title: text(d.title),
    description: text(d.description),
    category: text(d.category),
    difficulty: isDifficulty(d.difficulty) ? d.difficulty : 'beginner',
    estimated_hours: typeof d.estimated_hours === 'number' ? d.estimated_hours : 1,
    mentor_id: mentorId,
    mentor: person(d.mentor, mentorId),
    created_at: time(d.created_at),
    updated_at: time(d.updated_at),
  };
});

const STATUSES: readonly EnrollmentStatus[] = ['pending', 'approved', 'rejected'];

export const enrollmentConverter = readOnly<Enrollment>((snap) => {
  const d = snap.data();
  const project = (d.project && typeof d.project === 'object' ? d.project : {}) as Record<string, unknown>;
  const mentorId = text(d.mentor_id);
  const studentId = text(d.student_id);
  return {
    id: snap.id,
    project_id: text(d.project_id),
    student_id: studentId,
    mentor_id: mentorId,
    linkedin_url: text(d.linkedin_url),
    status: STATUSES.includes(d.status) ? (d.status as EnrollmentStatus) : 'pending',
    project: {
      id: text(project.id) || text(d.project_id),
      title: text(project.title),
      mentor_id: text(project.mentor_id) || mentorId,
      mentor: person(project.mentor, mentorId),
    },
    student: person(d.student, studentId),
    created_at: time(d.created_at),
    updated_at: time(d.updated_at),
  };
});

export const messageConverter = readOnly<ProjectMessage>((snap) => {
  const d = snap.data();
  const userId = text(d.user_id);
  return {
    id: snap.id,
    project_id: text(d.project_id),
    user_id: userId,
    user: person(d.user, userId),
    message: text(d.message),
    created_at: time(d.created_at),
  };
});
