import type { ReactNode } from 'react';
import { SimpleGrid, VisuallyHidden, type SimpleGridProps } from '@mantine/core';

/**
 * A grid of loading placeholders: hidden from the accessibility tree, with one status message in its
 * place ("Loading mentors"), so a screen reader hears that the list is loading instead of empty shapes.
 */
export function SkeletonGrid({ label, children, ...grid }: SimpleGridProps & { label: string; children: ReactNode }) {
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SimpleGrid {...grid} aria-hidden>
        {children}
      </SimpleGrid>
    </>
  );
}
