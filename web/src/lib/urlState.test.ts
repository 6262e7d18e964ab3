import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './urlState';

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
