/** The demo videos (`videos/{id}`): real YouTube videos of well-known career and tech talks. */
import { industryOf, thumbnailUrl, watchUrl, type Industry, type VideoCategory, type VideoFields } from '@mentorbridge/model';
import { DEMO_MENTOR_ID } from './people';
import { DAY } from './time';

/** A video's content, its mentor, and its time in hours ago. */
export type SeedVideo = Pick<VideoFields, 'mentor_id' | 'title' | 'description' | 'youtube_id' | 'video_url'> & {
  id: string;
  thumbnail_url: string;
  duration: string;
  category: VideoCategory;
  created_hours_ago: number;
};

const video = (
  v: Pick<SeedVideo, 'id' | 'mentor_id' | 'youtube_id' | 'title' | 'description' | 'duration' | 'category'> & {
    created_days_ago: number;
  },
): SeedVideo => ({
  id: v.id,
  mentor_id: v.mentor_id,
  title: v.title,
  description: v.description,
  youtube_id: v.youtube_id,
  video_url: watchUrl(v.youtube_id),
  thumbnail_url: thumbnailUrl(v.youtube_id),
  duration: v.duration,
  category: v.category,
  created_hours_ago: v.created_days_ago * DAY,
});

/**
 * The video categories a mentor of each industry (their specialization, or Other for a custom one) plausibly
 * shares videos in: their own field's, and career advice, which every mentor gives. A demo video is attributed only
 * to a mentor whose industry lists its category (`fitsMentor`; data.test.ts checks every one, generated ones too).
 */
export const VIDEO_CATEGORIES_BY_INDUSTRY: Readonly<Record<Industry, readonly VideoCategory[]>> = {
  'Software Development': ['Tech', 'Interview Prep', 'Career'],
  'Data Science': ['Data', 'Tech', 'Interview Prep', 'Career'],
  'UI/UX Design': ['Design', 'Soft Skills', 'Career'],
  'Product Management': ['Design', 'Soft Skills', 'Interview Prep', 'Career'],
  'Digital Marketing': ['Soft Skills', 'Career'],
  'Project Management': ['Soft Skills', 'Interview Prep', 'Career'],
  'Business Analysis': ['Data', 'Soft Skills', 'Career'],
  Cybersecurity: ['Tech', 'Career'],
  'Cloud Computing': ['Tech', 'Career'],
  'Artificial Intelligence': ['Data', 'Tech', 'Career'],
  Other: ['Tech', 'Career'],
};

/** The categories a mentor with this specialization shares videos in (none without a specialization). */
export function videoCategoriesOf(specialization: string): readonly VideoCategory[] {
  const industry = industryOf(specialization);
  return industry ? VIDEO_CATEGORIES_BY_INDUSTRY[industry] : [];
}

/** Whether a video of `category` is plausibly one this mentor shares. */
export const fitsMentor = (category: VideoCategory, mentor: { specialization: string }): boolean =>
  videoCategoriesOf(mentor.specialization).includes(category);

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
    mentor_id: 'mentor-03',
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
    mentor_id: 'mentor-03',
    youtube_id: 'c9Wg6Cb_YlU',
    title: 'UI / UX Design Tutorial - Wireframe, Mockup & Design in Figma',
    description:
      'A practical walk through wireframing, mockups and visual design in Figma. The quickest way I know to put a first design in front of real users.',
    duration: '1:17:24',
    category: 'Design',
    created_days_ago: 1,
  }),
];
