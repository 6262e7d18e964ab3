import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newReportTarget, paths, type ReportTarget } from '@mentorbridge/model';
import { renderWithProviders, readyPages } from '@/test-utils';
import { ReportsTab } from './ReportsTab';

const at = new Date('2026-11-20T10:00:00Z');
const reported = (id: string, fields: Pick<ReportTarget, 'kind' | 'target_path' | 'title' | 'text'>): ReportTarget => ({
  id,
  ...newReportTarget({ ...fields, count: 1, reasons: { spam: 1 }, author_id: 'mentor-1', author_name: 'Mia Mentor' }, at),
});
const targets: ReportTarget[] = [
  reported('r1', { kind: 'project_message', target_path: `${paths.projectMessages('p1')}/m1`, title: '', text: 'Buy followers' }),
  reported('r2', { kind: 'comment', target_path: `${paths.comments('d1')}/c1`, title: '', text: 'Cheap pills' }),
  reported('r3', { kind: 'video', target_path: paths.video('v1'), title: 'Get rich', text: '' }),
];

vi.mock('../api/paged', () => ({ usePagedQuery: () => readyPages(targets) }));
vi.mock('../api/records', () => ({ adminQueries: { reports: () => null } }));
// The authors' profiles are not loaded here: no suspend action.
vi.mock('@/session', async (original) => ({
  ...(await original<typeof import('@/session')>()),
  useProfile: () => ({ status: 'missing', profile: undefined }),
}));

describe('ReportsTab', () => {
  it('links each report to the reported thing in place, named by what it is', async () => {
    renderWithProviders(<ReportsTab />);
    const rows = within(await screen.findByRole('list', { name: 'reports' })).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'Open project discussion for message Mia Mentor' })).toHaveAttribute('href', '/project-discussions/p1');
    expect(within(rows[1]).getByRole('link', { name: 'Open discussion for comment Mia Mentor' })).toHaveAttribute('href', '/community/discussion/d1');
    expect(within(rows[2]).getByRole('link', { name: 'Open mentor’s videos for video Get rich' })).toHaveAttribute('href', '/profile/mentor-1');
    expect(screen.getByText('Showing 3 reports')).toBeInTheDocument();
  });
});
