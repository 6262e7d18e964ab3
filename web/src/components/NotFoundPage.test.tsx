import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { NotFoundPage } from './NotFoundPage';

const { navigateMock } = vi.hoisted(() => ({ navigateMock: vi.fn() }));

vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router-dom')>();
  return { ...actual, useNavigate: () => navigateMock };
});

const ENROLLMENT_HINT = /application .* may have been deleted or rejected/i;
const DISCUSSION_HINT = /project may have been deleted, or you may not have access to its discussion/i;
const PROFILE_HINT = /profile may not exist, or you may not have permission to view it/i;

describe('NotFoundPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup();
    navigateMock.mockReset();
    vi.restoreAllMocks();
  });

  it('renders the heading, navigation buttons and support link', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'contact support' }).getAttribute('href')).toBe('/contact');
  });

  it('shows no hint for an unrelated path', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });

    expect(screen.queryByText(ENROLLMENT_HINT)).toBeNull();
    expect(screen.queryByText(DISCUSSION_HINT)).toBeNull();
    expect(screen.queryByText(PROFILE_HINT)).toBeNull();
  });

  it.each([
    ['/project-enrollments/abc', ENROLLMENT_HINT],
    ['/project-discussions/abc', DISCUSSION_HINT],
    ['/profile/abc', PROFILE_HINT],
  ])('shows only the matching hint for %s', (route, expected) => {
    renderWithProviders(<NotFoundPage />, { route });

    for (const hint of [ENROLLMENT_HINT, DISCUSSION_HINT, PROFILE_HINT]) {
      if (hint === expected) {
        expect(screen.getByText(hint)).toBeTruthy();
      } else {
        expect(screen.queryByText(hint)).toBeNull();
      }
    }
  });

  it('logs the missing path once', () => {
    renderWithProviders(<NotFoundPage />, { route: '/missing/page' });

    const notFoundLogs = vi
      .mocked(console.error)
      .mock.calls.filter(([message]) => message === '404 Error: User attempted to access non-existent route:');
    expect(notFoundLogs).toEqual([['404 Error: User attempted to access non-existent route:', '/missing/page']]);
  });

  it('goes back one entry in history when Go Back is clicked', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });

    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(navigateMock).toHaveBeenCalledTimes(1);
    expect(navigateMock).toHaveBeenCalledWith(-1);
  });
});
