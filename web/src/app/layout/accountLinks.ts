import { TEXTS, type Profile } from '@mentorbridge/model';
import { AFTER_SIGN_IN } from '@/config';
import { isAdmin } from '@/session/roles';

/** The signed-in person's own places, in the order the account menu and the phone menu show them: Admin only for admins. */
export function accountLinks(profile: Pick<Profile, 'admin_role'> | undefined): { label: string; to: string }[] {
  return [
    { label: TEXTS.nav.profile, to: '/profile' },
    { label: TEXTS.nav.dashboard, to: AFTER_SIGN_IN },
    ...(isAdmin(profile) ? [{ label: TEXTS.nav.admin, to: '/admin' }] : []),
  ];
}
