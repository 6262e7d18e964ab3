import { describe, expect, it } from 'vitest';
import { avatarHue } from './person';

describe('avatarHue', () => {
  it('gives one person the same hue every time, within 0-359', () => {
    expect(avatarHue('mentor-01')).toBe(avatarHue('mentor-01'));
    for (const id of ['', 'a', 'mentor-01', 'Zx9QpL2mN4', 'ünïcödé']) {
      expect(avatarHue(id)).toBeGreaterThanOrEqual(0);
      expect(avatarHue(id)).toBeLessThan(360);
    }
  });

  it('tells a row of people apart: twelve demo mentors get twelve hues at least 5 degrees apart from their neighbours', () => {
    const hues = Array.from({ length: 12 }, (_, i) => avatarHue(`mentor-${String(i + 1).padStart(2, '0')}`));
    expect(new Set(hues).size).toBe(12);
    for (let i = 1; i < hues.length; i++) expect(Math.abs(hues[i] - hues[i - 1])).toBeGreaterThanOrEqual(5);
  });
});
