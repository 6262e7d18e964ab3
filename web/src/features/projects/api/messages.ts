import { useMemo } from 'react';
import { collection, doc, orderBy, query, serverTimestamp, type Query } from 'firebase/firestore';
import { newProjectMessage, paths, TEXTS, type PersonCopy, type ProjectMessage } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import type { LiveItem, LiveState } from '@/lib/liveQuery';
import { createCounted, type CountedWrite } from '@/lib/rateLimit';
import { useLiveWindow } from '@/lib/useLiveWindow';
import { describeItem, trackWrite } from '@/lib/writeJournal';
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
 * Posts a message in one batch with the author's abuse-limit step (createCounted). `saved` settles only when the
 * server answers, so callers clear the composer at once and show the message as pending from the snapshot instead of
 * awaiting it; at the limit nothing is written (`limited`). A refusal (also one after a reload while offline) is
 * reported to the user naming the message.
 */
export async function sendProjectMessage(projectId: string, user: PersonCopy, message: string): Promise<CountedWrite & { id: string }> {
  const ref = doc(collection(getDb(), paths.projectMessages(projectId)));
  const text = message.trim();
  const written = await createCounted(user.id, 'messages', ref, newProjectMessage(projectId, user, text, serverTimestamp()));
  if (written.limited !== undefined) return { ...written, id: ref.id };
  const item = { path: ref.path, expect: 'exists' as const, title: TEXTS.toasts.projects.messageFailed, label: describeItem('message', text) };
  return { ...written, id: ref.id, saved: trackWrite(written.saved, item, 'always', written.explain) };
}
