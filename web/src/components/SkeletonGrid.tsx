import { Fragment, type ReactNode } from 'react';
import { SimpleGrid, VisuallyHidden, type SimpleGridProps } from '@mantine/core';

/**
 * A grid of loading placeholders: hidden from the accessibility tree, with one status message in its
 * place ("Loading mentors"), so a screen reader hears that the list is loading instead of empty shapes.
 * `repeat` shows the children that many times (a placeholder card per card the list will show).
 */
export function SkeletonGrid({ label, children, repeat = 1, ...grid }: SimpleGridProps & { label: string; children: ReactNode; repeat?: number }) {
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SimpleGrid {...grid} aria-hidden>
        {Array.from({ length: repeat }, (_, i) => (
          <Fragment key={i}>{children}</Fragment>
        ))}
      </SimpleGrid>
    </>
  );
}
