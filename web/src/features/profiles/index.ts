export {
  profileConverter,
  profileRef,
  useProfile,
  useMyProfile,
  isAdminProfile,
  subscribeProfileSummary,
  createOwnProfile,
  profileExists,
} from './api/profiles';
export type { ProfileState, ProfileSummary, NewProfile } from './api/profiles';
export { isValidTopmateUrl, topmateHref, isMentorProfileComplete } from './api/validation';
export { BookingButton } from './components/BookingButton';
