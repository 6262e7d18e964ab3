import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import type { Query } from 'firebase/firestore';
import { usePagedQuery, type Paged } from '../api/paged';
import { matchesSearch } from '../api/search';
import { SkeletonGrid } from '@/components/SkeletonGrid';

/** Rows shown at first and added by each "Load more". */
export const PAGE_SIZE = 25;
/** One admin list, read a page of PAGE_SIZE at a time; `query` (one of adminQueries) builds its ordered base. */
export function useAdminPages<T extends { id: string }>(query: () => Query<T>): Paged<T> {
  const base = useMemo(query, [query]);
  return usePagedQuery(base, PAGE_SIZE);
}

/** Documents read per request while a search looks for more matches further down the list. */
const SCAN_SIZE = 100;

interface AdminListProps<T extends { id: string }> {
  paged: Paged<T>;
  /** Plural noun for labels and messages, e.g. "users" ("Failed to load users"). */
  noun: string;
  searchPlaceholder: string;
  searchFields: (item: T) => readonly (string | null | undefined)[];
  renderItem: (item: T) => ReactNode;
}

/**
 * A searchable admin list read page by page. The search filters the loaded rows case-insensitively;
 * while it has fewer matches than asked for and the server has more, the list keeps reading further
 * pages, so a search covers every document without loading them all up front.
 */
export function AdminList<T extends { id: string }>({
  paged,
  noun,
  searchPlaceholder,
  searchFields,
  renderItem,
}: AdminListProps<T>) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 200);
  const [wanted, setWanted] = useState(PAGE_SIZE);
  const { status, items, hasMore, loadingMore, error, loadMore } = paged;

  // Each id once: the cards are keyed by id, and React leaves a card behind when two rows share a key and one goes
  // (pages read by a time that moves, as a report's, can hold a document twice). The count line counts these rows.
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  }, [items]);
  const shown = useMemo(
    () => (term ? rows.filter((item) => matchesSearch(searchFields(item), term)) : rows),
    [rows, term, searchFields],
  );
  const scanning = Boolean(term) && hasMore && shown.length < wanted && !error;
  const loadErrorMessage = TEXTS.toasts.admin.loadFailed(noun);

  useEffect(() => setWanted(PAGE_SIZE), [term]);

  useEffect(() => {
    if (status !== 'ready' || loadingMore || !hasMore || error || shown.length >= wanted) return;
    loadMore(term ? SCAN_SIZE : wanted - shown.length);
  }, [status, loadingMore, hasMore, error, shown.length, wanted, term, loadMore]);

  useEffect(() => {
    if (error) toast.error(loadErrorMessage, { id: `admin-load-${noun}` });
  }, [error, noun, loadErrorMessage]);

  return (
    <Stack gap="md">
      <TextInput
        aria-label={TEXTS.adminList.search(noun)}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
      />

      {status === 'loading' && (
        <SkeletonGrid label={TEXTS.loading.list(noun)} cols={1} spacing="sm" repeat={5}>
          <Skeleton height={64} radius="md" />
        </SkeletonGrid>
      )}

      {status === 'error' && (
        <Alert color="red" title={loadErrorMessage}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error?.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={paged.reload}>
              {TEXTS.actions.tryAgain}
            </Button>
          </Stack>
        </Alert>
      )}

      {status === 'ready' && shown.length === 0 && !scanning && (
        <Text c="dimmed" py="lg" ta="center">
          {term ? TEXTS.empty.adminSearch(noun, term) : TEXTS.empty.adminList(noun)}
        </Text>
      )}

      {status === 'ready' && shown.length > 0 && (
        <Stack component="ul" gap="xs" aria-label={noun} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((item) => (
            <Paper component="li" key={item.id} withBorder radius="md" p="sm">
              {renderItem(item)}
            </Paper>
          ))}
        </Stack>
      )}

      {status === 'ready' && (rows.length > 0 || hasMore) && (
        <Group justify="space-between" gap="sm" aria-live="polite">
          <Text size="sm" c="dimmed">
            {term
              ? TEXTS.adminList.matching(shown.length, noun, rows.length)
              : TEXTS.adminList.showing(shown.length, noun)}
          </Text>
          {(scanning || loadingMore) && (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {scanning ? TEXTS.adminList.searching : TEXTS.adminList.loading}
              </Text>
            </Group>
          )}
          {hasMore && !scanning && !loadingMore && (
            <Button
              variant="default"
              onClick={() => {
                setWanted(shown.length + PAGE_SIZE);
                // After a failed read the automatic loading stops; the button is the retry.
                if (error) loadMore(term ? SCAN_SIZE : PAGE_SIZE);
              }}
            >
              {TEXTS.adminList.loadMore}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
