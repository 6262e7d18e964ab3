// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { YoutubeTokenStatus } from '@mentorbridge/model';
import { integrationState, setupRedirectUri } from './youtubeIntegration';

const status = (health: YoutubeTokenStatus['health']): YoutubeTokenStatus => ({
  has_token: true,
  token_info: { age_days: 1, last_used_at: null, error_count: 0, last_error: null },
  health,
});

describe('integrationState', () => {
  it('is checking until the status arrives', () => {
    expect(integrationState(undefined)).toBe('checking');
  });

  it('needs setup without a token or when the status call failed', () => {
    expect(integrationState({ has_token: false, token_info: null, health: null })).toBe('needs_setup');
    expect(integrationState('failed')).toBe('needs_setup');
    expect(integrationState(null)).toBe('needs_setup');
  });

  it('is ready while healthy with more than a day left', () => {
    expect(integrationState(status({ healthy: true, daysUntilExpiry: 1.5, aging: true }))).toBe('ready');
  });

  it('is expired when unhealthy or with a day or less left', () => {
    expect(integrationState(status({ healthy: false, daysUntilExpiry: 5, aging: false }))).toBe('expired');
    expect(integrationState(status({ healthy: true, daysUntilExpiry: 1, aging: true }))).toBe('expired');
    expect(integrationState(status(null))).toBe('expired');
  });

  it('sends Google back to the setup page', () => {
    expect(setupRedirectUri('https://mentorbridge.app')).toBe('https://mentorbridge.app/youtube-setup');
  });
});
