import { useId } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS, TEXTS } from '@mentorbridge/model';
import { StarRating } from '@/components/StarRating';
import { toast } from '@/components/toast';
import { rememberRedirect } from '@/lib/storage';
import { settle } from '@/lib/writeOutcome';
import { useSession } from '@/session';
import { rateVideo, useOwnRating } from '../api/ratings';

/**
 * The viewer's own rating of a video, in the player dialog: 1 to 5 stars, changeable (one rating per viewer;
 * the card shows the average a function keeps). A visitor is offered sign-in and brought back; the video's own
 * mentor is told why there are no stars (the rules refuse a rating of one's own video).
 */
export function VideoRatingControl({ videoId, mentorId }: { videoId: string; mentorId: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const labelId = useId();
  const ownVideo = user?.uid === mentorId;
  const own = useOwnRating(videoId, user && !ownVideo ? user.uid : null);

  if (!user) {
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          rememberRedirect(location.pathname + location.search);
          void navigate('/sign-in');
        }}
      >
        {TEXTS.ratings.signInToRate}
      </Anchor>
    );
  }

  if (ownVideo) {
    return (
      <Text size="sm" c="dimmed">
        {TEXTS.ratings.ownVideo}
      </Text>
    );
  }

  const stars = own.status === 'success' ? (own.data?.stars ?? 0) : 0;
  const rate = async (value: number) => {
    const failed = () => toast.error(TEXTS.ratings.saveFailed);
    try {
      const outcome = await settle(rateVideo(videoId, user.uid, value), failed);
      if (outcome === 'saved') toast.success(TEXTS.ratings.saved);
      else toast.notice(TEXTS.ratings.savedOffline);
    } catch {
      failed();
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Text id={labelId} size="sm" fw={600}>
        {TEXTS.ratings.label}
      </Text>
      <StarRating
        role="radiogroup"
        aria-labelledby={labelId}
        count={LIMITS.ratingMax}
        value={stars}
        onChange={(value) => void rate(value)}
        readOnly={own.status === 'loading'}
        getSymbolLabel={TEXTS.ratings.star}
      />
      {stars > 0 && (
        <Text size="sm" c="dimmed">
          {TEXTS.ratings.yours(stars)}
        </Text>
      )}
    </Group>
  );
}
