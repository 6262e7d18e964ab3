/**
 * `@mentorbridge/model/records`: the field definitions of the documents that only some screens and the functions
 * read (a request, a contact message, an audit entry, a user's notification settings, notifications and devices, a
 * booking intent, a review, a video rating, a reported target). Apart from the index, so that the data
 * pages' start-up never carries them (index.ts); their types are exported by the index too.
 */
export { AUDIT_ENTRY_FIELDS } from './auditEntry';
export { BOOKING_INTENT_FIELDS } from './bookingIntentFields';
export { CONTACT_MESSAGE_FIELDS } from './contactMessage';
export { DEVICE_FIELDS } from './deviceFields';
export { ENROLLMENT_FIELDS } from './enrollmentFields';
export { NOTIFICATION_FIELDS, readNotification } from './notificationFields';
export { NOTIFICATION_SETTINGS_FIELDS } from './notificationSettings';
export { REPORT_TARGET_FIELDS } from './reportTargetFields';
export { REVIEW_BASIS_FIELDS, REVIEW_FIELDS } from './reviewFields';
export { VIDEO_RATING_FIELDS } from './videoRatingFields';
