// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths, REPORT_TARGET_KINDS, type ReportTargetKind } from '@mentorbridge/model';
import { reportTargetHref } from './reportLinks';

const link = (kind: ReportTargetKind, target_path: string, author_id = 'mentor-1') => reportTargetHref({ kind, target_path, author_id });

describe('reportTargetHref', () => {
  it('opens each kind of reported thing where the app shows it', () => {
    expect(link('discussion', paths.discussion('d1'))).toBe('/community/discussion/d1');
    // A comment opens its discussion; a message inside a project discussion opens that project's discussion page.
    expect(link('comment', `${paths.comments('d1')}/c1`)).toBe('/community/discussion/d1');
    expect(link('project_message', `${paths.projectMessages('p1')}/m1`)).toBe('/project-discussions/p1');
    expect(link('profile', paths.profile('u1'))).toBe('/profile/u1');
    // A review opens the reviewed mentor's page, which lists the reviews (not the student's).
    expect(link('review', paths.review('mentor-2', 'student-1'))).toBe('/profile/mentor-2');
    // A video opens its mentor's page, which lists their videos.
    expect(link('video', paths.video('v1'), 'mentor-3')).toBe('/profile/mentor-3');
  });

  it('gives a link for every kind, and none for a path of another kind or a video whose mentor is unknown', () => {
    const samples: Record<ReportTargetKind, string> = {
      discussion: paths.discussion('d1'),
      comment: `${paths.comments('d1')}/c1`,
      project_message: `${paths.projectMessages('p1')}/m1`,
      video: paths.video('v1'),
      profile: paths.profile('u1'),
      review: paths.review('m1', 's1'),
    };
    for (const kind of REPORT_TARGET_KINDS) expect(link(kind, samples[kind]), kind).toMatch(/^\/[a-z-]+\/.+/);
    expect(link('comment', paths.discussion('d1'))).toBeNull();
    expect(link('video', paths.video('v1'), '')).toBeNull();
  });

  it('escapes ids as the routes do', () => {
    expect(link('discussion', paths.discussion('a b'))).toBe('/community/discussion/a%20b');
  });
});
