import { Box, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { SkeletonGrid } from '@/components/SkeletonGrid';
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
    <SkeletonGrid label={TEXTS.loading.discussions} cols={{ base: 1, sm: 2, lg: 3 }}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <DiscussionCardSkeleton key={i} />
      ))}
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
        <DiscussionSkeletons />
      </Container>
    </>
  );
}
