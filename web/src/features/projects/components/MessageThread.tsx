import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { FALLBACK_NAME, LIMITS, personCopy, TEXTS, type Project } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import { formatDateTime } from '@/lib/dates';
import { PersonAvatar, useMyProfile, useSession } from '@/session';
import { sendProjectMessage, useProjectMessages } from '../api/messages';

/**
 * A project's discussion: messages oldest first, live, and a composer. Sending never waits for the
 * server: the message appears at once marked Pending until the server has it (offline it stays
 * pending, survives a reload and is sent when the connection returns).
 */
export function MessageThread({
  project,
  height,
  onReadError,
}: {
  project: Project;
  height: number | string;
  /** The thread could not be read (typically access was withdrawn or the project is gone). */
  onReadError?: (error: Error) => void;
}) {
  const { user } = useSession();
  const me = useMyProfile();
  const messages = useProjectMessages(project.id);
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const count = messages.status === 'success' ? messages.data.length : 0;
  const newest = messages.status === 'success' ? messages.data.at(-1)?.id : undefined;
  // Set by "Show older": the scroll height before older messages go on top, to keep the reader's place.
  const heightBefore = useRef<number | null>(null);

  useEffect(() => {
    if (messages.status === 'error') onReadError?.(messages.error);
  }, [messages, onReadError]);

  // Keep the newest message in view as messages arrive; after "Show older", stay where the reader was.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [count, newest]);
  const showOlder = () => {
    heightBefore.current = viewport.current?.scrollHeight ?? null;
    messages.showOlder?.();
  };

  const send = () => {
    const text = draft.trim();
    if (!text || !user) return;
    const author =
      me.status === 'ready'
        ? personCopy(me.profile)
        : personCopy({ id: user.uid, display_name: user.displayName ?? FALLBACK_NAME });
    // A refusal is reported by sendProjectMessage itself, naming the message.
    sendProjectMessage(project.id, author, text).saved.catch((error: unknown) => console.error('Failed to send message:', error));
    setDraft('');
  };

  const tooLong = draft.trim().length > LIMITS.projectMessage;

  return (
    <Stack gap="sm">
      <ScrollArea h={height} viewportRef={viewport} type="auto" offsetScrollbars>
        {messages.status === 'loading' && (
          <Center h={120}>
            <Loader role="status" aria-label={TEXTS.loading.messages} />
          </Center>
        )}
        {messages.status === 'error' && (
          <Text c="red" ta="center" py="lg">
            {TEXTS.toasts.access.notApprovedForDiscussion}
          </Text>
        )}
        {messages.status === 'success' && count === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {TEXTS.empty.projectMessages}
          </Text>
        )}
        {messages.status === 'success' && messages.hasOlder && (
          <Center py="xs">
            <Button variant="default" size="xs" onClick={showOlder}>
              {TEXTS.lists.showOlder}
            </Button>
          </Center>
        )}
        {messages.status === 'success' && count > 0 && (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} role="log" aria-label="Messages" aria-live="polite">
            {messages.data.map(({ id, data: m, pending }) => {
              const own = m.user_id === user?.uid;
              return (
                <Box component="li" key={id} style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
                  <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flexDirection: own ? 'row-reverse' : 'row' }}>
                    <PersonAvatar id={m.user_id} name={m.user.display_name} src={m.user.avatar_url} size="sm" />
                    <Paper
                      radius="md"
                      px="sm"
                      py={6}
                      bg={own ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
                    >
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={600}>
                          {m.user.display_name}
                        </Text>
                        {m.user_id === project.mentor_id && (
                          <Badge size="xs" variant="light">
                            Mentor
                          </Badge>
                        )}
                        {pending ? (
                          <PendingBadge />
                        ) : (
                          <Text size="xs" c="dimmed">
                            {formatDateTime(m.created_at)}
                          </Text>
                        )}
                      </Group>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {m.message}
                      </Text>
                    </Paper>
                  </Group>
                </Box>
              );
            })}
          </Stack>
        )}
      </ScrollArea>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) send();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            aria-label="Message"
            placeholder="Type your message…"
            description="Enter sends; Shift+Enter adds a new line."
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                if (!tooLong) send();
              }
            }}
            error={tooLong ? TEXTS.validation.projectMessageTooLong : undefined}
            autosize
            minRows={1}
            maxRows={5}
            style={{ flex: 1 }}
            disabled={messages.status === 'error'}
          />
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} disabled={!draft.trim() || tooLong || messages.status === 'error'}>
            Send
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
