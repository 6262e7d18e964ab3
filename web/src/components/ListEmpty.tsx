import type { ReactNode } from 'react';
import { EmptyState } from '@mantine/core';

/**
 * What a list says when it has nothing to show, the same on every list: an icon, a heading (level 2, under the
 * page's title) and a line on what to do next.
 */
export function ListEmpty({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <EmptyState icon={icon} withIndicatorBackground py="xl">
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      <EmptyState.Description>{description}</EmptyState.Description>
    </EmptyState>
  );
}
