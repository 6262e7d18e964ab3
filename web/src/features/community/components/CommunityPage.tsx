import { lazy, Suspense, useEffect } from 'react';
import { Alert, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconMessages, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { countText, ListCount } from '@/components/ListCount';
import { ListEmpty } from '@/components/ListEmpty';
import { LoadMore } from '@/components/LoadMore';
import { toast } from '@/components/toast';
import { useListAddress } from '@/lib/urlState';
import { isAdmin as hasAdminRole, useMyProfile } from '@/session';
import { HiddenByBlock, useWithoutBlocked } from '@/features/moderation';
import { useDiscussionList } from '../api/discussionList';
import classes from './community.module.css';
import { DiscussionCard } from './DiscussionCard';
import {
  CommunityIntro,
  DiscussionCardSkeleton,
  DiscussionGrid,
  DiscussionSearch,
  DiscussionSkeletons,
  DISCUSSIONS_NOUN,
  NewDiscussions,
} from './CommunityShell';

// Only admins see the form, and it writes through the SDK: a chunk of its own, so visitors' first cards do not wait for it.
const DiscussionForm = lazy(() => import('./DiscussionForm').then((m) => ({ default: m.DiscussionForm })));

const URL_KEYS = ['q'] as const;

const authorOf = (item: { data: { author_id: string } }) => item.data.author_id;

/**
 * /community: the discussions a page at a time with a server-side search; the first page stays live and new
 * discussions wait behind an "N new discussions" pill. The search and the page count live in the address, so
 * they survive opening a discussion and coming back. Admins start new discussions.
 */
export function CommunityPage() {
  const { url, typed, setTyped, trackPages } = useListAddress(URL_KEYS, 'q');
  const search = url.q;
  const discussions = useDiscussionList(search, url.pages);
  const profile = useMyProfile();
  const isAdmin = profile.status === 'ready' && hasAdminRole(profile.profile);
  useEffect(() => trackPages(discussions.pages), [discussions.pages, trackPages]);

  const failed = discussions.status === 'error';
  useEffect(() => {
    if (failed) toast.error(TEXTS.toasts.community.listLoadFailed);
  }, [failed]);

  // Discussions of people the viewer blocked are left out of each page; the pages (and Load more) stay the server's.
  const { shown: visible, hidden } = useWithoutBlocked(discussions.items, authorOf);
  const ready = discussions.status === 'ready';
  const none = ready && discussions.items.length === 0;

  return (
    <>
      <Box className={classes.hero} py={{ base: 'xl', sm: 48 }}>
        <Container size="lg">
          <Group justify="space-between" align="flex-end" gap="md">
            <CommunityIntro />
            {isAdmin && (
              <Button component={Link} to="/community/new" size="md" leftSection={<IconPlus size={18} aria-hidden />}>
                {TEXTS.community.start}
              </Button>
            )}
          </Group>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Stack gap="lg">
          <DiscussionSearch value={typed} onChange={setTyped} />

          {isAdmin && (
            <Suspense fallback={null}>
              <DiscussionForm mode={none && !search ? 'card' : 'collapsed'} />
            </Suspense>
          )}

          {/* The count line, as on every list (its place is kept in the build-time shell). */}
          <ListCount spaced={false}>
            {!ready
              ? ''
              : search && !discussions.fromDevice && discussions.total !== null
                ? TEXTS.lists.countMatching(discussions.total, DISCUSSIONS_NOUN, search)
                : countText(discussions, DISCUSSIONS_NOUN, !!search)}
          </ListCount>

          <NewDiscussions fresh={discussions.fresh} onShow={discussions.showNew} />

          {discussions.status === 'loading' && <DiscussionSkeletons />}

          {failed && (
            <Alert color="red" title={TEXTS.toasts.community.listLoadFailed}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{TEXTS.alerts.checkConnectionAgain}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
                  {TEXTS.actions.tryAgain}
                </Button>
              </Stack>
            </Alert>
          )}

          {none && (
            <ListEmpty
              icon={<IconMessages size={32} aria-hidden />}
              title={TEXTS.empty.discussions}
              description={search ? TEXTS.empty.discussionsSearch : TEXTS.empty.discussionsYet}
            />
          )}

          {discussions.items.length > 0 && (
            <>
              {visible.length > 0 && (
                <DiscussionGrid refreshing={discussions.refreshing}>
                  {visible.map((item) => (
                    <DiscussionCard key={item.id} id={item.id} discussion={item.data} pending={item.pending} />
                  ))}
                </DiscussionGrid>
              )}
              <HiddenByBlock count={hidden} />
              {ready && !discussions.refreshing && (
                <LoadMore
                  noun={DISCUSSIONS_NOUN}
                  list={discussions}
                  skeleton={Array.from({ length: 3 }, (_, i) => <DiscussionCardSkeleton key={i} />)}
                />
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** The page's build-time parts (page.ts): its shell and its card's template spec. */
export { CommunityShell as Shell } from './CommunityShell';
export { DISCUSSION_EARLY_CARD as card } from './earlyCard';
