import { CALLABLES, type CallableName, type Callables } from '@mentorbridge/model';
import { OfflineError } from './errors';
import { emulatorHosts, getFirebaseApp, useEmulators } from './firebase';

let connected = false;

/** Calls a callable function (the model's contract); fails fast with OfflineError when there is no network. */
export async function callFunction<K extends CallableName>(name: K, data: Callables[K]['req']): Promise<Callables[K]['res']> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  const [{ getFunctions, httpsCallable, connectFunctionsEmulator }, { startAppCheck }] = await Promise.all([
    import('firebase/functions'),
    import('./appCheck'),
  ]);
  startAppCheck();
  const functions = getFunctions(getFirebaseApp());
  if (useEmulators && !connected) {
    const [host, port] = emulatorHosts.functions.split(':');
    connectFunctionsEmulator(functions, host, Number(port));
    connected = true;
  }
  const callable = httpsCallable<Callables[K]['req'], Callables[K]['res']>(functions, CALLABLES[name]);
  const result = await callable(data);
  return result.data;
}
