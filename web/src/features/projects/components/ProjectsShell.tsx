import { Card, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { DIFFICULTIES, TEXTS } from '@mentorbridge/model';
import { FilterSelect } from '@/components/FilterSelect';
import { PhoneFilters } from '@/components/PhoneFilters';
import { EarlyListShell } from '@/components/EarlyListShell';
import { listLayout, ListShellBody } from '@/components/ListBody';
import { CategorySelect, ListHeader, ResetFilters, type ListFilterProps } from '@/components/ListFilters';
import { categoriesOf, type ProjectFilters } from '../api/filters';
import { DIFFICULTY_LABELS } from '../api/labels';

/** The page's heading and intro, shared by the page and its build-time shell. */
export function ProjectsIntro() {
  return (
    <div>
      <Title order={1}>{TEXTS.listPages.projects.title}</Title>
      <Text c="dimmed" mt={4}>
        {TEXTS.listPages.projects.intro}
      </Text>
    </div>
  );
}

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));
const NO_FILTERS: ProjectFilters = { category: null, difficulty: null };

/** The list's filters, in the page and, inert, in its build-time shell, where they hold their place. */
export function ProjectFilterBar({
  categories,
  filters,
  onChange,
  onReset,
}: Omit<ListFilterProps<ProjectFilters, 'category' | 'difficulty'>, 'filtering'> & { categories: readonly string[] }) {
  const filtered = filters.category !== null || filters.difficulty !== null;
  return (
    <Group align="flex-end" gap="sm" mb="lg" role="search" aria-label={TEXTS.filters.projects.region}>
      <PhoneFilters active={[filters.category, filters.difficulty].filter(Boolean).length}>
        <CategorySelect data={categories} value={filters.category ?? ''} onChange={(category) => onChange?.({ category })} w={{ base: '100%', xs: 220 }} />
        <FilterSelect
          label={TEXTS.filters.projects.difficulty}
          all={TEXTS.filters.projects.allDifficulties}
          data={DIFFICULTY_OPTIONS}
          value={filters.difficulty ?? ''}
          onChange={(difficulty) => onChange?.({ difficulty })}
          w={{ base: '100%', xs: 180 }}
        />
        <ResetFilters onReset={onReset} filtering={filtered} icon={<IconFilterOff size={18} />} />
      </PhoneFilters>
    </Group>
  );
}

/** Placeholder card while projects load. */
function ProjectCardSkeleton() {
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

/** The list's grid and placeholders: the page's list body, its shell's and its first cards' (earlyCard.tsx). */
export const PROJECT_LIST = listLayout('projects', { cols: { base: 1, sm: 2, md: 3 }, skeleton: <ProjectCardSkeleton />, first: 6,
  icon: <IconSearch size={32} aria-hidden />, narrowed: TEXTS.empty.projectsFiltered, none: TEXTS.empty.projectsYet });

/** /projects as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function ProjectsShell() {
  return (
    <Container size="lg" py="xl">
      <ListHeader intro={<ProjectsIntro />} />
      <EarlyListShell filters={<ProjectFilterBar categories={categoriesOf([])} filters={NO_FILTERS} />}>
        <ListShellBody layout={PROJECT_LIST} />
      </EarlyListShell>
    </Container>
  );
}
