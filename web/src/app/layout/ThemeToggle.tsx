import { ActionIcon } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { colorSchemeStore, useColorSchemePreference } from '@/app/colorScheme';
import type { ThemePreference } from '@/app/theme';

const NEXT: Record<ThemePreference, ThemePreference> = { light: 'dark', dark: 'system', system: 'light' };

/**
 * Cycles light → dark → system; the choice is stored under `theme` (default: system). A switch sets the page's
 * scheme attribute and re-renders this button alone (app/colorScheme.ts).
 */
export function ThemeToggle() {
  const current = useColorSchemePreference();
  const next = NEXT[current];
  const Icon = current === 'dark' ? IconMoon : current === 'light' ? IconSun : IconDeviceDesktop;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => colorSchemeStore().set(next)}
      aria-label={TEXTS.nav.switchTheme(TEXTS.nav.themes[current], TEXTS.nav.themes[next])}
      title={TEXTS.nav.theme(TEXTS.nav.themes[current])}
    >
      <Icon size={18} stroke={1.6} />
    </ActionIcon>
  );
}
