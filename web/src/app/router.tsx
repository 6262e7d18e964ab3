import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/marketing/components/HomePage';
import type { DataPage } from '@/lib/dataPage';
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

/** A group of routes behind one of the guards of `access.tsx` (loaded with the first screen behind it). */
function guarded(guard: Guard, children: RouteObject[]): RouteObject {
  return { lazy: () => import('./access').then(({ GUARDS }) => ({ element: GUARDS[guard] })), children };
}

/** Sign-in and sign-up check for and create profiles through the profiles feature: the app composes the two. */
const withAccountProfiles = () => import('./accountProfiles').then((m) => m.accountProfiles);

const notFound = { lazy: () => import('@/components/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) };

/** Login-required screens (the guard sends signed-out users to /sign-in); some also need a role. */
const authenticated: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('./routes/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })) },
  { path: 'profile', lazy: () => import('./routes/ProfileRoute').then((m) => ({ Component: m.ProfileRoute })) },
  { path: 'notifications', lazy: () => import('@/features/notifications/components/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })) },
  { path: 'project-discussions/:projectId', lazy: () => import('@/features/projects/components/ProjectDiscussionPage').then((m) => ({ Component: m.ProjectDiscussionPage })) },
  guarded('createProfile', [
    { path: 'create-profile', lazy: () => import('@/features/profiles/components/CreateProfilePage').then((m) => ({ Component: m.CreateProfilePage })) },
  ]),
  guarded('createProject', [
    { path: 'create-project/*', lazy: () => import('@/features/projects/components/CreateProjectPage').then((m) => ({ Component: m.CreateProjectPage })) },
  ]),
  guarded('uploadVideo', [
    { path: 'upload-video', lazy: () => import('@/features/videos/components/UploadVideoPage').then((m) => ({ Component: m.UploadVideoPage })) },
  ]),
  guarded('youtubeSetup', [
    { path: 'youtube-setup', lazy: () => import('@/features/videos/components/YoutubeSetupPage').then((m) => ({ Component: m.YoutubeSetupPage })) },
  ]),
  guarded('admin', [
    { path: 'admin', lazy: () => import('@/features/admin/components/AdminPage').then((m) => ({ Component: m.AdminPage })) },
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
  const lazy = () => page.view().then(({ Screen }) => ({ Component: Screen }));
  return [page.route, ...(page.item ? [`${page.route}/${page.item}`] : [])].map((path) => ({ path, lazy }));
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
    { path: 'contact', lazy: () => import('@/features/contact/components/ContactPage').then((m) => ({ Component: m.ContactPage })) },
    { path: 'community/discussion/:id', lazy: () => import('@/features/community/components/DiscussionPage').then((m) => ({ Component: m.DiscussionPage })) },
    { path: 'discussion/:id', lazy: () => import('@/features/community/components/DiscussionPage').then((m) => ({ Component: m.DiscussionPage })) },
    { path: 'discussions/:id', lazy: () => import('@/features/community/components/DiscussionPage').then((m) => ({ Component: m.DiscussionPage })) },
    { path: 'forgot-password', lazy: () => import('@/features/auth/components/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
    { path: 'reset-password', lazy: () => import('@/features/auth/components/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
    { path: 'auth/callback', lazy: () => import('@/features/auth/components/AuthCallbackPage').then((m) => ({ Component: m.AuthCallbackPage })) },
    { path: 'set-admin', lazy: () => import('@/features/admin/components/SetAdminPage').then((m) => ({ Component: m.SetAdminPage })) },
    // A mentor's page is public (a shared link opens for anyone); a student's asks a visitor to sign in.
    { path: 'profile/:id', lazy: () => import('./routes/ProfileRoute').then((m) => ({ Component: m.PublicProfileRoute })) },
    guarded('signIn', [
      {
        path: 'sign-in',
        lazy: () =>
          Promise.all([import('@/features/auth/components/SignInPage'), withAccountProfiles()]).then(([{ SignInPage }, profiles]) => ({
            element: <SignInPage profiles={profiles} />,
          })),
      },
    ]),
    guarded('signUp', [
      {
        path: 'sign-up',
        lazy: () =>
          Promise.all([import('@/features/auth/components/SignUpPage'), withAccountProfiles()]).then(([{ SignUpPage }, profiles]) => ({
            element: <SignUpPage profiles={profiles} />,
          })),
      },
    ]),
    signedIn([
      guarded('newDiscussion', [
        { path: 'community/new', lazy: () => import('@/features/community/components/NewDiscussionPage').then((m) => ({ Component: m.NewDiscussionPage })) },
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
      { index: true, element: <HomePage numbers={<PlatformNumbers />} featured={<FeaturedMentors />} /> },
      { lazy: () => import('./FirestoreLayout').then((m) => ({ Component: m.FirestoreLayout })), children: dataScreens },
      styled([
        { path: 'about', lazy: () => import('@/features/marketing/components/AboutPage').then((m) => ({ Component: m.AboutPage })) },
        { path: 'privacy-policy', lazy: () => import('@/features/marketing/components/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })) },
        { path: 'terms-of-service', lazy: () => import('@/features/marketing/components/TermsOfServicePage').then((m) => ({ Component: m.TermsOfServicePage })) },
        { path: 'not-found', ...notFound },
        { path: '*', ...notFound },
      ]),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
