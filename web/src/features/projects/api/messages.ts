import { useMemo } from 'react';
import { collection, doc, orderBy, query, serverTimestamp, setDoc, type Query } from 'firebase/firestore';
import { newProjectMessage, paths, type PersonCopy, type ProjectMessage } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import type { LiveItem, LiveState } from '@/lib/liveQuery';
import { useLiveWindow } from '@/lib/useLiveWindow';
import { describeItem, trackWrite } from '@/lib/writeJournal';
import type { LocalWrite } from '@/lib/writeOutcome';
import { messageConverter } from './converters';

/** A project's thread, newest first. Messages still on their way sort first (their time is not set yet). */
export function messagesQuery(projectId: string): Query<ProjectMessage> {
  return query(
    collection(getDb(), paths.projectMessages(projectId)).withConverter(messageConverter),
    orderBy('created_at', 'desc'),
  );
}

/** The thread as the screen shows it: the newest messages, oldest first, and whether older ones exist. */
export type ThreadState = LiveState<LiveItem<ProjectMessage>[]> & { hasOlder?: boolean; showOlder?: () => void };

/** A project's newest 50 messages, live, oldest first ("Show older" for more). */
export function useProjectMessages(projectId: string | null): ThreadState {
  const base = useMemo(() => (projectId ? messagesQuery(projectId) : null), [projectId]);
  const thread = useLiveWindow(base);
  const { state, items, hasOlder, showOlder } = thread;
  return useMemo(
    (): ThreadState => (state.status === 'success' ? { ...state, data: [...items].reverse(), hasOlder, showOlder } : state),
    [state, items, hasOlder, showOlder],
  );
}

/**
 * Posts a message. `saved` settles only when the server answers, so callers clear the composer at once
 * and show the message as pending from the snapshot instead of awaiting it. A refusal (also one after a
 * reload while offline) is reported to the user naming the message.
 */
export function sendProjectMessage(projectId: string, user: PersonCopy, message: string): LocalWrite {
  const ref = doc(collection(getDb(), paths.projectMessages(projectId)));
  const text = message.trim();
  const saved = setDoc(ref, newProjectMessage(projectId, user, text, serverTimestamp()));
  return {
    id: ref.id,
    saved: trackWrite(saved, { path: ref.path, expect: 'exists', title: 'Failed to send message', label: describeItem('message', text) }),
  };
}
