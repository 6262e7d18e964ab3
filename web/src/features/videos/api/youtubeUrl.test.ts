import { describe, expect, it } from 'vitest';
import { embedUrl, parseYouTubeId, STOCK_THUMBNAIL, thumbnailCandidates, watchUrl } from './youtubeUrl';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PLx`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&si=abc`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=Xyz123&t=10`,
    `youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=30&autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}?si=abc`,
    `https://www.youtube.com/v/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('finds the id in %s', (url) => {
    expect(parseYouTubeId(url)).toBe(ID);
  });

  it('keeps ids with dashes and underscores', () => {
    expect(parseYouTubeId('https://youtu.be/Ks-_Mh1QhMc')).toBe('Ks-_Mh1QhMc');
  });

  it.each([
    '',
    '   ',
    ID,
    'not a url',
    'https://vimeo.com/123456789',
    `https://example.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=tooShort',
    'https://www.youtube.com/watch?v=waytoolongvideoid',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw',
    `https://youtu.be/${ID}extra`,
    `ftp://youtube.com/watch?v=${ID}`,
    `javascript:alert(1)//youtube.com/watch?v=${ID}`,
  ])('rejects %j', (text) => {
    expect(parseYouTubeId(text)).toBeNull();
  });
});

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
