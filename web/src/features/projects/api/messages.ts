import { collection, doc, orderBy, query, serverTimestamp, setDoc, type Query } from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import { useLiveQuery } from '../../../lib/liveQuery';
import type { PersonCopy } from '../../../lib/models';
import { describeItem, trackWrite } from '../../../lib/writeJournal';
import { messageConverter } from './converters';
import type { ProjectMessage } from './models';

/** A project's thread, oldest first. Messages still on their way sort last (their time is not set yet). */
export function messagesQuery(projectId: string): Query<ProjectMessage> {
  return query(
    collection(getDb(), 'projects', projectId, 'messages').withConverter(messageConverter),
    orderBy('created_at', 'asc'),
  );
}

export const useProjectMessages = (projectId: string | null) =>
  useLiveQuery(projectId ? messagesQuery(projectId) : null);

/**
 * Posts a message. The promise settles only when the server answers, so callers clear the
 * composer at once and show the message as pending from the snapshot instead of awaiting it.
 * A refusal (also one after a reload while offline) is reported to the user naming the message.
 */
export function sendProjectMessage(projectId: string, user: PersonCopy, message: string): Promise<unknown> {
  const ref = doc(collection(getDb(), 'projects', projectId, 'messages'));
  const text = message.trim();
  const saved = setDoc(ref, { project_id: projectId, user_id: user.id, user, message: text, created_at: serverTimestamp() });
  return trackWrite(saved, {
    path: ref.path,
    expect: 'exists',
    title: 'Failed to send message',
    label: describeItem('message', text),
  });
}
