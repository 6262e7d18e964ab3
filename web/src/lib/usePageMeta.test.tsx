import { render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageTitle, usePageMeta } from './usePageMeta';

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

  it("gives a route its title, and a screen that names its item sets its own after it; leaving puts the shell's back", () => {
    function Item({ name }: { name: string | null }) {
      usePageMeta(name, null);
      return null;
    }
    const page = (name: string | null) => (
      <>
        <PageTitle title="Discussion · MentorBridge" />
        <Item name={name} />
      </>
    );
    const { rerender, unmount } = render(page(null));
    expect(document.title).toBe('Discussion · MentorBridge');
    rerender(page('How to prepare?'));
    expect(document.title).toBe('How to prepare?');
    // Mounted together, the item's title wins too.
    unmount();
    const both = render(page('Mounted at once'));
    expect(document.title).toBe('Mounted at once');
    both.unmount();
    expect(document.title).toBe('MentorBridge');
    expect(meta.content).toBe('The platform.');
  });
});
