import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import type { Enrollment } from '@mentorbridge/model';
import { EnrollmentList } from './EnrollmentList';
import { signedIn, testEnrollment } from './testData';

const mocks = vi.hoisted(() => ({ decide: vi.fn(), remove: vi.fn() }));
vi.mock('../api/enrollments', () => ({ decideEnrollment: mocks.decide, deleteEnrollment: mocks.remove }));

const live = (...list: Enrollment[]) => list.map((data) => ({ id: data.id, data, pending: false }));

function renderList(...list: Enrollment[]) {
  return renderWithProviders(<EnrollmentList items={live(...list)} empty="Nothing here" />, { session: signedIn('mentor') });
}

describe('EnrollmentList', () => {
  beforeEach(() => {
    mocks.decide.mockReset().mockResolvedValue(undefined);
    mocks.remove.mockReset().mockResolvedValue(undefined);
  });

  it('says so when there are no requests', () => {
    renderList();
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('offers Approve, Reject and Ask only while pending, Delete only once ended', () => {
    renderList(
      testEnrollment('ann', 'pending'),
      testEnrollment('bob', 'approved'),
      testEnrollment('cy', 'rejected'),
      testEnrollment('dee', 'withdrawn'),
      testEnrollment('eve', 'expired'),
      testEnrollment('fay', 'needs_info', { question: 'Why this project?' }),
    );
    const [ann, bob, cy, dee, eve, fay] = screen.getAllByRole('listitem');
    expect(within(ann).getByRole('button', { name: 'Approve Name ann' })).toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: 'Reject Name ann' })).toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: 'Ask for More Info: Name ann' })).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(ann).getByText('Pending')).toBeInTheDocument();
    for (const row of [bob, cy, dee, eve]) {
      expect(within(row).queryByRole('button', { name: /Approve|Reject|Ask/ })).toBeNull();
      expect(within(row).getByRole('button', { name: /Delete application/ })).toBeInTheDocument();
    }
    expect(within(bob).getByText('Approved')).toBeInTheDocument();
    expect(within(cy).getByText('Rejected')).toBeInTheDocument();
    expect(within(dee).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(eve).getByText('Expired')).toBeInTheDocument();
    expect(within(fay).getByText('Needs info')).toBeInTheDocument();
    expect(within(fay).getByText('Why this project?')).toBeInTheDocument();
    expect(within(fay).getByText('Waiting for the student to answer')).toBeInTheDocument();
    expect(within(fay).queryByRole('button')).toBeNull();
  });

  it('says how many days pending requests have waited, and marks those waiting 7 days or more', () => {
    const now = Date.now();
    renderList(
      testEnrollment('old', 'pending', { waiting_since: new Date(now - 8 * 86_400_000) }),
      testEnrollment('new', 'pending', { waiting_since: new Date(now - 2 * 86_400_000) }),
      testEnrollment('done', 'approved', { waiting_since: new Date(now - 9 * 86_400_000) }),
    );
    const [old, recent, done] = screen.getAllByRole('listitem');
    expect(within(old).getByText('Waiting 7+ days')).toBeInTheDocument();
    expect(within(old).getByText(/· Waiting 8 days$/)).toBeInTheDocument();
    expect(within(recent).queryByText('Waiting 7+ days')).toBeNull();
    expect(within(recent).getByText(/· Waiting 2 days$/)).toBeInTheDocument();
    expect(within(done).queryByText(/Waiting/)).toBeNull();
  });

  it('asks the student for more information with the question typed', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for More Info: Name ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for More Info' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Question' }));
    expect(await within(dialog).findByText('Please write your question (up to 500 characters)')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Your question to the student/), { target: { value: 'What have you built?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Question' }));
    await vi.waitFor(() => expect(mocks.decide).toHaveBeenCalledWith('p1_ann', 'needs_info', { question: 'What have you built?' }));
    expect(await screen.findByText('Your question was sent to the student')).toBeInTheDocument();
  });

  it('shows the server’s reason when an approval is refused for want of seats', async () => {
    const full = 'Every seat of this project is taken. Add seats to the project or reject the application.';
    mocks.decide.mockRejectedValue(Object.assign(new Error(full), { code: 'functions/failed-precondition' }));
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve Name ann' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Approve application' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(screen.getByText('Failed to approve the application')).toBeInTheDocument();
  });

  it('approves only after confirmation', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve Name ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    expect(mocks.decide).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(mocks.decide).toHaveBeenCalledWith('p1_ann', 'approved', undefined);
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
  });

  it('does not approve when the confirmation is cancelled', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve Name ann' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(mocks.decide).not.toHaveBeenCalled();
  });

  it('rejects only after a confirmation, with the reason and note chosen, and a neutral toast', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Name ann' }));
    expect(mocks.decide).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Reject application?' });
    expect(within(dialog).getByText(/Reject Name ann’s application/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'seats' } });
    fireEvent.change(within(dialog).getByLabelText('Note to the student (optional)'), { target: { value: '  Try the next cohort.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(mocks.decide).toHaveBeenCalledWith('p1_ann', 'rejected', { reason: 'seats', note: 'Try the next cohort.' }));
    const toast = await screen.findByText('Application rejected. The student can see your reason.');
    // Neutral: the theme's colour, not the success green.
    expect(toast.closest('.mantine-Notification-root')?.getAttribute('style') ?? '').not.toContain('green');
  });

  it('rejects without a reason or a note when none is given', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Name ann' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reject application?' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(mocks.decide).toHaveBeenCalledWith('p1_ann', 'rejected', {}));
  });

  it('does not reject when the confirmation is cancelled', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Name ann' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reject application?' })).getByRole('button', { name: 'Cancel' }));
    expect(mocks.decide).not.toHaveBeenCalled();
  });

  it('reports a refused decision', async () => {
    mocks.decide.mockRejectedValue(new Error('permission-denied'));
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Name ann' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reject application?' })).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject the application')).toBeInTheDocument();
  });

  it('deletes a decided request after confirmation', async () => {
    renderList(testEnrollment('bob', 'approved'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete application from Name bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete application' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(mocks.remove).toHaveBeenCalledWith('p1_bob');
    expect(await screen.findByText('Application deleted')).toBeInTheDocument();
  });
});
