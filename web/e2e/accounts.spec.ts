import { expect, test, type Page } from './support/test';
import { paths, TEXTS } from '@mentorbridge/model';
import { adminAuth, adminDb, createUser, unique } from './support/admin';
import { chooseGoogleAccount, latestOobCode, routeGoogleApis } from './support/google';
import { signIn } from './support/session';
import { personOf, writeProject } from './support/documents';


const MENTOR_BIO = 'Engineering manager with twelve years in fintech; I help students prepare for their first roles.';
const SIGN_UP_KEYS = ['isSignUp', 'pendingRole', 'accountType'];

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const storedSignUpKeys = (page: Page) =>
  page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), SIGN_UP_KEYS);

async function profileOf(email: string) {
  const user = await adminAuth.getUserByEmail(email);
  const snap = await adminDb.doc(paths.profile(user.uid)).get();
  return { uid: user.uid, profile: snap.data() };
}

/** The profile as the server has it, once the app's (queued) write has arrived. */
const storedProfile = (email: string) => expect.poll(async () => (await profileOf(email)).profile);

async function fillEmailSignUp(page: Page, fields: { name: string; email: string; password: string; location: string }) {
  await page.getByLabel('Full Name').fill(fields.name);
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Location').fill(fields.location);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click();
}

test.describe('e-mail sign-up', () => {
  test('a student signs up, gets a student profile and lands on /', async ({ page }) => {
    const email = `${unique('student')}@e2e.test`;
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Platform' })).toBeVisible();
    await fillEmailSignUp(page, { name: 'Stella Student', email, password: 'secret123', location: 'Lisbon, Portugal' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Account created successfully! Check your email for confirmation.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await storedProfile(email).toMatchObject({
      display_name: 'Stella Student',
      role: 'student',
      admin_role: 'student',
      location: 'Lisbon, Portugal',
      calendly_url: null,
    });
    expect(await storedSignUpKeys(page)).toEqual([null, null, null]);
    await openAccountMenu(page);
    await expect(page.getByRole('menu').getByText('Stella Student')).toBeVisible();
  });

  test('a mentor signs up, completes the professional profile and lands on /dashboard', async ({ page }) => {
    const email = `${unique('mentor')}@e2e.test`;
    await page.goto('/sign-up');
    await page.getByRole('radio', { name: 'Mentor' }).check();
    await fillEmailSignUp(page, { name: 'Marta Mentor', email, password: 'secret123', location: 'Porto' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/create-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Professional Profile' })).toBeVisible();
    await storedProfile(email).toMatchObject({ role: 'mentor', admin_role: 'student' });

    const complete = page.getByRole('button', { name: 'Complete Profile' });
    await expect(complete).toBeDisabled();
    await page.getByLabel('Bio').fill(MENTOR_BIO);
    await page.getByRole('combobox', { name: 'Specialization' }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await page.getByLabel('Your specialization').fill('Fintech Engineering');
    await page.getByLabel('Hourly Rate (USD)').fill('80');
    await page.getByLabel('Topmate URL').fill('https://topmate.io/marta_m/');
    const expertise = page.getByRole('textbox', { name: 'Expertise' });
    await expertise.fill('  Payments ');
    await expertise.press('Enter');
    await expertise.fill('payments');
    await expertise.press('Enter');
    await expertise.fill('Career Growth');
    await page.getByRole('button', { name: 'Add expertise' }).click();
    await expect(page.getByRole('list', { name: 'Expertise tags' }).getByRole('listitem')).toHaveText(['Payments', 'Career Growth']);
    await complete.click();
    await expect(toast(page, 'Profile created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await storedProfile(email).toMatchObject({
        bio: MENTOR_BIO,
        specialization: 'Fintech Engineering',
        hourly_rate: 80,
        topmate_url: 'https://topmate.io/marta_m/',
        expertise: ['Payments', 'Career Growth'],
      });
  });

  test('Skip for Now leaves /create-profile for /', async ({ page }) => {
    const mentor = await createUser({ role: 'mentor' });
    await signIn(page, mentor);
    await page.goto('/create-profile');
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a student cannot use /create-profile', async ({ page }) => {
    await signIn(page, await createUser());
    await page.goto('/create-profile');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an e-mail that already has an account is refused', async ({ page }) => {
    const existing = await createUser();
    await page.goto('/sign-up');
    await fillEmailSignUp(page, { name: 'Someone', email: existing.email, password: 'another-pass', location: 'Rome' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'An account with this email already exists. Please use Sign In instead.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    expect(await storedSignUpKeys(page)).toEqual([null, null, null]);
  });
});

test.describe('sign-in and sign-out', () => {
  test('returns to the remembered page after sign-in, and signs out with a toast', async ({ page }) => {
    const user = await createUser({ displayName: 'Remy Return' });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Signed in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Remy Return' })).toBeVisible();

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    // Signing out on a login-required page does not make it the place the next sign-in returns to.
    await signIn(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an account without a profile is signed out and sent to sign up', async ({ page }) => {
    const email = `${unique('noprofile')}@e2e.test`;
    await adminAuth.createUser({ email, password: 'secret123' });
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'No account found with this email. Please sign up first.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a wrong password and empty fields are reported', async ({ page }) => {
    const user = await createUser();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email and password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Failed to sign in')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('Google', () => {
  test.beforeEach(async ({ context }) => {
    await routeGoogleApis(context);
  });

  test('signs up as a mentor with Google and lands on /create-profile', async ({ page }) => {
    const email = `${unique('google')}@e2e.test`;
    await page.goto('/sign-up');
    await page.getByRole('radio', { name: 'Mentor' }).check();
    await chooseGoogleAccount(page, page.getByRole('button', { name: 'Continue with Google' }), {
      email,
      displayName: 'Gina Google',
    });
    await expect(page).toHaveURL(/\/create-profile$/);
    await storedProfile(email).toMatchObject({ display_name: 'Gina Google', role: 'mentor', admin_role: 'student' });
    expect(await storedSignUpKeys(page)).toEqual([null, null, null]);
  });

  test('a returning Google user signs in', async ({ page }) => {
    const email = `${unique('google-back')}@e2e.test`;
    await page.goto('/sign-up');
    await chooseGoogleAccount(page, page.getByRole('button', { name: 'Continue with Google' }), { email, displayName: 'Ben Back' });
    await expect(page).toHaveURL(/\/$/);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/sign-in');
    await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign in with Google' }), { email, displayName: 'Ben Back' }, { reuse: true });
    await expect(toast(page, 'Signed in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openAccountMenu(page);
    await expect(page.getByRole('menu').getByText('Ben Back')).toBeVisible();
  });

  test('Google sign-in without an account is refused', async ({ page }) => {
    const stranger = `${unique('stranger')}@e2e.test`;
    await page.goto('/sign-in');
    await chooseGoogleAccount(page, page.getByRole('button', { name: 'Sign in with Google' }), {
      email: stranger,
      displayName: 'Stranger',
    });
    await expect(toast(page, 'No account found with this email. Please sign up first.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await profileOf(stranger)).profile).toBeUndefined();
  });

  test('Google sign-up with an existing account is refused', async ({ page }) => {
    const email = `${unique('google-twice')}@e2e.test`;
    await page.goto('/sign-up');
    await chooseGoogleAccount(page, page.getByRole('button', { name: 'Continue with Google' }), { email, displayName: 'Twice' });
    await expect(page).toHaveURL(/\/$/);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/sign-up');
    await chooseGoogleAccount(page, page.getByRole('button', { name: 'Continue with Google' }), { email, displayName: 'Twice' }, { reuse: true });
    await expect(toast(page, 'An account with this email already exists. Please use Sign In instead.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
  });
});

test.describe('password reset', () => {
  test('sends the link, resets through /auth/callback and signs in with the new password', async ({ page }) => {
    const user = await createUser();
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: /Password/ })).toBeVisible();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Reset link sent! Check your email inbox.')).toBeVisible();
    await expect(page.getByText("If you don't see the email, check your spam folder.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return to Sign In' })).toBeVisible();

    let code: string | undefined;
    await expect.poll(async () => (code = await latestOobCode(user.email, 'PASSWORD_RESET'))).toBeTruthy();
    await page.goto(`/auth/callback?mode=resetPassword&oobCode=${code}&apiKey=demo-api-key`);
    await expect(page).toHaveURL(new RegExp(`/reset-password\\?token=${code}$`));
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill('abd');
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByRole('button', { name: 'Show or hide new password' }).click();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-pass');
    await submit.click();
    await expect(toast(page, 'Password has been reset successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signIn(page, { email: user.email, password: 'brand-new-pass' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a missing or used token says the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid password reset link. Please request a new password reset link.')).toBeVisible();
    await page.goto('/reset-password?token=not-a-real-code');
    await expect(page.getByText('Invalid password reset link. Please request a new password reset link.')).toBeVisible();
  });
});

test.describe('sign-up validation', () => {
  test('shows each message for its bad input', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Location is required')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });
});

test.describe('profile', () => {
  test('own profile: tabs, edit with validation, header follows the new name', async ({ page }) => {
    const user = await createUser({ displayName: 'Pat Profile' });
    await signIn(page, user);
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Profile Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.getByRole('textbox', { name: 'Display Name' }).fill('');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill('abd');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Display name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText("New passwords don't match")).toBeVisible();

    await form.getByRole('textbox', { name: 'Display Name' }).fill('Patricia Profile');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('');
    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill('');
    await form.getByRole('textbox', { name: 'Bio' }).fill('Learning to build web apps.');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Patricia Profile' })).toBeVisible();
    await expect(page.getByText('Learning to build web apps.')).toBeVisible();
    await expect
      .poll(async () => (await adminDb.doc(paths.profile(user.uid)).get()).data())
      .toMatchObject({ display_name: 'Patricia Profile', bio: 'Learning to build web apps.' });
    await openAccountMenu(page);
    await expect(page.getByRole('menu').getByText('Patricia Profile')).toBeVisible();
  });

  test('changing the e-mail sends a verification link; changing the password works', async ({ page, browser }) => {
    const user = await createUser();
    const newEmail = `${unique('moved')}@e2e.test`;
    await signIn(page, user);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('changed-pass');
    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill('changed-pass');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Email updated! Please check your inbox for verification.')).toBeVisible();
    await expect(toast(page, 'Password updated successfully')).toBeVisible();
    let code: string | undefined;
    await expect.poll(async () => (code = await latestOobCode(user.email, 'VERIFY_AND_CHANGE_EMAIL'))).toBeTruthy();
    expect((await adminAuth.getUser(user.uid)).email).toBe(user.email);
    // The link in that e-mail (the app's action URL) applies the change.
    await page.goto(`/auth/callback?mode=verifyAndChangeEmail&oobCode=${code}`);
    await expect(toast(page, 'Your email address has been verified.')).toBeVisible();
    await expect.poll(async () => (await adminAuth.getUser(user.uid)).email).toBe(newEmail);
    // A second device signs in with the new address and the new password.
    const other = await browser.newContext();
    await signIn(await other.newPage(), { email: newEmail, password: 'changed-pass' });
    await other.close();
  });

  test("another mentor's profile is public with booking; a missing profile goes to /not-found", async ({ page }) => {
    await signIn(page, await createUser());
    await page.goto('/profile/mentor-01');
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Mentor' })).toBeVisible();
    await expect(page.getByText('Software Development')).toBeVisible();
    await expect(page.getByText('$75/hour')).toBeVisible();
    await expect(page.getByRole('link', { name: /Book on Topmate/ })).toHaveAttribute('href', 'https://topmate.io/maya_mentor/');
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
    // Offline, Topmate's page cannot open: the button says why, and comes back with the connection.
    await page.context().setOffline(true);
    await expect(page.getByRole('button', { name: 'Booking needs a connection' })).toBeDisabled();
    await expect(page.getByRole('link', { name: /Book on Topmate/ })).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(page.getByRole('link', { name: /Book on Topmate/ })).toBeVisible();
    await page.goto('/profile/mentor-14');
    await expect(page.getByRole('button', { name: 'Booking not available' })).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/profile/no-such-user');
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test("a mentor's page is public, with their projects and videos; a student's asks a visitor to sign in", async ({ page }) => {
    const [mentor, student] = await Promise.all([createUser({ role: 'mentor' }), createUser()]);
    const project = await writeProject(personOf(mentor), {
      title: unique('Public Page Project'),
      description: 'A project shown on its mentor’s public page.',
      category: 'Web Development',
    });
    // A visitor (nobody signed in) opens the mentor's address, as from a shared link.
    await page.goto(`/profile/${mentor.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: mentor.displayName })).toBeVisible();
    await expect(page).toHaveTitle(TEXTS.mentorPage.title(mentor.displayName));
    const projects = page.getByRole('region', { name: TEXTS.mentorPage.projects });
    await projects.getByRole('article', { name: project.title }).getByRole('link', { name: TEXTS.actions.exploreProject }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('region', { name: TEXTS.mentorPage.videos }).getByText(TEXTS.mentorPage.noVideos)).toBeVisible();

    await page.goto(`/profile/${student.uid}`);
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectPath'))).toBe(`/profile/${student.uid}`);
  });

  test("a mentor's own profile opens on the tab named in the URL", async ({ page }) => {
    const mentor = await createUser({
      role: 'mentor',
      profile: { bio: MENTOR_BIO, specialization: 'Data Science', topmate_url: 'https://topmate.io/tab_mentor/' },
    });
    await signIn(page, mentor);
    await page.goto('/profile?tab=projects');
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You have not published any projects yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\?tab=videos$/);
    await expect(page.getByText('You have not shared any videos yet.')).toBeVisible();
    // A mentor does not book themselves: their own profile (also reached by its public address) does not offer it.
    await page.goto(`/profile/${mentor.uid}`);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('tab', { name: 'Profile Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Data Science').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Book on Topmate/ })).toHaveCount(0);
  });

  test('the completion dialog blocks an incomplete mentor until bio, specialization and Topmate link are saved', async ({ page }) => {
    const mentor = await createUser({ role: 'mentor', profile: { bio: '', topmate_url: '', specialization: '' } });
    await signIn(page, mentor);
    await page.goto('/profile');
    const dialog = page.getByRole('dialog', { name: 'Complete Your Mentor Profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 300);
    await expect(dialog).toBeVisible();

    const save = dialog.getByRole('button', { name: 'Save Profile' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Bio').fill('Too short');
    await dialog.getByLabel('Bio').blur();
    await expect(dialog.getByText('Bio must be at least 50 characters long to provide meaningful information to students.')).toBeVisible();
    await expect(dialog.getByText('9/50 characters')).toBeVisible();
    await dialog.getByLabel('Bio').fill('');
    await dialog.getByLabel('Bio').blur();
    await expect(dialog.getByText(/^Bio is required for mentors\./)).toBeVisible();
    await dialog.getByLabel('Topmate URL').fill('');
    await dialog.getByLabel('Topmate URL').blur();
    await expect(dialog.getByText('Topmate URL is required for booking sessions.')).toBeVisible();
    await dialog.getByLabel('Topmate URL').fill('https://calendly.com/me');
    await dialog.getByLabel('Topmate URL').blur();
    await expect(dialog.getByText('Please enter a valid Topmate URL (e.g., topmate.io/username/)')).toBeVisible();

    await dialog.getByLabel('Bio').fill(MENTOR_BIO);
    await dialog.getByRole('combobox', { name: 'Specialization' }).click();
    await page.getByRole('option', { name: 'Cybersecurity' }).click();
    await dialog.getByLabel('Topmate URL').fill('topmate.io/completed_mentor/');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Profile completed successfully!')).toBeVisible();
    await expect
      .poll(async () => (await adminDb.doc(paths.profile(mentor.uid)).get()).data())
      .toMatchObject({ bio: MENTOR_BIO, specialization: 'Cybersecurity', topmate_url: 'topmate.io/completed_mentor/' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: mentor.displayName })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('deletes the account from Account Settings', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(toast(page, 'Account deleted')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect.poll(async () => (await adminDb.doc(paths.profile(user.uid)).get()).exists).toBe(false);
    await expect(adminAuth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
