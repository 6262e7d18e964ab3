import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Container,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMovie, IconSearch, IconUpload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { isMentor, useMyProfile } from '@/session';
import { categoryOptions, filterVideos, hasFilters, mentorOptions, type VideoFilters } from '../api/filters';
import type { Video } from '../api/types';
import { useVideos } from '../api/videos';
import { VideoCard } from './VideoCard';
import { VideoPlayerDialog } from './VideoPlayerDialog';
import { SkeletonGrid } from '@/components/SkeletonGrid';

const SKELETON_CARDS = 6;
const ALL = 'all';

/**
 * The hub's filters live in the address (q, category, mentor) so a filtered view can be shared.
 * Updates are committed at once (flushSync) rather than in the router's transition: the search box is
 * controlled by the address, and a deferred update would drop keystrokes and let the next filter
 * change start from stale values.
 */
function useFilterParams(): [VideoFilters, (patch: Partial<VideoFilters>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filters: VideoFilters = useMemo(
    () => ({ search: params.get('q') ?? '', category: params.get('category'), mentorId: params.get('mentor') }),
    [params],
  );
  const update = (patch: Partial<VideoFilters>) => {
    const next = { ...filters, ...patch };
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.category) out.set('category', next.category);
    if (next.mentorId) out.set('mentor', next.mentorId);
    setParams(out, { replace: true, flushSync: true });
  };
  return [filters, update, () => setParams(new URLSearchParams(), { replace: true, flushSync: true })];
}

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

/** /career-hub: every career video with search, category and mentor filters and a play dialog. */
export function CareerHubPage() {
  const state = useVideos();
  const { profile } = useMyProfile();
  const [filters, setFilters, resetFilters] = useFilterParams();
  const [playing, setPlaying] = useState<Video | null>(null);

  useEffect(() => {
    if (state.status === 'error') toast.error(TEXTS.toasts.videos.loadFailed);
  }, [state.status]);

  const categories = useMemo(() => categoryOptions(state.videos), [state.videos]);
  const mentors = useMemo(() => mentorOptions(state.videos), [state.videos]);
  const shown = useMemo(() => filterVideos(state.videos, filters), [state.videos, filters]);
  const filtering = hasFilters(filters);

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <div>
          <Title order={1}>Career Development Hub</Title>
          <Text c="dimmed" mt={4} maw={640}>
            Career guidance videos from industry mentors: interviews, skills and growing in your first roles.
          </Text>
        </div>
        {isMentor(profile) && (
          <Button component={Link} to="/upload-video" leftSection={<IconUpload size={16} />}>
            Upload Video
          </Button>
        )}
      </Group>

      <Card withBorder radius="md" padding="md" mb="lg" component="section" aria-label="Filter videos">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" style={{ alignItems: 'end' }}>
          <TextInput
            label="Search videos"
            placeholder="Title, description or mentor"
            leftSection={<IconSearch size={16} />}
            value={filters.search}
            onChange={(e) => setFilters({ search: e.currentTarget.value })}
            type="search"
          />
          <Select
            label="Category"
            data={[{ value: ALL, label: 'All categories' }, ...categories.map((c) => ({ value: c, label: c }))]}
            value={filters.category ?? ALL}
            onChange={(value) => setFilters({ category: value && value !== ALL ? value : null })}
            allowDeselect={false}
          />
          <Select
            label="Mentor"
            data={[{ value: ALL, label: 'All mentors' }, ...mentors]}
            value={filters.mentorId ?? ALL}
            onChange={(value) => setFilters({ mentorId: value && value !== ALL ? value : null })}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No mentor with that name"
          />
          <Button variant="default" onClick={resetFilters} disabled={!filtering}>
            {TEXTS.actions.resetFilters}
          </Button>
        </SimpleGrid>
      </Card>

      {state.status === 'error' && (
        <Alert color="red" title={TEXTS.alerts.videosFailed} mb="lg">
          Check your connection and reload the page.
        </Alert>
      )}

      {state.status === 'loading' ? (
        <SkeletonGrid label={TEXTS.loading.videos} cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <VideoCardSkeleton key={i} />
          ))}
        </SkeletonGrid>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {state.status === 'ready' &&
              (filtering ? `Showing ${shown.length} of ${state.videos.length} videos` : `${state.videos.length} videos`)}
          </Text>
          {shown.length === 0 && state.status === 'ready' ? (
            <EmptyState
              icon={<IconMovie size={32} />}
              withIndicatorBackground
              title={TEXTS.empty.videos}
              description={filtering ? TEXTS.empty.tryOtherFilters : TEXTS.empty.videosYet}
              py="xl"
            >
              {filtering && (
                <Button variant="light" onClick={resetFilters} mt="md">
                  {TEXTS.actions.resetFilters}
                </Button>
              )}
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {shown.map((video) => (
                <VideoCard key={video.id} video={video} onPlay={setPlaying} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}

      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </Container>
  );
}
