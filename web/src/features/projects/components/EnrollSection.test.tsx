import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Enrollment } from '@mentorbridge/model';
import type { LiveState } from '@/lib/liveQuery';
import { renderWithProviders } from '@/test-utils';
import { EnrollSection } from './EnrollSection';
import { signedIn, testEnrollment, testProject } from './testData';

const mocks = vi.hoisted(() => ({
  mine: { status: 'success', data: null, pending: false, fromCache: false } as LiveState<Enrollment | null>,
  find: vi.fn(),
  apply: vi.fn(),
  role: 'student' as 'student' | 'mentor',
}));

vi.mock('../api/enrollments', () => ({
  useMyEnrollment: () => mocks.mine,
  findEnrollment: mocks.find,
  applyToProject: mocks.apply,
}));
vi.mock('@/session/profile', () => ({
  useMyProfile: () => ({
    status: 'ready',
    pending: false,
    profile: { id: 'student', display_name: 'Sam Student', avatar_url: null, role: mocks.role },
  }),
}));

const none: LiveState<Enrollment | null> = { status: 'success', data: null, pending: false, fromCache: false };

describe('EnrollSection', () => {
  beforeEach(() => {
    mocks.mine = none;
    mocks.role = 'student';
    mocks.find.mockReset().mockResolvedValue(null);
    mocks.apply.mockReset().mockImplementation(() => ({ id: 'p1_student', saved: Promise.resolve() }));
  });

  it('asks signed-out visitors to sign in', async () => {
    renderWithProviders(<EnrollSection project={testProject()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enroll in Project' }));
    expect(await screen.findByText('Please sign in to enroll in this project')).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Enrollment Pending'],
    ['approved', 'Enrolled in Project'],
    ['rejected', 'Enrollment Rejected'],
  ] as const)('shows a disabled %s button instead of Enroll', (status, label) => {
    mocks.mine = { status: 'success', data: testEnrollment('student', status), pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enroll in Project' })).toBeNull();
    const discussion = screen.queryByRole('link', { name: 'View Project Discussions' });
    if (status === 'approved') expect(discussion).toHaveAttribute('href', '/project-discussions/p1');
    else expect(discussion).toBeNull();
  });

  it('validates the LinkedIn URL, then sends the request', async () => {
    const project = testProject();
    renderWithProviders(<EnrollSection project={project} />, { session: signedIn('student') });
    fireEvent.click(screen.getByRole('button', { name: 'Enroll in Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll in Portfolio Project' });
    const input = within(dialog).getByLabelText(/LinkedIn Profile URL/);

    fireEvent.change(input, { target: { value: 'https://example.com/me' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(
      await within(dialog).findByText('Please enter a valid LinkedIn profile URL (e.g., linkedin.com/in/username)'),
    ).toBeInTheDocument();
    expect(mocks.apply).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'linkedin.com/in/sam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(mocks.apply).toHaveBeenCalledTimes(1));
    expect(mocks.apply).toHaveBeenCalledWith(
      project,
      { id: 'student', display_name: 'Sam Student', avatar_url: null },
      'linkedin.com/in/sam',
    );
    expect(await screen.findByText('Enrollment request sent successfully!')).toBeInTheDocument();
  });

  it('reports an existing request instead of sending another', async () => {
    mocks.find.mockResolvedValue(testEnrollment('student', 'approved'));
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    fireEvent.click(screen.getByRole('button', { name: 'Enroll in Project' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/LinkedIn Profile URL/), { target: { value: 'linkedin.com/in/sam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('You have already applied to this project. Status: Approved')).toBeInTheDocument();
    expect(mocks.apply).not.toHaveBeenCalled();
  });

  it('reports a refused request with the reason', async () => {
    mocks.apply.mockImplementation(() => ({ id: 'p1_student', saved: Promise.reject(new Error('Missing or insufficient permissions.')) }));
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    fireEvent.click(screen.getByRole('button', { name: 'Enroll in Project' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/LinkedIn Profile URL/), { target: { value: 'linkedin.com/in/sam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(
      await screen.findByText('Failed to enroll in project: Missing or insufficient permissions.'),
    ).toBeInTheDocument();
  });

  it('does not offer enrolling to mentors', () => {
    mocks.role = 'mentor';
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('other-mentor') });
    expect(screen.queryByRole('button', { name: 'Enroll in Project' })).toBeNull();
  });
});
