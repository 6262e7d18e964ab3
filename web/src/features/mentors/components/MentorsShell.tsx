import type { ReactNode } from 'react';
import { Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MENTOR_SORTS, SPECIALIZATIONS, TEXTS } from '@mentorbridge/model';
import { FilterSelect } from '@/components/FilterSelect';
import { ListCount } from '@/components/ListCount';
import { EarlyListShell } from '@/components/EarlyListShell';
import { SkeletonGrid } from '@/components/SkeletonGrid';
import { staleResults } from '@/components/staleResults';
import { RATE_OPTIONS, RATING_OPTIONS, SORT_OPTIONS, type MentorFilters } from '../api/filters';

const F = TEXTS.filters.mentors;

/** The page's heading and intro, shared by the page and its build-time shell. */
export function MentorsIntro() {
  return (
    <div>
      <Title order={1}>{TEXTS.listPages.mentors.title}</Title>
      <Text c="dimmed" mt="xs">
        {TEXTS.listPages.mentors.intro}
      </Text>
    </div>
  );
}

/** The search, filters and sort, in the page and, inert, in its build-time shell, where they hold their place. */
export function MentorFilterBar({
  search,
  onSearch,
  filters,
  onChange,
  onReset,
  filtering,
}: {
  search: string;
  onSearch?: (value: string) => void;
  filters: Omit<MentorFilters, 'search'>;
  onChange?: (change: Partial<Record<'industry' | 'rate' | 'rating' | 'sort', string>>) => void;
  onReset?: () => void;
  filtering: boolean;
}) {
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={F.region}>
      <TextInput
        label={F.search}
        placeholder={F.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => onSearch?.(e.currentTarget.value)}
        style={{ flex: '1 1 260px' }}
      />
      <FilterSelect
        label={F.industry}
        all={F.allIndustries}
        data={SPECIALIZATIONS}
        value={filters.industry}
        onChange={(industry) => onChange?.({ industry })}
        style={{ flex: '1 1 200px' }}
      />
      <FilterSelect
        label={F.rate}
        all={F.allRates}
        data={RATE_OPTIONS}
        value={filters.rate}
        onChange={(rate) => onChange?.({ rate })}
        style={{ flex: '1 1 160px' }}
      />
      <FilterSelect
        label={TEXTS.reviews.filterLabel}
        all={TEXTS.reviews.allRatings}
        data={RATING_OPTIONS}
        value={filters.rating}
        onChange={(rating) => onChange?.({ rating })}
        style={{ flex: '1 1 160px' }}
      />
      <FilterSelect
        label={F.sort}
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(sort) => onChange?.({ sort })}
        style={{ flex: '1 1 160px' }}
      />
      <Button variant="default" onClick={onReset} disabled={!filtering}>
        {TEXTS.actions.resetFilters}
      </Button>
    </Group>
  );
}

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** The list's count line and grid of cards: the page's, and its first cards' before the app (earlyCard.tsx). */
export function MentorResults({ count, refreshing = false, children }: { count: string; refreshing?: boolean; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <ListCount spaced={false}>{count}</ListCount>
      <SimpleGrid cols={GRID_COLS} {...staleResults(refreshing)}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** Placeholder card while mentors load. */
export function MentorCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Group wrap="nowrap">
        <Skeleton circle height={56} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={12} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} mt={8} />
      <Skeleton height={12} mt={8} width="80%" />
      <Group mt="md" gap={6}>
        <Skeleton height={20} width={60} radius="xl" />
        <Skeleton height={20} width={60} radius="xl" />
        <Skeleton height={20} width={60} radius="xl" />
      </Group>
      <Skeleton height={36} mt="md" />
    </Card>
  );
}

const SKELETON_CARDS = 4;

/** The first page's placeholders while mentors load. */
export function MentorSkeletons() {
  return (
    <SkeletonGrid label={TEXTS.loading.mentors} cols={GRID_COLS} repeat={SKELETON_CARDS}>
      <MentorCardSkeleton />
    </SkeletonGrid>
  );
}

/** /mentorship as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function MentorsShell() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <MentorsIntro />
        <EarlyListShell filters={<MentorFilterBar search="" filters={{ industry: '', rate: '', rating: '', sort: MENTOR_SORTS.name }} filtering={false} />}>
          <MentorSkeletons />
        </EarlyListShell>
      </Stack>
    </Container>
  );
}
