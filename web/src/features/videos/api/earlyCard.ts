import { ratingAverage, VIDEO_FIELDS } from '@mentorbridge/model';
import { cardValues } from '@/lib/cardFields';
import type { CardValues, EarlyList } from '@/lib/earlyCards';
import { CACHED_LISTS, newestFirst, readStoredCopy } from '@/lib/offlineCache';
import { decodeFields, documentIdOf } from '@/lib/restDocument';
import { videoConverter } from './converters';
import type { Video } from './types';
import { STOCK_THUMBNAIL, thumbnailCandidates } from './youtubeUrl';

/** A video's values for the first cards before the app (components/earlyCard.tsx is the template). */
export function videoCardValues(video: Video): CardValues {
  return cardValues(VIDEO_FIELDS, video, {
    slots: {
      duration: video.duration,
      mentor: video.mentor.display_name,
      rating: video.rating_line,
      thumbnail: thumbnailCandidates(video)[0],
    },
    variants: { rated: ratingAverage(video) === null ? 'no' : 'yes' },
  });
}

/** /career-hub's first cards before the app (lib/earlyCards.ts): read, and their copy ordered, as the hub does (api/hub.ts). */
export const VIDEOS_EARLY: EarlyList<Video> = {
  read: (doc) => videoConverter.read(documentIdOf(doc), decodeFields(doc.fields)),
  values: videoCardValues,
  copy: { read: () => readStoredCopy(CACHED_LISTS.videos.name), order: newestFirst },
  // A thumbnail that fails (YouTube's host unreachable, the video removed) shows the stock image, as VideoThumbnail does.
  imageFallback: STOCK_THUMBNAIL,
};
