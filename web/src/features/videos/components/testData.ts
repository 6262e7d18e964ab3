import type { Profile } from '@mentorbridge/model';
import { testProfile as mentorProfile } from '@/test-utils';
import { toVideo } from '../api/converters';
import type { Video } from '../api/types';

export function testVideo(id: string, fields: Record<string, unknown> = {}): Video {
  return toVideo(id, {
    mentor_id: 'mentor-1',
    mentor: { id: 'mentor-1', display_name: 'Maya Mentor', avatar_url: null },
    title: `Video ${id}`,
    description: `About ${id}`,
    video_url: 'https://www.youtube.com/watch?v=aircAruvnKk',
    youtube_id: 'aircAruvnKk',
    thumbnail_url: 'https://i.ytimg.com/vi/aircAruvnKk/hqdefault.jpg',
    duration: '18:40',
    category: 'Data',
    ...fields,
  });
}

/** The signed-in mentor of the video screens' tests: a profile not filled in yet. */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return mentorProfile({
    id: 'me',
    bio: '',
    location: 'Remote',
    hourly_rate: 0,
    topmate_url: '',
    specialization: '',
    expertise: [],
    ...overrides,
  });
}
