// The bench's interactions phase (scripts/bench.mjs loads it): how long each interaction of the main screens takes
// to answer, and what a visitor's ordinary visit receives from Firestore.
//
// Each interaction is measured in the page with the Event Timing API (what INP reports): the longest `event` entry
// (durationThreshold 16 ms) of the interaction, from the input to the next paint, with the CPU slowed 4x through
// the DevTools protocol (Lighthouse's mobile setting). The page is warmed by a first visit; each run then loads
// it again at full speed, lets it settle, slows the CPU, acts, and waits for the response. The figure is the 75th
// percentile of the runs (as INP's field data is), against a target of 200 ms.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { LIMITS, paths, personCopy, TEXTS, type ProjectCopy } from '@mentorbridge/model';
import { adminDb, createUser, unique, type TestUser } from '../web/e2e/support/admin.ts';
import { personOf, writeDiscussion, writeEnrollment, writeProject } from '../web/e2e/support/documents.ts';
import { signedInPage } from '../web/e2e/support/session.ts';
import { ADMIN_ID, DEMO_ACCOUNTS, DEMO_STUDENT_ID, DISCUSSIONS, ENROLLMENTS, PAUSED_MENTOR_ID, personById, PROJECTS } from './demo/index.ts';
import { firestoreMeter } from './firestore-meter.mjs';

/** Every interaction answers within this many ms (input to next paint, at 4x CPU), at the 75th percentile. */
export const INTERACTION_TARGET_MS = 200;
/** What a visitor's ordinary visit may receive from Firestore, in documents. */
export const VISIT_DOCUMENTS_TARGET = 100;
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** The smallest duration the Event Timing API reports (entries shorter than this are not seen: under 16 ms). */
const DURATION_THRESHOLD = 16;
/** How long a page is left to settle (its live listeners, idle-time loads) before it is measured. */
const SETTLE_MS = 1500;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Who = 'visitor' | 'student' | 'admin';
type Account = Pick<TestUser, 'email' | 'password'>;

interface Interaction {
  name: string;
  /**
   * Who acts: a visitor, a demo account, or an account of the interaction's own, which the function makes once
   * before its runs (with whatever it acts on: a project, a discussion), so no other interaction changes its state.
   */
  who: Who | (() => Promise<Account>);
  phone?: boolean;
  /** Where each run starts; the page is loaded there (unslowed) and ready() waited for. */
  path: string | (() => string);
  /** Runs in the page before its scripts (the context's init script). */
  init?: () => void;
  /**
   * Before each load (the warming one too), with the Admin SDK: the state every run starts from (a fresh pending
   * request to decide, a request with a question to answer), whatever the previous run did.
   */
  prepare?: () => Promise<void>;
  /** The page is ready to act on. */
  ready: (page: Page) => Promise<void>;
  /** Before the measure, unslowed: whatever the interaction needs first (a dialog open, a field focused). */
  before?: (page: Page) => Promise<void>;
  /** The interaction; resolves once its response is shown. May return a note printed beside the figure. */
  act: (page: Page) => Promise<string | void>;
}

export interface InteractionResult {
  name: string;
  /** The 75th percentile of the runs, in ms (0: under the API's 16 ms threshold). */
  p75: number;
  runs: number[];
  notes: string[];
}

export interface VisitStep {
  step: string;
  documents: number;
  kb: number;
}

const article = (page: Page) => page.locator('main article:not([aria-hidden="true"] article)');
const cardsIn = async (page: Page) => article(page).first().waitFor({ timeout: 60_000 });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });

/** A demo project the demo student has not applied to, whose mentor takes requests, with seats. */
const OPEN_PROJECT = PROJECTS.find(
  (p) => p.mentor_id !== PAUSED_MENTOR_ID && p.seats !== 1 && !ENROLLMENTS.some((e) => e.project_id === p.id && e.student_id === DEMO_STUDENT_ID),
);
const DISCUSSION = DISCUSSIONS[0];

/** Waits until `locator`'s attribute changes from `was`. */
async function attributeChanges(locator: Locator, name: string, was: string | null): Promise<void> {
  await locator.evaluate(
    (el, [attr, before]) =>
      new Promise<void>((resolve) => {
        if (el.getAttribute(attr as string) !== before) return resolve();
        const observer = new MutationObserver(() => {
          if (el.getAttribute(attr as string) !== before) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(el, { attributes: true });
      }),
    [name, was],
  );
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'type a search term on /mentorship (worst keystroke)',
    who: 'visitor',
    path: '/mentorship',
    ready: cardsIn,
    before: (page) => page.getByRole('textbox', { name: 'Search mentors' }).focus(),
    act: async (page) => {
      await page.keyboard.type('python', { delay: 120 });
      const typed = Date.now();
      await page.waitForFunction(
        () => new URLSearchParams(location.search).get('q') === 'python' && !document.querySelector('[aria-busy="true"]'),
        undefined,
        { timeout: 60_000 },
      );
      return `list changed ${Date.now() - typed} ms after the last key`;
    },
  },
  {
    name: 'choose a directory filter (/mentorship industry)',
    who: 'visitor',
    path: '/mentorship',
    ready: cardsIn,
    // The platform's own select: a key on it changes the choice (a picker's option is not a page event).
    before: (page) => page.getByRole('combobox', { name: 'Industry', exact: true }).focus(),
    act: async (page) => {
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => new URLSearchParams(location.search).has('industry'), undefined, { timeout: 60_000 });
    },
  },
  {
    name: '"Load more" on /mentorship',
    who: 'visitor',
    path: '/mentorship',
    // The press itself: the foot's observer, which reads the same page when the foot scrolls into view (as the
    // press scrolls it), is left out, so the button is there to be pressed (components/LoadMore.tsx does without).
    init: () => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
    ready: cardsIn,
    act: async (page) => {
      const shown = await article(page).count();
      await page.getByRole('button', { name: 'Load more mentors' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('main article').length > n, shown, { timeout: 60_000 });
    },
  },
  {
    name: "open a project's dialog on /projects",
    who: 'visitor',
    path: '/projects',
    ready: cardsIn,
    act: async (page) => {
      await page.getByRole('button', { name: 'Explore Project' }).first().click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Details' }).waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'open the dashboard from the account menu (student)',
    who: 'student',
    path: '/profile',
    ready: (page) => page.getByRole('button', { name: 'Open account menu' }).waitFor({ timeout: 60_000 }),
    before: async (page) => {
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    },
    act: async (page) => {
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
      await heading(page, /dashboard/i);
    },
  },
  {
    name: 'like a discussion (student)',
    who: 'student',
    path: `/community/discussion/${DISCUSSION.id}`,
    ready: (page) => page.getByRole('button', { name: /^Like discussion/ }).and(page.locator(':enabled')).waitFor({ timeout: 60_000 }),
    act: async (page) => {
      const like = page.getByRole('button', { name: /^Like discussion/ });
      const was = await like.getAttribute('aria-pressed');
      await like.click();
      await attributeChanges(like, 'aria-pressed', was);
    },
  },
  {
    name: 'switch the colour theme (/mentorship)',
    who: 'visitor',
    path: '/mentorship',
    ready: cardsIn,
    act: async (page) => {
      const toggle = page.getByRole('button', { name: /^Theme: / });
      const was = await toggle.getAttribute('aria-label');
      await toggle.click();
      await attributeChanges(toggle, 'aria-label', was);
    },
  },
  {
    name: 'open the phone menu (/mentorship)',
    who: 'visitor',
    phone: true,
    path: '/mentorship',
    ready: cardsIn,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'change an admin tab',
    who: 'admin',
    path: '/admin',
    ready: (page) => page.getByRole('tab', { name: 'Projects' }).waitFor({ timeout: 60_000 }),
    act: async (page) => {
      const tab = page.getByRole('tab', { name: 'Projects' });
      await tab.click();
      await attributeChanges(tab, 'aria-selected', 'false');
    },
  },
  {
    name: 'open the apply dialog (student)',
    who: 'student',
    path: `/projects/${OPEN_PROJECT?.id ?? ''}`,
    ready: (page) =>
      page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).and(page.locator(':enabled:not([data-loading])')).waitFor({ timeout: 60_000 }),
    act: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('dialog', { name: /^Apply to / }).waitFor({ timeout: 60_000 });
    },
  },
  sendApplication(),
  withdrawApplication(),
  answerQuestion(),
  decideRequest('approve'),
  decideRequest('reject'),
  postProjectMessage(),
  postComment(),
];

// The interactions that change data act on accounts and documents of their own, made once by `who` and put back
// in their starting state by `prepare` before each run: no interaction depends on another's runs or their order.

const LINKEDIN = 'https://www.linkedin.com/in/bench-applicant';
/** A mentor whose profile is complete (their dashboard asks for nothing first). */
const MENTOR_PROFILE = {
  bio: 'Engineering manager who measures how fast the app answers, one interaction at a time.',
  topmate_url: 'https://topmate.io/bench-mentor/',
  specialization: 'Software Development',
};
/** Whatever a call to the functions emulator or a write's acknowledgement takes on a busy machine. */
const SERVER = { timeout: 120_000 };

/** A mentor of the bench's own with a project (every seat free, so each run's approval finds one). */
async function mentorWithProject(what: string) {
  const mentor = await createUser({ role: 'mentor', profile: MENTOR_PROFILE });
  const project = await writeProject(personOf(mentor), {
    title: unique(`Bench ${what}`),
    description: `A project the bench's "${what}" interaction acts on.`,
    category: 'Web Development',
    seats: LIMITS.seatsMax,
  });
  return { mentor, project };
}

/** Waits until the server holds what a run wrote (the next run's prepare starts from it). */
async function serverHas(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + SERVER.timeout;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the server never received the write');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How long the whole answer took (a callable's round trip, a write's acknowledgement), beside the press's figure. */
function since(start: number, what: string): string {
  return `${what} ${Date.now() - start} ms after the press`;
}

/** What an interaction's `who` made, for its other steps (which all run after it). */
function staging<T>() {
  let value: T | undefined;
  return {
    set: (made: T): T => (value = made),
    get: (): T => {
      if (value === undefined) throw new Error('bench: the interaction was not set up');
      return value;
    },
  };
}

/** A student of the bench's own and a project of its own (by a mentor of its own). */
function studentAndProject(what: string) {
  const scene = staging<{ student: TestUser; project: ProjectCopy }>();
  return {
    get: scene.get,
    who: async () => {
      const [{ project }, student] = await Promise.all([mentorWithProject(what), createUser()]);
      return scene.set({ student, project }).student;
    },
    /** The student's request for the project, as the Admin SDK reaches it. */
    request: () => adminDb.doc(paths.enrollment(scene.get().project.id, scene.get().student.uid)),
    /** The request's card on the student's dashboard. */
    card: (page: Page) => page.getByRole('listitem', { name: scene.get().project.title, exact: true }),
  };
}

const statusOf = async (request: DocumentReference) => (await request.get()).get('status') as unknown;

/** The student sends an application from the apply dialog (the applyToProject callable). */
function sendApplication(): Interaction {
  const scene = studentAndProject('application');
  const details = (page: Page) => page.getByRole('dialog', { name: scene.get().project.title, exact: true });
  const dialog = (page: Page) => page.getByRole('dialog', { name: TEXTS.enrollment.applyTitle(scene.get().project.title) });
  const apply = (page: Page) => details(page).getByRole('button', { name: TEXTS.enrollment.apply, exact: true });
  return {
    name: 'send an application (student)',
    who: scene.who,
    path: () => `/projects/${scene.get().project.id}`,
    // No request yet: the project's dialog offers Apply.
    prepare: async () => {
      await scene.request().delete();
    },
    ready: (page) => apply(page).and(page.locator(':enabled:not([data-loading])')).waitFor(SERVER),
    before: async (page) => {
      await apply(page).click();
      await dialog(page).getByLabel('LinkedIn Profile URL').fill(LINKEDIN);
      await dialog(page).getByLabel(TEXTS.enrollment.messageLabel).fill('I want to measure how fast an application is sent and answered.');
    },
    act: async (page) => {
      const start = Date.now();
      await dialog(page).getByRole('button', { name: TEXTS.enrollment.send }).click();
      await details(page).getByRole('button', { name: TEXTS.enrollment.button.pending }).waitFor(SERVER);
      return since(start, 'sent');
    },
  };
}

/** The student withdraws a pending request from the dashboard, through its confirmation. */
function withdrawApplication(): Interaction {
  const scene = studentAndProject('withdrawal');
  const withdraw = (page: Page) => scene.card(page).getByRole('button', { name: TEXTS.enrollment.withdraw });
  const confirm = TEXTS.confirm.withdrawEnrollment;
  return {
    name: 'withdraw an application and confirm (student)',
    who: scene.who,
    path: '/dashboard',
    prepare: () => writeEnrollment(scene.get().project, personOf(scene.get().student), LINKEDIN, 'pending'),
    ready: (page) => withdraw(page).waitFor(SERVER),
    act: async (page) => {
      await withdraw(page).click();
      const start = Date.now();
      await page.getByRole('dialog', { name: confirm.title }).getByRole('button', { name: confirm.action }).click();
      await scene.card(page).getByText(TEXTS.enrollment.status.withdrawn, { exact: true }).waitFor(SERVER);
      await serverHas(async () => (await statusOf(scene.request())) === 'withdrawn');
      return since(start, 'saved');
    },
  };
}

/** The student answers the mentor's question ("needs more information") on the dashboard. */
function answerQuestion(): Interaction {
  const scene = studentAndProject('answer');
  const field = (page: Page) => scene.card(page).getByLabel(TEXTS.enrollment.yourAnswer);
  return {
    name: 'answer a question (student)',
    who: scene.who,
    path: '/dashboard',
    prepare: () =>
      writeEnrollment(scene.get().project, personOf(scene.get().student), LINKEDIN, 'needs_info', 'Which project are you proudest of?'),
    ready: (page) => field(page).waitFor(SERVER),
    before: (page) => field(page).fill('A budgeting app I built with React and Firebase.'),
    act: async (page) => {
      const start = Date.now();
      await scene.card(page).getByRole('button', { name: TEXTS.enrollment.sendAnswer }).click();
      await page.getByText(TEXTS.toasts.enrollments.answerSent).waitFor(SERVER);
      await serverHas(async () => (await statusOf(scene.request())) === 'pending');
      return since(start, 'saved');
    },
  };
}

/**
 * The mentor approves or rejects a pending request from the dashboard's applications: the press that opens the
 * confirmation and the confirmation's own (the figure is the longer), until the decision (decideEnrollment) shows.
 * Each run decides the request of a new student; the previous run's is deleted, so the list is the same each time.
 */
function decideRequest(decision: 'approve' | 'reject'): Interaction {
  const scene = staging<{ mentor: TestUser; project: ProjectCopy }>();
  let student: TestUser | null = null;
  const applicant = () => {
    if (!student) throw new Error('bench: no request was prepared');
    return student;
  };
  const request = (page: Page) =>
    page.getByRole('listitem', { name: `${applicant().displayName}, ${scene.get().project.title}`, exact: true });
  const opener = (page: Page) =>
    request(page).getByRole('button', {
      name: decision === 'approve' ? `Approve ${applicant().displayName}` : `${TEXTS.enrollment.reject} ${applicant().displayName}`,
      exact: true,
    });
  return {
    name: `${decision} a request and confirm (mentor)`,
    who: async () => scene.set(await mentorWithProject(decision)).mentor,
    path: () => `/dashboard?project=${scene.get().project.id}`,
    prepare: async () => {
      if (student) await adminDb.doc(paths.enrollment(scene.get().project.id, student.uid)).delete();
      student = await createUser();
      await writeEnrollment(scene.get().project, personOf(student), LINKEDIN, 'pending');
    },
    ready: (page) => opener(page).waitFor(SERVER),
    act: async (page) => {
      await opener(page).click();
      const start = Date.now();
      const [title, action] =
        decision === 'approve'
          ? [TEXTS.confirm.approveEnrollment.title, TEXTS.confirm.approveEnrollment.action]
          : [TEXTS.enrollment.rejectTitle, TEXTS.enrollment.reject];
      await page.getByRole('dialog', { name: title }).getByRole('button', { name: action, exact: true }).click();
      const status = decision === 'approve' ? TEXTS.enrollment.status.approved : TEXTS.enrollment.status.rejected;
      await request(page).getByText(status, { exact: true }).waitFor(SERVER);
      return since(start, 'decided');
    },
  };
}

/** Deletes every document of a collection (a thread's or a discussion's few bench posts). */
async function emptied(collection: CollectionReference): Promise<void> {
  const old = await collection.get();
  await Promise.all(old.docs.map((d) => d.ref.delete()));
}

/** An approved student posts a message in the project's discussion. */
function postProjectMessage(): Interaction {
  const scene = studentAndProject('messages');
  const messages = () => adminDb.collection(paths.projectMessages(scene.get().project.id));
  let text = '';
  return {
    name: 'post a project message (student)',
    who: async () => {
      const student = await scene.who();
      await writeEnrollment(scene.get().project, personOf(scene.get().student), LINKEDIN, 'approved');
      return student;
    },
    path: () => `/project-discussions/${scene.get().project.id}`,
    // The thread as it was before the runs: the previous runs' messages are deleted.
    prepare: () => emptied(messages()),
    ready: (page) => page.getByText(TEXTS.empty.projectMessages).waitFor(SERVER),
    before: async (page) => {
      text = unique('Bench message');
      await page.getByRole('textbox', { name: 'Message' }).fill(text);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('log', { name: 'Messages' }).getByText(text).waitFor(SERVER);
      await serverHas(async () => !(await messages().where('message', '==', text).get()).empty);
    },
  };
}

/** A student posts a comment on a discussion of the bench's own. */
function postComment(): Interaction {
  const scene = staging<{ student: TestUser; discussionId: string }>();
  const comments = () => adminDb.collection(paths.comments(scene.get().discussionId));
  let text = '';
  return {
    name: 'post a community comment (student)',
    who: async () => {
      const [student, discussionId] = await Promise.all([
        createUser(),
        writeDiscussion(personCopy(personById(ADMIN_ID)), {
          title: unique('Bench discussion'),
          content: 'A discussion the bench comments on.',
          category: 'Mentorship',
          tags: [],
        }),
      ]);
      return scene.set({ student, discussionId }).student;
    },
    path: () => `/community/discussion/${scene.get().discussionId}`,
    // No comments yet: the previous runs' are deleted.
    prepare: () => emptied(comments()),
    ready: (page) => page.getByText(TEXTS.empty.comments).waitFor(SERVER),
    before: async (page) => {
      text = unique('Bench comment');
      await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await page.getByRole('list', { name: 'Comments' }).getByText(text).waitFor(SERVER);
      await serverHas(async () => !(await comments().where('content', '==', text).get()).empty);
    },
  };
}

/** An Event Timing entry of an interaction, as the page reports it (ms). */
interface EventEntry {
  name: string;
  duration: number;
  /** From the input to its handlers starting, through the handlers, and from their end to the next paint. */
  delay: number;
  processing: number;
  presentation: number;
  /** What was pressed: its accessible label or its first words (an interaction of two presses names the slower). */
  target: string;
}

/** Collects the page's Event Timing entries of interactions from now on (window.__mbEvents). */
function observeEvents(threshold: number): void {
  const w = window as unknown as { __mbEvents: EventEntry[]; __mbObserver?: PerformanceObserver; __mbKeep: (entries: PerformanceEntryList) => void };
  w.__mbObserver?.disconnect();
  w.__mbEvents = [];
  w.__mbKeep = (entries) => {
    for (const entry of entries) {
      // interactionId: the Event Timing spec's (not yet in TypeScript's DOM types); 0 for events of no interaction.
      const timing = entry as PerformanceEventTiming & { interactionId?: number };
      if (!timing.interactionId) continue;
      // No named function in here: the page gets this function's source, without the bundler's naming helper.
      const control = timing.target instanceof Element ? (timing.target.closest('button, a, input, textarea, select, [role]') ?? timing.target) : null;
      w.__mbEvents.push({
        name: timing.name,
        duration: timing.duration,
        delay: timing.processingStart - timing.startTime,
        processing: timing.processingEnd - timing.processingStart,
        presentation: timing.startTime + timing.duration - timing.processingEnd,
        target: (control?.getAttribute('aria-label') ?? control?.textContent ?? '').trim().slice(0, 32),
      });
    }
  };
  const observer = new PerformanceObserver((list) => w.__mbKeep(list.getEntries()));
  // durationThreshold is part of the Event Timing spec's observe() options (not yet in TypeScript's DOM types).
  observer.observe({ type: 'event', buffered: false, durationThreshold: threshold } as PerformanceObserverInit);
  w.__mbObserver = observer;
}

/** The longest entry of the interactions observed since observeEvents() (null: none reached 16 ms). */
async function longestEvent(page: Page): Promise<EventEntry | null> {
  return page.evaluate(async () => {
    const w = window as unknown as { __mbEvents: EventEntry[]; __mbObserver?: PerformanceObserver; __mbKeep: (entries: PerformanceEntryList) => void };
    // Entries are queued after the paint that follows the event: two frames and a moment later they are all in.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))));
    w.__mbKeep(w.__mbObserver?.takeRecords() ?? []);
    w.__mbObserver?.disconnect();
    return w.__mbEvents.reduce<EventEntry | null>((longest, e) => (longest && longest.duration >= e.duration ? longest : e), null);
  });
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

async function slowDown(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
}

async function measure(page: Page, interaction: Interaction, runs: number): Promise<InteractionResult> {
  const cdp = await page.context().newCDPSession(page);
  const path = typeof interaction.path === 'string' ? interaction.path : interaction.path();
  const load = async () => {
    await interaction.prepare?.();
    await page.goto(path);
    await interaction.ready(page);
    await settled(page);
  };
  // The first visit warms the caches (scripts, the device copy of the lists) and is not measured.
  await load().catch((error: Error) => {
    throw new Error(`the first visit: ${error.message}`);
  });
  const result: InteractionResult = { name: interaction.name, p75: 0, runs: [], notes: [] };
  for (let run = 0; run < runs; run += 1) {
    await load().catch((error: Error) => {
      throw new Error(`run ${run + 1}, loading: ${error.message}`);
    });
    await interaction.before?.(page);
    await page.evaluate(observeEvents, DURATION_THRESHOLD);
    await slowDown(cdp, CPU_SLOWDOWN);
    try {
      const note = await interaction.act(page).catch((error: Error) => {
        throw new Error(`run ${run + 1}, acting: ${error.message}`);
      });
      const longest = await longestEvent(page);
      result.runs.push(longest?.duration ?? 0);
      const parts = longest
        ? `${longest.name} "${longest.target}": ${[longest.delay, longest.processing, longest.presentation].map(Math.round).join('/')}`
        : 'none';
      result.notes.push(note ? `${parts}, ${note}` : parts);
    } finally {
      await slowDown(cdp, 1);
    }
  }
  result.p75 = percentile(result.runs, 0.75);
  await cdp.detach();
  return result;
}

/**
 * A signed-out visitor's ordinary visit, in one fresh browser context: home, then through the header's links
 * /mentorship, /projects (and a project's dialog), /community (and a discussion), /career-hub. What each step
 * received from Firestore: documents (the Listen channel's document changes and the lists' REST rows) and KB.
 */
async function visitorVisit(browser: Browser, origin: string, firestoreHost: string): Promise<VisitStep[]> {
  const context = await browser.newContext({ baseURL: origin, viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const { meter } = await firestoreMeter(page, firestoreHost);
    const steps: VisitStep[] = [];
    let before = { documents: 0, bytes: 0 };
    const step = async (name: string, go: () => Promise<void>) => {
      await go();
      await settled(page);
      // Let the meter's last reads of response bodies come in.
      await page.waitForTimeout(500);
      steps.push({ step: name, documents: meter.documents - before.documents, kb: (meter.bytes - before.bytes) / 1024 });
      before = { documents: meter.documents, bytes: meter.bytes };
    };
    const nav = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await step('/ (home)', async () => {
      await page.goto('/');
      await heading(page, /./);
    });
    await step('/mentorship', async () => {
      await nav('Mentorship');
      await cardsIn(page);
    });
    await step('/projects', async () => {
      await nav('Projects');
      await page.getByRole('button', { name: 'Explore Project' }).first().waitFor({ timeout: 60_000 });
    });
    await step("a project's dialog", async () => {
      await page.getByRole('button', { name: 'Explore Project' }).first().click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Details' }).waitFor({ timeout: 60_000 });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 60_000 });
    });
    await step('/community', async () => {
      await nav('Community');
      await cardsIn(page);
    });
    await step('a discussion', async () => {
      await article(page).first().getByRole('link').first().click();
      await page.waitForURL(/\/community\/discussion\//);
      await page.getByRole('button', { name: /^Like discussion/ }).waitFor({ timeout: 60_000 });
    });
    await step('/career-hub', async () => {
      await nav('Career Hub');
      await cardsIn(page);
    });
    return steps;
  } finally {
    await context.close();
  }
}

async function contextFor(browser: Browser, origin: string, who: Interaction['who'], phone: boolean): Promise<BrowserContext> {
  const options = { baseURL: origin, viewport: phone ? PHONE : DESKTOP, ...(phone ? { isMobile: true, hasTouch: true } : {}) };
  if (who === 'visitor') return browser.newContext(options);
  const page = await signedInPage(browser, typeof who === 'function' ? await who() : DEMO_ACCOUNTS[who], options);
  return page.context();
}

export interface InteractionsOptions {
  origin: string;
  firestoreHost: string;
  chromePath: string;
  flags: readonly string[];
  runs: number;
  /** Only the interactions whose name contains one of these (all when empty). */
  only?: readonly string[];
  /** Whether the visitor's visit is measured too (by default it is). */
  visit?: boolean;
}

/** Measures every interaction and the visitor's visit; prints each as it is measured. */
export async function measureInteractions(options: InteractionsOptions): Promise<{ interactions: InteractionResult[]; visit: VisitStep[] }> {
  if (!OPEN_PROJECT) throw new Error('bench: no demo project is open to the demo student');
  const browser = await chromium.launch({ executablePath: options.chromePath, args: ['--no-sandbox', ...options.flags] });
  const interactions: InteractionResult[] = [];
  try {
    const chosen = INTERACTIONS.filter((i) => !options.only?.length || options.only.some((o) => i.name.includes(o)));
    for (const interaction of chosen) {
      let context: BrowserContext | undefined;
      try {
        context = await contextFor(browser, options.origin, interaction.who, interaction.phone ?? false);
        if (interaction.init) await context.addInitScript(interaction.init);
        const page = context.pages()[0] ?? (await context.newPage());
        const result = await measure(page, interaction, options.runs);
        interactions.push(result);
        printInteraction(result);
      } catch (error) {
        // The error's first line, and what a locator was waiting for.
        const lines = (error as Error).message.split('\n');
        const waiting = lines.find((line) => /waiting for/.test(line))?.trim();
        console.log(`  ${interaction.name}: could not be measured: ${lines[0]}${waiting ? ` (${waiting})` : ''}`);
        interactions.push({ name: interaction.name, p75: Infinity, runs: [], notes: [] });
      } finally {
        await context?.close();
      }
    }
    const visit = options.visit === false ? [] : await visitorVisit(browser, options.origin, options.firestoreHost);
    return { interactions, visit };
  } finally {
    await browser.close();
  }
}

const ms = (n: number) => (n === 0 ? '<16 ms' : Number.isFinite(n) ? `${Math.round(n)} ms` : 'never');

export function printInteraction(r: InteractionResult): void {
  const ok = r.p75 <= INTERACTION_TARGET_MS ? 'ok' : 'MISSED';
  console.log(`  ${r.name.padEnd(56)} ${ms(r.p75).padStart(8)}  target <= ${INTERACTION_TARGET_MS} ms  ${ok}   runs: ${r.runs.map(ms).join(', ')}`);
  // Each run's longest event, as input delay / handlers / until the paint (ms), with what the interaction noted.
  if (r.notes.length) console.log(`    longest event, delay/handlers/paint ms: ${r.notes.join('; ')}`);
}

export function printVisit(steps: readonly VisitStep[]): { documents: number; ok: boolean } {
  const documents = steps.reduce((sum, s) => sum + s.documents, 0);
  const kb = steps.reduce((sum, s) => sum + s.kb, 0);
  console.log(`\nA visitor's ordinary visit (fresh browser), what it receives from Firestore`);
  for (const s of steps) console.log(`  ${s.step.padEnd(22)} ${String(s.documents).padStart(4)} documents ${s.kb.toFixed(1).padStart(8)} KB`);
  const ok = documents <= VISIT_DOCUMENTS_TARGET;
  console.log(`  ${'total'.padEnd(22)} ${String(documents).padStart(4)} documents ${kb.toFixed(1).padStart(8)} KB  target <= ${VISIT_DOCUMENTS_TARGET} documents  ${ok ? 'ok' : 'MISSED'}`);
  return { documents, ok };
}
