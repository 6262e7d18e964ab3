import type { ChangeEvent, Ref } from 'react';
import { PasswordInput, Textarea, TextInput, type PasswordInputProps, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LIMITS, TEXTS } from '@mentorbridge/model';

/** The props `form.getInputProps(path)` returns. */
type InputProps = GetInputPropsReturnType;

/** The input props of a field kept in React state (`value` and its setter), with its error: what getInputProps gives a form. */
export function stateInput(value: string, set: (value: string) => void, error?: string | null): InputProps {
  return { value, onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.currentTarget.value), error };
}

/** An e-mail address, as every form that asks for one does (sign-in, sign-up, the reset link, the profile). */
export function EmailField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput label={TEXTS.fields.email} type="email" autoComplete="email" {...props} />;
}

/** A password field whose show/hide button is named for what it shows (`toggle`). */
export function PasswordField({ toggle, ...props }: PasswordInputProps & { toggle: string; ref?: Ref<HTMLInputElement> }) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': toggle }} {...props} />;
}

/**
 * A text of several lines that grows as it is typed, from `rows` lines, and stops at `max` characters (a LIMITS
 * value, the same the rules and schemas check): every free-text field of a form.
 */
export function LongText({ max, rows = 3, ...props }: Omit<TextareaProps, 'autosize' | 'minRows' | 'maxLength'> & { max: number; rows?: number; ref?: Ref<HTMLTextAreaElement> }) {
  return <Textarea autosize minRows={rows} maxLength={max} {...props} />;
}

/** A person's name, as sign-up ("Full Name") and the profile forms ("Display Name") ask for it. */
export function NameField({ inputProps, label = TEXTS.fields.displayName, required = false }: { inputProps: InputProps; label?: string; required?: boolean }) {
  return <TextInput label={label} withAsterisk={required} maxLength={LIMITS.displayName} autoComplete="name" {...inputProps} />;
}

/** Where a person is ("City, Country"). */
export function LocationField({ inputProps, required = false, autoComplete }: { inputProps: InputProps; required?: boolean; autoComplete?: string }) {
  return (
    <TextInput
      label={TEXTS.fields.location}
      withAsterisk={required}
      autoComplete={autoComplete}
      placeholder={TEXTS.fields.locationPlaceholder}
      maxLength={LIMITS.location}
      {...inputProps}
    />
  );
}

/** The labels of a new password and its confirmation, and of their show/hide buttons, on each form that sets one. */
const NEW_PASSWORD_LABELS = {
  'sign-up': { password: 'password', confirmation: 'confirmPassword', showPassword: 'showPassword' },
  change: { password: 'newPassword', confirmation: 'confirmNewPassword', showPassword: 'showNewPassword' },
  reset: { password: 'newPassword', confirmation: 'confirmPassword', showPassword: 'showNewPassword' },
} as const satisfies Record<string, Record<string, keyof typeof TEXTS.fields>>;

/**
 * A new password and its confirmation: sign-up, changing it in the profile, and the reset link's page (whose
 * show/hide buttons are reachable by keyboard: the page holds nothing else to act on).
 */
export function NewPasswordFields({ password, confirmation, kind = 'sign-up' }: { password: InputProps; confirmation: InputProps; kind?: keyof typeof NEW_PASSWORD_LABELS }) {
  const labels = NEW_PASSWORD_LABELS[kind];
  const texts = TEXTS.fields;
  const focusable = kind === 'reset';
  return (
    <>
      <PasswordField label={texts[labels.password]} autoComplete="new-password" toggle={texts[labels.showPassword]} visibilityToggleFocusable={focusable} {...password} />
      <PasswordField label={texts[labels.confirmation]} autoComplete="new-password" toggle={texts.showConfirmation} visibilityToggleFocusable={focusable} {...confirmation} />
    </>
  );
}
