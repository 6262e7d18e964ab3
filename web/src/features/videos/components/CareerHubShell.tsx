import type { ReactNode } from 'react';
import { Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TEXTS, THUMBNAIL_ORIGIN, VIDEO_CATEGORIES } from '@mentorbridge/model';
import { FilterSelect, type FilterOption } from '@/components/FilterSelect';
import { EarlyListShell } from '@/components/EarlyListShell';
import { SkeletonGrid } from '@/components/SkeletonGrid';
import { staleResults } from '@/components/staleResults';
import { NO_FILTERS, type VideoFilters } from '../api/filters';

const F = TEXTS.filters.videos;

/** The page's heading and intro, shared by the page and its build-time shell. */
export function CareerHubIntro() {
  return (
    <div>
      <Title order={1}>{TEXTS.listPages.videos.title}</Title>
      <Text c="dimmed" mt={4} maw={640}>
        {TEXTS.listPages.videos.intro}
      </Text>
    </div>
  );
}

/** The search and filters, in the page and, inert, in its build-time shell, where they hold their place. */
export function VideoFilterCard({
  search,
  onSearch,
  categories,
  mentors,
  filters,
  onChange,
  onReset,
  filtering,
}: {
  search: string;
  onSearch?: (value: string) => void;
  categories: readonly FilterOption[];
  mentors: readonly FilterOption[];
  filters: VideoFilters;
  onChange?: (change: Partial<Record<'category' | 'mentor', string>>) => void;
  onReset?: () => void;
  filtering: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="md" mb="lg" component="section" aria-label={F.region}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" style={{ alignItems: 'end' }}>
        <TextInput
          label={F.search}
          placeholder={F.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => onSearch?.(e.currentTarget.value)}
          type="search"
        />
        <FilterSelect
          label={TEXTS.fields.category}
          all={TEXTS.filters.allCategories}
          data={categories}
          value={filters.category ?? ''}
          onChange={(category) => onChange?.({ category })}
        />
        <FilterSelect
          label={F.mentor}
          all={F.allMentors}
          data={mentors}
          value={filters.mentorId ?? ''}
          onChange={(mentor) => onChange?.({ mentor })}
        />
        <Button variant="default" onClick={onReset} disabled={!filtering}>
          {TEXTS.actions.resetFilters}
        </Button>
      </SimpleGrid>
    </Card>
  );
}

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** The grid of video cards: the page's, and its first cards' before the app. */
export function VideoGrid({ refreshing = false, children }: { refreshing?: boolean; children: ReactNode }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg" {...staleResults(refreshing)}>
      {children}
    </SimpleGrid>
  );
}

/** Placeholder card while videos load. */
export function VideoCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Card.Section>
        <Skeleton h={0} pb="56.25%" radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Skeleton h={18} w={80} radius="xl" />
        <Skeleton h={22} w="90%" />
        <Skeleton h={14} w="40%" />
        <Skeleton h={14} w="100%" />
        <Skeleton h={14} w="70%" />
        <Skeleton h={36} w={130} mt="xs" />
      </Stack>
    </Card>
  );
}

const SKELETON_CARDS = 6;

/** The first page's placeholders while videos load. */
export function VideoSkeletons() {
  return (
    <SkeletonGrid label={TEXTS.loading.videos} cols={GRID_COLS} spacing="lg" repeat={SKELETON_CARDS}>
      <VideoCardSkeleton />
    </SkeletonGrid>
  );
}

/** /career-hub as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function CareerHubShell() {
  return (
    <Container size="lg" py="xl">
      {/* The first thumbnails are the page's largest paint: their host's connection opens while the scripts load. */}
      <link rel="preconnect" href={THUMBNAIL_ORIGIN} />
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <CareerHubIntro />
      </Group>
      <EarlyListShell filters={<VideoFilterCard search="" categories={VIDEO_CATEGORIES} mentors={[]} filters={NO_FILTERS} filtering={false} />}>
        <VideoSkeletons />
      </EarlyListShell>
    </Container>
  );
}
