import { describe, expect, it } from 'vitest';
import { newProject, personCopy, type Difficulty, type Project } from '@mentorbridge/model';
import { categoriesOf, editTarget } from './filters';

const project = (id: string, category: string, difficulty: Difficulty): Project => ({
  id,
  ...newProject({ title: id, description: '', category, difficulty, estimated_hours: 1 }, personCopy({ id: 'm', display_name: 'M' }), null),
});

const projects = [
  project('a', 'Web Development', 'beginner'),
  project('b', 'Data Science', 'advanced'),
  project('c', 'Web Development', 'advanced'),
];

describe('categoriesOf', () => {
  it('lists each category once, sorted', () => {
    expect(categoriesOf(projects)).toEqual(['Data Science', 'Web Development']);
  });
});

describe('editTarget', () => {
  const target = (url: string) => {
    const u = new URL(url, 'http://x');
    return editTarget(u.pathname, u.searchParams);
  };

  it('is null for a new project', () => {
    expect(target('/create-project')).toBeNull();
  });

  it.each([
    ['/create-project?edit=p1', 'p1'],
    ['/create-project?id=p1', 'p1'],
    ['/create-project/p1/edit', 'p1'],
    ['/create-project/edit/p1', 'p1'],
    ['/create-project/edit?id=p1', 'p1'],
  ])('reads %s as editing %s', (url, id) => {
    expect(target(url)).toBe(id);
  });

  it('is empty when the path asks to edit but names no project', () => {
    expect(target('/create-project/edit')).toBe('');
  });
});
