import { fireEvent, screen, within } from '@testing-library/react';
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

  it('offers Approve and Reject only while pending, Delete only once decided', () => {
    renderList(testEnrollment('ann', 'pending'), testEnrollment('bob', 'approved'), testEnrollment('cy', 'rejected'));
    const [ann, bob, cy] = screen.getAllByRole('listitem');
    expect(within(ann).getByRole('button', { name: 'Approve Name ann' })).toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: 'Reject Name ann' })).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(ann).getByText('Pending')).toBeInTheDocument();
    for (const row of [bob, cy]) {
      expect(within(row).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
      expect(within(row).getByRole('button', { name: /Delete request/ })).toBeInTheDocument();
    }
    expect(within(bob).getByText('Approved')).toBeInTheDocument();
    expect(within(cy).getByText('Rejected')).toBeInTheDocument();
  });

  it('approves only after confirmation', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve Name ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Enrollment' });
    expect(mocks.decide).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(mocks.decide).toHaveBeenCalledWith('p1_ann', 'approved');
    expect(await screen.findByText('Student enrollment approved!')).toBeInTheDocument();
  });

  it('does not approve when the confirmation is cancelled', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve Name ann' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(mocks.decide).not.toHaveBeenCalled();
  });

  it('rejects at once', async () => {
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Name ann' }));
    expect(mocks.decide).toHaveBeenCalledWith('p1_ann', 'rejected');
    expect(await screen.findByText('Student enrollment rejected!')).toBeInTheDocument();
  });

  it('reports a refused decision', async () => {
    mocks.decide.mockRejectedValue(new Error('permission-denied'));
    renderList(testEnrollment('ann', 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Name ann' }));
    expect(await screen.findByText('Failed to reject enrollment')).toBeInTheDocument();
  });

  it('deletes a decided request after confirmation', async () => {
    renderList(testEnrollment('bob', 'approved'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete request from Name bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Enrollment Request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(mocks.remove).toHaveBeenCalledWith('p1_bob');
    expect(await screen.findByText('Enrollment request deleted')).toBeInTheDocument();
  });
});
