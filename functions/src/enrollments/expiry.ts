/**
 * The expiry sweep of the application workflow (docs/data-model.md, `project_enrollments`): a request still
 * pending LIMITS.enrollmentExpiryDays after it started waiting (its creation, or the student's last answer)
 * becomes `expired`. Kept free of the functions' app so tests run it directly on their own database handle
 * with a fixed clock.
 */
import { COLLECTIONS, LIMITS, type EnrollmentFields, type Stored } from '@mentorbridge/model';
import { FieldValue, Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

const DAY_MS = 86_400_000;

/** Requests pending since before this time expire at `now`. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - LIMITS.enrollmentExpiryDays * DAY_MS);
}

/**
 * Expires every request that is still pending and has waited past the cutoff, `batchSize` documents per
 * batched write. Each update carries the document's update time as a precondition, so a request decided,
 * answered or withdrawn after the sweep read it is left alone (that page is then redone one request at a time).
 * Only pending requests are read, so running the sweep twice changes nothing more. Returns how many expired.
 */
export async function expireStaleEnrollments(db: Firestore, now: Date, batchSize = 300): Promise<number> {
  const cutoff = Timestamp.fromDate(expiryCutoff(now));
  const stale = db
    .collection(COLLECTIONS.enrollments)
    .where('status', '==', 'pending')
    .where('waiting_since', '<=', cutoff)
    .orderBy('waiting_since')
    .limit(batchSize);
  let expired = 0;
  for (;;) {
    const page = await stale.get();
    if (page.empty) return expired;
    const batch = db.batch();
    for (const doc of page.docs) {
      const change = { status: 'expired', updated_at: FieldValue.serverTimestamp() } satisfies Partial<
        Stored<EnrollmentFields, FieldValue>
      >;
      batch.update(doc.ref, change, { lastUpdateTime: doc.updateTime });
    }
    try {
      await batch.commit();
      expired += page.size;
    } catch {
      // A request changed under the sweep: expire this page one by one, skipping the changed ones.
      expired += await expireOneByOne(db, page.docs, now);
    }
    if (page.size < batchSize) return expired;
  }
}

async function expireOneByOne(
  db: Firestore,
  docs: readonly QueryDocumentSnapshot[],
  now: Date,
): Promise<number> {
  let expired = 0;
  const cutoff = expiryCutoff(now).getTime();
  for (const doc of docs) {
    const done = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      const data = fresh.data();
      const since = data?.waiting_since;
      if (data?.status !== 'pending' || !(since instanceof Timestamp) || since.toMillis() > cutoff) return false;
      tx.update(doc.ref, { status: 'expired', updated_at: FieldValue.serverTimestamp() });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
