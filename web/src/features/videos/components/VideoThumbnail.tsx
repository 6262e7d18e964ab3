import { useMemo, useState, type SyntheticEvent } from 'react';
import { AspectRatio } from '@mantine/core';
import { thumbnailCandidates } from '../api/youtubeUrl';

/** YouTube answers a missing hq/mq thumbnail with a 120 px wide grey placeholder instead of an error. */
function isMissingPlaceholder(img: HTMLImageElement, src: string): boolean {
  return /\/(hq|mq)default\.jpg$/.test(src) && img.naturalWidth === 120;
}

/**
 * A video's thumbnail: tries high, medium and default quality, then the bundled stock image, so a
 * removed video or an offline device never shows a broken image. The box keeps its 16:9 shape before the
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
  const next = () => {
    if (index < candidates.length - 1) setAttempt({ candidates, index: index + 1 });
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
        onError={next}
        onLoad={(event: SyntheticEvent<HTMLImageElement>) => {
          if (isMissingPlaceholder(event.currentTarget, src)) next();
        }}
      />
    </AspectRatio>
  );
}
