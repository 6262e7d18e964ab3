/**
 * Demo data for MentorBridge: plain typed data, no Firebase imports.
 *
 * `scripts/seed.ts` writes it into the emulators; `scripts/seed-data.test.ts` checks its invariants;
 * e2e tests may import the ids and demo accounts from here. Every id is fixed so the data is stable.
 *
 * Times are given as "hours ago" (relative to the moment the seed runs) so that newest-first lists look
 * real whenever the seed is run. Field names follow decisions.md section 5.
 */
import { DISCUSSION_CATEGORIES, SPECIALIZATIONS } from '../web/src/config';

export type Role = 'student' | 'mentor';
export type AdminRole = 'admin' | 'student';
export type Specialization = (typeof SPECIALIZATIONS)[number];
export type DiscussionCategory = (typeof DISCUSSION_CATEGORIES)[number];
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type EnrollmentStatus = 'pending' | 'approved' | 'rejected';
export type VideoCategory = 'Tech' | 'Career' | 'Interview Prep' | 'Soft Skills' | 'Data' | 'Design';

export const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
export const ENROLLMENT_STATUSES: readonly EnrollmentStatus[] = ['pending', 'approved', 'rejected'];
export const VIDEO_CATEGORIES: readonly VideoCategory[] = [
  'Tech',
  'Career',
  'Interview Prep',
  'Soft Skills',
  'Data',
  'Design',
];
/** The mentor page's rate filter buckets (USD per hour, inclusive). */
export const RATE_BUCKETS = [
  { label: '0-50', min: 0, max: 50 },
  { label: '51-100', min: 51, max: 100 },
  { label: '101+', min: 101, max: Number.POSITIVE_INFINITY },
] as const;

/** Password of every seeded account. */
export const DEMO_PASSWORD = 'mentorbridge';

export const ADMIN_ID = 'admin-01';
export const DEMO_MENTOR_ID = 'mentor-01';
export const DEMO_STUDENT_ID = 'student-01';
/** A mentor with an empty bio and an empty Topmate link: opening their own profile shows the completion dialog. */
export const INCOMPLETE_MENTOR_ID = 'mentor-14';
export const INCOMPLETE_MENTOR_EMAIL = 'incomplete.mentor@mentorbridge.test';
export const INCOMPLETE_MENTOR_NAME = 'Iris Incomplete';

/** A person: an Auth user (uid = id) plus the `profiles/{id}` document. */
export interface SeedPerson {
  id: string;
  email: string;
  display_name: string;
  role: Role;
  admin_role: AdminRole;
  /** Empty for the incomplete mentor; optional flavour text for students. */
  bio: string;
  description: string;
  location: string;
  hourly_rate: number;
  /** `https://topmate.io/<username>/` for mentors; empty for students and the incomplete mentor. */
  topmate_url: string;
  /** One of SPECIALIZATIONS, or the custom text a mentor typed after choosing "Other"; '' for non-mentors. */
  specialization: string;
  expertise: string[];
  avatar_url: null;
  calendly_url: null;
  created_hours_ago: number;
  updated_hours_ago: number;
}

export interface SeedProject {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: Difficulty;
  estimated_hours: number;
  mentor_id: string;
  created_hours_ago: number;
  updated_hours_ago: number;
}

export interface SeedEnrollment {
  /** Always `${project_id}_${student_id}`. */
  id: string;
  project_id: string;
  student_id: string;
  linkedin_url: string;
  status: EnrollmentStatus;
  created_hours_ago: number;
  /** When the mentor decided (equal to created for pending requests). */
  updated_hours_ago: number;
}

export interface SeedProjectMessage {
  id: string;
  project_id: string;
  user_id: string;
  message: string;
  created_hours_ago: number;
}

export interface SeedVideo {
  id: string;
  mentor_id: string;
  title: string;
  description: string;
  youtube_id: string;
  video_url: string;
  thumbnail_url: string;
  duration: string;
  category: VideoCategory;
  created_hours_ago: number;
}

export interface SeedDiscussion {
  id: string;
  author_id: string;
  title: string;
  content: string;
  category: DiscussionCategory;
  tags: string[];
  /** Users who like the discussion: `community_discussions/{id}/likes/{uid}`. */
  liked_by: string[];
  created_hours_ago: number;
}

export interface SeedComment {
  /** `c-<discussion number>-<n>`. */
  id: string;
  discussion_id: string;
  user_id: string;
  content: string;
  /** Users who like the comment: `community_discussions/{d}/comments/{c}/likes/{uid}`. */
  liked_by: string[];
  created_hours_ago: number;
}

export interface SeedLike {
  discussion_id: string;
  /** Set for a comment like, absent for a discussion like. */
  comment_id?: string;
  user_id: string;
  created_hours_ago: number;
}

const DAY = 24;
const topmate = (username: string): string => `https://topmate.io/${username}/`;
const linkedin = (slug: string): string => `https://www.linkedin.com/in/${slug}`;

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

interface MentorInput {
  id: string;
  email: string;
  display_name: string;
  specialization: string;
  hourly_rate: number;
  location: string;
  bio: string;
  description: string;
  expertise: string[];
  topmate_username: string | null;
  created_days_ago: number;
}

const mentor = (m: MentorInput): SeedPerson => ({
  id: m.id,
  email: m.email,
  display_name: m.display_name,
  role: 'mentor',
  admin_role: 'student',
  bio: m.bio,
  description: m.description,
  location: m.location,
  hourly_rate: m.hourly_rate,
  topmate_url: m.topmate_username === null ? '' : topmate(m.topmate_username),
  specialization: m.specialization,
  expertise: m.expertise,
  avatar_url: null,
  calendly_url: null,
  created_hours_ago: m.created_days_ago * DAY,
  updated_hours_ago: m.created_days_ago * DAY - 2,
});

interface StudentInput {
  id: string;
  email: string;
  display_name: string;
  location: string;
  bio: string;
  description: string;
  created_days_ago: number;
}

const student = (s: StudentInput): SeedPerson => ({
  id: s.id,
  email: s.email,
  display_name: s.display_name,
  role: 'student',
  admin_role: 'student',
  bio: s.bio,
  description: s.description,
  location: s.location,
  hourly_rate: 0,
  topmate_url: '',
  specialization: '',
  expertise: [],
  avatar_url: null,
  calendly_url: null,
  created_hours_ago: s.created_days_ago * DAY,
  updated_hours_ago: s.created_days_ago * DAY - 1,
});

export const ADMINS: readonly SeedPerson[] = [
  {
    id: ADMIN_ID,
    email: 'admin@mentorbridge.test',
    display_name: 'Ava Admin',
    role: 'student',
    admin_role: 'admin',
    bio: 'Community lead at MentorBridge. I start the discussions and keep the platform friendly and useful.',
    description: 'Platform administrator and community moderator.',
    location: 'San Francisco, CA',
    hourly_rate: 0,
    topmate_url: '',
    specialization: '',
    expertise: [],
    avatar_url: null,
    calendly_url: null,
    created_hours_ago: 60 * DAY,
    updated_hours_ago: 60 * DAY - 1,
  },
];

export const MENTORS: readonly SeedPerson[] = [
  mentor({
    id: DEMO_MENTOR_ID,
    email: 'mentor@mentorbridge.test',
    display_name: 'Maya Mentor',
    specialization: 'Software Development',
    hourly_rate: 75,
    location: 'San Francisco, CA',
    bio: 'Staff software engineer with 11 years building web platforms at startups and at scale. I help students turn class projects into portfolio pieces and prepare for their first engineering interviews.',
    description:
      'Full-stack engineer focused on React, TypeScript and Node.js. Previously tech lead for a payments team; now mentoring early-career developers on code quality, system design and career growth.',
    expertise: ['React', 'TypeScript', 'Node.js', 'System Design', 'Career Growth'],
    topmate_username: 'maya_mentor',
    created_days_ago: 55,
  }),
  mentor({
    id: 'mentor-02',
    email: 'daniel.okafor@mentorbridge.test',
    display_name: 'Daniel Okafor',
    specialization: 'Data Science',
    hourly_rate: 0,
    location: 'Lagos, Nigeria',
    bio: 'Data scientist at a fintech, volunteering my time for free. I love helping beginners get from messy spreadsheets to clear insights with Python, SQL and a bit of statistics.',
    description:
      'Works on credit-risk models and analytics dashboards. Runs a free weekly data clinic for university students.',
    expertise: ['Python', 'Pandas', 'Machine Learning', 'Statistics', 'SQL', 'Data Visualization'],
    topmate_username: 'daniel-okafor',
    created_days_ago: 52,
  }),
  mentor({
    id: 'mentor-03',
    email: 'priya.raman@mentorbridge.test',
    display_name: 'Priya Raman',
    specialization: 'UI/UX Design',
    hourly_rate: 50,
    location: 'Bengaluru, India',
    bio: 'Product designer with 8 years in consumer apps. I review portfolios, run mock design critiques and teach research-driven design that engineers and stakeholders can get behind.',
    description: 'Lead designer for a mobile banking app used by millions. Speaks about accessible design systems.',
    expertise: ['Figma', 'User Research', 'Design Systems', 'Prototyping'],
    topmate_username: 'priya_designs',
    created_days_ago: 50,
  }),
  mentor({
    id: 'mentor-04',
    email: 'lucas.ferreira@mentorbridge.test',
    display_name: 'Lucas Ferreira',
    specialization: 'Product Management',
    hourly_rate: 101,
    location: 'São Paulo, Brazil',
    bio: 'Group product manager who moved from engineering into product. I coach aspiring PMs on discovery, prioritisation and the product-sense interviews that trip most candidates up.',
    description: 'Leads a marketplace product group of five squads. Former backend engineer.',
    expertise: ['Roadmapping', 'Product Discovery', 'OKRs'],
    topmate_username: 'lucasferreira',
    created_days_ago: 48,
  }),
  mentor({
    id: 'mentor-05',
    email: 'hannah.schmidt@mentorbridge.test',
    display_name: 'Hannah Schmidt',
    specialization: 'Digital Marketing',
    hourly_rate: 51,
    location: 'Berlin, Germany',
    bio: 'Growth marketer for B2B SaaS. I help students build a marketing portfolio with real experiments: landing pages, SEO audits and campaigns with numbers you can show in interviews.',
    description: 'Head of growth at a developer-tools company; previously agency-side running paid social.',
    expertise: ['SEO', 'Content Strategy', 'Google Analytics', 'Paid Social', 'Email Marketing'],
    topmate_username: 'hannah_growth',
    created_days_ago: 46,
  }),
  mentor({
    id: 'mentor-06',
    email: 'kenji.watanabe@mentorbridge.test',
    display_name: 'Kenji Watanabe',
    specialization: 'Project Management',
    hourly_rate: 100,
    location: 'Tokyo, Japan',
    bio: 'PMP-certified project manager delivering hardware and software programmes across Asia. I mentor on agile delivery, stakeholder communication and keeping projects calm under pressure.',
    description: 'Programme manager at an electronics manufacturer; Scrum trainer on weekends.',
    expertise: ['Agile', 'Scrum', 'Risk Management', 'Stakeholder Communication'],
    topmate_username: 'kenji_pm',
    created_days_ago: 45,
  }),
  mentor({
    id: 'mentor-07',
    email: 'fatima.alsayed@mentorbridge.test',
    display_name: 'Fatima Al-Sayed',
    specialization: 'Business Analysis',
    hourly_rate: 35,
    location: 'Dubai, UAE',
    bio: 'Business analyst bridging operations and IT in logistics. I teach requirement writing, process mapping and the SQL every analyst needs, with case studies from real projects.',
    description: 'Senior business analyst in supply-chain digitisation projects.',
    expertise: ['Requirements Gathering', 'SQL', 'Process Modeling'],
    topmate_username: 'fatima-ba',
    created_days_ago: 44,
  }),
  mentor({
    id: 'mentor-08',
    email: 'marcus.johnson@mentorbridge.test',
    display_name: 'Marcus Johnson',
    specialization: 'Cybersecurity',
    hourly_rate: 150,
    location: 'Austin, TX',
    bio: 'Security engineer and former red-teamer. I help students break into security: home labs, CTFs, certifications worth the money and how to talk about findings with developers.',
    description: 'Application security lead at a healthcare SaaS company. Organises a local CTF meetup.',
    expertise: [
      'Penetration Testing',
      'Threat Modeling',
      'Cloud Security',
      'Incident Response',
      'OWASP Top 10',
      'Security+ Prep',
      'Network Security',
    ],
    topmate_username: 'marcus_secures',
    created_days_ago: 42,
  }),
  mentor({
    id: 'mentor-09',
    email: 'sofia.rossi@mentorbridge.test',
    display_name: 'Sofia Rossi',
    specialization: 'Cloud Computing',
    hourly_rate: 120,
    location: 'Milan, Italy',
    bio: 'Cloud architect who has migrated dozens of workloads to AWS and GCP. I mentor on infrastructure as code, Kubernetes and preparing for cloud certifications without burning out.',
    description: 'Principal cloud architect at a consultancy; AWS Community Builder.',
    expertise: ['AWS', 'Kubernetes', 'Terraform', 'DevOps', 'CI/CD'],
    topmate_username: 'sofiarossi',
    created_days_ago: 40,
  }),
  mentor({
    id: 'mentor-10',
    email: 'arjun.mehta@mentorbridge.test',
    display_name: 'Arjun Mehta',
    specialization: 'Artificial Intelligence',
    hourly_rate: 200,
    location: 'Toronto, Canada',
    bio: 'Machine learning engineer shipping LLM and vision features to production. I mentor on deep-learning fundamentals, reading papers and building ML projects recruiters actually notice.',
    description: 'Senior ML engineer; previously a research engineer in an applied AI lab.',
    expertise: ['Deep Learning', 'PyTorch', 'LLMs', 'MLOps', 'Computer Vision', 'NLP'],
    topmate_username: 'arjun_ai',
    created_days_ago: 38,
  }),
  mentor({
    id: 'mentor-11',
    email: 'elena.petrova@mentorbridge.test',
    display_name: 'Elena Petrova',
    // Chose "Other" in the profile form and typed a custom specialization.
    specialization: 'Quantum Computing',
    hourly_rate: 85,
    location: 'Zurich, Switzerland',
    bio: 'Quantum software researcher. I help physics and CS students find their way into quantum computing careers, from linear algebra refreshers to first Qiskit experiments.',
    description: 'Postdoctoral researcher working on quantum error correction and developer tooling.',
    expertise: ['Qiskit', 'Linear Algebra', 'Quantum Algorithms'],
    topmate_username: 'elena_quantum',
    created_days_ago: 36,
  }),
  mentor({
    id: 'mentor-12',
    email: 'james.carter@mentorbridge.test',
    display_name: 'James Carter',
    specialization: 'Software Development',
    hourly_rate: 25,
    location: 'London, UK',
    bio: 'Backend developer in fintech who got in through a bootcamp. Happy to review code, explain Spring Boot and share what helped me land my first developer job without a CS degree.',
    description: 'Java developer building payment services; mentors bootcamp graduates.',
    expertise: ['Java', 'Spring Boot', 'Microservices', 'Code Review'],
    topmate_username: 'jamescarter_dev',
    created_days_ago: 34,
  }),
  mentor({
    id: 'mentor-13',
    email: 'grace.kim@mentorbridge.test',
    display_name: 'Grace Kim',
    specialization: 'Data Science',
    hourly_rate: 60,
    location: 'Seoul, South Korea',
    bio: 'Product data scientist running experiments for a gaming company. I mentor on A/B testing, dashboards and telling a convincing story with data in interviews and at work.',
    description: 'Leads experimentation analytics for a live-service game studio.',
    expertise: ['R', 'A/B Testing', 'Experimentation', 'Tableau', 'Data Storytelling'],
    topmate_username: 'grace_kim',
    created_days_ago: 32,
  }),
  mentor({
    id: INCOMPLETE_MENTOR_ID,
    email: INCOMPLETE_MENTOR_EMAIL,
    display_name: INCOMPLETE_MENTOR_NAME,
    specialization: 'Cybersecurity',
    hourly_rate: 40,
    location: 'Dublin, Ireland',
    bio: '',
    description: 'Signed up as a mentor but has not finished the profile yet.',
    expertise: ['Linux', 'Networking'],
    topmate_username: null,
    created_days_ago: 3,
  }),
];

export const STUDENTS: readonly SeedPerson[] = [
  student({
    id: DEMO_STUDENT_ID,
    email: 'student@mentorbridge.test',
    display_name: 'Sam Student',
    location: 'San Diego, CA',
    bio: 'Third-year computer science student looking for a first internship in web development.',
    description: 'Interested in frontend engineering and product thinking.',
    created_days_ago: 30,
  }),
  student({
    id: 'student-02',
    email: 'leila.haddad@mentorbridge.test',
    display_name: 'Leila Haddad',
    location: 'Montreal, Canada',
    bio: 'Software engineering student and hackathon regular.',
    description: 'Building side projects with React and Firebase.',
    created_days_ago: 29,
  }),
  student({
    id: 'student-03',
    email: 'tomas.garcia@mentorbridge.test',
    display_name: 'Tomás García',
    location: 'Madrid, Spain',
    bio: 'Economics graduate moving into data analytics.',
    description: 'Learning Python and SQL in the evenings.',
    created_days_ago: 28,
  }),
  student({
    id: 'student-04',
    email: 'aisha.bello@mentorbridge.test',
    display_name: 'Aisha Bello',
    location: 'Accra, Ghana',
    bio: 'Design student who loves accessibility and clean interfaces.',
    description: 'Looking for feedback on a UX portfolio.',
    created_days_ago: 27,
  }),
  student({
    id: 'student-05',
    email: 'noah.williams@mentorbridge.test',
    display_name: 'Noah Williams',
    location: 'Chicago, IL',
    bio: 'IT student preparing for cloud certifications.',
    description: 'Homelab enthusiast: Docker, Proxmox and too many Raspberry Pis.',
    created_days_ago: 26,
  }),
  student({
    id: 'student-06',
    email: 'mei.chen@mentorbridge.test',
    display_name: 'Mei Chen',
    location: 'Singapore',
    bio: 'Master’s student in artificial intelligence.',
    description: 'Researching efficient fine-tuning of language models.',
    created_days_ago: 25,
  }),
  student({
    id: 'student-07',
    email: 'ravi.patel@mentorbridge.test',
    display_name: 'Ravi Patel',
    location: 'Pune, India',
    bio: 'Final-year engineering student curious about DevOps and security.',
    description: 'Contributes to open-source CLI tools.',
    created_days_ago: 24,
  }),
];

export const PEOPLE: readonly SeedPerson[] = [...ADMINS, ...MENTORS, ...STUDENTS];

/** The three accounts a person signs in with when trying the demo. */
export const DEMO_ACCOUNTS = {
  admin: { id: ADMIN_ID, email: 'admin@mentorbridge.test', display_name: 'Ava Admin', password: DEMO_PASSWORD },
  mentor: { id: DEMO_MENTOR_ID, email: 'mentor@mentorbridge.test', display_name: 'Maya Mentor', password: DEMO_PASSWORD },
  student: { id: DEMO_STUDENT_ID, email: 'student@mentorbridge.test', display_name: 'Sam Student', password: DEMO_PASSWORD },
} as const;

// ---------------------------------------------------------------------------------------------
// Projects, enrollments and project discussions
// ---------------------------------------------------------------------------------------------

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
    created_hours_ago: 12 * DAY,
    updated_hours_ago: 11 * DAY,
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

const LINKEDIN_SLUGS: Readonly<Record<string, string>> = {
  'student-01': 'sam-student',
  'student-02': 'leila-haddad',
  'student-03': 'tomas-garcia',
  'student-04': 'aisha-bello',
  'student-05': 'noah-williams',
  'student-06': 'mei-chen',
  'student-07': 'ravi-patel',
};

const enrollment = (
  project_id: string,
  student_id: string,
  status: EnrollmentStatus,
  created_hours_ago: number,
  decided_hours_ago: number = created_hours_ago,
): SeedEnrollment => ({
  id: `${project_id}_${student_id}`,
  project_id,
  student_id,
  linkedin_url: linkedin(LINKEDIN_SLUGS[student_id] ?? student_id),
  status,
  created_hours_ago,
  updated_hours_ago: status === 'pending' ? created_hours_ago : decided_hours_ago,
});

/**
 * The demo student has one request of each status: approved on project-01, pending on project-02 (both
 * the demo mentor's) and rejected on project-04. The demo mentor's project-01 has requests of every status.
 */
export const ENROLLMENTS: readonly SeedEnrollment[] = [
  enrollment('project-01', DEMO_STUDENT_ID, 'approved', 20 * DAY, 19 * DAY),
  enrollment('project-01', 'student-02', 'approved', 19 * DAY, 18 * DAY),
  enrollment('project-01', 'student-03', 'pending', 2 * DAY),
  enrollment('project-01', 'student-04', 'rejected', 15 * DAY, 14 * DAY),
  enrollment('project-02', DEMO_STUDENT_ID, 'pending', 1 * DAY),
  enrollment('project-02', 'student-05', 'pending', 3 * DAY),
  enrollment('project-03', 'student-06', 'approved', 7 * DAY, 6 * DAY),
  enrollment('project-04', DEMO_STUDENT_ID, 'rejected', 16 * DAY, 15 * DAY),
  enrollment('project-04', 'student-03', 'approved', 18 * DAY, 17 * DAY),
  enrollment('project-04', 'student-07', 'pending', 4 * DAY),
  enrollment('project-05', 'student-02', 'pending', 5 * DAY),
  enrollment('project-05', 'student-04', 'approved', 14 * DAY, 13 * DAY),
  enrollment('project-06', 'student-05', 'approved', 13 * DAY, 12 * DAY),
  enrollment('project-06', 'student-07', 'rejected', 10 * DAY, 9 * DAY),
  enrollment('project-07', 'student-06', 'pending', 2 * DAY + 5),
];

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

// ---------------------------------------------------------------------------------------------
// Videos (real YouTube videos of well-known career and tech talks)
// ---------------------------------------------------------------------------------------------

interface VideoInput {
  id: string;
  mentor_id: string;
  youtube_id: string;
  title: string;
  description: string;
  duration: string;
  category: VideoCategory;
  created_days_ago: number;
}

const video = (v: VideoInput): SeedVideo => ({
  id: v.id,
  mentor_id: v.mentor_id,
  title: v.title,
  description: v.description,
  youtube_id: v.youtube_id,
  video_url: `https://www.youtube.com/watch?v=${v.youtube_id}`,
  thumbnail_url: `https://i.ytimg.com/vi/${v.youtube_id}/hqdefault.jpg`,
  duration: v.duration,
  category: v.category,
  created_hours_ago: v.created_days_ago * DAY,
});

export const VIDEOS: readonly SeedVideo[] = [
  video({
    id: 'video-01',
    mentor_id: 'mentor-02',
    youtube_id: 'rfscVS0vtbw',
    title: 'Learn Python - Full Course for Beginners (freeCodeCamp)',
    description:
      'A complete beginner course on Python: variables, functions, loops, classes and small projects. My go-to recommendation before any data science project.',
    duration: '4:26:52',
    category: 'Tech',
    created_days_ago: 30,
  }),
  video({
    id: 'video-02',
    mentor_id: DEMO_MENTOR_ID,
    youtube_id: '8mAITcNt710',
    title: 'Harvard CS50 - Full Computer Science University Course',
    description:
      'The full CS50 lecture series: C, algorithms, memory, data structures, Python, SQL and web basics. Watch a lecture a week alongside your projects.',
    duration: '24:46:41',
    category: 'Tech',
    created_days_ago: 29,
  }),
  video({
    id: 'video-03',
    mentor_id: 'mentor-12',
    youtube_id: 'RGOj5yH7evk',
    title: 'Git and GitHub for Beginners - Crash Course',
    description:
      'Version control from zero: commits, branches, pull requests and collaborating on GitHub. Every project you show an employer should live in a clean repository.',
    duration: '1:08:29',
    category: 'Tech',
    created_days_ago: 27,
  }),
  video({
    id: 'video-04',
    mentor_id: 'mentor-09',
    youtube_id: '3c-iBn73dDE',
    title: 'Docker Tutorial for Beginners (TechWorld with Nana)',
    description:
      'Containers, images, Docker Compose and a realistic development workflow. Watch this before starting the Kubernetes deployment project.',
    duration: '2:46:15',
    category: 'Tech',
    created_days_ago: 25,
  }),
  video({
    id: 'video-05',
    mentor_id: 'mentor-10',
    youtube_id: 'kCc8FmEb1nY',
    title: "Let's build GPT: from scratch, in code, spelled out (Andrej Karpathy)",
    description:
      'Andrej Karpathy builds a small GPT language model step by step in PyTorch. The best way I know to really understand transformers.',
    duration: '1:56:20',
    category: 'Tech',
    created_days_ago: 23,
  }),
  video({
    id: 'video-06',
    mentor_id: 'mentor-13',
    youtube_id: 'HXV3zeQKqGY',
    title: 'SQL Tutorial - Full Database Course for Beginners',
    description:
      'Tables, keys, joins, unions, nested queries and triggers with MySQL. SQL shows up in nearly every data interview, so practise along with the video.',
    duration: '4:20:38',
    category: 'Data',
    created_days_ago: 22,
  }),
  video({
    id: 'video-07',
    mentor_id: 'mentor-10',
    youtube_id: 'aircAruvnKk',
    title: 'But what is a neural network? (3Blue1Brown, Deep learning chapter 1)',
    description:
      'A beautifully animated introduction to neurons, layers, weights and biases. Start here before touching any deep-learning framework.',
    duration: '18:40',
    category: 'Data',
    created_days_ago: 20,
  }),
  video({
    id: 'video-08',
    mentor_id: 'mentor-02',
    youtube_id: 'i_LwzRVP7bg',
    title: 'Machine Learning for Everybody - Full Course',
    description:
      'Kylie Ying covers supervised and unsupervised learning with hands-on Python examples: classification, regression, k-means and neural networks.',
    duration: '3:53:53',
    category: 'Data',
    created_days_ago: 18,
  }),
  video({
    id: 'video-09',
    mentor_id: 'mentor-10',
    youtube_id: 'zjkBMFhNj_g',
    title: 'Intro to Large Language Models (Andrej Karpathy)',
    description:
      'A one-hour general-audience talk on how LLMs are trained, how they are fine-tuned into assistants, and where the security risks are.',
    duration: '59:48',
    category: 'Data',
    created_days_ago: 16,
  }),
  video({
    id: 'video-10',
    mentor_id: DEMO_MENTOR_ID,
    youtube_id: 'XKu_SEDAykw',
    title: 'How to: Work at Google - Example Coding/Engineering Interview',
    description:
      'Two Google engineers run a mock coding interview and explain what the interviewer looks for: clarifying questions, thinking aloud and testing your code.',
    duration: '17:04',
    category: 'Interview Prep',
    created_days_ago: 14,
  }),
  video({
    id: 'video-11',
    mentor_id: 'mentor-04',
    youtube_id: 'Ks-_Mh1QhMc',
    title: 'Your body language may shape who you are | Amy Cuddy',
    description:
      'Amy Cuddy on how posture and nonverbal signals affect how others see us, and how we see ourselves. Useful before any high-stakes interview.',
    duration: '21:03',
    category: 'Interview Prep',
    created_days_ago: 13,
  }),
  video({
    id: 'video-12',
    mentor_id: 'mentor-04',
    youtube_id: 'UF8uR6Z6KLc',
    title: "Steve Jobs' 2005 Stanford Commencement Address",
    description:
      'Three stories about connecting the dots, love and loss, and death. A classic on choosing work you care about.',
    duration: '15:05',
    category: 'Career',
    created_days_ago: 12,
  }),
  video({
    id: 'video-13',
    mentor_id: 'mentor-06',
    youtube_id: 'iKHTawgyKWQ',
    title: 'Why you will fail to have a great career | Larry Smith | TEDxUW',
    description:
      'Economist Larry Smith takes apart the excuses we use to avoid pursuing our passions. Funny, blunt and worth rewatching every few years.',
    duration: '15:16',
    category: 'Career',
    created_days_ago: 11,
  }),
  video({
    id: 'video-14',
    mentor_id: 'mentor-07',
    youtube_id: '5MgBikgcWnY',
    title: 'The first 20 hours -- how to learn anything | Josh Kaufman | TEDxCSU',
    description:
      'Josh Kaufman explains rapid skill acquisition: deconstruct the skill, learn enough to self-correct, remove barriers and practise for 20 hours.',
    duration: '19:27',
    category: 'Career',
    created_days_ago: 10,
  }),
  video({
    id: 'video-15',
    mentor_id: 'mentor-06',
    youtube_id: 'qp0HIF3SfI4',
    title: 'How great leaders inspire action | Simon Sinek',
    description:
      'Simon Sinek introduces the golden circle: start with why. A helpful frame for writing a personal pitch or leading your first team.',
    duration: '18:04',
    category: 'Soft Skills',
    created_days_ago: 8,
  }),
  video({
    id: 'video-16',
    mentor_id: 'mentor-05',
    youtube_id: 'eIho2S0ZahI',
    title: 'How to speak so that people want to listen | Julian Treasure',
    description:
      'Sound expert Julian Treasure demonstrates vocal exercises and shares the habits that make people stop listening. Great before presentations.',
    duration: '9:58',
    category: 'Soft Skills',
    created_days_ago: 7,
  }),
  video({
    id: 'video-17',
    mentor_id: 'mentor-07',
    youtube_id: 'arj7oStGLkU',
    title: 'Inside the mind of a master procrastinator | Tim Urban',
    description:
      'Tim Urban on the instant gratification monkey, the panic monster and the deadlines that are not there. Painfully relatable for thesis season.',
    duration: '14:04',
    category: 'Soft Skills',
    created_days_ago: 5,
  }),
  video({
    id: 'video-18',
    mentor_id: 'mentor-08',
    youtube_id: 'iCvmsMzlF7o',
    title: 'The power of vulnerability | Brené Brown',
    description:
      'Brené Brown on connection, courage and why asking for help is a strength. Good viewing for anyone nervous about reaching out to a mentor.',
    duration: '20:50',
    category: 'Soft Skills',
    created_days_ago: 4,
  }),
  video({
    id: 'video-19',
    mentor_id: 'mentor-03',
    youtube_id: '9uOMectkCCs',
    title: 'The first secret of great design | Tony Fadell',
    description:
      'The designer behind the iPod and Nest on noticing the small problems everyone else has learned to live with, and designing them away.',
    duration: '20:07',
    category: 'Design',
    created_days_ago: 3,
  }),
  video({
    id: 'video-20',
    mentor_id: DEMO_MENTOR_ID,
    youtube_id: 'c9Wg6Cb_YlU',
    title: 'UI / UX Design Tutorial - Wireframe, Mockup & Design in Figma',
    description:
      'A practical walk through wireframing, mockups and visual design in Figma. Engineers who can sketch a decent UI get much better feedback on their projects.',
    duration: '1:17:24',
    category: 'Design',
    created_days_ago: 1,
  }),
];

// ---------------------------------------------------------------------------------------------
// Community: discussions (created by the admin), comments and likes
// ---------------------------------------------------------------------------------------------

/**
 * The demo student likes discussion-01 and discussion-03 but not discussion-02, and likes comment c-01-1
 * but not c-01-2, so tests can exercise both liking and unliking.
 */
export const DISCUSSIONS: readonly SeedDiscussion[] = [
  {
    id: 'discussion-01',
    author_id: ADMIN_ID,
    title: 'How did you land your first tech internship?',
    content:
      'Internship season is starting and many of you are sending applications. Mentors and students who already got through it: what actually worked for you? Referrals, career fairs, cold e-mails, open-source contributions? Share what you would do again and what you would skip.',
    category: 'Career Advice',
    tags: ['internships', 'job search', 'first job'],
    liked_by: [DEMO_STUDENT_ID, 'student-02', 'student-03', DEMO_MENTOR_ID, 'mentor-12', 'student-07'],
    created_hours_ago: 27 * DAY,
  },
  {
    id: 'discussion-02',
    author_id: ADMIN_ID,
    title: 'Will AI coding assistants change what juniors need to learn?',
    content:
      'AI assistants now write a lot of boilerplate code. Does that make fundamentals more or less important for someone starting out? We would love to hear how mentors see hiring expectations shifting, and how students are using these tools while learning.',
    category: 'Technology Trends',
    tags: ['ai', 'developer tools', 'careers'],
    liked_by: ['mentor-10', 'student-06', 'mentor-02'],
    created_hours_ago: 24 * DAY,
  },
  {
    id: 'discussion-03',
    author_id: ADMIN_ID,
    title: 'Which side projects actually impressed interviewers?',
    content:
      'Not every to-do app is created equal. Which personal or course projects sparked real conversations in your interviews? Tell us what the project was, what made it stand out, and how you talked about it.',
    category: 'Skills Development',
    tags: ['portfolio', 'projects', 'interviews'],
    liked_by: [DEMO_STUDENT_ID, 'student-04', 'mentor-03', 'mentor-09'],
    created_hours_ago: 21 * DAY,
  },
  {
    id: 'discussion-04',
    author_id: ADMIN_ID,
    title: 'Balancing a research assistantship with coursework',
    content:
      'Several students have asked how to fit undergraduate research around a full course load. How many hours a week is realistic? How do you pick a lab, and how do you turn a research project into something industry recruiters understand?',
    category: 'Research',
    tags: ['research', 'graduate school', 'time management'],
    liked_by: ['mentor-11', 'student-06'],
    created_hours_ago: 18 * DAY,
  },
  {
    id: 'discussion-05',
    author_id: ADMIN_ID,
    title: 'Green software: does efficient code matter for the climate?',
    content:
      'Data centres use a growing share of the world’s electricity. Are teams around you measuring the energy cost of their software or cloud bills with sustainability in mind? Share tools, articles or practices you have come across.',
    category: 'Sustainability',
    tags: ['green software', 'cloud', 'energy'],
    liked_by: [],
    created_hours_ago: 15 * DAY,
  },
  {
    id: 'discussion-06',
    author_id: ADMIN_ID,
    title: 'What makes a great first session with a mentor?',
    content:
      'You booked your first Topmate session. Now what? Mentors, tell us what you wish students prepared beforehand. Students, share the questions that got you the most useful advice.',
    category: 'Mentorship',
    tags: ['mentorship', 'goals', 'first session'],
    liked_by: ['student-02', 'student-05', DEMO_MENTOR_ID, 'mentor-06', 'student-03'],
    created_hours_ago: 12 * DAY,
  },
  {
    id: 'discussion-07',
    author_id: ADMIN_ID,
    title: 'Switching careers into UX design after 30',
    content:
      'We regularly hear from people moving into UX from teaching, retail or marketing. What transferable skills helped you most, and how did you build a portfolio without client work? Experienced designers, what do you look for in career switchers?',
    category: 'Career Advice',
    tags: ['career change', 'ux', 'portfolio'],
    liked_by: ['student-04', 'mentor-03'],
    created_hours_ago: 9 * DAY,
  },
  {
    id: 'discussion-08',
    author_id: ADMIN_ID,
    title: 'Is Kubernetes knowledge expected for new grads?',
    content:
      'Job ads increasingly list Kubernetes, Terraform and CI/CD even for junior roles. Is this a real expectation or a wish list? Which cloud skills should a graduate learn first?',
    category: 'Technology Trends',
    tags: ['cloud', 'devops', 'kubernetes'],
    liked_by: ['student-05', 'student-07', 'mentor-09'],
    created_hours_ago: 6 * DAY,
  },
  {
    id: 'discussion-09',
    author_id: ADMIN_ID,
    title: 'Share your favourite free resources for learning SQL',
    content:
      'SQL comes up in data, product, analytics and backend interviews alike. Post the free courses, practice sites and datasets that helped you, and say what level they suit.',
    category: 'Skills Development',
    tags: ['sql', 'data', 'resources'],
    liked_by: ['student-03', 'mentor-13'],
    created_hours_ago: 3 * DAY,
  },
  {
    id: 'discussion-10',
    author_id: ADMIN_ID,
    title: 'Giving back: when should you start mentoring others?',
    content:
      'You do not need ten years of experience to help someone one step behind you. When did you start mentoring, and what did it teach you? Let us hear from peer mentors and teaching assistants too.',
    category: 'Mentorship',
    tags: ['mentorship', 'community', 'leadership'],
    liked_by: [DEMO_MENTOR_ID],
    created_hours_ago: 1 * DAY,
  },
];

export const COMMENTS: readonly SeedComment[] = [
  // discussion-01: 5 comments
  {
    id: 'c-01-1',
    discussion_id: 'discussion-01',
    user_id: DEMO_MENTOR_ID,
    content:
      'Referrals, by far. Ask people for a 15-minute chat about their work, not for a job. The referral usually follows.',
    liked_by: [DEMO_STUDENT_ID, 'student-02', 'student-03'],
    created_hours_ago: 26 * DAY,
  },
  {
    id: 'c-01-2',
    discussion_id: 'discussion-01',
    user_id: 'student-02',
    content: 'A hackathon project got me my internship. The recruiter had seen the demo at the closing ceremony.',
    liked_by: [DEMO_MENTOR_ID],
    created_hours_ago: 25 * DAY,
  },
  {
    id: 'c-01-3',
    discussion_id: 'discussion-01',
    user_id: 'mentor-12',
    content: 'Apply early. Many programmes fill most of their spots before the official deadline.',
    liked_by: [],
    created_hours_ago: 22 * DAY,
  },
  {
    id: 'c-01-4',
    discussion_id: 'discussion-01',
    user_id: 'student-07',
    content: 'Small open-source contributions helped me. Interviewers asked about my pull requests more than my grades.',
    liked_by: ['mentor-09', 'student-05'],
    created_hours_ago: 10 * DAY,
  },
  {
    id: 'c-01-5',
    discussion_id: 'discussion-01',
    user_id: DEMO_STUDENT_ID,
    content: 'This thread is gold. Starting my referral outreach this week!',
    liked_by: [],
    created_hours_ago: 2 * DAY,
  },
  // discussion-02: 3 comments
  {
    id: 'c-02-1',
    discussion_id: 'discussion-02',
    user_id: 'mentor-10',
    content:
      'Fundamentals matter more, not less. You need them to judge whether the generated code is right, and reviewers can tell.',
    liked_by: ['student-06', DEMO_MENTOR_ID],
    created_hours_ago: 23 * DAY,
  },
  {
    id: 'c-02-2',
    discussion_id: 'discussion-02',
    user_id: 'student-06',
    content: 'I use an assistant to explain unfamiliar code, but I write my coursework myself. It has been a good balance.',
    liked_by: [],
    created_hours_ago: 20 * DAY,
  },
  {
    id: 'c-02-3',
    discussion_id: 'discussion-02',
    user_id: 'mentor-12',
    content: 'In our interviews we now ask candidates to review and debug code rather than write it from scratch.',
    liked_by: ['student-02'],
    created_hours_ago: 8 * DAY,
  },
  // discussion-03: 4 comments
  {
    id: 'c-03-1',
    discussion_id: 'discussion-03',
    user_id: 'mentor-09',
    content: 'Anything with real users. Even ten users means you handled bugs, feedback and deployments.',
    liked_by: [DEMO_STUDENT_ID],
    created_hours_ago: 20 * DAY,
  },
  {
    id: 'c-03-2',
    discussion_id: 'discussion-03',
    user_id: 'student-04',
    content: 'My accessibility audit of the university website got more questions than any of my visual designs.',
    liked_by: ['mentor-03', 'student-02'],
    created_hours_ago: 19 * DAY,
  },
  {
    id: 'c-03-3',
    discussion_id: 'discussion-03',
    user_id: 'mentor-03',
    content: 'Show your process, not only the result. The decisions you rejected say a lot about you.',
    liked_by: [],
    created_hours_ago: 16 * DAY,
  },
  {
    id: 'c-03-4',
    discussion_id: 'discussion-03',
    user_id: ADMIN_ID,
    content: 'Reminder: the Projects page has mentor-reviewed projects that make great portfolio pieces.',
    liked_by: [],
    created_hours_ago: 7 * DAY,
  },
  // discussion-04: 2 comments
  {
    id: 'c-04-1',
    discussion_id: 'discussion-04',
    user_id: 'mentor-11',
    content: 'Ten hours a week is sustainable for most students. Agree on a clear deliverable with your supervisor each term.',
    liked_by: ['student-06'],
    created_hours_ago: 17 * DAY,
  },
  {
    id: 'c-04-2',
    discussion_id: 'discussion-04',
    user_id: 'student-06',
    content: 'Writing a short blog post about each paper I worked on helped me explain it in interviews.',
    liked_by: [],
    created_hours_ago: 14 * DAY,
  },
  // discussion-05: no comments yet
  // discussion-06: 4 comments
  {
    id: 'c-06-1',
    discussion_id: 'discussion-06',
    user_id: 'mentor-06',
    content: 'Come with one concrete goal and three questions. We can go deep instead of wide.',
    liked_by: ['student-05', DEMO_STUDENT_ID],
    created_hours_ago: 11 * DAY,
  },
  {
    id: 'c-06-2',
    discussion_id: 'discussion-06',
    user_id: 'student-05',
    content: 'Sending my CV a day ahead made the session much more useful.',
    liked_by: [],
    created_hours_ago: 10 * DAY,
  },
  {
    id: 'c-06-3',
    discussion_id: 'discussion-06',
    user_id: DEMO_MENTOR_ID,
    content: 'Take notes and send a short follow-up with what you will try. It builds a relationship, not only a session.',
    liked_by: ['mentor-06'],
    created_hours_ago: 9 * DAY,
  },
  {
    id: 'c-06-4',
    discussion_id: 'discussion-06',
    user_id: 'student-03',
    content: 'Asking "what would you do in my position?" got me the most honest answers.',
    liked_by: [],
    created_hours_ago: 5 * DAY,
  },
  // discussion-07: 2 comments
  {
    id: 'c-07-1',
    discussion_id: 'discussion-07',
    user_id: 'mentor-03',
    content:
      'Teachers make excellent researchers; you already know how to explain and observe. Redesign something you used daily in your old job.',
    liked_by: ['student-04'],
    created_hours_ago: 8 * DAY,
  },
  {
    id: 'c-07-2',
    discussion_id: 'discussion-07',
    user_id: 'student-04',
    content: 'Volunteering for a local nonprofit gave me my first real client project.',
    liked_by: [],
    created_hours_ago: 6 * DAY,
  },
  // discussion-08: 3 comments
  {
    id: 'c-08-1',
    discussion_id: 'discussion-08',
    user_id: 'mentor-09',
    content: 'Learn Linux, networking basics and one cloud provider first. Kubernetes makes more sense after that.',
    liked_by: ['student-05', 'student-07', DEMO_STUDENT_ID],
    created_hours_ago: 5 * DAY,
  },
  {
    id: 'c-08-2',
    discussion_id: 'discussion-08',
    user_id: 'student-07',
    content: 'Running a tiny cluster on old laptops taught me more than any tutorial.',
    liked_by: [],
    created_hours_ago: 4 * DAY,
  },
  {
    id: 'c-08-3',
    discussion_id: 'discussion-08',
    user_id: 'mentor-08',
    content: 'And learn how secrets are handled in a cluster. It comes up in almost every security review.',
    liked_by: ['mentor-09'],
    created_hours_ago: 2 * DAY,
  },
  // discussion-09: 1 comment
  {
    id: 'c-09-1',
    discussion_id: 'discussion-09',
    user_id: 'mentor-13',
    content: 'SQLBolt for the basics, then answer real questions on a public dataset you care about.',
    liked_by: ['student-03'],
    created_hours_ago: 2 * DAY,
  },
  // discussion-10: no comments yet
];

/** The i-th of n likes, spread evenly between the target's creation and now. */
const likeHoursAgo = (targetHoursAgo: number, i: number, n: number): number =>
  Math.round((targetHoursAgo * (n - i)) / (n + 1));

/** Every discussion like as one row (`community_discussions/{d}/likes/{uid}`). */
export const DISCUSSION_LIKES: readonly SeedLike[] = DISCUSSIONS.flatMap((d) =>
  d.liked_by.map((user_id, i) => ({
    discussion_id: d.id,
    user_id,
    created_hours_ago: likeHoursAgo(d.created_hours_ago, i, d.liked_by.length),
  })),
);

/** Every comment like as one row (`community_discussions/{d}/comments/{c}/likes/{uid}`). */
export const COMMENT_LIKES: readonly SeedLike[] = COMMENTS.flatMap((c) =>
  c.liked_by.map((user_id, i) => ({
    discussion_id: c.discussion_id,
    comment_id: c.id,
    user_id,
    created_hours_ago: likeHoursAgo(c.created_hours_ago, i, c.liked_by.length),
  })),
);

/** The counts the Cloud Function triggers should produce from the seeded likes and comments. */
export function expectedDiscussionCounts(): Map<string, { likes_count: number; comments_count: number }> {
  const counts = new Map<string, { likes_count: number; comments_count: number }>();
  for (const d of DISCUSSIONS) {
    counts.set(d.id, {
      likes_count: d.liked_by.length,
      comments_count: COMMENTS.filter((c) => c.discussion_id === d.id).length,
    });
  }
  return counts;
}

export function expectedCommentLikes(): Map<string, number> {
  return new Map(COMMENTS.map((c) => [c.id, c.liked_by.length]));
}

/** Looks up a seeded person; throws on an unknown id (a bug in this file). */
export function personById(id: string): SeedPerson {
  const person = PEOPLE.find((p) => p.id === id);
  if (!person) throw new Error(`Unknown seed person: ${id}`);
  return person;
}

/** Which of the spec's specialization options a stored specialization falls under. */
export function specializationOption(specialization: string): Specialization {
  const known = SPECIALIZATIONS.find((s) => s === specialization);
  return known ?? 'Other';
}
