import type { User } from 'firebase/auth';
import {
  newEnrollment,
  newProject,
  newProjectMessage,
  personCopy,
  type Enrollment,
  type EnrollmentStatus,
  type Project,
  type ProjectMessage,
} from '@mentorbridge/model';
import type { Session } from '@/session';

export const signedIn = (uid: string, displayName = `Name ${uid}`): Session => ({
  status: 'signedIn',
  user: { uid, displayName, email: `${uid}@x.test` } as User,
});

export const person = (id: string) => personCopy({ id, display_name: `Name ${id}` });

export const testProject = (overrides: Partial<Project> = {}): Project => ({
  id: 'p1',
  ...newProject(
    { title: 'Portfolio Project', description: 'Build a portfolio.', category: 'Web Development', difficulty: 'beginner', estimated_hours: 10 },
    person('mentor'),
    new Date('2026-01-02T10:00:00Z'),
  ),
  updated_at: null,
  ...overrides,
});

export const testEnrollment = (studentId: string, status: EnrollmentStatus, overrides: Partial<Enrollment> = {}): Enrollment => ({
  id: `p1_${studentId}`,
  ...newEnrollment(testProject(), person(studentId), 'https://linkedin.com/in/x', new Date('2026-01-03T10:00:00Z')),
  status,
  updated_at: null,
  ...overrides,
});

export const testMessage = (id: string, userId: string, message: string, created: string | null): ProjectMessage => ({
  id,
  ...newProjectMessage('p1', person(userId), message, created ? new Date(created) : null),
});
