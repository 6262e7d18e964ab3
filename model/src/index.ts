/** @mentorbridge/model: the one data model of MentorBridge (docs/data-model.md). */
export * from './identity';
export * from './enums';
export * from './roles';
export * from './limits';
export * from './paths';
export * from './person';
export {
  defaultsOf,
  fieldNames,
  readCount,
  readFields,
  readText,
  readTextList,
  readTime,
  textFields,
  type FieldDefinition,
  type FieldsOf,
} from './fieldKinds';
export * from './documents';
export type { Enrollment, EnrollmentFields } from './enrollmentFields';
export type { ContactInput, ContactMessage, ContactMessageFields } from './contactMessage';
export * from './builders';
export * from './fields';
export * from './links';
export * from './callables';
export * from './texts';
export * from './admin';
export type { AuditEntry, AuditEntryFields } from './auditEntry';
export * from './stats';
export * from './ratings';
export * from './reviews';
export type { BookingIntentFields } from './bookingIntentFields';
export type { Review, ReviewBasisFields, ReviewFields } from './reviewFields';
export type { VideoRatingFields } from './videoRatingFields';
export * as schemas from './schemas';
export * from './search';
export * from './lists';
export * from './notifications';
export * from './moderation';
export * from './rateLimits';
export type { NotificationSettingsFields } from './notificationSettings';
export type { AppNotification, NotificationFields } from './notificationFields';
export type { Device, DeviceFields } from './deviceFields';
export type { ReportTarget, ReportTargetFields } from './reportTargetFields';
// The suspension banner is in every data page's layout (app/FirestoreLayout.tsx): its definition is shared with them.
export { SUSPENSION_FIELDS, type Suspension, type SuspensionFields } from './suspensionFields';
// The definitions of the documents that only some screens read (requests, contact messages, audit entries, notification
// settings, notifications, devices, booking intents, reviews, video ratings, report targets) are imported
// from '@mentorbridge/model/records' (records.ts), not from here: a module this index imports counts as used by every
// data page, which would put them in the data pages' shared chunk (startup/build/chunks.ts).
