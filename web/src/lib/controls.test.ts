import { afterEach, describe, expect, it } from 'vitest';
import { controlIdentity, counterpartOf, findControl } from './controls';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('controls', () => {
  it('finds a control again by its tag, target and text, not another with the same text', () => {
    document.body.innerHTML = '<a href="/profile/a">View Profile</a><a href="/profile/b">View Profile</a><button>View Profile</button>';
    const [, second] = document.querySelectorAll('a');
    const identity = controlIdentity(second);
    expect(identity).not.toBeNull();
    // The list is rendered again (Back): new elements, the same controls.
    document.body.innerHTML = '<button>View Profile</button><a href="/profile/a">View Profile</a><a href="/profile/b">View Profile</a>';
    expect(findControl(identity ?? '')?.getAttribute('href')).toBe('/profile/b');
    expect(counterpartOf(second)?.getAttribute('href')).toBe('/profile/b');
  });

  it('has no identity for a control that nothing names, and keeps an element still on the page', () => {
    document.body.innerHTML = '<button></button><button aria-label="Open menu"></button>';
    const [unnamed, menu] = document.querySelectorAll('button');
    expect(controlIdentity(unnamed)).toBeNull();
    expect(counterpartOf(menu)).toBe(menu);
  });
});
