import { moderationPaths, type BlockListFields } from '@mentorbridge/model';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { fieldsOf } from './fields';

/** The block list document of `uid` (docs/data-model.md, `blocks`), for a read or a transaction's getAll. */
export const blocksRef = (db: Firestore, uid: string) => db.doc(moderationPaths.blocks(uid));

/** Whether the block list in `snap` holds `uid` (false for no list). */
export function blocks(snap: DocumentSnapshot, uid: string): boolean {
  const blocked = fieldsOf<BlockListFields>(snap)?.blocked;
  return Array.isArray(blocked) && blocked.includes(uid);
}
