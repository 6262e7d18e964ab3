import { useMemo, useState, type SyntheticEvent } from 'react';
import { AspectRatio } from '@mantine/core';
import { THUMBNAIL_ORIGIN } from '@mentorbridge/model';
import { thumbnailCandidates } from '../api/youtubeUrl';

/** YouTube answers a missing hq/mq thumbnail with a 120 px wide grey placeholder instead of an error. */
function isMissingPlaceholder(img: HTMLImageElement, src: string): boolean {
  return /\/(hq|mq)default\.jpg$/.test(src) && img.naturalWidth === 120;
}

const isYoutubeImage = (src: string) => src.startsWith(`${THUMBNAIL_ORIGIN}/`);

/**
 * The candidate to try after `index` failed to load. An error from YouTube's host (the device is offline, the
 * host unreachable, the video removed) would repeat for the video's other qualities, so the next candidate from
 * elsewhere (the stock image) comes at once instead of after two more failed requests; a stored thumbnail of
 * another host that fails falls to YouTube's.
 */
export function afterError(candidates: readonly string[], index: number): number {
  if (!isYoutubeImage(candidates[index])) return Math.min(index + 1, candidates.length - 1);
  const elsewhere = candidates.findIndex((candidate, i) => i > index && !isYoutubeImage(candidate));
  return elsewhere === -1 ? candidates.length - 1 : elsewhere;
}

/**
 * A video's thumbnail: tries high, medium and default quality, then the bundled stock image, so a
 * removed video or an offline device never shows a broken image (a failed request from YouTube's host goes
 * straight to the stock image: afterError). The box keeps its 16:9 shape before the
 * image arrives (no layout shift). `priority` is for the first row of a list, above the fold: the image
 * loads at once and ahead of others (it is likely the page's largest paint); the rest load lazily.
 */
export function VideoThumbnail({
  video,
  alt = '',
  priority = false,
}: {
  video: { youtube_id: string | null; thumbnail_url: string | null };
  alt?: string;
  priority?: boolean;
}) {
  const candidates = useMemo(
    () => thumbnailCandidates({ youtube_id: video.youtube_id, thumbnail_url: video.thumbnail_url }),
    [video.youtube_id, video.thumbnail_url],
  );
  const [attempt, setAttempt] = useState({ candidates, index: 0 });
  // A different video starts again from the best quality.
  const index = attempt.candidates === candidates ? attempt.index : 0;
  const src = candidates[index];
  const tryIndex = (to: number) => {
    if (to > index) setAttempt({ candidates, index: to });
  };
  return (
    <AspectRatio ratio={16 / 9} bg="gray.2">
      <img
        src={src}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
        // Block display: an inline image leaves a baseline gap under it.
        style={{ display: 'block', objectFit: 'cover', width: '100%' }}
        onError={() => tryIndex(afterError(candidates, index))}
        onLoad={(event: SyntheticEvent<HTMLImageElement>) => {
          if (isMissingPlaceholder(event.currentTarget, src)) tryIndex(Math.min(index + 1, candidates.length - 1));
        }}
      />
    </AspectRatio>
  );
}
