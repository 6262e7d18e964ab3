import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
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
import { AFTER_SIGN_IN, PRODUCT_NAME, TAGLINE } from '@/config';
import { useSession } from '@/session/session';

// A signed-in person's calls to action need their role: they load with their profile, after sign-in, so a visitor's landing page never carries them.
const SignedInActions = lazy(() => import('./SignedInActions').then((m) => ({ default: m.SignedInActions })));

type Feature = {
  title: string;
  description: string;
  icon: ComponentType<IconProps>;
};

type Offering = Feature & { to: string };

const HIGHLIGHTS: Feature[] = [
  {
    title: 'Expert Mentorship',
    description: 'Learn from industry professionals who have walked the path you are on.',
    icon: IconUserStar,
  },
  {
    title: 'Growing Community',
    description: 'Connect with students, graduates and mentors who share your goals.',
    icon: IconUsers,
  },
  {
    title: 'Real Projects',
    description: 'Build practical experience on projects designed by working mentors.',
    icon: IconBriefcase,
  },
];

const OFFERINGS: Offering[] = [
  {
    title: 'Project-Based Mentorship',
    description: 'Apply to practice projects and get hands-on guidance from the mentor who created them.',
    icon: IconBriefcase,
    to: '/projects',
  },
  {
    title: 'Career Guidance',
    description: 'Watch career videos from mentors and get advice for every stage of your journey.',
    icon: IconCompass,
    to: '/career-hub',
  },
  {
    title: 'Community Learning',
    description: 'Join discussions, ask questions and learn alongside your peers.',
    icon: IconUsersGroup,
    to: '/community',
  },
  {
    title: 'Skill Development',
    description: 'Book sessions with mentors to sharpen the skills employers are looking for.',
    icon: IconTrendingUp,
    to: '/mentorship',
  },
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
              Welcome to {PRODUCT_NAME}
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
            What We Offer
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {OFFERINGS.map(({ title, description, icon: Icon, to }) => (
              <Card key={title} withBorder radius="md" padding="lg">
                <Stack gap="sm" h="100%">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                  <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                    {description}
                  </Text>
                  <Button
                    component={Link}
                    to={to}
                    variant="subtle"
                    px={0}
                    justify="flex-start"
                    rightSection={<IconArrowRight size={16} />}
                    aria-label={`Explore ${title}`}
                  >
                    Explore
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <Container component="section" size="md" py={{ base: 40, sm: 64 }} aria-labelledby="home-connect-title">
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="md">
            <Title order={2} id="home-connect-title">
              Ready to Connect?
            </Title>
            <Text c="dimmed" maw={560}>
              Join {PRODUCT_NAME} today to find a mentor, work on real projects and take the next step in your career.
            </Text>
            <Group justify="center" gap="md">
              {/* Signed in, getting started is the dashboard (sign-up would only bring them back here). */}
              <Button component={Link} to={status === 'signedIn' ? AFTER_SIGN_IN : '/sign-up'} size="md">
                Get Started
              </Button>
              <Button component={Link} to="/mentorship" size="md" variant="default">
                {TEXTS.home.findMentor}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Container>
    </Stack>
  );
}
