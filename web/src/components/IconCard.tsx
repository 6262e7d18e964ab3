import type { ComponentType, ReactNode } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';

interface IconCardProps {
  icon: ComponentType<IconProps>;
  title: string;
  /** The heading's level on its page (its look is the same at every level). */
  order?: TitleOrder;
  /** The icon beside the heading rather than above it. */
  inline?: boolean;
  children: ReactNode;
}

/** A bordered card led by an icon and a heading: what the platform offers (home, about), a way to reach us (contact). */
export function IconCard({ icon: Icon, title, order = 3, inline = false, children }: IconCardProps) {
  const icon = (
    <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
      <Icon size={22} />
    </ThemeIcon>
  );
  const heading = (
    <Title order={order} size="h4">
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%">
        {inline ? (
          <Group gap="sm" wrap="nowrap">
            {icon}
            {heading}
          </Group>
        ) : (
          <>
            {icon}
            {heading}
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** The closing call to action of a marketing page: a centred card with a heading, a line and its buttons. */
export function CallToAction({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Card component="section" withBorder radius="lg" padding="xl" aria-labelledby={id}>
      <Stack align="center" ta="center" gap="md">
        <Title order={2} id={id}>
          {title}
        </Title>
        <Text c="dimmed" maw={560}>
          {text}
        </Text>
        <Group justify="center" gap="md">
          {children}
        </Group>
      </Stack>
    </Card>
  );
}
