/**
 * The daily sweep's reminder: a request that has waited LIMITS.enrollmentWaitingHighlightDays days for its mentor
 * (the dashboard's highlight) is told to the mentor once. The sweep runs daily, so it takes the requests whose wait
 * passed that mark in the last day; the event's key is the request and its wait's start, so a second run the same
 * day writes nothing new. Kept free of the functions' app, so tests run it on their own handles with a fixed clock.
 */
import { COLLECTIONS, LIMITS, notificationTargets } from '@mentorbridge/model';
import { ENROLLMENT_FIELDS } from '@mentorbridge/model/records';
import { Timestamp } from 'firebase-admin/firestore';
import { readDoc } from '../lib/fields';
import type { Services } from './message';
import { produce } from './producer';

const DAY_MS = 86_400_000;
const PAGE = 300;

/** Reminds the mentors of requests that reached the waiting mark in the day before `now`; returns how many. */
export async function remindWaitingRequests(services: Services, now: Date): Promise<number> {
  const mark = now.getTime() - LIMITS.enrollmentWaitingHighlightDays * DAY_MS;
  const waiting = services.db
    .collection(COLLECTIONS.enrollments)
    .where('status', '==', 'pending')
    .where('waiting_since', '<=', Timestamp.fromMillis(mark))
    .where('waiting_since', '>', Timestamp.fromMillis(mark - DAY_MS))
    .orderBy('waiting_since')
    .limit(PAGE);
  let reminded = 0;
  let page = await waiting.get();
  while (!page.empty) {
    await Promise.all(
      page.docs.map(async (doc) => {
        const request = readDoc(ENROLLMENT_FIELDS, doc);
        if (!request?.waiting_since) return;
        reminded += 1;
        await produce(services, {
          type: 'request_waiting',
          actor: request.student,
          recipients: [request.mentor_id],
          target: notificationTargets.mentorRequests(request.project_id),
          params: { title: request.project.title },
          key: `waiting_${doc.id}_${request.waiting_since.getTime()}`,
        });
      }),
    );
    if (page.size < PAGE) break;
    page = await waiting.startAfter(page.docs[page.size - 1]).get();
  }
  return reminded;
}
