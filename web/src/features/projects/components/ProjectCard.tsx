import { memo, type ReactNode } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { plural, TEXTS, type Project } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import { PersonAvatar } from '@/session';
import { projectCard } from '../api/card';
import { DifficultyBadge } from './parts';

const SEATS_WORDS = { paused: TEXTS.enrollment.notAccepting, full: TEXTS.enrollment.full } as const;

/** "N seats left", "Full" once every seat is taken, or "Not accepting applications" while the mentor is paused. */
export function SeatsBadge({ project }: { project: Project }) {
  const { left, seats } = projectCard(project);
  const closed = seats === 'paused' || seats === 'full';
  return (
    // Never cut short: the whole words, on as many lines as a narrow card needs.
    <Badge
      variant="light"
      color={closed ? 'gray' : 'teal'}
      tt="none"
      h="auto"
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {closed ? SEATS_WORDS[seats] : <span data-slot="seats">{TEXTS.enrollment.seatsLeft(left)}</span>}
    </Badge>
  );
}

/**
 * A project summary card; the actions (Explore Project, Edit...) come from the screen using it, and so does
 * the level of its title in the screen's heading outline (3 by default, under a section's h2).
 */
export function ProjectCard({
  project,
  actions,
  pending,
  headingLevel = 3,
}: {
  project: Project;
  actions?: ReactNode;
  pending?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="article" aria-label={project.title}>
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge variant="outline">{project.category}</Badge>
          <DifficultyBadge difficulty={project.difficulty} />
          <SeatsBadge project={project} />
          {pending && <PendingBadge />}
        </Group>
        <Title order={headingLevel} size="h4" lineClamp={2}>
          {project.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {project.description}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" miw={0}>
            <PersonAvatar id={project.mentor_id} name={project.mentor.display_name} src={project.mentor.avatar_url} size="sm" />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {project.mentor.display_name}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconClock size={16} aria-hidden />
            <Text size="sm">
              <span data-slot="hours">{project.estimated_hours}</span>
              {` ${plural(project.estimated_hours, TEXTS.counts.hour)}`}
            </Text>
          </Group>
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}

/**
 * A card of the /projects list, with its Explore Project button (the page, and its first cards before the app). While
 * `opening`, the button shows a spinner (it stays enabled and focused: the dialog gives the focus back to it).
 */
function ListedProjectCardContent({ project, onExplore, opening = false }: { project: Project; onExplore?: (id: string) => void; opening?: boolean }) {
  return (
    <ProjectCard
      headingLevel={2}
      project={project}
      pending={false}
      actions={
        <Button
          fullWidth
          variant="light"
          aria-busy={opening || undefined}
          rightSection={opening ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
          onClick={() => onExplore?.(project.id)}
        >
          {TEXTS.actions.exploreProject}
        </Button>
      }
    />
  );
}

/** Memoised: opening one project re-renders its card alone, not the whole list. */
export const ListedProjectCard = memo(ListedProjectCardContent);
