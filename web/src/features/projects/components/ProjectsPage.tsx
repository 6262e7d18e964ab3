import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DIFFICULTIES, isOneOf, TEXTS } from '@mentorbridge/model';
import { FilterSelect } from '@/components/FilterSelect';
import { LoadMore } from '@/components/LoadMore';
import { staleResults } from '@/components/staleResults';
import { useListAddress } from '@/lib/urlState';
import { isMentor as hasMentorRole, useMyProfile } from '@/session';
import { categoriesOf, type ProjectFilters } from '../api/filters';
import { DIFFICULTY_LABELS } from '../api/labels';
import { useProjectList } from '../api/list';
import { ProjectCard } from './ProjectCard';
import { ProjectCardSkeleton, ProjectSkeletons, ProjectsIntro } from './ProjectsShell';

// The detail dialog (tabs, messages, enrolment and their writes, and the full stylesheet) is its own chunk: the
// list's first cards do not wait for it. It is fetched once the page's cards are all in, so opening a project
// stays immediate and its stylesheet is not matched while the first cards render.
const loadDetailDialog = () => import('./ProjectDetailDialog');
const ProjectDetailDialog = lazy(() => loadDetailDialog().then((m) => ({ default: m.ProjectDetailDialog })));

const URL_KEYS = ['category', 'difficulty'] as const;
const NOUN = 'projects';
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));

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
  const listIn = projects.status === 'ready' && !projects.revealing;
  useEffect(() => {
    if (listIn) void loadDetailDialog();
  }, [listIn]);

  const all = projects.items;
  const categories = [...new Set([...categoriesOf(all), ...(filters.category ? [filters.category] : [])])];
  const filtered = filters.category !== null || filters.difficulty !== null;

  const close = () => {
    setSelected(null);
    if (projectId) void navigate('/projects', { replace: true });
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <ProjectsIntro />
        {isMentor && (
          <Button component={Link} to="/create-project" leftSection={<IconPlus size={18} />}>
            Create Project
          </Button>
        )}
      </Group>

      <Group align="flex-end" gap="sm" mb="lg" role="search" aria-label="Filter projects">
        <FilterSelect
          label="Category"
          all="All categories"
          data={categories}
          value={filters.category ?? ''}
          onChange={(category) => setFilters({ category })}
          w={{ base: '100%', xs: 220 }}
        />
        <FilterSelect
          label="Difficulty"
          all="All levels"
          data={DIFFICULTY_OPTIONS}
          value={filters.difficulty ?? ''}
          onChange={(difficulty) => setFilters({ difficulty })}
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
        <ProjectSkeletons />
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
            {projects.fromDevice ? TEXTS.lists.savedOnDevice(NOUN) : projects.total !== null ? TEXTS.lists.count(projects.total, NOUN) : ''}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} {...staleResults(projects.refreshing)}>
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
              skeleton={Array.from({ length: 3 }, (_, i) => <ProjectCardSkeleton key={i} />)}
            />
          )}
        </>
      )}

      {selected && (
        <Suspense fallback={null}>
          <ProjectDetailDialog projectId={selected} onClose={close} />
        </Suspense>
      )}
    </Container>
  );
}
