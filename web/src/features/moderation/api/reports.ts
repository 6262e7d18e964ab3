import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { moderationPaths, newReport, type ReportFields } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';

/**
 * Files the user's report of a target under its fixed id (one per reporter and target). It needs the network: the
 * dialog refuses while offline, so a report is never queued for later and then refused out of sight.
 */
export async function fileReport(uid: string, input: Pick<ReportFields, 'kind' | 'target_path' | 'reason' | 'note'>): Promise<void> {
  await setDoc(doc(getDb(), moderationPaths.report(uid, input.target_path)), newReport(uid, input, serverTimestamp()));
}
