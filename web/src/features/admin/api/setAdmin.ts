import { collection, getCountFromServer } from 'firebase/firestore';
import { CALLABLES, COLLECTIONS, LIMITS } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { callFunction } from '@/lib/functions';

/** True while self-promotion is open: there are at most LIMITS.setAdminMaxProfiles profiles. */
export async function isInitialSetup(): Promise<boolean> {
  const snapshot = await getCountFromServer(collection(getDb(), COLLECTIONS.profiles));
  return snapshot.data().count <= LIMITS.setAdminMaxProfiles;
}

/** Makes the signed-in user admin; the setAdmin function checks the limit again in a transaction. */
export async function becomeAdmin(): Promise<void> {
  await callFunction(CALLABLES.setAdmin, undefined);
}
