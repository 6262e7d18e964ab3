import { Box, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowUp, IconMessages } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { EarlyListShell } from '@/components/EarlyListShell';
import { listLayout, ListShellBody } from '@/components/ListBody';
import { SearchField } from '@/components/ListFilters';
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
    <SearchField
      label={TEXTS.filters.discussions.search}
      placeholder={TEXTS.filters.discussions.searchPlaceholder}
      type="search"
      value={value}
      onChange={onChange}
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

/** A placeholder card while discussions load. */
function DiscussionCardSkeleton() {
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

/** The discussions' grid (a section) and placeholders: the page's list body, its shell's and its first cards' (earlyCard.tsx). */
export const DISCUSSION_LIST = listLayout('discussions', { cols: { base: 1, sm: 2, lg: 3 }, skeleton: <DiscussionCardSkeleton />, first: 6,
  label: TEXTS.community.discussions, icon: <IconMessages size={32} aria-hidden />, narrowed: TEXTS.empty.discussionsSearch, none: TEXTS.empty.discussionsYet });

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
          <EarlyListShell filters={<DiscussionSearch value="" />}>
            <ListShellBody layout={DISCUSSION_LIST} notice={<NewDiscussions fresh={0} />} />
          </EarlyListShell>
        </Stack>
      </Container>
    </>
  );
}
