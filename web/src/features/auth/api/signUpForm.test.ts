// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_SIGN_UP, resetPasswordState, signUpRules } from './signUpForm';
import { afterSignUpPath, roleFor } from './accountFlows';

describe('sign-up rules', () => {
  const values = { ...EMPTY_SIGN_UP, password: 'secret1' };
  it('gives the spec messages', () => {
    expect(signUpRules.location('  ')).toBe('Location is required');
    expect(signUpRules.confirmPassword('secret2', values)).toBe('Passwords do not match');
    expect(signUpRules.confirmPassword('secret1', values)).toBeNull();
    expect(signUpRules.password('12345')).toBe('Password must be at least 6 characters');
    expect(signUpRules.password('123456')).toBeNull();
    expect(signUpRules.email('nope')).toBe('Please enter a valid email address');
    expect(signUpRules.fullName(' ')).toBe('Full name is required');
  });

  it('makes a professional account a mentor who completes the profile first', () => {
    expect(roleFor('professional')).toBe('mentor');
    expect(roleFor('student')).toBe('student');
    expect(afterSignUpPath('mentor')).toBe('/create-profile');
    expect(afterSignUpPath('student')).toBe('/');
  });
});

describe('reset password rules', () => {
  it('enables submit only when both are filled and equal', () => {
    expect(resetPasswordState('', '').canSubmit).toBe(false);
    expect(resetPasswordState('secret1', '').canSubmit).toBe(false);
    expect(resetPasswordState('secret1', 'secret2').canSubmit).toBe(false);
    expect(resetPasswordState('secret1', 'secret1').canSubmit).toBe(true);
  });

  it("shows the inline messages", () => {
    expect(resetPasswordState('abc', '').passwordError).toBe('Password must be at least 6 characters');
    expect(resetPasswordState('secret1', 'secret').confirmError).toBe("Passwords don't match");
    expect(resetPasswordState('secret1', '').confirmError).toBeNull();
  });
});
