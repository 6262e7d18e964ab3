import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import type { AccountProfiles } from '../api/accountFlows';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

const mocks = vi.hoisted(() => ({ signUp: vi.fn(), signIn: vi.fn(), reset: vi.fn(), check: vi.fn() }));
vi.mock('../api/accountFlows', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/accountFlows')>()),
  signUpWithEmail: mocks.signUp,
  signInWithEmail: mocks.signIn,
}));
vi.mock('../api/passwordReset', () => ({ sendResetLink: mocks.reset, checkResetCode: mocks.check, resetPassword: vi.fn() }));

// The app hands the auth screens the profiles feature's check and creation; here they are stand-ins.
const profiles: AccountProfiles = { exists: vi.fn(), create: vi.fn() };

describe('SignUpPage', () => {
  it('shows each validation message and does not sign up', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage profiles={profiles} />, { route: '/sign-up' });
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Platform' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email', { exact: true }), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'abc');
    await user.type(screen.getByLabelText('Confirm Password', { exact: true }), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(mocks.signUp).not.toHaveBeenCalled();
  });

  it('signs up a mentor with the professional account type and remembers it while it runs', async () => {
    const user = userEvent.setup();
    let storedDuringSignUp: (string | null)[] = [];
    mocks.signUp.mockImplementation(() => {
      storedDuringSignUp = ['isSignUp', 'pendingRole', 'accountType'].map((k) => localStorage.getItem(k));
      return Promise.resolve({ role: 'mentor', profileSaved: Promise.resolve() });
    });
    renderWithProviders(<SignUpPage profiles={profiles} />, { route: '/sign-up' });
    await user.click(screen.getByRole('radio', { name: 'Mentor' }));
    await user.type(screen.getByLabelText('Full Name'), 'New Mentor');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'new@mentor.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password', { exact: true }), 'secret1');
    await user.type(screen.getByLabelText('Location'), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully! Check your email for confirmation.')).toBeInTheDocument();
    expect(mocks.signUp).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'New Mentor', accountType: 'professional' }), profiles);
    expect(storedDuringSignUp).toEqual(['true', 'mentor', 'professional']);
    expect(['isSignUp', 'pendingRole', 'accountType'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
  });
});

describe('SignInPage', () => {
  it('asks for both fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInPage profiles={profiles} />, { route: '/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter your email and password')).toHaveAttribute('role', 'alert');
    expect(mocks.signIn).not.toHaveBeenCalled();
  });
});

describe('ForgotPasswordPage', () => {
  it('requires an e-mail, then shows the two success lines', async () => {
    const user = userEvent.setup();
    mocks.reset.mockResolvedValue(undefined);
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset link sent! Check your email inbox.')).toBeInTheDocument();
    expect(screen.getByText("If you don't see the email, check your spam folder.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/sign-in');
    expect(mocks.reset).toHaveBeenCalledWith('sam@example.com');
  });
});

describe('ResetPasswordPage', () => {
  it('explains a link without a token', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    const message = screen.getByText('Invalid password reset link. Please request a new password reset link.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('enables Reset Password only for two equal passwords, with inline messages', async () => {
    const user = userEvent.setup();
    mocks.check.mockResolvedValue('sam@example.com');
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    expect(screen.getByText(/sam@example.com/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('New Password'), 'abc');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    expect(submit).toBeEnabled();
    const toggles = screen.getAllByRole('button', { name: /Show or hide/ });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0]);
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  });
});
