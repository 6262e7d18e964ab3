/**
 * Which fields each kind of update may change (docs/data-model.md): the builders give the fields of a new
 * document, these lists give what may change afterwards. `firestore.rules` repeats the client-side ones in the
 * `hasOnly([...])` checks of its update rules; tests/rules/model-constants.test.ts fails when the two differ.
 */
import { PROFILE_FIELDS, type ProfileFields, type ProjectFields } from './documents';
import type { EnrollmentFields } from './enrollmentFields';
import { ownerFields } from './fieldKinds';
import type { EnrollmentStatus } from './enums';

/** What a user may change on their own profile: the fields PROFILE_FIELDS marks as owned, never role, admin_role, calendly_url, stats or created_at. */
export const PROFILE_OWNER_FIELDS = [...ownerFields(PROFILE_FIELDS), 'updated_at'] as const satisfies readonly (keyof ProfileFields)[];

/**
 * What the project's mentor may edit: never mentor_id or created_at; `mentor` only to refresh the copy to their
 * current profile values.
 */
export const PROJECT_OWNER_FIELDS = [
  'title',
  'description',
  'category',
  'difficulty',
  'estimated_hours',
  'seats',
  'mentor',
  'updated_at',
] as const satisfies readonly (keyof ProjectFields)[];

/**
 * What the adminUpdateProject callable changes on any project: the owner's fields except the mentor copy, which
 * only its mentor refreshes. No client rule allows it: admin actions leave an audit entry, which only functions write.
 */
export const PROJECT_ADMIN_FIELDS = PROJECT_OWNER_FIELDS.filter(
  (field): field is Exclude<(typeof PROJECT_OWNER_FIELDS)[number], 'mentor'> => field !== 'mentor',
);

/** The decisions on a pending request: approve, reject, or ask the student for more information. */
export const ENROLLMENT_DECISIONS = ['approved', 'rejected', 'needs_info'] as const satisfies readonly EnrollmentStatus[];
export type EnrollmentDecision = (typeof ENROLLMENT_DECISIONS)[number];

/** What the student changes when answering the mentor's question (needs_info back to pending). */
export const ENROLLMENT_ANSWER_FIELDS = ['status', 'answer', 'waiting_since', 'updated_at'] as const satisfies readonly (keyof EnrollmentFields)[];

/** What the student changes when withdrawing an open request. */
export const ENROLLMENT_WITHDRAW_FIELDS = ['status', 'updated_at'] as const satisfies readonly (keyof EnrollmentFields)[];
