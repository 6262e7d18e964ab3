import { LIMITS, schemas, TEXTS } from '@mentorbridge/model';

const m = TEXTS.validation;

export interface SignUpValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  location: string;
}

export const EMPTY_SIGN_UP: SignUpValues = { fullName: '', email: '', password: '', confirmPassword: '', location: '' };

/** Field rules of the e-mail sign-up form (messages from TEXTS); a missing e-mail reads as an invalid one. */
export const signUpRules = {
  fullName: (v: string) => (v.trim() ? null : TEXTS.auth.fullNameRequired),
  email: (v: string) => (schemas.errorOf(schemas.email, v) ? m.emailInvalid : null),
  password: (v: string) => (v.length >= LIMITS.passwordMin ? null : m.passwordTooShort),
  confirmPassword: (v: string, values: SignUpValues) => (v === values.password ? null : TEXTS.auth.passwordsDoNotMatch),
  location: (v: string) => (v.trim() ? null : m.locationRequired),
};

/** The reset-password form's rules: both filled, at least 6 characters, equal. */
export function resetPasswordState(password: string, confirm: string) {
  const tooShort = password.length > 0 && password.length < LIMITS.passwordMin;
  const mismatch = confirm.length > 0 && password !== confirm;
  return {
    passwordError: tooShort ? m.passwordTooShort : null,
    /** Inline, as the user types. */
    confirmError: mismatch ? m.passwordsDontMatch : null,
    canSubmit: password.length > 0 && confirm.length > 0 && password === confirm,
  };
}
