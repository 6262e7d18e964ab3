import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';

/**
 * A list's count line above its grid ("58 projects", "Showing projects saved on this device"), announced when it
 * changes. It keeps its line while the count is not known yet, so the cards below do not move when it comes,
 * nor when the app replaces the page's first cards before the app (lib/earlyCards.ts).
 */
export function ListCount({ children, spaced = true }: { children: ReactNode; /** Its own space below (not in a Stack). */ spaced?: boolean }) {
  return (
    <Text size="sm" c="dimmed" mb={spaced ? 'sm' : undefined} aria-live="polite" mih="calc(var(--text-fz) * var(--text-lh))">
      {children}
    </Text>
  );
}

/** What a list's count line says (lib/usePublicList's PublicList). */
export interface CountedList {
  fromDevice: boolean;
  saved: number | null;
  total: number | null;
}

/**
 * The count line's words: the total ("58 projects"); from the device's copy, that it is the copy, and while a
 * search or filter narrows it, how many saved items it looks through ("Searching the 24 mentors saved on this
 * device"); nothing while the total is unknown.
 */
export function countText(list: CountedList, noun: string, narrowing: boolean): string {
  if (list.fromDevice) return narrowing && list.saved !== null ? TEXTS.lists.searchingSaved(list.saved, noun) : TEXTS.lists.savedOnDevice(noun);
  return list.total !== null ? TEXTS.lists.count(list.total, noun) : '';
}
