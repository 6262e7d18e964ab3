import { collection, orderBy, query, type FirestoreDataConverter, type Query } from 'firebase/firestore';
import { COLLECTIONS, type ReportTarget, type AuditEntry, type ContactMessage, type Discussion, type Profile, type Project, type VideoDoc } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { profileConverter } from '@/session';
import { auditReader, discussionReader, messageReader, projectReader, reportTargetReader, videoReader } from './converters';

const newestFirst = <T>(path: string, converter: FirestoreDataConverter<T>): Query<T> =>
  query(collection(getDb(), path).withConverter(converter), orderBy('created_at', 'desc'));

/** The base queries of the admin tabs, newest first (pagination adds the cursor and limit). */
export const adminQueries = {
  users: (): Query<Profile> => newestFirst(COLLECTIONS.profiles, profileConverter),
  projects: (): Query<Project> => newestFirst(COLLECTIONS.projects, projectReader),
  videos: (): Query<VideoDoc> => newestFirst(COLLECTIONS.videos, videoReader),
  discussions: (): Query<Discussion> => newestFirst(COLLECTIONS.discussions, discussionReader),
  messages: (): Query<ContactMessage> => newestFirst(COLLECTIONS.contactMessages, messageReader),
  audit: (): Query<AuditEntry> => newestFirst(COLLECTIONS.audit, auditReader),
  /** Reported targets, the latest report first. */
  reports: (): Query<ReportTarget> =>
    query(collection(getDb(), COLLECTIONS.reportTargets).withConverter(reportTargetReader), orderBy('last_reported_at', 'desc')),
};
