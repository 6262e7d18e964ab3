import { isSuspended, moderationPaths, readFields, SUSPENDED_FOR_GOOD, SUSPENSION_FIELDS, type ReportReason, type Suspension } from '@mentorbridge/model';
import { documentReader } from '@/lib/converters';
import { useLiveDocAt } from '@/lib/liveDocAt';
import { useMyProfile } from '@/session';

const suspensionConverter = documentReader<Suspension>((id, d) => readFields(SUSPENSION_FIELDS, id, d));

/**
 * The signed-in user's suspension while it lasts, or null. The profile's `suspended_until` (what the rules check)
 * says whether; the suspension record, read only then, says why.
 */
export function useMySuspension(now: Date = new Date()): { until: Date; forGood: boolean; reason: ReportReason | null } | null {
  const state = useMyProfile();
  const until = state.status === 'ready' ? state.profile.suspended_until : null;
  const suspended = state.status === 'ready' && isSuspended(until, now);
  const record = useLiveDocAt(suspended ? moderationPaths.suspension(state.profile.id) : null, suspensionConverter);
  if (!suspended || !until) return null;
  return { until, forGood: until.getTime() >= SUSPENDED_FOR_GOOD.getTime(), reason: record.data?.reason ?? null };
}
