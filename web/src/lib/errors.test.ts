// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorText, OfflineError } from './errors';

const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('errorText', () => {
  it('drops the Firebase prefix', () => {
    expect(errorText(new Error('FirebaseError: Missing or insufficient permissions.'), 'Unknown error')).toBe(
      'Missing or insufficient permissions.',
    );
    expect(errorText(withCode('permission-denied', '[code=permission-denied] Denied'), 'x')).toBe('Denied');
  });

  it("says you're offline for an offline error", () => {
    expect(errorText(new OfflineError(), 'Failed')).toBe("You're offline");
  });

  it("shows a callable's message without the HTTP status, except for internal errors", () => {
    expect(errorText(withCode('functions/permission-denied', 'Only admins can do this. [403]'), 'Failed')).toBe(
      'Only admins can do this.',
    );
    expect(errorText(withCode('functions/internal', 'INTERNAL'), 'Failed to delete user')).toBe('Failed to delete user');
  });

  it('words known Auth errors and falls back for the others', () => {
    expect(errorText(withCode('auth/weak-password', 'Firebase: weak'), 'Failed')).toBe('Password must be at least 6 characters');
    expect(errorText(withCode('auth/requires-recent-login', 'x'), 'Failed')).toMatch(/sign out and sign in again/);
    expect(errorText(withCode('auth/internal-error', 'Firebase: Error (auth/internal-error).'), 'Failed to update profile')).toBe(
      'Failed to update profile',
    );
  });

  it('falls back when there is no message', () => {
    expect(errorText(new Error(''), 'Unknown error')).toBe('Unknown error');
    expect(errorText(undefined, 'Unknown error')).toBe('Unknown error');
  });
});
