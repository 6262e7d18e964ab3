import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  Avatar,
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
  IconBriefcase,
  IconTrendingUp,
  IconUsersGroup,
  IconVideo,
  type IconProps,
} from '@tabler/icons-react';
import { PRODUCT_NAME, TAGLINE } from '@/config';

type Offering = {
  title: string;
  description: string;
  icon: ComponentType<IconProps>;
};

type TeamMember = {
  name: string;
  role: string;
  bio: string;
  color: string;
};

const OFFERINGS: Offering[] = [
  {
    title: 'Project-Based Mentorship',
    description:
      'Students apply to practice projects published by mentors and, once accepted, work through them with direct feedback in a private project discussion.',
    icon: IconBriefcase,
  },
  {
    title: 'Career Guidance',
    description:
      'Our Career Development Hub collects video resources recorded by mentors, alongside discussions where you can ask follow-up questions.',
    icon: IconVideo,
  },
  {
    title: 'Community Learning',
    description:
      'Community discussions on career advice, technology trends, research and more let everyone learn from each other’s experience.',
    icon: IconUsersGroup,
  },
  {
    title: 'Skill Development',
    description:
      'Book one-to-one sessions with mentors to work on the technical and professional skills that matter in your field.',
    icon: IconTrendingUp,
  },
];

const TEAM: TeamMember[] = [
  {
    name: 'Priya Raman',
    role: 'Co-founder & CEO',
    bio: 'Former university career advisor who saw too many graduates struggle to land their first role.',
    color: 'blue',
  },
  {
    name: 'Marcus Johnson',
    role: 'Head of Mentorship',
    bio: 'Fifteen years in software engineering management; recruits and supports our mentor network.',
    color: 'teal',
  },
  {
    name: 'Elena García',
    role: 'Lead Engineer',
    bio: 'Builds the platform that connects students and mentors, with a focus on accessibility.',
    color: 'grape',
  },
  {
    name: 'David Okafor',
    role: 'Community Manager',
    bio: 'Keeps our discussions welcoming and helpful, and organises community events.',
    color: 'orange',
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

export function AboutPage() {
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap={56}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            About {PRODUCT_NAME}
          </Title>
          <Text size="lg" c="dimmed" maw={680}>
            {TAGLINE}
          </Text>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="about-mission-title">
          <Title order={2} id="about-mission-title">
            Our Mission
          </Title>
          <Text>
            The step from the classroom to a first job is often the hardest part of a career. {PRODUCT_NAME}{' '}
            connects students with industry mentors and companies so that learning does not stop at theory.
          </Text>
          <Text>
            We believe everyone deserves access to people who have done the work before them. Through practice
            projects, career videos, open discussions and one-to-one sessions, we help students build real
            experience, confidence and a professional network.
          </Text>
        </Stack>

        <Stack component="section" gap="lg" aria-labelledby="about-offer-title">
          <Title order={2} id="about-offer-title">
            What We Offer
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {OFFERINGS.map(({ title, description, icon: Icon }) => (
              <Card key={title} withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack component="section" gap="lg" aria-labelledby="about-team-title">
          <Title order={2} id="about-team-title">
            Our Team
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {TEAM.map((member) => (
              <Card key={member.name} withBorder radius="md" padding="lg">
                <Stack align="center" ta="center" gap="xs">
                  <Avatar size={72} radius="xl" color={member.color} aria-hidden>
                    {initials(member.name)}
                  </Avatar>
                  <Title order={3} size="h4">
                    {member.name}
                  </Title>
                  <Text size="sm" fw={600}>
                    {member.role}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {member.bio}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Card component="section" withBorder radius="lg" padding="xl" aria-labelledby="about-join-title">
          <Stack align="center" ta="center" gap="md">
            <Title order={2} id="about-join-title">
              Join Us
            </Title>
            <Text c="dimmed" maw={560}>
              Whether you are a student looking for guidance or a professional ready to share what you know, there is a
              place for you at {PRODUCT_NAME}.
            </Text>
            <Group justify="center" gap="md">
              <Button component={Link} to="/sign-up" size="md">
                Get Started
              </Button>
              <Button component={Link} to="/contact" size="md" variant="default">
                Contact Us
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
