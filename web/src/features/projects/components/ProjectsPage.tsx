import { useState } from 'react';
import { Alert, Button, Card, Container, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DIFFICULTIES, isOneOf, TEXTS } from '@mentorbridge/model';
import { isMentor as hasMentorRole, useMyProfile } from '@/session';
import { categoriesOf, filterProjects, NO_FILTERS, type ProjectFilters } from '../api/filters';
import { DIFFICULTY_LABELS } from '../api/labels';
import { useProjects } from '../api/projects';
import { ProjectCard } from './ProjectCard';
import { ProjectDetailDialog } from './ProjectDetailDialog';
import { SkeletonGrid } from '@/components/SkeletonGrid';

function CardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Group gap="xs" mb="sm">
        <Skeleton h={20} w={110} radius="xl" />
        <Skeleton h={20} w={80} radius="xl" />
      </Group>
      <Skeleton h={22} w="80%" mb="sm" />
      <Skeleton h={12} mb={6} />
      <Skeleton h={12} mb={6} />
      <Skeleton h={12} w="60%" mb="md" />
      <Skeleton h={36} />
    </Card>
  );
}

/** /projects (and /projects/{id}, which opens that project's dialog). */
export function ProjectsPage() {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(projectId ?? null);
  const [filters, setFilters] = useState<ProjectFilters>(NO_FILTERS);
  const projects = useProjects();
  const me = useMyProfile();
  const isMentor = me.status === 'ready' && hasMentorRole(me.profile);

  const all = projects.status === 'success' ? projects.data.map((item) => item.data) : [];
  const shown = new Set(filterProjects(all, filters).map((p) => p.id));
  const filtered = filters.category !== null || filters.difficulty !== null;

  const close = () => {
    setSelected(null);
    if (projectId) void navigate('/projects', { replace: true });
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <div>
          <Title order={1}>Practice Projects</Title>
          <Text c="dimmed" mt={4}>
            Build real-world skills on projects guided by industry mentors.
          </Text>
        </div>
        {isMentor && (
          <Button component={Link} to="/create-project" leftSection={<IconPlus size={18} />}>
            Create Project
          </Button>
        )}
      </Group>

      <Group align="flex-end" gap="sm" mb="lg" role="search" aria-label="Filter projects">
        <Select
          label="Category"
          placeholder="All categories"
          data={categoriesOf(all)}
          value={filters.category}
          onChange={(category) => setFilters((f) => ({ ...f, category }))}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label="Difficulty"
          placeholder="All levels"
          data={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
          value={filters.difficulty}
          onChange={(value) => setFilters((f) => ({ ...f, difficulty: isOneOf(DIFFICULTIES, value) ? value : null }))}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        <Button
          variant="default"
          leftSection={<IconFilterOff size={18} />}
          onClick={() => setFilters(NO_FILTERS)}
          disabled={!filtered}
        >
          {TEXTS.actions.resetFilters}
        </Button>
      </Group>

      {projects.status === 'error' && (
        <Alert color="red" title={TEXTS.alerts.projectsFailed}>
          Please check your connection and try again.
        </Alert>
      )}

      {projects.status === 'loading' && (
        <SkeletonGrid label={TEXTS.loading.projects} cols={{ base: 1, sm: 2, md: 3 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </SkeletonGrid>
      )}

      {projects.status === 'success' && shown.size === 0 && (
        <Stack align="center" py="xl" gap="xs">
          <IconSearch size={40} aria-hidden />
          <Text fw={600}>{TEXTS.empty.projects}</Text>
          <Text c="dimmed" ta="center">
            {filtered ? TEXTS.empty.projectsFiltered : TEXTS.empty.projectsYet}
          </Text>
        </Stack>
      )}

      {projects.status === 'success' && shown.size > 0 && (
        <>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {shown.size === 1 ? '1 project' : `${shown.size} projects`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {projects.data
              .filter((item) => shown.has(item.id))
              .map((item) => (
                <ProjectCard
                  headingLevel={2}
                  key={item.id}
                  project={item.data}
                  pending={item.pending}
                  actions={
                    <Button fullWidth variant="light" onClick={() => setSelected(item.id)}>
                      Explore Project
                    </Button>
                  }
                />
              ))}
          </SimpleGrid>
        </>
      )}

      {selected && <ProjectDetailDialog projectId={selected} onClose={close} />}
    </Container>
  );
}
