/**
 * Stands in, in the build, for the Firebase SDKs that reactfire imports for hooks this app never calls: the
 * Realtime Database, Firestore, Storage and Remote Config (`withoutUnusedSdks` in build/serving.ts, which says why).
 * These names are the ones reactfire imports; a name it starts to import fails the build here.
 */
function absent(): never {
  throw new Error('This Firebase SDK is not part of MentorBridge (web/src/startup/absentSdks.ts)');
}

// firebase/database
export { absent as get, absent as off, absent as onChildAdded, absent as onChildChanged, absent as onChildMoved };
export { absent as onChildRemoved, absent as onValue };
// firebase/firestore
export { absent as onSnapshot, absent as queryEqual };
// firebase/remote-config
export { absent as ensureInitialized, absent as getAll, absent as getBoolean, absent as getNumber, absent as getString };
export { absent as getValue };
// firebase/storage
export { absent as getDownloadURL, absent as ref };
