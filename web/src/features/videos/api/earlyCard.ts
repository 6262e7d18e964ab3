import { ratingAverage, VIDEO_FIELDS } from '@mentorbridge/model';
import { cardValues } from '@/lib/cardFields';
import type { EarlyCard } from '@/lib/earlyCards';
import { restReader } from '@/lib/restDocument';
import { videoConverter } from './converters';
import type { Video } from './types';
import { STOCK_THUMBNAIL, thumbnailCandidates } from './youtubeUrl';

export const VIDEO_EARLY: EarlyCard<Video> = {
  read: restReader(videoConverter),
  values: (video) =>
    cardValues(VIDEO_FIELDS, video, {
      slots: { duration: video.duration, mentor: video.mentor.display_name, rating: video.rating_line, thumbnail: thumbnailCandidates(video)[0] },
      variants: { rated: ratingAverage(video) === null ? 'no' : 'yes' },
    }),
  // A thumbnail that fails (YouTube's host unreachable, the video removed) shows the stock image, as VideoThumbnail does.
  imageFallback: STOCK_THUMBNAIL,
};
