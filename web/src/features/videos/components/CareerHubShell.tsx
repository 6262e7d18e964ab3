import { Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TEXTS, THUMBNAIL_ORIGIN } from '@mentorbridge/model';
import { SkeletonGrid } from '@/components/SkeletonGrid';

/** The page's heading and intro, shared by the page and its build-time shell. */
export function CareerHubIntro() {
  return (
    <div>
      <Title order={1}>{TEXTS.listPages.videos.title}</Title>
      <Text c="dimmed" mt={4} maw={640}>
        {TEXTS.listPages.videos.intro}
      </Text>
    </div>
  );
}

/** Placeholder card while videos load. */
export function VideoCardSkeleton() {
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

const SKELETON_CARDS = 6;

/** The first page's placeholders while videos load. */
export function VideoSkeletons() {
  return (
    <SkeletonGrid label={TEXTS.loading.videos} cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <VideoCardSkeleton key={i} />
      ))}
    </SkeletonGrid>
  );
}

/** /career-hub as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function CareerHubShell() {
  return (
    <Container size="xl" py="xl">
      {/* The first thumbnails are the page's largest paint: their host's connection opens while the scripts load. */}
      <link rel="preconnect" href={THUMBNAIL_ORIGIN} />
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <CareerHubIntro />
      </Group>
      <VideoSkeletons />
    </Container>
  );
}
