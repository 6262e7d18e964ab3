// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { avatarInitial } from '@mentorbridge/model';
import { headerDisplayName } from './displayName';

describe('header name fallbacks', () => {
  it('prefers the profile name, then the full name, then the e-mail local part, then User', () => {
    const user = { displayName: 'Full Name', email: 'someone@example.com' };
    expect(headerDisplayName(user, 'Profile Name')).toBe('Profile Name');
    expect(headerDisplayName(user, '  ')).toBe('Full Name');
    expect(headerDisplayName({ displayName: null, email: 'someone@example.com' })).toBe('someone');
    expect(headerDisplayName({ displayName: null, email: null })).toBe('User');
    expect(headerDisplayName(null)).toBe('User');
  });

  it('uses the first letter of the name for the avatar, or U', () => {
    expect(avatarInitial('maya')).toBe('M');
    expect(avatarInitial('  ')).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });
});
