import { describe, expect, it } from 'vitest';
import { enrollmentId, isLinkedInUrl, LINKEDIN_ERROR, normalizeLinkedInUrl } from './models';

describe('LinkedIn URL', () => {
  it.each([
    'https://www.linkedin.com/in/someone',
    'linkedin.com/in/someone',
    'www.LinkedIn.com/in/someone',
    '  http://linkedin.com/in/x  ',
  ])('accepts %s', (url) => {
    expect(isLinkedInUrl(url)).toBe(true);
  });

  it.each(['', 'someone', 'https://linkedin.com', 'https://example.com/in/someone', 'linkedin.co/in/x'])(
    'refuses %j',
    (url) => {
      expect(isLinkedInUrl(url)).toBe(false);
    },
  );

  it('is stored trimmed, with a scheme and the host in lower case', () => {
    expect(normalizeLinkedInUrl('  www.LinkedIn.com/in/Some-One ')).toBe('https://www.linkedin.com/in/Some-One');
    expect(normalizeLinkedInUrl('http://linkedin.com/in/x')).toBe('http://linkedin.com/in/x');
  });

  it('explains the expected form in the spec’s words', () => {
    expect(LINKEDIN_ERROR).toBe('Please enter a valid LinkedIn profile URL (e.g., linkedin.com/in/username)');
  });
});

describe('enrollmentId', () => {
  it('is {projectId}_{studentId}', () => {
    expect(enrollmentId('p1', 'u2')).toBe('p1_u2');
  });
});
