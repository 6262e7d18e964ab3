import { doc, type FirestoreDataConverter, type Unsubscribe } from 'firebase/firestore';
import { getDb } from './firestore';
import { watchRef, type LiveState } from './liveQuery';

/**
 * Watches one document by path: the SDK half of useLiveDocAt (lib/liveDocAt.ts), imported only when a document is
 * watched, so screens that watch nothing for a visitor (the signed-in user's own profile) do not load the SDK.
 */
export function watchDoc<T>(
  path: string,
  converter: FirestoreDataConverter<T>,
  report: (state: LiveState<(T & { id: string }) | null>) => void,
): Unsubscribe {
  return watchRef(doc(getDb(), path).withConverter(converter), report);
}
