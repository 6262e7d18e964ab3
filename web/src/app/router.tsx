import type { ComponentType } from 'react';
import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { HomePage } from '@/features/marketing/components/HomePage';
import type { DataPage } from '@/lib/dataPage';
import { PageTitle } from '@/lib/usePageMeta';
import { lateAuthOn } from '@/session/session';
import { DATA_PAGES } from './dataPages';
import type { Guard } from './access';
import { ErrorScreen } from './ErrorBoundary';
import { Layout } from './layout/Layout';
import { FeaturedMentors, PlatformNumbers } from './home/PlatformShowcase';

function RouteError() {
  const error = useRouteError();
  const err = error instanceof Error ? error : new Error(String((error as { statusText?: string })?.statusText ?? error));
  return <ErrorScreen error={err} onRetry={() => window.location.reload()} />;
}

const TITLES = TEXTS.pageTitles;

/**
 * A lazily loaded screen with its route's document title (TEXTS.pageTitles) beside it: a screen that names its item
 * (a discussion, a project, a mentor) shows its own title instead with usePageMeta, once it knows it.
 */
function screen(page: string, load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  const title = TITLES.title(page);
  return {
    lazy: () =>
      load().then((Screen) => ({
        element: (
          <>
            <PageTitle title={title} />
            <Screen />
          </>
        ),
      })),
  };
}

/** A group of routes behind one of the guards of `access.tsx` (loaded with the first screen behind it). */
function guarded(guard: Guard, children: RouteObject[]): RouteObject {
  return { lazy: () => import('./access').then(({ GUARDS }) => ({ element: GUARDS[guard] })), children };
}

/** Sign-in and sign-up check for and create profiles through the profiles feature: the app composes the two. */
const withAccountProfiles = () => import('./accountProfiles').then((m) => m.accountProfiles);

const notFound = screen(TITLES.notFound, () => import('@/components/NotFoundPage').then((m) => m.NotFoundPage));

/** Login-required screens (the guard sends signed-out users to /sign-in); some also need a role. */
const authenticated: RouteObject[] = [
  { path: 'dashboard', ...screen(TITLES.dashboard, () => import('./routes/dashboard/DashboardPage').then((m) => m.DashboardPage)) },
  { path: 'profile', ...screen(TITLES.ownProfile, () => import('./routes/ProfileRoute').then((m) => m.ProfileRoute)) },
  { path: 'notifications', ...screen(TITLES.notifications, () => import('@/features/notifications/components/NotificationsPage').then((m) => m.NotificationsPage)) },
  { path: 'project-discussions/:projectId', ...screen(TITLES.projectDiscussion, () => import('@/features/projects/components/ProjectDiscussionPage').then((m) => m.ProjectDiscussionPage)) },
  guarded('createProfile', [
    { path: 'create-profile', ...screen(TITLES.createProfile, () => import('@/features/profiles/components/CreateProfilePage').then((m) => m.CreateProfilePage)) },
  ]),
  guarded('createProject', [
    { path: 'create-project/*', ...screen(TITLES.createProject, () => import('@/features/projects/components/CreateProjectPage').then((m) => m.CreateProjectPage)) },
  ]),
  guarded('uploadVideo', [
    { path: 'upload-video', ...screen(TITLES.uploadVideo, () => import('@/features/videos/components/UploadVideoPage').then((m) => m.UploadVideoPage)) },
  ]),
  guarded('youtubeSetup', [
    { path: 'youtube-setup', ...screen(TITLES.youtubeSetup, () => import('@/features/videos/components/YoutubeSetupPage').then((m) => m.YoutubeSetupPage)) },
  ]),
  guarded('admin', [
    { path: 'admin', ...screen(TITLES.admin, () => import('@/features/admin/components/AdminPage').then((m) => m.AdminPage)) },
  ]),
];

/** Login-required routes under the layout that mounts reactfire's providers (SignedInLayout), loaded with the first of them. */
function signedIn(children: RouteObject[]): RouteObject {
  return { lazy: () => import('./SignedInLayout').then((m) => ({ Component: m.SignedInLayout })), children };
}

/** Routes under a layout that loads the full stylesheet before they render (StyledLayout). */
function styled(children: RouteObject[]): RouteObject {
  return { lazy: () => import('./StyledLayout').then((m) => ({ Component: m.StyledLayout })), children };
}

/** A data page's routes (its page.ts names them): the list, and an item's address if it opens over the list. */
function routesOf(page: DataPage): RouteObject[] {
  const view = screen(TITLES.lists[page.list], () => page.view().then(({ Screen }) => Screen));
  return [page.route, ...(page.item ? [`${page.route}/${page.item}`] : [])].map((path) => ({ path, ...view }));
}

// A visitor starts signed out on the data pages, as on the landing page: Auth loads when they act.
lateAuthOn(DATA_PAGES.map((page) => `/${page.route}`));

/**
 * Screens that read or write Firestore; they share one lazily loaded data layer. The four list pages render
 * before the full stylesheet (FirestoreLayout loads it after them); the others wait for it.
 */
const dataScreens: RouteObject[] = [
  ...DATA_PAGES.flatMap(routesOf),
  styled([
    { path: 'contact', ...screen(TITLES.contact, () => import('@/features/contact/components/ContactPage').then((m) => m.ContactPage)) },
    { path: 'community/discussion/:id', ...screen(TITLES.discussion, () => import('@/features/community/components/DiscussionPage').then((m) => m.DiscussionPage)) },
    { path: 'discussion/:id', ...screen(TITLES.discussion, () => import('@/features/community/components/DiscussionPage').then((m) => m.DiscussionPage)) },
    { path: 'discussions/:id', ...screen(TITLES.discussion, () => import('@/features/community/components/DiscussionPage').then((m) => m.DiscussionPage)) },
    { path: 'forgot-password', ...screen(TITLES.forgotPassword, () => import('@/features/auth/components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)) },
    { path: 'reset-password', ...screen(TITLES.resetPassword, () => import('@/features/auth/components/ResetPasswordPage').then((m) => m.ResetPasswordPage)) },
    { path: 'auth/callback', ...screen(TITLES.authCallback, () => import('@/features/auth/components/AuthCallbackPage').then((m) => m.AuthCallbackPage)) },
    { path: 'set-admin', ...screen(TITLES.setAdmin, () => import('@/features/admin/components/SetAdminPage').then((m) => m.SetAdminPage)) },
    // A mentor's page is public (a shared link opens for anyone); a student's asks a visitor to sign in.
    { path: 'profile/:id', ...screen(TITLES.profile, () => import('./routes/ProfileRoute').then((m) => m.PublicProfileRoute)) },
    guarded('signIn', [
      {
        path: 'sign-in',
        lazy: () =>
          Promise.all([import('@/features/auth/components/SignInPage'), withAccountProfiles()]).then(([{ SignInPage }, profiles]) => ({
            element: (
              <>
                <PageTitle title={TITLES.title(TITLES.signIn)} />
                <SignInPage profiles={profiles} />
              </>
            ),
          })),
      },
    ]),
    guarded('signUp', [
      {
        path: 'sign-up',
        lazy: () =>
          Promise.all([import('@/features/auth/components/SignUpPage'), withAccountProfiles()]).then(([{ SignUpPage }, profiles]) => ({
            element: (
              <>
                <PageTitle title={TITLES.title(TITLES.signUp)} />
                <SignUpPage profiles={profiles} />
              </>
            ),
          })),
      },
    ]),
    signedIn([
      guarded('newDiscussion', [
        { path: 'community/new', ...screen(TITLES.newDiscussion, () => import('@/features/community/components/NewDiscussionPage').then((m) => m.NewDiscussionPage)) },
      ]),
      guarded('signedIn', authenticated),
    ]),
  ]),
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // A deep link's first screen is lazy: the page stays as the empty shell until its code arrives.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        element: (
          <>
            <PageTitle title={TITLES.home} />
            <HomePage numbers={<PlatformNumbers />} featured={<FeaturedMentors />} />
          </>
        ),
      },
      { lazy: () => import('./FirestoreLayout').then((m) => ({ Component: m.FirestoreLayout })), children: dataScreens },
      styled([
        { path: 'about', ...screen(TITLES.about, () => import('@/features/marketing/components/AboutPage').then((m) => m.AboutPage)) },
        { path: 'privacy-policy', ...screen(TITLES.privacy, () => import('@/features/marketing/components/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)) },
        { path: 'terms-of-service', ...screen(TITLES.terms, () => import('@/features/marketing/components/TermsOfServicePage').then((m) => m.TermsOfServicePage)) },
        { path: 'not-found', ...notFound },
        { path: '*', ...notFound },
      ]),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
