/** The demo comments (`community_discussions/{d}/comments/{id}`). */
import type { CommentFields } from '@mentorbridge/model';
import { ADMIN_ID, DEMO_MENTOR_ID, DEMO_STUDENT_ID } from './people';
import { DAY } from './time';

/** A comment's content, who likes it, and its time in hours ago; its id is `c-<discussion number>-<n>`. */
export type SeedComment = Pick<CommentFields, 'discussion_id' | 'user_id' | 'content'> & {
  id: string;
  /** Users who like the comment: `community_discussions/{d}/comments/{c}/likes/{uid}`. */
  liked_by: string[];
  created_hours_ago: number;
};

export const COMMENTS: readonly SeedComment[] = [
  // discussion-01: 5 comments
  {
    id: 'c-01-1',
    discussion_id: 'discussion-01',
    user_id: DEMO_MENTOR_ID,
    content:
      'Referrals, by far. Ask people for a 15-minute chat about their work, not for a job. The referral usually follows.',
    liked_by: [DEMO_STUDENT_ID, 'student-02', 'student-03'],
    created_hours_ago: 26 * DAY,
  },
  {
    id: 'c-01-2',
    discussion_id: 'discussion-01',
    user_id: 'student-02',
    content: 'A hackathon project got me my internship. The recruiter had seen the demo at the closing ceremony.',
    liked_by: [DEMO_MENTOR_ID],
    created_hours_ago: 25 * DAY,
  },
  {
    id: 'c-01-3',
    discussion_id: 'discussion-01',
    user_id: 'mentor-12',
    content: 'Apply early. Many programmes fill most of their spots before the official deadline.',
    liked_by: [],
    created_hours_ago: 22 * DAY,
  },
  {
    id: 'c-01-4',
    discussion_id: 'discussion-01',
    user_id: 'student-07',
    content: 'Small open-source contributions helped me. Interviewers asked about my pull requests more than my grades.',
    liked_by: ['mentor-09', 'student-05'],
    created_hours_ago: 10 * DAY,
  },
  {
    id: 'c-01-5',
    discussion_id: 'discussion-01',
    user_id: DEMO_STUDENT_ID,
    content: 'This thread is gold. Starting my referral outreach this week!',
    liked_by: [],
    created_hours_ago: 2 * DAY,
  },
  // discussion-02: 3 comments
  {
    id: 'c-02-1',
    discussion_id: 'discussion-02',
    user_id: 'mentor-10',
    content:
      'Fundamentals matter more, not less. You need them to judge whether the generated code is right, and reviewers can tell.',
    liked_by: ['student-06', DEMO_MENTOR_ID],
    created_hours_ago: 23 * DAY,
  },
  {
    id: 'c-02-2',
    discussion_id: 'discussion-02',
    user_id: 'student-06',
    content: 'I use an assistant to explain unfamiliar code, but I write my coursework myself. It has been a good balance.',
    liked_by: [],
    created_hours_ago: 20 * DAY,
  },
  {
    id: 'c-02-3',
    discussion_id: 'discussion-02',
    user_id: 'mentor-12',
    content: 'In our interviews we now ask candidates to review and debug code rather than write it from scratch.',
    liked_by: ['student-02'],
    created_hours_ago: 8 * DAY,
  },
  // discussion-03: 4 comments
  {
    id: 'c-03-1',
    discussion_id: 'discussion-03',
    user_id: 'mentor-09',
    content: 'Anything with real users. Even ten users means you handled bugs, feedback and deployments.',
    liked_by: [DEMO_STUDENT_ID],
    created_hours_ago: 20 * DAY,
  },
  {
    id: 'c-03-2',
    discussion_id: 'discussion-03',
    user_id: 'student-04',
    content: 'My accessibility audit of the university website got more questions than any of my visual designs.',
    liked_by: ['mentor-03', 'student-02'],
    created_hours_ago: 19 * DAY,
  },
  {
    id: 'c-03-3',
    discussion_id: 'discussion-03',
    user_id: 'mentor-03',
    content: 'Show your process, not only the result. The decisions you rejected say a lot about you.',
    liked_by: [],
    created_hours_ago: 16 * DAY,
  },
  {
    id: 'c-03-4',
    discussion_id: 'discussion-03',
    user_id: ADMIN_ID,
    content: 'Reminder: the Projects page has mentor-reviewed projects that make great portfolio pieces.',
    liked_by: [],
    created_hours_ago: 7 * DAY,
  },
  // discussion-04: 2 comments
  {
    id: 'c-04-1',
    discussion_id: 'discussion-04',
    user_id: 'mentor-11',
    content: 'Ten hours a week is sustainable for most students. Agree on a clear deliverable with your supervisor each term.',
    liked_by: ['student-06'],
    created_hours_ago: 17 * DAY,
  },
  {
    id: 'c-04-2',
    discussion_id: 'discussion-04',
    user_id: 'student-06',
    content: 'Writing a short blog post about each paper I worked on helped me explain it in interviews.',
    liked_by: [],
    created_hours_ago: 14 * DAY,
  },
  // discussion-05: no comments yet
  // discussion-06: 4 comments
  {
    id: 'c-06-1',
    discussion_id: 'discussion-06',
    user_id: 'mentor-06',
    content: 'Come with one concrete goal and three questions. We can go deep instead of wide.',
    liked_by: ['student-05', DEMO_STUDENT_ID],
    created_hours_ago: 11 * DAY,
  },
  {
    id: 'c-06-2',
    discussion_id: 'discussion-06',
    user_id: 'student-05',
    content: 'Sending my CV a day ahead made the session much more useful.',
    liked_by: [],
    created_hours_ago: 10 * DAY,
  },
  {
    id: 'c-06-3',
    discussion_id: 'discussion-06',
    user_id: DEMO_MENTOR_ID,
    content: 'Take notes and send a short follow-up with what you will try. It builds a relationship, not only a session.',
    liked_by: ['mentor-06'],
    created_hours_ago: 9 * DAY,
  },
  {
    id: 'c-06-4',
    discussion_id: 'discussion-06',
    user_id: 'student-03',
    content: 'Asking "what would you do in my position?" got me the most honest answers.',
    liked_by: [],
    created_hours_ago: 5 * DAY,
  },
  // discussion-07: 2 comments
  {
    id: 'c-07-1',
    discussion_id: 'discussion-07',
    user_id: 'mentor-03',
    content:
      'Teachers make excellent researchers; you already know how to explain and observe. Redesign something you used daily in your old job.',
    liked_by: ['student-04'],
    created_hours_ago: 8 * DAY,
  },
  {
    id: 'c-07-2',
    discussion_id: 'discussion-07',
    user_id: 'student-04',
    content: 'Volunteering for a local nonprofit gave me my first real client project.',
    liked_by: [],
    created_hours_ago: 6 * DAY,
  },
  // discussion-08: 3 comments
  {
    id: 'c-08-1',
    discussion_id: 'discussion-08',
    user_id: 'mentor-09',
    content: 'Learn Linux, networking basics and one cloud provider first. Kubernetes makes more sense after that.',
    liked_by: ['student-05', 'student-07', DEMO_STUDENT_ID],
    created_hours_ago: 5 * DAY,
  },
  {
    id: 'c-08-2',
    discussion_id: 'discussion-08',
    user_id: 'student-07',
    content: 'Running a tiny cluster on old laptops taught me more than any tutorial.',
    liked_by: [],
    created_hours_ago: 4 * DAY,
  },
  {
    id: 'c-08-3',
    discussion_id: 'discussion-08',
    user_id: 'mentor-08',
    content: 'And learn how secrets are handled in a cluster. It comes up in almost every security review.',
    liked_by: ['mentor-09'],
    created_hours_ago: 2 * DAY,
  },
  // discussion-09: 1 comment
  {
    id: 'c-09-1',
    discussion_id: 'discussion-09',
    user_id: 'mentor-13',
    content: 'SQLBolt for the basics, then answer real questions on a public dataset you care about.',
    liked_by: ['student-03'],
    created_hours_ago: 2 * DAY,
  },
  // discussion-10: no comments yet
];
