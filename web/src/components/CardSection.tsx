import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SkeletonGrid } from './SkeletonGrid';

const COLS = { base: 1, sm: 2 };

/**
 * A titled section of cards on a page (a mentor's projects, their videos): placeholders while it loads, its error,
 * what it says when empty, then the cards. `id` names the heading that labels the section.
 */
export function CardSection({
  id,
  title,
  status,
  count,
  texts,
  children,
}: {
  id: string;
  title: string;
  status: 'loading' | 'error' | 'success';
  count: number;
  texts: { loading: string; failed: string; empty: string };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {status === 'loading' && (
        <SkeletonGrid label={texts.loading} cols={COLS}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </SkeletonGrid>
      )}
      {status === 'error' && <Alert color="red">{texts.failed}</Alert>}
      {status === 'success' && count === 0 && <Text c="dimmed">{texts.empty}</Text>}
      {status === 'success' && count > 0 && <SimpleGrid cols={COLS}>{children}</SimpleGrid>}
    </Stack>
  );
}
