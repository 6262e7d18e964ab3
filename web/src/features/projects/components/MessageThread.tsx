import { HiddenByBlock, MessageActions, useWithoutBlocked } from '@/features/moderation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { FALLBACK_NAME, LIMITS, paths, personCopy, TEXTS, type Project, type ProjectMessage } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import type { LiveItem } from '@/lib/liveQuery';
import { formatDateTime } from '@/lib/dates';
import { loadRateLimits } from '@/lib/rateLimit';
import { PersonAvatar, useMyProfile, useSession } from '@/session';
import { sendProjectMessage, useProjectMessages } from '../api/messages';
import classes from './MessageThread.module.css';

const authorOf = (item: LiveItem<ProjectMessage>) => item.data.user_id;
const NO_MESSAGES: LiveItem<ProjectMessage>[] = [];

/** Phones: below Mantine's `sm` breakpoint, as the layout's own phone rules (app/layout/Layout.module.css). */
const PHONE = '(max-width: 47.99em)';
/** A device whose main pointer is a finger. */
const TOUCH = '(pointer: coarse)';

/**
 * A project's discussion: messages oldest first, live, and a composer. Sending never waits for the
 * server: the message appears at once marked Pending until the server has it (offline it stays
 * pending, survives a reload and is sent when the connection returns).
 *
 * In a box of `height` that scrolls, or, with `fillScreen` on a phone, in the page itself: the messages scroll with
 * the page (no scroll box inside a scrolling page) and the composer stays pinned to the bottom of the screen; the
 * thread then grows to fill its container (ProjectDiscussionPage makes it as tall as the screen).
 */
export function MessageThread({
  project,
  height,
  onReadError,
  fillScreen = false,
}: {
  project: Project;
  height: number | string;
  /** The thread could not be read (typically access was withdrawn or the project is gone). */
  onReadError?: (error: Error) => void;
  fillScreen?: boolean;
}) {
  const { user } = useSession();
  const me = useMyProfile();
  const messages = useProjectMessages(project.id);
  const [draft, setDraft] = useState('');
  // The abuse limit's message, when a message was not sent (or was refused) because of it.
  const [limit, setLimit] = useState<string | null>(null);
  const uid = user?.uid;
  useEffect(() => {
    if (uid) loadRateLimits(uid);
  }, [uid]);
  const viewport = useRef<HTMLDivElement>(null);
  const thread = useRef<HTMLDivElement>(null);
  // Read at once (this screen is never pre-rendered), so a phone never shows the scroll box first.
  const inPage = useMediaQuery(PHONE, false, { getInitialValueInEffect: false }) && fillScreen;
  // On a touch screen (no mouse or trackpad as the main pointer) Enter makes a new line, as phone keyboards expect,
  // and the button sends: no "Enter sends" hint there.
  const touch = useMediaQuery(TOUCH, false, { getInitialValueInEffect: false });
  // Messages of people the viewer blocked are left out (one muted line says how many); "Show older" still counts them.
  const { shown, hidden } = useWithoutBlocked(messages.status === 'success' ? messages.data : NO_MESSAGES, authorOf);
  const count = messages.status === 'success' ? messages.data.length : 0;
  const newest = messages.status === 'success' ? messages.data.at(-1)?.id : undefined;
  // Set by "Show older": the scroll height before older messages go on top, to keep the reader's place.
  const heightBefore = useRef<number | null>(null);

  useEffect(() => {
    if (messages.status === 'error') onReadError?.(messages.error);
  }, [messages, onReadError]);

  // Keep the newest message in view as messages arrive; after "Show older", stay where the reader was. In the page,
  // the page scrolls: the thread's end (the pinned composer, the newest message above it) at the screen's bottom.
  useEffect(() => {
    if (inPage) {
      const page = document.scrollingElement;
      if (heightBefore.current !== null && page) page.scrollTop += page.scrollHeight - heightBefore.current;
      else thread.current?.scrollIntoView({ block: 'end' });
      heightBefore.current = null;
      return;
    }
    const el = viewport.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [count, newest, inPage]);
  const showOlder = () => {
    heightBefore.current = (inPage ? document.scrollingElement : viewport.current)?.scrollHeight ?? null;
    messages.showOlder?.();
  };

  const send = async () => {
    const text = draft.trim();
    if (!text || !user) return;
    const author =
      me.status === 'ready'
        ? personCopy(me.profile)
        : personCopy({ id: user.uid, display_name: user.displayName ?? FALLBACK_NAME });
    const written = await sendProjectMessage(project.id, author, text);
    // At the limit nothing is sent: the words stay in the composer, which says when sending is possible again.
    if (written.limited !== undefined) {
      setLimit(written.limited);
      return;
    }
    setLimit(null);
    // A refusal is reported by sendProjectMessage itself, naming the message; the words come back to the composer.
    written.saved.catch(async (error: unknown) => {
      console.error('Failed to send message:', error);
      setDraft((current) => (current.trim() ? current : text));
      setLimit(await written.refusal());
    });
    setDraft((current) => (current.trim() === text ? '' : current));
  };

  const tooLong = draft.trim().length > LIMITS.projectMessage;

  const list: ReactNode = (
    <>
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
      <HiddenByBlock count={hidden} />
      {shown.length > 0 && (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} role="log" aria-label={TEXTS.projectThread.messages} aria-live="polite">
          {shown.map(({ id, data: m, pending }) => {
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
                    {/* The header line: who and when, and at its side the "…" menu of the message's actions. */}
                    <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
                      <Group gap={6} wrap="wrap" miw={0}>
                        <Text size="sm" fw={600}>
                          {m.user.display_name}
                        </Text>
                        {m.user_id === project.mentor_id && (
                          <Badge size="xs" variant="light">
                            {TEXTS.roles.mentor}
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
                      {!pending && (
                        <MessageActions
                          kind="project_message"
                          targetPath={`${paths.projectMessages(project.id)}/${id}`}
                          author={{ id: m.user_id, name: m.user.display_name }}
                        />
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
    </>
  );

  return (
    <Stack gap="sm" ref={thread} className={inPage ? classes.fill : undefined}>
      {inPage ? (
        <div className={classes.messages}>{list}</div>
      ) : (
        <ScrollArea h={height} viewportRef={viewport} type="auto" offsetScrollbars>
          {list}
        </ScrollArea>
      )}
      <form
        className={inPage ? classes.composer : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) void send();
        }}
      >
        {limit && (
          <Alert color="yellow" variant="light" mb="xs">
            {limit}
          </Alert>
        )}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            aria-label={TEXTS.projectThread.message}
            placeholder={TEXTS.projectThread.placeholder}
            description={touch ? undefined : TEXTS.projectThread.hint}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            // The hint is one line under the input and the button together: it never wraps under the input alone.
            classNames={{ description: classes.hint }}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (!touch && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                if (!tooLong) void send();
              }
            }}
            error={tooLong ? TEXTS.validation.projectMessageTooLong : undefined}
            autosize
            minRows={1}
            maxRows={5}
            style={{ flex: 1, minWidth: 0 }}
            disabled={messages.status === 'error'}
          />
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} disabled={!draft.trim() || tooLong || messages.status === 'error'}>
            {TEXTS.projectThread.send}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
