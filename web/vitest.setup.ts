import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default: too short when the unit tests run beside the browser tests on two
// busy cores (seen: a debounced search's next render later than 5 s). A passing test never waits for this limit.
configure({ asyncUtilTimeout: 15_000 });

// Test files of pure logic run in Node (`// @vitest-environment node` on their first line: no jsdom to build,
// the costliest part of a file's start); the browser stand-ins below are for the others.
if (typeof window !== 'undefined') {
  // jsdom lacks these browser APIs that Mantine relies on.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => {};

  // Mantine's autosize Textarea listens for web fonts loading; jsdom has no FontFaceSet.
  if (!('fonts' in document)) {
    const listeners = { addEventListener: () => {}, removeEventListener: () => {} };
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ...listeners, ready: Promise.resolve(), status: 'loaded' },
    });
  }
}
