import { avatarInitial, seatsLeft } from '@mentorbridge/model';
import { readProject } from '@/lib/converters';
import { decodeFields, documentIdOf, type RestDocument } from '@/lib/restDocument';
import type { CardValues } from '@/lib/earlyCards';

/** A project document's values for the first cards before the app (components/earlyCard.tsx is the template). */
export function projectCardValues(doc: RestDocument): CardValues {
  const project = readProject(documentIdOf(doc), decodeFields(doc.fields));
  const left = seatsLeft(project);
  const { display_name: mentor, avatar_url: avatar } = project.mentor;
  return {
    slots: {
      title: project.title,
      description: project.description,
      category: project.category,
      mentor,
      initial: avatarInitial(mentor),
      avatar: avatar ?? '',
      hours: String(project.estimated_hours),
      seats: String(left),
    },
    variants: {
      difficulty: project.difficulty,
      seats: left === 0 ? 'full' : left === 1 ? 'one' : 'many',
      avatar: avatar ? 'picture' : 'initial',
      hours: project.estimated_hours === 1 ? 'one' : 'many',
    },
  };
}
