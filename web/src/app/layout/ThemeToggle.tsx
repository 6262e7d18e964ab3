import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { toPreference, type ThemePreference } from '@/app/theme';

const NEXT: Record<ThemePreference, { scheme: 'light' | 'dark' | 'auto'; label: ThemePreference }> = {
  light: { scheme: 'dark', label: 'dark' },
  dark: { scheme: 'auto', label: 'system' },
  system: { scheme: 'light', label: 'light' },
};

/** Cycles light → dark → system; the choice is stored under `theme` (default: system). */
export function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The pre-rendered page cannot know the stored choice: show "system" until hydrated.
  const mounted = useMounted();
  const current = mounted ? toPreference(colorScheme) : 'system';
  const next = NEXT[current];
  const Icon = current === 'dark' ? IconMoon : current === 'light' ? IconSun : IconDeviceDesktop;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next.scheme)}
      aria-label={`Theme: ${current}. Switch to ${next.label}`}
      title={`Theme: ${current}`}
    >
      <Icon size={18} stroke={1.6} />
    </ActionIcon>
  );
}
