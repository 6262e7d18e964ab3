export { profileConverter, profileRef, useProfile, useMyProfile, isAdminProfile } from './api/profiles';
export type { ProfileState } from './api/profiles';
