import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { SkeletonGrid } from '@/components/SkeletonGrid';
import { usePublicMentorProjects } from '../api/projects';
import { ProjectCard } from './ProjectCard';

/** A mentor's newest projects on their public page, each opening in the projects list's dialog. */
export function MentorProjectsSection({ mentorId }: { mentorId: string }) {
  const state = usePublicMentorProjects(mentorId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="mentor-projects">
      <Title order={2} size="h3" id="mentor-projects">
        {TEXTS.mentorPage.projects}
      </Title>
      {state.status === 'loading' && (
        <SkeletonGrid label={TEXTS.loading.projects} cols={{ base: 1, sm: 2 }}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </SkeletonGrid>
      )}
      {state.status === 'error' && <Alert color="red">{TEXTS.alerts.projectsFailed}</Alert>}
      {state.status === 'success' && state.data.length === 0 && <Text c="dimmed">{TEXTS.mentorPage.noProjects}</Text>}
      {state.status === 'success' && state.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {state.data.map(({ id, data }) => (
            <ProjectCard
              key={id}
              project={data}
              actions={
                <Button component={Link} to={`/projects/${id}`} variant="light" fullWidth>
                  {TEXTS.mentorPage.exploreProject}
                </Button>
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
