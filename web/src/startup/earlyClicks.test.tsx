import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_KEY } from '../config';
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
    const { rerender } = render(<ReplayEarlyClicks clicks={clicks} />);
    rerender(<ReplayEarlyClicks clicks={clicks} />);
    expect(onTheme).toHaveBeenCalledTimes(2);
    expect(onGone).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
  });
});
