import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

if (!getApps().length) initializeApp();

export const db = getFirestore();
export const adminAuth = getAuth();

export { FIRESTORE_CODES, firestoreCode, readDoc } from './fields';
