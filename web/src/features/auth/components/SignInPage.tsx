import { useRef, useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { EmailField, PasswordField, stateInput } from '@/components/formFields';
import { toast } from '@/components/toast';
import { SIGNED_IN_STATE } from '@/config';
import { takeRedirect } from '@/lib/storage';
import {
  AuthFlowError,
  clearSignUpState,
  finishGoogleSignIn,
  isPopupDismissed,
  openGooglePopup,
  signInWithEmail,
  type AccountProfiles,
} from '../api/accountFlows';
import { AuthCard, AuthSwitch, GoogleOrEmail, showAuthError } from './parts';

/** Sign in with Google or e-mail/password; returns to the remembered path or the dashboard. Only people with a profile may sign in. */
export function SignInPage({ profiles }: { profiles: AccountProfiles }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  // An empty field is marked invalid (aria-invalid); the first one also carries the message, announced (role alert)
  // and tied to it (aria-describedby).
  const fieldError = (empty: boolean, first: boolean) => (empty ? (first ? TEXTS.auth.missingCredentials : true) : undefined);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'email' | 'google' | null>(null);

  const signedIn = () => {
    clearSignUpState();
    toast.success(TEXTS.toasts.auth.signedIn);
    // Marked as the landing after sign-in: the dashboard sends an admin on to /admin (SIGNED_IN_STATE).
    navigate(takeRedirect(), { replace: true, state: SIGNED_IN_STATE });
  };
  const failed = (e: unknown, fallback: string) => {
    clearSignUpState();
    setBusy(null);
    if (!isPopupDismissed(e)) showAuthError(e, fallback);
  };
  // The profile check answered after the user had already gone on: they are signed out, so bring them back.
  const refusedLate = (e: AuthFlowError) => {
    showAuthError(e, TEXTS.auth.signInFailed);
    navigate('/sign-in', { replace: true });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing({ email: !email.trim(), password: !password });
      // The first empty field gets focus; both are tied to the message (aria-describedby).
      (!email.trim() ? emailRef : passwordRef).current?.focus();
      return;
    }
    setMissing({ email: false, password: false });
    setBusy('email');
    signInWithEmail(email, password, refusedLate, profiles).then(signedIn, (e: unknown) => failed(e, TEXTS.auth.signInFailed));
  };

  const google = () => {
    setBusy('google');
    // The popup opens straight from the click (a user gesture), before anything else is awaited.
    openGooglePopup()
      .then((user) => finishGoogleSignIn(user, refusedLate, profiles))
      .then(signedIn, (e: unknown) => failed(e, TEXTS.auth.googleSignInFailed));
  };

  return (
    <AuthCard
      title={TEXTS.actions.signIn}
      subtitle={<AuthSwitch prompt={TEXTS.auth.noAccountYet} link={TEXTS.nav.signUp} to="/sign-up" />}
    >
      <GoogleOrEmail
        google={TEXTS.auth.signInWithGoogle}
        onGoogle={google}
        divider={TEXTS.auth.orEmail}
        busy={busy}
        onSubmit={submit}
      >
        <EmailField {...stateInput(email, setEmail)} ref={emailRef} error={fieldError(missing.email, true)} errorProps={{ role: 'alert' }} />
        <PasswordField
          label={TEXTS.fields.password}
          autoComplete="current-password"
          toggle={TEXTS.fields.showPassword}
          {...stateInput(password, setPassword)}
          ref={passwordRef}
          error={fieldError(missing.password, !missing.email)}
          errorProps={{ role: 'alert' }}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {TEXTS.auth.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" loading={busy === 'email'} disabled={busy === 'google'}>
          {TEXTS.actions.signIn}
        </Button>
      </GoogleOrEmail>
    </AuthCard>
  );
}
