/** The demo people: each one an Auth user (uid = id) and its `profiles/{id}` document. */
import { BOOKING_HOST, type ProfileFields } from '@mentorbridge/model';
import { DAY } from './time';

/** Password of every seeded account. */
export const DEMO_PASSWORD = 'mentorbridge';

export const ADMIN_ID = 'admin-01';
export const DEMO_MENTOR_ID = 'mentor-01';
export const DEMO_STUDENT_ID = 'student-01';
/** A mentor with an empty bio and an empty Topmate link: opening their own profile shows the completion dialog. */
export const INCOMPLETE_MENTOR_ID = 'mentor-14';
export const INCOMPLETE_MENTOR_EMAIL = 'incomplete.mentor@mentorbridge.test';
export const INCOMPLETE_MENTOR_NAME = 'Iris Incomplete';
/** A mentor paused automatically after three of their requests expired (scripts/demo/stats.ts). */
export const PAUSED_MENTOR_ID = 'mentor-10';

/** A person's profile content, the Auth account's e-mail, and its times in hours ago. */
export type SeedPerson = Pick<
  ProfileFields,
  | 'display_name'
  | 'role'
  | 'admin_role'
  | 'bio'
  | 'description'
  | 'location'
  | 'hourly_rate'
  | 'topmate_url'
  | 'specialization'
  | 'expertise'
  | 'avatar_url'
  | 'calendly_url'
> & { id: string; email: string; created_hours_ago: number; updated_hours_ago: number };

const topmate = (username: string): string => `https://${BOOKING_HOST}/${username}/`;

const mentor = (
  m: Pick<SeedPerson, 'id' | 'email' | 'display_name' | 'specialization' | 'hourly_rate' | 'location' | 'bio' | 'description' | 'expertise'> & {
    /** Null for a mentor who has not set a Topmate link yet. */
    topmate_username: string | null;
    created_days_ago: number;
  },
): SeedPerson => ({
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

const student = (
  s: Pick<SeedPerson, 'id' | 'email' | 'display_name' | 'location' | 'bio' | 'description'> & { created_days_ago: number },
): SeedPerson => ({
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

/** Looks up a seeded person; throws on an unknown id (a bug in the seed data). */
export function personById(id: string): SeedPerson {
  const person = PEOPLE.find((p) => p.id === id);
  if (!person) throw new Error(`Unknown seed person: ${id}`);
  return person;
}
