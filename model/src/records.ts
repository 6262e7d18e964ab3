/**
 * `@mentorbridge/model/records`: the field definitions of the documents that only some screens and the functions
 * read (a request, a contact message, an audit entry, a user's notification settings). Apart from the index, so that
 * the data pages' start-up never carries them (index.ts); their types are exported by the index too.
 */
export { AUDIT_ENTRY_FIELDS } from './auditEntry';
export { CONTACT_MESSAGE_FIELDS } from './contactMessage';
export { ENROLLMENT_FIELDS } from './enrollmentFields';
export { NOTIFICATION_SETTINGS_FIELDS } from './notificationSettings';
