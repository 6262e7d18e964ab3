import { Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { SkeletonGrid } from '@/components/SkeletonGrid';

/** The page's heading and intro, shared by the page and its build-time shell. */
export function MentorsIntro() {
  return (
    <div>
      <Title order={1}>{TEXTS.listPages.mentors.title}</Title>
      <Text c="dimmed" mt="xs">
        {TEXTS.listPages.mentors.intro}
      </Text>
    </div>
  );
}

/** Placeholder card while mentors load. */
export function MentorCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Group wrap="nowrap">
        <Skeleton circle height={56} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={12} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} mt={8} />
      <Skeleton height={12} mt={8} width="80%" />
      <Group mt="md" gap={6}>
        <Skeleton height={20} width={60} radius="xl" />
        <Skeleton height={20} width={60} radius="xl" />
        <Skeleton height={20} width={60} radius="xl" />
      </Group>
      <Skeleton height={36} mt="md" />
    </Card>
  );
}

const SKELETON_CARDS = 4;

/** The first page's placeholders while mentors load. */
export function MentorSkeletons() {
  return (
    <SkeletonGrid label={TEXTS.loading.mentors} cols={{ base: 1, sm: 2, lg: 3 }}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <MentorCardSkeleton key={i} />
      ))}
    </SkeletonGrid>
  );
}

/** /mentorship as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function MentorsShell() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <MentorsIntro />
        <MentorSkeletons />
      </Stack>
    </Container>
  );
}
