import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { STORAGE_KEYS } from '@/config';

/** WCAG 2.2 AA contrast for normal text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;
/** Below this luminance white text has the better contrast, above it black text (their ratios cross at 0.179). */
const CONTRAST_CROSSOVER = 0.179;

/**
 * Every dialog's header: a long title wraps beside the close button, even inside one long word, and keeps a gap
 * to it at any width or zoom; the button never shrinks. Mantine's header has no gap and lets a title push into the
 * button. Inline styles, so the list pages' own small stylesheet needs no rule for them.
 */
const DIALOG_HEADER = {
  header: { gap: 'var(--mantine-spacing-sm)' },
  title: { minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.3 },
  close: { flexShrink: 0 },
} as const;

/**
 * Every badge is read whole (a status is what it exists to tell): where a row is too narrow for it, its words wrap
 * inside the badge instead of ending in an ellipsis. Mantine's badge has a fixed height and cuts its label.
 */
const WHOLE_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', overflow: 'visible' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'break-word' },
} as const;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 carries white text at 5:1; Mantine's default shade 6 gives 3.6:1, below AA.
  primaryShade: { light: 8, dark: 8 },
  // Text on filled colours (buttons, badges) is black or white, whichever contrasts more.
  autoContrast: true,
  luminanceThreshold: CONTRAST_CROSSOVER,
  // prefers-reduced-motion turns off transitions (menus, dialogs); the stylesheet stops the skeleton shimmer.
  respectReducedMotion: true,
  defaultRadius: 'md',
  // Icon-only close buttons of dialogs and the slide-out menu get a name (plain objects: no component code at start-up).
  components: {
    // Links are underlined, so a link inside text is told apart by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Badge: { styles: WHOLE_BADGE },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': TEXTS.a11y.close } }, styles: DIALOG_HEADER },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': TEXTS.a11y.close } }, styles: DIALOG_HEADER },
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});

/** The contrast ratio of two colours (WCAG 2 definition). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The first of `shades` that reaches AA text contrast on every one of `backgrounds`, darkened further if none does. */
function readable(shades: readonly string[], backgrounds: readonly string[]): string {
  const passes = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= MIN_TEXT_CONTRAST);
  const found = shades.find(passes);
  if (found) return found;
  let color = shades[shades.length - 1];
  for (let step = 0; step < 10 && !passes(color); step++) color = darken(color, 0.1);
  return color;
}

const WHITE = DEFAULT_THEME.white;
const DARK = DEFAULT_THEME.colors.dark;

/**
 * Colour variables that meet WCAG AA in both schemes (docs/architecture.md, "Accessibility"): coloured text, the
 * light and outline variants' text (badges such as pending, approved, rejected), dimmed, placeholder and
 * error text. Mantine's defaults put several of them near 3:1 (green text on white, grey dimmed text).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[7],
    '--mantine-color-error': readable(t.colors.red.slice(8), [WHITE, t.colors.red[0]]),
    '--mantine-color-anchor': readable(t.colors.blue.slice(8), [WHITE, t.colors.gray[0], t.colors.blue[0]]),
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': DARK[1],
    '--mantine-color-placeholder': DARK[1],
    '--mantine-color-error': readable([...t.colors.red.slice(0, 5)].reverse(), [DARK[7], DARK[6], DARK[5]]),
    '--mantine-color-anchor': readable([...t.colors.blue.slice(0, 5)].reverse(), [DARK[7], DARK[6], DARK[5]]),
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    // Light scheme: text on white and on the colour's own light tint; shades from 7 down.
    const ink = readable(shades.slice(7), [WHITE, t.colors.gray[0], shades[0], shades[1]]);
    light[`--mantine-color-${name}-text`] = ink;
    light[`--mantine-color-${name}-light-color`] = ink;
    light[`--mantine-color-${name}-outline`] = ink;
    // Dark scheme: text on the body, on cards and on the colour's own dark tint; shades from 4 up.
    const glow = readable([...shades.slice(0, 5)].reverse(), [DARK[7], DARK[6], DARK[5], darken(shades[9], 0.5)]);
    dark[`--mantine-color-${name}-text`] = glow;
    dark[`--mantine-color-${name}-outline`] = glow;
  }
  return { variables: {}, light, dark };
};

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
