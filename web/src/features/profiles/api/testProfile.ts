import type { Profile } from '../../../lib/models';

/** A complete profile for unit tests. */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'mentor-1',
    display_name: 'Maya Mentor',
    avatar_url: null,
    role: 'mentor',
    admin_role: 'student',
    bio: 'Staff engineer with eleven years of experience helping students grow into developers.',
    description: '',
    location: 'San Francisco, CA',
    hourly_rate: 75,
    topmate_url: 'https://topmate.io/maya_mentor/',
    specialization: 'Software Development',
    expertise: ['React', 'TypeScript'],
    calendly_url: null,
    created_at: null,
    updated_at: null,
    ...overrides,
  };
}
