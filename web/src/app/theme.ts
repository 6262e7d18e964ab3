import { createTheme, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from '@/config';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});

export type ThemePreference = 'light' | 'dark' | 'system';

/** Maps the stored preference (light, dark, system) to Mantine's scheme (light, dark, auto). */
export function toColorScheme(stored: string | null): MantineColorScheme {
  if (stored === 'light' || stored === 'dark') return stored;
  return 'auto';
}

export function toPreference(scheme: MantineColorScheme): ThemePreference {
  return scheme === 'auto' ? 'system' : scheme;
}

/** Keeps the colour scheme under STORAGE_KEYS.theme (startup/themeScript.ts reads it too); `system` is the default. */
export function themeStorageManager(storage: Storage | undefined = globalThis.localStorage): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        const v = storage?.getItem(STORAGE_KEYS.theme) ?? null;
        return v === null ? defaultValue : toColorScheme(v);
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        storage?.setItem(STORAGE_KEYS.theme, toPreference(value));
      } catch {
        // Unavailable storage only loses the preference.
      }
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea === storage && event.key === STORAGE_KEYS.theme) {
          onUpdate(toColorScheme(event.newValue));
        }
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => {
      try {
        storage?.removeItem(STORAGE_KEYS.theme);
      } catch {
        // nothing to clear
      }
    },
  };
}
