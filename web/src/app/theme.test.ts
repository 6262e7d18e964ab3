import { beforeEach, describe, expect, it } from 'vitest';
import { themeStorageManager, toColorScheme, toPreference } from './theme';

describe('theme preference', () => {
  beforeEach(() => localStorage.clear());

  it('maps the stored spec values to Mantine schemes and back', () => {
    expect(toColorScheme('light')).toBe('light');
    expect(toColorScheme('dark')).toBe('dark');
    expect(toColorScheme('system')).toBe('auto');
    expect(toColorScheme('garbage')).toBe('auto');
    expect(toPreference('auto')).toBe('system');
    expect(toPreference('dark')).toBe('dark');
  });

  it('defaults to the system setting when nothing is stored', () => {
    expect(themeStorageManager(localStorage).get('auto')).toBe('auto');
  });

  it('stores the choice under the theme key as light, dark or system', () => {
    const manager = themeStorageManager(localStorage);
    manager.set('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(manager.get('auto')).toBe('dark');
    manager.set('auto');
    expect(localStorage.getItem('theme')).toBe('system');
    expect(manager.get('light')).toBe('auto');
    manager.clear();
    expect(localStorage.getItem('theme')).toBeNull();
  });
});
