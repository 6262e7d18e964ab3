/** The demo community discussions (`community_discussions/{id}`), all started by the admin. */
import type { DiscussionCategory, DiscussionFields } from '@mentorbridge/model';
import { ADMIN_ID, DEMO_MENTOR_ID, DEMO_STUDENT_ID } from './people';
import { DAY } from './time';

/** A discussion's content, who likes it, and its time in hours ago. */
export type SeedDiscussion = Pick<DiscussionFields, 'author_id' | 'title' | 'content' | 'tags'> & {
  id: string;
  category: DiscussionCategory;
  /** Users who like the discussion: `community_discussions/{id}/likes/{uid}`. */
  liked_by: string[];
  created_hours_ago: number;
};

/**
 * The demo student likes discussion-01 and discussion-03 but not discussion-02, and likes comment c-01-1
 * but not c-01-2, so tests can exercise both liking and unliking.
 */
export const DISCUSSIONS: readonly SeedDiscussion[] = [
  {
    id: 'discussion-01',
    author_id: ADMIN_ID,
    title: 'How did you land your first tech internship?',
    content:
      'Internship season is starting and many of you are sending applications. Mentors and students who already got through it: what actually worked for you? Referrals, career fairs, cold e-mails, open-source contributions? Share what you would do again and what you would skip.',
    category: 'Career Advice',
    tags: ['internships', 'job search', 'first job'],
    liked_by: [DEMO_STUDENT_ID, 'student-02', 'student-03', DEMO_MENTOR_ID, 'mentor-12', 'student-07'],
    created_hours_ago: 27 * DAY,
  },
  {
    id: 'discussion-02',
    author_id: ADMIN_ID,
    title: 'Will AI coding assistants change what juniors need to learn?',
    content:
      'AI assistants now write a lot of boilerplate code. Does that make fundamentals more or less important for someone starting out? We would love to hear how mentors see hiring expectations shifting, and how students are using these tools while learning.',
    category: 'Technology Trends',
    tags: ['ai', 'developer tools', 'careers'],
    liked_by: ['mentor-10', 'student-06', 'mentor-02'],
    created_hours_ago: 24 * DAY,
  },
  {
    id: 'discussion-03',
    author_id: ADMIN_ID,
    title: 'Which side projects actually impressed interviewers?',
    content:
      'Not every to-do app is created equal. Which personal or course projects sparked real conversations in your interviews? Tell us what the project was, what made it stand out, and how you talked about it.',
    category: 'Skills Development',
    tags: ['portfolio', 'projects', 'interviews'],
    liked_by: [DEMO_STUDENT_ID, 'student-04', 'mentor-03', 'mentor-09'],
    created_hours_ago: 21 * DAY,
  },
  {
    id: 'discussion-04',
    author_id: ADMIN_ID,
    title: 'Balancing a research assistantship with coursework',
    content:
      'Several students have asked how to fit undergraduate research around a full course load. How many hours a week is realistic? How do you pick a lab, and how do you turn a research project into something industry recruiters understand?',
    category: 'Research',
    tags: ['research', 'graduate school', 'time management'],
    liked_by: ['mentor-11', 'student-06'],
    created_hours_ago: 18 * DAY,
  },
  {
    id: 'discussion-05',
    author_id: ADMIN_ID,
    title: 'Green software: does efficient code matter for the climate?',
    content:
      'Data centres use a growing share of the world’s electricity. Are teams around you measuring the energy cost of their software or cloud bills with sustainability in mind? Share tools, articles or practices you have come across.',
    category: 'Sustainability',
    tags: ['green software', 'cloud', 'energy'],
    liked_by: [],
    created_hours_ago: 15 * DAY,
  },
  {
    id: 'discussion-06',
    author_id: ADMIN_ID,
    title: 'What makes a great first session with a mentor?',
    content:
      'You booked your first Topmate session. Now what? Mentors, tell us what you wish students prepared beforehand. Students, share the questions that got you the most useful advice.',
    category: 'Mentorship',
    tags: ['mentorship', 'goals', 'first session'],
    liked_by: ['student-02', 'student-05', DEMO_MENTOR_ID, 'mentor-06', 'student-03'],
    created_hours_ago: 12 * DAY,
  },
  {
    id: 'discussion-07',
    author_id: ADMIN_ID,
    title: 'Switching careers into UX design after 30',
    content:
      'We regularly hear from people moving into UX from teaching, retail or marketing. What transferable skills helped you most, and how did you build a portfolio without client work? Experienced designers, what do you look for in career switchers?',
    category: 'Career Advice',
    tags: ['career change', 'ux', 'portfolio'],
    liked_by: ['student-04', 'mentor-03'],
    created_hours_ago: 9 * DAY,
  },
  {
    id: 'discussion-08',
    author_id: ADMIN_ID,
    title: 'Is Kubernetes knowledge expected for new grads?',
    content:
      'Job ads increasingly list Kubernetes, Terraform and CI/CD even for junior roles. Is this a real expectation or a wish list? Which cloud skills should a graduate learn first?',
    category: 'Technology Trends',
    tags: ['cloud', 'devops', 'kubernetes'],
    liked_by: ['student-05', 'student-07', 'mentor-09'],
    created_hours_ago: 6 * DAY,
  },
  {
    id: 'discussion-09',
    author_id: ADMIN_ID,
    title: 'Share your favourite free resources for learning SQL',
    content:
      'SQL comes up in data, product, analytics and backend interviews alike. Post the free courses, practice sites and datasets that helped you, and say what level they suit.',
    category: 'Skills Development',
    tags: ['sql', 'data', 'resources'],
    liked_by: ['student-03', 'mentor-13'],
    created_hours_ago: 3 * DAY,
  },
  {
    id: 'discussion-10',
    author_id: ADMIN_ID,
    title: 'Giving back: when should you start mentoring others?',
    content:
      'You do not need ten years of experience to help someone one step behind you. When did you start mentoring, and what did it teach you? Let us hear from peer mentors and teaching assistants too.',
    category: 'Mentorship',
    tags: ['mentorship', 'community', 'leadership'],
    liked_by: [DEMO_MENTOR_ID],
    created_hours_ago: 1 * DAY,
  },
];
