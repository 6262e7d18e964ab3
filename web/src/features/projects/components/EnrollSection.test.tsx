import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Enrollment, MentorStats, ReportReason } from '@mentorbridge/model';
import type { LiveState } from '@/lib/liveQuery';
import { formatDate } from '@/lib/dates';
import { renderWithProviders } from '@/test-utils';
import { EnrollSection } from './EnrollSection';
import { signedIn, testEnrollment, testProject } from './testData';

const mocks = vi.hoisted(() => ({
  mine: { status: 'success', data: null, pending: false, fromCache: false } as LiveState<Enrollment | null>,
  apply: vi.fn(),
  answer: vi.fn(),
  withdraw: vi.fn(),
  role: 'student' as 'student' | 'mentor',
  mentorAccepting: true,
  mentorStats: null as MentorStats | null,
  suspension: null as { until: Date; forGood: boolean; reason: ReportReason | null } | null,
}));

/** A message the dialog accepts (at least 30 characters once trimmed). */
const MESSAGE = 'I want to learn how to structure a real React app and get my code reviewed.';

vi.mock('../api/enrollments', () => ({
  useMyEnrollment: () => mocks.mine,
  applyToProject: mocks.apply,
  answerEnrollment: mocks.answer,
  withdrawEnrollment: mocks.withdraw,
}));
vi.mock('@/features/moderation', () => ({ useMySuspension: () => mocks.suspension }));
vi.mock('@/session/profile', () => ({
  useMyProfile: () => ({
    status: 'ready',
    pending: false,
    profile: { id: 'student', display_name: 'Sam Student', avatar_url: null, role: mocks.role },
  }),
  // The project's mentor, read for whether they accept applications.
  useProfile: () => ({
    status: 'ready',
    pending: false,
    profile: { id: 'mentor', display_name: 'Maya Mentor', role: 'mentor', accepting: mocks.mentorAccepting, stats: mocks.mentorStats },
  }),
}));

const none: LiveState<Enrollment | null> = { status: 'success', data: null, pending: false, fromCache: false };

describe('EnrollSection', () => {
  beforeEach(() => {
    mocks.mine = none;
    mocks.role = 'student';
    mocks.mentorAccepting = true;
    mocks.mentorStats = null;
    mocks.suspension = null;
    mocks.apply.mockReset().mockResolvedValue(undefined);
    mocks.answer.mockReset().mockResolvedValue(undefined);
    mocks.withdraw.mockReset().mockResolvedValue(undefined);
  });

  it('asks signed-out visitors to sign in', async () => {
    renderWithProviders(<EnrollSection project={testProject()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please sign in to apply to this project')).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Application pending'],
    ['needs_info', 'Mentor needs more info'],
    ['approved', 'Application approved'],
    ['rejected', 'Application rejected'],
    ['withdrawn', 'Application withdrawn'],
    ['expired', 'Application expired'],
  ] as const)('shows a disabled %s button instead of Enroll', (status, label) => {
    mocks.mine = { status: 'success', data: testEnrollment('student', status), pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    const discussion = screen.queryByRole('link', { name: 'View Project Discussions' });
    if (status === 'approved') expect(discussion).toHaveAttribute('href', '/project-discussions/p1');
    else expect(discussion).toBeNull();
  });

  it('validates the LinkedIn URL, then sends the request', async () => {
    const project = testProject();
    renderWithProviders(<EnrollSection project={project} />, { session: signedIn('student') });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Portfolio Project' });
    const input = within(dialog).getByLabelText(/LinkedIn Profile URL/);
    fireEvent.change(within(dialog).getByLabelText(/What do you want to get out of this project\?/), { target: { value: MESSAGE } });

    fireEvent.change(input, { target: { value: 'https://example.com/me' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText('Please enter a valid LinkedIn profile URL (e.g., linkedin.com/in/username)'),
    ).toBeInTheDocument();
    expect(mocks.apply).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'linkedin.com/in/sam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(mocks.apply).toHaveBeenCalledTimes(1));
    expect(mocks.apply).toHaveBeenCalledWith(project.id, 'linkedin.com/in/sam', MESSAGE);
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the server refuses, with its reason', async () => {
    const cap = 'You have 5 open applications. Withdraw one or wait for a decision before applying again.';
    mocks.apply.mockRejectedValue(Object.assign(new Error(cap), { code: 'functions/resource-exhausted' }));
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/LinkedIn Profile URL/), { target: { value: 'linkedin.com/in/sam' } });
    fireEvent.change(within(dialog).getByLabelText(/What do you want to get out of this project\?/), { target: { value: MESSAGE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText(`Failed to send your application: ${cap}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(cap);
    expect(within(dialog).getByLabelText(/LinkedIn Profile URL/)).toHaveValue('linkedin.com/in/sam');
    expect(within(dialog).getByLabelText(/What do you want to get out of this project\?/)).toHaveValue(MESSAGE);
  });

  describe('the application message', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const openDialog = async () => {
      renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      const dialog = await screen.findByRole('dialog', { name: 'Apply to Portfolio Project' });
      fireEvent.change(within(dialog).getByLabelText(/LinkedIn Profile URL/), { target: { value: 'linkedin.com/in/sam' } });
      return { dialog, message: within(dialog).getByLabelText(/What do you want to get out of this project\?/) };
    };

    it('is a required field with a counter of its trimmed length', async () => {
      const { message } = await openDialog();
      expect(message.tagName).toBe('TEXTAREA');
      expect(message).toBeRequired();
      expect(message).toHaveAttribute('maxLength', '1000');
      expect(message).toHaveAccessibleDescription('0/1000 characters (at least 30)');
      fireEvent.change(message, { target: { value: '  Learning by doing.  ' } });
      expect(message).toHaveAccessibleDescription('18/1000 characters (at least 30)');
    });

    it('refuses sending a message under 30 characters once trimmed, then sends a long enough one', async () => {
      const { dialog, message } = await openDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
      expect(await within(dialog).findByText('Message must be at least 30 characters')).toBeInTheDocument();

      fireEvent.change(message, { target: { value: `   ${'x'.repeat(29)}   ` } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
      expect(await within(dialog).findByText('Message must be at least 30 characters')).toBeInTheDocument();
      expect(message).toHaveAttribute('aria-invalid', 'true');
      expect(mocks.apply).not.toHaveBeenCalled();

      fireEvent.change(message, { target: { value: 'x'.repeat(30) } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
      await waitFor(() => expect(mocks.apply).toHaveBeenCalledWith('p1', 'linkedin.com/in/sam', 'x'.repeat(30)));
    });

    it('says when the application expires unanswered and how soon the mentor answers, before sending', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 25, 12));
      mocks.mentorStats = { decisions: 12, median_response_hours: 30, response_rate: 0.92, open_requests: 2, last_active_at: null, sessions_confirmed: 0 };
      const { dialog } = await openDialog();
      // 14 days from now, in the app's one date format (lib/dates.ts).
      expect(
        within(dialog).getByText(`If the mentor does not answer within 14 days, your application expires on ${formatDate(new Date(2026, 11, 9, 12))}.`),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Name mentor: Usually responds within 2 days · Answers 92% of applications')).toBeInTheDocument();
    });

    it('calls a mentor without decisions yet new in the dialog too', async () => {
      const { dialog } = await openDialog();
      expect(within(dialog).getByText('Name mentor: New mentor')).toBeInTheDocument();
    });
  });

  it('shows Full, disabled, on a project whose seats are taken', () => {
    renderWithProviders(<EnrollSection project={testProject({ seats: 2, seats_taken: 2 })} />, { session: signedIn('student') });
    expect(screen.getByRole('button', { name: 'Full' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it.each([['rejected'], ['withdrawn'], ['expired']] as const)('offers applying again after a %s request', async (status) => {
    mocks.mine = { status: 'success', data: testEnrollment('student', status), pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Portfolio Project' });
    fireEvent.change(within(dialog).getByLabelText(/LinkedIn Profile URL/), { target: { value: 'linkedin.com/in/sam' } });
    fireEvent.change(within(dialog).getByLabelText(/What do you want to get out of this project\?/), { target: { value: MESSAGE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(mocks.apply).toHaveBeenCalledWith('p1', 'linkedin.com/in/sam', MESSAGE));
  });

  it('shows the mentor’s question and sends the answer', async () => {
    const asked = testEnrollment('student', 'needs_info', { question: 'Which stack do you know?' });
    mocks.mine = { status: 'success', data: asked, pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    expect(screen.getByText('Which stack do you know?')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send Answer' }));
    expect(await screen.findByText('Please write your answer (up to 1000 characters)')).toBeInTheDocument();
    expect(mocks.answer).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Your answer/), { target: { value: 'React and Node.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Answer' }));
    await waitFor(() => expect(mocks.answer).toHaveBeenCalledWith('p1_student', 'React and Node.'));
    expect(await screen.findByText('Your answer was sent to the mentor')).toBeInTheDocument();
  });

  it('withdraws an open request after asking', async () => {
    mocks.mine = { status: 'success', data: testEnrollment('student', 'pending'), pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw application?' });
    expect(mocks.withdraw).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(mocks.withdraw).toHaveBeenCalledWith('p1_student'));
    expect(await screen.findByText('Your application was withdrawn')).toBeInTheDocument();
  });

  it('disables withdrawing for a suspended student, with why (the rules refuse their writes)', () => {
    mocks.suspension = { until: new Date(2099, 0, 1), forGood: false, reason: 'spam' };
    mocks.mine = { status: 'success', data: testEnrollment('student', 'pending'), pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    const withdraw = screen.getByRole('button', { name: 'Withdraw application' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('Your account is suspended: you cannot do this now. Reason: Spam or advertising.');
    fireEvent.click(withdraw);
    expect(screen.queryByRole('dialog', { name: 'Withdraw application?' })).toBeNull();
    expect(mocks.withdraw).not.toHaveBeenCalled();
  });

  it('offers a suspended student neither the apply dialog nor the answer form, and says why', () => {
    const why = 'Your account is suspended: you cannot do this now. Reason: Spam or advertising.';
    mocks.suspension = { until: new Date(2099, 0, 1), forGood: false, reason: 'spam' };
    const { unmount } = renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(why);
    fireEvent.click(apply);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    mocks.mine = { status: 'success', data: testEnrollment('student', 'needs_info', { question: 'Which stack do you know?' }), pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    expect(screen.getByText('Which stack do you know?')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your answer/)).toBeNull();
    const send = screen.getByRole('button', { name: 'Send Answer' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(why);
  });

  it('says a paused mentor is not accepting applications, to students and visitors', () => {
    mocks.mentorAccepting = false;
    const { unmount } = renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    expect(screen.getByRole('button', { name: 'Not accepting applications' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    unmount();
    renderWithProviders(<EnrollSection project={testProject()} />);
    expect(screen.getByRole('button', { name: 'Not accepting applications' })).toBeDisabled();
  });

  it('shows how soon and how often the mentor answers where the student decides to apply', () => {
    mocks.mentorStats = { decisions: 12, median_response_hours: 30, response_rate: 0.92, open_requests: 2, last_active_at: null, sessions_confirmed: 0 };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    expect(screen.getByText('Usually responds within 2 days · Answers 92% of applications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('says a new mentor is new, with no rate yet', () => {
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    expect(screen.getByText('New mentor')).toBeInTheDocument();
  });

  it('tells a pending application when it expires if the mentor does not answer', () => {
    const waiting = new Date(2026, 10, 25, 12);
    mocks.mine = { status: 'success', data: testEnrollment('student', 'pending', { waiting_since: waiting }), pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    // 14 days after it started waiting, in the app's one date format (lib/dates.ts).
    expect(screen.getByText(`Expires on ${formatDate(new Date(2026, 11, 9, 12))} if the mentor does not answer`)).toBeInTheDocument();
  });

  it('shows the mentor’s reason and note with a rejection', () => {
    const rejected = testEnrollment('student', 'rejected', { reject_reason: 'seats', reject_note: 'Apply to the next round!' });
    mocks.mine = { status: 'success', data: rejected, pending: false, fromCache: false };
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('student') });
    expect(screen.getByText('The seats went to other applicants')).toBeInTheDocument();
    expect(screen.getByText('Apply to the next round!')).toBeInTheDocument();
    expect(screen.queryByText(/Expires on/)).toBeNull();
  });

  it('does not offer enrolling to mentors', () => {
    mocks.role = 'mentor';
    renderWithProviders(<EnrollSection project={testProject()} />, { session: signedIn('other-mentor') });
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
