import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { LIMITS, personCopy, TEXTS, type Comment, type Profile } from '@mentorbridge/model';
import { ConfirmDelete } from '@/components/ConfirmDialog';
import { PendingBadge } from '@/components/PendingBadge';
import { toast } from '@/components/toast';
import type { LiveItem } from '@/lib/liveQuery';
import { loadRateLimits } from '@/lib/rateLimit';
import { rememberRedirect } from '@/lib/storage';
import { describeItem, trackWrite } from '@/lib/writeJournal';
import { deleteComment, paths, postComment } from '../api/community';
import classes from './community.module.css';
import { BlockButton, HiddenByBlock, ReportButton, useWithoutBlocked } from '@/features/moderation';
import { LikeButton } from './LikeButton';
import { PersonLine } from './PersonLine';
import { SkeletonGrid } from '@/components/SkeletonGrid';

interface Viewer {
  uid: string | null;
  profile: Profile | null;
  profileMissing: boolean;
  isAdmin: boolean;
}

/** The comment box for signed-in users; visitors get a "Sign In to Comment" prompt instead. */
export function CommentForm({ discussionId, viewer }: { discussionId: string; viewer: Viewer }) {
  const location = useLocation();
  const [text, setText] = useState('');
  // The abuse limit's message, when a post was not made (or refused) because of it.
  const [limit, setLimit] = useState<string | null>(null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > LIMITS.comment;
  const uid = viewer.uid;

  useEffect(() => {
    if (uid) loadRateLimits(uid);
  }, [uid]);

  if (!viewer.uid) {
    return (
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{TEXTS.comments.signInPrompt}</Text>
          <Button
            component={Link}
            to="/sign-in"
            variant="light"
            onClick={() => rememberRedirect(location.pathname + location.search)}
          >
            {TEXTS.comments.signIn}
          </Button>
        </Group>
      </Paper>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!viewer.uid) {
      toast.error(TEXTS.toasts.community.signInToComment);
      return;
    }
    if (!viewer.profile) {
      toast.error(TEXTS.toasts.community.profileNotFound);
      return;
    }
    if (!trimmed || tooLong) return;
    const sent = trimmed;
    const written = await postComment(discussionId, personCopy(viewer.profile), sent);
    // At the limit nothing is written: the words stay in the box, and the box says when commenting is possible again.
    if (written.limited !== undefined) {
      setLimit(written.limited);
      return;
    }
    setLimit(null);
    // Queued offline; if the server refuses it (even after a reload), the user is told which comment.
    trackWrite(
      written.saved,
      {
        path: paths.comment(discussionId, written.id),
        expect: 'exists',
        title: TEXTS.toasts.community.commentFailed,
        label: describeItem('comment', sent),
      },
      'always',
      written.explain,
    ).catch(async (error: unknown) => {
      console.error('Failed to add comment:', error);
      // Give the words back rather than lose them, unless something new was typed meanwhile.
      setText((current) => (current.trim() ? current : sent));
      setLimit(await written.refusal());
    });
    setText((current) => (current.trim() === sent ? '' : current));
    toast.success(TEXTS.toasts.community.commentAdded);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={TEXTS.comments.label}
          placeholder={TEXTS.comments.placeholder}
          autosize
          minRows={3}
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
          }}
          error={tooLong ? TEXTS.validation.commentTooLong : undefined}
          description={`${trimmed.length}/${LIMITS.comment}`}
          disabled={viewer.profileMissing}
        />
        {limit && (
          <Alert color="yellow" variant="light">
            {limit}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!trimmed || tooLong || !viewer.profile}>
            {TEXTS.comments.post}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CommentItem({ discussionId, item, viewer }: { discussionId: string; item: LiveItem<Comment>; viewer: Viewer }) {
  const [confirming, setConfirming] = useState(false);
  const comment = item.data;
  const canDelete = !!viewer.uid && (viewer.uid === comment.user_id || viewer.isAdmin);

  const remove = () => {
    setConfirming(false);
    if (!viewer.uid) return;
    deleteComment(discussionId, { id: item.id, user_id: comment.user_id }, viewer.uid).catch((error: unknown) => {
      console.error('Failed to delete comment:', error);
      toast.error(TEXTS.toasts.community.commentDeleteFailed);
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" miw={0}>
            <PersonLine person={comment.user} date={comment.created_at} size="sm" />
            {item.pending && <PendingBadge label={TEXTS.pending.sending} />}
          </Group>
          {canDelete && (
            <Tooltip label={TEXTS.comments.delete}>
              <ActionIcon variant="subtle" color="red" aria-label={TEXTS.comments.delete} onClick={() => setConfirming(true)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Text size="sm" className={classes.content}>
          {comment.content}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <LikeButton
            what="comment"
            size="xs"
            uid={viewer.uid}
            path={viewer.uid ? paths.commentLike(discussionId, item.id, viewer.uid) : null}
            serverCount={comment.likes_count}
          />
          {!item.pending && (
            <Group gap={4} wrap="wrap">
              <ReportButton
                kind="comment"
                targetPath={`${paths.comments(discussionId)}/${item.id}`}
                authorId={comment.user_id}
                what={TEXTS.people.by(comment.user.display_name)}
              />
              <BlockButton personId={comment.user_id} name={comment.user.display_name} />
            </Group>
          )}
        </Group>
      </Stack>
      <ConfirmDelete texts={TEXTS.confirm.deleteComment} opened={confirming} onConfirm={remove} onCancel={() => setConfirming(false)} />
    </Paper>
  );
}

const authorOf = (item: LiveItem<Comment>) => item.data.user_id;
const NO_COMMENTS: LiveItem<Comment>[] = [];

/** Comments, newest first, each with its own like button; those of people the viewer blocked are left out. */
export function CommentList({
  discussionId,
  comments,
  viewer,
}: {
  discussionId: string;
  comments: LiveItem<Comment>[] | undefined;
  viewer: Viewer;
}) {
  const { shown, hidden } = useWithoutBlocked(comments ?? NO_COMMENTS, authorOf);
  if (!comments) {
    return (
      <SkeletonGrid label={TEXTS.loading.comments} cols={1} spacing="sm" repeat={2}>
        <Skeleton height={96} radius="md" />
      </SkeletonGrid>
    );
  }
  if (comments.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {TEXTS.empty.comments}
      </Text>
    );
  }
  return (
    <>
      {shown.length > 0 && (
        <Stack gap="sm" component="ol" aria-label={TEXTS.comments.list} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((item) => (
            <CommentItem key={item.id} discussionId={discussionId} item={item} viewer={viewer} />
          ))}
        </Stack>
      )}
      <HiddenByBlock count={hidden} />
    </>
  );
}

export type { Viewer };
