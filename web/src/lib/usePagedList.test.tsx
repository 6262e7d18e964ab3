import { Profiler } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTS } from '@mentorbridge/model';
import { listQueryOf, usePagedList } from './usePagedList';

interface Item {
  id: string;
}

const query = listQueryOf<Item>({ list: LISTS.projects, filters: {}, term: null, sort: null }, (id) => ({ id }));

function List() {
  const list = usePagedList(query, { pageSize: LISTS.projects.pageSize });
  return <p>{list.status}</p>;
}

describe('a list read a page at a time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its screen once while its first page is on its way: starting the read changes no state', async () => {
    // The first page never answers: what is left is the screen's first render and what starting the read does.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const commits: string[] = [];
    const { container } = render(
      <Profiler id="list" onRender={(_, phase) => commits.push(phase)}>
        <List />
      </Profiler>,
    );
    await act(async () => {
      await new Promise((turn) => setTimeout(turn, 0));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('loading');
    expect(commits).toEqual(['mount']);
  });
});
