import type { Enrollment, Project } from '@mentorbridge/model';
import type { LiveState } from '@/lib/liveQuery';
import { useSession } from '@/session';
import { useMyEnrollment } from './enrollments';
import { useProject } from './projects';

export type ProjectAccess =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'denied'; reason: string }
  | { status: 'allowed'; project: Project; asMentor: boolean };

type Live<T> = LiveState<(T & { id: string }) | null>;

/**
 * The project access rule: the project's mentor, or a student whose request is approved right now.
 * Any lookup error denies. Both documents are watched, so a decision made meanwhile takes effect at once.
 * A missing document seen only in the offline cache is not trusted: the answer waits for the server.
 */
export function projectAccess(
  projectId: string | null,
  uid: string | null,
  project: Live<Project>,
  enrollment: Live<Enrollment>,
): ProjectAccess {
  if (!projectId || !uid) return { status: 'denied', reason: 'not signed in' };
  if (project.status === 'error') return { status: 'denied', reason: `project lookup failed: ${project.error.message}` };
  if (project.status === 'loading') return { status: 'loading' };
  if (!project.data) return project.fromCache ? { status: 'loading' } : { status: 'notFound' };
  if (project.data.mentor_id === uid) return { status: 'allowed', project: project.data, asMentor: true };

  if (enrollment.status === 'error') {
    return { status: 'denied', reason: `enrollment lookup failed: ${enrollment.error.message}` };
  }
  if (enrollment.status === 'loading' || (!enrollment.data && enrollment.fromCache)) return { status: 'loading' };
  if (enrollment.data?.status === 'approved') return { status: 'allowed', project: project.data, asMentor: false };
  return { status: 'denied', reason: enrollment.data ? `enrollment ${enrollment.data.status}` : 'no enrollment' };
}

/**
 * Who may open a project's discussion, in its dialog over the public projects list (outside the signed-in layout;
 * the discussion page reads through reactfire: useSignedInProjectAccess, api/signedIn.ts).
 */
export function useProjectAccess(projectId: string | null): ProjectAccess {
  const uid = useSession().user?.uid ?? null;
  const project = useProject(projectId);
  const enrollment = useMyEnrollment(projectId, uid);
  return projectAccess(projectId, uid, project, enrollment);
}
