/** The demo moderation data: a few open reports and one suspended user (no browser test signs in as them). */
import type { ReportFields, ReportReason } from '@mentorbridge/model';
import { paths } from '@mentorbridge/model';
import { DAY } from './time';

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
];

/** The suspended demo user: student-07 (Ravi Patel), for a week from the seed, for spam. */
export const SUSPENDED: { user_id: string; reason: ReportReason; hours: number } = {
  user_id: 'student-07',
  reason: 'spam',
  hours: 7 * 24,
};
