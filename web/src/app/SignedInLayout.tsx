import { Outlet } from 'react-router-dom';
import { getAuthInstance } from '@/lib/auth';
import { getFirebaseApp } from '@/lib/firebase';
import { getDb } from '@/lib/firestore';
import { FirebaseProviders } from '@/lib/reactfire';

/**
 * Wraps the login-required screens (router.tsx): reactfire's providers with the page's own Firebase app, Auth and
 * Firestore, so their guards check the session with `useSigninCheck` and their single-document and bounded reads
 * go through reactfire (lib/reactfire.tsx). Loaded lazily with the first such screen: reactfire is no part of the
 * landing page or a visitor's data page.
 */
export function SignedInLayout() {
  return (
    <FirebaseProviders app={getFirebaseApp()} auth={getAuthInstance()} db={getDb()}>
      <Outlet />
    </FirebaseProviders>
  );
}
