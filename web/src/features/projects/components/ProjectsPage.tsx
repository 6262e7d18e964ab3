import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DIFFICULTIES, isOneOf, PROJECT_CATEGORIES, TEXTS } from '@mentorbridge/model';
import { LoadMore } from '@/components/LoadMore';
import { useListAddress } from '@/lib/urlState';
import { isMentor as hasMentorRole, useMyProfile } from '@/session';
import { categoriesOf, type ProjectFilters } from '../api/filters';
import { DIFFICULTY_LABELS } from '../api/labels';
import { useProjectList } from '../api/projects';
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

const URL_KEYS = ['category', 'difficulty'] as const;
const NOUN = 'projects';

/**
 * /projects (and /projects/{id}, which opens that project's dialog): the projects a page at a time, newest
 * first, filtered by the server by category and difficulty; the filters and the page count live in the address.
 */
export function ProjectsPage() {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(projectId ?? null);
  const { url, setFilters, reset, trackPages } = useListAddress(URL_KEYS, null);
  const filters: ProjectFilters = {
    category: url.category || null,
    difficulty: isOneOf(DIFFICULTIES, url.difficulty) ? url.difficulty : null,
  };
  const projects = useProjectList(filters, url.pages);
  const me = useMyProfile();
  const isMentor = me.status === 'ready' && hasMentorRole(me.profile);
  useEffect(() => trackPages(projects.pages), [projects.pages, trackPages]);

  const all = projects.items;
  const categories = [...new Set([...PROJECT_CATEGORIES, ...categoriesOf(all), ...(filters.category ? [filters.category] : [])])];
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
          data={categories}
          value={filters.category}
          onChange={(category) => setFilters({ category: category ?? '' })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label="Difficulty"
          placeholder="All levels"
          data={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
          value={filters.difficulty}
          onChange={(value) => setFilters({ difficulty: isOneOf(DIFFICULTIES, value) ? value : '' })}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        <Button
          variant="default"
          leftSection={<IconFilterOff size={18} />}
          onClick={reset}
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

      {projects.status === 'ready' && all.length === 0 && (
        <Stack align="center" py="xl" gap="xs">
          <IconSearch size={40} aria-hidden />
          <Text fw={600}>{TEXTS.empty.projects}</Text>
          <Text c="dimmed" ta="center">
            {filtered ? TEXTS.empty.projectsFiltered : TEXTS.empty.projectsYet}
          </Text>
        </Stack>
      )}

      {projects.status === 'ready' && all.length > 0 && (
        <>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {projects.total !== null ? TEXTS.lists.count(projects.total, NOUN) : ''}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy={projects.refreshing} style={{ opacity: projects.refreshing ? 0.6 : 1 }}>
            {all.map((project) => (
              <ProjectCard
                headingLevel={2}
                key={project.id}
                project={project}
                pending={false}
                actions={
                  <Button fullWidth variant="light" onClick={() => setSelected(project.id)}>
                    Explore Project
                  </Button>
                }
              />
            ))}
          </SimpleGrid>
          {!projects.refreshing && (
            <LoadMore
              noun={NOUN}
              list={projects}
              skeleton={Array.from({ length: 3 }, (_, i) => <CardSkeleton key={i} />)}
            />
          )}
        </>
      )}

      {selected && <ProjectDetailDialog projectId={selected} onClose={close} />}
    </Container>
  );
}
