import { COLLECTIONS, paths, readPersonCopy, type ProjectFields } from '@mentorbridge/model';
import type { BulkWriter } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db, FIRESTORE_CODES, fieldsOf } from './lib/app';
import { sameCopy } from './profiles';

/** The mentor copy a project carries, read as the model reads any copy (old or partial ones included). */
const mentorOf = (project: ProjectFields) => readPersonCopy(project.mentor, project.mentor_id);

/** A bulk writer that ignores documents deleted meanwhile (they need no update). */
function tolerantWriter(): BulkWriter {
  const writer = db.bulkWriter();
  writer.onWriteError((error) => {
    if (error.code !== FIRESTORE_CODES.notFound) logger.error('Failed to update a project copy', error);
    return false;
  });
  return writer;
}

const enrollmentsOf = (projectId: string) => db.collection(COLLECTIONS.enrollments).where('project_id', '==', projectId);

/** Deleting a project removes its enrollment requests and its discussion thread. */
export const onProjectDeleted = onDocumentDeleted(paths.project('{projectId}'), async (event) => {
  const projectId = event.params.projectId;
  const enrollments = await enrollmentsOf(projectId).get();
  const writer = db.bulkWriter();
  for (const snap of enrollments.docs) void writer.delete(snap.ref);
  await writer.close();
  await db.recursiveDelete(db.collection(paths.projectMessages(projectId)));
});

/** Keeps the project copy on enrollment requests in step when the title or the mentor copy changes. */
export const refreshEnrollmentProjectCopies = onDocumentUpdated(paths.project('{projectId}'), async (event) => {
  const before = fieldsOf<ProjectFields>(event.data?.before);
  const after = fieldsOf<ProjectFields>(event.data?.after);
  if (!before || !after) return;
  const mentor = mentorOf(after);
  if (before.title === after.title && sameCopy(mentorOf(before), mentor)) return;

  const enrollments = await enrollmentsOf(event.params.projectId).get();
  const writer = tolerantWriter();
  for (const snap of enrollments.docs) {
    void writer
      .update(snap.ref, { 'project.title': after.title, 'project.mentor': mentor })
      .catch(() => undefined);
  }
  await writer.close();
});
