import type { ReactNode } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SkeletonGrid } from './SkeletonGrid';

const COLS = { base: 1, sm: 2 };

/** What a grid of cards says in each state: while it loads (the placeholders' name), when it failed, when empty. */
export interface CardGridTexts {
  loading: string;
  failed: string;
  empty: string;
}

interface CardGridProps {
  status: 'loading' | 'error' | 'success';
  count: number;
  texts: CardGridTexts;
  children: ReactNode;
}

/** A grid of cards in each state: placeholders while it loads, its error, what it says when empty, then the cards. */
export function CardGrid({ status, count, texts, children }: CardGridProps) {
  if (status === 'loading') {
    return (
      <SkeletonGrid label={texts.loading} cols={COLS}>
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </SkeletonGrid>
    );
  }
  if (status === 'error') return <Alert color="red">{texts.failed}</Alert>;
  if (count === 0) return <Text c="dimmed">{texts.empty}</Text>;
  return <SimpleGrid cols={COLS}>{children}</SimpleGrid>;
}

/** A titled section of cards on a page (a mentor's projects, their videos). `id` names the heading that labels it. */
export function CardSection({ id, title, ...grid }: CardGridProps & { id: string; title: string }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <CardGrid {...grid} />
    </Stack>
  );
}

/** A mentor's own cards (a tab of their profile): what they are, a link to add one, then the grid. */
export function OwnCardGrid({ intro, add, ...grid }: CardGridProps & { intro: string; add: { label: string; to: string } }) {
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{intro}</Text>
        <Button component={Link} to={add.to}>
          {add.label}
        </Button>
      </Group>
      <CardGrid {...grid} />
    </Stack>
  );
}
