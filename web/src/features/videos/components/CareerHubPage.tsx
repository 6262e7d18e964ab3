import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Container } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths, TEXTS, VIDEO_CATEGORIES, videoSearchText } from '@mentorbridge/model';
import { ListBody } from '@/components/ListBody';
import { ListHeader } from '@/components/ListFilters';
import { useLiveDocAt } from '@/lib/liveDocAt';
import { useListAddress } from '@/lib/urlState';
import { usePublicList } from '@/lib/usePublicList';
import { isMentor, useMyProfile } from '@/session';
import { categoryOptions, hasFilters, mentorOptions, type VideoFilters } from '../api/filters';
import type { Video } from '../api/types';
import { videoConverter } from '../api/converters';
import { VideoCard } from './VideoCard';
import { CareerHubIntro, VideoFilterCard, VIDEO_LIST } from './CareerHubShell';

// The play dialog (Mantine's modal with its focus trap, scroll lock and portal) is a chunk of its own: the first
// cards do not wait for it. It is fetched and mounted (closed) once the list is in, so playing a video stays
// immediate, offline too (the service worker precaches it), and closing returns the focus to the card.
const loadPlayer = () => import('./VideoPlayerDialog');
const VideoPlayerDialog = lazy(() => loadPlayer().then((m) => ({ default: m.VideoPlayerDialog })));

const URL_KEYS = ['q', 'category', 'mentor'] as const;
// The cards of the first row on the widest layout (three columns): above the fold, their thumbnails load first.
const FIRST_ROW = 3;

/** The hub's filters as an address holds them. */
function filtersOf(state: Record<(typeof URL_KEYS)[number], string>): VideoFilters {
  return { search: state.q, category: state.category || null, mentorId: state.mentor || null };
}

/**
 * /career-hub: the career videos a page at a time, newest first, with search, category and mentor filters run
 * by the server and a play dialog. The filters, the search (q) and the page count live in the address.
 * /career-hub/{videoId}, a video's own address, opens its play dialog over the list; closing it goes back to /career-hub.
 */
export function CareerHubPage() {
  const { url, chosen, typed, setTyped, setFilters, reset: resetFilters, trackPages } = useListAddress(URL_KEYS, 'q');
  const filters = filtersOf(url);
  const chosenFilters = filtersOf(chosen);
  const state = usePublicList({
    list: 'videos',
    read: videoConverter.read,
    filters: { category: filters.category ?? '', mentor_id: filters.mentorId ?? '' },
    search: filters.search,
    searchText: videoSearchText,
    pages: url.pages,
  });
  const { profile } = useMyProfile();
  const [playing, setPlaying] = useState<Video | null>(null);
  const { videoId } = useParams();
  const navigate = useNavigate();
  const linked = useLiveDocAt(videoId ? paths.video(videoId) : null, videoConverter);
  const [opened, setOpened] = useState<string | null>(null);
  if (videoId && linked.status === 'success' && linked.data && opened !== videoId) {
    setOpened(videoId);
    setPlaying(linked.data);
  }
  // An address naming no video shows the list.
  const missing = !!videoId && linked.status === 'success' && !linked.data && !linked.fromCache;
  useEffect(() => {
    if (missing) void navigate('/career-hub', { replace: true });
  }, [missing, navigate]);
  const closePlayer = () => {
    setPlaying(null);
    if (videoId) void navigate('/career-hub', { replace: true });
  };
  useEffect(() => trackPages(state.pages), [state.pages, trackPages]);
  const [playerWanted, setPlayerWanted] = useState(false);
  if (!playerWanted && (state.status === 'ready' || playing)) setPlayerWanted(true);

  const shown = state.items;
  const categories = useMemo(() => [...new Set([...VIDEO_CATEGORIES, ...categoryOptions(shown)])], [shown]);
  const mentors = useMemo(() => mentorOptions(shown), [shown]);
  const filtering = hasFilters({ ...chosenFilters, search: typed });

  return (
    <Container size="lg" py="xl">
      <ListHeader
        intro={<CareerHubIntro />}
        action={
          isMentor(profile) && (
            <Button component={Link} to="/upload-video" leftSection={<IconUpload size={16} />}>
              {TEXTS.actions.uploadVideo}
            </Button>
          )
        }
      />

      <VideoFilterCard
        search={typed}
        onSearch={setTyped}
        categories={categories}
        mentors={mentors}
        filters={chosenFilters}
        onChange={setFilters}
        onReset={resetFilters}
        filtering={filtering}
      />

      <ListBody layout={VIDEO_LIST} list={state} narrowing={filtering} search={filters.search}>
        {shown.map((video, index) => (
          <VideoCard key={video.id} video={video} onPlay={setPlaying} priority={index < FIRST_ROW} />
        ))}
      </ListBody>

      {playerWanted && (
        <Suspense fallback={null}>
          <VideoPlayerDialog video={playing} onClose={closePlayer} />
        </Suspense>
      )}
    </Container>
  );
}

/** The page's build-time parts (page.ts): its shell and its card's template spec. */
export { CareerHubShell as Shell } from './CareerHubShell';
export { VIDEO_EARLY_CARD as card } from './earlyCard';
