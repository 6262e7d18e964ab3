import { pluralForm, seatsLeft, type Project } from '@mentorbridge/model';

/**
 * What a project's card shows of its seats and hours (components/ProjectCard.tsx), and its first cards before the
 * app (api/earlyCard.ts): the seats left, whether that reads "Not accepting applications" (the mentor is paused),
 * "Full" or "N seats left", and whether the hours read "1 hour" or "N hours". No texts here: the
 * early cards' script must not carry the model's.
 */
export function projectCard(project: Project) {
  const left = seatsLeft(project);
  return {
    left,
    seats: !project.mentor_accepting ? ('paused' as const) : left === 0 ? ('full' as const) : ('open' as const),
    hours: pluralForm(project.estimated_hours),
  };
}
