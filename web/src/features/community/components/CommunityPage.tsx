import { useEffect, useMemo } from 'react';
import { Alert, Box, Button, Container, EmptyState, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMessages, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { isAdmin as hasAdminRole, useMyProfile } from '@/session';
import { useDiscussions } from '../api/community';
import { matchesSearch } from '../api/text';
import classes from './community.module.css';
import { DiscussionCard, DiscussionCardSkeleton } from './DiscussionCard';
import { DiscussionForm } from './DiscussionForm';
import { SkeletonGrid } from '@/components/SkeletonGrid';

const SKELETON_CARDS = 6;

/** /community: live list of discussions with search; admins start new ones. */
export function CommunityPage() {
  const discussions = useDiscussions();
  const profile = useMyProfile();
  const isAdmin = profile.status === 'ready' && hasAdminRole(profile.profile);
  // The search lives in the URL, so it survives opening a discussion and coming back. Each change is
  // committed at once (flushSync), not in the router's transition, so typing never loses keystrokes.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';

  const failed = discussions.status === 'error';
  useEffect(() => {
    if (failed) toast.error(TEXTS.toasts.community.listLoadFailed);
  }, [failed]);

  const visible = useMemo(
    () => (discussions.status === 'success' ? discussions.data.filter((d) => matchesSearch(d.data, search)) : []),
    [discussions, search],
  );
  const none = discussions.status === 'success' && discussions.data.length === 0;

  const setSearch = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true, flushSync: true },
    );

  return (
    <>
      <Box className={classes.hero} py={{ base: 'xl', sm: 48 }}>
        <Container size="lg">
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap="xs" maw={640}>
              <Title order={1}>Community Discussions</Title>
              <Text size="lg" c="dimmed">
                Ask questions, share what you have learned and get advice from mentors and fellow students.
              </Text>
            </Stack>
            {isAdmin && (
              <Button component={Link} to="/community/new" size="md" leftSection={<IconPlus size={18} aria-hidden />}>
                Start Discussion
              </Button>
            )}
          </Group>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Stack gap="lg">
          <TextInput
            label="Search discussions"
            placeholder="Search by title, content or tags"
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={520}
          />

          {isAdmin && <DiscussionForm mode={none && !search ? 'card' : 'collapsed'} />}

          {discussions.status === 'success' && search && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {visible.length === 1 ? '1 discussion' : `${visible.length} discussions`} match “{search}”
            </Text>
          )}

          {discussions.status === 'loading' && (
            <SkeletonGrid label={TEXTS.loading.discussions} cols={{ base: 1, sm: 2, lg: 3 }}>
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <DiscussionCardSkeleton key={i} />
              ))}
            </SkeletonGrid>
          )}

          {failed && (
            <Alert color="red" title={TEXTS.toasts.community.listLoadFailed}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">Check your connection and try again.</Text>
                <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
                  {TEXTS.actions.tryAgain}
                </Button>
              </Stack>
            </Alert>
          )}

          {discussions.status === 'success' && visible.length === 0 && (
            <EmptyState
              icon={<IconMessages size={32} aria-hidden />}
              withIndicatorBackground
              title={TEXTS.empty.discussions}
              description={search ? TEXTS.empty.discussionsSearch : TEXTS.empty.discussionsYet}
            />
          )}

          {visible.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="section" aria-label="Discussions">
              {visible.map((item) => (
                <DiscussionCard key={item.id} id={item.id} discussion={item.data} pending={item.pending} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </>
  );
}
