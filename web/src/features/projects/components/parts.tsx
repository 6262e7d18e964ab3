import { Badge } from '@mantine/core';
import type { Difficulty, EnrollmentStatus } from '@mentorbridge/model';
import { DIFFICULTY_LABELS, ENROLLMENT_STATUS_COLORS, ENROLLMENT_STATUS_LABELS } from '../api/labels';

const DIFFICULTY_COLORS: Record<Difficulty, string> = { beginner: 'teal', intermediate: 'blue', advanced: 'grape' };

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <Badge color={DIFFICULTY_COLORS[difficulty]} variant="light">
      {DIFFICULTY_LABELS[difficulty]}
    </Badge>
  );
}

/**
 * Green approved, red rejected, yellow pending. Never cut short: the status is what the workflow exists to tell,
 * so the badge keeps its width in a narrow row (the texts beside it wrap instead) and reads in its words' case.
 */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return (
    <Badge
      color={ENROLLMENT_STATUS_COLORS[status]}
      variant="filled"
      autoContrast
      tt="none"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {ENROLLMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
