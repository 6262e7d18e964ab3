import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageMeta } from './usePageMeta';

describe('usePageMeta', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    document.title = 'MentorBridge';
    meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'The platform.';
    document.head.append(meta);
  });
  afterEach(() => meta.remove());

  it('sets the title and description while mounted and puts the previous ones back', () => {
    const { rerender, unmount } = renderHook(({ title }: { title: string | null }) => usePageMeta(title, title && `About ${title}`), {
      initialProps: { title: null as string | null },
    });
    expect(document.title).toBe('MentorBridge');
    rerender({ title: 'Maya Mentor' });
    expect(document.title).toBe('Maya Mentor');
    expect(meta.content).toBe('About Maya Mentor');
    unmount();
    expect(document.title).toBe('MentorBridge');
    expect(meta.content).toBe('The platform.');
  });
});
