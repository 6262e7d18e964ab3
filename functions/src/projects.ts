import { COLLECTIONS, paths, PROJECT_FIELDS } from '@mentorbridge/model';
import type { BulkWriter } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db, FIRESTORE_CODES, readDoc } from './lib/app';
import { sameCopy } from './profiles';

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
  const before = readDoc(PROJECT_FIELDS, event.data?.before);
  const after = readDoc(PROJECT_FIELDS, event.data?.after);
  if (!before || !after) return;
  // The definition reads the mentor copy as the model reads any copy (old or partial ones included).
  const mentor = after.mentor;
  if (before.title === after.title && sameCopy(before.mentor, mentor)) return;

  const enrollments = await enrollmentsOf(event.params.projectId).get();
  const writer = tolerantWriter();
  for (const snap of enrollments.docs) {
    void writer
      .update(snap.ref, { 'project.title': after.title, 'project.mentor': mentor })
      .catch(() => undefined);
  }
  await writer.close();
});
