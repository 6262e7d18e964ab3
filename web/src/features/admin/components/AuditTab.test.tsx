import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { newAuditEntry, readFields, type AuditEntry } from '@mentorbridge/model';
import { AUDIT_ENTRY_FIELDS } from '@mentorbridge/model/records';
import { renderWithProviders, testProfile, readyPages } from '@/test-utils';
import { AuditTab } from './AuditTab';

const at = new Date('2026-11-20T10:00:00Z');
const entries: AuditEntry[] = [
  { id: 'a1', ...newAuditEntry({ actor_id: 'me', action: 'demote', target_path: 'profiles/u2', target_name: 'Dana Doe' }, at) },
  { id: 'a2', ...newAuditEntry({ actor_id: 'other-admin', action: 'delete_project', target_path: 'projects/p1', target_name: 'Todo App' }, at) },
  { id: 'a3', ...newAuditEntry({ actor_id: 'gone-admin', action: 'promote', target_path: 'profiles/u3', target_name: 'Sam Lee' }, at) },
  {
    id: 'a4',
    ...newAuditEntry({ actor_id: 'me', action: 'suspend_user', target_path: 'profiles/u3', target_name: 'Sam Lee', period: 'week', reason: 'spam' }, at),
  },
  // Written before suspensions recorded their period and reason: read with neither.
  readFields(AUDIT_ENTRY_FIELDS, 'a5', { actor_id: 'me', action: 'suspend_user', target_path: 'profiles/u4', target_name: 'Kim Old', created_at: at }),
  { id: 'a6', ...newAuditEntry({ actor_id: 'me', action: 'lift_suspension', target_path: 'profiles/u3', target_name: 'Sam Lee' }, at) },
];

vi.mock('../api/paged', () => ({ usePagedQuery: () => readyPages(entries) }));
vi.mock('../api/records', () => ({ adminQueries: { audit: () => null } }));
// The other admin still has a profile; the one who acted third has been deleted since.
vi.mock('@/session', async (original) => ({
  ...(await original<typeof import('@/session')>()),
  useProfile: (uid: string | null) =>
    uid === 'other-admin'
      ? { status: 'ready', profile: testProfile({ id: 'other-admin', display_name: 'Olga Admin' }), pending: false }
      : { status: 'missing', profile: undefined },
}));

describe('AuditTab', () => {
  it('lists each action with its label, target and who acted, and searches them', async () => {
    renderWithProviders(<AuditTab />, { session: { status: 'signedIn', user: { uid: 'me' } as User } });
    const rows = within(await screen.findByRole('list', { name: 'audit entries' })).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Removed admin rights');
    expect(rows[0]).toHaveTextContent('Dana Doe');
    expect(rows[0]).toHaveTextContent('by you');
    expect(rows[0]).toHaveTextContent('profiles/u2');
    expect(rows[1]).toHaveTextContent('Deleted project');
    expect(rows[1]).toHaveTextContent('by Olga Admin');
    expect(rows[2]).toHaveTextContent('Promoted to admin');
    expect(rows[2]).toHaveTextContent('by gone-admin');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search audit entries' }), 'deleted PROJECT');
    const list = await screen.findByRole('list', { name: 'audit entries' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem')).toHaveTextContent('Todo App');
  });

  it('words a suspension with its period and reason, an older one without, and a lifting as before', async () => {
    renderWithProviders(<AuditTab />, { session: { status: 'signedIn', user: { uid: 'me' } as User } });
    const rows = within(await screen.findByRole('list', { name: 'audit entries' })).getAllByRole('listitem');
    expect(rows[3]).toHaveTextContent('Suspended user');
    expect(within(rows[3]).getByText('Suspended Sam Lee for a week · Spam or advertising')).toBeVisible();
    expect(rows[4]).toHaveTextContent('Suspended user');
    expect(rows[4]).toHaveTextContent('Kim Old');
    expect(rows[4]).not.toHaveTextContent('Suspended Kim Old');
    expect(rows[5]).toHaveTextContent('Lifted suspension');
    expect(rows[5]).not.toHaveTextContent('Suspended Sam Lee');

    // The reason's words are searchable.
    await userEvent.type(screen.getByRole('textbox', { name: 'Search audit entries' }), 'advertising');
    const list = await screen.findByRole('list', { name: 'audit entries' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem')).toHaveTextContent('Suspended Sam Lee for a week');
  });
});
