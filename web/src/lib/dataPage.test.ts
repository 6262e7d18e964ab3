// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dataPageAt, type DataPage } from './dataPage';

const page = (route: string, item?: string): DataPage => ({
  route,
  item,
  list: 'projects',
  view: () => Promise.reject(new Error('not loaded here')),
  early: () => Promise.reject(new Error('not loaded here')),
});

describe('dataPageAt', () => {
  const projects = page('projects', ':projectId');
  const community = page('community');
  const pages = [projects, community];

  it('finds the page of a list, with or without a trailing slash', () => {
    expect(dataPageAt(pages, '/projects')).toBe(projects);
    expect(dataPageAt(pages, '/community/')).toBe(community);
  });

  it('finds the list an item opens over, but not the pages of items that have their own', () => {
    expect(dataPageAt(pages, '/projects/p1')).toBe(projects);
    expect(dataPageAt(pages, '/community/discussion/d1')).toBeUndefined();
    expect(dataPageAt(pages, '/community/new')).toBeUndefined();
  });

  it('finds nothing for other screens', () => {
    expect(dataPageAt(pages, '/')).toBeUndefined();
    expect(dataPageAt(pages, '/projects-archive')).toBeUndefined();
  });
});
