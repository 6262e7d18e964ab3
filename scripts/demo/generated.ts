/**
 * Generated documents on top of the hand-written demo: enough that every list has several pages (`npm start`),
 * or a platform's worth (`npm run seed -- --scale 10000`). Deterministic (a seeded PRNG), varied, realistic
 * text; older than the hand-written demo, which stays the recent activity. The seed builds every document with
 * the model's builders, like the rest of the demo.
 */
import {
  BOOKING_HOST,
  DIFFICULTIES,
  DISCUSSION_CATEGORIES,
  PROJECT_CATEGORIES,
  SPECIALIZATIONS,
  thumbnailUrl,
  watchUrl,
} from '@mentorbridge/model';
import type { SeedDiscussion } from './discussions';
import type { SeedPerson } from './people';
import { ADMIN_ID } from './people';
import type { SeedProject } from './projects';
import { DAY } from './time';
import { videoCategoriesOf, type SeedVideo } from './videos';

/** A generated mentor: a profile without an Auth account (nobody signs in as them). */
export type GeneratedMentor = Omit<SeedPerson, 'email'>;

export interface GeneratedData {
  mentors: GeneratedMentor[];
  videos: SeedVideo[];
  discussions: SeedDiscussion[];
  projects: SeedProject[];
}

export interface GeneratedCounts {
  mentors: number;
  videos: number;
  discussions: number;
  projects: number;
}

/** What `npm start` adds: every list has at least three pages. */
export const DEMO_GENERATED_COUNTS: GeneratedCounts = { mentors: 70, videos: 70, discussions: 70, projects: 50 };

/** What `npm run seed -- --scale N` adds for N = 10,000 (videos and discussions half, projects a fifth). */
export function scaleCounts(mentors: number): GeneratedCounts {
  return { mentors, videos: Math.round(mentors / 2), discussions: Math.round(mentors / 2), projects: Math.round(mentors / 5) };
}

/** Generated documents are older than the hand-written demo (which reaches back about 60 days). */
const OLDEST_DEMO_DAYS = 90;

const FIRST = [
  'Aisha', 'Mateo', 'Chloé', 'Ravi', 'Ingrid', 'Tomás', 'Mei', 'Oluwaseun', 'Zoë', 'Lukas', 'Priyanka', 'Søren',
  'Fatima', 'Diego', 'Anaïs', 'Kwame', 'Yuki', 'Björn', 'Leila', 'Nikolai', 'Camila', 'Hiroshi', 'Amara', 'José',
  'Freya', 'Arjun', 'Noémie', 'Emeka', 'Hana', 'Rafael', 'Siobhán', 'Omar', 'Ines', 'Tariq', 'Elif', 'Marek',
];
const LAST = [
  'Okonkwo', 'García', 'Lefèvre', 'Sharma', 'Johansson', 'Müller', 'Chen', 'Adeyemi', 'Novak', 'Tanaka', 'Rossi',
  'Kowalski', 'Haddad', 'Fernández', 'Dubois', 'Mensah', 'Nakamura', 'Lindqvist', 'Rahman', 'Petrov', 'Ortiz',
  'Yamamoto', 'Boateng', 'Álvarez', 'Nielsen', 'Iyer', 'Moreau', 'Eze', 'Kim', 'Silva', 'O’Brien', 'Farouk',
];
const CITIES = [
  'Lagos, Nigeria', 'São Paulo, Brazil', 'Montréal, Canada', 'Bengaluru, India', 'Malmö, Sweden', 'München, Germany',
  'Shenzhen, China', 'Nairobi, Kenya', 'Kraków, Poland', 'Ōsaka, Japan', 'Milano, Italy', 'Zürich, Switzerland',
  'Beirut, Lebanon', 'Bogotá, Colombia', 'Lyon, France', 'Accra, Ghana', 'Reykjavík, Iceland', 'Remote',
];
const EXPERTISE: Record<string, string[]> = {
  'Software Development': ['TypeScript', 'React', 'Node.js', 'Go', 'Rust', 'System Design', 'Testing', 'GraphQL', 'Kotlin'],
  'Data Science': ['Python', 'pandas', 'SQL', 'Machine Learning', 'Statistics', 'dbt', 'Spark', 'Forecasting'],
  'UI/UX Design': ['Figma', 'User Research', 'Prototyping', 'Accessibility', 'Design Systems', 'Usability Testing'],
  'Product Management': ['Roadmapping', 'OKRs', 'Discovery', 'Pricing', 'Analytics', 'Stakeholder Management'],
  'Digital Marketing': ['SEO', 'Content Strategy', 'Paid Search', 'Email Marketing', 'Growth Loops', 'Analytics'],
  'Project Management': ['Scrum', 'Kanban', 'Risk Management', 'PMP', 'Budgeting', 'Jira'],
  'Business Analysis': ['Requirements', 'BPMN', 'Process Mining', 'Power BI', 'Stakeholder Interviews', 'SQL'],
  Cybersecurity: ['Penetration Testing', 'Threat Modeling', 'SIEM', 'Incident Response', 'Cloud Security', 'OWASP'],
  'Cloud Computing': ['AWS', 'Azure', 'GCP', 'Kubernetes', 'Terraform', 'Serverless', 'Cost Optimization'],
  'Artificial Intelligence': ['LLMs', 'PyTorch', 'Computer Vision', 'NLP', 'MLOps', 'Evaluation', 'Retrieval'],
  Other: ['Robotics', 'Bioinformatics', 'Quantum Computing', 'Game Design', 'Climate Tech', 'Embedded Systems'],
};
const CUSTOM_SPECIALIZATIONS = ['Robotics', 'Bioinformatics', 'Quantum Computing', 'Game Development', 'Climate Tech'];
const BIO_OPENINGS = [
  'I have spent {years} years in {field}, most recently leading a team of {team}.',
  'Former {field} lead turned mentor: {years} years of shipping, hiring and coaching.',
  'After {years} years in {field} at start-ups and large companies, I help people find their footing.',
];
const BIO_CLOSINGS = [
  'I review portfolios and résumés, run mock interviews and help plan a first 90 days.',
  'Happy to talk career switches, salary negotiation and how to learn {skill} properly.',
  'Sessions are practical: bring a problem, leave with a plan and a reading list on {skill}.',
];
const VIDEO_TITLES = [
  '{skill} in 20 minutes', 'A day in the life of a {field} professional', 'Mock interview: {field}',
  'How I learned {skill}', 'Common {skill} mistakes and how to avoid them', 'Building a portfolio for {field}',
  'Negotiating your first {field} offer', '{skill} for beginners, part {n}',
];
const VIDEO_DESCRIPTIONS = [
  'A walkthrough of {skill} with real examples from my work in {field}. Questions welcome in the community.',
  'What hiring managers in {field} look for, and how to show it. Covers résumés, portfolios and interviews.',
  'Recorded live with students: we debug, refactor and discuss trade-offs around {skill}.',
];
const DISCUSSION_TITLES = [
  'How do you practise {skill} outside work?', 'Moving from {field} into {other}: where to start?',
  'Résumé review thread for {field} roles', 'Is a certificate in {skill} worth it?', 'Best resources for {skill} in {year}',
  'Remote {field} jobs: what worked for you?', 'Imposter syndrome in your first {field} role',
];
const DISCUSSION_CONTENT = [
  'I have been learning {skill} for a few months and would love to hear how others structured their practice.',
  'Share what helped you most when you started in {field}: courses, projects, people or communities.',
  'Looking for honest answers about the {field} job market and how much {skill} matters for a first role.',
];
const PROJECT_TITLES = [
  'Build a {skill} dashboard', 'Ship a {field} case study', 'Automate a workflow with {skill}',
  'Redesign an onboarding flow', 'Analyse open data with {skill}', 'Harden a small web app', 'Plan a product launch',
];
const PROJECT_DESCRIPTIONS = [
  'A guided project: scope it, build it with {skill}, present it to your mentor and write up what you learned.',
  'Work on a realistic {field} brief with weekly check-ins; you finish with a portfolio piece and feedback.',
];

/** A small deterministic PRNG (mulberry32), so generated data is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generated YouTube-shaped id (11 characters of the allowed alphabet); the video itself does not exist. */
function youtubeId(i: number): string {
  return `g${i.toString(36).padStart(10, '0')}`.slice(0, 11);
}

/** Generates `counts` documents; ids are `gen-{kind}-{n}`, so reruns overwrite instead of adding. */
export function generateData(counts: GeneratedCounts, seed = 14): GeneratedData {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
  const pad = (n: number) => String(n).padStart(5, '0');
  const fields = SPECIALIZATIONS.filter((s) => s !== 'Other');

  const mentors: GeneratedMentor[] = Array.from({ length: counts.mentors }, (_, i) => {
    const specialization = rand() < 0.08 ? pick(CUSTOM_SPECIALIZATIONS) : pick(fields);
    const pool = EXPERTISE[specialization] ?? EXPERTISE.Other;
    const expertise = [...new Set(Array.from({ length: 2 + Math.floor(rand() * 5) }, () => pick(pool)))];
    const field = specialization.toLowerCase();
    const values = { years: String(3 + Math.floor(rand() * 20)), field, team: String(3 + Math.floor(rand() * 12)), skill: pick(expertise) };
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const days = OLDEST_DEMO_DAYS + Math.floor(rand() * 700);
    return {
      id: `gen-mentor-${pad(i + 1)}`,
      display_name: name,
      role: 'mentor',
      admin_role: 'student',
      bio: `${fill(pick(BIO_OPENINGS), values)} ${fill(pick(BIO_CLOSINGS), values)}`,
      description: '',
      location: pick(CITIES),
      hourly_rate: rand() < 0.15 ? 0 : 20 + Math.floor(rand() * 36) * 5,
      topmate_url: `https://${BOOKING_HOST}/mentor_gen_${i + 1}/`,
      specialization,
      expertise,
      avatar_url: null,
      calendly_url: null,
      created_hours_ago: days * DAY,
      updated_hours_ago: days * DAY - 3,
    };
  });

  const authorOf = (i: number) => mentors[i % Math.max(1, mentors.length)];
  const skillOf = (m: GeneratedMentor | undefined) => (m ? pick(m.expertise) : pick(EXPERTISE['Software Development']));
  const fieldOf = (m: GeneratedMentor | undefined) => (m ? m.specialization : pick(fields));

  const videos: SeedVideo[] = mentors.length === 0 ? [] : Array.from({ length: counts.videos }, (_, i) => {
    const mentor = authorOf(Math.floor(rand() * mentors.length));
    const values = { skill: skillOf(mentor), field: fieldOf(mentor), n: String(1 + (i % 5)) };
    const id = youtubeId(i + 1);
    const minutes = 4 + Math.floor(rand() * 50);
    return {
      id: `gen-video-${pad(i + 1)}`,
      mentor_id: mentor.id,
      title: fill(pick(VIDEO_TITLES), values).slice(0, 100),
      description: fill(pick(VIDEO_DESCRIPTIONS), values),
      youtube_id: id,
      video_url: watchUrl(id),
      thumbnail_url: thumbnailUrl(id),
      duration: `${minutes}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`,
      // A category the mentor's field fits (VIDEO_CATEGORIES_BY_INDUSTRY), as the hand-written videos have.
      category: pick(videoCategoriesOf(mentor.specialization)),
      created_hours_ago: (OLDEST_DEMO_DAYS + i) * DAY + Math.floor(rand() * DAY),
    };
  });

  const discussions: SeedDiscussion[] = Array.from({ length: counts.discussions }, (_, i) => {
    const values = { skill: skillOf(undefined), field: pick(fields), other: pick(fields), year: String(2026 - (i % 3)) };
    return {
      id: `gen-discussion-${pad(i + 1)}`,
      author_id: ADMIN_ID,
      title: fill(pick(DISCUSSION_TITLES), values).slice(0, 200),
      content: fill(pick(DISCUSSION_CONTENT), values),
      category: pick(DISCUSSION_CATEGORIES),
      tags: [...new Set([values.skill.toLowerCase().replace(/\s+/g, '-'), pick(['careers', 'learning', 'interviews', 'jobs'])])],
      liked_by: [],
      created_hours_ago: (OLDEST_DEMO_DAYS + i) * DAY + Math.floor(rand() * DAY),
    };
  });

  const projects: SeedProject[] = mentors.length === 0 ? [] : Array.from({ length: counts.projects }, (_, i) => {
    const mentor = authorOf(Math.floor(rand() * mentors.length));
    const values = { skill: skillOf(mentor), field: fieldOf(mentor) };
    const days = OLDEST_DEMO_DAYS + i;
    return {
      id: `gen-project-${pad(i + 1)}`,
      mentor_id: mentor.id,
      title: fill(pick(PROJECT_TITLES), values).slice(0, 200),
      description: fill(pick(PROJECT_DESCRIPTIONS), values),
      category: pick(PROJECT_CATEGORIES),
      difficulty: pick(DIFFICULTIES),
      estimated_hours: 2 + Math.floor(rand() * 60),
      created_hours_ago: days * DAY,
      updated_hours_ago: days * DAY - 1,
    };
  });

  return { mentors, videos, discussions, projects };
}

/** The generated part of the demo `npm start` seeds. */
export const GENERATED = generateData(DEMO_GENERATED_COUNTS);
