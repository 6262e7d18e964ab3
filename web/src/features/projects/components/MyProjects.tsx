import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { useMentorProjects } from '../api/signedIn';
import { ProjectCard } from './ProjectCard';
import { SkeletonGrid } from '@/components/SkeletonGrid';

/** The mentor's own projects, read-only, with a way to add one (the profile's Projects tab). */
export function MyProjects({ mentorId }: { mentorId: string }) {
  const state = useMentorProjects(mentorId);
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{TEXTS.profile.myProjectsIntro}</Text>
        <Button component={Link} to="/create-project">
          {TEXTS.actions.createProject}
        </Button>
      </Group>
      {state.status === 'loading' && (
        <SkeletonGrid label={TEXTS.loading.page} cols={{ base: 1, sm: 2 }}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </SkeletonGrid>
      )}
      {state.status === 'error' && <Alert color="red">{TEXTS.alerts.myProjectsFailed}</Alert>}
      {state.status === 'success' && state.data.length === 0 && <Text>{TEXTS.empty.myProjects}</Text>}
      {state.status === 'success' && state.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {state.data.map((item) => (
            <ProjectCard key={item.id} project={item.data} pending={item.pending} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
