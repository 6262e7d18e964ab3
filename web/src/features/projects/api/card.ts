import { seatsLeft, type Project } from '@mentorbridge/model';

/**
 * What a project's card shows of its seats and hours (components/ProjectCard.tsx), and its first cards before the
 * app (api/earlyCard.ts): the seats left, whether that reads "Full", "1 seat left" or "N seats left", and whether
 * the hours read "1 hour" or "N hours". No texts here: the early cards' script must not carry the model's.
 */
export function projectCard(project: Project) {
  const left = seatsLeft(project);
  return {
    left,
    seats: left === 0 ? ('full' as const) : left === 1 ? ('one' as const) : ('many' as const),
    hours: project.estimated_hours === 1 ? ('one' as const) : ('many' as const),
  };
}
