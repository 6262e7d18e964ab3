// @vitest-environment node
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFFICULTY, LIMITS } from '@mentorbridge/model';
import { readProject } from './converters';

describe('readProject', () => {
  it('reads a whole project as stored', () => {
    const created = new Date('2026-01-02T03:04:05Z');
    const project = readProject('p1', {
      title: 'Build a dashboard',
      description: 'With charts.',
      category: 'Data Science',
      difficulty: 'advanced',
      estimated_hours: 12,
      seats: 4,
      seats_taken: 1,
      mentor_id: 'm1',
      mentor: { id: 'm1', display_name: 'Maya Mentor', avatar_url: null },
      created_at: Timestamp.fromDate(created),
      updated_at: Timestamp.fromDate(created),
    });
    expect(project).toMatchObject({ id: 'p1', title: 'Build a dashboard', difficulty: 'advanced', estimated_hours: 12, mentor_id: 'm1' });
    expect(project.mentor.display_name).toBe('Maya Mentor');
    expect(project.created_at).toEqual(created);
  });

  it('fills an old or partial document with defaults, and the title a screen gives a project without one', () => {
    const partial = { mentor_id: 'm1', difficulty: 'impossible', estimated_hours: 'many' };
    expect(readProject('p2', partial)).toMatchObject({
      title: '',
      difficulty: DEFAULT_DIFFICULTY,
      estimated_hours: LIMITS.projectHoursDefault,
      created_at: null,
    });
    expect(readProject('p2', partial, 'Untitled project').title).toBe('Untitled project');
  });
});
