/**
 * The demo reviews of the demo mentors (`profiles/{mentor}/reviews/{student}`) and the booking intents behind them
 * and on the demo student's dashboard (`booking_intents`), with the counts the review trigger should produce.
 * Deterministic. Each review rests on what the rules require: the student's approved request in one of the mentor's
 * projects when there is one, otherwise a booking intent the student answered "Yes". Most mentors get 3 to 7 reviews
 * of varied stars; every fourth keeps fewer than three and shows "New". One mentor has two no-shows reported in the
 * last weeks (flagged in the admin's Users tab); the demo student has two questions waiting on their dashboard.
 */
import type { BookingState, MentorCheckState, ProfileFields, ReviewBasis } from '@mentorbridge/model';
import { ENROLLMENTS } from './enrollments';
import { DEMO_MENTOR_ID, DEMO_STUDENT_ID, INCOMPLETE_MENTOR_ID, MENTORS, STUDENTS } from './people';
import { PROJECTS } from './projects';
import { DAY } from './time';

/** A booking intent: the student's click `created_hours_ago`, and where it stands. */
export interface SeedIntent {
  student_id: string;
  mentor_id: string;
  state: BookingState;
  asks: number;
  created_hours_ago: number;
  asked_hours_ago: number | null;
  answered_hours_ago: number | null;
  /** The mentor's side, asked after the student's "Yes": `yes`, or `asked` and left unanswered. */
  mentor_state: MentorCheckState;
  mentor_asked_hours_ago: number | null;
  mentor_answered_hours_ago: number | null;
}

export interface SeedReview {
  mentor_id: string;
  student_id: string;
  stars: number;
  text: string;
  /** An approved request's id, or (for `session`) the intent of SEED_INTENTS with the same student and mentor. */
  basis: ReviewBasis;
  enrollment_id: string | null;
  created_hours_ago: number;
  reply: string | null;
}

/** Stars by position: mostly fours and fives, some threes, the odd one or two. */
const STARS = [5, 4, 5, 3, 4, 5, 2, 4, 5, 1] as const;
const TEXTS = [
  'Clear, practical advice on my portfolio and a plan for the next month. I left with three concrete tasks.',
  'Very patient with my questions about system design; the whiteboard walk-through finally made caching click.',
  'Good session overall, though we ran out of time before getting to my CV.',
  'Honest feedback on my interview answers. Tough to hear, exactly what I needed.',
  'Shared real examples from their own hiring panels, which helped me understand what teams look for.',
  'Friendly and well prepared: they had read my project before we met.',
  'The advice was a bit generic for my situation, but the resources they sent afterwards were useful.',
] as const;
const REPLIES = ['Thank you! Good luck with the next steps, and let me know how the interviews go.', 'Glad it helped. Send me the revised version when it is ready.'] as const;

const mentorOf = new Map(PROJECTS.map((p) => [p.id, p.mentor_id]));

/** The student's approved request in one of the mentor's projects, if any. */
function approvedRequest(studentId: string, mentorId: string): string | null {
  return ENROLLMENTS.find((e) => e.student_id === studentId && e.status === 'approved' && mentorOf.get(e.project_id) === mentorId)?.id ?? null;
}

const REVIEWED_MENTORS = MENTORS.filter((m) => m.id !== INCOMPLETE_MENTOR_ID);
const STUDENT_IDS = STUDENTS.map((s) => s.id);

export const SEED_REVIEWS: readonly SeedReview[] = REVIEWED_MENTORS.flatMap((m, i) => {
  const count = i % 4 === 3 ? 1 + (i % 2) : 3 + (i % 5);
  return Array.from({ length: Math.min(count, STUDENT_IDS.length) }, (_, j): SeedReview => {
    const student = STUDENT_IDS[(i + j) % STUDENT_IDS.length];
    const enrollment = approvedRequest(student, m.id);
    return {
      mentor_id: m.id,
      student_id: student,
      stars: STARS[(i * 3 + j) % STARS.length],
      text: TEXTS[(i + 2 * j) % TEXTS.length],
      basis: enrollment ? 'request' : 'session',
      enrollment_id: enrollment,
      created_hours_ago: 2 * DAY + (i * 7 + j * 13) % (40 * DAY),
      reply: j === 0 && i % 3 === 0 ? REPLIES[i % REPLIES.length] : null,
    };
  });
});

/** Nothing asked of the mentor (an intent the student has not said "Yes" to). */
const MENTOR_NOT_ASKED = { mentor_state: 'waiting', mentor_asked_hours_ago: null, mentor_answered_hours_ago: null } as const;

/**
 * The intents behind the reviews without an approved request: clicked, asked three days later, answered "Yes", and
 * the mentor asked after it. Most mentors said "Yes" at once ("Session confirmed by both"); every fifth left the
 * question unanswered for LIMITS.sessionCheckDays (7) days and more ("Session confirmed by the student").
 */
const CONFIRMED: SeedIntent[] = SEED_REVIEWS.filter((r) => r.basis === 'session').map((r, k) =>
  k % 5 === 4
    ? {
        student_id: r.student_id,
        mentor_id: r.mentor_id,
        state: 'yes',
        asks: 1,
        created_hours_ago: r.created_hours_ago + 12 * DAY,
        asked_hours_ago: r.created_hours_ago + 9 * DAY,
        answered_hours_ago: r.created_hours_ago + 8 * DAY + 2,
        mentor_state: 'asked',
        mentor_asked_hours_ago: r.created_hours_ago + 8 * DAY,
        mentor_answered_hours_ago: null,
      }
    : {
        student_id: r.student_id,
        mentor_id: r.mentor_id,
        state: 'yes',
        asks: 1,
        created_hours_ago: r.created_hours_ago + 4 * DAY,
        asked_hours_ago: r.created_hours_ago + DAY,
        answered_hours_ago: r.created_hours_ago + 3,
        mentor_state: 'yes',
        mentor_asked_hours_ago: r.created_hours_ago + 2,
        mentor_answered_hours_ago: r.created_hours_ago + 1,
      },
);

/** The mentor with two no-shows reported in the last weeks (flagged to admins). */
export const NO_SHOW_MENTOR_ID = 'mentor-12';

const OTHERS: SeedIntent[] = [
  // Two no-shows for one mentor, from students who have not reviewed them.
  ...STUDENT_IDS.filter((s) => !SEED_REVIEWS.some((r) => r.student_id === s && r.mentor_id === NO_SHOW_MENTOR_ID))
    .slice(0, 2)
    .map((student, k): SeedIntent => ({
      student_id: student,
      mentor_id: NO_SHOW_MENTOR_ID,
      state: 'no',
      asks: 1,
      created_hours_ago: (10 + 5 * k) * DAY,
      asked_hours_ago: (7 + 5 * k) * DAY,
      answered_hours_ago: (7 + 5 * k) * DAY - 2,
      ...MENTOR_NOT_ASKED,
    })),
  // The demo student's dashboard: two questions waiting for an answer, one click still to be asked about.
  ...['mentor-04', 'mentor-06'].map((mentor, k): SeedIntent => ({
    student_id: DEMO_STUDENT_ID,
    mentor_id: mentor,
    state: 'asked',
    asks: 1,
    created_hours_ago: (4 + k) * DAY,
    asked_hours_ago: (1 + k) * DAY,
    answered_hours_ago: null,
    ...MENTOR_NOT_ASKED,
  })),
  {
    student_id: DEMO_STUDENT_ID,
    mentor_id: 'mentor-07',
    state: 'waiting',
    asks: 0,
    created_hours_ago: 20,
    asked_hours_ago: null,
    answered_hours_ago: null,
    ...MENTOR_NOT_ASKED,
  },
  // The demo mentor's dashboard: a student said their session happened; "Did you meet …?" waits for the mentor.
  ...STUDENT_IDS.filter((s) => !SEED_REVIEWS.some((r) => r.student_id === s && r.mentor_id === DEMO_MENTOR_ID))
    .slice(0, 1)
    .map((student): SeedIntent => ({
      student_id: student,
      mentor_id: DEMO_MENTOR_ID,
      state: 'yes',
      asks: 1,
      created_hours_ago: 5 * DAY,
      asked_hours_ago: 2 * DAY,
      answered_hours_ago: 2 * DAY - 3,
      mentor_state: 'asked',
      mentor_asked_hours_ago: DAY,
      mentor_answered_hours_ago: null,
    })),
];

export const SEED_INTENTS: readonly SeedIntent[] = [...CONFIRMED, ...OTHERS];

/** The review counts each demo mentor should end with. */
export function expectedReviewCounts(): Map<string, Pick<ProfileFields, 'review_count' | 'review_sum'>> {
  const counts = new Map(MENTORS.map((m) => [m.id, { review_count: 0, review_sum: 0 }]));
  for (const r of SEED_REVIEWS) {
    const c = counts.get(r.mentor_id);
    if (c) {
      c.review_count += 1;
      c.review_sum += r.stars;
    }
  }
  return counts;
}
