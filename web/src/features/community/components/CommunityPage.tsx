import { lazy, Suspense, useEffect } from 'react';
import { Box, Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { ListBody } from '@/components/ListBody';
import { useListAddress } from '@/lib/urlState';
import { isAdmin as hasAdminRole, useMyProfile } from '@/session';
import { HiddenByBlock, useWithoutBlocked } from '@/features/moderation';
import { useDiscussionList } from '../api/discussionList';
import classes from './community.module.css';
import { DiscussionCard } from './DiscussionCard';
import { CommunityIntro, DISCUSSION_LIST, DiscussionSearch, NewDiscussions } from './CommunityShell';

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

  // Discussions of people the viewer blocked are left out of each page; the pages (and Load more) stay the server's.
  const { shown: visible, hidden } = useWithoutBlocked(discussions.items, authorOf);
  const none = discussions.status === 'ready' && discussions.items.length === 0;

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

          <ListBody
            layout={DISCUSSION_LIST}
            list={discussions}
            narrowing={!!search}
            search={search}
            notice={<NewDiscussions fresh={discussions.fresh} onShow={discussions.showNew} />}
            after={<HiddenByBlock count={hidden} />}
          >
            {visible.map((item) => (
              <DiscussionCard key={item.id} id={item.id} discussion={item.data} pending={item.pending} />
            ))}
          </ListBody>
        </Stack>
      </Container>
    </>
  );
}

/** The page's build-time parts (page.ts): its shell and its card's template spec. */
export { CommunityShell as Shell } from './CommunityShell';
export { DISCUSSION_EARLY_CARD as card } from './earlyCard';
