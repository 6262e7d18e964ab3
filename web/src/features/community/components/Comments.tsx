import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import type { LiveItem } from '../../../lib/liveQuery';
import { personCopy, type Profile } from '../../../lib/models';
import { rememberRedirect } from '../../../lib/storage';
import { describeItem, trackWrite } from '../../../lib/writeJournal';
import { deleteComment, paths, postComment } from '../api/community';
import { COMMUNITY_LIMITS, type Comment } from '../api/types';
import classes from './community.module.css';
import { ConfirmDialog } from './ConfirmDialog';
import { LikeButton } from './LikeButton';
import { PendingBadge } from './PendingBadge';
import { PersonLine } from './PersonLine';

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
  const trimmed = text.trim();
  const tooLong = trimmed.length > COMMUNITY_LIMITS.comment;

  if (!viewer.uid) {
    return (
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm">Sign in to join the conversation.</Text>
          <Button
            component={Link}
            to="/sign-in"
            variant="light"
            onClick={() => rememberRedirect(location.pathname + location.search)}
          >
            Sign In to Comment
          </Button>
        </Group>
      </Paper>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!viewer.uid) {
      notifications.show({ color: 'red', message: 'You must be logged in to comment' });
      return;
    }
    if (!viewer.profile) {
      notifications.show({ color: 'red', message: 'User profile not found' });
      return;
    }
    if (!trimmed || tooLong) return;
    const sent = trimmed;
    const { id, saved } = postComment(discussionId, personCopy(viewer.profile), sent);
    // Queued offline; if the server refuses it (even after a reload), the user is told which comment.
    trackWrite(saved, {
      path: paths.comment(discussionId, id),
      expect: 'exists',
      title: 'Failed to add comment',
      label: describeItem('comment', sent),
    }).catch((error: unknown) => {
      console.error('Failed to add comment:', error);
      // Give the words back rather than lose them, unless something new was typed meanwhile.
      setText((current) => (current.trim() ? current : sent));
    });
    setText('');
    notifications.show({ color: 'green', message: 'Comment added successfully!' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          placeholder="Share your thoughts"
          autosize
          minRows={3}
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
          }}
          error={tooLong ? `Comments can be up to ${COMMUNITY_LIMITS.comment} characters` : undefined}
          description={`${trimmed.length}/${COMMUNITY_LIMITS.comment}`}
          disabled={viewer.profileMissing}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!trimmed || tooLong || !viewer.profile}>
            Post Comment
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
    deleteComment(discussionId, item.id).catch((error: unknown) => {
      console.error('Failed to delete comment:', error);
      notifications.show({ color: 'red', message: 'Failed to delete comment' });
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" miw={0}>
            <PersonLine person={comment.user} date={comment.created_at} size="sm" />
            {item.pending && <PendingBadge label="Sending…" />}
          </Group>
          {canDelete && (
            <Tooltip label="Delete comment">
              <ActionIcon variant="subtle" color="red" aria-label="Delete comment" onClick={() => setConfirming(true)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Text size="sm" className={classes.content}>
          {comment.content}
        </Text>
        <LikeButton
          what="comment"
          size="xs"
          uid={viewer.uid}
          path={viewer.uid ? paths.commentLike(discussionId, item.id, viewer.uid) : null}
          serverCount={comment.likes_count}
        />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete comment?"
        message="The comment and its likes will be removed."
        confirmLabel="Delete"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** Comments, newest first, each with its own like button. */
export function CommentList({
  discussionId,
  comments,
  viewer,
}: {
  discussionId: string;
  comments: LiveItem<Comment>[] | undefined;
  viewer: Viewer;
}) {
  if (!comments) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading comments">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (comments.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No comments yet. Start the conversation!
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" aria-label="Comments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {comments.map((item) => (
        <CommentItem key={item.id} discussionId={discussionId} item={item} viewer={viewer} />
      ))}
    </Stack>
  );
}

export type { Viewer };
