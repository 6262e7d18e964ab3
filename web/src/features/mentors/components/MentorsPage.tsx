import { useEffect } from 'react';
import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MENTOR_SORTS, RATE_BUCKET_VALUES, SPECIALIZATIONS, TEXTS, isOneOf } from '@mentorbridge/model';
import { FilterSelect } from '@/components/FilterSelect';
import { LoadMore } from '@/components/LoadMore';
import { toast } from '@/components/toast';
import { staleResults } from '@/components/staleResults';
import { useListAddress } from '@/lib/urlState';
import { hasFilters, RATE_OPTIONS, SORT_OPTIONS, type MentorFilters } from '../api/filters';
import { useMentorDirectory } from '../api/mentors';
import { MentorCard } from './MentorCard';
import { MentorCardSkeleton, MentorSkeletons, MentorsIntro } from './MentorsShell';

const URL_KEYS = ['q', 'industry', 'rate', 'sort'] as const;
const KEPT_ON_RESET = ['sort'] as const;
const NOUN = 'mentors';

/**
 * /mentorship: the public mentor directory, a page at a time, with search, industry and rate filters and a sort
 * (by name, or "Most responsive") run by the server; the filters, the search, the sort and the page count live in
 * the address.
 */
export function MentorsPage() {
  const { url, typed, setTyped, setFilters: set, reset, trackPages } = useListAddress(URL_KEYS, 'q', KEPT_ON_RESET);
  const filters: MentorFilters = {
    search: url.q,
    industry: url.industry,
    rate: isOneOf(RATE_BUCKET_VALUES, url.rate) ? url.rate : '',
    sort: url.sort === MENTOR_SORTS.responsive ? MENTOR_SORTS.responsive : MENTOR_SORTS.name,
  };
  const list = useMentorDirectory(filters, url.pages);
  const { status, items: shown } = list;
  useEffect(() => trackPages(list.pages), [list.pages, trackPages]);

  useEffect(() => {
    if (status === 'error') toast.error(TEXTS.toasts.mentors.loadFailed);
  }, [status]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <MentorsIntro />
        <Group align="flex-end" gap="sm" role="search" aria-label="Filter mentors">
          <TextInput
            label="Search mentors"
            placeholder="Name, specialization, expertise or bio"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <FilterSelect
            label="Industry"
            all="All industries"
            data={SPECIALIZATIONS}
            value={filters.industry}
            onChange={(industry) => set({ industry })}
            style={{ flex: '1 1 200px' }}
          />
          <FilterSelect
            label="Hourly rate"
            all="All rates"
            data={RATE_OPTIONS}
            value={filters.rate}
            onChange={(rate) => set({ rate })}
            style={{ flex: '1 1 160px' }}
          />
          <FilterSelect
            label="Sort by"
            data={SORT_OPTIONS}
            value={filters.sort}
            onChange={(sort) => set({ sort })}
            style={{ flex: '1 1 160px' }}
          />
          <Button variant="default" onClick={reset} disabled={!hasFilters({ ...filters, search: typed })}>
            {TEXTS.actions.resetFilters}
          </Button>
        </Group>

        {status === 'error' && (
          <Alert color="red" title={TEXTS.toasts.mentors.loadFailed}>
            Please check your connection and reload the page.
          </Alert>
        )}

        {status === 'loading' ? (
          <MentorSkeletons />
        ) : (
          status === 'ready' && (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {list.fromDevice ? TEXTS.lists.savedOnDevice(NOUN) : list.total !== null ? TEXTS.lists.count(list.total, NOUN) : ''}
              </Text>
              {shown.length === 0 ? (
                <Stack align="center" py="xl" gap="sm">
                  <Title order={2} size="h3">
                    {TEXTS.empty.mentors}
                  </Title>
                  <Text c="dimmed">
                    {hasFilters(filters) ? TEXTS.empty.tryOtherFilters : TEXTS.empty.mentorsYet}
                  </Text>
                </Stack>
              ) : (
                <>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} {...staleResults(list.refreshing)}>
                    {shown.map((mentor) => (
                      <MentorCard key={mentor.id} mentor={mentor} />
                    ))}
                  </SimpleGrid>
                  {!list.refreshing && !list.fromDevice && (
                    <LoadMore
                      noun={NOUN}
                      list={list}
                      skeleton={Array.from({ length: 3 }, (_, i) => <MentorCardSkeleton key={i} />)}
                    />
                  )}
                </>
              )}
            </>
          )
        )}
      </Stack>
    </Container>
  );
}
