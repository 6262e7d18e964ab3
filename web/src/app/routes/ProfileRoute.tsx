import { ProfilePage, type MentorPanels } from '@/features/profiles/components/ProfilePage';
import { MyProjects } from '@/features/projects/components/MyProjects';
import { MyVideos } from '@/features/videos/components/MyVideos';

// A mentor's profile shows their projects and videos: three features, composed here.
const MENTOR_PANELS: MentorPanels = { projects: MyProjects, videos: MyVideos };

/** /profile and /profile/{id}. */
export function ProfileRoute() {
  return <ProfilePage mentorPanels={MENTOR_PANELS} />;
}
