import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@mentorbridge/model';
import { renderWithProviders, testProfile, readyPages } from '@/test-utils';
import { UsersTab } from './UsersTab';

const me = testProfile({ id: 'me', display_name: 'Ava Admin', role: 'student', admin_role: 'admin' });
const other = testProfile({ id: 'other', display_name: 'Otto Admin', role: 'student', admin_role: 'admin' });

// The list's reads are the paged query's business (api/paged); here it holds two admins, the viewer and another.
vi.mock('../api/paged', () => ({ usePagedQuery: () => readyPages([me, other]) }));
vi.mock('../api/records', () => ({ adminQueries: { users: () => null } }));

const U = TEXTS.adminUsers;

describe('UsersTab', () => {
  beforeEach(() => notifications.clean());

  it("disables the admin's own row's buttons, and leaves the other rows' buttons as they are", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsersTab />, { session: { status: 'signedIn', user: { uid: 'me' } as User } });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);

    // The own row: disabled for assistive technology too (its tooltip says why on hover), and Delete opens nothing.
    expect(within(rows[0]).getByRole('button', { name: U.removeAdminLabel('Ava Admin') })).toHaveAttribute('aria-disabled', 'true');
    const ownDelete = within(rows[0]).getByRole('button', { name: U.deleteLabel('Ava Admin') });
    expect(ownDelete).toHaveAttribute('aria-disabled', 'true');
    await user.click(ownDelete);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Another admin's row: enabled buttons, and Delete asks for confirmation.
    const otherDelete = within(rows[1]).getByRole('button', { name: U.deleteLabel('Otto Admin') });
    expect(otherDelete).not.toHaveAttribute('aria-disabled');
    expect(within(rows[1]).getByRole('button', { name: U.removeAdminLabel('Otto Admin') })).not.toHaveAttribute('aria-disabled');
    await user.click(otherDelete);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
