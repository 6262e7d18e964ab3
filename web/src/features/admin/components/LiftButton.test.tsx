import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@mentorbridge/model';
import { renderWithProviders } from '@/test-utils';
import { LiftButton } from './LiftButton';

const liftSuspension = vi.fn<(userId: string) => Promise<boolean>>();
vi.mock('../api/mutations', () => ({ liftSuspension: (userId: string) => liftSuspension(userId) }));

const T = TEXTS.moderation;

describe('LiftButton', () => {
  beforeEach(() => {
    liftSuspension.mockReset();
  });

  it('asks before lifting: Cancel (which has the focus) lifts nothing', async () => {
    renderWithProviders(<LiftButton userId="u1" name="Sam Lee" />);
    await userEvent.click(screen.getByRole('button', { name: T.liftLabel('Sam Lee') }));
    const dialog = await screen.findByRole('dialog', { name: T.liftTitle('Sam Lee') });
    expect(dialog).toHaveTextContent(T.liftMessage);
    expect(screen.getByRole('button', { name: TEXTS.actions.cancel })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.actions.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(liftSuspension).not.toHaveBeenCalled();
  });

  it('lifts once confirmed, then tells its caller', async () => {
    liftSuspension.mockResolvedValue(true);
    const onLifted = vi.fn();
    renderWithProviders(<LiftButton userId="u1" name="Sam Lee" onLifted={onLifted} />);
    await userEvent.click(screen.getByRole('button', { name: T.liftLabel('Sam Lee') }));
    const dialog = await screen.findByRole('dialog', { name: T.liftTitle('Sam Lee') });
    await userEvent.click(within(dialog).getByRole('button', { name: T.lift }));
    await waitFor(() => expect(onLifted).toHaveBeenCalledTimes(1));
    expect(liftSuspension).toHaveBeenCalledWith('u1');
  });
});
