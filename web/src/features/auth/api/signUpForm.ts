import { LIMITS } from '../../../config';
import { AUTH_MESSAGES } from './accountFlows';

export interface SignUpValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  location: string;
}

export const EMPTY_SIGN_UP: SignUpValues = { fullName: '', email: '', password: '', confirmPassword: '', location: '' };

/** Field rules of the e-mail sign-up form (spec messages). */
export const signUpRules = {
  fullName: (v: string) => (v.trim() ? null : AUTH_MESSAGES.fullNameRequired),
  email: (v: string) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.trim()) ? null : AUTH_MESSAGES.emailInvalid),
  password: (v: string) => (v.length >= LIMITS.passwordMin ? null : AUTH_MESSAGES.passwordTooShort),
  confirmPassword: (v: string, values: SignUpValues) => (v === values.password ? null : AUTH_MESSAGES.passwordsDontMatch),
  location: (v: string) => (v.trim() ? null : AUTH_MESSAGES.locationRequired),
};

/** The reset-password form's rules: both filled, at least 6 characters, equal. */
export function resetPasswordState(password: string, confirm: string) {
  const tooShort = password.length > 0 && password.length < LIMITS.passwordMin;
  const mismatch = confirm.length > 0 && password !== confirm;
  return {
    passwordError: tooShort ? AUTH_MESSAGES.passwordTooShort : null,
    /** Inline, as the user types. */
    confirmError: mismatch ? "Passwords don't match" : null,
    canSubmit: password.length > 0 && confirm.length > 0 && password === confirm,
  };
}
