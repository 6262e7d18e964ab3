import type { Profile } from '../../../lib/models';
import { toVideo, type Video } from '../api/model';

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

export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'me',
    display_name: 'Maya Mentor',
    avatar_url: null,
    role: 'mentor',
    admin_role: 'student',
    bio: '',
    description: '',
    location: 'Remote',
    hourly_rate: 0,
    topmate_url: '',
    specialization: '',
    expertise: [],
    calendly_url: null,
    created_at: null,
    updated_at: null,
    ...overrides,
  };
}
