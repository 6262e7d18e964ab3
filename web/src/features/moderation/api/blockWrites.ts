import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { blockListWithout, moderationPaths, newBlockList } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';

/**
 * Adds `person` at the end of `uid`'s block list (`current`, as the screen holds it live). The rules take one
 * person appended to the stored list, so a list changed meanwhile in another tab is refused, not overwritten.
 */
export function blockPerson(uid: string, current: readonly string[], person: string): Promise<void> {
  return setDoc(doc(getDb(), moderationPaths.blocks(uid)), newBlockList(current, serverTimestamp(), person));
}

/** Takes `person` out of `uid`'s block list. */
export function unblockPerson(uid: string, current: readonly string[], person: string): Promise<void> {
  return setDoc(doc(getDb(), moderationPaths.blocks(uid)), blockListWithout(current, person, serverTimestamp()));
}
