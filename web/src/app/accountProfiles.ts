import type { AccountProfiles } from '@/features/auth/api/accountFlows';
import { createOwnProfile, profileExists } from '@/features/profiles/api/profiles';

/** The profiles feature's profile check and creation, handed to the auth screens (auth never imports profiles). */
export const accountProfiles: AccountProfiles = { exists: profileExists, create: createOwnProfile };
