import { useEffect } from 'react';
import { Alert, Container, Stack } from '@mantine/core';
import { MENTOR_SORTS, profileSearchText, RATE_BUCKET_VALUES, TEXTS, isOneOf } from '@mentorbridge/model';
import { IconUserSearch } from '@tabler/icons-react';
import { countText, ListCount } from '@/components/ListCount';
import { ListEmpty } from '@/components/ListEmpty';
import { LoadMore } from '@/components/LoadMore';
import { toast } from '@/components/toast';
import { useListAddress } from '@/lib/urlState';
import { usePublicList } from '@/lib/usePublicList';
import { profileConverter } from '@/session';
import { directoryFilters, hasFilters, MENTOR_COPY, RATING_OPTIONS, SORT_OPTIONS, type MentorFilters } from '../api/filters';
import { MentorCard } from './MentorCard';
import { MentorCardSkeleton, MentorFilterBar, MentorResults, MentorSkeletons, MentorsIntro } from './MentorsShell';

const URL_KEYS = ['q', 'industry', 'rate', 'rating', 'sort'] as const;
const KEPT_ON_RESET = ['sort'] as const;
const NOUN = TEXTS.listPages.mentors.noun;

/** The directory's filters as an address holds them. */
function filtersOf(state: Record<(typeof URL_KEYS)[number], string>): MentorFilters {
  return {
    search: state.q,
    industry: state.industry,
    rate: isOneOf(RATE_BUCKET_VALUES, state.rate) ? state.rate : '',
    rating: RATING_OPTIONS.find((option) => option.value === state.rating)?.value ?? '',
    sort: SORT_OPTIONS.find((option) => option.value === state.sort)?.value ?? MENTOR_SORTS.name,
  };
}

/**
 * /mentorship: the public mentor directory, a page at a time, with search, industry, rate and rating filters and a
 * sort (by name, "Most responsive" or "Top rated") run by the server; the filters, the search, the sort and the page count live in
 * the address.
 */
export function MentorsPage() {
  const { url, chosen, typed, setTyped, setFilters: set, reset, trackPages } = useListAddress(URL_KEYS, 'q', KEPT_ON_RESET);
  const filters = filtersOf(url);
  const chosenFilters = filtersOf(chosen);
  // Sorted by name, by responsiveness or by rating, with the industry, rate and rating filters and the search run by
  // the server over every mentor (the rules let visitors run these queries: they ask for role mentor).
  const list = usePublicList({
    list: 'mentors',
    read: profileConverter.read,
    filters: directoryFilters(filters),
    search: filters.search,
    sort: filters.sort,
    searchText: profileSearchText,
    pages: url.pages,
    copy: MENTOR_COPY,
  });
  const { status, items: shown } = list;
  const count = countText(list, NOUN, hasFilters(filters));
  useEffect(() => trackPages(list.pages), [list.pages, trackPages]);

  useEffect(() => {
    if (status === 'error') toast.error(TEXTS.toasts.mentors.loadFailed);
  }, [status]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <MentorsIntro />
        <MentorFilterBar
          search={typed}
          onSearch={setTyped}
          filters={chosenFilters}
          onChange={set}
          onReset={reset}
          filtering={hasFilters({ ...chosenFilters, search: typed })}
        />

        {status === 'error' && (
          <Alert color="red" title={TEXTS.toasts.mentors.loadFailed}>
            {TEXTS.alerts.reloadPagePlease}
          </Alert>
        )}

        {status === 'loading' ? (
          <MentorSkeletons />
        ) : (
          status === 'ready' && (
            <>
              {shown.length === 0 ? (
                <>
                <ListCount spaced={false}>{count}</ListCount>
                <ListEmpty
                  icon={<IconUserSearch size={32} aria-hidden />}
                  title={TEXTS.empty.mentors}
                  description={list.fromDevice ? TEXTS.lists.moreOnline : hasFilters(filters) ? TEXTS.empty.tryOtherFilters : TEXTS.empty.mentorsYet}
                />
                </>
              ) : (
                <>
                  <MentorResults count={count} refreshing={list.refreshing}>
                    {shown.map((mentor) => (
                      <MentorCard key={mentor.id} mentor={mentor} />
                    ))}
                  </MentorResults>
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

/** The page's build-time parts (page.ts): its shell and its card's template spec. */
export { MentorsShell as Shell } from './MentorsShell';
export { MENTOR_EARLY_CARD as card } from './earlyCard';
