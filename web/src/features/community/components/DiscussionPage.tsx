import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconMessageCircle, IconTrash, IconWifiOff } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { ConfirmDelete } from '@/components/ConfirmDialog';
import { PendingBadge } from '@/components/PendingBadge';
import { toast } from '@/components/toast';
import { usePageMeta } from '@/lib/usePageMeta';
import { isAdmin, useMyProfile, useSession } from '@/session';
import { deleteDiscussion, paths, useComments, useDiscussion } from '../api/community';
import classes from './community.module.css';
import { CommentForm, CommentList, type Viewer } from './Comments';
import { CountLabel } from './DiscussionCard';
import { ReportButton } from '@/features/moderation';
import { LikeButton } from './LikeButton';
import { PersonLine } from './PersonLine';
import { TagList } from './TagList';

function BackLink() {
  return (
    <Anchor component={Link} to="/community" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {TEXTS.community.back}
      </Group>
    </Anchor>
  );
}

function DiscussionSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg">
      <VisuallyHidden role="status">{TEXTS.loading.discussion}</VisuallyHidden>
      <Stack gap="md" aria-hidden>
        <Skeleton height={36} width="40%" radius="xl" />
        <Skeleton height={28} width="70%" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="50%" />
      </Stack>
    </Paper>
  );
}

/** /community/discussion/:id (also /discussion/:id and /discussions/:id): one discussion with its comments, live. */
export function DiscussionPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const profile = useMyProfile();
  const discussion = useDiscussion(id || null);
  const titled = discussion.status === 'success' ? discussion.data : null;
  usePageMeta(titled ? TEXTS.pageTitles.title(titled.title) : null, null);
  const thread = useComments(id || null);
  const comments = thread.state;
  const [confirming, setConfirming] = useState(false);
  // Set when this user deletes it, so the vanishing document is not reported as a load failure.
  const deleting = useRef(false);

  const uid = session.user?.uid ?? null;
  const viewer: Viewer = {
    uid,
    profile: profile.status === 'ready' ? profile.profile : null,
    profileMissing: profile.status === 'missing',
    isAdmin: profile.status === 'ready' && isAdmin(profile.profile),
  };

  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const missing = discussion.status === 'success' && discussion.data === null && !discussion.fromCache;
  const failed = !id || discussion.status === 'error' || missing;
  // Offline, a discussion never opened before is simply not on this device yet.
  const notCached = discussion.status === 'success' && discussion.data === null && discussion.fromCache && offline;

  useEffect(() => {
    if (!failed || deleting.current) return;
    if (discussion.status === 'error') console.error('Failed to load discussion:', discussion.error);
    toast.error(TEXTS.toasts.community.loadFailed);
    void navigate('/community', { replace: true });
  }, [failed, discussion, navigate]);

  const remove = () => {
    setConfirming(false);
    if (discussion.status !== 'success' || !discussion.data || !uid) return;
    deleting.current = true;
    // Applied locally at once (and queued offline); the server's refusal is reported when it comes.
    deleteDiscussion(discussion.data, uid).catch((error: unknown) => {
      console.error('Error deleting discussion:', error);
      toast.error(TEXTS.toasts.community.deleteFailed);
    });
    toast.success(TEXTS.toasts.community.deleted);
    void navigate('/community', { replace: true });
  };

  const d = discussion.status === 'success' ? discussion.data : null;
  const canDelete = !!d && !!uid && (uid === d.author_id || viewer.isAdmin);
  // Every comment is loaded here, so the list itself gives the exact count, pending ones included.
  // With older comments not loaded, the discussion's own count (kept by a function) says how many there are.
  const commentCount =
    comments.status === 'success'
      ? thread.hasOlder
        ? Math.max(d?.comments_count ?? 0, thread.items.length)
        : thread.items.length
      : (d?.comments_count ?? 0);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink />
        {notCached && (
          <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} title={TEXTS.errors.offline}>
            {TEXTS.community.notSaved}
          </Alert>
        )}
        {!d && !notCached && <DiscussionSkeleton />}
        {d && (
          <>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" aria-labelledby="discussion-title">
              <Stack gap="md">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <PersonLine person={d.author} date={d.created_at} />
                  <Group gap="xs">
                    {discussion.pending && <PendingBadge />}
                    <Badge variant="light">{d.category}</Badge>
                  </Group>
                </Group>
                <Title order={1} id="discussion-title" size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {d.title}
                </Title>
                <Text className={classes.content}>{d.content}</Text>
                <TagList tags={d.tags} />
                <Group justify="space-between" gap="sm">
                  <Group gap="md">
                    <LikeButton
                      what="discussion"
                      uid={uid}
                      path={uid ? paths.discussionLike(id, uid) : null}
                      serverCount={d.likes_count}
                    />
                    <Text c="dimmed" component="div">
                      <CountLabel icon={IconMessageCircle} count={commentCount} word={TEXTS.counts.comment} />
                    </Text>
                    {!discussion.pending && <ReportButton kind="discussion" targetPath={paths.discussion(id)} authorId={d.author_id} what={d.title} />}
                  </Group>
                  {canDelete && (
                    <Button
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => setConfirming(true)}
                    >
                      {TEXTS.community.delete}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>

            <Stack gap="md" component="section" aria-labelledby="comments-heading">
              <Title order={2} size="h3" id="comments-heading">
                {TEXTS.comments.heading(commentCount)}
              </Title>
              <CommentForm discussionId={id} viewer={viewer} />
              {comments.status === 'error' ? (
                <Alert color="red">{TEXTS.alerts.commentsFailed}</Alert>
              ) : (
                <>
                  <CommentList
                    discussionId={id}
                    comments={comments.status === 'success' ? thread.items : undefined}
                    viewer={viewer}
                  />
                  {thread.hasOlder && (
                    <Button variant="default" onClick={thread.showOlder} style={{ alignSelf: 'center' }}>
                      {TEXTS.lists.showOlder}
                    </Button>
                  )}
                </>
              )}
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDelete texts={TEXTS.confirm.deleteDiscussion} opened={confirming} onConfirm={remove} onCancel={() => setConfirming(false)} />
    </Container>
  );
}
