import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Avatar,
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type MantineSpacing,
} from '@mantine/core';
import {
  IconBriefcase,
  IconTrendingUp,
  IconUsersGroup,
  IconVideo,
  type IconProps,
} from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { CallToAction, IconCard } from '@/components/IconCard';
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

/** One part of the page under its heading. */
function Section({ id, title, gap, children }: { id: string; title: string; gap: MantineSpacing; children: ReactNode }) {
  return (
    <Stack component="section" gap={gap} aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
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

        <Section id="about-mission-title" title={TEXTS.about.mission} gap="md">
          {TEXTS.about.missionText.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Section>

        <Section id="about-offer-title" title={TEXTS.offerings.title} gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {OFFERINGS.map(({ text: { title, detail }, icon }) => (
              <IconCard key={title} icon={icon} title={title}>
                <Text size="sm" c="dimmed">
                  {detail}
                </Text>
              </IconCard>
            ))}
          </SimpleGrid>
        </Section>

        <Section id="about-team-title" title={TEXTS.about.team} gap="lg">
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
        </Section>

        <CallToAction id="about-join-title" title={TEXTS.about.join} text={TEXTS.about.joinText}>
          <Button component={Link} to="/sign-up" size="md">
            {TEXTS.actions.getStarted}
          </Button>
          <Button component={Link} to="/contact" size="md" variant="default">
            {TEXTS.actions.contactUs}
          </Button>
        </CallToAction>
      </Stack>
    </Container>
  );
}
