import { Children, Fragment, type ReactNode } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import { TEXTS, type ListName } from '@mentorbridge/model';
import { countText, ListCount, type CountedList } from './ListCount';
import { ListEmpty } from './ListEmpty';
import { LoadMore, type PagedListFoot } from './LoadMore';
import { SkeletonGrid } from './SkeletonGrid';
import { staleResults } from './staleResults';

/** How a list lays out its cards: one constant per list page, beside its shell (the page, its shell and its early cards share it). */
export interface ListLayout {
  /** The grid's columns by breakpoint. */
  cols: SimpleGridProps['cols'];
  /** The grid's spacing (Mantine's default when not set). */
  spacing?: SimpleGridProps['spacing'];
  /** One placeholder card, shaped as the list's cards, hidden from assistive technology. */
  skeleton: ReactNode;
  /** How many placeholders stand for the first page. */
  first: number;
  /** What the placeholders' one status says (TEXTS.loading.<list>). */
  loading: string;
  /** The grid is a section of this name (none: a plain grid). */
  label?: string;
  /** The list's noun in the plural (TEXTS.listPages.<list>.noun): the count line's and the foot's word. */
  noun: string;
  /** What the list says when it has nothing to show. */
  empty: EmptyTexts;
}

/**
 * A list page's layout: its grid, its placeholder card and its empty state's icon and lines; the placeholders'
 * status, the noun and the empty state's heading come from the list's texts (TEXTS.loading, listPages, empty).
 */
export function listLayout(
  list: ListName,
  { icon, narrowed, none, ...grid }: Pick<ListLayout, 'cols' | 'spacing' | 'skeleton' | 'first' | 'label'> & Omit<EmptyTexts, 'title'>,
): ListLayout {
  return { ...grid, loading: TEXTS.loading[list], noun: TEXTS.listPages[list].noun, empty: { icon, title: TEXTS.empty[list], narrowed, none } };
}

/** What the body needs to know of a list (lib/usePublicList's PublicList). */
export interface BodyList extends CountedList, PagedListFoot {
  status: 'loading' | 'ready' | 'error';
  fromDevice: boolean;
  /** The items are the previous results, shown while the new ones load. */
  refreshing: boolean;
}

/** What the list says when it has nothing to show. */
export interface EmptyTexts {
  icon: ReactNode;
  /** "No mentors found". */
  title: string;
  /** What to do while a search or a filter narrows the list ("Try a different search or reset the filters."). */
  narrowed: string;
  /** The line when the whole list is empty ("Mentors have not shared any videos yet."). */
  none: string;
}

export interface ListBodyProps {
  layout: ListLayout;
  list: BodyList;
  /** A search or a filter narrows the list. */
  narrowing: boolean;
  /** The search the server ran, if any: the count line then says what matches it. */
  search?: string;
  /** Shown between the count line and the cards, in every state (the discussions' "N new" pill). */
  notice?: ReactNode;
  /** Shown after the cards, before the foot (a line on the cards left out). */
  after?: ReactNode;
  /** The cards. */
  children?: ReactNode;
}

/** The count line, the notice and what follows them: the same box in the page, its shell and its early cards. */
function ListFrame({ count, notice, children }: { count: string; notice?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <ListCount spaced={false}>{count}</ListCount>
      {notice}
      {children}
    </Stack>
  );
}

/** The list's grid of cards; dimmed and inert while it shows the previous results (staleResults). */
export function ListGrid({ layout, refreshing = false, children }: { layout: ListLayout; refreshing?: boolean; children: ReactNode }) {
  return (
    <SimpleGrid
      cols={layout.cols}
      spacing={layout.spacing}
      component={layout.label ? 'section' : undefined}
      aria-label={layout.label}
      {...staleResults(refreshing)}
    >
      {children}
    </SimpleGrid>
  );
}

function Placeholders({ layout }: { layout: ListLayout }) {
  return (
    <SkeletonGrid label={layout.loading} cols={layout.cols} spacing={layout.spacing} repeat={layout.first}>
      {layout.skeleton}
    </SkeletonGrid>
  );
}

/** The list's body in its build-time shell: the count line's place, the notice's and the first page's placeholders. */
export function ListShellBody({ layout, notice }: { layout: ListLayout; notice?: ReactNode }) {
  return (
    <ListFrame count="" notice={notice}>
      <Placeholders layout={layout} />
    </ListFrame>
  );
}

/** The list's region around its first cards before the app (a card spec's `region`, lib/earlyCards.ts), as the body lays them out. */
export function ListRegion({ layout, notice, children }: { layout: ListLayout; notice?: ReactNode; children: ReactNode }) {
  return (
    <ListFrame count="" notice={notice}>
      <ListGrid layout={layout}>{children}</ListGrid>
    </ListFrame>
  );
}

/** The count line's words: with a server search, how many match it ("3 discussions match “react”"). */
function countLine(list: BodyList, noun: string, narrowing: boolean, search: string): string {
  if (list.status !== 'ready') return '';
  if (search && !list.fromDevice && list.total !== null) return TEXTS.lists.countMatching(list.total, noun, search);
  return countText(list, noun, narrowing);
}

const FOOT_SKELETONS = 3;

/**
 * A public list's body, the same on every list page: the count line (its place kept while loading), the first
 * page's placeholders, one error (TEXTS.lists.loadFailed, with Try Again) when the list could not be read and the
 * device has no copy, one empty state (the device's copy says more may come online; a narrowed list says what to
 * change; an empty list says what to expect), the cards, and the foot (components/LoadMore.tsx): Load more, shown
 * disabled with the reason while the list is the device's copy. The foot waits while the previous results stand in.
 */
export function ListBody({ layout, list, narrowing, search = '', notice, after, children }: ListBodyProps) {
  const { noun, empty } = layout;
  const count = countLine(list, noun, narrowing, search);
  if (list.status === 'loading') return <ListShellBody layout={layout} notice={notice} />;
  if (list.status === 'error') {
    return (
      <ListFrame count="" notice={notice}>
        <Alert color="red" title={TEXTS.lists.loadFailed(noun)}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{TEXTS.alerts.checkConnectionAgain}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
              {TEXTS.actions.tryAgain}
            </Button>
          </Stack>
        </Alert>
      </ListFrame>
    );
  }
  if (list.items.length === 0) {
    return (
      <ListFrame count={count} notice={notice}>
        <ListEmpty
          icon={empty.icon}
          title={empty.title}
          description={list.fromDevice ? TEXTS.lists.moreOnline : narrowing ? empty.narrowed : empty.none}
        />
      </ListFrame>
    );
  }
  return (
    <ListFrame count={count} notice={notice}>
      {Children.count(children) > 0 && (
        <ListGrid layout={layout} refreshing={list.refreshing}>
          {children}
        </ListGrid>
      )}
      {after}
      {!list.refreshing && (
        <LoadMore
          noun={noun}
          list={list}
          cols={layout.cols}
          skeleton={Array.from({ length: FOOT_SKELETONS }, (_, i) => (
            <Fragment key={i}>{layout.skeleton}</Fragment>
          ))}
        />
      )}
    </ListFrame>
  );
}
