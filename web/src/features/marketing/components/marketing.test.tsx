import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@/config';
import { renderWithProviders } from '@/test-utils';
import { AboutPage } from './AboutPage';
import { HomePage } from './HomePage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

afterEach(cleanup);

describe('HomePage', () => {
  it('renders one h1 with the product name and the main calls to action', () => {
    renderWithProviders(<HomePage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: new RegExp(PRODUCT_NAME) })).toBeTruthy();
    expect(screen.getByRole('link', { name: /start your journey/i }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: /explore projects/i }).getAttribute('href')).toBe('/projects');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Find a Mentor' }).getAttribute('href')).toBe('/mentorship');
  });

  it('links each offering to its section', () => {
    renderWithProviders(<HomePage />);

    const explore = screen.getAllByRole('link', { name: /^explore /i }).filter((link) => link.textContent === 'Explore');
    expect(explore.map((link) => link.getAttribute('href'))).toEqual([
      '/projects',
      '/career-hub',
      '/community',
      '/mentorship',
    ]);
    for (const title of ['What We Offer', 'Ready to Connect?']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
  });
});

describe('AboutPage', () => {
  it('renders its h1 and the four sections', () => {
    renderWithProviders(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: `About ${PRODUCT_NAME}` })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Our Mission', 'What We Offer', 'Our Team', 'Join Us']);
  });
});

describe('PrivacyPolicyPage', () => {
  it('renders its h1, the date and 8 numbered sections', () => {
    renderWithProviders(<PrivacyPolicyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated: May 30, 2023')).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(8);
    expect(sections[0]?.textContent).toBe('1. Information We Collect');
    expect(sections[7]?.textContent).toBe('8. Contact Us');
    sections.forEach((heading, index) => {
      expect(heading.textContent?.startsWith(`${index + 1}. `)).toBe(true);
    });
  });
});

describe('TermsOfServicePage', () => {
  it('renders its h1, the date and 11 numbered sections', () => {
    renderWithProviders(<TermsOfServicePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('Last updated: March 2025')).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(11);
    sections.forEach((heading, index) => {
      expect(heading.textContent?.startsWith(`${index + 1}. `)).toBe(true);
    });
  });
});
