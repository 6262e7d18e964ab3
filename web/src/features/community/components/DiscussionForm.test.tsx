import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileState } from '@/session';
import { renderWithProviders, testProfile } from '@/test-utils';
import { DiscussionForm } from './DiscussionForm';

const state = vi.hoisted(() => ({ profile: { status: 'loading', profile: undefined } as unknown }));
const api = vi.hoisted(() => ({ postDiscussion: vi.fn() }));

vi.mock('@/session/profile', () => ({ useMyProfile: () => state.profile }));
vi.mock('../api/community', () => ({ postDiscussion: api.postDiscussion }));

const signedIn = { status: 'signedIn' as const, user: { uid: 'admin-1' } as User };

function profile(admin_role: 'admin' | 'student'): ProfileState {
  return {
    status: 'ready',
    pending: false,
    profile: testProfile({ id: 'admin-1', display_name: 'Ada Admin', role: 'student', admin_role }),
  };
}

/** A combobox's input (its listbox carries the same label). */
const inputLabelled = (label: string) => screen.getAllByLabelText<HTMLInputElement>(label).find((el) => el.tagName === 'INPUT')!;
const categoryInput = () => inputLabelled('Category');

function fill(title: string, content: string) {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: title } });
  fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: content } });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  api.postDiscussion.mockReset();
  api.postDiscussion.mockReturnValue({ id: 'new-id', saved: Promise.resolve() });
  state.profile = profile('admin');
});

describe('DiscussionForm', () => {
  it('starts collapsed, expands into the inline card and collapses again keeping the draft', async () => {
    renderWithProviders(<DiscussionForm mode="collapsed" />, { session: signedIn });
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Start a New Discussion' }));
    expect(screen.getByRole('heading', { name: 'Start a New Discussion' })).toBeTruthy();
    const user = fill('Draft', '');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start a New Discussion' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('Draft');
  });

  it('requires both title and content', async () => {
    renderWithProviders(<DiscussionForm mode="card" />, { session: signedIn });
    const user = fill('Only a title', '   ');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByText('Please fill in both title and content')).toBeTruthy();
    expect(api.postDiscussion).not.toHaveBeenCalled();
  });

  it('posts trimmed values with unique tags, then clears the fields and resets the category', async () => {
    const onPosted = vi.fn();
    renderWithProviders(<DiscussionForm mode="card" onPosted={onPosted} />, { session: signedIn });
    const user = fill('  Interview tips  ', ' Share yours. ');
    await user.click(categoryInput());
    await user.click(await screen.findByRole('option', { name: 'Research', hidden: true }));
    await user.type(inputLabelled('Tags'), ' career ,Career,interviews{enter}');
    const tagPills = () => within(inputLabelled('Tags').parentElement!.parentElement!);
    expect(tagPills().getAllByText(/^(career|interviews)$/).map((el) => el.textContent)).toEqual(['career', 'interviews']);

    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));

    expect(api.postDiscussion).toHaveBeenCalledWith(
      { title: 'Interview tips', content: 'Share yours.', category: 'Research', tags: ['career', 'interviews'] },
      { id: 'admin-1', display_name: 'Ada Admin', avatar_url: null },
    );
    expect(onPosted).toHaveBeenCalledWith('new-id');
    expect(await screen.findByText('Discussion posted successfully!')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Content/).value).toBe('');
    expect(categoryInput().value).toBe('Career Advice');
    expect(tagPills().queryByText('career')).toBeNull();
  });

  it('reports a refusal by the server', async () => {
    api.postDiscussion.mockImplementation(() => ({ id: 'x', saved: Promise.reject(new Error('permission-denied')) }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<DiscussionForm mode="card" />, { session: signedIn });
    const user = fill('T', 'C');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByText('Failed to post discussion')).toBeTruthy();
  });

  it('refuses non-admins', async () => {
    state.profile = profile('student');
    renderWithProviders(<DiscussionForm mode="card" />, { session: signedIn });
    const user = fill('T', 'C');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByText('Only administrators can create discussions')).toBeTruthy();
    expect(api.postDiscussion).not.toHaveBeenCalled();
  });

  it('asks a signed-out user to log in', async () => {
    state.profile = { status: 'signedOut', profile: undefined };
    renderWithProviders(<DiscussionForm mode="page" />);
    fireEvent.submit(screen.getByRole('button', { name: 'Post Discussion' }).closest('form')!);
    await waitFor(() => expect(screen.getByText('You must be logged in to post a discussion')).toBeTruthy());
  });
});
