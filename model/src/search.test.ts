import { describe, expect, it } from 'vitest';
import {
  foldText,
  industryOf,
  matchesTerms,
  profileSearchFields,
  searchTerms,
  searchTokens,
  SEARCH_LIMITS,
  serverTerm,
} from './index';

describe('search tokens', () => {
  it('hold every prefix of every word, lower-cased and without accents, once', () => {
    expect(foldText('Résumé Ünïcode')).toBe('resume unicode');
    expect(searchTokens(['Go go', 'GO!'])).toEqual(['g', 'go']);
    expect(searchTokens(['Résumé'])).toEqual(['r', 're', 'res', 'resu', 'resum', 'resume']);
    expect(searchTokens(['UI/UX Design'])).toEqual(['u', 'ui', 'ux', 'd', 'de', 'des', 'desi', 'desig', 'design']);
  });

  it('cut prefixes at prefixMax characters and stop before the token bound', () => {
    const long = 'a'.repeat(30);
    expect(searchTokens([long]).at(-1)).toBe('a'.repeat(SEARCH_LIMITS.prefixMax));
    const many = Array.from({ length: 400 }, (_, i) => `word${i.toString(36)}x`).join(' ');
    const tokens = searchTokens([many]);
    expect(tokens.length).toBeLessThanOrEqual(SEARCH_LIMITS.tokens);
    expect(tokens.length).toBeGreaterThan(SEARCH_LIMITS.tokens - 10);
    // A word is indexed with all its prefixes or not at all.
    const last = tokens.at(-1) ?? '';
    expect(last.endsWith('x')).toBe(true);
  });

  it('find a document by the beginnings of its words, all terms required', () => {
    const texts = ['Ada Lovelace', 'Data Science', 'Python', 'Zürich'];
    expect(matchesTerms(texts, searchTerms('pyth'))).toBe(true);
    expect(matchesTerms(texts, searchTerms('ZURI ada'))).toBe(true);
    expect(matchesTerms(texts, searchTerms('ython'))).toBe(false);
    expect(matchesTerms(texts, searchTerms('ada java'))).toBe(false);
    expect(matchesTerms(texts, searchTerms('  '))).toBe(true);
  });

  it('query the server with the longest term, cut to the indexed length', () => {
    expect(serverTerm(searchTerms('ml pyth'))).toBe('pyth');
    expect(serverTerm(searchTerms('internationalization'))).toBe('international'.slice(0, SEARCH_LIMITS.prefixMax));
    expect(serverTerm([])).toBeNull();
  });

  it('file a profile under its industry and rate bucket', () => {
    expect(industryOf('Data Science')).toBe('Data Science');
    expect(industryOf('Quantum Computing')).toBe('Other');
    expect(industryOf('')).toBe('');
    const fields = profileSearchFields({ display_name: 'Élodie', specialization: 'Cybersecurity', expertise: ['C++'], location: 'Lyon', bio: '', hourly_rate: 75, stats: null });
    expect(fields.rate_bucket).toBe('51-100');
    expect(fields.industry).toBe('Cybersecurity');
    expect(fields.search_tokens).toContain('elodie');
    expect(fields.search_tokens).toContain('c');
  });
});
