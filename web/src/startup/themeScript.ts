/**
 * Applies the stored colour scheme before the first paint, so a page never flashes in the wrong one;
 * Mantine takes over when the app starts (app/theme.ts keeps the preference under the same key).
 *
 * Not a module of the app: index.html names it with `data-inline`, and the build compiles it into a
 * classic inline script in the page's head (inlineScripts in build/inlineScripts.ts), so it may import types only.
 */
import type { MantineColorScheme } from '@mantine/core';

/** The preference's storage key: STORAGE_KEYS.theme in config.ts. */
declare const MB_THEME_KEY: string;

try {
  const stored = localStorage.getItem(MB_THEME_KEY);
  const dark = stored === 'dark' || ((stored === null || stored === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
  const scheme: MantineColorScheme = dark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // No storage (some private modes): Mantine applies the scheme when the app starts.
}
