import { describe, expect, it } from 'vitest';
import type { AdminDiscussion, AdminMessage, AdminProject, AdminUser, AdminVideo } from './records';
import { matchesSearch, searchFields } from './search';

describe('matchesSearch', () => {
  it('matches any field, ignoring case and outer spaces', () => {
    expect(matchesSearch(['Maya Mentor', 'mentor-01'], '  maya ')).toBe(true);
    expect(matchesSearch(['Maya Mentor', 'mentor-01'], 'MENTOR-0')).toBe(true);
    expect(matchesSearch(['Maya Mentor', 'mentor-01'], 'daniel')).toBe(false);
  });

  it('matches everything for an empty term and skips missing fields', () => {
    expect(matchesSearch([], '')).toBe(true);
    expect(matchesSearch([null, undefined, 'x'], '   ')).toBe(true);
    expect(matchesSearch([null, undefined], 'x')).toBe(false);
  });
});

describe('searchFields', () => {
  const when = null;
  it('searches users by display name or id only', () => {
    const user = { id: 'uid-42', display_name: 'Ava Admin', bio: 'secret word' } as unknown as AdminUser;
    expect(matchesSearch(searchFields.users(user), 'ava')).toBe(true);
    expect(matchesSearch(searchFields.users(user), 'UID-4')).toBe(true);
    expect(matchesSearch(searchFields.users(user), 'secret')).toBe(false);
  });

  it('searches projects by title, description, category or mentor name', () => {
    const p: AdminProject = {
      id: 'p',
      title: 'Portfolio site',
      description: 'Build with React',
      category: 'Web Development',
      difficulty: 'beginner',
      mentorName: 'Maya Mentor',
      createdAt: when,
    };
    for (const term of ['portfolio', 'react', 'web dev', 'maya']) expect(matchesSearch(searchFields.projects(p), term)).toBe(true);
    expect(matchesSearch(searchFields.projects(p), 'beginner')).toBe(false);
  });

  it('searches videos by title, description or mentor name', () => {
    const v: AdminVideo = { id: 'v', title: 'SQL basics', description: 'Joins', videoUrl: 'https://youtu.be/x', mentorName: 'Daniel', createdAt: when };
    for (const term of ['sql', 'JOINS', 'dan']) expect(matchesSearch(searchFields.videos(v), term)).toBe(true);
    expect(matchesSearch(searchFields.videos(v), 'youtu')).toBe(false);
  });

  it('searches discussions by title, content, category or author name', () => {
    const d: AdminDiscussion = {
      id: 'd',
      title: 'First job',
      content: 'How to negotiate',
      category: 'Career Advice',
      authorName: 'Ava Admin',
      likes: 0,
      comments: 0,
      createdAt: when,
    };
    for (const term of ['first', 'negotiate', 'career', 'ava']) expect(matchesSearch(searchFields.discussions(d), term)).toBe(true);
    expect(matchesSearch(searchFields.discussions(d), 'zzz')).toBe(false);
  });

  it('searches messages by sender, e-mail, subject or text', () => {
    const m: AdminMessage = { id: 'm', name: 'Jo', email: 'jo@example.com', subject: 'Partnership', message: 'Hello there', createdAt: when };
    for (const term of ['jo', 'example.com', 'partner', 'there']) expect(matchesSearch(searchFields.messages(m), term)).toBe(true);
  });
});
