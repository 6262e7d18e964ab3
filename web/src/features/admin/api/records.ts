import {
  collection,
  orderBy,
  query,
  type DocumentData,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import type { Profile } from '../../../lib/models';
import { profileConverter } from '../../profiles';

/** What the admin lists show of each collection, read defensively (old or partial documents never crash). */
export interface AdminProject {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  mentorName: string;
  createdAt: Date | null;
}

export interface AdminVideo {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  mentorName: string;
  createdAt: Date | null;
}

export interface AdminDiscussion {
  id: string;
  title: string;
  content: string;
  /** The admin list's label for a missing category is General (spec section 3). */
  category: string;
  authorName: string;
  likes: number;
  comments: number;
  createdAt: Date | null;
}

export interface AdminMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date | null;
}

export type AdminUser = Profile;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);
const date = (value: unknown): Date | null =>
  value && typeof value === 'object' && 'toDate' in value ? (value as { toDate: () => Date }).toDate() : null;
const personName = (value: unknown, fallback: string): string =>
  value && typeof value === 'object' ? text((value as { display_name?: unknown }).display_name, fallback) || fallback : fallback;

function reader<T>(read: (id: string, d: DocumentData) => T): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error('Admin lists are read-only; write through the mutations.');
    },
    fromFirestore: (snap: QueryDocumentSnapshot) => read(snap.id, snap.data({ serverTimestamps: 'estimate' })),
  };
}

const projectReader = reader<AdminProject>((id, d) => ({
  id,
  title: text(d.title, 'Untitled project'),
  description: text(d.description),
  category: text(d.category),
  difficulty: text(d.difficulty),
  mentorName: personName(d.mentor, 'Unknown mentor'),
  createdAt: date(d.created_at),
}));

const videoReader = reader<AdminVideo>((id, d) => ({
  id,
  title: text(d.title, 'Untitled video'),
  description: text(d.description),
  videoUrl: text(d.video_url),
  mentorName: personName(d.mentor, 'Unknown mentor'),
  createdAt: date(d.created_at),
}));

const discussionReader = reader<AdminDiscussion>((id, d) => ({
  id,
  title: text(d.title, 'Untitled discussion'),
  content: text(d.content),
  category: text(d.category) || 'General',
  authorName: personName(d.author, 'Unknown author'),
  likes: count(d.likes_count),
  comments: count(d.comments_count),
  createdAt: date(d.created_at),
}));

const messageReader = reader<AdminMessage>((id, d) => ({
  id,
  name: text(d.name),
  email: text(d.email),
  subject: text(d.subject),
  message: text(d.message),
  createdAt: date(d.created_at),
}));

const newestFirst = <T>(path: string, converter: FirestoreDataConverter<T>): Query<T> =>
  query(collection(getDb(), path).withConverter(converter), orderBy('created_at', 'desc'));

/** The base queries of the admin tabs, newest first (pagination adds the cursor and limit). */
export const adminQueries = {
  users: (): Query<AdminUser> => newestFirst('profiles', profileConverter),
  projects: (): Query<AdminProject> => newestFirst('projects', projectReader),
  videos: (): Query<AdminVideo> => newestFirst('videos', videoReader),
  discussions: (): Query<AdminDiscussion> => newestFirst('community_discussions', discussionReader),
  messages: (): Query<AdminMessage> => newestFirst('contact_messages', messageReader),
};
