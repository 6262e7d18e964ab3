import { PROJECT_FIELDS, type Project } from '@mentorbridge/model';
import { sampleOf } from '@/lib/cardFields';
import { slot, type CardSpec } from '@/lib/earlyCards';
import { ListedProjectCard } from './ProjectCard';
import { ListRegion } from '@/components/ListBody';
import { PROJECT_LIST } from './ProjectsShell';

const sample: Project = {
  ...sampleOf(PROJECT_FIELDS, 'early'),
  difficulty: 'beginner',
  estimated_hours: 2,
  seats: 2,
  seats_taken: 0,
  mentor_id: 'early',
  mentor: { id: 'early', display_name: slot('mentor'), avatar_url: null },
};

export const PROJECT_EARLY_CARD: CardSpec<Project> = {
  card: (project) => <ListedProjectCard project={project} />,
  sample,
  avatar: { id: sample.mentor_id, picture: { ...sample, mentor: { ...sample.mentor, avatar_url: slot('avatar') } } },
  variants: {
    difficulty: {
      beginner: sample,
      intermediate: { ...sample, difficulty: 'intermediate' },
      advanced: { ...sample, difficulty: 'advanced' },
    },
    seats: {
      open: sample,
      full: { ...sample, seats_taken: 2 },
      paused: { ...sample, mentor_accepting: false },
    },
    hours: { many: sample, one: { ...sample, estimated_hours: 1 } },
  },
  region: (cards) => <ListRegion layout={PROJECT_LIST}>{cards}</ListRegion>,
};
