import { notificationTargets, REPORT_TARGETS, type ReportTarget } from '@mentorbridge/model';

/**
 * Where the Reports tab opens a reported thing in place: the app's page that shows it (notificationTargets' routes).
 * A comment opens its discussion, a project message its project's discussion, a review its mentor's page (which lists
 * the reviews), and a video its mentor's page (which lists their videos). Null
 * when the path is not of its kind, or a video's mentor is unknown.
 */
export function reportTargetHref(target: Pick<ReportTarget, 'kind' | 'target_path' | 'author_id'>): string | null {
  if (!REPORT_TARGETS[target.kind].test(target.target_path)) return null;
  // e.g. community_discussions/{id}/comments/{commentId}, projects/{id}/messages/{messageId}, profiles/{id}/reviews/{studentId}
  const [, id] = target.target_path.split('/');
  switch (target.kind) {
    case 'discussion':
    case 'comment':
      return notificationTargets.discussion(id);
    case 'project_message':
      return notificationTargets.projectThread(id);
    case 'profile':
    case 'review':
      return notificationTargets.mentorReviews(id);
    case 'video':
      return target.author_id ? notificationTargets.mentorReviews(target.author_id) : null;
  }
}
