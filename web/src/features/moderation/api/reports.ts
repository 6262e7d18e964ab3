import { doc, serverTimestamp } from 'firebase/firestore';
import { moderationPaths, newReport, type ReportFields } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { createCounted, type CountedWrite } from '@/lib/rateLimit';

/**
 * Files the user's report of a target under its fixed id (one per reporter and target), in one batch with their
 * abuse-limit step (createCounted); at the limit nothing is filed (`limited`). It needs the network: the dialog
 * refuses while offline and waits for `saved`, so a report is never queued for later and then refused out of sight.
 */
export function fileReport(uid: string, input: Pick<ReportFields, 'kind' | 'target_path' | 'reason' | 'note'>): Promise<CountedWrite> {
  return createCounted(uid, 'reports', doc(getDb(), moderationPaths.report(uid, input.target_path)), newReport(uid, input, serverTimestamp()));
}
