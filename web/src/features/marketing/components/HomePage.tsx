import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconCompass,
  IconSchool,
  IconTrendingUp,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { CallToAction, IconCard } from '@/components/IconCard';
import { AFTER_SIGN_IN, TAGLINE } from '@/config';
import { useSession } from '@/session/session';

// A signed-in person's calls to action need their role: they load with their profile, after sign-in, so a visitor's landing page never carries them.
const SignedInActions = lazy(() => import('./SignedInActions').then((m) => ({ default: m.SignedInActions })));

type Offering = { text: { title: string; summary: string; detail: string }; icon: ComponentType<IconProps>; to: string };

const HIGHLIGHT_ICONS: ComponentType<IconProps>[] = [IconUserStar, IconUsers, IconBriefcase];
const HIGHLIGHTS = TEXTS.home.highlights.map((text, index) => ({ ...text, icon: HIGHLIGHT_ICONS[index] ?? IconUserStar }));

const OFFERINGS: Offering[] = [
  { text: TEXTS.offerings.projects, icon: IconBriefcase, to: '/projects' },
  { text: TEXTS.offerings.guidance, icon: IconCompass, to: '/career-hub' },
  { text: TEXTS.offerings.community, icon: IconUsersGroup, to: '/community' },
  { text: TEXTS.offerings.skills, icon: IconTrendingUp, to: '/mentorship' },
];

/** A visitor's calls to action: sign up, or look at the projects first. */
function VisitorActions() {
  return (
    <Group justify="center" gap="md">
      <Button component={Link} to="/sign-up" size="md" rightSection={<IconArrowRight size={18} />}>
        {TEXTS.home.start}
      </Button>
      <Button component={Link} to="/projects" size="md" variant="default">
        {TEXTS.home.exploreProjects}
      </Button>
    </Group>
  );
}

/**
 * The landing page. The app gives it what other features show on it: the platform's numbers, under the calls to
 * action, and the featured mentors, after the highlights (app/home/PlatformShowcase.tsx).
 */
export function HomePage({ numbers, featured }: { numbers?: ReactNode; featured?: ReactNode }) {
  const { status } = useSession();
  return (
    <Stack gap={0}>
      <Box component="section" py={{ base: 48, sm: 80 }} bg="var(--mantine-color-default-hover)">
        <Container size="md">
          <Stack align="center" gap="lg" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconSchool size={32} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 32, sm: 48 }}>
              {TEXTS.home.welcome}
            </Title>
            <Text size="lg" c="dimmed" maw={640}>
              {TAGLINE}
            </Text>
            {status === 'signedIn' ? (
              <Suspense fallback={<VisitorActions />}>
                <SignedInActions />
              </Suspense>
            ) : (
              <VisitorActions />
            )}
            {numbers}
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
          {HIGHLIGHTS.map(({ title, description, icon: Icon }) => (
            <Stack component="li" key={title} align="center" ta="center" gap="xs">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Text fw={700} size="lg">
                {title}
              </Text>
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      {featured}

      <Container component="section" size="lg" py={{ base: 40, sm: 56 }} aria-labelledby="home-offer-title">
        <Stack gap="xl">
          <Title order={2} id="home-offer-title" ta="center">
            {TEXTS.offerings.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {OFFERINGS.map(({ text: { title, summary }, icon, to }) => (
              <IconCard key={title} icon={icon} title={title}>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  {summary}
                </Text>
                <Button
                  component={Link}
                  to={to}
                  variant="subtle"
                  px={0}
                  justify="flex-start"
                  rightSection={<IconArrowRight size={16} />}
                  aria-label={TEXTS.home.exploreLabel(title)}
                >
                  {TEXTS.home.explore}
                </Button>
              </IconCard>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <Container size="md" py={{ base: 40, sm: 64 }}>
        <CallToAction id="home-connect-title" title={TEXTS.home.connectTitle} text={TEXTS.home.connectText}>
          {/* Signed in, getting started is the dashboard (sign-up would only bring them back here). */}
          <Button component={Link} to={status === 'signedIn' ? AFTER_SIGN_IN : '/sign-up'} size="md">
            {TEXTS.actions.getStarted}
          </Button>
          <Button component={Link} to="/mentorship" size="md" variant="default">
            {TEXTS.home.findMentor}
          </Button>
        </CallToAction>
      </Container>
    </Stack>
  );
}
