import { ActionIcon, Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { toPreference, type ThemePreference } from '../theme';

const OPTIONS: { value: ThemePreference; label: string; scheme: 'light' | 'dark' | 'auto' }[] = [
  { value: 'light', label: 'Light', scheme: 'light' },
  { value: 'dark', label: 'Dark', scheme: 'dark' },
  { value: 'system', label: 'System', scheme: 'auto' },
];

/** Light, dark or system colour scheme; the choice is stored under `theme`. */
export function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = toPreference(colorScheme);
  const Icon = current === 'dark' ? IconMoon : current === 'light' ? IconSun : IconDeviceDesktop;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={`Theme: ${current}. Change theme`}>
          <Icon size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {OPTIONS.map((o) => (
          <Menu.Item
            key={o.value}
            onClick={() => setColorScheme(o.scheme)}
            rightSection={current === o.value ? <IconCheck size={14} aria-label="selected" /> : null}
          >
            {o.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
