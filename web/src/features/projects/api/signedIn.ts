import { useLiveCollection, useLiveDocument } from '@/lib/reactfire';
import { enrollmentRef, mentorEnrollmentsQuery, studentEnrollmentsQuery } from './enrollments';
import { mentorProjectsQuery, projectRef } from './projects';

/*
 * The projects feature's reads on signed-in screens (the dashboards, the profile's projects, a project's
 * discussion, the project editor): through reactfire (lib/reactfire.tsx), under SignedInLayout, with the same
 * states and marks as lib/liveQuery. Each is one document or one person's own list.
 */

/** A project, live. */
export const useSignedInProject = (projectId: string | null) =>
  useLiveDocument((db) => (projectId ? projectRef(projectId, db) : null));

/** The student's own request for a project, live. */
export const useSignedInRequest = (projectId: string | null, studentId: string | null) =>
  useLiveDocument((db) => (projectId && studentId ? enrollmentRef(projectId, studentId, db) : null));

/** One mentor's projects, newest first, live. */
export const useMentorProjects = (mentorId: string | null) =>
  useLiveCollection((db) => (mentorId ? mentorProjectsQuery(mentorId, db) : null));

/** Every request for the mentor's projects, newest first, live. */
export const useMentorEnrollments = (mentorId: string | null) =>
  useLiveCollection((db) => (mentorId ? mentorEnrollmentsQuery(mentorId, db) : null));

/** The student's own requests, newest first, live. */
export const useStudentEnrollments = (studentId: string | null) =>
  useLiveCollection((db) => (studentId ? studentEnrollmentsQuery(studentId, db) : null));
