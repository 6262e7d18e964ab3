import { describe, expect, it } from 'vitest';
import {
  enrollmentId,
  isLinkedInUrl,
  isValidTopmateUrl,
  normalizeLinkedInUrl,
  parseYouTubeId,
  TEXTS,
  thumbnailUrl,
  topmateHref,
  watchUrl,
} from './index';

describe('LinkedIn URL', () => {
  it.each([
    'https://www.linkedin.com/in/someone',
    'linkedin.com/in/someone',
    'www.LinkedIn.com/in/someone',
    '  http://linkedin.com/in/x  ',
  ])('accepts %s', (url) => {
    expect(isLinkedInUrl(url)).toBe(true);
  });

  it.each(['', 'someone', 'https://linkedin.com', 'https://example.com/in/someone', 'linkedin.co/in/x'])(
    'refuses %j',
    (url) => {
      expect(isLinkedInUrl(url)).toBe(false);
    },
  );

  it('is stored trimmed, with a scheme and the host in lower case', () => {
    expect(normalizeLinkedInUrl('  www.LinkedIn.com/in/Some-One ')).toBe('https://www.linkedin.com/in/Some-One');
    expect(normalizeLinkedInUrl('http://linkedin.com/in/x')).toBe('http://linkedin.com/in/x');
  });

  it('explains the expected form in the spec’s words', () => {
    expect(TEXTS.validation.linkedinInvalid).toBe('Please enter a valid LinkedIn profile URL (e.g., linkedin.com/in/username)');
  });
});

describe('enrollmentId', () => {
  it('is {projectId}_{studentId}', () => {
    expect(enrollmentId('p1', 'u2')).toBe('p1_u2');
  });
});

describe('Topmate links', () => {
  it.each(['topmate.io/maya', 'topmate.io/maya/', 'https://topmate.io/maya_m-1/', 'http://www.topmate.io/Maya2'])(
    'accepts %s',
    (url) => expect(isValidTopmateUrl(url)).toBe(true),
  );

  it.each(['', 'maya', 'https://topmate.io/', 'https://topmate.io/maya/call', 'https://calendly.com/maya/', 'topmate.io/ma ya', 'https://evil.io/topmate.io/x'])(
    'refuses %j',
    (url) => expect(isValidTopmateUrl(url)).toBe(false),
  );

  it('opens valid links over https and nothing else', () => {
    expect(topmateHref('topmate.io/maya/')).toBe('https://topmate.io/maya/');
    expect(topmateHref('http://topmate.io/maya')).toBe('http://topmate.io/maya');
    expect(topmateHref('javascript:alert(1)')).toBeNull();
    expect(topmateHref('')).toBeNull();
  });
});

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

  it('builds the watch link and thumbnails', () => {
    expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(thumbnailUrl(ID, 'mqdefault')).toBe(`https://i.ytimg.com/vi/${ID}/mqdefault.jpg`);
  });
});
