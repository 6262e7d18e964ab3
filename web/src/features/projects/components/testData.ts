import type { User } from 'firebase/auth';
import type { Timestamp } from 'firebase/firestore';
import type { Session } from '../../auth';
import type { Enrollment, Project, ProjectMessage } from '../api/models';

export const at = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) }) as Timestamp;

export const signedIn = (uid: string, displayName = `Name ${uid}`): Session => ({
  status: 'signedIn',
  user: { uid, displayName, email: `${uid}@x.test` } as User,
});

export const person = (id: string) => ({ id, display_name: `Name ${id}`, avatar_url: null });

export const testProject = (overrides: Partial<Project> = {}): Project => ({
  id: 'p1',
  title: 'Portfolio Project',
  description: 'Build a portfolio.',
  category: 'Web Development',
  difficulty: 'beginner',
  estimated_hours: 10,
  mentor_id: 'mentor',
  mentor: person('mentor'),
  created_at: at('2026-01-02T10:00:00Z'),
  updated_at: null,
  ...overrides,
});

export const testEnrollment = (studentId: string, status: Enrollment['status'], overrides: Partial<Enrollment> = {}): Enrollment => ({
  id: `p1_${studentId}`,
  project_id: 'p1',
  student_id: studentId,
  mentor_id: 'mentor',
  linkedin_url: 'https://linkedin.com/in/x',
  status,
  project: { id: 'p1', title: 'Portfolio Project', mentor_id: 'mentor', mentor: person('mentor') },
  student: person(studentId),
  created_at: at('2026-01-03T10:00:00Z'),
  updated_at: null,
  ...overrides,
});

export const testMessage = (id: string, userId: string, message: string, created: string | null): ProjectMessage => ({
  id,
  project_id: 'p1',
  user_id: userId,
  user: person(userId),
  message,
  created_at: created ? at(created) : null,
});
