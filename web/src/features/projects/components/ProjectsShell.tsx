import type { ReactNode } from 'react';
import { Button, Card, Container, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { DIFFICULTIES, TEXTS } from '@mentorbridge/model';
import { FilterSelect } from '@/components/FilterSelect';
import { ListCount } from '@/components/ListCount';
import { EarlyListShell } from '@/components/EarlyListShell';
import { SkeletonGrid } from '@/components/SkeletonGrid';
import { staleResults } from '@/components/staleResults';
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
}: {
  categories: readonly string[];
  filters: ProjectFilters;
  onChange?: (change: Partial<Record<'category' | 'difficulty', string>>) => void;
  onReset?: () => void;
}) {
  const filtered = filters.category !== null || filters.difficulty !== null;
  return (
    <Group align="flex-end" gap="sm" mb="lg" role="search" aria-label={TEXTS.filters.projects.region}>
      <FilterSelect
        label={TEXTS.fields.category}
        all={TEXTS.filters.allCategories}
        data={categories}
        value={filters.category ?? ''}
        onChange={(category) => onChange?.({ category })}
        w={{ base: '100%', xs: 220 }}
      />
      <FilterSelect
        label={TEXTS.filters.projects.difficulty}
        all={TEXTS.filters.projects.allDifficulties}
        data={DIFFICULTY_OPTIONS}
        value={filters.difficulty ?? ''}
        onChange={(difficulty) => onChange?.({ difficulty })}
        w={{ base: '100%', xs: 180 }}
      />
      <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={onReset} disabled={!filtered}>
        {TEXTS.actions.resetFilters}
      </Button>
    </Group>
  );
}

const GRID_COLS = { base: 1, sm: 2, md: 3 };

/** The list's count line and grid of cards: the page's, and its first cards' before the app (earlyCard.tsx). */
export function ProjectGrid({ count, refreshing = false, children }: { count: string; refreshing?: boolean; children: ReactNode }) {
  return (
    <>
      <ListCount>{count}</ListCount>
      <SimpleGrid cols={GRID_COLS} {...staleResults(refreshing)}>
        {children}
      </SimpleGrid>
    </>
  );
}

/** Placeholder card while projects load. */
export function ProjectCardSkeleton() {
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

const SKELETON_CARDS = 6;

/** The first page's placeholders while projects load. */
export function ProjectSkeletons() {
  return (
    <SkeletonGrid label={TEXTS.loading.projects} cols={GRID_COLS} repeat={SKELETON_CARDS}>
      <ProjectCardSkeleton />
    </SkeletonGrid>
  );
}

/** /projects as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function ProjectsShell() {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <ProjectsIntro />
      </Group>
      <EarlyListShell filters={<ProjectFilterBar categories={categoriesOf([])} filters={NO_FILTERS} />}>
        <ProjectSkeletons />
      </EarlyListShell>
    </Container>
  );
}
