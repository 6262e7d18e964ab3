// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newProject, personCopy, PROJECT_CATEGORIES, type Difficulty, type Project } from '@mentorbridge/model';
import { categoriesOf, editTarget } from './filters';

const project = (id: string, category: string, difficulty: Difficulty): Project => ({
  id,
  ...newProject({ title: id, description: '', category, difficulty, estimated_hours: 1 }, personCopy({ id: 'm', display_name: 'M' }), null),
});

describe('categoriesOf', () => {
  it("lists the platform's categories in their order, then each other category once, sorted", () => {
    const listed = [
      project('a', PROJECT_CATEGORIES[1], 'beginner'),
      project('b', 'Robotics', 'advanced'),
      project('c', 'Écologie', 'advanced'),
      project('d', 'Robotics', 'beginner'),
      project('e', 'Agritech', 'beginner'),
    ];
    expect(categoriesOf(listed)).toEqual([...PROJECT_CATEGORIES, 'Agritech', 'Écologie', 'Robotics']);
  });

  it("is the platform's categories when the listed projects use no other", () => {
    expect(categoriesOf([project('a', PROJECT_CATEGORIES[0], 'beginner')])).toEqual([...PROJECT_CATEGORIES]);
    expect(categoriesOf([])).toEqual([...PROJECT_CATEGORIES]);
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
