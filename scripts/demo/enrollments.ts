/** The demo requests to join projects (`project_enrollments/{projectId}_{studentId}`). */
import { enrollmentId, LIMITS, LINKEDIN_HOST, type EnrollmentFields } from '@mentorbridge/model';
import { DEMO_STUDENT_ID } from './people';
import { DAY } from './time';

/**
 * A request's content and its times in hours ago: `updated_hours_ago` is its last change (the mentor's decision,
 * the student's withdrawal, the expiry); a needs_info request carries the mentor's question, and an answered one
 * (pending again) the answer, given `answered_hours_ago`.
 */
export type SeedEnrollment = Pick<EnrollmentFields, 'project_id' | 'student_id' | 'linkedin_url' | 'message' | 'status'> & {
  id: string;
  created_hours_ago: number;
  updated_hours_ago: number;
  question?: string;
  answer?: string;
  answered_hours_ago?: number;
};

/** A request expires this many hours after it started waiting (the daily sweep). */
const EXPIRY_HOURS = LIMITS.enrollmentExpiryDays * DAY;

const linkedin = (slug: string): string => `https://www.${LINKEDIN_HOST}/in/${slug}`;

const LINKEDIN_SLUGS: Readonly<Record<string, string>> = {
  'student-01': 'sam-student',
  'student-02': 'leila-haddad',
  'student-03': 'tomas-garcia',
  'student-04': 'aisha-bello',
  'student-05': 'noah-williams',
  'student-06': 'mei-chen',
  'student-07': 'ravi-patel',
};
/**
 * What each student wrote with their application (the apply dialog's "What do you want to get out of this
 * project?"), by request id: in their own words, of varied length, each within LIMITS.applicationMessageMin to
 * applicationMessageMax characters.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  'project-01_student-01':
    'I have done a few React tutorials but never finished a real site. I want a portfolio I can send to recruiters, and to learn how you structure components in a real project.',
  'project-01_student-02': 'A portfolio that loads fast and looks good on phones. I keep getting stuck on layout.',
  'project-01_student-03':
    'I am switching from mechanical engineering to web development. I would like feedback on my code from someone who reviews React every day, and a site that shows my two projects.',
  'project-01_student-04': 'Learn React properly instead of copying snippets, and have something to show at the career fair in May.',
  'project-01_student-05':
    'My current portfolio is a single HTML page. I want to rebuild it with React and routing,\nand understand how to deploy it with a custom domain.',
  'project-01_student-07': 'Practice with hooks and state management on a project with a clear goal and a deadline.',
  'project-02_student-01':
    'I want to understand how WebSockets work beyond the chat demo in the docs: reconnects, presence and what happens when the server restarts.',
  'project-02_student-04': 'Real-time features come up in every interview I do. I want to build one end to end and be able to explain it.',
  'project-02_student-05': 'I built a REST API for my final-year project. Now I want to learn push instead of polling, with tests.',
  'project-02_student-06':
    'I am curious how chat apps keep messages in order across devices. I would like to build the backend part and get a review of my TypeScript.',
  'project-02_student-07': 'Get comfortable with Node.js on the server side and learn how to test something that is real-time.',
  'project-03_student-06':
    'I use a habit tracker every day and always wanted to build my own. I want to ship an app to a real phone, not just run it in a simulator.',
  'project-04_student-01': 'I am taking a statistics minor and want to apply pandas to a messy real dataset, not a clean class example.',
  'project-04_student-03':
    'Learn how an analyst goes from raw trip data to a story a city planner would read: cleaning, charts and what to leave out.',
  'project-04_student-07': 'Build a data project for my CV and learn how to present findings to people who do not code.',
  'project-05_student-02':
    'I am a UX student and have only redesigned apps in Figma. I want to work on a flow that real donors use and measure whether my changes help.',
  'project-05_student-04': 'Accessibility: I want to learn how to test a form with a screen reader and fix what I find.',
  'project-05_student-06': 'Get better at user research and turn interview notes into design decisions a developer can build.',
  'project-05_student-07': 'I volunteer for a food bank and want to learn how to make their online donations easier.',
  'project-06_student-05':
    'Our university cluster runs on Kubernetes and I only know how to use it. I want to deploy something myself and understand what each manifest does.',
  'project-06_student-07': 'Learn Docker and Kubernetes well enough to deploy my own side projects without a tutorial open.',
  'project-07_student-02': 'I want hands-on experience fine-tuning a model and checking whether it is actually better than the baseline.',
  'project-07_student-03': 'I read about transformers in class. Now I want to train one on real support tickets and see where it fails.',
  'project-07_student-04': 'Learn how machine learning is used in a company product, from labelling data to measuring accuracy.',
  'project-07_student-06':
    'My thesis is on text classification. I want to see how it is done in industry: evaluation, error analysis and deployment.',
  'project-08_student-02': 'Security is the part of web development I know least. I want to learn to think like an attacker.',
  'project-08_student-03': 'I enjoy puzzles and want to try my first CTF with someone who can explain what I find.',
  'project-08_student-04':
    'I want to understand the OWASP Top 10 by exploiting each one on a practice app, then learn how to fix them in my own code.',
};

const enrollment = (
  project_id: string,
  student_id: string,
  status: SeedEnrollment['status'],
  created_hours_ago: number,
  decided_hours_ago: number = created_hours_ago,
  extra: Pick<SeedEnrollment, 'question' | 'answer' | 'answered_hours_ago'> = {},
): SeedEnrollment => ({
  id: enrollmentId(project_id, student_id),
  project_id,
  student_id,
  linkedin_url: linkedin(LINKEDIN_SLUGS[student_id] ?? student_id),
  message: MESSAGES[enrollmentId(project_id, student_id)] ?? '',
  status,
  created_hours_ago,
  updated_hours_ago: status === 'pending' ? (extra.answered_hours_ago ?? created_hours_ago) : decided_hours_ago,
  ...extra,
});

/**
 * The demo student has an approved request on project-01, a pending one on project-02 (both the demo
 * mentor's) and a rejected one on project-04. The demo mentor's projects have requests in every status of
 * the application workflow, among them one waiting more than a week and one answered after a question;
 * project-06 is full (one seat, taken). The other mentors differ in responsiveness: Marcus Johnson decides within
 * hours, Maya Mentor within a day, Priya Raman within days, Daniel Okafor and Sofia Rossi have too few decisions
 * ("New mentor"), and Arjun Mehta is paused after three expired requests.
 */
export const ENROLLMENTS: readonly SeedEnrollment[] = [
  enrollment('project-01', DEMO_STUDENT_ID, 'approved', 20 * DAY, 19 * DAY),
  enrollment('project-01', 'student-02', 'approved', 19 * DAY, 18 * DAY),
  enrollment('project-01', 'student-03', 'pending', 2 * DAY),
  enrollment('project-01', 'student-04', 'rejected', 15 * DAY, 14 * DAY),
  enrollment('project-02', DEMO_STUDENT_ID, 'pending', 1 * DAY),
  enrollment('project-02', 'student-05', 'pending', 3 * DAY),
  enrollment('project-03', 'student-06', 'approved', 7 * DAY, 6 * DAY),
  enrollment('project-04', DEMO_STUDENT_ID, 'rejected', 16 * DAY, 15 * DAY),
  enrollment('project-04', 'student-03', 'approved', 18 * DAY, 17 * DAY),
  enrollment('project-04', 'student-07', 'pending', 4 * DAY),
  enrollment('project-05', 'student-02', 'pending', 5 * DAY),
  enrollment('project-05', 'student-04', 'approved', 14 * DAY, 13 * DAY),
  enrollment('project-06', 'student-05', 'approved', 13 * DAY, 12 * DAY),
  enrollment('project-06', 'student-07', 'rejected', 10 * DAY, 9 * DAY),
  enrollment('project-07', 'student-06', 'pending', 2 * DAY + 5),
  enrollment('project-02', 'student-06', 'needs_info', 4 * DAY, 3 * DAY, {
    question: 'Have you used TypeScript before? Tell me about one thing you built with it.',
  }),
  enrollment('project-02', 'student-07', 'pending', 9 * DAY),
  enrollment('project-01', 'student-05', 'pending', 6 * DAY, 6 * DAY, {
    question: 'Which part of the portfolio would you like to focus on?',
    answer: 'The project pages: I want to show my case studies well, with images that load fast.',
    answered_hours_ago: 4 * DAY,
  }),
  enrollment('project-02', 'student-04', 'withdrawn', 6 * DAY, 5 * DAY),
  enrollment('project-01', 'student-07', 'expired', 20 * DAY, 6 * DAY),
  // Priya Raman (project-05) answers slowly: 3 and 4 days, and 1 day above; "Usually responds within 3 days".
  enrollment('project-05', 'student-06', 'rejected', 16 * DAY, 12 * DAY),
  enrollment('project-05', 'student-07', 'approved', 12 * DAY, 9 * DAY),
  // Marcus Johnson (project-08) answers within hours (2, 4 and 1): first under "Most responsive".
  enrollment('project-08', 'student-02', 'approved', 5 * DAY, 5 * DAY - 2),
  enrollment('project-08', 'student-03', 'rejected', 4 * DAY, 4 * DAY - 4),
  enrollment('project-08', 'student-04', 'approved', 3 * DAY, 3 * DAY - 1),
  // Arjun Mehta (project-07) let 3 requests expire in the last 30 days: paused automatically (PAUSED_MENTOR).
  enrollment('project-07', 'student-02', 'expired', 22 * DAY, 22 * DAY - EXPIRY_HOURS),
  enrollment('project-07', 'student-03', 'expired', 20 * DAY, 20 * DAY - EXPIRY_HOURS),
  enrollment('project-07', 'student-04', 'expired', 17 * DAY, 17 * DAY - EXPIRY_HOURS),
];

/** When the last of the paused mentor's three requests expired: the moment onEnrollmentWritten paused them. */
export const PAUSED_AT_HOURS_AGO = 17 * DAY - EXPIRY_HOURS;
