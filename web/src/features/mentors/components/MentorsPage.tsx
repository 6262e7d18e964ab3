import { useEffect } from 'react';
import { Container, Stack } from '@mantine/core';
import { MENTOR_SORTS, profileSearchText, RATE_BUCKET_VALUES, isOneOf } from '@mentorbridge/model';
import { ListBody } from '@/components/ListBody';
import { useListAddress } from '@/lib/urlState';
import { usePublicList } from '@/lib/usePublicList';
import { profileConverter } from '@/session';
import { directoryFilters, hasFilters, MENTOR_COPY, RATING_OPTIONS, SORT_OPTIONS, type MentorFilters } from '../api/filters';
import { MentorCard } from './MentorCard';
import { MENTOR_LIST, MentorFilterBar, MentorsIntro } from './MentorsShell';

const URL_KEYS = ['q', 'industry', 'rate', 'rating', 'sort'] as const;
const KEPT_ON_RESET = ['sort'] as const;

/** The directory's filters as an address holds them. */
function filtersOf(state: Record<(typeof URL_KEYS)[number], string>): MentorFilters {
  return {
    search: state.q,
    industry: state.industry,
    rate: isOneOf(RATE_BUCKET_VALUES, state.rate) ? state.rate : '',
    rating: RATING_OPTIONS.find((option) => option.value === state.rating)?.value ?? '',
    sort: SORT_OPTIONS.find((option) => option.value === state.sort)?.value ?? MENTOR_SORTS.recommended,
  };
}

/**
 * /mentorship: the public mentor directory, a page at a time, with search, industry, rate and rating filters and a
 * sort ("Recommended" by default, by name, "Most responsive" or "Top rated") run by the server; the filters, the search, the sort and the page count live in
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
  useEffect(() => trackPages(list.pages), [list.pages, trackPages]);

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
        <ListBody layout={MENTOR_LIST} list={list} narrowing={hasFilters(filters)} search={filters.search}>
          {list.items.map((mentor) => (
            <MentorCard key={mentor.id} mentor={mentor} />
          ))}
        </ListBody>
      </Stack>
    </Container>
  );
}

/** The page's build-time parts (page.ts): its shell and its card's template spec. */
export { MentorsShell as Shell } from './MentorsShell';
export { MENTOR_EARLY_CARD as card } from './earlyCard';
