// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeTags } from './text';

const discussion = {
  title: 'Preparing for Technical Interviews',
  content: 'What helped you most with system design?',
  tags: ['Interviews', 'career-growth'],
};

describe('matchesSearch', () => {
  it('matches title, content and tags regardless of case', () => {
    expect(matchesSearch(discussion, 'technical')).toBe(true);
    expect(matchesSearch(discussion, 'SYSTEM DESIGN')).toBe(true);
    expect(matchesSearch(discussion, 'career-GROWTH')).toBe(true);
    expect(matchesSearch(discussion, 'interviews')).toBe(true);
  });

  it('needs every word to match somewhere', () => {
    expect(matchesSearch(discussion, 'design growth')).toBe(true);
    expect(matchesSearch(discussion, 'design salary')).toBe(false);
    expect(matchesSearch(discussion, 'kubernetes')).toBe(false);
  });

  it('matches everything for an empty or blank search', () => {
    expect(matchesSearch(discussion, '')).toBe(true);
    expect(matchesSearch(discussion, '   ')).toBe(true);
  });
});

describe('normalizeTags', () => {
  it('trims, drops empty tags and keeps the first of duplicates ignoring case', () => {
    expect(normalizeTags(['  react ', '', 'React', 'web  dev', '   ', 'react'])).toEqual(['react', 'web dev']);
  });
});
