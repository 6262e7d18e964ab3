import { BLOCK_LIST_FIELDS, moderationPaths } from '@mentorbridge/model';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { readDoc } from './fields';

/** The block list document of `uid` (docs/data-model.md, `blocks`), for a read or a transaction's getAll. */
export const blocksRef = (db: Firestore, uid: string) => db.doc(moderationPaths.blocks(uid));

/** Whether the block list in `snap` holds `uid` (false for no list). */
export function blocks(snap: DocumentSnapshot, uid: string): boolean {
  return readDoc(BLOCK_LIST_FIELDS, snap)?.blocked.includes(uid) ?? false;
}
