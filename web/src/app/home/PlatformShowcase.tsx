import { Anchor, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FEATURED_MENTORS, TEXTS } from '@mentorbridge/model';
import { SkeletonGrid } from '@/components/SkeletonGrid';
import { PLATFORM_FIGURE_ATTRIBUTE } from '@/config';
import { PersonAvatar } from '@/session/PersonAvatar';
import { PLATFORM_COUNT_NAMES, type FeaturedMentor } from './figures';
import { usePlatformFigures } from './platformFigures';

/** Stands for a number not read yet. */
const NO_FIGURE = '–';
/**
 * A featured mentor's entry, and its placeholder, are at least this tall (a phone's entry with its responsiveness on
 * two lines): the data arriving moves nothing below.
 */
const ENTRY_HEIGHT = 124;
const FEATURED_COUNT = FEATURED_MENTORS.list.pageSize;

/**
 * The platform's numbers under the home page's calls to action: mentors, open projects, career videos. Each number
 * has its own full-width line, so a longer number changes no box; before any is known, a dash (the device's last
 * numbers, once it has some, are written in by the inline loader before the first paint: `suppressHydrationWarning`
 * lets the pre-rendered page keep them while it hydrates).
 */
export function PlatformNumbers() {
  const figures = usePlatformFigures();
  return (
    <SimpleGrid component="ul" cols={3} spacing="xs" w="100%" maw={560} p={0} m={0} aria-label={TEXTS.home.figures} style={{ listStyle: 'none' }}>
      {PLATFORM_COUNT_NAMES.map((name) => (
        <Stack component="li" key={name} gap={0} ta="center">
          <Text component="span" display="block" fw={800} fz={{ base: 26, sm: 34 }} lh={1.2} suppressHydrationWarning {...{ [PLATFORM_FIGURE_ATTRIBUTE]: name }}>
            {figures?.counts[name] ?? NO_FIGURE}
          </Text>
          <Text component="span" display="block" size="sm" c="dimmed">
            {TEXTS.home.figure[name]}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function FeaturedEntry({ mentor }: { mentor: FeaturedMentor }) {
  return (
    <Card withBorder radius="md" padding="md" mih={ENTRY_HEIGHT} h="100%">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <PersonAvatar id={mentor.id} name={mentor.name} src={mentor.avatar_url} size={48} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/profile/${mentor.id}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {mentor.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {mentor.specialization}
          </Text>
          <Text size="xs" c="dimmed">
            {mentor.responds}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

const GRID = { cols: { base: 1, sm: FEATURED_COUNT }, spacing: 'md' } as const;

/**
 * A few featured mentors (FEATURED_MENTORS in the model: accepting applications, the most responsive first), each
 * with their generated avatar and a link to their public page. Placeholders of the entries' size hold the place
 * until they are known.
 */
export function FeaturedMentors() {
  const featured = usePlatformFigures()?.featured;
  return (
    <Container component="section" size="lg" py={{ base: 32, sm: 48 }} aria-labelledby="home-featured-title">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={2} id="home-featured-title">
            {TEXTS.home.featured}
          </Title>
          <Text c="dimmed">{TEXTS.home.featuredIntro}</Text>
        </Stack>
        {featured === undefined ? (
          <SkeletonGrid label={TEXTS.home.loadingFeatured} {...GRID} repeat={FEATURED_COUNT}>
            <Skeleton h={ENTRY_HEIGHT} radius="md" />
          </SkeletonGrid>
        ) : featured.length === 0 ? (
          <Text c="dimmed" ta="center" mih={ENTRY_HEIGHT}>
            {TEXTS.empty.mentorsYet}
          </Text>
        ) : (
          <SimpleGrid component="ul" {...GRID} p={0} m={0} style={{ listStyle: 'none' }}>
            {featured.map((mentor) => (
              <li key={mentor.id}>
                <FeaturedEntry mentor={mentor} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
