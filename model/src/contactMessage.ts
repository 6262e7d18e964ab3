/**
 * `contact_messages/{id}`, defined field by field (fieldKinds.ts). A module of its own: only the contact form's
 * builder (types) and the admins' messages tab read it.
 */
import type { WithId } from './documents';
import { plainText, text, textOrNull, time, type FieldsOf } from './fieldKinds';

/** `contact_messages/{id}`, field by field (model/src/fieldKinds.ts): anyone writes, admins read. */
export const CONTACT_MESSAGE_FIELDS = {
  name: text(),
  email: plainText(),
  subject: text(),
  message: text(),
  /** The sender's uid when they were signed in, else null. */
  user_id: textOrNull(),
  created_at: time(),
};
export type ContactMessageFields = FieldsOf<typeof CONTACT_MESSAGE_FIELDS>;
export type ContactMessage = WithId<ContactMessageFields>;

/** What the contact form sends. */
export type ContactInput = Pick<ContactMessageFields, 'name' | 'email' | 'subject' | 'message'>;
