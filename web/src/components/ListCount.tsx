import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * A list's count line above its grid ("58 projects", "Showing projects saved on this device"), announced when it
 * changes. It keeps its line while the count is not known yet, so the cards below do not move when it comes,
 * nor when the app replaces the page's first cards before the app (startup/earlyCards.ts).
 */
export function ListCount({ children, spaced = true }: { children: ReactNode; /** Its own space below (not in a Stack). */ spaced?: boolean }) {
  return (
    <Text size="sm" c="dimmed" mb={spaced ? 'sm' : undefined} aria-live="polite" mih="calc(var(--text-fz) * var(--text-lh))">
      {children}
    </Text>
  );
}
