import { TEXTS } from '@mentorbridge/model';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from './guards';

const access = TEXTS.toasts.access;

/**
 * Who may open which screens (the roles of docs/data-model.md): the router wraps each group of routes in one of these
 * guards. This module loads with the first screen behind a guard, so the landing page carries none of it.
 */
export const GUARDS = {
  signIn: <RedirectIfSignedIn />,
  signUp: <RedirectIfSignedIn message={access.alreadySignedIn} />,
  signedIn: <RequireAuth />,
  newDiscussion: <RequireAuth message={access.signInToCreateDiscussion} />,
  admin: (
    <RequireRole
      role="admin"
      redirect="/"
      message={access.adminDashboardDenied}
      errorMessage={access.adminCheckFailed}
      loadingLabel={TEXTS.loading.adminCheck}
    />
  ),
  youtubeSetup: (
    <RequireRole role="admin" redirect="/" message={access.youtubeSetupDenied} errorMessage={access.adminCheckFailed} />
  ),
  uploadVideo: (
    <RequireRole role="mentor" redirect="/dashboard" message={access.uploadVideoDenied} errorMessage={access.profileLoadFailed} />
  ),
  createProfile: <RequireRole role="mentor" redirect="/" />,
  // Admins edit any project here; the page itself lets only mentors create one.
  createProject: <RequireRole role={['mentor', 'admin']} redirect="/projects" message={access.createProjectDenied} />,
} as const;

export type Guard = keyof typeof GUARDS;
