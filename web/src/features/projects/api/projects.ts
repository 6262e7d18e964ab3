import { collection, deleteDoc, doc, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where, type DocumentReference, type Firestore, type Query } from 'firebase/firestore';
import { CALLABLES, COLLECTIONS, LIST_PAGE_SIZE, newProject, paths, type PersonCopy, type Project, type ProjectInput } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { callFunction } from '@/lib/functions';
import { useLiveDoc, useLiveQuery } from '@/lib/liveQuery';
import type { LocalWrite } from '@/lib/writeOutcome';
import { projectConverter } from './converters';

// The reads take the Firestore instance from reactfire's provider on signed-in screens (api/signedIn.ts).
const projects = (db: Firestore) => collection(db, COLLECTIONS.projects).withConverter(projectConverter);

export function projectRef(projectId: string, db: Firestore = getDb()): DocumentReference<Project> {
  return doc(db, paths.project(projectId)).withConverter(projectConverter);
}

/** One mentor's projects, newest first. */
export function mentorProjectsQuery(mentorId: string, db: Firestore): Query<Project> {
  return query(projects(db), where('mentor_id', '==', mentorId), orderBy('created_at', 'desc'));
}

/**
 * A project, live, for its dialog over the public projects list: that page is outside the signed-in layout, so this
 * read does not go through reactfire (signed-in screens use useSignedInProject, api/signedIn.ts).
 */
export const useProject = (projectId: string | null) => useLiveDoc(projectId ? projectRef(projectId) : null);

/**
 * A mentor's newest projects (a page of them), live, for their public page: outside the signed-in layout, so not
 * through reactfire.
 */
export const usePublicMentorProjects = (mentorId: string | null) =>
  useLiveQuery(mentorId ? query(mentorProjectsQuery(mentorId, getDb()), limit(LIST_PAGE_SIZE)) : null);

function fields(input: ProjectInput): ProjectInput {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    category: input.category.trim(),
    difficulty: input.difficulty,
    estimated_hours: Math.round(input.estimated_hours),
    seats: Math.round(input.seats),
  };
}

/** Creates a project owned by the mentor (`accepting`: their profile's, which the project's card shows). */
export function createProject(input: ProjectInput, mentor: PersonCopy & { accepting: boolean }): LocalWrite {
  const ref = doc(collection(getDb(), COLLECTIONS.projects));
  return { id: ref.id, saved: setDoc(ref, newProject(fields(input), mentor, serverTimestamp())) };
}

/** Who changes a project: its mentor (a client write the rules check), or an admin (a callable that audits it). */
export type ProjectActor = 'mentor' | 'admin';

/**
 * Saves the editable fields; mentor_id and created_at never change. An admin editing another mentor's project goes
 * through the adminUpdateProject callable, which leaves an audit entry (it needs the network).
 */
export async function updateProject(projectId: string, input: ProjectInput, as: ProjectActor = 'mentor'): Promise<void> {
  if (as === 'admin') {
    await callFunction(CALLABLES.adminUpdateProject, { projectId, ...fields(input) });
    return;
  }
  return updateDoc(doc(getDb(), paths.project(projectId)), { ...fields(input), updated_at: serverTimestamp() });
}

/**
 * Deletes the project; a function then removes its enrollment requests and discussion. An admin deleting another
 * mentor's project goes through the adminDelete callable, which leaves an audit entry.
 */
export async function deleteProject(projectId: string, as: ProjectActor = 'mentor'): Promise<void> {
  if (as === 'admin') {
    await callFunction(CALLABLES.adminDelete, { kind: 'project', id: projectId });
    return;
  }
  return deleteDoc(doc(getDb(), paths.project(projectId)));
}
