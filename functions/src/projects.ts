import { logger } from 'firebase-functions/v2';
import { onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from './lib/app';
import type { PersonCopy } from './profiles';

function copyOf(id: string, data: FirebaseFirestore.DocumentData | undefined): PersonCopy | null {
  if (!data) return null;
  return { id, display_name: String(data.display_name ?? ''), avatar_url: data.avatar_url ?? null };
}

const sameCopy = (a: PersonCopy | null, b: PersonCopy | null) =>
  a?.display_name === b?.display_name && a?.avatar_url === b?.avatar_url;

/** A bulk writer that ignores documents deleted meanwhile (they need no update). */
function tolerantWriter(): FirebaseFirestore.BulkWriter {
  const writer = db.bulkWriter();
  writer.onWriteError((error) => {
    if (error.code !== 5) logger.error('Failed to update a project copy', error);
    return false;
  });
  return writer;
}

/** Deleting a project removes its enrollment requests and its discussion thread. */
export const onProjectDeleted = onDocumentDeleted('projects/{projectId}', async (event) => {
  const projectId = event.params.projectId;
  const enrollments = await db.collection('project_enrollments').where('project_id', '==', projectId).get();
  const writer = db.bulkWriter();
  for (const snap of enrollments.docs) void writer.delete(snap.ref);
  await writer.close();
  await db.recursiveDelete(db.collection(`projects/${projectId}/messages`));
});

/** Keeps the project copy on enrollment requests in step when the title or the mentor copy changes. */
export const refreshEnrollmentProjectCopies = onDocumentUpdated('projects/{projectId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  const mentor = copyOf(String(after.mentor_id), after.mentor);
  if (before.title === after.title && sameCopy(copyOf(String(before.mentor_id), before.mentor), mentor)) return;

  const enrollments = await db.collection('project_enrollments').where('project_id', '==', event.params.projectId).get();
  const writer = tolerantWriter();
  for (const snap of enrollments.docs) {
    void writer
      .update(snap.ref, { 'project.title': after.title, 'project.mentor': mentor })
      .catch(() => undefined);
  }
  await writer.close();
});

