import type { CDPSession, Page } from '@playwright/test';

/** What the page has received from Firestore so far. */
export interface FirestoreMeter {
  bytes: number;
  documents: number;
  serverMs: number | undefined;
  answerMs: number | undefined;
}
export declare function firestoreMeter(page: Page, firestoreHost: string): Promise<{ cdp: CDPSession; meter: FirestoreMeter }>;
