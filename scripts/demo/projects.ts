/** The demo projects (`projects/{id}`): every difficulty, most categories, several for the demo mentor. */
import type { ProjectInput } from '@mentorbridge/model';
import { DEMO_MENTOR_ID } from './people';
import { DAY } from './time';

/** A project's content (seats: the model's default unless given), its mentor, and its times in hours ago. */
export type SeedProject = Omit<ProjectInput, 'seats'> &
  Partial<Pick<ProjectInput, 'seats'>> & { id: string; mentor_id: string; created_hours_ago: number; updated_hours_ago: number };

export const PROJECTS: readonly SeedProject[] = [
  {
    id: 'project-01',
    title: 'Build a Personal Portfolio with React',
    description:
      'Design and ship a responsive portfolio site with React and TypeScript. You will plan the information architecture, build reusable components, add a projects page fed from JSON, and deploy it with a custom domain. We finish with a code review and a checklist for showing it to recruiters.',
    category: 'Web Development',
    difficulty: 'beginner',
    estimated_hours: 12,
    mentor_id: DEMO_MENTOR_ID,
    created_hours_ago: 22 * DAY,
    updated_hours_ago: 21 * DAY,
  },
  {
    id: 'project-02',
    title: 'Real-time Chat App with WebSockets',
    description:
      'Build a small multi-room chat service: a Node.js WebSocket server, a React client, presence indicators and message history. Along the way you will learn about connection lifecycles, optimistic UI and how to test real-time features.',
    category: 'Web Development',
    difficulty: 'intermediate',
    estimated_hours: 30,
    mentor_id: DEMO_MENTOR_ID,
    created_hours_ago: 18 * DAY,
    updated_hours_ago: 18 * DAY,
  },
  {
    id: 'project-03',
    title: 'Ship a Mobile Habit Tracker with React Native',
    description:
      'Create an offline-first habit tracker for iOS and Android with React Native. Covers local storage and sync, notifications, charts of streaks, and publishing a beta build to testers. Expect weekly check-ins on architecture decisions.',
    category: 'Mobile Development',
    difficulty: 'advanced',
    estimated_hours: 60,
    mentor_id: DEMO_MENTOR_ID,
    created_hours_ago: 9 * DAY,
    updated_hours_ago: 8 * DAY,
  },
  {
    id: 'project-04',
    title: 'Exploratory Analysis of City Bike Trips',
    description:
      'Take a public bike-share dataset, clean it with pandas, and answer real questions: when are stations empty, how does weather change demand, which routes are growing? You will publish a notebook and a one-page summary for a non-technical audience.',
    category: 'Data Science',
    difficulty: 'beginner',
    estimated_hours: 1,
    mentor_id: 'mentor-02',
    created_hours_ago: 20 * DAY,
    updated_hours_ago: 20 * DAY,
  },
  {
    id: 'project-05',
    title: 'Redesign a Nonprofit Donation Flow',
    description:
      'Run a lightweight usability study on an existing donation page, map the pain points, and redesign the flow in Figma. Deliverables are a research summary, annotated wireframes and a clickable prototype tested with five users.',
    category: 'UI/UX Design',
    difficulty: 'intermediate',
    estimated_hours: 25,
    mentor_id: 'mentor-03',
    created_hours_ago: 17 * DAY,
    updated_hours_ago: 16 * DAY,
  },
  {
    id: 'project-06',
    title: 'Deploy a Containerised API to Kubernetes',
    description:
      'Containerise a small REST API, write Kubernetes manifests, and deploy it to a managed cluster with Terraform and a CI/CD pipeline. Includes health checks, autoscaling, secrets management and a post-mortem of a deliberately broken deploy.',
    category: 'Cloud Computing',
    difficulty: 'advanced',
    estimated_hours: 45,
    // One seat, taken by its approved student: the demo's full project.
    seats: 1,
    mentor_id: 'mentor-09',
    created_hours_ago: 15 * DAY,
    updated_hours_ago: 15 * DAY,
  },
  {
    id: 'project-07',
    title: 'Fine-tune a Text Classifier for Support Tickets',
    description:
      'Build an end-to-end ML capstone: label a dataset of support tickets, fine-tune a transformer classifier, evaluate it honestly, and serve it behind an API with monitoring. Suited to students comfortable with Python and basic ML.',
    category: 'Artificial Intelligence',
    difficulty: 'advanced',
    estimated_hours: 100,
    mentor_id: 'mentor-10',
    // Older than its three expired requests (PAUSED_MENTOR_ID).
    created_hours_ago: 24 * DAY,
    updated_hours_ago: 23 * DAY,
  },
  {
    id: 'project-08',
    title: 'Capture the Flag: Web Application Security Basics',
    description:
      'Work through a guided set of web security challenges on an intentionally vulnerable app: injection, broken access control, XSS and insecure session handling. For each flag you write a short report with the fix a developer would need.',
    category: 'Cybersecurity',
    difficulty: 'intermediate',
    estimated_hours: 8,
    mentor_id: 'mentor-08',
    created_hours_ago: 6 * DAY,
    updated_hours_ago: 6 * DAY,
  },
];
