/// <reference types="node" />
// Node's types for reading the document only: the model itself stays free of them (tsconfig "types": []).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adminPaths,
  COLLECTIONS,
  newComment,
  newContactMessage,
  newDiscussion,
  newEnrollment,
  newAuditEntry,
  newDecisionRecord,
  newExpiryRecord,
  newLike,
  newProfile,
  newProject,
  newProjectMessage,
  newVideo,
  paths,
  mentorStats,
  personCopy,
  SEARCH_FIELDS,
  STATS_LOGS,
  type DeletedAccountFields,
  newDevice,
  newParticipant,
  PARTICIPANTS,
  newNotification,
  newNotificationSettings,
  notificationPaths,
  USER_PRIVATE,
  type MailFields,
  newBookingIntent,
  newReview,
  moderationPaths,
  newSuspension,
  newReport,
  newReportTarget,
  newRateLimits,
  RATE_LIMITS_COLLECTION,
  rateLimitPath,
  newBlockList,
} from './index';

/**
 * docs/data-model.md against the model: a section per collection, and each section's field table lists
 * exactly what the collection's builder writes. A field added in one place without the other fails here.
 */
const doc = readFileSync(new URL('../../docs/data-model.md', import.meta.url), 'utf8');

/** The sections (## or ###) whose heading starts with a backticked name, a path or a type, by that name. */
function sections(markdown: string): Map<string, string> {
  const headings = [...markdown.matchAll(/^#{1,3} .*$/gm)];
  const found = new Map<string, string>();
  headings.forEach((heading, i) => {
    const name = heading[0].match(/^#{2,3} `([^`]+)`/)?.[1];
    if (name) found.set(name, markdown.slice(heading.index, headings[i + 1]?.index ?? markdown.length));
  });
  return found;
}

/** The fields a section documents: the first column of its table rows, when it is a backticked name. */
function documentedFields(section: string): string[] {
  return [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((row) => row[1]).sort();
}

/** The collection a document path's document is in (path headings name documents). */
function collectionOf(path: string): string {
  const segments = path.split('/');
  return segments[segments.length - 2];
}

const byId = sections(doc);
const mentor = personCopy({ id: 'm', display_name: 'Mia' });
const student = personCopy({ id: 's', display_name: 'Sam' });
const projectFields = newProject({ title: 'T', description: 'D', category: 'C' }, mentor, 0);
const enrollment = newEnrollment({ id: 'p', ...projectFields }, student, 'https://linkedin.com/in/sam', 0);

/** The fields functions keep on a collection's documents besides what its builder writes. */
const kept = (path: string): readonly string[] => SEARCH_FIELDS[collectionOf(path) as keyof typeof SEARCH_FIELDS] ?? [];

/** Every builder, with the heading of the section that documents what it writes. */
const built: [heading: string, document: object][] = [
  [paths.profile('{uid}'), newProfile({ display_name: 'Ada' }, 0)],
  [paths.project('{projectId}'), projectFields],
  [paths.enrollment('{projectId}', '{studentId}'), enrollment],
  [`${paths.projectMessages('{projectId}')}/{messageId}`, newProjectMessage('p', student, 'Hi', 0)],
  [paths.discussion('{discussionId}'), newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, mentor, 0)],
  [`${paths.discussionLikes('{discussionId}')}/{uid}`, newLike('s', 0)],
  [`${paths.comments('{discussionId}')}/{commentId}`, newComment('d', student, 'C', 0)],
  [`${paths.commentLikes('{discussionId}', '{commentId}')}/{uid}`, newLike('s', 0)],
  [
    paths.video('{videoId}'),
    newVideo({ title: 'T', description: 'D', video_url: 'u', youtube_id: 'abcdefghijk', category: 'Tech' }, mentor, 0),
  ],
  [`${COLLECTIONS.contactMessages}/{messageId}`, newContactMessage({ name: 'N', email: 'e@x.io', subject: 'S', message: 'M' }, null, 0)],
  [
    adminPaths.auditEntry('{entryId}'),
    newAuditEntry({ actor_id: 'a', action: 'promote', target_path: paths.profile('u'), target_name: 'U' }, 0),
  ],
  [adminPaths.deletedAccount('{uid}'), { deleted_at: 0 } satisfies Record<keyof DeletedAccountFields, unknown>],
  [`${adminPaths.decisionLog('{mentorId}')}/{decisionId}`, newDecisionRecord('approved', 0, 0)],
  [`${adminPaths.expiryLog('{mentorId}')}/{expiryId}`, newExpiryRecord(0)],
  [
    'MentorStats',
    mentorStats({ recent: [], decidedInWindow: 0, expiredInWindow: 0, openRequests: 0, sessionsConfirmed: 0 }),
  ],
  [notificationPaths.settings('{uid}'), newNotificationSettings(null, { type: 'request_received', channel: 'email', on: false }, 0)],
  [
    notificationPaths.notification('{uid}', '{notificationId}'),
    newNotification({ type: 'request_received', recipient_id: 'm', actor: student, target: '/dashboard', thread: null }, 0),
  ],
  [notificationPaths.device('{uid}', '{deviceId}'), newDevice('token', 'Chrome on Linux', 0)],
  [`${notificationPaths.participants('{discussionId}')}/{uid}`, newParticipant('u', 0)],
  [`${notificationPaths.mail}/{mailId}`, { to: 'a@b.io', message: { subject: 'S', text: 'T', html: 'H' } } satisfies MailFields],
  [paths.review('{mentorId}', '{studentId}'), newReview(student, 'm', { stars: 4, text: 'T', basis: 'session', confirmed_by: 'both', basis_id: 'i' }, 0)],
  [paths.bookingIntent('{intentId}'), newBookingIntent('s', mentor, 0)],
  [moderationPaths.suspension('{uid}'), newSuspension({ reason: 'spam', until: null, admin_id: 'a' }, 0)],
  [`${COLLECTIONS.reports}/{reporterId}_{targetKey}`, newReport('u', { kind: 'video', target_path: 'videos/v', reason: 'spam', note: '' }, 0)],
  [
    `${COLLECTIONS.reportTargets}/{targetKey}`,
    newReportTarget({ kind: 'video', target_path: 'videos/v', count: 1, reasons: {}, author_id: 'm', author_name: 'M', title: 'T', text: 'X' }, 0),
  ],
  [rateLimitPath('{uid}'), newRateLimits(0)],
  [moderationPaths.blocks('{uid}'), newBlockList(['b'], 0)],
  ['PersonCopy', mentor],
  ['ProjectCopy', enrollment.project],
];

describe('docs/data-model.md', () => {
  it('has a section for every collection of the model', () => {
    const documented = new Set([...byId.keys()].filter((name) => name.includes('/')).map(collectionOf));
    for (const name of [...Object.values(COLLECTIONS), ...Object.values(STATS_LOGS), ...Object.values(USER_PRIVATE), RATE_LIMITS_COLLECTION, PARTICIPANTS]) {
      expect(documented, `no section for ${name}`).toContain(name);
    }
  });

  it.each(built)('documents exactly the fields %s is built with, and those functions keep', (heading, document) => {
    const section = byId.get(heading);
    expect(section, `no section headed \`${heading}\``).toBeDefined();
    expect(documentedFields(section ?? '')).toEqual([...Object.keys(document), ...kept(heading)].sort());
  });
});
