import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { ConfirmDelete, ConfirmDialog } from './ConfirmDialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(
    <ConfirmDialog opened title="Delete thing?" confirmLabel="Delete" {...handlers} {...props}>
      It will be gone.
    </ConfirmDialog>,
  );
  return { ...handlers, dialog: screen.getByRole('dialog', { name: 'Delete thing?' }) };
}

describe('ConfirmDialog', () => {
  it('puts the focus on Cancel, the safe choice', async () => {
    const { dialog } = renderDialog({ destructive: true });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await vi.waitFor(() => expect(cancel).toHaveFocus());
    expect(within(dialog).getByText('It will be gone.')).toBeInTheDocument();
  });

  it('confirms and cancels through its two buttons', () => {
    const { dialog, onConfirm, onCancel } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while the action runs', () => {
    const { dialog, onCancel } = renderDialog({ loading: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading', 'true');
  });
});

describe('ConfirmDelete', () => {
  it('takes its title, red button and sentence from the catalogue entry', () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDelete opened texts={{ title: 'Delete note?', action: 'Delete note', message: 'The note goes.' }} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete note?' });
    expect(within(dialog).getByText('The note goes.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete note' });
    expect(confirm.style.getPropertyValue('--button-bg')).toContain('red');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says the given message when the entry words it per item', () => {
    renderWithProviders(
      <ConfirmDelete
        opened
        texts={{ title: 'Delete note?', action: 'Delete' }}
        message="“Groceries” goes."
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(within(screen.getByRole('dialog', { name: 'Delete note?' })).getByText('“Groceries” goes.')).toBeInTheDocument();
  });
});
