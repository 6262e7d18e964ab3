import { avatarHue, avatarInitial, PROJECT_CARD_TEXTS, PROJECT_FIELDS, type Project } from '@mentorbridge/model';
import { cardValues } from '@/lib/cardFields';
import type { EarlyCard } from '@/lib/earlyCards';
import { restReader } from '@/lib/restDocument';
import { projectCard } from './card';
import { projectConverter } from './converters';

/** A project's card before the app (lib/earlyCards.ts; components/earlyCard.tsx is its template), read as the app reads it. */
export const PROJECT_EARLY: EarlyCard<Project> = {
  read: restReader(projectConverter),
  values: (project) => {
    const { left, seats, hours } = projectCard(project);
    const { display_name: mentor, avatar_url: avatar } = project.mentor;
    return cardValues(PROJECT_FIELDS, project, {
      slots: { mentor, initial: avatarInitial(mentor), hue: String(avatarHue(project.mentor_id)), avatar: avatar ?? '', hours: String(project.estimated_hours), seats: PROJECT_CARD_TEXTS.seatsLeft(left) },
      variants: { difficulty: project.difficulty, seats, avatar: avatar ? 'picture' : 'initial', hours },
    });
  },
};
