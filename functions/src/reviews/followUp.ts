/**
 * The booking follow-up (docs/data-model.md, `booking_intents`): LIMITS.followUpDays after a student's click on
 * "Book on Topmate", and again as long after a first "Not yet", the student is asked "Did your session with Mara
 * happen?" on their dashboard (the intent becomes `asked`) and through the notification centre; never more than
 * LIMITS.followUpAsks times, and never a student the mentor blocked. After the student's "Yes", the mentor is asked
 * "Did you meet Sam?" the same way (`mentor_state` becomes `asked`). Kept free of the functions' app, so tests run
 * it on their own handles with a fixed clock.
 */
import { COLLECTIONS, displayName, paths, LIMITS, notificationTargets, personCopy, PROFILE_FIELDS, type BookingIntentFields } from '@mentorbridge/model';
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

/** Runs `each` on every document of `query`, a page at a time by a cursor (so the ones skipped hide none after them); counts its trues. */
async function forEachPage(query: Query, each: (doc: QueryDocumentSnapshot) => Promise<boolean>): Promise<number> {
  let done = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).limit(PAGE).get();
    done += (await Promise.all(page.docs.map(each))).filter(Boolean).length;
    if (page.size < PAGE) return done;
    after = page.docs[page.docs.length - 1];
  }
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
  // The intents not asked (a student the mentor blocked) stay in the query: paged by a cursor.
  for (const query of due) asked += await forEachPage(query, (doc) => ask(services, doc, cutoff));
  return asked;
}

/**
 * Asks each mentor "Did you meet Sam?" about every session a student answered "Yes" to and the mentor was not
 * asked about yet (`mentor_state` `waiting`), unless the mentor blocked the student. The notification's key is the
 * intent, so it is produced once; the move to `asked` re-reads the intent in a transaction. Returns how many.
 */
export async function askMentors(services: Services): Promise<number> {
  const confirmed = services.db
    .collection(COLLECTIONS.bookingIntents)
    .where('state', '==', 'yes')
    .where('mentor_state', '==', 'waiting')
    .orderBy('answered_at');
  return forEachPage(confirmed, (doc) => askMentor(services, doc));
}

async function askMentor(services: Services, doc: QueryDocumentSnapshot): Promise<boolean> {
  const intent = readDoc(BOOKING_INTENT_FIELDS, doc);
  if (intent?.state !== 'yes' || intent.mentor_state !== 'waiting') return false;
  if (blocks(await blocksRef(services.db, intent.mentor_id).get(), intent.student_id)) return false;
  // The question names the student as their profile names them now (gone with their account: nobody to ask about).
  const student = readDoc(PROFILE_FIELDS, await services.db.doc(paths.profile(intent.student_id)).get());
  if (!student) return false;
  await produce(services, {
    type: 'session_check',
    actor: personCopy({ id: intent.student_id, display_name: displayName(student.display_name), avatar_url: student.avatar_url }),
    recipients: [intent.mentor_id],
    target: notificationTargets.mentorDashboard,
    key: `session_check_${doc.id}`,
  });
  return services.db.runTransaction(async (tx) => {
    const current = readDoc(BOOKING_INTENT_FIELDS, await tx.get(doc.ref));
    if (current?.state !== 'yes' || current.mentor_state !== 'waiting') return false;
    tx.update(doc.ref, { mentor_state: 'asked', mentor_asked_at: FieldValue.serverTimestamp() } satisfies Partial<Record<keyof BookingIntentFields, unknown>>);
    return true;
  });
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
