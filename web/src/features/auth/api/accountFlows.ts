import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { accountName, isMentor, LIMITS, TEXTS, type ProfileFields, type Role } from '@mentorbridge/model';
import { STORAGE_KEYS } from '@/config';
import { getAuthInstance } from '@/lib/auth';
import { settlesWithin } from '@/lib/writeOutcome';

/**
 * How sign-in and sign-up check for and create profiles. The app passes in the profiles feature's functions,
 * so auth never imports profiles.
 */
export interface AccountProfiles {
  exists(uid: string): Promise<boolean>;
  /** Creates the new user's profile; `saved` settles on the server's answer. */
  create(uid: string, profile: Pick<ProfileFields, 'display_name' | 'avatar_url' | 'role' | 'location'>): { saved: Promise<void> };
}

/** Sign-up's account types; a professional account becomes a mentor. */
export type AccountType = 'student' | 'professional';

export const roleFor = (accountType: AccountType): Role => (accountType === 'professional' ? 'mentor' : 'student');

/** The flows' messages (the model's catalogue), under the names the sign-in and sign-up screens use. */
export const AUTH_MESSAGES = {
  ...TEXTS.auth,
  signedIn: TEXTS.toasts.auth.signedIn,
  accountCreated: TEXTS.toasts.auth.accountCreated,
} as const;

/** A failed step with the message the user should see (and an optional detail line). */
export class AuthFlowError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'AuthFlowError';
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers, for the duration of a sign-up, that it is one and which role was chosen (STORAGE_KEYS in config.ts). */
export function rememberSignUp(accountType: AccountType): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.isSignUp, 'true');
  s?.setItem(STORAGE_KEYS.pendingRole, roleFor(accountType));
  s?.setItem(STORAGE_KEYS.accountType, accountType);
}

/** Clears the sign-up flag, pending role and account type; called on every outcome. */
export function clearSignUpState(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.isSignUp);
  s?.removeItem(STORAGE_KEYS.pendingRole);
  s?.removeItem(STORAGE_KEYS.accountType);
}

const code = (error: unknown): string => {
  const c = (error as { code?: unknown } | null)?.code;
  return typeof c === 'string' ? c : '';
};

/** The user closed the Google window: nothing went wrong, so no error toast. */
export function isPopupDismissed(error: unknown): boolean {
  return ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(code(error));
}

async function hasProfile(profiles: AccountProfiles, uid: string): Promise<boolean> {
  try {
    return await profiles.exists(uid);
  } catch {
    throw new AuthFlowError(AUTH_MESSAGES.checkFailed);
  }
}

/** Signs out quietly (used when a sign-in or sign-up has to be refused). */
async function refuse(message: string): Promise<never> {
  await signOut(getAuthInstance()).catch(() => undefined);
  throw new AuthFlowError(message);
}

/** Longest the profile check may hold up a sign-in; a slower answer is acted on when it arrives. */
const PROFILE_CHECK_WAIT_MS = 3000;

/** Called when a sign-in that went ahead turns out to have no profile (it has been signed out). */
export type LateRefusal = (error: AuthFlowError) => void;

/**
 * Only people with a profile may stay signed in. The check normally answers at once; if Firestore is
 * slow the sign-in goes ahead after PROFILE_CHECK_WAIT_MS and a late "no profile" still signs out.
 */
async function requireProfile(profiles: AccountProfiles, uid: string, onLateRefusal: LateRefusal): Promise<void> {
  const check = hasProfile(profiles, uid).then(
    (exists) => (exists ? undefined : refuse(AUTH_MESSAGES.noAccount)),
    (e: Error) => refuse(e.message),
  );
  const late = (e: unknown) => onLateRefusal(e instanceof AuthFlowError ? e : new AuthFlowError(AUTH_MESSAGES.checkFailed));
  if (!(await settlesWithin(check, PROFILE_CHECK_WAIT_MS))) check.catch(late);
}

/** Signs in with e-mail and password; only people with a profile may stay signed in. */
export async function signInWithEmail(
  email: string,
  password: string,
  onLateRefusal: LateRefusal,
  profiles: AccountProfiles,
): Promise<void> {
  let user: User;
  try {
    user = (await signInWithEmailAndPassword(getAuthInstance(), email.trim(), password)).user;
  } catch (error) {
    const invalid = ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'];
    throw new AuthFlowError(
      AUTH_MESSAGES.signInFailed,
      invalid.includes(code(error)) ? AUTH_MESSAGES.invalidCredentials : undefined,
    );
  }
  await requireProfile(profiles, user.uid, onLateRefusal);
}

/** Opens Google's chooser. Must run straight from a click: browsers only allow popups on a user gesture. */
export function openGooglePopup(): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return signInWithPopup(getAuthInstance(), provider).then((credential) => credential.user);
}

/** After Google sign-in: refuse (and sign out) people who never signed up. */
export function finishGoogleSignIn(user: User, onLateRefusal: LateRefusal, profiles: AccountProfiles): Promise<void> {
  return requireProfile(profiles, user.uid, onLateRefusal);
}

/**
 * A new account: its role, and the profile write's server answer. The profile is usable at once (it is
 * queued locally), so the flow goes on without waiting; a refusal by the server is reported when it comes.
 */
export interface NewAccount {
  role: Role;
  profileSaved: Promise<void>;
}

/** After Google sign-up: refuse existing accounts, otherwise create the profile with the chosen role. */
export async function finishGoogleSignUp(user: User, accountType: AccountType, profiles: AccountProfiles): Promise<NewAccount> {
  if (await hasProfile(profiles, user.uid).catch((e: Error) => refuse(e.message))) await refuse(AUTH_MESSAGES.accountExists);
  const role = roleFor(accountType);
  const profileSaved = profiles.create(user.uid, {
    display_name: accountName(user).slice(0, LIMITS.displayName),
    avatar_url: user.photoURL,
    role,
    location: '',
  }).saved;
  return { role, profileSaved };
}

export interface EmailSignUp {
  fullName: string;
  email: string;
  password: string;
  location: string;
  accountType: AccountType;
}

/**
 * Creates the account and its profile. An e-mail already registered is refused, unless the password
 * opens an account that never got its profile (an interrupted sign-up), which is then completed.
 */
export async function signUpWithEmail(input: EmailSignUp, profiles: AccountProfiles): Promise<NewAccount> {
  const auth = getAuthInstance();
  const email = input.email.trim();
  let user: User;
  try {
    user = (await createUserWithEmailAndPassword(auth, email, input.password)).user;
  } catch (error) {
    if (code(error) !== 'auth/email-already-in-use') {
      throw new AuthFlowError(code(error) === 'auth/weak-password' ? TEXTS.validation.passwordTooShort : AUTH_MESSAGES.signUpFailed);
    }
    try {
      user = (await signInWithEmailAndPassword(auth, email, input.password)).user;
    } catch {
      throw new AuthFlowError(AUTH_MESSAGES.accountExists);
    }
    if (await hasProfile(profiles, user.uid).catch((e: Error) => refuse(e.message))) await refuse(AUTH_MESSAGES.accountExists);
  }
  const fullName = input.fullName.trim();
  const role = roleFor(input.accountType);
  const profileSaved = profiles.create(user.uid, {
    display_name: fullName,
    avatar_url: null,
    role,
    location: input.location.trim(),
  }).saved;
  // The account name (the header's fallback) and the confirmation e-mail are courtesies: sign-up has
  // succeeded whether or not they go through.
  updateProfile(user, { displayName: fullName }).catch(() => undefined);
  sendEmailVerification(user, { url: `${window.location.origin}/auth/callback` }).catch(() => undefined);
  return { role, profileSaved };
}

/** Where a new account goes next: mentors complete their professional profile first. */
export const afterSignUpPath = (role: Role): string => (isMentor({ role }) ? '/create-profile' : '/');
