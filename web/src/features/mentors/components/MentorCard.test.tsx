import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testProfile } from '@/test-utils';
import { MentorCard } from './MentorCard';

describe('MentorCard', () => {
  it('shows 4 expertise chips, then +N more', () => {
    renderWithProviders(
      <MentorCard mentor={testProfile({ expertise: ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7'] })} />,
    );
    const chips = within(screen.getByRole('list', { name: 'Expertise' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['A1', 'B2', 'C3', 'D4', '+3 more']);
  });

  it('has one trust line without contradictions: "New mentor" only for a mentor with no reviews', () => {
    const { unmount } = renderWithProviders(<MentorCard mentor={testProfile({ stats: null, review_count: 0, review_sum: 0 })} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('New mentor')).toBeInTheDocument();
    unmount();
    renderWithProviders(<MentorCard mentor={testProfile({ stats: null, review_count: 7, review_sum: 27 })} />);
    expect(screen.getByText('3.9 · 7 reviews')).toBeInTheDocument();
    expect(screen.queryByText(/New/)).not.toBeInTheDocument();
  });

  it('shows no "more" chip for 4 or fewer tags', () => {
    renderWithProviders(<MentorCard mentor={testProfile({ expertise: ['A1', 'B2', 'C3', 'D4'] })} />);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('books on Topmate in a new tab when the link is valid', () => {
    renderWithProviders(<MentorCard mentor={testProfile({ topmate_url: 'topmate.io/maya_mentor' })} />);
    const link = screen.getByRole('link', { name: /Book on Topmate/ });
    expect(link).toHaveAttribute('href', 'https://topmate.io/maya_mentor');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('says "Booking not available" without a valid link', () => {
    renderWithProviders(<MentorCard mentor={testProfile({ topmate_url: 'https://calendly.com/maya' })} />);
    expect(screen.queryByRole('link', { name: /Book on Topmate/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking not available' })).toBeDisabled();
  });

  it('says booking needs a connection while offline', () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<MentorCard mentor={testProfile({ topmate_url: 'topmate.io/maya_mentor' })} />);
      expect(screen.queryByRole('link', { name: /Book on Topmate/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Booking needs a connection' })).toBeDisabled();
    } finally {
      offline.mockRestore();
    }
  });

  it('shows name, specialization, rate and a link to the profile', () => {
    renderWithProviders(<MentorCard mentor={testProfile({ id: 'm-9', hourly_rate: 0 })} />);
    const card = screen.getByRole('article', { name: 'Maya Mentor' });
    expect(within(card).getByText('Software Development')).toBeInTheDocument();
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile/m-9');
  });
});
