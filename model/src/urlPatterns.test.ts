import { describe, expect, it } from 'vitest';
import {
  AVATAR_URL_PATTERN,
  isAvatarUrl,
  isLinkedInProfileUrl,
  isLinkedInUrl,
  LIMITS,
  LINKEDIN_HOST,
  LINKEDIN_PROFILE_PATTERN,
  normalizeLinkedInUrl,
  schemas,
  TEXTS,
  THUMBNAIL_URL_PATTERN,
  thumbnailUrl,
  watchUrl,
  YOUTUBE_VIDEO_URL_PATTERN,
} from './index';

// The patterns firestore.rules repeats (tests/rules/model-constants.test.ts holds them equal): what the forms
// accept must be what the rules accept once the form has normalised it.

const LOOK_ALIKES = [
  'https://linkedin.com.evil.example/in/x',
  'https://evil-linkedin.com/in/x',
  'https://linkedin.com@evil.example/in/x',
  'https://evil.linkedin.com/in/x',
  'https://linkedin.com:8080/in/x',
  'linkedin.com.evil.example/in/x',
  'evil.example/linkedin.com/in/x',
];

describe('LinkedIn profile links', () => {
  it.each([
    ['linkedin.com/in/sam', 'https://linkedin.com/in/sam'],
    ['  WWW.LinkedIn.COM/in/Some-One_2/ ', 'https://www.linkedin.com/in/Some-One_2/'],
    ['HTTP://linkedin.com/in/x', 'http://linkedin.com/in/x'],
    ['https://www.linkedin.com/in/sam?utm_source=share&utm_medium=ios_app', 'https://www.linkedin.com/in/sam'],
    ['https://www.linkedin.com/in/sam/#about', 'https://www.linkedin.com/in/sam/'],
    ['https://www.linkedin.com/in/j%C3%B3zef', 'https://www.linkedin.com/in/j%C3%B3zef'],
  ])('accepts %j, stored as %s, which the rules accept', (typed, stored) => {
    expect(isLinkedInUrl(typed)).toBe(true);
    expect(normalizeLinkedInUrl(typed)).toBe(stored);
    expect(isLinkedInProfileUrl(stored)).toBe(true);
  });

  it.each([
    ...LOOK_ALIKES,
    'javascript:alert(1)//linkedin.com/in/x',
    'data:text/html,linkedin.com/in/x',
    'ftp://linkedin.com/in/x',
    'https://www.linkedin.com/company/x',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in/x/details',
    'https://www.linkedin.com/in/some one',
    'https://www.linkedin.com/in/józef',
    `https://www.linkedin.com/in/${'a'.repeat(LIMITS.linkedinUrl)}`,
  ])('refuses %j', (typed) => {
    expect(isLinkedInUrl(typed)).toBe(false);
    expect(schemas.errorOf(schemas.linkedinUrl, typed)).toBe(TEXTS.validation.linkedinInvalid);
  });

  it('stores only links the rules accept: a stored link is its own normal form', () => {
    for (const stored of ['https://linkedin.com/in/a', 'http://www.linkedin.com/in/b-1/']) {
      expect(normalizeLinkedInUrl(stored)).toBe(stored);
      expect(LINKEDIN_PROFILE_PATTERN.test(stored)).toBe(true);
    }
    expect(LINKEDIN_PROFILE_PATTERN.source).toContain(LINKEDIN_HOST.replaceAll('.', '\\.'));
  });

  it('refuses look-alike hosts even when they come with a scheme and normalisation', () => {
    for (const url of LOOK_ALIKES) expect(isLinkedInProfileUrl(normalizeLinkedInUrl(url))).toBe(false);
  });
});

describe('avatar links', () => {
  it.each([null, 'https://lh3.googleusercontent.com/a/ACg8oc=s96-c', 'https://cdn.example.com', 'https://img.example.com:8443/me.png?s=96'])(
    'accepts %j',
    (url) => expect(isAvatarUrl(url)).toBe(true),
  );

  it.each([
    '',
    'http://example.com/me.png',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'https:///me.png',
    'https://localhost/me.png',
    'https://cdn.example.com@evil.example/me.png',
    'https://example.com/my photo.png',
    `https://example.com/${'a'.repeat(LIMITS.url)}`,
  ])('refuses %j', (url) => expect(isAvatarUrl(url)).toBe(false));

  it('is anchored at both ends', () => {
    expect(AVATAR_URL_PATTERN.test('x https://example.com/me.png')).toBe(false);
    expect(AVATAR_URL_PATTERN.test('https://example.com/me.png\n')).toBe(false);
  });
});

describe('video links', () => {
  const ID = 'dQw4w9WgXcQ';

  it('accepts the links the app stores', () => {
    expect(YOUTUBE_VIDEO_URL_PATTERN.test(watchUrl(ID))).toBe(true);
    expect(YOUTUBE_VIDEO_URL_PATTERN.test(`https://youtu.be/${ID}?t=42`)).toBe(true);
    expect(THUMBNAIL_URL_PATTERN.test(thumbnailUrl(ID))).toBe(true);
    expect(THUMBNAIL_URL_PATTERN.test(thumbnailUrl(ID, 'default'))).toBe(true);
  });

  it.each([
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil-youtube.com/watch?v=${ID}`,
    `https://youtube.com@evil.example/watch?v=${ID}`,
    `javascript:alert(1)//youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
  ])('refuses the video link %j', (url) => expect(YOUTUBE_VIDEO_URL_PATTERN.test(url)).toBe(false));

  it.each(['http://i.ytimg.com/vi/x/hqdefault.jpg', 'https://i.ytimg.com.evil.example/x.jpg', 'https://i.ytimg.com@evil.example/x.jpg'])(
    'refuses the thumbnail link %j',
    (url) => expect(THUMBNAIL_URL_PATTERN.test(url)).toBe(false),
  );
});

describe('tags', () => {
  it.each(['React', 'Machine learning', 'C++', 'a'])('accepts the stored tag %j', (tag) => {
    expect(schemas.TAG_PATTERN.test(tag)).toBe(true);
  });

  it.each(['', ' ', ' React', 'React ', 'React\nVue', 'React\rVue'])('refuses the stored tag %j', (tag) => {
    expect(schemas.TAG_PATTERN.test(tag)).toBe(false);
  });

  it('lets the forms trim a tag, then holds it to the rules’ shape and length', () => {
    expect(schemas.v.parse(schemas.discussionTags, ['  career ', 'jobs'])).toEqual(['career', 'jobs']);
    expect(schemas.v.safeParse(schemas.discussionTags, ['a\rb']).success).toBe(false);
    expect(schemas.v.safeParse(schemas.discussionTags, ['t'.repeat(LIMITS.discussionTag + 1)]).success).toBe(false);
    expect(schemas.v.safeParse(schemas.expertise, ['x'.repeat(LIMITS.expertiseTag)]).success).toBe(true);
    expect(schemas.v.safeParse(schemas.expertise, ['React', 'react']).success).toBe(false);
  });
});
