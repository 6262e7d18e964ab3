import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staleResults } from './staleResults';

const grid = (refreshing: boolean) =>
  render(
    <section aria-label="Results" {...staleResults(refreshing)}>
      <button type="button">Open</button>
    </section>,
  );

describe('staleResults', () => {
  it('marks previous results busy, dimmed and inert while the next ones load', () => {
    grid(true);
    const section = screen.getByRole('region', { name: 'Results', hidden: true });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section).toHaveAttribute('inert');
    expect(section).toHaveStyle({ opacity: '0.6' });
  });

  it('leaves current results alone', () => {
    grid(false);
    const section = screen.getByRole('region', { name: 'Results' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(section).not.toHaveAttribute('inert');
    expect(section).toHaveStyle({ opacity: '1' });
  });
});
