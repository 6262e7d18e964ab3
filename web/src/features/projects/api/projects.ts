import {
  collection,
  deleteDoc,
  doc,
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
import { projectConverter } from './converters';
import type { Project, ProjectInput } from './models';

export function projectRef(projectId: string): DocumentReference<Project> {
  return doc(getDb(), 'projects', projectId).withConverter(projectConverter);
}

/** Every project, newest first (the public list filters by category and difficulty on the page). */
export function projectsQuery(): Query<Project> {
  return query(collection(getDb(), 'projects').withConverter(projectConverter), orderBy('created_at', 'desc'));
}

/** One mentor's projects, newest first. */
export function mentorProjectsQuery(mentorId: string): Query<Project> {
  return query(
    collection(getDb(), 'projects').withConverter(projectConverter),
    where('mentor_id', '==', mentorId),
    orderBy('created_at', 'desc'),
  );
}

export const useProjects = () => useLiveQuery(projectsQuery());
export const useProject = (projectId: string | null) => useLiveDoc(projectId ? projectRef(projectId) : null);
export const useMentorProjects = (mentorId: string | null) =>
  useLiveQuery(mentorId ? mentorProjectsQuery(mentorId) : null);

function fields(input: ProjectInput) {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    category: input.category.trim(),
    difficulty: input.difficulty,
    estimated_hours: Math.round(input.estimated_hours),
  };
}

/** Creates a project owned by the mentor; returns its id at once and the pending write. */
export function createProject(input: ProjectInput, mentor: PersonCopy): { id: string; write: Promise<void> } {
  const ref = doc(collection(getDb(), 'projects'));
  const write = setDoc(ref, {
    ...fields(input),
    mentor_id: mentor.id,
    mentor,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
  return { id: ref.id, write };
}

/** Saves the editable fields; mentor_id and created_at never change. */
export function updateProject(projectId: string, input: ProjectInput): Promise<void> {
  return updateDoc(doc(getDb(), 'projects', projectId), { ...fields(input), updated_at: serverTimestamp() });
}

/** Deletes the project; a function then removes its enrollment requests and discussion. */
export function deleteProject(projectId: string): Promise<void> {
  return deleteDoc(doc(getDb(), 'projects', projectId));
}
