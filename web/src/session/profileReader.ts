import { isOneOf, PAUSE_REASONS, type MentorStats, type Profile } from '@mentorbridge/model';
import { documentReader, readText, readTextList, readTime } from '@/lib/converters';

/* The profile's reader, apart from the live hooks of profile.ts: it loads without the Firestore SDK, so the mentor
   directory reads its first page over REST before the SDK has arrived (lib/firestoreRest.ts). */

const finiteOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A mentor's stats as functions keep them, or null when there are none (or they are not well-formed). */
function readStats(value: unknown): MentorStats | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  return {
    median_response_hours: finiteOrNull(s.median_response_hours),
    decisions: finiteOrNull(s.decisions) ?? 0,
    response_rate: finiteOrNull(s.response_rate),
    open_requests: finiteOrNull(s.open_requests) ?? 0,
    last_active_at: readTime(s.last_active_at),
  };
}

/** Reads `profiles/{uid}` into the model's Profile, with the defaults of docs/data-model.md for missing fields. */
export const profileConverter = documentReader<Profile>((id, d) => ({
  id,
  display_name: readText(d.display_name),
  avatar_url: typeof d.avatar_url === 'string' && d.avatar_url ? d.avatar_url : null,
  role: d.role === 'mentor' ? 'mentor' : 'student',
  admin_role: d.admin_role === 'admin' ? 'admin' : 'student',
  bio: readText(d.bio),
  description: readText(d.description),
  location: readText(d.location),
  hourly_rate: typeof d.hourly_rate === 'number' && Number.isFinite(d.hourly_rate) ? d.hourly_rate : 0,
  topmate_url: readText(d.topmate_url),
  specialization: readText(d.specialization),
  expertise: readTextList(d.expertise),
  calendly_url: null,
  stats: readStats(d.stats),
  // Profiles written before pausing existed accept applications.
  accepting: d.accepting !== false,
  paused_reason: isOneOf(PAUSE_REASONS, d.paused_reason) ? d.paused_reason : null,
  accepting_changed_at: readTime(d.accepting_changed_at),
  created_at: readTime(d.created_at),
  updated_at: readTime(d.updated_at),
}));
