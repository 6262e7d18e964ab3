import { PROJECT_CARD_TEXTS, PROJECT_FIELDS, type Project } from '@mentorbridge/model';
import { avatarValues, cardValues } from '@/lib/cardFields';
import type { EarlyCard } from '@/lib/earlyCards';
import { restReader } from '@/lib/restDocument';
import { projectCard } from './card';
import { projectConverter } from './converters';

export const PROJECT_EARLY: EarlyCard<Project> = {
  read: restReader(projectConverter),
  values: (project) => {
    const { left, seats, hours } = projectCard(project);
    return cardValues(PROJECT_FIELDS, project, avatarValues(project.mentor_id, project.mentor.display_name, project.mentor.avatar_url), {
      slots: { mentor: project.mentor.display_name, hours: String(project.estimated_hours), seats: PROJECT_CARD_TEXTS.seatsLeft(left) },
      variants: { difficulty: project.difficulty, seats, hours },
    });
  },
};
