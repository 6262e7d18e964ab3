import './fullStyles';
import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { getAuthInstance } from '../lib/auth';
import { getFirebaseApp } from '../lib/firebase';
import { getDb } from '../lib/firestore';
import { OfflineNotice } from './OfflineNotice';

/**
 * Wraps every screen that reads data: Firestore and reactfire load with the first such screen,
 * not with the landing page. reactfire runs without Suspense (its Suspense mode is unreliable
 * with React 19), so hooks report `status` and screens branch on it.
 */
export function FirestoreLayout() {
  return (
    <FirebaseAppProvider firebaseApp={getFirebaseApp()} suspense={false}>
      <AuthProvider sdk={getAuthInstance()}>
        <FirestoreProvider sdk={getDb()}>
          <OfflineNotice />
          <Outlet />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
