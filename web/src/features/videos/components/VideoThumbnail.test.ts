// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterError } from './VideoThumbnail';

const HQ = 'https://i.ytimg.com/vi/abc/hqdefault.jpg';
const MQ = 'https://i.ytimg.com/vi/abc/mqdefault.jpg';
const SD = 'https://i.ytimg.com/vi/abc/default.jpg';
const STOCK = '/images/video-placeholder.svg';

describe('afterError', () => {
  it('skips the other YouTube qualities after a failed one', () => {
    expect(afterError([HQ, MQ, SD, STOCK], 0)).toBe(3);
    expect(afterError([HQ, MQ, SD, STOCK], 1)).toBe(3);
  });

  it('tries YouTube after a stored thumbnail of another host fails', () => {
    expect(afterError(['https://example.com/t.jpg', HQ, MQ, SD, STOCK], 0)).toBe(1);
  });

  it('stays on the last candidate', () => {
    expect(afterError([HQ, MQ, SD, STOCK], 3)).toBe(3);
    expect(afterError([HQ], 0)).toBe(0);
  });
});
