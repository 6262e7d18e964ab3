import { useLiveCollection, useLiveDocument } from '@/lib/reactfire';
import { useSession } from '@/session';
import { projectAccess, type ProjectAccess } from './access';
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

/** Who may open a project's discussion (api/access.ts), from the project and the student's own request, live. */
export function useSignedInProjectAccess(projectId: string | null): ProjectAccess {
  const uid = useSession().user?.uid ?? null;
  const project = useSignedInProject(projectId);
  const request = useLiveDocument((db) => (projectId && uid ? enrollmentRef(projectId, uid, db) : null));
  return projectAccess(projectId, uid, project, request);
}

/** One mentor's projects, newest first, live. */
export const useMentorProjects = (mentorId: string | null) =>
  useLiveCollection((db) => (mentorId ? mentorProjectsQuery(mentorId, db) : null));

/** Every request for the mentor's projects, newest first, live. */
export const useMentorEnrollments = (mentorId: string | null) =>
  useLiveCollection((db) => (mentorId ? mentorEnrollmentsQuery(mentorId, db) : null));

/** The student's own requests, newest first, live. */
export const useStudentEnrollments = (studentId: string | null) =>
  useLiveCollection((db) => (studentId ? studentEnrollmentsQuery(studentId, db) : null));
