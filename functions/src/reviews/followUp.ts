/**
 * The booking follow-up (docs/data-model.md, `booking_intents`): LIMITS.followUpDays after a student's click on
 * "Book on Topmate", and again as long after a first "Not yet", the student is asked "Did your session with Mara
 * happen?" on their dashboard (the intent becomes `asked`) and through the notification centre; never more than
 * LIMITS.followUpAsks times, and never a student the mentor blocked. Kept free of the functions' app, so tests run it on their own handles with a fixed clock.
 */
import { COLLECTIONS, LIMITS, notificationTargets, type BookingIntentFields } from '@mentorbridge/model';
import { BOOKING_INTENT_FIELDS } from '@mentorbridge/model/records';
import { FieldValue, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { blocks, blocksRef } from '../lib/blocks';
import { readDoc } from '../lib/fields';
import type { Services } from '../notifications/message';
import { produce } from '../notifications/producer';

const DAY_MS = 86_400_000;
const PAGE = 300;

/** Whether the intent, as stored now, is due for its next question at `cutoff` (the two cases the sweep queries). */
function isDue(intent: BookingIntentFields | undefined, cutoff: number): intent is BookingIntentFields {
  if (!intent) return false;
  if (intent.state === 'waiting') return intent.asks === 0 && !!intent.created_at && intent.created_at.getTime() <= cutoff;
  return (
    intent.state === 'not_yet' && intent.asks > 0 && intent.asks < LIMITS.followUpAsks && !!intent.answered_at && intent.answered_at.getTime() <= cutoff
  );
}

/**
 * Asks about every intent due at `now`: waiting LIMITS.followUpDays since the click, or answered "Not yet" that long
 * ago after fewer than LIMITS.followUpAsks questions. The notification's key is the intent and the question's number,
 * so it is produced once; the intent moves to `asked` in a transaction that re-reads it, so an answer or another run
 * meanwhile leaves it alone, and a second run finds nothing due. Returns how many were asked.
 */
export async function askAboutSessions(services: Services, now: Date): Promise<number> {
  const cutoff = now.getTime() - LIMITS.followUpDays * DAY_MS;
  const intents = services.db.collection(COLLECTIONS.bookingIntents);
  const due: Query[] = [
    intents.where('state', '==', 'waiting').where('created_at', '<=', Timestamp.fromMillis(cutoff)).orderBy('created_at'),
    ...Array.from({ length: LIMITS.followUpAsks - 1 }, (_, i) =>
      intents.where('state', '==', 'not_yet').where('asks', '==', i + 1).where('answered_at', '<=', Timestamp.fromMillis(cutoff)).orderBy('answered_at'),
    ),
  ];
  let asked = 0;
  for (const query of due) {
    // Page after page by a cursor: the intents not asked (a student the mentor blocked) stay in the query, and
    // must not hide the ones after them.
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (after ? query.startAfter(after) : query).limit(PAGE).get();
      const results = await Promise.all(page.docs.map((doc) => ask(services, doc, cutoff)));
      asked += results.filter(Boolean).length;
      if (page.size < PAGE) break;
      after = page.docs[page.docs.length - 1];
    }
  }
  return asked;
}

async function ask(services: Services, doc: QueryDocumentSnapshot, cutoff: number): Promise<boolean> {
  const intent = readDoc(BOOKING_INTENT_FIELDS, doc);
  if (!isDue(intent, cutoff)) return false;
  // A student the mentor blocked is not asked: they can neither review the mentor nor are they told of the block.
  if (blocks(await blocksRef(services.db, intent.mentor_id).get(), intent.student_id)) return false;
  const question = intent.asks + 1;
  // The notification first (its key makes it once only): a run that stops after it asks again next time.
  await produce(services, {
    type: 'session_follow_up',
    actor: intent.mentor,
    recipients: [intent.student_id],
    target: notificationTargets.studentDashboard,
    key: `follow_up_${doc.id}_${question}`,
  });
  return services.db.runTransaction(async (tx) => {
    const fresh = await tx.get(doc.ref);
    const current = readDoc(BOOKING_INTENT_FIELDS, fresh);
    if (!isDue(current, cutoff) || current.asks + 1 !== question) return false;
    tx.update(doc.ref, { state: 'asked', asks: question, asked_at: FieldValue.serverTimestamp() } satisfies Partial<Record<keyof BookingIntentFields, unknown>>);
    return true;
  });
}
