/**
 * A few notifications for each demo account (`user_private/{uid}/notifications/{id}`), of varied types, read and
 * unread, so the bell has something to show at once. The triggers add more as the seed writes requests, messages
 * and comments (functions/src/notifications.ts); these have fixed ids, so a re-seed overwrites them.
 */
import { notificationTargets, threadKey, type NotificationType } from '@mentorbridge/model';
import { ADMIN_ID, DEMO_MENTOR_ID, DEMO_STUDENT_ID } from './people';
import { PROJECTS } from './projects';
import { DAY } from './time';

/** A notification's content, its actor (a seeded person, or none) and its time in hours ago. */
export interface SeedNotification {
  id: string;
  recipient_id: string;
  type: NotificationType;
  actor_id: string | null;
  target: string;
  title: string;
  thread?: string;
  count?: number;
  read: boolean;
  hours_ago: number;
}

const titleOf = (projectId: string): string => {
  const project = PROJECTS.find((p) => p.id === projectId);
  if (!project) throw new Error(`No demo project ${projectId}`);
  return project.title;
};

export const NOTIFICATIONS: readonly SeedNotification[] = [
  // The demo mentor: new applications, an answer, a request waiting a week, and the project-01 thread.
  {
    id: 'demo-mentor-1',
    recipient_id: DEMO_MENTOR_ID,
    type: 'request_received',
    actor_id: 'student-03',
    target: notificationTargets.mentorRequests('project-01'),
    title: titleOf('project-01'),
    read: false,
    hours_ago: 2 * DAY,
  },
  {
    id: 'demo-mentor-2',
    recipient_id: DEMO_MENTOR_ID,
    type: 'answer_received',
    actor_id: 'student-05',
    target: notificationTargets.mentorRequests('project-01'),
    title: titleOf('project-01'),
    read: false,
    hours_ago: 4 * DAY,
  },
  {
    id: 'demo-mentor-3',
    recipient_id: DEMO_MENTOR_ID,
    type: 'request_waiting',
    actor_id: 'student-07',
    target: notificationTargets.mentorRequests('project-02'),
    title: titleOf('project-02'),
    read: true,
    hours_ago: 2 * DAY,
  },
  {
    id: threadKey.project('project-01'),
    recipient_id: DEMO_MENTOR_ID,
    type: 'project_message',
    actor_id: 'student-02',
    target: notificationTargets.projectThread('project-01'),
    title: titleOf('project-01'),
    thread: threadKey.project('project-01'),
    count: 2,
    read: true,
    hours_ago: 16 * DAY,
  },
  // The demo student: a rejection, an approval, and a question on a discussion they took part in.
  {
    id: 'demo-student-1',
    recipient_id: DEMO_STUDENT_ID,
    type: 'request_approved',
    actor_id: DEMO_MENTOR_ID,
    target: notificationTargets.application('project-01'),
    title: titleOf('project-01'),
    read: true,
    hours_ago: 19 * DAY,
  },
  {
    id: 'demo-student-2',
    recipient_id: DEMO_STUDENT_ID,
    type: 'request_rejected',
    actor_id: 'mentor-02',
    target: notificationTargets.application('project-04'),
    title: titleOf('project-04'),
    read: false,
    hours_ago: 15 * DAY,
  },
  {
    id: threadKey.project('project-01'),
    recipient_id: DEMO_STUDENT_ID,
    type: 'project_message',
    actor_id: DEMO_MENTOR_ID,
    target: notificationTargets.projectThread('project-01'),
    title: titleOf('project-01'),
    thread: threadKey.project('project-01'),
    count: 1,
    read: false,
    hours_ago: 17 * DAY - 4,
  },
  // The admin: replies to the discussions they started.
  {
    id: threadKey.discussion('discussion-02'),
    recipient_id: ADMIN_ID,
    type: 'discussion_reply',
    actor_id: DEMO_MENTOR_ID,
    target: notificationTargets.discussion('discussion-02'),
    title: 'Will AI coding assistants change what juniors need to learn?',
    thread: threadKey.discussion('discussion-02'),
    count: 1,
    read: true,
    hours_ago: 9 * DAY,
  },
  {
    id: threadKey.discussion('discussion-01'),
    recipient_id: ADMIN_ID,
    type: 'discussion_reply',
    actor_id: DEMO_STUDENT_ID,
    target: notificationTargets.discussion('discussion-01'),
    title: 'How did you land your first tech internship?',
    thread: threadKey.discussion('discussion-01'),
    count: 3,
    read: false,
    hours_ago: 3 * DAY,
  },
];
