import './listStyles';
import { Outlet } from 'react-router-dom';
import { SuspensionBanner } from '@/features/moderation';
import { OfflineNotice } from './OfflineNotice';

/**
 * Wraps every screen that reads data: the offline notice loads with the first such screen, not with the
 * landing page. The list pages render with the landing page's styles and their own few (listStyles.ts); every
 * other data screen is under StyledLayout, which loads the full stylesheet before the screen renders
 * (router.tsx), and so does what a list page opens that needs more (a project's dialog). It loads neither Firestore nor Auth: a screen's
 * own `api/` hooks load Firestore (lib/liveQuery, lib/usePublicList), and the few screens that call Auth
 * themselves take the instance from `getAuthInstance` (lib/auth), so a visitor on a public list downloads
 * no Auth code before the first card (docs/architecture.md, "Start-up of the data pages"). Who is signed in
 * comes from the session layer. reactfire's providers are not mounted here but in SignedInLayout, around the
 * login-required screens only: a visitor's data page loads neither reactfire nor Auth for it.
 */
export function FirestoreLayout() {
  return (
    <>
      <OfflineNotice />
      <SuspensionBanner />
      <Outlet />
    </>
  );
}
