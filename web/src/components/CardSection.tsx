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

interface CardGridProps<T> {
  status: 'loading' | 'error' | 'success';
  /** What the cards show (undefined until read). */
  items: readonly T[] | undefined;
  texts: CardGridTexts;
  /** One item's card, with its key. */
  card: (item: T) => ReactNode;
}

/** A grid of cards in each state: placeholders while it loads, its error, what it says when empty, then the cards. */
function CardGrid<T>({ status, items = [], texts, card }: CardGridProps<T>) {
  if (status === 'loading') {
    return (
      <SkeletonGrid label={texts.loading} cols={COLS}>
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </SkeletonGrid>
    );
  }
  if (status === 'error') return <Alert color="red">{texts.failed}</Alert>;
  if (items.length === 0) return <Text c="dimmed">{texts.empty}</Text>;
  return <SimpleGrid cols={COLS}>{items.map(card)}</SimpleGrid>;
}

/** A titled section of cards on a page (a mentor's projects, their videos). `id` names the heading that labels it. */
export function CardSection<T>({ id, title, ...grid }: CardGridProps<T> & { id: string; title: string }) {
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
export function OwnCardGrid<T>({ intro, add, ...grid }: CardGridProps<T> & { intro: string; add: { label: string; to: string } }) {
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
