import { LIMITS, VIDEO_FIELDS } from '@mentorbridge/model';
import { sampleOf } from '@/lib/cardFields';
import { slot, type CardSpec } from '@/lib/earlyCards';
import type { Video } from '../api/types';
import { ListRegion } from '@/components/ListBody';
import { VIDEO_LIST } from './CareerHubShell';
import { VideoCard } from './VideoCard';

const sample: Video = {
  ...sampleOf(VIDEO_FIELDS, 'early'),
  mentor_id: 'early',
  mentor: { id: 'early', display_name: slot('mentor'), avatar_url: null },
  // The thumbnail's address is the values' first candidate (api/earlyCard.ts): a stored one comes first.
  youtube_id: null,
  thumbnail_url: slot('thumbnail'),
  duration: slot('duration'),
  rating_line: slot('rating'),
  pending: false,
};

const noPlay = () => undefined;

export const VIDEO_EARLY_CARD: CardSpec<Video> = {
  card: (video) => <VideoCard video={video} onPlay={noPlay} priority />,
  sample,
  // The star: filled once there is an average to show (the line itself is the slot "rating").
  variants: {
    rated: { no: sample, yes: { ...sample, rating_count: LIMITS.ratingsShownFrom, rating_sum: LIMITS.ratingsShownFrom * LIMITS.ratingMax } },
  },
  region: (cards) => <ListRegion layout={VIDEO_LIST}>{cards}</ListRegion>,
};
