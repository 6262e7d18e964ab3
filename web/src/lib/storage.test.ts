import { beforeEach, describe, expect, it } from 'vitest';
import { rememberRedirect, takeRedirect } from './storage';

describe('redirect path', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns the remembered path once', () => {
    rememberRedirect('/profile?tab=videos');
    expect(takeRedirect()).toBe('/profile?tab=videos');
    expect(takeRedirect()).toBe('/dashboard');
  });

  it('never redirects off the site', () => {
    rememberRedirect('//evil.example/phish');
    expect(takeRedirect()).toBe('/dashboard');
    rememberRedirect('https://evil.example/');
    expect(takeRedirect()).toBe('/dashboard');
  });
});
