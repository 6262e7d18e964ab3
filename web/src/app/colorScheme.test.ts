import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createColorSchemeStore } from './colorScheme';
import { themeStorageManager } from './theme';

/** A device setting that the test changes. */
function device(dark: boolean) {
  const target = new EventTarget();
  const media = Object.assign(target, { matches: dark, media: '(prefers-color-scheme: dark)' }) as unknown as MediaQueryList;
  const change = (nowDark: boolean) => {
    (media as { matches: boolean }).matches = nowDark;
    target.dispatchEvent(new Event('change'));
  };
  return { media, change };
}

describe('the colour scheme store', () => {
  let root: HTMLElement;
  beforeEach(() => {
    localStorage.clear();
    root = document.createElement('div');
  });
  const scheme = () => root.getAttribute('data-mantine-color-scheme');

  it('starts from the stored preference and gives Mantine the scheme it shows, never "auto"', () => {
    localStorage.setItem('theme', 'dark');
    expect(createColorSchemeStore({ root: () => root, media: device(false).media }).get()).toBe('dark');
    localStorage.setItem('theme', 'system');
    const store = createColorSchemeStore({ root: () => root, media: device(true).media });
    expect(store.get()).toBe('system');
    expect(store.mantineManager.get('auto')).toBe('dark');
  });

  it('applies a choice to the root attribute, stores it and tells its subscribers', () => {
    const store = createColorSchemeStore({ root: () => root, media: device(false).media });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('dark');
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(store.get()).toBe('dark');
    store.set('system');
    expect(scheme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('system');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows the device under "system" only', () => {
    const { media, change } = device(false);
    const store = createColorSchemeStore({ root: () => root, media });
    const unsubscribe = store.subscribe(() => undefined);
    store.set('system');
    change(true);
    expect(scheme()).toBe('dark');
    store.set('light');
    change(false);
    change(true);
    expect(scheme()).toBe('light');
    unsubscribe();
  });

  it("takes another tab's choice", () => {
    const store = createColorSchemeStore({ manager: themeStorageManager(localStorage), root: () => root, media: device(false).media });
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }));
    expect(store.get()).toBe('dark');
    expect(scheme()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
