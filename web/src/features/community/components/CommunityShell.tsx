import type { ReactNode } from 'react';
import { Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowUp, IconSearch } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { EarlyListShell } from '@/components/EarlyListShell';
import { ListCount } from '@/components/ListCount';
import { SkeletonGrid } from '@/components/SkeletonGrid';
import { staleResults } from '@/components/staleResults';
import classes from './community.module.css';

/** The page's heading and intro, shared by the page and its build-time shell. */
export function CommunityIntro() {
  return (
    <Stack gap="xs" maw={640}>
      <Title order={1}>{TEXTS.listPages.discussions.title}</Title>
      <Text size="lg" c="dimmed">
        {TEXTS.listPages.discussions.intro}
      </Text>
    </Stack>
  );
}

/** The server-side search, in the page and, inert, in its build-time shell, where it holds its place. */
export function DiscussionSearch({ value, onChange }: { value: string; onChange?: (value: string) => void }) {
  return (
    <TextInput
      label={TEXTS.filters.discussions.search}
      placeholder={TEXTS.filters.discussions.searchPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={value}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      maw={520}
    />
  );
}

export const DISCUSSIONS_NOUN = TEXTS.listPages.discussions.noun;

/**
 * Where the "N new discussions" pill appears (announced), above the cards: in the page and, empty, in its
 * build-time shell, where it holds its place in the page's column.
 */
export function NewDiscussions({ fresh, onShow }: { fresh: number; onShow?: () => void }) {
  return (
    <div role="status" aria-live="polite">
      {fresh > 0 && (
        <Button
          variant="light"
          radius="xl"
          leftSection={<IconArrowUp size={16} aria-hidden />}
          onClick={onShow}
          style={{ position: 'sticky', top: 72, zIndex: 2 }}
        >
          {TEXTS.lists.newItems(fresh, DISCUSSIONS_NOUN)}
        </Button>
      )}
    </div>
  );
}

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** The grid of discussion cards: the page's, and its first cards' before the app. */
export function DiscussionGrid({ refreshing = false, children }: { refreshing?: boolean; children: ReactNode }) {
  return (
    <SimpleGrid cols={GRID_COLS} component="section" aria-label={TEXTS.community.discussions} {...staleResults(refreshing)}>
      {children}
    </SimpleGrid>
  );
}

/** A placeholder card while discussions load. */
export function DiscussionCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="discussion-skeleton" aria-hidden>
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton height={28} width="45%" radius="xl" />
          <Skeleton height={18} width={90} radius="xl" />
        </Group>
        <Skeleton height={20} width="80%" radius="sm" />
        <Skeleton height={12} radius="sm" />
        <Skeleton height={12} radius="sm" />
        <Skeleton height={12} width="60%" radius="sm" />
        <Skeleton height={14} width={100} radius="sm" />
      </Stack>
    </Card>
  );
}

const SKELETON_CARDS = 6;

/** The first page's placeholders while discussions load. */
export function DiscussionSkeletons() {
  return (
    <SkeletonGrid label={TEXTS.loading.discussions} cols={GRID_COLS} repeat={SKELETON_CARDS}>
      <DiscussionCardSkeleton />
    </SkeletonGrid>
  );
}

/** /community as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function CommunityShell() {
  return (
    <>
      <Box className={classes.hero} py={{ base: 'xl', sm: 48 }}>
        <Container size="lg">
          <CommunityIntro />
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <EarlyListShell
            filters={
              <>
                <DiscussionSearch value="" />
                <ListCount spaced={false}>{''}</ListCount>
                <NewDiscussions fresh={0} />
              </>
            }
          >
            <DiscussionSkeletons />
          </EarlyListShell>
        </Stack>
      </Container>
    </>
  );
}
