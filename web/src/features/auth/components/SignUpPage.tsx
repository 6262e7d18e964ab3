import { useState } from 'react';
import { Button, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { EmailField, LocationField, NameField, NewPasswordFields } from '@/components/formFields';
import { toast } from '@/components/toast';
import {
  afterSignUpPath,
  clearSignUpState,
  finishGoogleSignUp,
  isPopupDismissed,
  openGooglePopup,
  rememberSignUp,
  signUpWithEmail,
  type AccountProfiles,
  type AccountType,
  type NewAccount,
} from '../api/accountFlows';
import { EMPTY_SIGN_UP, signUpRules, type SignUpValues } from '../api/signUpForm';
import { AuthCard, AuthSwitch, GoogleOrEmail, showAuthError } from './parts';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';

const ACCOUNT_TYPES: { value: AccountType; label: string; description: string }[] = [
  { value: 'student', ...TEXTS.auth.accountTypes.student },
  { value: 'professional', ...TEXTS.auth.accountTypes.professional },
];

/** "Join Our Platform": choose Student or Mentor, then Google or e-mail/password; the new profile is made through `profiles`. */
export function SignUpPage({ profiles }: { profiles: AccountProfiles }) {
  const navigate = useNavigate();
  const [accountType, setAccountType] = useState<AccountType>('student');
  const [busy, setBusy] = useState<'email' | 'google' | null>(null);
  const form = useForm<SignUpValues>({ initialValues: EMPTY_SIGN_UP, validate: signUpRules, validateInputOnBlur: true });

  const created = ({ role, profileSaved }: NewAccount, message: string) => {
    clearSignUpState();
    profileSaved.catch(() => toast.error(TEXTS.auth.profileFailed));
    toast.success(message);
    navigate(afterSignUpPath(role), { replace: true });
  };
  const failed = (e: unknown, fallback: string) => {
    clearSignUpState();
    setBusy(null);
    if (!isPopupDismissed(e)) showAuthError(e, fallback);
  };

  const google = () => {
    rememberSignUp(accountType);
    setBusy('google');
    // The popup opens straight from the click (a user gesture), before anything else is awaited.
    openGooglePopup()
      .then((user) => finishGoogleSignUp(user, accountType, profiles))
      .then(
        (account) => created(account, TEXTS.toasts.auth.welcome),
        (e: unknown) => failed(e, TEXTS.auth.googleSignUpFailed),
      );
  };

  const submit = form.onSubmit((values) => {
    rememberSignUp(accountType);
    setBusy('email');
    signUpWithEmail({ ...values, accountType }, profiles).then(
      (account) => created(account, TEXTS.toasts.auth.accountCreated),
      (e: unknown) => failed(e, TEXTS.auth.signUpFailed),
    );
  }, focusFirstInvalid);

  return (
    <AuthCard
      title={TEXTS.auth.signUpTitle}
      subtitle={<AuthSwitch prompt={TEXTS.auth.haveAccount} link={TEXTS.actions.signIn} to="/sign-in" />}
    >
      <GoogleOrEmail
        before={
        <Radio.Group
          label={TEXTS.auth.joinAs}
          value={accountType}
          onChange={(value) => setAccountType(value as AccountType)}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
            {ACCOUNT_TYPES.map((type) => (
              <Radio.Card
                key={type.value}
                value={type.value}
                radius="md"
                p="md"
                aria-label={type.label}
                aria-describedby={`account-type-${type.value}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{type.label}</Text>
                    <Text size="sm" c="dimmed" id={`account-type-${type.value}`}>
                      {type.description}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        }
        google={TEXTS.auth.continueWithGoogle}
        onGoogle={google}
        divider={TEXTS.auth.orSignUpEmail}
        busy={busy}
        onSubmit={submit}
      >
        <NameField label={TEXTS.fields.fullName} inputProps={form.getInputProps('fullName')} />
        <EmailField {...form.getInputProps('email')} />
        <NewPasswordFields password={form.getInputProps('password')} confirmation={form.getInputProps('confirmPassword')} />
        <LocationField autoComplete="address-level2" inputProps={form.getInputProps('location')} />
        <Button type="submit" loading={busy === 'email'} disabled={busy === 'google'}>
          {TEXTS.auth.createAccount}
        </Button>
      </GoogleOrEmail>
    </AuthCard>
  );
}
