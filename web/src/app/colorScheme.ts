import { useSyncExternalStore } from 'react';
import type { MantineColorSchemeManager } from '@mantine/core';
import { themeStorageManager, toColorScheme, toPreference, type ThemePreference } from './theme';

const ATTRIBUTE = 'data-mantine-color-scheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The colour scheme preference (light, dark, system), applied by setting the root element's scheme attribute: the
 * colours are CSS variables under that attribute, so a switch only restyles, with no React render. Mantine's own
 * switch (useMantineColorScheme) is not used: it changes the provider's context value, which re-renders every
 * Mantine component on the screen at once (on a list page at a 4x slower CPU, a third of a second). Mantine is
 * given the scheme shown at start (`mantineManager`) and never told of a change, so its state stays still; this
 * store follows the device's setting under "system" and the choice made in another tab.
 */
export interface ColorSchemeStore {
  get: () => ThemePreference;
  set: (preference: ThemePreference) => void;
  subscribe: (listener: () => void) => () => void;
  /** For MantineProvider: the scheme applied at start (never "auto", so Mantine never follows the device itself). */
  mantineManager: MantineColorSchemeManager;
}

export interface ColorSchemeSources {
  /** Where the preference is kept. */
  manager?: MantineColorSchemeManager;
  /** The element whose attribute selects the scheme. */
  root?: () => Element | null;
  /** The device's dark setting. */
  media?: MediaQueryList | null;
}

export function createColorSchemeStore({
  manager = themeStorageManager(),
  root = () => (typeof document === 'undefined' ? null : document.documentElement),
  media = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null,
}: ColorSchemeSources = {}): ColorSchemeStore {
  let preference = toPreference(manager.get('auto'));
  const listeners = new Set<() => void>();
  const scheme = (p: ThemePreference): 'light' | 'dark' => (p === 'system' ? (media?.matches ? 'dark' : 'light') : p);
  const apply = () => root()?.setAttribute(ATTRIBUTE, scheme(preference));
  const onDevice = () => {
    if (preference === 'system') apply();
  };
  const changed = (next: ThemePreference) => {
    preference = next;
    apply();
    for (const listener of listeners) listener();
  };
  return {
    get: () => preference,
    set: (next) => {
      manager.set(toColorScheme(next));
      changed(next);
    },
    subscribe: (listener) => {
      if (listeners.size === 0) {
        media?.addEventListener('change', onDevice);
        // Another tab's choice (a storage event).
        manager.subscribe((stored) => changed(toPreference(stored)));
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        media?.removeEventListener('change', onDevice);
        manager.unsubscribe();
      };
    },
    mantineManager: {
      get: () => scheme(preference),
      set: () => undefined,
      subscribe: () => undefined,
      unsubscribe: () => undefined,
      clear: () => undefined,
    },
  };
}

// Made on first use, not at import: the build-time render imports this module without a DOM.
let store: ColorSchemeStore | undefined;

/** The app's colour scheme store. */
export function colorSchemeStore(): ColorSchemeStore {
  store ??= createColorSchemeStore();
  return store;
}

const serverPreference = (): ThemePreference => 'system';

/**
 * The current preference, live. The pre-rendered page cannot know the stored choice: it shows "system", and so does
 * hydration, before the stored one.
 */
export function useColorSchemePreference(): ThemePreference {
  const s = colorSchemeStore();
  return useSyncExternalStore(s.subscribe, s.get, serverPreference);
}
