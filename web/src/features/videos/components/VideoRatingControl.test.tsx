import { screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@mentorbridge/model';
import { renderWithProviders } from '@/test-utils';
import { VideoRatingControl } from './VideoRatingControl';

const mocks = vi.hoisted(() => ({ ownRatingOf: vi.fn() }));
// Firestore stands apart: the viewer has no rating yet.
vi.mock('../api/ratings', () => ({
  useOwnRating: (videoId: string, uid: string | null) => {
    mocks.ownRatingOf(videoId, uid);
    return { status: 'success', data: null };
  },
  rateVideo: vi.fn(),
}));

const signedIn = (uid: string) => ({ session: { status: 'signedIn', user: { uid } as User } as const });

describe('VideoRatingControl', () => {
  it("tells the video's own mentor they cannot rate it, without stars and without reading a rating", () => {
    renderWithProviders(<VideoRatingControl videoId="v1" mentorId="mentor-1" />, signedIn('mentor-1'));
    expect(screen.getByText(TEXTS.ratings.ownVideo)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: TEXTS.ratings.label })).toBeNull();
    expect(mocks.ownRatingOf).toHaveBeenLastCalledWith('v1', null);
  });

  it('offers anyone else signed in the stars', () => {
    renderWithProviders(<VideoRatingControl videoId="v1" mentorId="mentor-1" />, signedIn('student-1'));
    expect(screen.getByRole('radiogroup', { name: TEXTS.ratings.label })).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.ratings.ownVideo)).toBeNull();
    expect(mocks.ownRatingOf).toHaveBeenLastCalledWith('v1', 'student-1');
  });
});
