import { avatarHue, avatarInitial, PROJECT_FIELDS, type Project } from '@mentorbridge/model';
import { cardValues } from '@/lib/cardFields';
import type { CardValues, EarlyList } from '@/lib/earlyCards';
import { CACHED_LISTS, newestFirst, readStoredCopy } from '@/lib/offlineCache';
import { decodeFields, documentIdOf } from '@/lib/restDocument';
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

/** /projects' first cards before the app (lib/earlyCards.ts): read, and their copy ordered, as the list does (api/list.ts). */
export const PROJECTS_EARLY: EarlyList<Project> = {
  read: (doc) => projectConverter.read(documentIdOf(doc), decodeFields(doc.fields)),
  values: projectCardValues,
  copy: { read: () => readStoredCopy(CACHED_LISTS.projects.name), order: newestFirst },
};
