import type { DocumentData, DocumentReference, Query, UpdateData } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './lib/app';

/** The copy of a person that other documents embed: `{ id, display_name, avatar_url }`. */
export interface PersonCopy {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

const BATCH_LIMIT = 400;

/** Every place that embeds a copy of the person `uid`: a query and the field that holds the copy. */
function copyLocations(uid: string): { query: Query; field: string; keep?: (ref: DocumentReference) => boolean }[] {
  return [
    { query: db.collection('projects').where('mentor_id', '==', uid), field: 'mentor' },
    { query: db.collection('project_enrollments').where('student_id', '==', uid), field: 'student' },
    { query: db.collection('project_enrollments').where('mentor_id', '==', uid), field: 'project.mentor' },
    {
      query: db.collectionGroup('messages').where('user_id', '==', uid),
      field: 'user',
      // Only project threads (projects/{id}/messages) embed people under this name.
      keep: (ref) => ref.parent.parent?.parent.id === 'projects',
    },
    { query: db.collection('community_discussions').where('author_id', '==', uid), field: 'author' },
    {
      query: db.collectionGroup('comments').where('user_id', '==', uid),
      field: 'user',
      keep: (ref) => ref.parent.parent?.parent.id === 'community_discussions',
    },
    { query: db.collection('videos').where('mentor_id', '==', uid), field: 'mentor' },
  ];
}

/**
 * Rewrites every denormalised copy of a person, in batched writes. Documents deleted between the
 * query and the write are skipped (an update of a missing document would fail its whole batch).
 */
export async function refreshPersonCopies(copy: PersonCopy): Promise<number> {
  const updates: { ref: DocumentReference; data: UpdateData<DocumentData> }[] = [];
  for (const { query, field, keep } of copyLocations(copy.id)) {
    const snap = await query.get();
    for (const doc of snap.docs) {
      if (keep && !keep(doc.ref)) continue;
      updates.push({ ref: doc.ref, data: { [field]: copy } });
    }
  }
  for (let i = 0; i < updates.length; i += BATCH_LIMIT) {
    const chunk = updates.slice(i, i + BATCH_LIMIT);
    const batch = db.batch();
    for (const { ref, data } of chunk) batch.update(ref, data);
    try {
      await batch.commit();
    } catch (error) {
      if ((error as { code?: number }).code !== 5) throw error;
      // NOT_FOUND: one of them was deleted meanwhile; write the rest one by one.
      await Promise.all(
        chunk.map(({ ref, data }) =>
          ref.update(data).catch((e: { code?: number }) => {
            if (e.code !== 5) throw e;
          }),
        ),
      );
    }
  }
  return updates.length;
}

/** When a profile's name or avatar changes, every copy of that person shown elsewhere follows. */
export const onProfileUpdated = onDocumentUpdated('profiles/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  const name = typeof after.display_name === 'string' ? after.display_name : '';
  const avatar = typeof after.avatar_url === 'string' ? after.avatar_url : null;
  if (before.display_name === name && (before.avatar_url ?? null) === avatar) return;
  const count = await refreshPersonCopies({ id: event.params.uid, display_name: name, avatar_url: avatar });
  logger.info('Refreshed person copies', { uid: event.params.uid, count });
});
