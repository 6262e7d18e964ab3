// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newContactMessage, newDiscussion, newProject, newVideo, personCopy } from '@mentorbridge/model';
import { testProfile } from '@/test-utils';
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
    const user = testProfile({ id: 'uid-42', display_name: 'Ava Admin', bio: 'secret word' });
    expect(matchesSearch(searchFields.users(user), 'ava')).toBe(true);
    expect(matchesSearch(searchFields.users(user), 'UID-4')).toBe(true);
    expect(matchesSearch(searchFields.users(user), 'secret')).toBe(false);
  });

  it('searches projects by title, description, category or mentor name', () => {
    const p = {
      id: 'p',
      ...newProject(
        { title: 'Portfolio site', description: 'Build with React', category: 'Web Development', difficulty: 'beginner' },
        personCopy({ id: 'm', display_name: 'Maya Mentor' }),
        when,
      ),
    };
    for (const term of ['portfolio', 'react', 'web dev', 'maya']) expect(matchesSearch(searchFields.projects(p), term)).toBe(true);
    expect(matchesSearch(searchFields.projects(p), 'beginner')).toBe(false);
  });

  it('searches videos by title, description or mentor name', () => {
    const v = {
      id: 'v',
      ...newVideo(
        { title: 'SQL basics', description: 'Joins', video_url: 'https://youtu.be/x', youtube_id: 'x', category: 'Data' },
        personCopy({ id: 'd', display_name: 'Daniel' }),
        when,
      ),
    };
    for (const term of ['sql', 'JOINS', 'dan']) expect(matchesSearch(searchFields.videos(v), term)).toBe(true);
    expect(matchesSearch(searchFields.videos(v), 'youtu')).toBe(false);
  });

  it('searches discussions by title, content, category or author name', () => {
    const d = {
      id: 'd',
      ...newDiscussion(
        { title: 'First job', content: 'How to negotiate', category: 'Career Advice', tags: [] },
        personCopy({ id: 'a', display_name: 'Ava Admin' }),
        when,
      ),
    };
    for (const term of ['first', 'negotiate', 'career', 'ava']) expect(matchesSearch(searchFields.discussions(d), term)).toBe(true);
    expect(matchesSearch(searchFields.discussions(d), 'zzz')).toBe(false);
  });

  it('searches messages by sender, e-mail, subject or text', () => {
    const m = {
      id: 'm',
      ...newContactMessage({ name: 'Jo', email: 'jo@example.com', subject: 'Partnership', message: 'Hello there' }, null, when),
    };
    for (const term of ['jo', 'example.com', 'partner', 'there']) expect(matchesSearch(searchFields.messages(m), term)).toBe(true);
  });
});
