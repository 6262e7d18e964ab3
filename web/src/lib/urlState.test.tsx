import { act, render, waitFor } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readListState, useListAddress, useListUrlState, writeListState } from './urlState';

const KEYS = ['q', 'industry', 'rate'] as const;

describe('list state in the address', () => {
  it('round-trips filters, search and page count through the query string', () => {
    const state = { q: 'pyth data', industry: 'UI/UX Design', rate: '101+', pages: 3 };
    const params = writeListState(new URLSearchParams(), KEYS, state);
    expect(readListState(new URLSearchParams(params.toString()), KEYS)).toEqual(state);
  });

  it('leaves out empty values and a single page, and keeps other parameters', () => {
    const params = writeListState(new URLSearchParams('tab=videos&q=old'), KEYS, { q: '', industry: 'Other', rate: '', pages: 1 });
    expect(params.toString()).toBe('tab=videos&industry=Other');
  });

  it('reads a missing or broken page count as one page, and caps a huge one', () => {
    expect(readListState(new URLSearchParams('pages=abc'), KEYS).pages).toBe(1);
    expect(readListState(new URLSearchParams('pages=0'), KEYS).pages).toBe(1);
    expect(readListState(new URLSearchParams('pages=9999'), KEYS).pages).toBe(50);
    expect(readListState(new URLSearchParams(''), KEYS)).toEqual({ q: '', industry: '', rate: '', pages: 1 });
  });
});

describe('useListUrlState', () => {
  function setUp(initial: string) {
    let current: ReturnType<typeof useListUrlState<(typeof KEYS)[number]>> | undefined;
    // Each render's industry, as the address holds it and as chosen.
    const renders: [string, string][] = [];
    function Probe() {
      current = useListUrlState(KEYS);
      renders.push([current[0].industry, current[2].industry]);
      return null;
    }
    const router = createMemoryRouter([{ path: '/mentorship', element: <Probe /> }], { initialEntries: [initial] });
    render(<RouterProvider router={router} />);
    const hook = () => {
      if (!current) throw new Error('The probe did not render');
      return current;
    };
    return { router, hook, renders };
  }

  it('shows a chosen filter at once, before the router renders it, and then as the address holds it', async () => {
    const { router, hook, renders } = setUp('/mentorship');
    renders.length = 0;
    act(() => hook()[1]({ industry: 'Data Science', pages: 1 }));
    await waitFor(() => expect(router.state.location.search).toBe('?industry=Data+Science'));
    // The router renders its navigation in a transition: the urgent render before it already shows the choice.
    expect(renders[0]).toEqual(['', 'Data Science']);
    expect(renders.at(-1)).toEqual(['Data Science', 'Data Science']);
    // A change from elsewhere (a link, Back) is what both show next.
    await act(() => router.navigate('/mentorship?industry=Other'));
    expect(renders.at(-1)).toEqual(['Other', 'Other']);
  });

  it('keeps both of two changes made before the router renders the first (the search settles, a filter is picked)', async () => {
    const { router, hook } = setUp('/mentorship?q=maya');
    const update = hook()[1];
    // Both calls come from the same render's callback, as a handler holding an older render's callback would.
    act(() => {
      update({ q: '', pages: 1 });
      update({ industry: 'Data Science', pages: 1 });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?industry=Data+Science'));
    expect(hook()[0]).toEqual({ q: '', industry: 'Data Science', rate: '', pages: 1 });
  });

  it('builds on a change that came from elsewhere (a link, Back) once it is rendered', async () => {
    const { router, hook } = setUp('/mentorship?q=maya');
    act(() => hook()[1]({ rate: '0-50' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=maya&rate=0-50'));
    await act(() => router.navigate('/mentorship?industry=Other'));
    act(() => hook()[1]({ pages: 2 }));
    await waitFor(() => expect(router.state.location.search).toBe('?industry=Other&pages=2'));
  });

  it('changes the address without moving the page (ScrollRestoration leaves the scroll position)', async () => {
    const { router, hook } = setUp('/mentorship');
    act(() => hook()[1]({ industry: 'Other', pages: 1 }));
    await waitFor(() => expect(router.state.location.search).toBe('?industry=Other'));
    expect(router.state.preventScrollReset).toBe(true);
  });
});

describe('useListAddress trackPages', () => {
  it('records the page count in the address without a navigation, so a link followed meanwhile still opens', async () => {
    window.history.replaceState(null, '', '/mentorship?q=maya');
    let track: ((pages: number) => void) | undefined;
    function Probe() {
      track = useListAddress(KEYS, 'q').trackPages;
      return null;
    }
    let openProfile: (() => void) | undefined;
    const profileLoaded = new Promise<void>((resolve) => (openProfile = resolve));
    const router = createBrowserRouter([
      { path: '/mentorship', element: <Probe /> },
      { path: '/profile/:id', lazy: () => profileLoaded.then(() => ({ element: <p>Profile</p> })) },
    ]);
    render(<RouterProvider router={router} />);
    const key = (window.history.state as { key?: string } | null)?.key;

    // A link is followed; its screen is still loading when the list's next page arrives.
    let opened: Promise<void> | undefined;
    act(() => {
      opened = router.navigate('/profile/m1');
    });
    expect(router.state.navigation.state).toBe('loading');
    act(() => track?.(3));
    expect(window.location.search).toBe('?q=maya&pages=3');
    expect((window.history.state as { key?: string } | null)?.key).toBe(key);
    expect(router.state.navigation.state).toBe('loading');

    await act(async () => {
      openProfile?.();
      await opened;
    });
    expect(router.state.location.pathname).toBe('/profile/m1');
    // Once the address is the profile's, a late count is not written into it.
    act(() => track?.(4));
    expect(window.location.search).toBe('');

    // Back reads the recorded count from the address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=maya&pages=3'));
    router.dispose();
  });
});
