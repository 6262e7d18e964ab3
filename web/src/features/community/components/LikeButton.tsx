import { Button, Group } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import { rememberRedirect } from '@/lib/storage';
import { trackWrite } from '@/lib/writeJournal';
import { useLike } from '../api/likes';

interface LikeButtonProps {
  /** The user's like document, or null for a visitor. */
  path: string | null;
  uid: string | null;
  serverCount: number;
  /** What is liked, for the accessible name: "Like discussion", "Like comment". */
  what: 'discussion' | 'comment';
  size?: 'xs' | 'sm';
}

/** Like toggle with an optimistic count; a visitor is sent to sign in and brought back afterwards. */
export function LikeButton({ path, uid, serverCount, what, size = 'sm' }: LikeButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const like = useLike(path, uid, serverCount);

  const onClick = () => {
    if (!uid) {
      rememberRedirect(location.pathname + location.search);
      void navigate('/sign-in');
      return;
    }
    const liking = !like.liked;
    const write = like.toggle();
    if (!path) return;
    // Queued offline; a refusal (even after a reload) is reported naming the like.
    trackWrite(write, {
      path,
      expect: liking ? 'exists' : 'missing',
      title: TEXTS.toasts.community.likeFailed,
      label: TEXTS.community.likeItem(liking, what),
    }).catch((error: unknown) => console.error('Failed to update like:', error));
  };

  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size={size}
        variant={like.liked ? 'light' : 'subtle'}
        color={like.liked ? 'red' : 'gray'}
        leftSection={like.liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
        aria-pressed={like.liked}
        disabled={!like.ready}
        aria-label={TEXTS.community.likeLabel(what, like.count)}
        onClick={onClick}
      >
        {like.count}
      </Button>
      {like.pending && <PendingBadge />}
    </Group>
  );
}
