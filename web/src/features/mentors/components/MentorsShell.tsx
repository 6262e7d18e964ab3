import { Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { MENTOR_SORTS, SPECIALIZATIONS, TEXTS } from '@mentorbridge/model';
import { FilterSelect, type FilterOption } from '@/components/FilterSelect';
import { PhoneFilters } from '@/components/PhoneFilters';
import { EarlyListShell } from '@/components/EarlyListShell';
import { listLayout, ListShellBody } from '@/components/ListBody';
import { ResetFilters, SearchField, type ListFilterProps } from '@/components/ListFilters';
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

type MentorFilterKey = 'industry' | 'rate' | 'rating' | 'sort';

/** The directory's selects, in their order: the field they set, label, "all" choice, choices and width. */
const SELECTS: readonly { key: MentorFilterKey; label: string; all?: string; data: readonly FilterOption[]; flex: string }[] = [
  { key: 'industry', label: F.industry, all: F.allIndustries, data: SPECIALIZATIONS, flex: '1 1 200px' },
  { key: 'rate', label: F.rate, all: F.allRates, data: RATE_OPTIONS, flex: '1 1 160px' },
  { key: 'rating', label: TEXTS.reviews.filterLabel, all: TEXTS.reviews.allRatings, data: RATING_OPTIONS, flex: '1 1 160px' },
  { key: 'sort', label: F.sort, data: SORT_OPTIONS, flex: '1 1 160px' },
];

/** The search, filters and sort, in the page and, inert, in its build-time shell, where they hold their place. */
export function MentorFilterBar({
  search,
  onSearch,
  filters,
  onChange,
  onReset,
  filtering,
}: ListFilterProps<Omit<MentorFilters, 'search'>, MentorFilterKey> & { search: string; onSearch?: (value: string) => void }) {
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={F.region}>
      <SearchField label={F.search} placeholder={F.searchPlaceholder} value={search} onChange={onSearch} style={{ flex: '1 1 200px' }} />
      <PhoneFilters active={SELECTS.filter(({ key, all }) => all !== undefined && filters[key] !== '').length}>
        {SELECTS.map(({ key, label, all, data, flex }) => (
          <FilterSelect
            key={key}
            label={label}
            all={all}
            data={data}
            value={filters[key]}
            onChange={(value) => onChange?.({ [key]: value })}
            style={{ flex }}
          />
        ))}
        <ResetFilters onReset={onReset} filtering={filtering} />
        {/* What "Recommended" weighs, in one line under the bar (in the sheet on a phone). */}
        {filters.sort === MENTOR_SORTS.recommended && (
          <Text size="xs" c="dimmed" style={{ flex: '1 1 100%' }}>
            {F.sorts.recommended}: {F.recommendedHint}
          </Text>
        )}
      </PhoneFilters>
    </Group>
  );
}

/** Placeholder card while mentors load. */
function MentorCardSkeleton() {
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

/** The directory's grid and placeholders: the page's list body, its shell's and its first cards' (earlyCard.tsx). */
export const MENTOR_LIST = listLayout('mentors', { cols: { base: 1, sm: 2, lg: 3 }, skeleton: <MentorCardSkeleton />, first: 4,
  icon: <IconUserSearch size={32} aria-hidden />, narrowed: TEXTS.empty.tryOtherFilters, none: TEXTS.empty.mentorsYet });

/** /mentorship as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function MentorsShell() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <MentorsIntro />
        <EarlyListShell filters={<MentorFilterBar search="" filters={{ industry: '', rate: '', rating: '', sort: MENTOR_SORTS.recommended }} filtering={false} />}>
          <ListShellBody layout={MENTOR_LIST} />
        </EarlyListShell>
      </Stack>
    </Container>
  );
}
