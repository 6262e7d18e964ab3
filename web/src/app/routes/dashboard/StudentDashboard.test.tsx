import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newEnrollment, personCopy, type Enrollment } from '@mentorbridge/model';
import { renderWithProviders } from '@/test-utils';
import { StudentDashboard } from './StudentDashboard';

const mocks = vi.hoisted(() => ({ enrollments: [] as Enrollment[] }));

vi.mock('@/features/projects', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/projects')>();
  return {
    ...actual,
    useStudentEnrollments: () => ({
      status: 'success',
      data: mocks.enrollments.map((data) => ({ id: data.id, data, pending: false })),
      pending: false,
      fromCache: false,
    }),
  };
});

// The follow-up questions have tests of their own (e2e); this screen's test has none to show.
vi.mock('@/features/reviews/components/FollowUpCards', () => ({
  FollowUpCards: () => null,
  useAskedFollowUps: () => ({ status: 'success', data: [], pending: false, fromCache: false }),
}));

const enrollment = (projectId: string, status: Enrollment['status']): Enrollment => ({
  id: `${projectId}_me`,
  ...newEnrollment(
    { id: projectId, title: `Project ${projectId}`, mentor_id: 'mentor', mentor: personCopy({ id: 'mentor', display_name: 'Maya Mentor' }) },
    personCopy({ id: 'me', display_name: 'Me' }),
    'https://linkedin.com/in/me',
    null,
  ),
  status,
});

describe('StudentDashboard', () => {
  it('lists my enrollments with status badges; only approved ones open the discussion', () => {
    mocks.enrollments = [enrollment('a', 'approved'), enrollment('b', 'pending'), enrollment('c', 'rejected')];
    renderWithProviders(<StudentDashboard uid="me" />);

    expect(screen.getByRole('heading', { name: 'My applications' })).toBeInTheDocument();
    const approved = screen.getByRole('listitem', { name: 'Project a' });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: 'View Project Discussions' })).toHaveAttribute(
      'href',
      '/project-discussions/a',
    );
    for (const [name, label] of [
      ['Project b', 'Pending'],
      ['Project c', 'Rejected'],
    ]) {
      const row = screen.getByRole('listitem', { name });
      expect(within(row).getByText(label)).toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: 'View Project Discussions' })).toBeNull();
    }
  });

  it('invites a student without enrollments to browse projects', () => {
    mocks.enrollments = [];
    renderWithProviders(<StudentDashboard uid="me" />);
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute('href', '/projects');
  });
});
