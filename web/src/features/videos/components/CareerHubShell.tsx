import { Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { TEXTS, THUMBNAIL_ORIGIN, VIDEO_CATEGORIES } from '@mentorbridge/model';
import { FilterSelect, type FilterOption } from '@/components/FilterSelect';
import { PhoneFilters } from '@/components/PhoneFilters';
import { EarlyListShell } from '@/components/EarlyListShell';
import { listLayout, ListShellBody } from '@/components/ListBody';
import { CategorySelect, ListHeader, ResetFilters, SearchField, type ListFilterProps } from '@/components/ListFilters';
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
}: ListFilterProps<VideoFilters, 'category' | 'mentor'> & {
  search: string;
  onSearch?: (value: string) => void;
  categories: readonly FilterOption[];
  mentors: readonly FilterOption[];
}) {
  return (
    <Card withBorder radius="md" padding="md" mb="lg" component="section" aria-label={F.region}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" style={{ alignItems: 'end' }}>
        <SearchField label={F.search} placeholder={F.searchPlaceholder} value={search} onChange={onSearch} type="search" />
        <PhoneFilters active={[filters.category, filters.mentorId].filter(Boolean).length}>
          <CategorySelect data={categories} value={filters.category ?? ''} onChange={(category) => onChange?.({ category })} />
          <FilterSelect
            label={F.mentor}
            all={F.allMentors}
            data={mentors}
            value={filters.mentorId ?? ''}
            onChange={(mentor) => onChange?.({ mentor })}
          />
          <ResetFilters onReset={onReset} filtering={filtering} />
        </PhoneFilters>
      </SimpleGrid>
    </Card>
  );
}

/** Placeholder card while videos load. */
function VideoCardSkeleton() {
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

/** The hub's grid and placeholders: the page's list body, its shell's and its first cards' (earlyCard.tsx). */
export const VIDEO_LIST = listLayout('videos', { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg', skeleton: <VideoCardSkeleton />, first: 6,
  icon: <IconMovie size={32} aria-hidden />, narrowed: TEXTS.empty.tryOtherFilters, none: TEXTS.empty.videosYet });

/** /career-hub as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function CareerHubShell() {
  return (
    <Container size="lg" py="xl">
      {/* The first thumbnails are the page's largest paint: their host's connection opens while the scripts load. */}
      <link rel="preconnect" href={THUMBNAIL_ORIGIN} />
      <ListHeader intro={<CareerHubIntro />} />
      <EarlyListShell filters={<VideoFilterCard search="" categories={VIDEO_CATEGORIES} mentors={[]} filters={NO_FILTERS} filtering={false} />}>
        <ListShellBody layout={VIDEO_LIST} />
      </EarlyListShell>
    </Container>
  );
}
