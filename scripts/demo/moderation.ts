/** The demo moderation data: a few open reports (one of a review) and one suspended user (no browser test signs in as them). */
import type { ReportFields, ReportReason } from '@mentorbridge/model';
import { paths } from '@mentorbridge/model';
import { SEED_REVIEWS } from './reviews';
import { DAY } from './time';

/** The lowest-rated demo review: its mentor reports it. */
const LOW_REVIEW = SEED_REVIEWS.reduce((low, review) => (review.stars < low.stars ? review : low));

/** A report (`reports/{reporterId}_{targetKey}`) and its time in hours ago. */
export type SeedReport = Pick<ReportFields, 'reporter_id' | 'kind' | 'target_path' | 'reason' | 'note'> & { created_hours_ago: number };

export const REPORTS: readonly SeedReport[] = [
  {
    reporter_id: 'student-03',
    kind: 'comment',
    target_path: `${paths.comments('discussion-01')}/c-01-4`,
    reason: 'spam',
    note: 'Posts the same link in every thread.',
    created_hours_ago: 30,
  },
  {
    reporter_id: 'student-04',
    kind: 'comment',
    target_path: `${paths.comments('discussion-01')}/c-01-4`,
    reason: 'spam',
    note: '',
    created_hours_ago: 20,
  },
  {
    reporter_id: 'student-05',
    kind: 'profile',
    target_path: paths.profile('student-07'),
    reason: 'inappropriate',
    note: 'The profile links to a shady site.',
    created_hours_ago: 12,
  },
  {
    reporter_id: 'student-06',
    kind: 'video',
    target_path: paths.video('video-01'),
    reason: 'misinformation',
    note: '',
    created_hours_ago: 2 * DAY,
  },
  {
    reporter_id: LOW_REVIEW.mentor_id,
    kind: 'review',
    target_path: paths.review(LOW_REVIEW.mentor_id, LOW_REVIEW.student_id),
    reason: 'misinformation',
    note: 'We never had the session this review describes.',
    created_hours_ago: 6,
  },
];

/** The suspended demo user: student-07 (Ravi Patel), for a week from the seed, for spam. */
export const SUSPENDED: { user_id: string; reason: ReportReason; hours: number } = {
  user_id: 'student-07',
  reason: 'spam',
  hours: 7 * 24,
};
