import './fullStyles';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { getAuthInstance } from '@/lib/auth';
import { getFirebaseApp } from '@/lib/firebase';
import { OfflineNotice } from './OfflineNotice';

/**
 * Wraps every screen that reads data: Firestore, Auth and reactfire load with the first such screen, not
 * with the landing page. Screens reach the Auth instance through reactfire's `useAuth` (without Suspense,
 * which is unreliable with React 19). Firestore has no reactfire provider on purpose: features read it
 * through their own `api/` hooks (lib/liveQuery, lib/usePublicList), because reactfire's data hooks keep a
 * module-level cache keyed by path, which would go on serving the instance that sign-out terminates, and
 * have no "nothing to watch" state or pagination. Who is signed in comes from the session layer.
 */
export function FirestoreLayout() {
  return (
    <FirebaseAppProvider firebaseApp={getFirebaseApp()} suspense={false}>
      <AuthProvider sdk={getAuthInstance()}>
        <OfflineNotice />
        <Outlet />
        {/* Back returns to the same place in a list read a page at a time (lib/usePagedList keeps its length). */}
        <ScrollRestoration />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
