import { describe, expect, it } from 'vitest';
import { countText } from './ListCount';

describe('countText', () => {
  it('counts the whole list from the server', () => {
    expect(countText({ fromDevice: false, saved: null, total: 58 }, 'projects', false)).toBe('58 projects');
    expect(countText({ fromDevice: false, saved: null, total: 1 }, 'projects', true)).toBe('1 project');
    expect(countText({ fromDevice: false, saved: null, total: null }, 'projects', false)).toBe('');
  });

  it("says a search on the device's copy looks through the saved ones only, and how many", () => {
    expect(countText({ fromDevice: true, saved: 24, total: null }, 'mentors', true)).toBe('Searching the 24 mentors saved on this device');
    expect(countText({ fromDevice: true, saved: 1, total: null }, 'mentors', true)).toBe('Searching the 1 mentor saved on this device');
    expect(countText({ fromDevice: true, saved: 24, total: null }, 'mentors', false)).toBe('Showing mentors saved on this device');
  });
});
