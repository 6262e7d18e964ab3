import { describe, expect, it } from 'vitest';
import {
  DIFFICULTIES,
  DISCUSSION_CATEGORIES,
  ENROLLMENT_STATUSES,
  isOneOf,
  isRating,
  isYouTubeId,
  LIMITS,
  LISTS,
  NEW_MENTOR_RANK,
  OPEN_ENROLLMENT_STATUSES,
  RATE_BUCKETS,
  responseRank,
  responsivenessText,
  SPECIALIZATIONS,
  TOPMATE_PATTERN,
  VIDEO_CATEGORIES,
  type Specialization,
  isReviewText,
  paths,
  reportTargetKind,
} from '@mentorbridge/model';
import {
  ADMIN_ID,
  ADMINS,
  BLOCKS,
  COMMENT_LIKES,
  COMMENTS,
  DEMO_ACCOUNTS,
  DEMO_GENERATED_COUNTS,
  DEMO_MENTOR_ID,
  DEMO_PASSWORD,
  DEMO_STUDENT_ID,
  demoMentorStats,
  demoPause,
  DISCUSSION_LIKES,
  DISCUSSIONS,
  ENROLLMENTS,
  GENERATED,
  generateData,
  INCOMPLETE_MENTOR_EMAIL,
  INCOMPLETE_MENTOR_ID,
  MENTORS,
  PAUSED_MENTOR_ID,
  PEOPLE,
  PROJECT_MESSAGES,
  requestsOf,
  PROJECTS,
  scaleCounts,
  STUDENTS,
  expectedVideoRatings,
  VIDEO_RATINGS,
  fitsMentor,
  VIDEO_CATEGORIES_BY_INDUSTRY,
  VIDEOS,
  SEED_INTENTS,
  SEED_REVIEWS,
  expectedReviewCounts,
  NO_SHOW_MENTOR_ID,
  REPORTS,
  SUSPENDED,
} from './index';

const peopleIds = new Set(PEOPLE.map((p) => p.id));
const mentorIds = new Set(MENTORS.map((m) => m.id));
const studentIds = new Set(STUDENTS.map((s) => s.id));
const completeMentors = MENTORS.filter((m) => m.id !== INCOMPLETE_MENTOR_ID);
/** Which of the specialization options a stored specialization falls under. */
const specializationOption = (specialization: string): Specialization =>
  SPECIALIZATIONS.find((s) => s === specialization) ?? 'Other';
const byId = <T extends { id: string }>(items: readonly T[], id: string): T => {
  const found = items.find((i) => i.id === id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
};

describe('seed data: people', () => {
  it('has the three demo accounts with the shared password', () => {
    expect(DEMO_PASSWORD).toBe('mentorbridge');
    const admin = byId(PEOPLE, DEMO_ACCOUNTS.admin.id);
    expect(admin).toMatchObject({
      email: 'admin@mentorbridge.test',
      display_name: 'Ava Admin',
      role: 'student',
      admin_role: 'admin',
    });
    const mentor = byId(PEOPLE, DEMO_ACCOUNTS.mentor.id);
    expect(mentor).toMatchObject({ email: 'mentor@mentorbridge.test', display_name: 'Maya Mentor', role: 'mentor' });
    const student = byId(PEOPLE, DEMO_ACCOUNTS.student.id);
    expect(student).toMatchObject({ email: 'student@mentorbridge.test', display_name: 'Sam Student', role: 'student' });
    expect(ADMINS.every((a) => a.admin_role === 'admin')).toBe(true);
    expect(PEOPLE.filter((p) => p.admin_role === 'admin').map((p) => p.id)).toEqual([ADMIN_ID]);
  });

  it('has at least 12 complete mentors besides the demo mentor, and 6 more students', () => {
    expect(completeMentors.filter((m) => m.id !== DEMO_MENTOR_ID).length).toBeGreaterThanOrEqual(12);
    expect(STUDENTS.filter((s) => s.id !== DEMO_STUDENT_ID).length).toBeGreaterThanOrEqual(6);
    expect(MENTORS.every((m) => m.role === 'mentor')).toBe(true);
    expect(STUDENTS.every((s) => s.role === 'student' && s.admin_role === 'student')).toBe(true);
  });

  it('covers every specialization option, "Other" with a custom text', () => {
    const options = new Set(completeMentors.map((m) => specializationOption(m.specialization)));
    for (const s of SPECIALIZATIONS) expect(options, s).toContain(s);
    const custom = completeMentors.filter((m) => specializationOption(m.specialization) === 'Other');
    expect(custom.every((m) => m.specialization.trim().length > 0 && m.specialization !== 'Other')).toBe(true);
  });

  it('covers every rate bucket with integer rates, including the edge values', () => {
    for (const m of MENTORS) {
      expect(Number.isInteger(m.hourly_rate), m.id).toBe(true);
      expect(m.hourly_rate).toBeGreaterThanOrEqual(0);
    }
    for (const b of RATE_BUCKETS) {
      expect(completeMentors.some((m) => m.hourly_rate >= b.min && m.hourly_rate <= b.max), b.label).toBe(true);
    }
    const rates = new Set(completeMentors.map((m) => m.hourly_rate));
    for (const edge of [0, 50, 51, 100, 101]) expect(rates, `rate ${edge}`).toContain(edge);
  });

  it('gives complete mentors a valid bio, Topmate link, location and 2-7 unique expertise tags', () => {
    for (const m of completeMentors) {
      expect(m.bio.trim().length, `${m.id} bio`).toBeGreaterThanOrEqual(50);
      expect(m.bio.length, `${m.id} bio`).toBeGreaterThanOrEqual(80);
      expect(m.bio.length, `${m.id} bio`).toBeLessThanOrEqual(300);
      expect(m.topmate_url, m.id).toMatch(TOPMATE_PATTERN);
      expect(m.topmate_url, m.id).toMatch(/^https:\/\/topmate\.io\/[A-Za-z0-9_-]+\/$/);
      expect(m.location.trim(), m.id).not.toBe('');
      expect(m.description.trim(), m.id).not.toBe('');
      expect(m.specialization.trim(), m.id).not.toBe('');
      expect(m.calendly_url).toBeNull();
      expect(m.avatar_url).toBeNull();
    }
    for (const m of MENTORS) {
      expect(m.expertise.length, m.id).toBeGreaterThanOrEqual(2);
      expect(m.expertise.length, m.id).toBeLessThanOrEqual(7);
      expect(new Set(m.expertise).size, m.id).toBe(m.expertise.length);
      expect(m.expertise.every((t) => t.trim() === t && t !== '')).toBe(true);
    }
    expect(completeMentors.some((m) => m.expertise.length > 4)).toBe(true);
  });

  it('has one incomplete mentor with an empty bio and Topmate link', () => {
    const m = byId(MENTORS, INCOMPLETE_MENTOR_ID);
    expect(m.email).toBe(INCOMPLETE_MENTOR_EMAIL);
    expect(m.email).toBe('incomplete.mentor@mentorbridge.test');
    expect(m.bio).toBe('');
    expect(m.topmate_url).toBe('');
    expect(PEOPLE.filter((p) => p.display_name === m.display_name)).toHaveLength(1);
  });

  it('uses unique ids, e-mails and display names', () => {
    expect(peopleIds.size).toBe(PEOPLE.length);
    expect(new Set(PEOPLE.map((p) => p.email.toLowerCase())).size).toBe(PEOPLE.length);
    expect(new Set(PEOPLE.map((p) => p.display_name)).size).toBe(PEOPLE.length);
  });
});

describe('seed data: projects and enrollments', () => {
  it('has at least 8 projects over all difficulties, owned by mentors, hours 1-100', () => {
    expect(PROJECTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(PROJECTS.map((p) => p.difficulty))).toEqual(new Set(DIFFICULTIES));
    for (const p of PROJECTS) {
      expect(mentorIds.has(p.mentor_id), p.id).toBe(true);
      expect(Number.isInteger(p.estimated_hours) && p.estimated_hours >= 1 && p.estimated_hours <= 100, p.id).toBe(true);
      expect(p.title.trim() && p.category.trim() && p.description.trim(), p.id).toBeTruthy();
      expect(p.updated_hours_ago).toBeLessThanOrEqual(p.created_hours_ago);
      expect(p.created_hours_ago).toBeLessThan(byId(PEOPLE, p.mentor_id).created_hours_ago);
    }
    expect(PROJECTS.filter((p) => p.mentor_id === DEMO_MENTOR_ID).length).toBeGreaterThanOrEqual(2);
    expect(new Set(PROJECTS.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
  });

  it('has enrollments in every status with ids `${project_id}_${student_id}` and valid references', () => {
    expect(new Set(ENROLLMENTS.map((e) => e.status))).toEqual(new Set(ENROLLMENT_STATUSES));
    // Each student wrote their own message.
    expect(new Set(ENROLLMENTS.map((e) => e.message)).size).toBe(ENROLLMENTS.length);
    for (const e of ENROLLMENTS) {
      expect(e.id).toBe(`${e.project_id}_${e.student_id}`);
      expect(studentIds.has(e.student_id), e.id).toBe(true);
      const project = byId(PROJECTS, e.project_id);
      expect(e.student_id).not.toBe(project.mentor_id);
      expect(e.linkedin_url).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[A-Za-z0-9-]+$/);
      expect(e.linkedin_url).toContain('linkedin.com/');
      // What the apply dialog would have accepted: the mentor's dashboard shows it with the request.
      expect(e.message, e.id).toBe(e.message.trim());
      expect(e.message.length, e.id).toBeGreaterThanOrEqual(LIMITS.applicationMessageMin);
      expect(e.message.length, e.id).toBeLessThanOrEqual(LIMITS.applicationMessageMax);
      expect(e.created_hours_ago).toBeLessThan(project.created_hours_ago);
      expect(e.created_hours_ago).toBeLessThan(byId(PEOPLE, e.student_id).created_hours_ago);
      expect(e.updated_hours_ago).toBeLessThanOrEqual(e.created_hours_ago);
    }
  });

  it('gives the demo student one enrollment of each status and the demo mentor requests of each status', () => {
    const mine = ENROLLMENTS.filter((e) => e.student_id === DEMO_STUDENT_ID).map((e) => e.status).sort();
    expect(mine).toEqual(['approved', 'pending', 'rejected']);
    const demoProjects = new Set(PROJECTS.filter((p) => p.mentor_id === DEMO_MENTOR_ID).map((p) => p.id));
    const onDemo = new Set(ENROLLMENTS.filter((e) => demoProjects.has(e.project_id)).map((e) => e.status));
    expect(onDemo).toEqual(new Set(ENROLLMENT_STATUSES));
  });

  it('has 3-6 project messages per discussed project, by the mentor or approved students, after approval', () => {
    const perProject = new Map<string, number>();
    for (const m of PROJECT_MESSAGES) perProject.set(m.project_id, (perProject.get(m.project_id) ?? 0) + 1);
    for (const [projectId, n] of perProject) {
      expect(n, projectId).toBeGreaterThanOrEqual(3);
      expect(n, projectId).toBeLessThanOrEqual(6);
    }
    for (const m of PROJECT_MESSAGES) {
      const project = byId(PROJECTS, m.project_id);
      expect(m.message.trim()).not.toBe('');
      if (m.user_id === project.mentor_id) continue;
      const enrollment = ENROLLMENTS.find((e) => e.project_id === m.project_id && e.student_id === m.user_id);
      expect(enrollment?.status, m.id).toBe('approved');
      expect(m.created_hours_ago, m.id).toBeLessThan(enrollment?.updated_hours_ago ?? 0);
    }
    // Every project message thread has at least one approved student.
    for (const projectId of perProject.keys()) {
      expect(ENROLLMENTS.some((e) => e.project_id === projectId && e.status === 'approved'), projectId).toBe(true);
    }
  });
});

describe('seed data: responsiveness', () => {
  const NOW = Date.UTC(2026, 5, 30, 12);

  it('has a mentor paused after 3 requests expired in 30 days, none of them open past the expiry', () => {
    expect(demoPause(PAUSED_MENTOR_ID)?.paused_reason).toBe('expired_requests');
    expect(MENTORS.filter((m) => demoPause(m.id) !== null).map((m) => m.id)).toEqual([PAUSED_MENTOR_ID]);
    const pausedAt = demoPause(PAUSED_MENTOR_ID)?.paused_hours_ago ?? 0;
    const expired = requestsOf(PAUSED_MENTOR_ID).filter(
      (e) => e.status === 'expired' && e.updated_hours_ago <= LIMITS.autoPauseWindowDays * 24,
    );
    expect(expired.length).toBeGreaterThanOrEqual(LIMITS.autoPauseExpired);
    // Paused when the last of them expired, 14 days after it was made.
    expect(Math.min(...expired.map((e) => e.updated_hours_ago))).toBe(pausedAt);
    for (const e of expired) expect(e.created_hours_ago - e.updated_hours_ago).toBe(LIMITS.enrollmentExpiryDays * 24);
    // The paused mentor's stats agree: no decisions, every rated request expired.
    expect(demoMentorStats(PAUSED_MENTOR_ID, NOW)).toMatchObject({ decisions: 0, response_rate: 0 });
    // No other mentor would be paused by the same rule.
    for (const m of MENTORS.filter((x) => x.id !== PAUSED_MENTOR_ID)) {
      const recent = requestsOf(m.id).filter((e) => e.status === 'expired' && e.updated_hours_ago <= LIMITS.autoPauseWindowDays * 24);
      expect(recent.length, m.id).toBeLessThan(LIMITS.autoPauseExpired);
    }
  });

  it('has no request still pending past its expiry, and no student above the cap of open requests', () => {
    for (const e of ENROLLMENTS.filter((x) => x.status === 'pending')) {
      expect(e.answered_hours_ago ?? e.created_hours_ago, e.id).toBeLessThan(LIMITS.enrollmentExpiryDays * 24);
    }
    for (const s of STUDENTS) {
      const open = ENROLLMENTS.filter((e) => e.student_id === s.id && isOneOf(OPEN_ENROLLMENT_STATUSES, e.status));
      expect(open.length, s.id).toBeLessThanOrEqual(LIMITS.openApplications);
    }
  });

  it('has mentors of different responsiveness: within hours, a day, days, and new', () => {
    const ranks = new Map(MENTORS.map((m) => [m.display_name, responseRank(demoMentorStats(m.id, NOW))]));
    const words = new Map(MENTORS.map((m) => [m.display_name, responsivenessText(demoMentorStats(m.id, NOW))]));
    expect(ranks.get('Marcus Johnson')).toBe(2);
    expect(ranks.get('Maya Mentor')).toBe(24);
    expect(ranks.get('Priya Raman')).toBe(72);
    expect(words.get('Marcus Johnson')).toBe('Usually responds within a day');
    expect(words.get('Priya Raman')).toBe('Usually responds within 3 days');
    // Two decisions are not enough to know.
    expect(demoMentorStats('mentor-02', NOW).decisions).toBe(2);
    expect(words.get('Daniel Okafor')).toBe('New mentor');
    expect(ranks.get('Daniel Okafor')).toBe(NEW_MENTOR_RANK);
  });
});

describe('seed data: videos', () => {
  it('has 20 videos with unique real-looking YouTube ids and consistent URLs', () => {
    expect(VIDEOS).toHaveLength(20);
    expect(new Set(VIDEOS.map((v) => v.youtube_id)).size).toBe(20);
    for (const v of VIDEOS) {
      expect(isYouTubeId(v.youtube_id), v.id).toBe(true);
      expect(v.video_url).toBe(`https://www.youtube.com/watch?v=${v.youtube_id}`);
      expect(v.thumbnail_url).toBe(`https://i.ytimg.com/vi/${v.youtube_id}/hqdefault.jpg`);
      expect(v.title.length, v.id).toBeGreaterThanOrEqual(1);
      expect(v.title.length, v.id).toBeLessThanOrEqual(100);
      expect(v.description.length).toBeLessThan(5000);
      expect(v.description.trim()).not.toBe('');
      expect(v.duration, v.id).toMatch(/^(\d{1,2}:)?\d{1,2}:\d{2}$/);
      expect(VIDEO_CATEGORIES).toContain(v.category);
      expect(mentorIds.has(v.mentor_id), v.id).toBe(true);
      expect(v.created_hours_ago).toBeLessThan(byId(PEOPLE, v.mentor_id).created_hours_ago);
    }
    expect(new Set(VIDEOS.map((v) => v.mentor_id)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(VIDEOS.map((v) => v.category))).toEqual(new Set(VIDEO_CATEGORIES));
  });

  it('has ratings by existing people, at most one per person and video, never by its own mentor, after it appeared', () => {
    const keys = VIDEO_RATINGS.map((r) => `${r.video_id}/${r.user_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of VIDEO_RATINGS) {
      const video = byId(VIDEOS, r.video_id);
      expect(peopleIds.has(r.user_id), r.user_id).toBe(true);
      expect(r.user_id, r.video_id).not.toBe(video.mentor_id);
      expect(isRating(r.stars)).toBe(true);
      expect(r.updated_hours_ago).toBeGreaterThanOrEqual(0);
      expect(r.updated_hours_ago).toBeLessThanOrEqual(video.created_hours_ago);
    }
  });

  it('has reviews by demo students, one per student and mentor, each resting on an approved request or a confirmed session', () => {
    const keys = SEED_REVIEWS.map((r) => `${r.mentor_id}/${r.student_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const students = new Set(STUDENTS.map((p) => p.id));
    const mentorOf = new Map(PROJECTS.map((p) => [p.id, p.mentor_id]));
    for (const r of SEED_REVIEWS) {
      expect(students.has(r.student_id), r.student_id).toBe(true);
      expect(isRating(r.stars)).toBe(true);
      expect(isReviewText(r.text), r.text).toBe(true);
      if (r.basis === 'request') {
        const e = ENROLLMENTS.find((x) => x.id === r.enrollment_id);
        expect(e && e.status === 'approved' && e.student_id === r.student_id && mentorOf.get(e.project_id) === r.mentor_id).toBe(true);
      } else {
        // Confirmed by the mentor, or left unanswered by them for LIMITS.sessionCheckDays before the review.
        const intent = SEED_INTENTS.find((i) => i.student_id === r.student_id && i.mentor_id === r.mentor_id && i.state === 'yes');
        const mentorSilentFor = intent?.mentor_asked_hours_ago === null || !intent ? 0 : intent.mentor_asked_hours_ago - r.created_hours_ago;
        expect(intent?.mentor_state === 'yes' || (intent?.mentor_state === 'asked' && mentorSilentFor >= LIMITS.sessionCheckDays * 24)).toBe(true);
      }
    }
  });

  it('gives most mentors an average to show, some "New", varied averages, one flagged for no-shows and questions for the demo student', () => {
    const counts = MENTORS.map((m) => expectedReviewCounts().get(m.id) ?? { review_count: 0, review_sum: 0 });
    const shown = counts.filter((c) => c.review_count >= LIMITS.reviewsShownFrom);
    expect(shown.length).toBeGreaterThan(counts.length / 2);
    expect(counts.some((c) => c.review_count > 0 && c.review_count < LIMITS.reviewsShownFrom)).toBe(true);
    expect(new Set(shown.map((c) => (c.review_sum / c.review_count).toFixed(1))).size).toBeGreaterThanOrEqual(4);
    expect(SEED_INTENTS.filter((i) => i.mentor_id === NO_SHOW_MENTOR_ID && i.state === 'no').length).toBeGreaterThanOrEqual(LIMITS.noShowFlag);
    expect(SEED_INTENTS.filter((i) => i.student_id === DEMO_STUDENT_ID && i.state === 'asked').length).toBeGreaterThan(0);
    expect(SEED_INTENTS.filter((i) => i.mentor_id === DEMO_MENTOR_ID && i.mentor_state === 'asked' && (i.mentor_asked_hours_ago ?? Infinity) < 7 * 24).length).toBe(1);
    // Reviews show both kinds of confirmation.
    expect(new Set(SEED_INTENTS.filter((i) => i.state === 'yes').map((i) => i.mentor_state))).toEqual(new Set(['yes', 'asked']));
    const days = SEED_INTENTS.map((i) => `${i.student_id}_${i.mentor_id}_${Math.floor(i.created_hours_ago / 24)}`);
    expect(new Set(days).size).toBe(days.length);
  });

  it('gives most videos an average to show, some fewer than three ratings, and varied averages', () => {
    const counts = [...expectedVideoRatings().values()];
    const shown = counts.filter((c) => c.rating_count >= LIMITS.ratingsShownFrom);
    expect(shown.length).toBeGreaterThanOrEqual(counts.length / 2);
    expect(counts.some((c) => c.rating_count < LIMITS.ratingsShownFrom)).toBe(true);
    expect(new Set(shown.map((c) => (c.rating_sum / c.rating_count).toFixed(1))).size).toBeGreaterThanOrEqual(4);
  });

  it('attributes every video, hand-written and generated, to a mentor whose field fits its category', () => {
    const mentors = new Map([...MENTORS, ...GENERATED.mentors].map((m) => [m.id, m]));
    for (const v of [...VIDEOS, ...GENERATED.videos]) {
      const mentor = mentors.get(v.mentor_id);
      expect(mentor, v.id).toBeDefined();
      if (mentor) expect(fitsMentor(v.category, mentor), `${v.id} (${v.category}) by ${mentor.specialization}`).toBe(true);
    }
    // The rule tells fields apart: every category has mentors it fits and mentors it does not (career advice excepted).
    const industries = Object.keys(VIDEO_CATEGORIES_BY_INDUSTRY);
    expect(industries.sort()).toEqual([...SPECIALIZATIONS].sort());
    for (const category of VIDEO_CATEGORIES) {
      const fitting = industries.filter((industry) => fitsMentor(category, { specialization: industry }));
      expect(fitting.length, category).toBeGreaterThan(0);
      if (category !== 'Career') expect(fitting.length, category).toBeLessThan(industries.length);
    }
    expect(fitsMentor('Design', { specialization: 'Cybersecurity' })).toBe(false);
    expect(fitsMentor('Data', { specialization: 'Data Science' })).toBe(true);
    // A custom specialization counts as Other; no specialization fits nothing.
    expect(fitsMentor('Tech', { specialization: 'Quantum Computing' })).toBe(true);
    expect(fitsMentor('Career', { specialization: '' })).toBe(false);
  });
});

describe('seed data: community', () => {
  it('has 10 admin-authored discussions across all six categories', () => {
    expect(DISCUSSIONS).toHaveLength(10);
    expect(new Set(DISCUSSIONS.map((d) => d.category))).toEqual(new Set(DISCUSSION_CATEGORIES));
    for (const d of DISCUSSIONS) {
      expect(byId(PEOPLE, d.author_id).admin_role, d.id).toBe('admin');
      expect(d.title.trim() && d.content.trim(), d.id).toBeTruthy();
      expect(d.tags.length, d.id).toBeGreaterThan(0);
      expect(new Set(d.tags).size, d.id).toBe(d.tags.length);
      expect(d.tags.every((t) => t.trim() === t && t !== '')).toBe(true);
    }
  });

  it('has 0-5 comments per discussion by existing users, after the discussion', () => {
    for (const d of DISCUSSIONS) {
      const n = COMMENTS.filter((c) => c.discussion_id === d.id).length;
      expect(n, d.id).toBeLessThanOrEqual(5);
    }
    for (const c of COMMENTS) {
      const d = byId(DISCUSSIONS, c.discussion_id);
      expect(c.id).toMatch(new RegExp(`^c-${d.id.replace('discussion-', '')}-\\d+$`));
      expect(peopleIds.has(c.user_id), c.id).toBe(true);
      expect(c.content.trim()).not.toBe('');
      expect(c.created_hours_ago, c.id).toBeLessThan(d.created_hours_ago);
      expect(c.created_hours_ago, c.id).toBeLessThan(byId(PEOPLE, c.user_id).created_hours_ago);
    }
    expect(COMMENTS.some((c) => c.discussion_id === DISCUSSIONS[0]?.id)).toBe(true);
  });

  it('has likes by existing users, at most one per user and target, after the target and the user', () => {
    for (const target of [...DISCUSSIONS, ...COMMENTS]) {
      expect(new Set(target.liked_by).size, target.id).toBe(target.liked_by.length);
      for (const u of target.liked_by) expect(peopleIds.has(u), `${target.id} liked by ${u}`).toBe(true);
    }
    for (const l of [...DISCUSSION_LIKES, ...COMMENT_LIKES]) {
      const target = l.comment_id ? byId(COMMENTS, l.comment_id) : byId(DISCUSSIONS, l.discussion_id);
      expect(l.created_hours_ago).toBeLessThan(target.created_hours_ago);
      expect(l.created_hours_ago).toBeGreaterThanOrEqual(0);
      expect(l.created_hours_ago).toBeLessThan(byId(PEOPLE, l.user_id).created_hours_ago);
    }
    expect(DISCUSSION_LIKES.length).toBeGreaterThan(0);
    expect(COMMENT_LIKES.length).toBeGreaterThan(0);
    const likedByDemoStudent = DISCUSSIONS.filter((d) => d.liked_by.includes(DEMO_STUDENT_ID));
    expect(likedByDemoStudent.length).toBeGreaterThan(0);
    expect(likedByDemoStudent.length).toBeLessThan(DISCUSSIONS.length);
  });
});

describe('seed data: moderation', () => {
  it('reports existing content of every kind but messages, each by someone other than its author, once per reporter', () => {
    // Each reportable document of the seed, and its author.
    const authorOf = new Map([
      ...PEOPLE.map((p): [string, string] => [paths.profile(p.id), p.id]),
      ...VIDEOS.map((v): [string, string] => [paths.video(v.id), v.mentor_id]),
      ...DISCUSSIONS.map((d): [string, string] => [paths.discussion(d.id), d.author_id]),
      ...COMMENTS.map((c): [string, string] => [`${paths.comments(c.discussion_id)}/${c.id}`, c.user_id]),
      ...SEED_REVIEWS.map((r): [string, string] => [paths.review(r.mentor_id, r.student_id), r.student_id]),
    ]);
    for (const r of REPORTS) {
      expect(authorOf.has(r.target_path), r.target_path).toBe(true);
      expect(authorOf.get(r.target_path), r.target_path).not.toBe(r.reporter_id);
      expect(reportTargetKind(r.target_path), r.target_path).toBe(r.kind);
      expect(peopleIds.has(r.reporter_id), r.reporter_id).toBe(true);
    }
    expect(new Set(REPORTS.map((r) => `${r.reporter_id} ${r.target_path}`)).size).toBe(REPORTS.length);
    expect(new Set(REPORTS.map((r) => r.kind))).toEqual(new Set(['comment', 'profile', 'video', 'review']));
    expect(studentIds.has(SUSPENDED.user_id)).toBe(true);
  });
});

describe('seed data: ids and references', () => {
  it('uses unique ids across every kind of document', () => {
    const ids = [
      ...PEOPLE.map((p) => p.id),
      ...PROJECTS.map((p) => p.id),
      ...ENROLLMENTS.map((e) => e.id),
      ...PROJECT_MESSAGES.map((m) => m.id),
      ...VIDEOS.map((v) => v.id),
      ...DISCUSSIONS.map((d) => d.id),
      ...COMMENTS.map((c) => c.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('points every person reference at an existing person', () => {
    const refs: Array<[string, string]> = [
      ...PROJECTS.map((p): [string, string] => [p.id, p.mentor_id]),
      ...ENROLLMENTS.map((e): [string, string] => [e.id, e.student_id]),
      ...PROJECT_MESSAGES.map((m): [string, string] => [m.id, m.user_id]),
      ...VIDEOS.map((v): [string, string] => [v.id, v.mentor_id]),
      ...DISCUSSIONS.map((d): [string, string] => [d.id, d.author_id]),
      ...COMMENTS.map((c): [string, string] => [c.id, c.user_id]),
      ...DISCUSSION_LIKES.map((l): [string, string] => [l.discussion_id, l.user_id]),
      ...COMMENT_LIKES.map((l): [string, string] => [l.comment_id ?? l.discussion_id, l.user_id]),
    ];
    for (const [from, to] of refs) expect(peopleIds.has(to), `${from} -> ${to}`).toBe(true);
    for (const e of ENROLLMENTS) expect(PROJECTS.some((p) => p.id === e.project_id), e.id).toBe(true);
    for (const m of PROJECT_MESSAGES) expect(PROJECTS.some((p) => p.id === m.project_id), m.id).toBe(true);
  });

  it('keeps block lists the rules would take: existing people, distinct, never oneself, within the limit', () => {
    for (const [uid, blocked] of Object.entries(BLOCKS)) {
      expect(peopleIds.has(uid), uid).toBe(true);
      expect(blocked.length).toBeLessThanOrEqual(LIMITS.blocks);
      expect(new Set(blocked).size).toBe(blocked.length);
      expect(blocked).not.toContain(uid);
      for (const id of blocked) expect(peopleIds.has(id), `${uid} blocks ${id}`).toBe(true);
    }
  });

  it('uses non-negative times with updates no earlier than creation', () => {
    for (const p of PEOPLE) {
      expect(p.created_hours_ago).toBeGreaterThan(0);
      expect(p.updated_hours_ago).toBeLessThanOrEqual(p.created_hours_ago);
      expect(p.updated_hours_ago).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('generated data', () => {
  const all = {
    mentors: [...MENTORS, ...GENERATED.mentors],
    videos: [...VIDEOS, ...GENERATED.videos],
    discussions: [...DISCUSSIONS, ...GENERATED.discussions],
    projects: [...PROJECTS, ...GENERATED.projects],
  };

  it('gives every public list at least three pages', () => {
    expect(all.mentors.length).toBeGreaterThan(2 * LISTS.mentors.pageSize);
    expect(all.videos.length).toBeGreaterThan(2 * LISTS.videos.pageSize);
    expect(all.discussions.length).toBeGreaterThan(2 * LISTS.discussions.pageSize);
    expect(all.projects.length).toBeGreaterThan(2 * LISTS.projects.pageSize);
  });

  it('is well-formed: unique ids, valid links and lengths, authors that exist', () => {
    const generatedMentorIds = new Set(GENERATED.mentors.map((m) => m.id));
    for (const list of Object.values(all)) expect(new Set(list.map((d) => d.id)).size).toBe(list.length);
    for (const m of GENERATED.mentors) {
      expect(peopleIds.has(m.id)).toBe(false);
      expect(m.topmate_url).toMatch(TOPMATE_PATTERN);
      expect(m.display_name.length).toBeLessThanOrEqual(LIMITS.displayName);
      expect(m.expertise.length).toBeGreaterThan(0);
    }
    for (const v of GENERATED.videos) {
      expect(isYouTubeId(v.youtube_id)).toBe(true);
      expect(generatedMentorIds.has(v.mentor_id)).toBe(true);
      expect(v.title.length).toBeLessThanOrEqual(LIMITS.videoTitle);
      expect(VIDEO_CATEGORIES).toContain(v.category);
    }
    for (const p of GENERATED.projects) {
      expect(generatedMentorIds.has(p.mentor_id)).toBe(true);
      expect(DIFFICULTIES).toContain(p.difficulty);
    }
    for (const d of GENERATED.discussions) {
      expect(d.author_id).toBe(ADMIN_ID);
      expect(DISCUSSION_CATEGORIES).toContain(d.category);
      expect(d.tags.length).toBeLessThanOrEqual(LIMITS.discussionTags);
    }
  });

  it('is older than the hand-written demo, which stays the recent activity', () => {
    const newestGenerated = Math.min(...[...GENERATED.videos, ...GENERATED.discussions, ...GENERATED.projects].map((d) => d.created_hours_ago));
    const oldestDemo = Math.max(...[...VIDEOS, ...DISCUSSIONS, ...PROJECTS].map((d) => d.created_hours_ago));
    expect(newestGenerated).toBeGreaterThan(oldestDemo);
  });

  it('is the same on every run, and grows to the benchmark sizes', () => {
    expect(generateData(DEMO_GENERATED_COUNTS)).toEqual(GENERATED);
    expect(scaleCounts(10_000)).toEqual({ mentors: 10_000, videos: 5_000, discussions: 5_000, projects: 2_000 });
    const big = generateData({ mentors: 500, videos: 10, discussions: 10, projects: 10 });
    // Varied text: many distinct names and words.
    expect(new Set(big.mentors.map((m) => m.display_name)).size).toBeGreaterThan(300);
  });
});
