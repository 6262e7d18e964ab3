import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_KEY } from '../config';
import { counterpartOf } from '@/lib/controls';
import { ReplayEarlyClicks, takeEarlyClicks, type EarlyClicks } from './earlyClicks';

const store = window as unknown as Record<string, EarlyClicks | undefined>;

afterEach(() => {
  delete store[EARLY_CLICKS_KEY];
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('hands over what the page recorded and stops the recording', () => {
    const button = document.createElement('button');
    store[EARLY_CLICKS_KEY] = [button];
    expect(takeEarlyClicks()).toEqual([button]);
    expect(store[EARLY_CLICKS_KEY]?.closed).toBe(true);
    expect(store[EARLY_CLICKS_KEY]).toHaveLength(0);
  });

  it('is empty on pages without the recording loader', () => {
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('replays each recorded click once, skipping buttons no longer on the page', () => {
    const onTheme = vi.fn();
    const onGone = vi.fn();
    const theme = document.createElement('button');
    theme.addEventListener('click', onTheme);
    document.body.append(theme);
    const gone = document.createElement('button');
    gone.addEventListener('click', onGone);
    const clicks = [theme, gone, theme];
    const { rerender } = render(<ReplayEarlyClicks take={() => ({ clicks, focused: null })} />);
    rerender(<ReplayEarlyClicks take={() => ({ clicks, focused: null })} />);
    expect(onTheme).toHaveBeenCalledTimes(2);
    expect(onGone).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
  });

  it("carries a click and the focus on a replaced shell's controls over to the app's same controls", () => {
    const shell = document.createElement('div');
    shell.innerHTML = '<a href="#main-content">Skip to main content</a><button aria-label="Toggle color scheme"></button><button></button>';
    const [skip, toggle, unnamed] = [...shell.children];
    // The app's render that replaced the shell (the shell's nodes are gone from the page).
    document.body.innerHTML = '<a href="/">Home</a><a href="#main-content">Skip to main content</a><button aria-label="Toggle color scheme"></button>';
    const onToggle = vi.fn();
    const appToggle = document.querySelector('button');
    appToggle?.addEventListener('click', onToggle);
    expect(counterpartOf(skip)).toBe(document.querySelector('a[href="#main-content"]'));
    // A control without anything that names it has no counterpart.
    expect(counterpartOf(unnamed)).toBeNull();

    render(<ReplayEarlyClicks take={() => ({ clicks: [toggle], focused: skip })} />);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.querySelector('a[href="#main-content"]'));
  });
});
