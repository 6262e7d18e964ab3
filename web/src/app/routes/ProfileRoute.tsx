import { TEXTS, type Profile } from '@mentorbridge/model';
import { ProfilePage, type MentorPanels } from '@/features/profiles/components/ProfilePage';
import { NotificationSettings } from '@/features/notifications/components/NotificationSettings';
import { BlockedPeople } from '@/features/moderation/components/BlockedPeople';
import { MentorProjectsSection } from '@/features/projects/components/MentorProjectsSection';
import { MyProjects } from '@/features/projects/components/MyProjects';
import { MentorVideosSection } from '@/features/videos/components/MentorVideosSection';
import { MyVideos } from '@/features/videos/components/MyVideos';
import { MentorReviews, WriteReviewLink } from '@/features/reviews/components/MentorReviews';
import { ToSignIn } from '../guards';

// A mentor's profile shows their projects, videos and reviews, and one's own account settings the notification switches
// and the blocked people: features composed here.
const MENTOR_PANELS: MentorPanels = {
  projects: MyProjects,
  videos: MyVideos,
  publicProjects: MentorProjectsSection,
  publicVideos: MentorVideosSection,
  reviews: MentorReviews,
  reviewLink: WriteReviewLink,
};

/** The account settings' parts from other features. */
function AccountPanels({ uid, role }: { uid: string; role: Profile['role'] }) {
  return (
    <>
      <NotificationSettings uid={uid} role={role} />
      <BlockedPeople uid={uid} />
    </>
  );
}

/** /profile (one's own, signed in). */
export function ProfileRoute() {
  return <ProfilePage mentorPanels={MENTOR_PANELS} accountPanel={AccountPanels} />;
}

/** /profile/{id}: public for mentors; a visitor asking for a student's profile signs in first. */
export function PublicProfileRoute() {
  return <ProfilePage mentorPanels={MENTOR_PANELS} askToSignIn={<ToSignIn message={TEXTS.mentorPage.signInToSee} />} />;
}
