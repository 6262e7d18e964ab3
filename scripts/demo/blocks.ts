/**
 * The demo block lists (`blocks/{uid}`): the demo student blocked the suspended student-07, so the account settings'
 * "Blocked people" is not empty and two comments show as hidden. No browser test signs in as the demo student.
 */
import { DEMO_STUDENT_ID } from './people';

/** Who blocked whom: each blocker's list, the newest last. */
export const BLOCKS: Readonly<Record<string, readonly string[]>> = {
  [DEMO_STUDENT_ID]: ['student-07'],
};
