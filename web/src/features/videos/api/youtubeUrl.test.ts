// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { watchUrl } from '@mentorbridge/model';
import { embedUrl, STOCK_THUMBNAIL, thumbnailCandidates } from './youtubeUrl';

const ID = 'dQw4w9WgXcQ';

describe('links and thumbnails', () => {
  it('builds watch and embed links', () => {
    expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(embedUrl(ID)).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${ID}`));
  });

  it('tries high, medium and default quality, then the stock image', () => {
    expect(thumbnailCandidates({ youtube_id: ID, thumbnail_url: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg` })).toEqual([
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/mqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/default.jpg`,
      STOCK_THUMBNAIL,
    ]);
  });

  it('tries a custom stored thumbnail first, and only the stock image without an id', () => {
    expect(thumbnailCandidates({ youtube_id: ID, thumbnail_url: 'https://i.ytimg.com/vi/x/custom.jpg' })[0]).toBe(
      'https://i.ytimg.com/vi/x/custom.jpg',
    );
    expect(thumbnailCandidates({ youtube_id: null, thumbnail_url: null })).toEqual([STOCK_THUMBNAIL]);
  });
});
