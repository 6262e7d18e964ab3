import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { FilterSelect } from './FilterSelect';

const DATA = [
  { value: '0-50', label: '$0 - $50' },
  { value: '101+', label: '$101+' },
];

function renderSelect(value: string) {
  const onChange = vi.fn();
  renderWithProviders(<FilterSelect label="Hourly rate" all="All rates" data={DATA} value={value} onChange={onChange} />);
  return { onChange, select: screen.getByRole('combobox', { name: 'Hourly rate' }) };
}

describe('FilterSelect', () => {
  it('is a labelled native select with every option, "all" included, and the value chosen', () => {
    const { select } = renderSelect('0-50');
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All rates', '$0 - $50', '$101+']);
    expect(select).toHaveValue('0-50');
    expect(within(select).getByRole('option', { name: '$0 - $50' })).toHaveProperty('selected', true);
  });

  it('reports the chosen value, the empty one of "all" too', async () => {
    const { select, onChange } = renderSelect('0-50');
    await userEvent.selectOptions(select, '$101+');
    expect(onChange).toHaveBeenLastCalledWith('101+');
    await userEvent.selectOptions(select, 'All rates');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('does not claim "all" for a value none of its options has, and still lets "all" be chosen', async () => {
    const { select, onChange } = renderSelect('unknown');
    expect(select).toHaveValue('unknown');
    expect(within(select).getByRole('option', { name: 'All rates' })).toHaveProperty('selected', false);
    await userEvent.selectOptions(select, 'All rates');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes plain strings as options whose value is their text, and has no "all" choice unless given one', () => {
    renderWithProviders(<FilterSelect label="Category" data={['Tech', 'Career']} value="Career" onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(within(select).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['Tech', 'Tech'],
      ['Career', 'Career'],
    ]);
    expect(select).toHaveValue('Career');
  });
});
