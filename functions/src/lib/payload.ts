import { HttpsError } from 'firebase-functions/v2/https';

/** Callables that take no payload accept nothing, null or an empty object, and refuse anything else. */
export function requireNoPayload(data: unknown): void {
  if (data === undefined || data === null) return;
  if (typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0) return;
  throw new HttpsError('invalid-argument', 'This function takes no payload.');
}

// Firebase Auth uids are 1 to 128 characters; a '/' would also make an invalid document path.
const USER_ID = /^[^/\s]{1,128}$/;

/** The `userId` of a `{ userId }` payload, or an `invalid-argument` error saying what is wrong. */
export function requireUserIdPayload(data: unknown): string {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', 'Expected a payload { userId }.');
  }
  const { userId, ...rest } = data as Record<string, unknown>;
  if (Object.keys(rest).length > 0) {
    throw new HttpsError('invalid-argument', `Unexpected field(s): ${Object.keys(rest).join(', ')}.`);
  }
  if (typeof userId !== 'string' || !USER_ID.test(userId)) {
    throw new HttpsError('invalid-argument', 'userId must be a user id (1 to 128 characters, no spaces or slashes).');
  }
  return userId;
}
