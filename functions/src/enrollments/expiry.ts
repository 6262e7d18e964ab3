/**
 * The expiry sweep of the application workflow (docs/data-model.md, `project_enrollments`): a request left waiting
 * LIMITS.enrollmentExpiryDays becomes `expired`, whoever it waits for. A pending request waits for the mentor from
 * `waiting_since` (its creation, or the student's last answer), and its expiry is logged against the mentor
 * (`private/stats_{mentorId}/expiries`, in the same write); a request in `needs_info` waits for the student from
 * the mentor's question (`decided_at`), and its expiry is the student's silence, which the mentor's stats do not
 * count. Kept free of the functions' app so tests run it directly on their own database handle with a fixed clock.
 */
import {
  adminPaths,
  COLLECTIONS,
  ENROLLMENT_WAITS,
  LIMITS,
  newExpiryRecord,
  type EnrollmentFields,
  type Stored,
} from '@mentorbridge/model';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Precondition,
  type QueryDocumentSnapshot,
  type UpdateData,
  type WithFieldValue,
} from 'firebase-admin/firestore';

const DAY_MS = 86_400_000;

/** Requests waiting since before this time expire at `now`. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - LIMITS.enrollmentExpiryDays * DAY_MS);
}

type Wait = (typeof ENROLLMENT_WAITS)[number];

const EXPIRED = () => ({ status: 'expired', updated_at: FieldValue.serverTimestamp() }) satisfies Partial<Stored<EnrollmentFields, FieldValue>>;

/** What a batch and a transaction share. */
interface Writer {
  update(ref: DocumentReference, data: UpdateData<DocumentData>, precondition: Precondition): unknown;
  create(ref: DocumentReference, data: WithFieldValue<DocumentData>): unknown;
}

/**
 * Expires one request as `doc` shows it (unless it changed since), in a batch or a transaction, with its expiry
 * record when the mentor is answerable for it.
 */
function expire(writer: Writer, doc: DocumentSnapshot, wait: Wait): void {
  writer.update(doc.ref, EXPIRED(), { lastUpdateTime: doc.updateTime });
  const mentorId = doc.get('mentor_id');
  if (wait.mentorsExpiry && typeof mentorId === 'string') {
    writer.create(doc.ref.firestore.collection(adminPaths.expiryLog(mentorId)).doc(), newExpiryRecord(FieldValue.serverTimestamp()));
  }
}

/**
 * Expires every request that is still pending or still waiting for the student's answer past the cutoff,
 * `batchSize` documents per batched write. Each update carries the document's update time as a precondition, so a
 * request decided, answered or withdrawn after the sweep read it is left alone (that page is then redone one
 * request at a time); a batch's expiry records are written with it or not at all. Only open requests are read, so
 * running the sweep twice changes nothing more. Returns how many expired.
 */
export async function expireStaleEnrollments(db: Firestore, now: Date, batchSize = 300): Promise<number> {
  const cutoff = Timestamp.fromDate(expiryCutoff(now));
  let expired = 0;
  for (const wait of ENROLLMENT_WAITS) {
    const stale = db
      .collection(COLLECTIONS.enrollments)
      .where('status', '==', wait.status)
      .where(wait.since, '<=', cutoff)
      .orderBy(wait.since)
      .limit(batchSize);
    for (;;) {
      const page = await stale.get();
      if (page.empty) break;
      const batch = db.batch();
      for (const doc of page.docs) expire(batch, doc, wait);
      try {
        await batch.commit();
        expired += page.size;
      } catch {
        // A request changed under the sweep: expire this page one by one, skipping the changed ones.
        expired += await expireOneByOne(db, page.docs, wait, cutoff);
      }
      if (page.size < batchSize) break;
    }
  }
  return expired;
}

async function expireOneByOne(db: Firestore, docs: readonly QueryDocumentSnapshot[], wait: Wait, cutoff: Timestamp): Promise<number> {
  let expired = 0;
  for (const doc of docs) {
    const done = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      const since = fresh.get(wait.since) as unknown;
      if (!fresh.exists || fresh.get('status') !== wait.status || !(since instanceof Timestamp) || since.toMillis() > cutoff.toMillis()) {
        return false;
      }
      expire(tx, fresh, wait);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
