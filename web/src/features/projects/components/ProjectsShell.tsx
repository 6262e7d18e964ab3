import { Card, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { SkeletonGrid } from '@/components/SkeletonGrid';

/** The page's heading and intro, shared by the page and its build-time shell. */
export function ProjectsIntro() {
  return (
    <div>
      <Title order={1}>{TEXTS.listPages.projects.title}</Title>
      <Text c="dimmed" mt={4}>
        {TEXTS.listPages.projects.intro}
      </Text>
    </div>
  );
}

/** Placeholder card while projects load. */
export function ProjectCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Group gap="xs" mb="sm">
        <Skeleton h={20} w={110} radius="xl" />
        <Skeleton h={20} w={80} radius="xl" />
      </Group>
      <Skeleton h={22} w="80%" mb="sm" />
      <Skeleton h={12} mb={6} />
      <Skeleton h={12} mb={6} />
      <Skeleton h={12} w="60%" mb="md" />
      <Skeleton h={36} />
    </Card>
  );
}

const SKELETON_CARDS = 6;

/** The first page's placeholders while projects load. */
export function ProjectSkeletons() {
  return (
    <SkeletonGrid label={TEXTS.loading.projects} cols={{ base: 1, sm: 2, md: 3 }}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <ProjectCardSkeleton key={i} />
      ))}
    </SkeletonGrid>
  );
}

/** /projects as the build writes it (docs/architecture.md, "Build-time shells of the data pages"). */
export function ProjectsShell() {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <ProjectsIntro />
      </Group>
      <ProjectSkeletons />
    </Container>
  );
}
