import { PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LIMITS, TEXTS } from '@mentorbridge/model';

/** The props `form.getInputProps(path)` returns. */
type InputProps = GetInputPropsReturnType;

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

/** A new password and its confirmation (sign-up, and changing it in the profile). */
export function NewPasswordFields({ password, confirmation, change = false }: { password: InputProps; confirmation: InputProps; change?: boolean }) {
  const texts = TEXTS.fields;
  return (
    <>
      <PasswordInput
        label={change ? texts.newPassword : texts.password}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': change ? texts.showNewPassword : texts.showPassword }}
        {...password}
      />
      <PasswordInput
        label={change ? texts.confirmNewPassword : texts.confirmPassword}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': texts.showConfirmation }}
        {...confirmation}
      />
    </>
  );
}
