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
import { TEXTS } from '@mentorbridge/model';
import { TAGLINE } from '@/config';

const OFFERINGS: { text: { title: string; summary: string; detail: string }; icon: ComponentType<IconProps> }[] = [
  { text: TEXTS.offerings.projects, icon: IconBriefcase },
  { text: TEXTS.offerings.guidance, icon: IconVideo },
  { text: TEXTS.offerings.community, icon: IconUsersGroup },
  { text: TEXTS.offerings.skills, icon: IconTrendingUp },
];

/** The team's avatar colours, in the order of TEXTS.about.members. */
const TEAM_COLORS = ['blue', 'teal', 'grape', 'orange'];

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
            {TEXTS.about.title}
          </Title>
          <Text size="lg" c="dimmed" maw={680}>
            {TAGLINE}
          </Text>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="about-mission-title">
          <Title order={2} id="about-mission-title">
            {TEXTS.about.mission}
          </Title>
          {TEXTS.about.missionText.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>

        <Stack component="section" gap="lg" aria-labelledby="about-offer-title">
          <Title order={2} id="about-offer-title">
            {TEXTS.offerings.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {OFFERINGS.map(({ text: { title, detail }, icon: Icon }) => (
              <Card key={title} withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {detail}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack component="section" gap="lg" aria-labelledby="about-team-title">
          <Title order={2} id="about-team-title">
            {TEXTS.about.team}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {TEXTS.about.members.map((member, index) => (
              <Card key={member.name} withBorder radius="md" padding="lg">
                <Stack align="center" ta="center" gap="xs">
                  <Avatar size={72} radius="xl" color={TEAM_COLORS[index]} aria-hidden>
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
              {TEXTS.about.join}
            </Title>
            <Text c="dimmed" maw={560}>
              {TEXTS.about.joinText}
            </Text>
            <Group justify="center" gap="md">
              <Button component={Link} to="/sign-up" size="md">
                {TEXTS.actions.getStarted}
              </Button>
              <Button component={Link} to="/contact" size="md" variant="default">
                {TEXTS.actions.contactUs}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
