import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { ApplicationMessage } from './ApplicationMessage';

describe('ApplicationMessage', () => {
  it('shows the student’s message under its heading, keeping its line breaks and wrapping long words', () => {
    const message = `I want to learn testing.\nAnd ship a feature: ${'a'.repeat(120)}`;
    renderWithProviders(<ApplicationMessage message={message} />);
    expect(screen.getByText('Their message')).toBeInTheDocument();
    const text = screen.getByText((_, element) => element?.textContent === message && element.tagName === 'P');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
  });

  it('shows nothing for a request written before messages', () => {
    const { container } = renderWithProviders(<ApplicationMessage message="" />);
    expect(screen.queryByText('Their message')).toBeNull();
    expect(container.querySelector('p')).toBeNull();
  });
});
