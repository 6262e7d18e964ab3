import { COLLECTIONS, paths, personCopy, PROFILE_FIELDS, type PersonCopy } from '@mentorbridge/model';
import type { DocumentData, DocumentReference, Query, UpdateData } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { db, FIRESTORE_CODES, firestoreCode, readDoc } from './lib/app';

const BATCH_LIMIT = 400;

/** True when two copies show the same person the same way (name and avatar). */
export function sameCopy(a: PersonCopy | undefined, b: PersonCopy | undefined): boolean {
  return a?.display_name === b?.display_name && a?.avatar_url === b?.avatar_url;
}

/** Every place that embeds a copy of the person `uid`: a query and the field that holds the copy. */
function copyLocations(uid: string): { query: Query; field: string; keep?: (ref: DocumentReference) => boolean }[] {
  return [
    { query: db.collection(COLLECTIONS.projects).where('mentor_id', '==', uid), field: 'mentor' },
    { query: db.collection(COLLECTIONS.enrollments).where('student_id', '==', uid), field: 'student' },
    { query: db.collection(COLLECTIONS.enrollments).where('mentor_id', '==', uid), field: 'project.mentor' },
    {
      query: db.collectionGroup(COLLECTIONS.projectMessages).where('user_id', '==', uid),
      field: 'user',
      // Only project threads (projects/{id}/messages) embed people under this name.
      keep: (ref) => ref.parent.parent?.parent.id === COLLECTIONS.projects,
    },
    { query: db.collection(COLLECTIONS.discussions).where('author_id', '==', uid), field: 'author' },
    {
      query: db.collectionGroup(COLLECTIONS.comments).where('user_id', '==', uid),
      field: 'user',
      keep: (ref) => ref.parent.parent?.parent.id === COLLECTIONS.discussions,
    },
    { query: db.collection(COLLECTIONS.videos).where('mentor_id', '==', uid), field: 'mentor' },
    {
      query: db.collectionGroup(COLLECTIONS.reviews).where('student_id', '==', uid),
      field: 'student',
      keep: (ref) => ref.parent.parent?.parent.id === COLLECTIONS.profiles,
    },
    // The intents still to be asked about name the mentor in their question; answered ones are history.
    { query: db.collection(COLLECTIONS.bookingIntents).where('mentor_id', '==', uid).where('state', 'in', ['waiting', 'asked', 'not_yet']), field: 'mentor' },
  ];
}

/** For a write to a copy: a document deleted meanwhile needs no update. */
function ignoreDeleted(error: unknown): void {
  if (firestoreCode(error) !== FIRESTORE_CODES.notFound) throw error;
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
      ignoreDeleted(error);
      // One of them was deleted meanwhile; write the rest one by one.
      await Promise.all(chunk.map(({ ref, data }) => ref.update(data).catch(ignoreDeleted)));
    }
  }
  return updates.length;
}

/**
 * Writes a mentor's `accepting` to their projects' `mentor_accepting` (a page of projects at a time, skipping those
 * already right), so their cards say whether they take applications.
 */
export async function refreshProjectsAccepting(uid: string, accepting: boolean): Promise<number> {
  let count = 0;
  const stale = db
    .collection(COLLECTIONS.projects)
    .where('mentor_id', '==', uid)
    .where('mentor_accepting', '==', !accepting)
    .limit(BATCH_LIMIT);
  for (;;) {
    const page = await stale.get();
    if (page.empty) return count;
    await Promise.all(page.docs.map((doc) => doc.ref.update({ mentor_accepting: accepting }).catch(ignoreDeleted)));
    count += page.size;
    if (page.size < BATCH_LIMIT) return count;
  }
}

/**
 * When a profile's name or avatar changes, every copy of that person shown elsewhere follows; when a mentor
 * pauses or resumes, their projects' cards follow.
 */
export const onProfileUpdated = onDocumentUpdated(paths.profile('{uid}'), async (event) => {
  const uid = event.params.uid;
  const before = readDoc(PROFILE_FIELDS, event.data?.before);
  const after = readDoc(PROFILE_FIELDS, event.data?.after);
  if (!before || !after) return;
  const accepting = after.accepting !== false;
  if ((before.accepting !== false) !== accepting) {
    logger.info('Refreshed projects accepting', { uid, count: await refreshProjectsAccepting(uid, accepting) });
  }
  const copy = personCopy({ ...after, id: uid });
  if (sameCopy(personCopy({ ...before, id: uid }), copy)) return;
  const count = await refreshPersonCopies(copy);
  logger.info('Refreshed person copies', { uid, count });
});
