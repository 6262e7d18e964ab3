import { avatarHue, avatarInitial, PROJECT_FIELDS, type Project } from '@mentorbridge/model';
import { cardValues } from '@/lib/cardFields';
import type { CardValues, EarlyCard } from '@/lib/earlyCards';
import { restReader } from '@/lib/restDocument';
import { projectCard } from './card';
import { projectConverter } from './converters';

/** A project's values for the first cards before the app (components/earlyCard.tsx is the template). */
export function projectCardValues(project: Project): CardValues {
  const { left, seats, hours } = projectCard(project);
  const { display_name: mentor, avatar_url: avatar } = project.mentor;
  return cardValues(PROJECT_FIELDS, project, {
    slots: {
      mentor,
      initial: avatarInitial(mentor),
      hue: String(avatarHue(project.mentor_id)),
      avatar: avatar ?? '',
      hours: String(project.estimated_hours),
      seats: String(left),
    },
    variants: {
      difficulty: project.difficulty,
      seats,
      avatar: avatar ? 'picture' : 'initial',
      hours,
    },
  });
}

/** A project's card before the app (lib/earlyCards.ts), read as the app reads it; its copy's order is its list's. */
export const PROJECT_EARLY: EarlyCard<Project> = { read: restReader(projectConverter), values: projectCardValues };
