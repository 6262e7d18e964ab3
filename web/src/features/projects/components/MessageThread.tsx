import { useEffect, useRef, useState } from 'react';
import { Avatar, Badge, Box, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { personCopy } from '../../../lib/models';
import { avatarInitial, useSession } from '../../auth';
import { useMyProfile } from '../../profiles';
import { sendProjectMessage, useProjectMessages } from '../api/messages';
import { PROJECT_LIMITS, type Project } from '../api/models';
import { formatDateTime } from './parts';

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

  useEffect(() => {
    if (messages.status === 'error') onReadError?.(messages.error);
  }, [messages, onReadError]);

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const send = () => {
    const text = draft.trim();
    if (!text || !user) return;
    const author =
      me.status === 'ready'
        ? personCopy(me.profile)
        : { id: user.uid, display_name: user.displayName ?? 'User', avatar_url: null };
    // A refusal is reported by sendProjectMessage itself, naming the message.
    sendProjectMessage(project.id, author, text).catch((error: unknown) => console.error('Failed to send message:', error));
    setDraft('');
  };

  const tooLong = draft.trim().length > PROJECT_LIMITS.message;

  return (
    <Stack gap="sm">
      <ScrollArea h={height} viewportRef={viewport} type="auto" offsetScrollbars>
        {messages.status === 'loading' && (
          <Center h={120}>
            <Loader aria-label="Loading messages" />
          </Center>
        )}
        {messages.status === 'error' && (
          <Text c="red" ta="center" py="lg">
            You need to be enrolled and approved to participate in discussions
          </Text>
        )}
        {messages.status === 'success' && count === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            No messages yet. Start the conversation!
          </Text>
        )}
        {messages.status === 'success' && count > 0 && (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} role="log" aria-label="Messages" aria-live="polite">
            {messages.data.map(({ id, data: m, pending }) => {
              const own = m.user_id === user?.uid;
              return (
                <Box component="li" key={id} style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
                  <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flexDirection: own ? 'row-reverse' : 'row' }}>
                    <Avatar src={m.user.avatar_url} radius="xl" size="sm" alt="">
                      {avatarInitial(m.user.display_name)}
                    </Avatar>
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
                          <Badge size="xs" color="gray" variant="outline">
                            Pending
                          </Badge>
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
            error={tooLong ? `Messages can be at most ${PROJECT_LIMITS.message} characters` : undefined}
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
