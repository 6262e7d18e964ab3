import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS, type ProjectMessage } from '@mentorbridge/model';
import type { LiveState, LiveItem } from '@/lib/liveQuery';
import { renderWithProviders } from '@/test-utils';
import { MessageThread } from './MessageThread';
import { signedIn, testMessage, testProject } from './testData';

const mocks = vi.hoisted(() => ({
  messages: { status: 'loading', data: undefined, pending: false, fromCache: false } as unknown,
  send: vi.fn(),
}));

vi.mock('../api/messages', () => ({
  useProjectMessages: () => mocks.messages,
  sendProjectMessage: mocks.send,
}));
vi.mock('@/session/profile', () => ({ useMyProfile: () => ({ status: 'loading', profile: undefined }) }));
vi.mock('@/lib/rateLimit', () => ({ loadRateLimits: vi.fn() }));

/** What sendProjectMessage resolves to for a message it queued. */
const queued = (saved: Promise<void>) => ({ id: 'm-new', saved, refusal: () => Promise.resolve(null), explain: () => Promise.resolve(null) });

const items = (list: [ProjectMessage, boolean][]): LiveState<LiveItem<ProjectMessage>[]> => ({
  status: 'success',
  data: list.map(([data, pending]) => ({ id: data.id, data, pending })),
  pending: list.some(([, p]) => p),
  fromCache: false,
});

describe('MessageThread', () => {
  beforeEach(() => {
    mocks.send.mockReset();
  });

  it('shows the thread in order, marks the mentor and the messages still pending', () => {
    mocks.messages = items([
      [testMessage('m1', 'mentor', 'Welcome aboard', '2026-01-01T10:00:00Z'), false],
      [testMessage('m2', 'student', 'Thanks!', '2026-01-01T11:00:00Z'), false],
      [testMessage('m3', 'student', 'Written offline', null), true],
    ]);
    renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student') });

    const log = screen.getByRole('log', { name: 'Messages' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Welcome aboard'),
      expect.stringContaining('Thanks!'),
      expect.stringContaining('Written offline'),
    ]);
    expect(within(rows[0]).getByText('Mentor')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Mentor')).toBeNull();
    expect(within(rows[2]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Pending')).toBeNull();
  });

  it('puts a message’s Report and Block in one “…” menu on its header line, none on one’s own messages', async () => {
    const user = userEvent.setup();
    mocks.messages = items([
      [testMessage('m1', 'mentor', 'Welcome aboard', '2026-01-01T10:00:00Z'), false],
      [testMessage('m2', 'student', 'Thanks!', '2026-01-01T11:00:00Z'), false],
    ]);
    renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student') });
    const [theirs, mine] = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    // One control on the other person's message, before which nothing but its header: no Report or Block buttons.
    const more = within(theirs).getByRole('button', { name: TEXTS.moderation.messageActions('Name mentor') });
    expect(within(theirs).getAllByRole('button')).toEqual([more]);
    expect(within(mine).queryAllByRole('button')).toEqual([]);

    // The menu's items (jsdom has no layout, so Mantine keeps the positioned menu hidden: the keyboard's part, Enter,
    // the arrows and Escape, is in the browser tests, blocks.spec.ts).
    await user.click(more);
    const menu = await screen.findByRole('menu', { hidden: true });
    // Named by its button.
    expect(menu).toHaveAttribute('aria-labelledby', more.id);
    const report = within(menu).getByRole('menuitem', { hidden: true, name: TEXTS.moderation.reportLabel('message', 'by Name mentor') });
    const block = within(menu).getByRole('menuitem', { hidden: true, name: TEXTS.moderation.blockLabel('Name mentor') });
    expect(within(menu).getAllByRole('menuitem', { hidden: true })).toEqual([report, block]);
    // Block waits for the list of blocked people (not read here).
    expect(block).toBeDisabled();

    // Report opens its dialog from the menu.
    fireEvent.click(report);
    expect(await screen.findByRole('dialog', { name: TEXTS.moderation.reportTitle('message') })).toBeInTheDocument();
  });

  it('offers older messages above the newest ones only when there are some', () => {
    const showOlder = vi.fn();
    mocks.messages = { ...items([[testMessage('m9', 'mentor', 'Newest page', '2026-01-02T10:00:00Z'), false]]), hasOlder: true, showOlder };
    const { unmount } = renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student') });
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(showOlder).toHaveBeenCalledTimes(1);
    unmount();

    mocks.messages = { ...items([[testMessage('m9', 'mentor', 'Newest page', '2026-01-02T10:00:00Z'), false]]), hasOlder: false, showOlder };
    renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student') });
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('sends the trimmed message and clears the composer without waiting for the server', async () => {
    mocks.messages = items([]);
    mocks.send.mockResolvedValue(queued(new Promise(() => undefined)));
    renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student', 'Sam') });

    expect(screen.getByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    fireEvent.change(box, { target: { value: '  Hello mentor  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(mocks.send).toHaveBeenCalledWith('p1', { id: 'student', display_name: 'Sam', avatar_url: null }, 'Hello mentor');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the words and says when sending is possible again when the limit is reached', async () => {
    mocks.messages = items([]);
    const limited = 'You have sent 60 project messages in the last hour. You can send messages again at 2:05 PM.';
    mocks.send.mockResolvedValue({ limited });
    renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student', 'Sam') });
    const box = screen.getByRole('textbox', { name: 'Message' });

    fireEvent.change(box, { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(box).toHaveValue('One more');
  });

  it('gives the words back, with the limit’s message, when the server refuses the message', async () => {
    mocks.messages = items([]);
    const limited = 'You have sent 60 project messages in the last hour. You can send messages again at 2:05 PM.';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.send.mockResolvedValue({ ...queued(Promise.reject(new Error('permission-denied'))), refusal: () => Promise.resolve(limited) });
    renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student', 'Sam') });
    const box = screen.getByRole('textbox', { name: 'Message' });

    fireEvent.change(box, { target: { value: 'Sent elsewhere too' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(box).toHaveValue('Sent elsewhere too');
  });

  it('sends on Enter but not on Shift+Enter', () => {
    mocks.messages = items([]);
    mocks.send.mockResolvedValue(queued(Promise.resolve()));
    renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student') });
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText(TEXTS.projectThread.hint)).toBeTruthy();

    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(mocks.send).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(mocks.send).toHaveBeenCalledTimes(1);
  });

  it('on a touch screen makes Enter a new line and the button send, without the Enter hint', () => {
    const fine = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...fine(query), matches: query === '(pointer: coarse)' });
    try {
      mocks.messages = items([]);
      mocks.send.mockResolvedValue(queued(Promise.resolve()));
      renderWithProviders(<MessageThread project={testProject()} height={300} />, { session: signedIn('student') });
      const box = screen.getByRole('textbox', { name: 'Message' });
      expect(screen.queryByText(TEXTS.projectThread.hint)).toBeNull();
      fireEvent.change(box, { target: { value: 'Line one' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(mocks.send).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(mocks.send).toHaveBeenCalledTimes(1);
    } finally {
      window.matchMedia = fine;
    }
  });

  it('reports a thread it may not read', () => {
    const error = new Error('Missing or insufficient permissions.');
    mocks.messages = { status: 'error', data: undefined, error, pending: false, fromCache: false };
    const onReadError = vi.fn();
    renderWithProviders(<MessageThread project={testProject()} height={300} onReadError={onReadError} />, {
      session: signedIn('student'),
    });

    expect(screen.getByText('Only students whose application was approved can take part in this discussion')).toBeInTheDocument();
    expect(onReadError).toHaveBeenCalledWith(error);
  });
});
