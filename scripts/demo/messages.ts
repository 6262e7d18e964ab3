/** The demo project discussions (`projects/{projectId}/messages/{id}`). */
import type { ProjectMessageFields } from '@mentorbridge/model';
import { DEMO_MENTOR_ID, DEMO_STUDENT_ID } from './people';
import { DAY } from './time';

/** A message's content and its time in hours ago. */
export type SeedProjectMessage = Pick<ProjectMessageFields, 'project_id' | 'user_id' | 'message'> & {
  id: string;
  created_hours_ago: number;
};

/** Messages in `projects/{project_id}/messages/{id}`, by the project's mentor and its approved students. */
export const PROJECT_MESSAGES: readonly SeedProjectMessage[] = [
  {
    id: 'm-01-1',
    project_id: 'project-01',
    user_id: DEMO_MENTOR_ID,
    message:
      'Welcome aboard, Sam and Leila! Start by sketching the pages you want and share a link to your wireframes here by Friday.',
    created_hours_ago: 18 * DAY - 3,
  },
  {
    id: 'm-01-2',
    project_id: 'project-01',
    user_id: DEMO_STUDENT_ID,
    message: 'Thanks Maya! Here is my first sketch: home, projects, about and a contact form. Is a blog worth adding?',
    created_hours_ago: 17 * DAY,
  },
  {
    id: 'm-01-3',
    project_id: 'project-01',
    user_id: DEMO_MENTOR_ID,
    message: 'Skip the blog for now. Recruiters spend under a minute on a portfolio; make the projects page shine first.',
    created_hours_ago: 17 * DAY - 4,
  },
  {
    id: 'm-01-4',
    project_id: 'project-01',
    user_id: 'student-02',
    message: 'Should we use a component library or write our own CSS for this?',
    created_hours_ago: 12 * DAY,
  },
  {
    id: 'm-01-5',
    project_id: 'project-01',
    user_id: DEMO_MENTOR_ID,
    message:
      'Either is fine. Writing your own CSS teaches more; a library ships faster. Pick one and explain the choice in your README.',
    created_hours_ago: 12 * DAY - 2,
  },
  {
    id: 'm-01-6',
    project_id: 'project-01',
    user_id: DEMO_STUDENT_ID,
    message: 'Deployed! The projects page now loads from JSON. Ready for a code review whenever you are.',
    created_hours_ago: 3 * DAY,
  },
  {
    id: 'm-03-1',
    project_id: 'project-03',
    user_id: DEMO_MENTOR_ID,
    message: 'Hi Mei! First milestone: get a blank React Native app running on a real device and share a screenshot.',
    created_hours_ago: 6 * DAY - 2,
  },
  {
    id: 'm-03-2',
    project_id: 'project-03',
    user_id: 'student-06',
    message: 'Running on my Android phone now. Which storage library would you recommend for offline-first data?',
    created_hours_ago: 5 * DAY,
  },
  {
    id: 'm-03-3',
    project_id: 'project-03',
    user_id: DEMO_MENTOR_ID,
    message: 'Start with SQLite through Expo. It keeps queries simple and the sync story clear. We can revisit later.',
    created_hours_ago: 5 * DAY - 3,
  },
  {
    id: 'm-04-1',
    project_id: 'project-04',
    user_id: 'mentor-02',
    message: 'Tomás, the dataset link is in the project description. Begin by checking for missing station ids.',
    created_hours_ago: 17 * DAY - 5,
  },
  {
    id: 'm-04-2',
    project_id: 'project-04',
    user_id: 'student-03',
    message: 'Found about 2% of trips without an end station. Drop them or impute?',
    created_hours_ago: 16 * DAY,
  },
  {
    id: 'm-04-3',
    project_id: 'project-04',
    user_id: 'mentor-02',
    message: 'Drop them, but say so in your summary. Being transparent about cleaning choices is half of the job.',
    created_hours_ago: 16 * DAY - 2,
  },
  {
    id: 'm-05-1',
    project_id: 'project-05',
    user_id: 'mentor-03',
    message: 'Aisha, please recruit five people who have donated online before. I will send you a short interview script.',
    created_hours_ago: 13 * DAY - 4,
  },
  {
    id: 'm-05-2',
    project_id: 'project-05',
    user_id: 'student-04',
    message: 'Interviews done! Biggest pain point: people could not tell whether the donation was monthly or one-off.',
    created_hours_ago: 9 * DAY,
  },
  {
    id: 'm-05-3',
    project_id: 'project-05',
    user_id: 'mentor-03',
    message: 'Great finding. Make that choice the very first step of the flow and test the new version.',
    created_hours_ago: 9 * DAY - 6,
  },
  {
    id: 'm-05-4',
    project_id: 'project-05',
    user_id: 'student-04',
    message: 'Prototype updated; four of five testers completed the donation without help this time.',
    created_hours_ago: 4 * DAY,
  },
  {
    id: 'm-06-1',
    project_id: 'project-06',
    user_id: 'mentor-09',
    message: 'Noah, welcome! Containerise the API first and keep the image under 200 MB.',
    created_hours_ago: 12 * DAY - 3,
  },
  {
    id: 'm-06-2',
    project_id: 'project-06',
    user_id: 'student-05',
    message: 'Multi-stage build got it down to 84 MB. Moving on to the manifests.',
    created_hours_ago: 10 * DAY,
  },
  {
    id: 'm-06-3',
    project_id: 'project-06',
    user_id: 'mentor-09',
    message: 'Nice work. Add readiness and liveness probes before you touch autoscaling.',
    created_hours_ago: 10 * DAY - 5,
  },
];
