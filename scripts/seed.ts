/**
 * Seeds the Firebase emulators with the MentorBridge demo data from `scripts/demo/`, every document built
 * by the model's builders.
 *
 *   npx tsx scripts/seed.ts          (with FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set,
 *                                     e.g. inside `node scripts/emulators.mjs -- npx tsx scripts/seed.ts`)
 *
 * Refuses to run against anything but the emulators. Safe to rerun: Auth users that exist are updated,
 * documents are overwritten, and likes and comments that already exist are left alone so the counters
 * kept by the Cloud Function triggers stay right.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  adminPaths,
  DEMO_PROJECT_ID,
  moderationPaths,
  newReport,
  newBlockList,
  newSuspension,
  discussionSearchFields,
  newComment,
  newDiscussion,
  newEnrollment,
  newLike,
  newVideoRating,
  newBookingIntent,
  sessionConfirmation,
  newReview,
  bookingIntentId,
  COLLECTIONS,
  isMentor,
  newDecisionRecord,
  newExpiryRecord,
  newNotification,
  notificationPaths,
  newProfile,
  newProject,
  newProjectMessage,
  newVideo,
  paths,
  personCopy,
  profileSearchFields,
  videoSearchFields,
  type PersonCopy,
} from '@mentorbridge/model';
import {
  ADMINS,
  COMMENT_LIKES,
  COMMENTS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  decidedHoursAgo,
  demoLog,
  demoMentorStats,
  demoPause,
  DISCUSSION_LIKES,
  DISCUSSIONS,
  ENROLLMENTS,
  expectedCommentLikes,
  expectedDiscussionCounts,
  expectedVideoRatings,
  GENERATED,
  generateData,
  INCOMPLETE_MENTOR_EMAIL,
  MENTORS,
  NOTIFICATIONS,
  PEOPLE,
  personById,
  PROJECT_MESSAGES,
  PROJECTS,
  REPORTS,
  BLOCKS,
  STUDENTS,
  SUSPENDED,
  scaleCounts,
  VIDEO_RATINGS,
  VIDEOS,
  SEED_INTENTS,
  SEED_REVIEWS,
  expectedReviewCounts,
  type SeedIntent,
  type SeedReview,
  type GeneratedData,
  type SeedDiscussion,
  type SeedLike,
  type SeedRating,
} from './demo';

const BATCH_LIMIT = 450;
const SETTLE_POLL_MS = 500;
const SETTLE_TIMEOUT_MS = 60_000;

interface Write {
  ref: DocumentReference;
  data: DocumentData;
  /** Merge into an existing document instead of replacing it. */
  merge?: boolean;
}

/** Throws unless both emulator variables are set: the seed must never touch a real project. */
function assertEmulators(): void {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter(
    (name) => !process.env[name],
  );
  if (missing.length > 0) {
    throw new Error(
      `Refusing to seed: ${missing.join(' and ')} not set. The seed only runs against the Firebase emulators, ` +
        'e.g. `node scripts/emulators.mjs -- npx tsx scripts/seed.ts`.',
    );
  }
}

function app(): App {
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID });
}

function errorCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') {
    return err.code;
  }
  return undefined;
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A built document with the search fields its trigger would write. */
function withSearch<T extends object>(doc: T, fields: (doc: T) => object): T {
  return { ...doc, ...fields(doc) };
}

/** The copy of a seeded person that documents embed. */
const copyOf = (id: string): PersonCopy => personCopy(personById(id));

/** Writes in batches of at most BATCH_LIMIT operations, one batch after another. */
async function commitAll(db: Firestore, writes: readonly Write[]): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + BATCH_LIMIT)) {
      if (w.merge) batch.set(w.ref, w.data, { merge: true });
      else batch.set(w.ref, w.data);
    }
    await batch.commit();
  }
}

/** The subset of refs whose documents already exist (one round trip per BATCH_LIMIT refs). */
async function existing(db: Firestore, refs: readonly DocumentReference[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < refs.length; i += BATCH_LIMIT) {
    const chunk = refs.slice(i, i + BATCH_LIMIT);
    if (chunk.length === 0) continue;
    const snaps = await db.getAll(...chunk);
    for (const s of snaps) if (s.exists) found.add(s.ref.path);
  }
  return found;
}

async function createAuthUsers(): Promise<{ created: number; updated: number }> {
  const auth = getAuth(app());
  let created = 0;
  let updated = 0;
  await Promise.all(
    PEOPLE.map(async (p) => {
      const props = { email: p.email, password: DEMO_PASSWORD, displayName: p.display_name, emailVerified: true };
      try {
        await auth.createUser({ uid: p.id, ...props });
        created += 1;
      } catch (err) {
        if (errorCode(err) !== 'auth/uid-already-exists') {
          throw new Error(`Could not create Auth user ${p.id} (${p.email}): ${errorMessage(err)}`);
        }
        await auth.updateUser(p.id, props);
        updated += 1;
      }
    }),
  );
  return { created, updated };
}

export async function seed(): Promise<void> {
  assertEmulators();
  const db = getFirestore(app());
  const now = Date.now();
  const at = (hoursAgo: number): Timestamp => Timestamp.fromDate(new Date(now - hoursAgo * 3_600_000));

  const projectId = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
  console.log(
    `Seeding project ${projectId} (Firestore ${process.env.FIRESTORE_EMULATOR_HOST}, ` +
      `Auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST})`,
  );

  // 1. Auth users (uid = the person's id).
  const users = await createAuthUsers();
  console.log(`Auth users: ${users.created} created, ${users.updated} already existed (updated)`);

  // 2. Profiles, projects, enrollments, project messages and videos: plain overwrites. Builders stamp every
  //    time with `now`; the seed then moves each one into the past. Search fields are computed by the same
  //    model functions the triggers use (docs/data-model.md, "Search fields"), so lists work at once.
  const writes: Write[] = [];
  // An existing profile keeps its review counts (the review trigger keeps them, from the reviews written below).
  const existingProfiles = await existing(db, PEOPLE.map((p) => db.doc(paths.profile(p.id))));
  for (const { id, email: _email, created_hours_ago, updated_hours_ago, ...profile } of PEOPLE) {
    // Stats and pause are what onEnrollmentWritten computes from the same requests (a re-seed rewrites
    // unchanged requests, which fires no recount); the search fields, response_rank included, follow them.
    const pause = demoPause(id);
    const stats = isMentor(profile) ? demoMentorStats(id, now) : null;
    const built = newProfile(
      {
        ...profile,
        stats,
        ...(pause ? { accepting: false, paused_reason: pause.paused_reason } : {}),
      },
      at(created_hours_ago),
    );
    const ref = db.doc(paths.profile(id));
    const data: DocumentData = {
      ...withSearch(built, profileSearchFields),
      stats: stats && { ...stats, last_active_at: stats.last_active_at && Timestamp.fromDate(stats.last_active_at) },
      accepting_changed_at: pause ? at(pause.paused_hours_ago) : null,
      updated_at: at(updated_hours_ago),
    };
    if (existingProfiles.has(ref.path)) {
      // The derived review fields follow the kept counts through onProfileWrittenSearch.
      const { review_count: _count, review_sum: _sum, review_average: _average, rating_bucket: _bucket, ...kept } = data;
      writes.push({ ref, merge: true, data: kept });
    } else {
      writes.push({ ref, data });
    }
  }
  const projectsById = new Map(PROJECTS.map((p) => [p.id, p]));
  // A project's seats_taken is its number of approved requests (what decideEnrollment keeps).
  const seatsTaken = (projectId: string) => ENROLLMENTS.filter((e) => e.project_id === projectId && e.status === 'approved').length;
  for (const p of PROJECTS) {
    writes.push({
      ref: db.doc(paths.project(p.id)),
      data: {
        ...newProject(p, { ...copyOf(p.mentor_id), accepting: !demoPause(p.mentor_id) }, at(p.created_hours_ago)),
        seats_taken: seatsTaken(p.id),
        updated_at: at(p.updated_hours_ago),
      },
    });
  }
  // The mentors' decision and expiry logs, which their stats are counted from, before the requests whose writes
  // start a recount. Fixed ids, so a re-seed overwrites them.
  for (const { id } of MENTORS) {
    const { decisions, expiredHoursAgo } = demoLog(id);
    decisions.forEach((d, i) => {
      writes.push({
        ref: db.doc(`${adminPaths.decisionLog(id)}/demo-${i}`),
        data: newDecisionRecord(d.decision, at(d.waiting_hours_ago), at(d.decided_hours_ago)),
      });
    });
    expiredHoursAgo.forEach((hours, i) => {
      writes.push({ ref: db.doc(`${adminPaths.expiryLog(id)}/demo-${i}`), data: newExpiryRecord(at(hours)) });
    });
  }
  for (const e of ENROLLMENTS) {
    const project = projectsById.get(e.project_id);
    if (!project) throw new Error(`Enrollment ${e.id} names unknown project ${e.project_id}`);
    writes.push({
      ref: db.doc(paths.enrollment(e.project_id, e.student_id)),
      data: {
        ...newEnrollment({ ...project, mentor: copyOf(project.mentor_id) }, copyOf(e.student_id), e.linkedin_url, at(e.created_hours_ago), e.message),
        status: e.status,
        question: e.question ?? null,
        answer: e.answer ?? null,
        waiting_since: at(e.answered_hours_ago ?? e.created_hours_ago),
        decided_at: ((hours) => (hours === null ? null : at(hours)))(decidedHoursAgo(e)),
        // The student's first message in the project, as onProjectMessageActivity records it (a seed run again
        // rewrites the request, and the messages' triggers do not run again).
        active_at: ((hours) => (e.status === 'approved' && hours.length > 0 ? at(Math.max(...hours)) : null))(
          PROJECT_MESSAGES.filter((m) => m.project_id === e.project_id && m.user_id === e.student_id).map((m) => m.created_hours_ago),
        ),
        updated_at: at(e.updated_hours_ago),
      },
    });
  }
  for (const m of PROJECT_MESSAGES) {
    writes.push({
      ref: db.doc(`${paths.projectMessages(m.project_id)}/${m.id}`),
      data: newProjectMessage(m.project_id, copyOf(m.user_id), m.message, at(m.created_hours_ago)),
    });
  }
  // Videos: an existing one keeps its rating counts (the rating trigger keeps them).
  const existingVideos = await existing(db, VIDEOS.map((v) => db.doc(paths.video(v.id))));
  for (const v of VIDEOS) {
    const ref = db.doc(paths.video(v.id));
    const doc = withSearch(newVideo(v, copyOf(v.mentor_id), at(v.created_hours_ago)), videoSearchFields);
    const { rating_count: _count, rating_sum: _sum, ...withoutCounts } = doc;
    writes.push(existingVideos.has(ref.path) ? { ref, merge: true, data: withoutCounts } : { ref, data: doc });
  }
  for (const n of NOTIFICATIONS) {
    const built = newNotification(
      {
        type: n.type,
        recipient_id: n.recipient_id,
        actor: n.actor_id ? copyOf(n.actor_id) : null,
        target: n.target,
        thread: n.thread ?? null,
        params: { title: n.title },
      },
      at(n.hours_ago),
    );
    writes.push({ ref: db.doc(notificationPaths.notification(n.recipient_id, n.id)), data: { ...built, read: n.read, count: n.count ?? 1 } });
  }
  await commitAll(db, writes);

  // 2b. Moderation: one suspended user (what suspendUser writes, without its audit entry), a few open reports,
  //     which onReportWritten counts per target for the admin Reports tab, and the demo student's block list.
  const suspendedUntil = new Date(now + SUSPENDED.hours * 3_600_000);
  await commitAll(db, [
    { ref: db.doc(paths.profile(SUSPENDED.user_id)), merge: true, data: { suspended_until: Timestamp.fromDate(suspendedUntil) } },
    {
      ref: db.doc(moderationPaths.suspension(SUSPENDED.user_id)),
      data: newSuspension({ reason: SUSPENDED.reason, until: suspendedUntil, admin_id: ADMINS[0].id }, at(1)),
    },
    ...REPORTS.map(({ created_hours_ago, reporter_id, ...report }) => ({
      ref: db.doc(moderationPaths.report(reporter_id, report.target_path)),
      data: newReport(reporter_id, report, at(created_hours_ago)),
    })),
    ...Object.entries(BLOCKS).map(([uid, blocked]) => ({ ref: db.doc(moderationPaths.blocks(uid)), data: newBlockList(blocked, at(1)) })),
  ]);

  // 3. Discussions.
  await writeDiscussions(db, DISCUSSIONS, at);

  // 4. Comments: created (each creation makes a trigger bump the discussion's comments_count); existing
  //    ones get their fields refreshed but keep their likes_count.
  const commentRef = (discussionId: string, commentId: string): DocumentReference =>
    db.doc(`${paths.comments(discussionId)}/${commentId}`);
  const existingComments = await existing(db, COMMENTS.map((c) => commentRef(c.discussion_id, c.id)));
  let newComments = 0;
  await commitAll(
    db,
    COMMENTS.map((c) => {
      const ref = commentRef(c.discussion_id, c.id);
      const isNew = !existingComments.has(ref.path);
      if (isNew) newComments += 1;
      const doc = newComment(c.discussion_id, copyOf(c.user_id), c.content, at(c.created_hours_ago));
      const { likes_count: _likes, ...withoutCount } = doc;
      return { ref, merge: !isNew, data: isNew ? doc : withoutCount };
    }),
  );

  // 5. Likes on discussions and comments; only missing ones are written, so each creates one trigger event.
  const likeRef = (l: SeedLike): DocumentReference => {
    const likes =
      l.comment_id === undefined ? paths.discussionLikes(l.discussion_id) : paths.commentLikes(l.discussion_id, l.comment_id);
    return db.doc(`${likes}/${l.user_id}`);
  };
  const allLikes = [...DISCUSSION_LIKES, ...COMMENT_LIKES];
  const existingLikes = await existing(db, allLikes.map(likeRef));
  const newLikes = allLikes.filter((l) => !existingLikes.has(likeRef(l).path));
  await commitAll(
    db,
    newLikes.map((l) => ({ ref: likeRef(l), data: newLike(l.user_id, at(l.created_hours_ago)) })),
  );
  console.log(
    `Community: ${DISCUSSIONS.length} discussions, ${newComments} new of ${COMMENTS.length} comments, ` +
      `${newLikes.length} new of ${allLikes.length} likes`,
  );

  // 5b. Video ratings; only missing ones are written, so each creates one trigger event.
  const ratingRef = (r: SeedRating): DocumentReference => db.doc(paths.videoRating(r.video_id, r.user_id));
  const existingRatings = await existing(db, VIDEO_RATINGS.map(ratingRef));
  const newRatings = VIDEO_RATINGS.filter((r) => !existingRatings.has(ratingRef(r).path));
  await commitAll(
    db,
    newRatings.map((r) => ({ ref: ratingRef(r), data: newVideoRating(r.user_id, r.stars, at(r.updated_hours_ago)) })),
  );
  console.log(`Videos: ${VIDEOS.length} videos, ${newRatings.length} new of ${VIDEO_RATINGS.length} ratings`);

  // 5c. Booking intents (the demo people's are replaced: their ids name the day of the click) and reviews of the
  //     mentors; only missing reviews are written, so each creates one trigger event.
  const oldIntents = await db.collection(COLLECTIONS.bookingIntents).where('student_id', 'in', STUDENTS.map((p) => p.id)).get();
  await Promise.all(oldIntents.docs.map((d) => d.ref.delete()));
  const intentIdOf = (i: Pick<SeedIntent, 'student_id' | 'mentor_id' | 'created_hours_ago'>) =>
    bookingIntentId(i.student_id, i.mentor_id, at(i.created_hours_ago).toDate());
  const hoursOrNull = (hours: number | null) => (hours === null ? null : at(hours));
  await commitAll(
    db,
    SEED_INTENTS.map((i) => ({
      ref: db.doc(paths.bookingIntent(intentIdOf(i))),
      data: {
        ...newBookingIntent(i.student_id, copyOf(i.mentor_id), at(i.created_hours_ago)),
        state: i.state,
        asks: i.asks,
        asked_at: hoursOrNull(i.asked_hours_ago),
        answered_at: hoursOrNull(i.answered_hours_ago),
        mentor_state: i.mentor_state,
        mentor_asked_at: hoursOrNull(i.mentor_asked_hours_ago),
        mentor_answered_at: hoursOrNull(i.mentor_answered_hours_ago),
      },
    })),
  );
  // A review on a session names it and who confirmed it, as sessionConfirmation says at the review's time.
  const sessionOf = (r: SeedReview) => {
    const intent = SEED_INTENTS.find((i) => i.student_id === r.student_id && i.mentor_id === r.mentor_id && i.state === 'yes');
    const confirmedBy =
      intent &&
      sessionConfirmation(
        { state: intent.state, mentor_state: intent.mentor_state, mentor_asked_at: hoursOrNull(intent.mentor_asked_hours_ago)?.toDate() ?? null },
        at(r.created_hours_ago).toDate(),
      );
    if (!intent || !confirmedBy) throw new Error(`Review of ${r.mentor_id} by ${r.student_id} has no confirmed session`);
    return { basis_id: intentIdOf(intent), confirmed_by: confirmedBy };
  };
  const reviewRef = (r: SeedReview): DocumentReference => db.doc(paths.review(r.mentor_id, r.student_id));
  const existingReviews = await existing(db, SEED_REVIEWS.map(reviewRef));
  const newReviews = SEED_REVIEWS.filter((r) => !existingReviews.has(reviewRef(r).path));
  await commitAll(
    db,
    newReviews.map((r) => ({
      ref: reviewRef(r),
      data: {
        ...newReview(
          copyOf(r.student_id),
          r.mentor_id,
          { stars: r.stars, text: r.text, basis: r.basis, ...(r.enrollment_id ? { basis_id: r.enrollment_id } : sessionOf(r)) },
          at(r.created_hours_ago),
        ),
        reply: r.reply,
        replied_at: r.reply ? at(Math.max(0, r.created_hours_ago - 5)) : null,
      },
    })),
  );
  console.log(`Reviews: ${newReviews.length} new of ${SEED_REVIEWS.length} reviews, ${SEED_INTENTS.length} booking intents`);

  // 6. Generated documents, so every list has several pages (or, with --scale, a platform's worth).
  await writeGenerated(db, GENERATED, at);
  const scale = scaleArgument();
  if (scale !== null) {
    const started = Date.now();
    const data = generateData(scaleCounts(scale));
    await writeGenerated(db, data, at);
    console.log(
      `Scale data: ${data.mentors.length} mentors, ${data.videos.length} videos, ${data.discussions.length} discussions, ` +
        `${data.projects.length} projects in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  // 7. Wait for the Cloud Function triggers to bring the counters to the expected numbers.
  const off = await waitForCounts(db);
  if (off.length === 0) {
    console.log('Counts settled');
  } else {
    console.warn(
      `WARNING: ${off.length} counter(s) did not settle within ${SETTLE_TIMEOUT_MS / 1000} s, e.g. ` +
        `${off.slice(0, 3).join('; ')}.\n` +
        '  likes_count/comments_count are kept by Cloud Function triggers: build the functions ' +
        '(npm run build -w functions) and run the functions emulator, then seed again.',
    );
  }

  printSummary();
}

/** `--scale N` on the command line (`npm run seed -- --scale 10000`), or null. */
function scaleArgument(): number | null {
  const at = process.argv.indexOf('--scale');
  if (at < 0) return null;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--scale needs a positive whole number, e.g. --scale 10000');
  return value;
}

/**
 * Writes discussions. New ones start with zero counts; on a rerun the counts of existing ones are left to the
 * triggers (only functions write counts).
 */
async function writeDiscussions(db: Firestore, discussions: readonly SeedDiscussion[], at: (hoursAgo: number) => Timestamp): Promise<void> {
  const discussionRef = (id: string): DocumentReference => db.doc(paths.discussion(id));
  const existingDiscussions = await existing(db, discussions.map((d) => discussionRef(d.id)));
  await commitAll(
    db,
    discussions.map((d) => {
      const ref = discussionRef(d.id);
      const isNew = !existingDiscussions.has(ref.path);
      const doc = withSearch(newDiscussion(d, copyOf(d.author_id), at(d.created_hours_ago)), discussionSearchFields);
      const { likes_count: _likes, comments_count: _comments, ...withoutCounts } = doc;
      return { ref, merge: !isNew, data: isNew ? doc : withoutCounts };
    }),
  );
}

/** Writes generated mentors (profiles only: nobody signs in as them), their videos and projects, and discussions. */
async function writeGenerated(db: Firestore, data: GeneratedData, at: (hoursAgo: number) => Timestamp): Promise<void> {
  const copies = new Map(data.mentors.map((m) => [m.id, personCopy(m)]));
  const copy = (id: string) => copies.get(id) ?? copyOf(id);
  const writes: Write[] = [
    ...data.mentors.map(({ id, created_hours_ago, updated_hours_ago, ...profile }) => ({
      ref: db.doc(paths.profile(id)),
      data: { ...withSearch(newProfile(profile, at(created_hours_ago)), profileSearchFields), updated_at: at(updated_hours_ago) },
    })),
    ...data.videos.map((v) => ({
      ref: db.doc(paths.video(v.id)),
      data: withSearch(newVideo(v, copy(v.mentor_id), at(v.created_hours_ago)), videoSearchFields),
    })),
    ...data.projects.map((p) => ({
      ref: db.doc(paths.project(p.id)),
      data: { ...newProject(p, copy(p.mentor_id), at(p.created_hours_ago)), updated_at: at(p.updated_hours_ago) },
    })),
  ];
  await commitAll(db, writes);
  await writeDiscussions(db, data.discussions, at);
}

/** Polls the counters until they match; returns descriptions of the ones still off (empty when settled). */
async function waitForCounts(db: Firestore): Promise<string[]> {
  const discussionCounts = expectedDiscussionCounts();
  const commentLikes = expectedCommentLikes();
  const discussionRefs = DISCUSSIONS.map((d) => db.doc(paths.discussion(d.id)));
  const commentRefs = COMMENTS.map((c) => db.doc(`${paths.comments(c.discussion_id)}/${c.id}`));
  const videoRatings = expectedVideoRatings();
  const videoRefs = VIDEOS.map((v) => db.doc(paths.video(v.id)));
  const reviewCounts = expectedReviewCounts();
  const mentorRefs = MENTORS.map((m) => db.doc(paths.profile(m.id)));
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let off: string[] = [];
  for (;;) {
    off = [];
    const snaps = await db.getAll(...discussionRefs, ...commentRefs, ...videoRefs, ...mentorRefs);
    for (const snap of snaps) {
      const data = snap.data() ?? {};
      const reviews = snap.ref.parent.id === COLLECTIONS.profiles ? reviewCounts.get(snap.id) : undefined;
      if (reviews) {
        for (const field of ['review_count', 'review_sum'] as const) {
          if (data[field] !== reviews[field]) off.push(`${snap.id}.${field} = ${String(data[field])}, expected ${reviews[field]}`);
        }
        continue;
      }
      const ratings = videoRatings.get(snap.id);
      if (ratings) {
        for (const field of ['rating_count', 'rating_sum'] as const) {
          if (data[field] !== ratings[field]) off.push(`${snap.id}.${field} = ${String(data[field])}, expected ${ratings[field]}`);
        }
        continue;
      }
      const want = discussionCounts.get(snap.id);
      if (want) {
        for (const field of ['likes_count', 'comments_count'] as const) {
          if (data[field] !== want[field]) off.push(`${snap.id}.${field} = ${String(data[field])}, expected ${want[field]}`);
        }
      } else {
        const wantLikes = commentLikes.get(snap.id);
        if (data.likes_count !== wantLikes) {
          off.push(`${snap.id}.likes_count = ${String(data.likes_count)}, expected ${String(wantLikes)}`);
        }
      }
    }
    if (off.length === 0 || Date.now() >= deadline) return off;
    await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
  }
}

function printSummary(): void {
  const line = '-'.repeat(64);
  console.log(line);
  console.log(`Demo accounts (password for all: ${DEMO_PASSWORD})`);
  for (const [label, acct] of Object.entries(DEMO_ACCOUNTS)) {
    console.log(`  ${label.padEnd(8)} ${acct.email.padEnd(30)} ${acct.display_name}`);
  }
  console.log(`  ${'(incomplete mentor)'} ${INCOMPLETE_MENTOR_EMAIL}`);
  console.log('Seeded:');
  console.log(`  people       ${PEOPLE.length} (${ADMINS.length} admin, ${MENTORS.length} mentors, ${STUDENTS.length} students)`);
  console.log(`  projects     ${PROJECTS.length}, enrollments ${ENROLLMENTS.length}, project messages ${PROJECT_MESSAGES.length}`);
  console.log(`  videos       ${VIDEOS.length}`);
  console.log(
    `  generated    ${GENERATED.mentors.length} mentors, ${GENERATED.videos.length} videos, ` +
      `${GENERATED.discussions.length} discussions, ${GENERATED.projects.length} projects`,
  );
  console.log(
    `  discussions  ${DISCUSSIONS.length}, comments ${COMMENTS.length}, ` +
      `likes ${DISCUSSION_LIKES.length} on discussions + ${COMMENT_LIKES.length} on comments`,
  );
  console.log(line);
}

async function main(): Promise<void> {
  try {
    await seed();
  } catch (err) {
    console.error(errorMessage(err));
    process.exitCode = 1;
  } finally {
    await Promise.all(getApps().map((a) => deleteApp(a)));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
